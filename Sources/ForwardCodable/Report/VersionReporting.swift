/// The report's sites in versioned records: a document newer than this version, a migration,
/// and a key an older version kept in its bag that a migration step adopts (not unknown after
/// all). They stay out of the generic `snapshot` functions, which are small enough to be
/// specialized in the generated code's module (one more call in them cost a migrated decode 1%).
extension MigrationSource {
    /// The event of a document stamped `version` at `codingPath`: newer than this app's, or
    /// older, to be migrated to the current version (reported when the stamp is read: a
    /// snapshot that then fails fails the decode, or the element that holds it).
    func versionEvent(_ version: Int, at codingPath: String) -> DecodeEvent {
        guard version < supportedVersions.upperBound else {
            return DecodeEvent(.newerDocument, codingPath: codingPath, record: record, value: String(version))
        }
        return DecodeEvent(
            .migration, codingPath: codingPath, record: record, value: "\(version) to \(supportedVersions.upperBound)")
    }

    /// Reports a document stamped `version`, newer or older than this app's, to `recorder` on
    /// the `Codable` path, and keeps the recorder for the migration steps. Called only with a
    /// report on: unspecialized, this method costs a migrated decode 1%.
    mutating func reportVersion(_ version: Int, to recorder: DecodeRecorder) {
        guard case .container(let container) = document else { return }
        self.recorder = recorder
        recorder.append([versionEvent(version, at: DecodeEvent.render(container.codingPath))])
    }

    /// Reports a document stamped `version`, newer or older than this app's, on the fast path;
    /// called only with a report on.
    @usableFromInline
    func reportVersion(_ version: Int) {
        guard case .json(let object) = document, let report = object.settings.report else { return }
        report.record(at: object.bytesOffset, versionEvent(version, at: ""))
    }

    /// Takes back the unknown key `key` of the document's snapshot, which a migration step
    /// adopted as `value`, and reports the enum values in `value` this version does not know (the
    /// records in it reported their own events as they were read), and `unknownRaw`, the raw value
    /// of an adopted enum field that its enum does not know.
    func forgetAdopted(_ key: String, _ value: Any?, unknownRaw: String? = nil) {
        var unknown: [(path: String, raw: String)] = []
        if let view = value as? any WireElement { unknown = Self.unknownValues(view) }
        // A scalar enum field, stored as its raw value: the step knows its enum.
        if let unknownRaw { unknown.append((path: "", raw: unknownRaw)) }
        let events = unknown.map {
            DecodeEvent(.unknownEnumValue, codingPath: $0.path, record: record, field: key, value: $0.raw)
        }
        switch document {
        case .container(let container):
            guard let recorder else { return }
            let path = DecodeEvent.render(container.codingPath)
            recorder.forget(.unknownKey, at: DecodeEvent.path(path, key: key))
            recorder.append(
                events.map {
                    var event = $0
                    event.codingPath = DecodeEvent.path(path, key: key) + $0.codingPath
                    return event
                })
        case .json(let object):
            guard let report = object.settings.report else { return }
            report.forget(.unknownKey, at: object.bytesOffset, "." + key)
            for event in events {
                var relative = event
                relative.codingPath = "." + key + event.codingPath
                report.record(at: object.bytesOffset, relative)
            }
        }
    }

    /// The unknown enum values of a view.
    private static func unknownValues<View: WireElement>(_ view: View) -> [(path: String, raw: String)] {
        View._unknownValues(in: View._wire(of: view))
    }
}

extension JSONObjectReference {
    /// The byte offset of the object's `{`.
    var bytesOffset: Int { start & (1 << 40 - 1) }
}
