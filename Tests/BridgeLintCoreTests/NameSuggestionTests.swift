import Testing
@testable import BridgeLintCore

@Suite struct NameSuggestionTests {
    private let keys = ConfigurationLoader.knownKeys

    @Test func suggestsTheClosestConfigurationKey() {
        #expect(NameSuggestion.closest(to: "disabled_rule", in: keys) == "disabled_rules")
        #expect(NameSuggestion.closest(to: "disable_rules", in: keys) == "disabled_rules")
        #expect(NameSuggestion.closest(to: "opt_in_rule", in: keys) == "opt_in_rules")
        #expect(NameSuggestion.closest(to: "exclude", in: keys) == "excluded")
        #expect(NameSuggestion.closest(to: "deployment-target", in: keys) == "deployment_target")
        #expect(NameSuggestion.closest(to: "Only_Rules", in: keys) == "only_rules")
    }

    @Test func suggestsTheClosestRuleID() {
        #expect(NameSuggestion.closest(to: "published-in-observabel", in: Fixture.knownRuleIDs) == "published-in-observable")
        #expect(NameSuggestion.closest(to: "published_in_observable", in: Fixture.knownRuleIDs) == "published-in-observable")
        #expect(NameSuggestion.closest(to: "superfluous-supression", in: Fixture.knownRuleIDs) == "superfluous-suppression")
    }

    @Test func noSuggestionWhenNothingIsClose() {
        #expect(NameSuggestion.closest(to: "zzz", in: keys) == nil)
        #expect(NameSuggestion.closest(to: "color", in: keys) == nil)
        #expect(NameSuggestion.closest(to: "published", in: Fixture.knownRuleIDs) == nil)
        #expect(NameSuggestion.closest(to: "anything", in: []) == nil)
    }

    @Test func limitGrowsWithTheNameLength() {
        // Up to max(2, length / 3) edits: 2 for short names, 4 for a 12-character one.
        #expect(NameSuggestion.closest(to: "abcd", in: ["abxy"]) == "abxy")
        #expect(NameSuggestion.closest(to: "abcd", in: ["axyz"]) == nil)
        #expect(NameSuggestion.closest(to: "abcdefghijkl", in: ["abcdefghwxyz"]) == "abcdefghwxyz")
        #expect(NameSuggestion.closest(to: "abcdefghijkl", in: ["abcdefgvwxyz"]) == nil)
    }

    @Test func closestWinsAndTiesGoToTheFirstCandidate() {
        #expect(NameSuggestion.closest(to: "abcdef", in: ["abcxyz", "abcdxf", "abcdez"]) == "abcdxf")
        #expect(NameSuggestion.closest(to: "abc", in: ["abd", "abe"]) == "abd")
    }

    @Test func editDistance() {
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(NameSuggestion.editDistance("abc", "") == 3)
        #expect(NameSuggestion.editDistance("same", "same") == 0)
        #expect(NameSuggestion.editDistance("opt_in_rules", "opt-in-rules") == 0)
        #expect(NameSuggestion.editDistance("ab", "ba") == 2)
    }
}
