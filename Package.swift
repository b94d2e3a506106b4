// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "bridgelint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bridgelint", targets: ["bridgelint"]),
        .executable(name: "bridgelint-mcp", targets: ["bridgelint-mcp"]),
        .library(name: "BridgeLintCore", targets: ["BridgeLintCore"]),
        .library(name: "BridgeLintRules", targets: ["BridgeLintRules"]),
        .plugin(name: "BridgeLintCommandPlugin", targets: ["BridgeLintCommandPlugin"]),
        .plugin(name: "BridgeLintBuildToolPlugin", targets: ["BridgeLintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
    ],
    targets: [
        // Derives the cache's compact coding of fact records and index questions from their properties.
        .macro(
            name: "BridgeLintMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "BridgeLintCore",
            dependencies: [
                "BridgeLintMacros",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "BridgeLintRules",
            dependencies: [
                "BridgeLintCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "BridgeLintAdvice",
            dependencies: [
                "BridgeLintCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "BridgeLintMigration",
            dependencies: [
                "BridgeLintCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "BridgeLintMCP",
            dependencies: [
                "BridgeLintCore",
                "BridgeLintRules",
                "BridgeLintAdvice",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .target(
            name: "BridgeLintLanguageServer",
            dependencies: ["BridgeLintCore", "BridgeLintRules"]
        ),
        .target(
            name: "BridgeLintCLI",
            dependencies: [
                "BridgeLintCore",
                "BridgeLintRules",
                "BridgeLintAdvice",
                "BridgeLintMigration",
                "BridgeLintLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "bridgelint",
            dependencies: ["BridgeLintCLI"]
        ),
        // The MCP server, which `bridgelint mcp` runs: its SDK links the networking stack, kept out of `bridgelint`.
        .executableTarget(
            name: "bridgelint-mcp",
            dependencies: [
                "BridgeLintMCP",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "BridgeLintFuzzing",
            dependencies: ["BridgeLintCore"]
        ),
        .executableTarget(
            name: "bridgelint-parse-limit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "bridgelint-fuzz",
            dependencies: ["BridgeLintCore", "BridgeLintRules", "BridgeLintFuzzing"]
        ),
        .plugin(
            name: "BridgeLintCommandPlugin",
            // No permission is declared, so linting never asks; `fix` needs `--allow-writing-to-package-directory`.
            capability: .command(
                intent: .custom(verb: "bridgelint", description: "Lint (or fix) the package with bridgelint")
            ),
            dependencies: ["bridgelint"]
        ),
        .plugin(
            name: "BridgeLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["bridgelint"]
        ),
        .testTarget(name: "BridgeLintCoreTests", dependencies: ["BridgeLintCore", "BridgeLintRules", "BridgeLintFuzzing"]),
        .testTarget(
            name: "BridgeLintRulesTests",
            dependencies: [
                "BridgeLintCore", "BridgeLintRules", "BridgeLintFuzzing",
                // The metamorphic tests rewrite examples' syntax trees.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "BridgeLintAdviceTests", dependencies: ["BridgeLintAdvice", "BridgeLintCore", "BridgeLintRules"]),
        .testTarget(name: "BridgeLintMigrationTests", dependencies: ["BridgeLintMigration", "BridgeLintCore", "BridgeLintRules"]),
        .testTarget(
            name: "BridgeLintMCPTests",
            dependencies: ["BridgeLintMCP", "BridgeLintCore", "BridgeLintRules", .product(name: "MCP", package: "swift-sdk")]
        ),
        .testTarget(name: "BridgeLintLanguageServerTests", dependencies: ["BridgeLintLanguageServer", "BridgeLintCore"]),
        .testTarget(name: "BridgeLintCLITests", dependencies: ["BridgeLintCLI", "BridgeLintCore", "BridgeLintRules", "bridgelint", "bridgelint-mcp"]),
    ],
    swiftLanguageModes: [.v6]
)
