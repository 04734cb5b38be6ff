// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ForwardCodable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ForwardCodable", targets: ["ForwardCodable"]),
        .library(name: "ForwardCodableTesting", targets: ["ForwardCodableTesting"]),
        .executable(name: "forward-codable", targets: ["forward-codable"]),
        .plugin(name: "ForwardCodablePlugin", targets: ["ForwardCodablePlugin"]),
        .plugin(name: "GenerateForwardCodable", targets: ["GenerateForwardCodable"]),
        .plugin(name: "RecordForwardCodableFixtures", targets: ["RecordForwardCodableFixtures"]),
        .plugin(name: "CheckForwardCodableCompatibility", targets: ["CheckForwardCodableCompatibility"]),
        // Not API, and no promise between versions: what the benchmark package (Benchmarks/, its
        // own package so that users never build it) needs beyond the runtime. It measures the
        // generator core's throughput and regenerates its models in its freshness test, and builds
        // its data sets from the same seedable random numbers as the fuzz tests.
        .library(name: "_ForwardCodableBenchmarkSupport", targets: ["ForwardCodableGenerator", "SeededRandom"]),
    ],
    targets: [
        // The runtime that generated code and apps import.
        .target(name: "ForwardCodable"),
        // The generator core: parse, resolve, translate, render. No file I/O. It depends on the
        // runtime on purpose: the golden fixtures, samples and future documents of the contract
        // tests are `JSONValue`s read and written by the runtime's own JSON code, so the generator
        // sees a fixture exactly as the generated code will (exact numbers, repeated keys, key
        // equality). The price: a package's first build with the plugin compiles the runtime twice,
        // once into the host tool and once for the target.
        .target(name: "ForwardCodableGenerator", dependencies: ["ForwardCodable"]),
        // The checks behind the generated contract tests.
        .target(name: "ForwardCodableTesting", dependencies: ["ForwardCodable"]),
        // The command-line tool, thin over the core.
        .executableTarget(name: "forward-codable", dependencies: ["ForwardCodableGenerator"]),
        // Build-time generation: one build command per schema of the target it is applied to.
        .plugin(name: "ForwardCodablePlugin", capability: .buildTool(), dependencies: ["forward-codable"]),
        // Checked-in generation: `swift package --allow-writing-to-package-directory generate-forward-codable`.
        .plugin(
            name: "GenerateForwardCodable",
            capability: .command(
                intent: .custom(
                    verb: "generate-forward-codable",
                    description:
                        "Write the Swift generated from the package's .fcschema files into Generated/ (--check: only verify)"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the Swift generated from .fcschema files into Generated/")
                ]
            ),
            dependencies: ["forward-codable"]
        ),
        // Golden fixtures: `swift package --allow-writing-to-package-directory record-forward-codable-fixtures`.
        .plugin(
            name: "RecordForwardCodableFixtures",
            capability: .command(
                intent: .custom(
                    verb: "record-forward-codable-fixtures",
                    description:
                        "Record the golden fixture of each record's current version where none exists (--force: re-record)"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes golden fixtures (JSON) next to the schemas or into test targets")
                ]
            ),
            dependencies: ["forward-codable"]
        ),
        // Breaking changes: `swift package check-forward-codable-compatibility --against main`.
        .plugin(
            name: "CheckForwardCodableCompatibility",
            capability: .command(
                intent: .custom(
                    verb: "check-forward-codable-compatibility",
                    description: "Report schema changes that break older or newer readers (forward-codable breaking)"
                )
            ),
            dependencies: ["forward-codable"]
        ),

        // This repository's examples: the hand-written migration hooks, and the models generated
        // from Schemas/ into Generated/Models (checked in, reached through the link `Models`).
        .target(name: "ForwardCodableExamples", dependencies: ["ForwardCodable"]),

        // The contract tests generated for Schemas/, checked in next to the models.
        .testTarget(
            name: "ExamplesContractTests",
            dependencies: ["ForwardCodableExamples", "ForwardCodable", "ForwardCodableTesting"],
            path: "Generated/Tests"
        ),

        // The seedable random numbers of the fuzz tests and of the benchmark's data sets.
        .target(name: "SeededRandom"),

        .testTarget(name: "ForwardCodableTests", dependencies: ["ForwardCodable"]),
        .testTarget(name: "ForwardCodableGeneratorTests", dependencies: ["ForwardCodableGenerator"]),
        .testTarget(name: "ForwardCodableTestingTests", dependencies: ["ForwardCodableTesting", "ForwardCodable"]),
        // Runs the built tool. It cannot depend on the executable target: SwiftPM would link the
        // executable twice into the test bundle, once more as the plugins' host tool
        // (forward-codable-tool), which PluginTests has built by the time tests run.
        .testTarget(name: "CommandLineToolTests"),
        .testTarget(
            name: "ExamplesTests", dependencies: ["ForwardCodableExamples", "ForwardCodable", "ForwardCodableTesting"]),
        .testTarget(name: "EdgeCaseTests", dependencies: ["ForwardCodableExamples", "ForwardCodable"]),
        // The build plugin applied to a test target's own schemas (Tests/PluginTests/Schemas): it
        // generates their types and their contract tests.
        .testTarget(
            name: "PluginTests",
            dependencies: ["ForwardCodable", "ForwardCodableTesting"],
            plugins: ["ForwardCodablePlugin"]
        ),
        // Fuzz and property tests: random schemas, parser fuzzing, and a mixed-version fleet of three
        // generations of one schema, each generated into its own module. Each schema's lock (checked
        // by check-forward-codable-compatibility) is excluded with it.
        .target(
            name: "FleetGen1", dependencies: ["ForwardCodable"], path: "Tests/Fleet/Gen1",
            exclude: ["Cards.fcschema", "forward-codable.lock"]),
        .target(
            name: "FleetGen2", dependencies: ["ForwardCodable"], path: "Tests/Fleet/Gen2",
            exclude: ["Cards.fcschema", "forward-codable.lock"]),
        .target(
            name: "FleetGen3", dependencies: ["ForwardCodable"], path: "Tests/Fleet/Gen3",
            exclude: ["Cards.fcschema", "forward-codable.lock"]),
        .testTarget(
            name: "ForwardCodableFuzzTests",
            dependencies: [
                "ForwardCodable", "ForwardCodableGenerator", "SeededRandom", "FleetGen1", "FleetGen2", "FleetGen3",
                "ForwardCodableExamples",
            ]
        ),
    ]
)
