import BridgeLintCore
import BridgeLintRules
import Foundation
import Testing

/// A rule's file declares everything about it, and its family's list registers it: every command and document
/// must then know the rule with nothing else edited. A table kept next to the rules (ids, summaries, symptoms)
/// would make one of these fail for a new rule.
@Suite("Adding a rule touches its file and its family list")
struct AddingARuleTests {
    static let rules = RuleRegistry.all.map { $0.description }
    static let ruleIDs = rules.map(\.id)

    static func rule(_ id: String) throws -> RuleDescription {
        try #require(rules.first { $0.id == id })
    }

    @Test("Every rule file is in its family list")
    func everyFileRegistered() throws {
        let folder = CLI.packageRoot.appendingPathComponent("Sources/BridgeLintRules/Rules")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var declared: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard let start = text.range(of: "RuleDescription(") else { continue }
            let id = try #require(text[start.upperBound...].firstMatch(of: /id: "([^"]+)"/), "\(file.lastPathComponent)")
            declared.append(String(id.output.1))
        }
        #expect(Set(declared).subtracting(Self.ruleIDs).isEmpty, "rule files in no family list")
        #expect(Set(Self.ruleIDs).subtracting(declared).isEmpty, "registered rules with no file of their own")
    }

    @Test("rules lists every rule with its own summary")
    func rulesCommand() throws {
        let lines = try CLI.run(["rules"]).stdout.split(separator: "\n")
        for rule in Self.rules {
            #expect(lines.contains { $0.hasPrefix(rule.id + " ") && $0.hasSuffix(rule.summary) }, "\(rule.id) missing from 'rules'")
        }
    }

    @Test("explain tells every rule's story from its file, naming its scaffold kind", arguments: ruleIDs)
    func explain(id: String) throws {
        let rule = try Self.rule(id)
        let result = try CLI.run(["explain", id])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\(id): \(rule.summary)\n"))
        #expect(result.stdout.contains("Generate correct code: bridgelint new ") == (rule.scaffold != nil))
        if let kind = rule.scaffold {
            #expect(result.stdout.contains("Generate correct code: bridgelint new \(kind.rawValue) "))
        }
    }

    @Test("Every rule lists symptoms, and explain --symptom finds it by its first", arguments: ruleIDs)
    func symptoms(id: String) throws {
        let rule = try Self.rule(id)
        #expect(rule.symptoms.count >= 2, "\(id) lists fewer than two symptoms")
        let symptom = try #require(rule.symptoms.first)
        let result = try CLI.run(["explain", "--symptom", symptom])
        #expect(result.stdout.contains("\n  \(id)\n      \(rule.summary)\n"), "\(result.stdout)")
    }

    @Test("The configuration knows every rule id")
    func configuration() throws {
        let folder = try TemporaryFolder(files: [
            "App.swift": "",
            ".bridgelint.yml": "opt_in_rules:\n" + Self.ruleIDs.map { "  - \($0)\n" }.joined(),
        ])
        let result = try CLI.run(["lint", "App.swift"], in: folder.url)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("unknown rule"), "\(result.stderr)")
    }

    /// The ids are a contract (configuration, suppressions and reports name them): every id the README's rule table
    /// documents must still be registered, so renaming or dropping an id fails here. (A new rule needs no row to
    /// pass: adding one touches only its file and its family list.)
    @Test("The README's rule table names only registered rules")
    func readmeTable() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.firstRange(of: "\n## Rules\n"), "the README has no Rules section")
        let rows = readme[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("## ") }
        // Each row starts with an anchor named after its rule, which the language server's links point to.
        let anchored = rows.compactMap { $0.firstMatch(of: /^\| <a id="([a-z0-9-]+)"><\/a>`([a-z0-9-]+)` \|/) }
        #expect(anchored.allSatisfy { $0.output.1 == $0.output.2 }, "a row's anchor names another rule")
        let ids = anchored.map { String($0.output.2) }
        #expect(ids.count == rows.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| id ") && !$0.hasPrefix("| ---") }.count,
                "a rule row without its anchor")
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count, "a rule has two rows")
        #expect(Set(ids).subtracting(Self.ruleIDs).isEmpty, "README rows naming no registered rule")
    }
}
