// swift-tools-version: 6.0
import PackageDescription

// The benchmark: its own package, as swift-nio and swift-protobuf keep theirs, so that users of
// ForwardCodable never build it. It depends on this repository's package by path, and reaches the
// generator core and the seedable random numbers through `_ForwardCodableBenchmarkSupport`, a
// product that is not API (README.md says why).
let package = Package(
    name: "ForwardCodableBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ForwardCodable", path: "..")
    ],
    targets: [
        // Data sets, the codecs compared, the baselines, the generated models (from Schemas/,
        // checked in under Generated/) and the runner.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "ForwardCodable", package: "ForwardCodable"),
                .product(name: "_ForwardCodableBenchmarkSupport", package: "ForwardCodable"),
            ],
            exclude: ["Schemas"]
        ),
        // The thin executable that runs it: `swift run -c release forward-codable-benchmark`.
        .executableTarget(name: "forward-codable-benchmark", dependencies: ["BenchmarkSupport"]),
        .testTarget(
            name: "BenchmarkSupportTests",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ForwardCodable", package: "ForwardCodable"),
                .product(name: "_ForwardCodableBenchmarkSupport", package: "ForwardCodable"),
            ]
        ),
    ]
)
