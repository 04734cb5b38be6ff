// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ForwardCodable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ForwardCodable", targets: ["ForwardCodable"]),
        .executable(name: "forward-codable", targets: ["forward-codable"]),
    ],
    targets: [
        // The runtime that generated code and apps import.
        .target(name: "ForwardCodable"),
        // The generator core: parse, resolve, translate, render. No file I/O.
        .target(name: "ForwardCodableGenerator"),
        // The command-line tool, thin over the core.
        .executableTarget(name: "forward-codable", dependencies: ["ForwardCodableGenerator"]),

        // This repository's examples: Schemas/ generated into Generated/ and checked in.
        .target(name: "ForwardCodableExamples", dependencies: ["ForwardCodable"], path: "Generated/Models"),

        .testTarget(name: "ForwardCodableTests", dependencies: ["ForwardCodable"]),
        .testTarget(name: "ForwardCodableGeneratorTests", dependencies: ["ForwardCodableGenerator"]),
        .testTarget(name: "ExamplesTests", dependencies: ["ForwardCodableExamples", "ForwardCodable"]),
        // Fuzz and property tests: random schemas, parser fuzzing, and a mixed-version fleet of three
        // generations of one schema, each generated into its own module.
        .target(name: "FleetGen1", dependencies: ["ForwardCodable"], path: "Tests/Fleet/Gen1", exclude: ["Cards.fcschema"]),
        .target(name: "FleetGen2", dependencies: ["ForwardCodable"], path: "Tests/Fleet/Gen2", exclude: ["Cards.fcschema"]),
        .target(name: "FleetGen3", dependencies: ["ForwardCodable"], path: "Tests/Fleet/Gen3", exclude: ["Cards.fcschema"]),
        .testTarget(
            name: "ForwardCodableFuzzTests",
            dependencies: ["ForwardCodable", "ForwardCodableGenerator", "FleetGen1", "FleetGen2", "FleetGen3"]
        ),
    ]
)
