import Testing

@Suite("bridgelint rules and explain")
struct RulesAndExplainTests {
    @Test("rules prints a table with every rule")
    func rulesTable() throws {
        let result = try CLI.run(["rules"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("id") == true)
        #expect(lines.first?.contains("severity") == true)
        #expect(lines.first?.contains("fixable") == true)
        #expect(lines.first?.contains("min iOS") == true)
        for id in ["representable-stale-config", "size-that-fits-force-unwrap", "published-in-observable", "observable-with-legacy-wrapper"] {
            #expect(lines.contains { $0.hasPrefix(id + " ") }, "\(id) missing from the table")
        }
        #expect(lines.contains { $0.hasPrefix("size-that-fits-force-unwrap") && $0.contains("error") && $0.contains(" on ") })
    }

    @Test("explain shows rationale, a wrong and a right example and how to fix")
    func explain() throws {
        let result = try CLI.run(["explain", "published-in-observable"])
        #expect(result.status == 0)
        for heading in ["published-in-observable: ", "Why:", "Wrong:", "Right:", "How to fix:"] {
            #expect(result.stdout.contains(heading), "missing \(heading)")
        }
        #expect(result.stdout.contains("@Published var isCheckingOut"), "the wrong example, without markers")
        #expect(!result.stdout.contains("↓"))
    }

    @Test("explain with an unknown id exits 2 and suggests the closest")
    func explainUnknown() throws {
        let result = try CLI.run(["explain", "published-in-observabel"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Did you mean 'published-in-observable'?"))
    }
}
