import ForwardCodableGenerator
import Foundation

/// `forward-codable import`: an OpenAPI document, a JSON Schema or sample documents in, one
/// `.fcschema` file out. Thin: the importers live in the generator library; this reads the
/// files, checks that the result resolves as a schema, and writes it.
enum ImportCommand {
    static let kinds = ["openapi", "json-schema", "samples"]

    static func run(_ rawArguments: [String]) -> ExitStatus {
        let arguments: Arguments
        do {
            arguments = try Arguments(
                rawArguments, options: ["output", "fallback", "name", "max-enum-values", "examples"],
                flags: ["enums", "force"])
        } catch {
            return usage(error.message)
        }
        guard let kind = arguments.positional.first, kinds.contains(kind) else {
            let given = arguments.positional.first.map { "unknown kind '\($0)'" } ?? "give what to import from"
            return usage("\(given): import openapi, json-schema or samples")
        }
        var files = Array(arguments.positional.dropFirst())
        // A folder of `export json-schema` is read whole.
        if kind == "json-schema", files.count == 1, let listed = FileSystem.exportedSchemas(in: files[0]) {
            files = listed
        }
        guard !files.isEmpty, kind != "openapi" || files.count == 1 else {
            return usage(files.isEmpty ? "give the file to import" : "'import \(kind)' reads one document")
        }
        var options = ImportOptions(inferEnums: arguments.flag("enums"))
        for choice in arguments.values("fallback") {
            let parts = choice.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                return usage("--fallback takes ENUM=CASE, such as --fallback Status=unknown")
            }
            options.fallbacks[parts[0]] = parts[1]
        }
        if let limit = arguments.value("max-enum-values") {
            guard let number = Int(limit), number > 0 else { return usage("--max-enum-values takes a positive number") }
            options.maxEnumValues = number
        }
        guard kind != "samples" || arguments.value("name") != nil else {
            return usage("'import samples' needs --name, the record the documents are")
        }
        let output = arguments.value("output")
        if let output, FileSystem.exists(output), !arguments.flag("force") {
            return usage("\(output) exists; give --force to replace it")
        }
        let examples = arguments.value("examples")
        guard examples == nil || kind == "openapi" else { return usage("--examples is for 'import openapi'") }
        let imported: ImportedSchema
        do {
            let documents = try files.map { (path: $0, text: try FileSystem.read($0)) }
            switch kind {
            case "openapi": imported = JSONSchemaImport.openAPI(documents[0].text, path: files[0], options: options)
            case "json-schema" where documents.allSatisfy({ ExportedSchemaImport.isExported($0.text) }):
                imported = ExportedSchemaImport.run(documents, origin: arguments.positional[1])
            case "json-schema":
                guard documents.count == 1 else {
                    return usage(
                        "several JSON Schema files are read together only when 'export json-schema' wrote them")
                }
                imported = JSONSchemaImport.jsonSchema(documents[0].text, path: files[0], options: options)
            default: imported = SampleImport.run(documents, name: arguments.value("name")!, options: options)
            }
        } catch {
            return ioFailure(error)
        }
        for diagnostic in imported.diagnostics { Console.error(diagnostic.description) }
        guard !imported.hasErrors else { return .schemaError }
        // What the import writes must be a schema the generator takes: checked here, before writing.
        let text = imported.text
        let check = Generator.generate([SchemaSource(path: output ?? "Imported.fcschema", text: text)])
        for diagnostic in check.diagnostics { Console.error(diagnostic.description) }
        guard !check.hasErrors else {
            Console.error("error: the imported schema does not resolve; please report this with the input")
            return .schemaError
        }
        if let examples {
            let status = writeExamples(imported.examples, to: examples, force: arguments.flag("force"))
            guard status == .success else { return status }
        }
        guard let output else {
            Console.write(text)
            return .success
        }
        do {
            try FileSystem.writeIfChanged(text, to: output)
        } catch {
            Console.error("error: cannot write \(output)")
            return .ioError
        }
        Console.error("wrote \(output)")
        return .success
    }

    /// Writes the document's own examples that hold, each as `<Record>/examples/<name>.json`
    /// below `directory` (a fixtures folder), where the generated contract tests read them.
    private static func writeExamples(_ examples: [ImportedExample], to directory: String, force: Bool) -> ExitStatus {
        let files = examples.map { (path: FileSystem.join(directory, $0.relativePath), text: $0.text) }
        if !force,
            let changed = files.first(where: {
                FileSystem.exists($0.path) && (try? FileSystem.read($0.path)) != $0.text
            })
        {
            return usage("\(changed.path) exists with other contents; give --force to replace it")
        }
        do {
            for file in files { try FileSystem.writeIfChanged(file.text, to: file.path) }
        } catch {
            return ioFailure(error)
        }
        let records = Set(examples.map(\.record)).count
        Console.error(
            "wrote \(examples.count) example document(s) of \(records) record(s) to \(directory); the contract tests "
                + "generated next read each and write it back")
        return .success
    }

    /// Prints `error`, a file that could not be read or written, and returns `.ioError`.
    private static func ioFailure(_ error: any Error) -> ExitStatus {
        Console.error("error: \((error as? IOFailure)?.message ?? "\(error)")")
        return .ioError
    }

    private static func usage(_ message: String) -> ExitStatus {
        Console.error("error: \(message)\nRun 'forward-codable import --help' for usage.")
        return .usageError
    }
}
