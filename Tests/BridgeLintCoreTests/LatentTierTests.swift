import Foundation
import SwiftSyntax
import Testing
@testable import BridgeLintCore

/// Reports every top-level `let` as witnessed and every `var` as latent, and asks the index about every
/// `typealias`: latent when its name starts with "Maybe".
private struct TierTestRule: IndexedRule {
    static let description = RuleDescription(
        id: "test-tiers", summary: "Test rule with both tiers", severity: .warning,
        rationale: "For tests.", howToFix: "Nothing.", triggeringExamples: [], nonTriggeringExamples: [])

    struct Question: IndexQuestion {
        var name: String
        init(name: String) { self.name = name }
        func encode(to writer: inout CompactWriter) { writer.write(name) }
        init(from reader: inout CompactReader) throws { name = try reader.read() }
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        for statement in file.tree.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                let latent = variable.bindingSpecifier.tokenKind == .keyword(.var)
                report.add(at: variable, latent ? "latent local" : "witnessed local", confidence: latent ? .latent : .witnessed)
            } else if let alias = statement.item.as(TypeAliasDeclSyntax.self) {
                report.whenIndexed(at: alias, asking: Question(name: alias.name.text))
            }
        }
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        question.name.hasPrefix("Maybe") ? .latent("latent indexed") : IndexVerdict("witnessed indexed")
    }
}

@Suite struct LatentTierTests {
    static let source = """
        let shown = 1
        var hidden = 2
        typealias Sure = Int
        typealias MaybeLater = Int

        """

    private func lint(_ text: String = source, configure: (inout Configuration) -> Void = { _ in }) -> LintRun {
        var configuration = Configuration(rootDirectory: "/")
        configure(&configuration)
        return Linter(allRules: [TierTestRule.self], configuration: configuration).lint(sources: [(path: "A.swift", text: text)])
    }

    @Test func latentFindingsAreHiddenByDefaultAndCounted() {
        let run = lint()
        #expect(run.findings.map(\.message) == ["witnessed local", "witnessed indexed"])
        #expect(run.findings.allSatisfy { $0.confidence == .witnessed && $0.severity == .warning })
        #expect(run.hiddenLatentCount == 2)
    }

    @Test func askingForLatentFindingsShowsThemAsNotes() {
        let run = lint { $0.showsLatent = true }
        let latent = run.findings.filter(\.isLatent)
        #expect(latent.map(\.message) == ["latent local", "latent indexed"])
        #expect(latent.allSatisfy { $0.severity == .note })
        #expect(run.hiddenLatentCount == 0)
        #expect(run.findings.count == 4)
    }

    @Test func aSeverityOverrideRaisesOnlyWitnessedFindings() {
        let run = lint {
            $0.showsLatent = true
            $0.severities["test-tiers"] = .error
        }
        #expect(run.findings.filter { !$0.isLatent }.allSatisfy { $0.severity == .error })
        #expect(run.findings.filter(\.isLatent).allSatisfy { $0.severity == .note })
    }

    @Test func aSuppressionOfAHiddenLatentFindingIsNotSuperfluous() {
        let text = "var hidden = 2 // bridgelint:disable:this test-tiers\n"
        let run = lint(text)
        #expect(run.findings.isEmpty)
        #expect(run.hiddenLatentCount == 0)
    }

    @Test func theCacheKeyTellsTheTiersApart() {
        var shown = Configuration(rootDirectory: "/")
        shown.showsLatent = true
        let hidden = Configuration(rootDirectory: "/")
        #expect(ResultCache.key(configuration: shown, ruleIDs: ["a"], build: "b")
                != ResultCache.key(configuration: hidden, ruleIDs: ["a"], build: "b"))
    }

    @Test func confidenceSurvivesTheCompactCoding() throws {
        let latent = lint { $0.showsLatent = true }.findings.filter(\.isLatent)
        let finding = try #require(latent.first)
        var writer = CompactWriter()
        writer.write(finding)
        var reader = CompactReader(writer.bytes[...])
        let decoded = try reader.read(Finding.self)
        #expect(decoded == finding)
        #expect(decoded.confidence == .latent)
    }

    @Test func jsonAndSARIFCarryTheTier() throws {
        let run = lint { $0.showsLatent = true }
        let context = ReportContext(rules: [TierTestRule.description])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(run, context: context).utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["confidence"] as? String }.sorted() == ["latent", "latent", "witnessed", "witnessed"])
        let hiddenRun = lint()
        let hiddenJSON = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(hiddenRun, context: context).utf8)) as? [String: Any])
        #expect((hiddenJSON["summary"] as? [String: Any])?["hiddenLatent"] as? Int == 2)

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(run, context: context).utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        for result in results {
            let confidence = (result["properties"] as? [String: Any])?["confidence"] as? String
            let rank = result["rank"] as? Double
            #expect(confidence == "latent" ? rank == 20 && result["level"] as? String == "note" : rank == 80)
        }
    }

    @Test func theConfigurationKeyTurnsLatentFindingsOn() throws {
        let loader = ConfigurationLoader(knownRuleIDs: ["test-tiers"])
        #expect(try loader.parse("latent: true\n", path: "c.yml", rootDirectory: "/").configuration.showsLatent)
        #expect(try !loader.parse("latent: false\n", path: "c.yml", rootDirectory: "/").configuration.showsLatent)
        #expect(try !loader.parse("disabled_rules: []\n", path: "c.yml", rootDirectory: "/").configuration.showsLatent)
        #expect(throws: ConfigurationError.self) { try loader.parse("latent: often\n", path: "c.yml", rootDirectory: "/") }
    }
}
