// swift-tools-version: 6.0
import PackageDescription

// An example consumer of ForwardCodable's plugins, built and tested by .ci/run.
// A real package depends on ForwardCodable by URL and version instead of by path.
let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "ForwardCodable", path: "../..")
    ],
    targets: [
        // Build-time generation: the schemas in Sources/Models/Schemas become Swift types on
        // every build where one of them changed. Nothing generated is checked in.
        .target(
            name: "Models",
            dependencies: [.product(name: "ForwardCodable", package: "ForwardCodable")],
            plugins: [.plugin(name: "ForwardCodablePlugin", package: "ForwardCodable")]
        ),
        // Checked-in generation: `swift package --allow-writing-to-package-directory
        // generate-forward-codable` writes Sources/Preferences/Generated for review as diffs.
        // The schemas are excluded, since no build plugin handles them here.
        .target(
            name: "Preferences",
            dependencies: [.product(name: "ForwardCodable", package: "ForwardCodable")],
            exclude: ["Schemas"]
        ),
        // An app that uses the generated types of both.
        .executableTarget(name: "HostList", dependencies: ["Models", "Preferences"]),
        // The plugin applied to a test target generates the contract tests of the schemas of the
        // targets it depends on, with the golden fixtures next to their schemas (Schemas/Fixtures).
        .testTarget(
            name: "ModelsTests",
            dependencies: [
                "Models", "Preferences",
                .product(name: "ForwardCodableTesting", package: "ForwardCodable"),
            ],
            plugins: [.plugin(name: "ForwardCodablePlugin", package: "ForwardCodable")]
        ),
    ]
)
