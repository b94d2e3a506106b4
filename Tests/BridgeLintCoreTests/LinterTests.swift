import Foundation
import SwiftSyntax
import Testing
@testable import BridgeLintCore
import BridgeLintRules

/// Reports one finding at the first token of every file; applies from iOS 17 and macOS 14, not on tvOS.
private struct IOS17TestRule: Rule {
    static let description = RuleDescription(
        id: "test-ios17", summary: "Test rule with a minimum iOS version", severity: .warning,
        minimumOS: [.iOS: OSVersion(17), .macOS: OSVersion(14), .visionOS: OSVersion(1)], rationale: "For tests.", howToFix: "Nothing.",
        triggeringExamples: [Example("↓let x = 1")], nonTriggeringExamples: [Example("")])

    func check(_ file: LintFile, report: inout RuleReport) {
        guard let first = file.tree.statements.first else { return }
        report.add(at: first, "first statement")
    }
}

/// An opt-in rule that asks the project index whether the declared type of each top-level variable is an
/// ObservableObject.
private struct IndexQueryTestRule: IndexedRule {
    static let description = RuleDescription(
        id: "test-index-query", summary: "Test rule deciding through the index", severity: .note, isOptIn: true,
        rationale: "For tests.", howToFix: "Nothing.", triggeringExamples: [], nonTriggeringExamples: [])

    struct Question: IndexQuestion {
        var type: String

        func encode(to writer: inout CompactWriter) { writer.write(type) }
        init(type: String) { self.type = type }
        init(from reader: inout CompactReader) throws { type = try reader.read() }
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        for statement in file.tree.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self),
                  let type = variable.bindings.first?.typeAnnotation.flatMap({ TypeNames.simpleName(of: $0.type) })
            else { continue }
            report.whenIndexed(at: variable, asking: Question(type: type))
        }
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        switch index.isObservableObject(question.type) {
        case .yes: "\(question.type) is an ObservableObject"
        case .no: nil
        case .unknown: "\(question.type) is unknown"
        }
    }
}

/// A rule that asks a question of another rule's type, which its `answer` could not read.
private struct MismatchedQuestionTestRule: IndexedRule {
    static let description = RuleDescription(
        id: "test-mismatched-question", summary: "Test rule asking another rule's question", severity: .note,
        rationale: "For tests.", howToFix: "Nothing.", triggeringExamples: [], nonTriggeringExamples: [])

    struct Question: IndexQuestion {
        func encode(to writer: inout CompactWriter) {}
        init() {}
        init(from reader: inout CompactReader) throws {}
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        guard let first = file.tree.statements.first else { return }
        report.whenIndexed(at: first, asking: IndexQueryTestRule.Question(type: "Store"))
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? { "never asked" }
}

@Suite struct LinterTests {
    @Test func findingsCarryRuleSeverityPositionAndSourceLine() throws {
        let run = Fixture.lint(Fixture.observableWithPublished)
        let finding = try #require(run.findings.first)
        #expect(run.findings.count == 1)
        #expect(finding.ruleID == "published-in-observable")
        #expect(finding.severity == .error)
        #expect(finding.file == "A.swift")
        #expect(finding.line == 2)
        #expect(finding.column == 5)
        #expect(finding.endColumn == 15)
        #expect(finding.sourceLine == "    @Published var x = 0")
        #expect(run.problems == [])
        #expect(run.fileCount == 1)
        #expect(run.lineCount == 3)
    }

    @Test func windowsLineEndings() throws {
        let crlf = "@Observable final class M {\r\n    @Published var x = 0\r\n"
            + "    @Published var y = 0 // bridgelint:disable:this published-in-observable\r\n}\r\n"
        let run = Fixture.lint(crlf)
        #expect(run.spots == [Spot("published-in-observable", 2, 5, .error)])
        #expect(run.findings.first?.sourceLine == "    @Published var x = 0")
        #expect(run.lineCount == 4)
    }

    @Test func emptyRun() {
        let run = Fixture.lint([])
        #expect(run.findings == [])
        #expect(run.problems == [])
        #expect(run.fileCount == 0)
        #expect(run.lineCount == 0)
    }

    @Test func lineCountIgnoresAFinalLineBreak() {
        let run = Fixture.lint([
            (path: "A.swift", text: "let a = 1\nlet b = 2\n"),
            (path: "B.swift", text: "let c = 3"),
            (path: "C.swift", text: ""),
            (path: "D.swift", text: "\n\n"),
        ])
        #expect(run.lineCount == 2 + 1 + 0 + 2)
    }

