import BridgeLintCore
import BridgeLintMigration
import BridgeLintRules
import Foundation
import Testing

/// Fixture projects and the plans the migration makes of them.
enum MigrationFixture {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let goldenFolder = testsFolder.appendingPathComponent("Golden/Migration")

    /// The Swift files under `Fixtures/Migration/<name>`, with paths relative to that folder, sorted.
    static func sources(_ name: String) throws -> [(path: String, text: String)] {
        let root = testsFolder.appendingPathComponent("Fixtures/Migration/\(name)")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.sorted().map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func migration(_ sources: [(path: String, text: String)], targets: PlatformVersions = [.iOS: OSVersion(17)],
                          options: ObservationMigration.Options = .init()) -> ObservationMigration {
        var configuration = Configuration()
        configuration.deploymentTargets = targets
        let linter = Linter(allRules: RuleRegistry.all, configuration: configuration)
        return ObservationMigration(sources: sources, index: linter.index(sources: sources), deploymentTargets: targets, options: options)
    }

    /// The sources with the plan's changes applied.
    static func applying(_ plan: MigrationPlan, to sources: [(path: String, text: String)]) -> [(path: String, text: String)] {
        let changed = Dictionary(uniqueKeysWithValues: plan.changedFiles.map { ($0.path, $0.migrated) })
        return sources.map { ($0.path, changed[$0.path] ?? $0.text) }
    }

    static func diff(_ plan: MigrationPlan) -> String {
        plan.changedFiles.map { UnifiedDiff.diff(old: $0.original, new: $0.migrated, path: $0.path) }.joined()
    }

    /// Expects `text` to equal the golden file `name`; `BRIDGELINT_UPDATE_GOLDEN=1` rewrites the file first.
    static func expectGolden(_ name: String, _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "differs from \(name); BRIDGELINT_UPDATE_GOLDEN=1 swift test rewrites it", sourceLocation: sourceLocation)
    }
}

extension MigrationPlan {
    func entry(_ name: String) -> ClassPlan? { classes.first { $0.name == name } }

    func migrated(_ path: String) -> String? { changedFiles.first { $0.path == path }?.migrated }
}
