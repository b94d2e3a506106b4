import Foundation
import Testing
@testable import BridgeLintCore
import BridgeLintRules

/// A plan made for a folder other than the process's own (as the language and MCP servers make them) finds
/// that folder's configuration and project files, never the current folder's.
@Suite struct RunPlanTests {
    @Test func theWorkingFolderIsWhereTheConfigurationAndProjectAreFound() throws {
        try withTemporaryFolder { folder in
            try "disabled_rules:\n  - published-in-observable\n"
                .write(to: folder.appendingPathComponent(".bridgelint.yml"), atomically: true, encoding: .utf8)
            try "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n"
                .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let file = folder.appendingPathComponent("Cart.swift")
            try "@Observable final class Cart {\n    @Published var count = 0\n}\n".write(to: file, atomically: true, encoding: .utf8)

            let elsewhere = try RunPlan(.init(paths: [file.path]), rules: RuleRegistry.all)
            #expect(elsewhere.configurationFile == nil)
            // The file's own folder is a package: its targets apply wherever the command is run from.
            #expect(elsewhere.configuration.deploymentTargets[.iOS] == IOSVersion(16, 0))

            let inFolder = try RunPlan(.init(paths: [file.path], workingDirectory: folder.path), rules: RuleRegistry.all)
            #expect(inFolder.configurationFile == folder.appendingPathComponent(".bridgelint.yml").path)
            #expect(inFolder.configuration.deploymentTargets[.iOS] == IOSVersion(16, 0))
            #expect(inFolder.linter.lint(files: inFolder.files).findings.isEmpty)
            #expect(!elsewhere.linter.lint(files: elsewhere.files).findings.isEmpty)
        }
    }

    private static let macOSPackage =
        "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Tool\", platforms: [.macOS(.v13)])\n"
    private static let iOSPackage =
        "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n"

    @Test func aFolderOutsideTheWorkingFoldersPackageTakesNoneOfItsTargets() throws {
        try withTemporaryFolder { folder in
            try folder.write(Self.macOSPackage, to: "Tool/Package.swift")
            try folder.write("final class Counter {}\n", to: "Elsewhere/Counter.swift")
            let working = folder.appendingPathComponent("Tool").path
            for path in [folder.appendingPathComponent("Elsewhere").path, folder.appendingPathComponent("Elsewhere/Counter.swift").path] {
                let plan = try RunPlan(.init(paths: [path], workingDirectory: working), rules: RuleRegistry.all)
                #expect(plan.configuration.deploymentTargets[.macOS] == nil, "\(path)")
                #expect(plan.deploymentTargetSources.isEmpty, "\(plan.deploymentTargetSources)")
            }
            let given = try RunPlan(.init(paths: [folder.appendingPathComponent("Elsewhere").path],
                                          deploymentTargets: [.iOS: IOSVersion(17, 0)], workingDirectory: working),
                                    rules: RuleRegistry.all)
            #expect(given.deploymentTargetSources == [.iOS: "--ios"])
        }
    }

    @Test func aFileDeepInARepositoryTakesTheNearestEnclosingPackage() throws {
        try withTemporaryFolder { folder in
            try folder.write(Self.macOSPackage, to: "Repo/Package.swift")
            try folder.write("", to: "Repo/.git/HEAD")
            try folder.write(Self.iOSPackage, to: "Repo/Modules/Feature/Package.swift")
            try folder.write("final class Cart {}\n", to: "Repo/Modules/Feature/Sources/Feature/Cart.swift")
            try folder.write("final class Tool {}\n", to: "Repo/Sources/Tool/Tool.swift")
            let outside = folder.path
            let feature = try RunPlan(.init(paths: [folder.appendingPathComponent("Repo/Modules/Feature/Sources/Feature/Cart.swift").path], workingDirectory: outside),
                                      rules: RuleRegistry.all)
            #expect(feature.configuration.deploymentTargets[.iOS] == IOSVersion(16, 0))
            #expect(feature.configuration.deploymentTargets[.macOS] == nil)
            let tool = try RunPlan(.init(paths: [folder.appendingPathComponent("Repo/Sources/Tool").path], workingDirectory: outside),
                                   rules: RuleRegistry.all)
            #expect(tool.configuration.deploymentTargets[.macOS] != nil)
            #expect(tool.configuration.deploymentTargets[.iOS] == nil)
        }
    }

    @Test func theSearchUpwardsStopsAtTheRepositoryRoot() throws {
        try withTemporaryFolder { folder in
            try folder.write(Self.macOSPackage, to: "Package.swift")
            try folder.write("", to: "Checkout/.git/HEAD")
            try folder.write("final class Cart {}\n", to: "Checkout/App/Cart.swift")
            let plan = try RunPlan(.init(paths: [folder.appendingPathComponent("Checkout/App").path], workingDirectory: folder.path),
                                   rules: RuleRegistry.all)
            #expect(plan.configuration.deploymentTargets[.macOS] == nil)
        }
    }
}
