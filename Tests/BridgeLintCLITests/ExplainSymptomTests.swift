import Foundation
import Testing

@Suite("bridgelint explain --symptom, and the link to new")
struct ExplainSymptomTests {
    @Test("A symptom lists the rules behind it, best match first")
    func symptom() throws {
        let result = try CLI.run(["explain", "--symptom", "cursor jumps while typing"])
        #expect(result.status == 0)
        let ruleLines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        #expect(ruleLines.first?.hasPrefix("  representable-unguarded-two-way-update") == true, "\(result.stdout)")
        #expect(result.stdout.contains("      matches: \""))
        let map = try CLI.run(["explain", "--symptom", "map keeps snapping back"])
        #expect(map.stdout.contains("  representable-expensive-update") || map.stdout.contains("  representable-unguarded-two-way-update"))
        #expect(result.stdout.contains("'bridgelint explain RULE-ID'"))
    }

    @Test("Xcode's run-time messages")
    func runtimeMessages() throws {
        let cases = [
            ("Modifying state during view update, this will cause undefined behavior.", "representable-state-write-in-update"),
            ("UIViewControllerHierarchyInconsistency", "containment-incomplete"),
            ("Fatal error: Unexpectedly found nil while unwrapping an Optional value", "size-that-fits-force-unwrap"),
        ]
        for (message, rule) in cases {
            let result = try CLI.run(["explain", "--symptom", message])
            let first = result.stdout.split(separator: "\n").first { $0.hasPrefix("  ") }
            #expect(first?.hasPrefix("  \(rule)") == true, "\(message): \(result.stdout)")
        }
    }

    @Test("A message of the diagnosis catalog names itself and lists its catalog rules first")
    func catalogMessage() throws {
        let result = try CLI.run(["explain", "--symptom", "Unbalanced calls to begin/end appearance transitions for <MyApp.DetailController: 0x7fa1c8d0a200>."])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Recognised run-time message (unbalanced-appearance-transitions)"))
        let rules = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        #expect(rules.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == [
            "containment-incomplete", "child-controllers-accumulate", "controller-navigation-in-update",
            "controller-presentation-flag-guard",
        ], "\(result.stdout)")
    }

    @Test("No match: say so and point to the rule list")
    func noMatch() throws {
        let result = try CLI.run(["explain", "--symptom", "the icon is blurry"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("No rule matches"))
        #expect(result.stdout.contains("'bridgelint rules'"))
    }

    @Test("Neither a rule nor a symptom, or both: usage error")
    func usage() throws {
        let neither = try CLI.run(["explain"])
        #expect(neither.status == 2)
        #expect(neither.stderr.contains("give a RULE-ID, or --symptom TEXT"))
        let both = try CLI.run(["explain", "published-in-observable", "--symptom", "crash"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("not both"))
    }

    @Test("A rule's explanation names the new kind that generates correct code")
    func scaffoldLink() throws {
        let result = try CLI.run(["explain", "representable-stale-config"])
        #expect(result.stdout.contains("Generate correct code: bridgelint new representable NAME --type UIKIT-VIEW"))
        let noKind = try CLI.run(["explain", "published-in-observable"])
        #expect(!noKind.stdout.contains("Generate correct code"))
    }
}
