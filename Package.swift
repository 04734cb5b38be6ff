// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ForwardCodable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ForwardCodable", targets: ["ForwardCodable"]),
    ],
    targets: [
        .target(name: "ForwardCodable"),
    ]
)
package.targets.append(.target(name: "ForwardCodableGenerator"))
package.targets.append(.executableTarget(name: "forward-codable", dependencies: ["ForwardCodableGenerator"]))
package.products.append(.executable(name: "forward-codable", targets: ["forward-codable"]))
