/// The document's own examples: every `example` and `examples` of the schemas it imports (at any
/// depth), and of the responses and request bodies whose schema is one of them (or a list of
/// one), checked against their schema. A contradiction is a warning at the example's place; an
/// example of a whole record that holds is kept as a document the generated contract tests read
/// and write back on both codecs (`import openapi --examples DIR`).
extension JSONSchemaImport {
    /// Checks the examples of the schemas under `schemasPointer`, and of the media types of the
    /// document's operations and shared responses and request bodies.
    mutating func checkExamples(schemasPointer: String) {
        if let schemas = JSONPointer.resolve(schemasPointer, in: root) {
            walkSchemas(schemas, pointer: schemasPointer, isContainer: schemasPointer != "#")
        }
        for (path, item) in (root["paths"]?.members ?? []).map({ ($0.key, $0.value) }) {
            let itemPointer = JSONPointer.appending("#/paths", path)
            for operation in item.members where Self.methods.contains(operation.key) {
                let operationPointer = JSONPointer.appending(itemPointer, operation.key)
                let name = operation.value["operationId"]?.string ?? "\(operation.key) \(path)"
                if let body = operation.value["requestBody"] {
                    checkMediaTypes(
                        body, JSONPointer.appending(operationPointer, "requestBody"), name: name + " request")
                }
                for response in operation.value["responses"]?.members ?? [] {
                    checkMediaTypes(
                        response.value,
                        JSONPointer.appending(JSONPointer.appending(operationPointer, "responses"), response.key),
                        name: name + " " + response.key)
                }
            }
        }
        for kind in ["responses", "requestBodies"] {
            for member in root["components"]?[kind]?.members ?? [] {
                checkMediaTypes(
                    member.value, JSONPointer.appending(JSONPointer.appending("#/components", kind), member.key),
                    name: member.key)
            }
        }
    }

    private static let methods: Set = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Checks the `example` and `examples` of each schema below `node`, through the keywords
    /// that hold schemas.
    private mutating func walkSchemas(_ node: LocatedJSON, pointer: String, isContainer: Bool = false) {
        if isContainer {
            for member in node.members {
                walkSchemas(member.value, pointer: JSONPointer.appending(pointer, member.key))
            }
            return
        }
        guard node.isObject else { return }
        let record = declared[pointer]
        if let example = node["example"] {
            checkExample(
                example, JSONPointer.appending(pointer, "example"), node, pointer, record: record, name: "schema")
        }
        for (offset, example) in (node["examples"]?.elements ?? []).enumerated() {
            checkExample(
                example, JSONPointer.appending(JSONPointer.appending(pointer, "examples"), String(offset)), node,
                pointer,
                record: record, name: "schema-\(offset + 1)")
        }
        for keyword in ["properties", "patternProperties", "$defs", "definitions"] {
            for member in node[keyword]?.members ?? [] {
                walkSchemas(
                    member.value, pointer: JSONPointer.appending(JSONPointer.appending(pointer, keyword), member.key))
            }
        }
        for keyword in ["items", "additionalProperties", "not"] where node[keyword]?.isObject == true {
            walkSchemas(node[keyword]!, pointer: JSONPointer.appending(pointer, keyword))
        }
        for keyword in ["allOf", "anyOf", "oneOf", "prefixItems"] {
            for (offset, option) in (node[keyword]?.elements ?? []).enumerated() {
                walkSchemas(
                    option, pointer: JSONPointer.appending(JSONPointer.appending(pointer, keyword), String(offset)))
            }
        }
    }

    /// Checks the examples of each media type of a response or request body (followed when it is
    /// a reference) whose schema is an imported record, or a list of one.
    private mutating func checkMediaTypes(_ node: LocatedJSON, _ pointer: String, name: String) {
        guard let (body, bodyPointer) = target(of: node, pointer: pointer) else { return }
        for media in body["content"]?.members ?? [] {
            let mediaPointer = JSONPointer.appending(JSONPointer.appending(bodyPointer, "content"), media.key)
            guard let schema = media.value["schema"], let (record, isList) = mappedRecord(schema) else { continue }
            let schemaPointer = JSONPointer.appending(mediaPointer, "schema")
            var found: [(LocatedJSON, String, String)] = []
            if let example = media.value["example"] {
                found.append((example, JSONPointer.appending(mediaPointer, "example"), name))
            }
            for member in media.value["examples"]?.members ?? [] {
                let examplePointer = JSONPointer.appending(JSONPointer.appending(mediaPointer, "examples"), member.key)
                guard let (object, objectPointer) = target(of: member.value, pointer: examplePointer),
                    let value = object["value"]
                else { continue }
                found.append((value, JSONPointer.appending(objectPointer, "value"), name + " " + member.key))
            }
            for (value, valuePointer, exampleName) in found {
                guard isList, case .array(let elements) = value.value else {
                    checkExample(value, valuePointer, schema, schemaPointer, record: record, name: exampleName)
                    continue
                }
                for (offset, element) in elements.enumerated() {
                    checkExample(
                        element, JSONPointer.appending(valuePointer, String(offset)), schema["items"]!,
                        JSONPointer.appending(schemaPointer, "items"), record: record,
                        name: "\(exampleName) \(offset + 1)")
                }
            }
        }
    }

    /// The imported record a media type's schema names, and whether the schema is a list of it.
    private func mappedRecord(_ schema: LocatedJSON) -> (String, Bool)? {
        if let reference = schema["$ref"]?.string, let name = declared[reference] { return (name, false) }
        let isList =
            schema["type"]?.string == "array" || schema["type"]?.elements.contains { $0.string == "array" } == true
        if isList, let reference = schema["items"]?["$ref"]?.string, let name = declared[reference] {
            return (name, true)
        }
        return nil
    }

    /// Warns at each contradiction of `example` with `schema`; keeps an example of the record
    /// `record` that has none.
    private mutating func checkExample(
        _ example: LocatedJSON, _ pointer: String, _ schema: LocatedJSON, _ schemaPointer: String, record: String?,
        name: String
    ) {
        let problems = check(example, at: pointer, against: schema, schemaPointer)
        for problem in problems {
            report(.warning, problem.node, problem.pointer, "the example contradicts its schema: \(problem.message)")
        }
        guard problems.isEmpty, let record, example.isObject, self.schema.records.contains(where: { $0.name == record })
        else { return }
        keepExample(example, record: record, name: name)
    }

    private mutating func keepExample(_ example: LocatedJSON, record: String, name: String) {
        let fileName = ImportedExample.fileName(name)
        var unique = fileName
        var number = 2
        while self.schema.examples.contains(where: { $0.record == record && $0.name == unique }) {
            unique = "\(fileName)-\(number)"
            number += 1
        }
        self.schema.examples.append(ImportedExample(record: record, name: unique, text: example.compactJSON + "\n"))
    }
}
