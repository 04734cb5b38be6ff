/// Writes the driver of the checker's property test: a `main.swift` that imports the old sides
/// of every pair (module `OldSide`) and the new sides (`NewSide`), and for each document line
/// (`pair<TAB>direction<TAB>json`) has the writer's types read it, then the reader's types read
/// it with `JSONDecoder` and with `ForwardJSONDecoder`.
///
/// What the reader reads depends on the direction. Backward, the new version reads what the
/// store holds: any document the old schema accepts (one that leaves a defaulted key out, as an
/// even older version wrote it, included), so the document itself. Forward, an older version
/// reads what this version writes: the new types' encoding of the document.
///
/// For each document it prints `DOC<TAB>line<TAB>status<TAB>detail<TAB>writer view<TAB>reader
/// view<TAB>document read<TAB>reader's encoding`. The status is `ok`, `threw` (both decoders threw), `codecs` (the
/// two decoders disagree) or `writer` (the writer's own types refused the document). A view is
/// what the typed API shows, by Swift name: records as objects of their fields, an enum as
/// `{"$case": name, "$raw": wire value}`, a union as `{"$variant": name, "$payload": view}`
/// (`"$unknown"` for a variant it keeps whole), other values as `JSONEncoder` writes them.
enum PropertyDriverWriter {
    /// The driver for `pairs`.
    static func main(for pairs: [PropertyPair]) -> String {
        var views: [String] = []
        var cases: [String] = []
        for pair in pairs {
            views += functions(for: pair.old, module: "OldSide") + functions(for: pair.new, module: "NewSide")
            let item = pair.old.records[0].name
            for (direction, writer, reader) in [("backward", "OldSide", "NewSide"), ("forward", "NewSide", "OldSide")] {
                cases.append(
                    "    case \"\(pair.index)\\t\(direction)\": check(\(writer).\(item).self, \(reader).\(item).self, "
                        + "data, line, written: \(direction == "forward"), { view($0) }, { view($0) })")
            }
        }
        return template.replacingOccurrences(of: "// VIEWS\n", with: views.joined(separator: "\n") + "\n")
            .replacingOccurrences(of: "    // CASES\n", with: cases.joined(separator: "\n") + "\n")
    }

    /// The view functions of one side's records and union.
    private static func functions(for schema: FuzzSchema, module: String) -> [String] {
        var lines: [String] = []
        for record in schema.records {
            let members = record.fields.map { "\"\($0.name)\": \(expression(for: $0))" }
            lines.append("func view(_ v: \(module).\(record.name)) -> JSONValue {")
            lines.append("    .object([" + (members.isEmpty ? ":" : members.joined(separator: ", ")) + "])")
            lines.append("}")
        }
        for union in schema.unions {
            lines.append("func view(_ v: \(module).\(union.name)) -> JSONValue {")
            lines.append("    switch v {")
            for variant in union.variants {
                if union.isUntagged, variant.payload == nil {
                    lines.append(
                        "    case .\(variant.name)(let value): .object([\"$variant\": \"\(variant.name)\", \"$payload\": plain(value)])"
                    )
                    continue
                }
                lines.append(
                    variant.payload == nil
                        ? "    case .\(variant.name): .object([\"$variant\": \"\(variant.name)\"])"
                        : "    case .\(variant.name)(let payload): .object([\"$variant\": \"\(variant.name)\", \"$payload\": view(payload)])"
                )
            }
            lines.append("    case .unknown: .object([\"$variant\": \"$unknown\"])")
            lines.append("    }")
            lines.append("}")
        }
        return lines
    }

    /// How the view of a field is read from the typed API.
    private static func expression(for field: FuzzField) -> String {
        switch field.type {
        case .enumeration, .optional(.enumeration): "enumView(v.\(field.name), raw: v.\(field.name)Raw)"
        case .union, .record: "view(v.\(field.name))"
        case .optional(.union), .optional(.record): "v.\(field.name).map { view($0) } ?? .null"
        default: "plain(v.\(field.name))"
        }
    }

    private static let template = #"""
        import Foundation
        import ForwardCodable
        import OldSide
        import NewSide

        func plain<T: Encodable>(_ value: T) -> JSONValue {
            do {
                return try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
            } catch {
                return .string("unencodable: \(error)")
            }
        }

        func enumView<E: ForwardEnum>(_ value: E, raw: E.RawValue) -> JSONValue where E.RawValue: Encodable {
            .object(["$case": .string(String(describing: value)), "$raw": plain(raw)])
        }

        func enumView<E: ForwardEnum>(_ value: E?, raw: E.RawValue?) -> JSONValue where E.RawValue: Encodable {
            guard let value, let raw else { return .null }
            return enumView(value, raw: raw)
        }

        // VIEWS

        func text(_ value: JSONValue) -> String {
            (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }

        func flat(_ text: String) -> String {
            text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
        }

        func check<W: Codable & FastJSONCodable, R: Codable & Equatable & FastJSONCodable>(
            _ writer: W.Type, _ reader: R.Type, _ document: Data, _ line: Int, written isWritten: Bool,
            _ writerView: (W) -> JSONValue, _ readerView: (R) -> JSONValue
        ) {
            let written: W
            let data: Data
            do {
                written = try JSONDecoder().decode(W.self, from: document)
                _ = try ForwardJSONDecoder().decode(W.self, from: document)
                data = isWritten ? try JSONEncoder().encode(written) : document
            } catch {
                return print("DOC\t\(line)\twriter\t\(flat("\(error)"))\tnull\tnull\tnull\tnull")
            }
            let read = String(decoding: data, as: UTF8.self)
            let slow = Result { try JSONDecoder().decode(R.self, from: data) }
            let fast = Result { try ForwardJSONDecoder().decode(R.self, from: data) }
            switch (slow, fast) {
            case (.success(let value), .success(let other)) where value == other:
                let encoded = (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
                print("DOC\t\(line)\tok\t-\t\(text(writerView(written)))\t\(text(readerView(value)))\t\(read)\t\(encoded)")
            case (.failure(let error), .failure):
                print("DOC\t\(line)\tthrew\t\(flat("\(error)"))\t\(text(writerView(written)))\tnull\t\(read)\tnull")
            default:
                print("DOC\t\(line)\tcodecs\t\(flat("JSONDecoder: \(slow), ForwardJSONDecoder: \(fast)"))\tnull\tnull\t\(read)\tnull")
            }
        }

        func dispatch(_ key: Substring, _ data: Data, _ line: Int) {
            switch key {
            // CASES
            default: print("DOC\t\(line)\tmissing\t\(key)\tnull\tnull\tnull\tnull")
            }
        }

        let input = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
        for (line, entry) in input.split(separator: "\n").enumerated() {
            let parts = entry.split(separator: "\t", maxSplits: 2)
            dispatch(parts[0] + "\t" + parts[1], Data(parts[2].utf8), line)
        }

        """#
}
