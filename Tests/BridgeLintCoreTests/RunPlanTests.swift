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
            #expect(elsewhere.configuration.deploymentTargets[.iOS] == nil)

            let inFolder = try RunPlan(.init(paths: [file.path], workingDirectory: folder.path), rules: RuleRegistry.all)
            #expect(inFolder.configurationFile == folder.appendingPathComponent(".bridgelint.yml").path)
            #expect(inFolder.configuration.deploymentTargets[.iOS] == IOSVersion(16, 0))
            #expect(inFolder.linter.lint(files: inFolder.files).findings.isEmpty)
            #expect(!elsewhere.linter.lint(files: elsewhere.files).findings.isEmpty)
        }
    }
}
