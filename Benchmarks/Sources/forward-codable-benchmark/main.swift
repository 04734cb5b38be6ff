// forward-codable-benchmark: decode and encode speed of generated records against synthesized
// Codable, the article's hand-written pattern and the JSON floors, in one process.
//
//   swift run -c release forward-codable-benchmark [--records N] [--runs N] ...

import BenchmarkSupport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(BenchmarkOptions.usage)
    exit(0)
}
do {
    let options = try BenchmarkOptions(arguments: arguments)
    #if DEBUG
        FileHandle.standardError.write(
            Data("warning: a debug build measures nothing useful; use swift run -c release\n".utf8))
    #endif
    let results = BenchmarkRunner.run(options) { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    print(Report.markdown(results), terminator: "")
} catch {
    FileHandle.standardError.write(Data("error: \(error.message)\n\(BenchmarkOptions.usage)\n".utf8))
    exit(2)
}
