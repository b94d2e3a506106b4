@testable import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import Testing

@Suite("Rule guidance")
struct RuleGuidanceTests {
    @Test("Every guidance entry names a registered rule and has a summary and symptoms; every rule has symptoms")
    func coversTheCatalog() {
        let ids = RuleGuidance.entries.map(\.id)
        #expect(Set(ids).count == ids.count, "an id is listed twice")
        for entry in RuleGuidance.entries {
            #expect(!entry.summary.isEmpty)
            #expect(entry.symptoms.count >= 2, "\(entry.id) needs symptoms")
            #expect(RuleRegistry.rule(id: entry.id) != nil, "\(entry.id) is in the guidance table but not registered")
        }
        // A rule the table does not list carries its own symptoms, so adding a rule touches only its file.
        for rule in RuleRegistry.all.map({ $0.description }) where RuleGuidance.entry(for: rule.id) == nil {
            #expect(rule.symptoms.count >= 2, "\(rule.id) is not in the guidance table and lists fewer than two symptoms")
        }
    }

    @Test("Registered rules have symptoms (their own, else the table's) and name existing scaffold kinds")
    func registeredRules() {
        for rule in RuleRegistry.all.map({ $0.description }) {
            if let kind = rule.scaffold {
                #expect(ScaffoldKind(rawValue: kind) != nil, "\(rule.id) names unknown kind \(kind)")
            }
            #expect(!RuleGuidance.symptoms(of: rule).isEmpty, "\(rule.id) has no symptoms")
        }
        // The first four rules list their own.
        for id in ["representable-stale-config", "size-that-fits-force-unwrap", "published-in-observable",
                   "observable-with-legacy-wrapper"] {
            #expect(RuleRegistry.rule(id: id)?.description.symptoms.isEmpty == false, "\(id) lists no symptoms of its own")
        }
        let staleConfig = RuleRegistry.rule(id: "representable-stale-config")!.description
        #expect(RuleGuidance.scaffold(of: staleConfig) == .representable)
    }
}
