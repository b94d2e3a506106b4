import Foundation
@testable import BridgeLintCore
import BridgeLintRules

/// Shared fixtures and helpers for the engine tests.
enum Fixture {
    static let publishedRule = "published-in-observable"

    /// One `published-in-observable` finding, at line 2 column 5.
    static let observableWithPublished = "@Observable final class M {\n    @Published var x = 0\n}\n"

    /// Every id a configuration may name: the registered rules and the built-in checks.
    static var knownRuleIDs: [String] {
        RuleRegistry.all.map { $0.description.id } + BuiltInChecks.ids
    }

    /// Lints in-memory sources with the registered rules, running only `only` (unless `nil`).
    static func lint(
        _ sources: [(path: String, text: String)], only: Set<String>? = [publishedRule],
        configure: (inout Configuration) -> Void = { _ in }
    ) -> LintRun {
        var configuration = Configuration(rootDirectory: "/project")
        configuration.onlyRules = only
        configure(&configuration)
        return Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: sources)
    }

    static func lint(
        _ text: String, only: Set<String>? = [publishedRule],
        configure: (inout Configuration) -> Void = { _ in }
    ) -> LintRun {
        lint([(path: "A.swift", text: text)], only: only, configure: configure)
    }

    /// The facts the engine collects from one file.
    static func facts(_ text: String, path: String = "A.swift") -> FileFacts {
        Linter(allRules: [], configuration: Configuration(rootDirectory: "/project"))
            .analyze(path: path, source: text).facts
    }

    /// A project index over several in-memory files.
    static func index(_ texts: String...) -> ProjectIndex {
        ProjectIndex(texts.enumerated().map { facts($0.element, path: "F\($0.offset).swift") })
    }
}

/// A compact, comparable view of a finding: rule, position and severity.
struct Spot: Hashable, CustomStringConvertible {
    var ruleID: String
    var line: Int
    var column: Int
    var severity: Severity

    init(_ ruleID: String, _ line: Int, _ column: Int, _ severity: Severity) {
        self.ruleID = ruleID
        self.line = line
        self.column = column
        self.severity = severity
    }

    init(_ finding: Finding) {
        self.init(finding.ruleID, finding.line, finding.column, finding.severity)
    }

    var description: String { "\(ruleID)@\(line):\(column)(\(severity.rawValue))" }
}

extension LintRun {
    var spots: [Spot] { findings.map(Spot.init) }
}

/// A fresh folder under the system temporary directory, removed after `body`.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("bridgelint-coretests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

extension URL {
    /// Writes `text` to the relative path below this folder, creating folders as needed.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> URL {
        try write(Data(text.utf8), to: relativePath)
    }

    @discardableResult
    func write(_ data: Data, to relativePath: String) throws -> URL {
        let url = appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }
}
