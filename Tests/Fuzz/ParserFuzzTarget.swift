// A libFuzzer target for the schema generator: any bytes, read as schema text, must neither
// crash nor hang `Generator.generate`, and a rejected input must get an error located inside
// it. Compiled together with the generator's sources by `run-libfuzzer.sh`; not part of the
// package build.

/// libFuzzer's entry point: one input per call; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let source = SchemaSource(path: "Fuzz.fcschema", text: text)
    let result = Generator.generate([source])
    if result.files.isEmpty != result.hasErrors {
        fatalError("files: \(result.files.count), errors: \(result.hasErrors)")
    }
    var lengths = [0]
    for scalar in text.unicodeScalars {
        if scalar == "\n" { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
    }
    for diagnostic in result.diagnostics {
        let location = diagnostic.location
        let inside =
            location.file == source.path && (1...(lengths.count + 1)).contains(location.line) && location.column >= 1
            && (location.line > lengths.count || location.column <= lengths[location.line - 1] + 1)
        if !inside || diagnostic.message.isEmpty {
            fatalError("diagnostic outside the input: \(diagnostic)")
        }
    }
    return 0
}
