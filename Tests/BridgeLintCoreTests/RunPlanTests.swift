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

    /// An async method of a class isolated to no actor: off the main thread unless a build file opts into
    /// main-actor defaults, and out of sight (latent) with no build file at all.
    @Test func buildSettingsDecideWhereNonisolatedAsyncCodeRuns() throws {
        let model = """
            import SwiftUI
            struct FeedView: View {
                @StateObject private var model = FeedModel()
                var body: some View { Text(model.isLoading ? "Loading" : "Feed").task { await model.refresh() } }
            }
            final class FeedModel: ObservableObject {
                @Published var isLoading = false
                func refresh() async {
                    isLoading = true
                    _ = try? await api.fetchFeed()
                }
            }
            """
        let classic = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Feed", targets: [.target(name: "Feed")])
            """
        let mainActorDefault = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Feed", targets: [
                .target(name: "Feed", swiftSettings: [.defaultIsolation(MainActor.self)]),
            ])
            """
        for (manifest, expected) in [(classic, Confidence.witnessed), (mainActorDefault, .latent), (nil, .latent)] {
            try withTemporaryFolder { folder in
                if let manifest {
                    try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
                }
                let sources = folder.appendingPathComponent("Sources/Feed")
                try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
                let file = sources.appendingPathComponent("FeedModel.swift")
                try model.write(to: file, atomically: true, encoding: .utf8)
                let plan = try RunPlan(.init(paths: [file.path], workingDirectory: folder.path, showsLatent: true),
                                       rules: RuleRegistry.all)
                let findings = plan.linter.lint(files: plan.files).findings.filter { $0.ruleID == "state-write-off-main" }
                #expect(findings.map(\.confidence) == [expected], "manifest: \(manifest ?? "none")")
            }
        }
    }

    /// A file takes the settings of the deepest folder with a build file that holds it; none outside them all
    /// (an admin tool's package beside an app whose project is not in the repository says nothing of the app).
    @Test func aFileTakesTheSettingsOfTheProjectThatHoldsIt() {
        let settings = ConcurrencySettings(folders: [
            "": .nonisolatedRunsOffMain, "Modules/Feed": .mayRunOnMainActor, "Admin": .nonisolatedRunsOffMain,
        ])
        #expect(settings.defaults(for: "App/FeedModel.swift") == .nonisolatedRunsOffMain)
        #expect(settings.defaults(for: "Modules/Feed/Sources/Feed/FeedModel.swift") == .mayRunOnMainActor)
        #expect(settings.defaults(for: "Modules/FeedKit/Model.swift") == .nonisolatedRunsOffMain)
        let adminOnly = ConcurrencySettings(folders: ["Admin": .nonisolatedRunsOffMain])
        #expect(adminOnly.defaults(for: "App/FeedModel.swift") == .unknown)
        #expect(adminOnly.defaults(for: "Admin/Sources/Admin/Panel.swift") == .nonisolatedRunsOffMain)
        #expect(ConcurrencyDefaults.of(buildFileText: "SWIFT_APPROACHABLE_CONCURRENCY = YES;") == .mayRunOnMainActor)
        #expect(ConcurrencyDefaults.of(buildFileText: "SWIFT_VERSION = 5.0;") == .nonisolatedRunsOffMain)
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
