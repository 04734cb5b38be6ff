/// What one run of the benchmark measures.
public struct BenchmarkOptions: Sendable {
    /// Elements per data set.
    public var records = 100_000
    /// Timed runs per measurement (after one untimed run that also measures memory).
    public var runs = 5
    /// The data sets, in order.
    public var dataSets: [DataSet.Kind] = DataSet.Kind.allCases
    /// The codecs, in order.
    public var codecs: [CodecKind] = CodecKind.allCases.filter { !$0.isReport }
    /// The data sets the floors (d) run on. `JSONSerialization` writes at a fifth of the speed
    /// of the others, so the default keeps the floors to the plain data set and the run near
    /// five minutes.
    public var floorDataSets: Set<DataSet.Kind> = [.plain]
    /// Schemas in the synthetic project for the generator's throughput; 0 skips it.
    public var generatorSchemas = 1_000
    /// Elements of the arrays whose every element is edited once through a typed view; 0 skips it.
    public var edits = 10_000
    /// The seed of the data sets.
    public var seed = DataSet.defaultSeed

    /// The defaults: 100,000 records, 5 runs, every data set and codec, 1,000 schemas.
    public init() {}

    /// Parses command-line arguments (without the program name).
    public init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        func count(for option: String, allowsZero: Bool = false) throws(UsageError) -> Int {
            let text = try value(for: option)
            guard let number = Int(text), number > 0 || (allowsZero && number == 0) else {
                throw UsageError("\(option) needs a positive whole number, not '\(text)'")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--records": records = try count(for: argument)
            case "--runs": runs = try count(for: argument)
            case "--schemas": generatorSchemas = try count(for: argument, allowsZero: true)
            case "--edits": edits = try count(for: argument, allowsZero: true)
            case "--seed":
                let text = try value(for: argument)
                guard let number = UInt64(text) else { throw UsageError("--seed needs a whole number, not '\(text)'") }
                seed = number
            case "--data-sets":
                dataSets = try Self.list(try value(for: argument), option: argument, DataSet.Kind.init(rawValue:))
            case "--codecs":
                codecs = try Self.list(try value(for: argument), option: argument, CodecKind.init(rawValue:))
            case "--floors":
                let text = try value(for: argument)
                floorDataSets =
                    text == "all"
                    ? Set(DataSet.Kind.allCases)
                    : text == "none" ? [] : Set(try Self.list(text, option: argument, DataSet.Kind.init(rawValue:)))
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
    }

    /// The usage text.
    public static let usage = """
        usage: swift run -c release forward-codable-benchmark [options]

          --records N       elements per data set (default 100000)
          --runs N          timed runs per measurement, after one untimed run (default 5)
          --data-sets LIST  comma-separated, from: \(DataSet.Kind.allCases.map(\.rawValue).joined(separator: ", "))
          --codecs LIST     comma-separated, from: a, b, c, d1 (JSONSerialization), d2 ([JSONValue]),
                            e (the fast path), e0 (the fast path's reader, parse only); on
                            external-money also e1 (money adopting FastJSONCodable) and
                            e2 (money as a generated record); cr and er, (c) and (e) with a
                            decode report on, run only when named
          --floors LIST     data sets the floors d1 and d2 run on: a list, 'all' or 'none'
                            (default: plain)
          --schemas N       schemas in the generator's synthetic project; 0 skips it (default 1000)
          --edits N         elements edited one by one through a typed view; 0 skips it (default 10000)
          --seed N          the data sets' seed
        """

    private static func list<Element>(
        _ text: String,
        option: String,
        _ parse: (String) -> Element?
    ) throws(UsageError) -> [Element] {
        var elements: [Element] = []
        for name in text.split(separator: ",") {
            guard let element = parse(String(name)) else { throw UsageError("\(option): unknown name '\(name)'") }
            elements.append(element)
        }
        return elements
    }
}

/// A command-line mistake, with the message to show.
public struct UsageError: Error, Sendable {
    /// What was wrong.
    public let message: String

    init(_ message: String) {
        self.message = message
    }
}