    @Test func fileWithSyntaxErrorsIsReportedAndStillLinted() throws {
        let run = Fixture.lint("@Observable final class M {\n    @Published var x = 0\n    func f( {}\n}\n")
        #expect(run.spots == [Spot("published-in-observable", 2, 5, .error)])
        let problem = try #require(run.problems.first)
        #expect(run.problems.count == 1)
        #expect(problem.file == "A.swift")
        #expect(problem.kind == .syntaxErrors)
        #expect(problem.detail.hasPrefix("1 syntax error, first at 3:12: "), "\(problem.detail)")
        #expect(!problem.failsRun)
    }

    @Test func findingsAreSortedByFileLineAndColumn() {
        let two = """
            @Observable final class M {
                @Published var a = 0; @Published var b = 0
                @Published var c = 0
            }
            """
        let run = Fixture.lint([
            (path: "B.swift", text: two),
            (path: "A.swift", text: "let x = 1 // bridgelint:disable:this published-in-observable\n" + two),
            (path: "A/Sub.swift", text: Fixture.observableWithPublished),
        ])
        let order = run.findings.map { "\($0.file):\($0.line):\($0.column) \($0.ruleID)" }
        #expect(order == [
            "A.swift:1:11 superfluous-suppression",
            "A.swift:3:5 published-in-observable",
            "A.swift:3:27 published-in-observable",
            "A.swift:4:5 published-in-observable",
            "A/Sub.swift:2:5 published-in-observable",
            "B.swift:2:5 published-in-observable",
            "B.swift:2:27 published-in-observable",
            "B.swift:3:5 published-in-observable",
        ])
    }

    @Test func severityOverrideIsApplied() {
        let run = Fixture.lint(Fixture.observableWithPublished) {
            $0.severities = ["published-in-observable": .note, "representable-stale-config": .error]
        }
        #expect(run.spots == [Spot("published-in-observable", 2, 5, .note)])
    }

    @Test func severityOverrideFromAConfigurationFile() throws {
        let loaded = try ConfigurationLoader(knownRuleIDs: Fixture.knownRuleIDs).parse(
            "only_rules: [published-in-observable]\npublished-in-observable: {severity: warning}\n",
            path: ".bridgelint.yml", rootDirectory: "/project")
        let run = Linter(allRules: RuleRegistry.all, configuration: loaded.configuration)
            .lint(sources: [(path: "A.swift", text: Fixture.observableWithPublished)])
        #expect(run.spots == [Spot("published-in-observable", 2, 5, .warning)])
    }

    @Test func disabledRuleDoesNotRun() {
        let run = Fixture.lint(Fixture.observableWithPublished, only: nil) {
            $0.disabledRules = ["published-in-observable"]
        }
        #expect(run.findings.isEmpty)
    }

    @Test func onlyTheSizingOptionsHostingRulesDeclareAMinimumOS() {
        // The catalog turns these two off below iOS 16 and macOS 13, where sizingOptions does not exist.
        let minimums = RuleRegistry.all.compactMap { rule in
            rule.description.minimumOS.map { "\(rule.description.id): \($0)" }
        }
        let sizingOptions = "iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0"
        #expect(minimums == ["hosting-missing-sizing-options: \(sizingOptions)", "hosting-legacy-size-invalidation: \(sizingOptions)"])
    }

    @Test(arguments: [
        // No target for the code's own platform: the iOS target judges it, as when only iOS was known, and
        // without one the newest systems are assumed.
        ([.iOS: OSVersion(16)], "import AppKit\n", false),
        ([.tvOS: OSVersion(15)], "import AppKit\n", true),
        ([.iOS: OSVersion(16), .macOS: OSVersion(14)], "import AppKit\n", true),
        ([.iOS: OSVersion(16), .macOS: OSVersion(14)], "import UIKit\n", false),
        ([.iOS: OSVersion(17), .macOS: OSVersion(13)], "import UIKit\n", true),
        ([.iOS: OSVersion(17), .macOS: OSVersion(13)], "import Cocoa\n", false),
        // Code that imports neither may be for any platform: one target that allows it is enough.
        ([.iOS: OSVersion(16), .macOS: OSVersion(13)], "import SwiftUI\n", false),
        ([.iOS: OSVersion(16), .macOS: OSVersion(14)], "import SwiftUI\n", true),
        // A platform the rule names no version for (tvOS) never allows it.
        ([.iOS: OSVersion(16), .tvOS: OSVersion(26)], "import UIKit\n", false),
        ([.macOS: OSVersion(14)], "import UIKit\n", true),
    ] as [(PlatformVersions, String, Bool)])
    func ruleWithMinimumOSRunsOnCodeWhosePlatformAllowsIt(targets: PlatformVersions, code: String, runs: Bool) {
        var configuration = Configuration(rootDirectory: "/project")
        configuration.deploymentTargets = targets
        let run = Linter(allRules: [IOS17TestRule.self], configuration: configuration)
            .lint(sources: [(path: "A.swift", text: code)])
        #expect(run.findings.map(\.ruleID) == (runs ? ["test-ios17"] : []))
    }

    @Test(arguments: [
        (nil, true), (IOSVersion(16), false), (IOSVersion(16, 4), false),
        (IOSVersion(17), true), (IOSVersion(17, 2), true), (IOSVersion(18), true),
    ] as [(IOSVersion?, Bool)])
    func ruleWithMinimumIOSIsSkippedBelowIt(target: IOSVersion?, runs: Bool) {
        var configuration = Configuration(rootDirectory: "/project")
        configuration.deploymentTarget = target
        let linter = Linter(allRules: [IOS17TestRule.self], configuration: configuration)
        #expect(linter.rules.map { $0.description.id } == (runs ? ["test-ios17"] : []))
        #expect(linter.knownRuleIDs == ["test-ios17", "superfluous-suppression", "invalid-suppression"])
        let run = linter.lint(sources: [(path: "A.swift", text: "\n  let x = 1\n")])
        #expect(run.spots == (runs ? [Spot("test-ios17", 2, 3, .warning)] : []))
    }

    @Test func suppressionOfASkippedRuleIsNotSuperfluous() {
        var configuration = Configuration(rootDirectory: "/project")
        configuration.deploymentTarget = IOSVersion(16)
        let run = Linter(allRules: [IOS17TestRule.self], configuration: configuration)
            .lint(sources: [(path: "A.swift", text: "let x = 1 // bridgelint:disable:this test-ios17\n")])
        #expect(run.findings.isEmpty)
    }

    @Test func deferredFindingsAreDecidedWithTheWholeProjectIndex() {
        var configuration = Configuration(rootDirectory: "/project")
        configuration.optInRules = ["test-index-query"]
        let linter = Linter(allRules: [IndexQueryTestRule.self], configuration: configuration)
        let run = linter.lint(sources: [
            (path: "Use.swift", text: "let a: Store\nlet b: Plain\nlet c: UIView\n"),
            (path: "Store.swift", text: "final class Store {}\nfinal class Plain {}\n"),
            (path: "Conformance.swift", text: "extension Store: ObservableObject {}\n"),
        ])
        #expect(run.findings.map { "\($0.file):\($0.line):\($0.column) \($0.message)" } == [
            "Use.swift:1:1 Store is an ObservableObject",
            "Use.swift:3:1 UIView is unknown",
        ])
        #expect(run.spots.map(\.severity) == [.note, .note])
    }

    @Test func aRuleCanOnlyAskItsOwnQuestionType() async {
        await #expect(processExitsWith: .failure) {
            _ = Linter(allRules: [MismatchedQuestionTestRule.self], configuration: Configuration(rootDirectory: "/"))
                .lint(sources: [(path: "A.swift", text: "let a = 1\n")])
        }
    }

    @Test func optInRuleDoesNotRunUnlessEnabled() {
        let linter = Linter(allRules: [IndexQueryTestRule.self], configuration: Configuration(rootDirectory: "/"))
        #expect(linter.rules.isEmpty)
        #expect(linter.lint(sources: [(path: "A.swift", text: "let c: UIView\n")]).findings.isEmpty)
    }

    @Test func deferredFindingsCanBeSuppressed() {
        var configuration = Configuration(rootDirectory: "/project")
        configuration.onlyRules = ["test-index-query"]
        let run = Linter(allRules: [IndexQueryTestRule.self], configuration: configuration).lint(sources: [
            (path: "A.swift", text: "// bridgelint:disable:next test-index-query\nlet c: UIView\nlet d: UIView\n"),
        ])
        #expect(run.spots == [Spot("test-index-query", 3, 1, .note)])
    }

    @Test func lintFilesFromDisk() throws {
        try withTemporaryFolder { folder in
            let good = try folder.write(Fixture.observableWithPublished, to: "Good.swift")
            let bad = try folder.write(Data([0x61, 0xFF]), to: "Bad.swift")
            let missing = folder.path + "/Missing.swift"
            var configuration = Configuration(rootDirectory: folder.path)
            configuration.onlyRules = ["published-in-observable"]
            let progress = ProgressRecorder()
            let run = Linter(allRules: RuleRegistry.all, configuration: configuration)
                .lint(files: [good.path, bad.path, missing], progress: { progress.record($0) })
            #expect(run.fileCount == 3)
            #expect(run.lineCount == 3)
            #expect(run.findings.map(\.file) == [good.path])
            #expect(run.spots == [Spot("published-in-observable", 2, 5, .error)])
            #expect(run.problems.map(\.file) == [bad.path, missing])
            #expect(run.problems.map(\.kind) == [.notUTF8, .unreadable])
            #expect(run.problems.first?.detail == "invalid byte at offset 1")
            #expect(progress.values.sorted() == [1, 2, 3])
        }
    }
}

/// Collects progress callbacks, which arrive from several threads.
private final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []

    func record(_ value: Int) {
        lock.lock()
        recorded.append(value)
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
