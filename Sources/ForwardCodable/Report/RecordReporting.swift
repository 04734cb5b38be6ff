/// The report's sites in the record readers of both codecs. Each is reached only when something
/// reportable happened (a bag that is not empty, an explicit `null`, a default taken, an enum
/// field read while a report is on), so a decode without a report pays nothing for them.
extension DecodeRecorder {
    /// The recorder `decoder` was handed in its `userInfo`, if any.
    static func of(_ decoder: any Decoder) -> DecodeRecorder? {
        guard anyExists else { return nil }
        return decoder.userInfo[.decodeReport] as? DecodeRecorder
    }
}

extension KeyedFieldSource {
    /// Reports the keys of `unknown`, the record's bag.
    func reportUnknownKeys(_ unknown: [String: JSONValue]) {
        guard let recorder else { return }
        let path = DecodeEvent.render(container.codingPath)
        recorder.append(
            unknown.keys.sorted().map {
                DecodeEvent(.unknownKey, codingPath: DecodeEvent.path(path, key: $0), record: record, field: $0)
            })
    }

    /// Reports the current field as an explicit `null` when `nulls` notes it.
    @usableFromInline
    func reportNull(_ nulls: ExplicitNulls) {
        guard let recorder, nulls.contains(name: keys.names[index]) else { return }
        recorder.append([event(.explicitNull, index)])
    }

    /// Reports the field at `position` as having taken its default.
    func reportDefault(_ position: Int) {
        recorder?.append([event(.defaultTaken, position)])
    }

    /// Reports the enum values `values` does not know in the current field.
    func reportUnknownValues(_ values: [(path: String, raw: String)]) {
        guard !values.isEmpty, let recorder else { return }
        let base = event(.unknownEnumValue, index)
        recorder.append(
            values.map {
                var event = base
                event.codingPath = $0.path.isEmpty ? base.codingPath : base.codingPath + $0.path
                event.value = $0.raw
                return event
            })
    }

    /// An event about the field at `position` of this record.
    private func event(_ kind: DecodeEvent.Kind, _ position: Int) -> DecodeEvent {
        let name = keys.names[position]
        let path = DecodeEvent.path(DecodeEvent.render(container.codingPath), key: name)
        return DecodeEvent(kind, codingPath: path, record: record, field: name)
    }
}

extension JSONFieldSource {
    /// The decode's report, if any.
    var fastReport: FastJSONReport? { reader.settings.report }

    /// Reports the keys of `unknown`, the record's bag.
    @usableFromInline
    func reportUnknownKeys(_ unknown: [String: JSONValue]) {
        guard let report = fastReport else { return }
        for name in unknown.keys.sorted() {
            report.record(
                at: fields.objectStart, DecodeEvent(.unknownKey, codingPath: "." + name, record: record, field: name))
        }
    }

    /// Reports the field at `index` as `kind`.
    func report(_ kind: DecodeEvent.Kind, _ index: Int) {
        let name = fields.name(of: index)
        fastReport?.record(
            at: fields.objectStart, DecodeEvent(kind, codingPath: "." + name, record: record, field: name))
    }

    /// Reports the enum values `values` does not know in the current field.
    func reportUnknownValues(_ values: [(path: String, raw: String)]) {
        guard let report = fastReport else { return }
        let name = fields.name(of: fields.current)
        for value in values {
            report.record(
                at: fields.objectStart,
                DecodeEvent(
                    .unknownEnumValue, codingPath: "." + name + value.path, record: record, field: name,
                    value: value.raw))
        }
    }
}
