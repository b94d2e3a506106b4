@testable import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import Testing

@Suite("Symptoms to rules")
struct SymptomMatcherTests {
    static let matcher = SymptomMatcher(rules: RuleRegistry.all.map { $0.description })

    /// What a user pastes or types, and the rule that must come first. Where two rules explain a symptom equally
    /// well either may come first.
    static let examples: [(symptom: String, best: String)] = [
        // Run-time messages, as Xcode prints them.
        ("Modifying state during view update, this will cause undefined behavior.", "representable-state-write-in-update"),
        ("Modifying state during view update", "representable-state-write-in-update"),
        ("Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.", "combine-ui-off-main"),
        ("No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view.", "hosting-missing-environment"),
        ("No ObservableObject of type … found", "hosting-missing-environment"),
        ("UIViewControllerHierarchyInconsistency", "containment-incomplete"),
        ("Fatal error: Unexpectedly found nil while unwrapping an Optional value", "size-that-fits-force-unwrap"),
        ("Unbalanced calls to begin/end appearance transitions for <MyApp.CardController>", "containment-incomplete"),
        // What users see.
        ("cursor jumps while typing", "representable-unguarded-two-way-update"),
        ("map keeps snapping back", "representable-unguarded-two-way-update|representable-expensive-update"),
        // Paraphrases.
        ("the cursor jumped to the end when I typed", "representable-unguarded-two-way-update"),
        ("my web view reloads all the time", "representable-expensive-update"),
        ("my view disappears after fixedSize", "fixed-size-without-intrinsic-size"),
        ("double navigation bars after pushing the SwiftUI screen", "hosting-nested-navigation"),
        ("withObservationTracking fires only once", "observation-tracking-once"),
        ("scrolling stutters in my collection view with SwiftUI cells", "hosting-controller-per-cell"),
        ("camera keeps running after I leave the screen", "representable-missing-dismantle"),
    ]

    @Test("Messages, symptoms and paraphrases find the right rule first", arguments: examples)
    func bestMatch(example: (symptom: String, best: String)) {
        let matches = Self.matcher.matches(for: example.symptom)
        let acceptable = example.best.split(separator: "|").map(String.init)
        #expect(matches.first.map { acceptable.contains($0.ruleID) } == true,
                "got \(matches.map { "\($0.ruleID) \($0.score)" })")
    }

    @Test("A message several rules explain lists them all, best first")
    func severalRules() {
        let ids = Self.matcher.matches(for: "Publishing changes from background threads is not allowed").map(\.ruleID)
        #expect(ids.contains("combine-ui-off-main"))
        #expect(ids.contains("state-write-off-main"))
        let scores = Self.matcher.matches(for: "cursor jumps while typing").map(\.score)
        #expect(scores == scores.sorted(by: >))
    }

    @Test("Unrelated text matches nothing")
    func noMatch() {
        #expect(Self.matcher.matches(for: "the app icon is blurry on the home screen").isEmpty)
        #expect(Self.matcher.matches(for: "").isEmpty)
        #expect(Self.matcher.matches(for: "!!! ???").isEmpty)
    }

    @Test("Words are normalised: case, punctuation, CamelCase and endings")
    func normalisation() {
        #expect(SymptomMatcher.words("Snapping BACK!") == ["snap", "back"])
        #expect(SymptomMatcher.words("UIViewControllerHierarchyInconsistency") == ["ui", "view", "controller", "hierarchy", "inconsistency"])
        #expect(SymptomMatcher.words("jumps") == SymptomMatcher.words("jump"))
        #expect(SymptomMatcher.words("updated") == SymptomMatcher.words("update"))
        #expect(SymptomMatcher.words("typing") == SymptomMatcher.words("type"))
    }

    @Test("Every symptom a rule lists finds that rule")
    func everySymptomFindsItsRule() {
        for rule in RuleRegistry.all.map({ $0.description }) {
            for symptom in rule.symptoms {
                #expect(Self.matcher.matches(for: symptom).contains { $0.ruleID == rule.id }, "\(rule.id): \(symptom)")
            }
        }
    }

    @Test("A rule's symptoms come from its description; a rule without any is no candidate")
    func symptomsFromTheRule() {
        var rule = RuleRegistry.all[0].description
        rule.symptoms = ["purple elephants dancing"]
        var silent = RuleRegistry.all[1].description
        silent.symptoms = []
        let matcher = SymptomMatcher(rules: [rule, silent])
        #expect(matcher.matches(for: "purple elephants").map(\.ruleID) == [rule.id])
        #expect(matcher.candidates.map(\.ruleID) == [rule.id])
    }
}

@Suite("Symptoms that are run-time messages of the diagnosis catalog")
struct SymptomLookupTests {
    static let lookup = SymptomLookup(rules: RuleRegistry.all.map { $0.description })

    @Test("A recognised message answers with its catalog entry's rules first, in the catalog's order")
    func catalogRulesFirst() throws {
        let text = "child view controller:<MyApp.ChartController: 0x7fb2d1c0a400> should have parent view controller:<MyApp.HostController: 0x7fb2d1c05e00> but requested parent is:<UINavigationController: 0x7fb2d2808200>"
        let answer = Self.lookup.answer(for: text)
        let message = try #require(answer.message)
        #expect(message.id == "child-has-other-parent")
        #expect(Array(answer.matches.map(\.ruleID).prefix(message.rules.count)) == message.rules)
        #expect(Set(answer.matches.map(\.ruleID)).count == answer.matches.count)
    }

    @Test("Text that is no catalog message is left to the word matcher")
    func wordMatcherOtherwise() {
        let answer = Self.lookup.answer(for: "cursor jumps while typing")
        #expect(answer.message == nil)
        #expect(answer.matches.map(\.ruleID) == Self.lookup.matcher.matches(for: "cursor jumps while typing").map(\.ruleID))
    }
}
