import BridgeLintCore
import BridgeLintRules
import Testing

/// A fix is offered only where the code around it parsed cleanly: in a declaration with a syntax error, an edit
/// may glue or split what the parser guessed at.
@Suite("Fixes in half-parsed files")
struct HalfParsedFixTests {
    @Test func aDeclarationWithASyntaxErrorGetsNoFixAndACleanOneDoes() throws {
        let rule = try #require(RuleRegistry.rule(id: "published-in-observable")).description
        let result = ExampleHarness(rule: rule).lint([("Models.swift", """
            @Observable
            final class Search {
                @Published var query = ""
                func run( { }
            }

            @Observable
            final class Filters {
                @Published var tags: [String] = []
            }
            """)], deploymentTarget: nil)
        let findings = result.findings.filter { $0.ruleID == "published-in-observable" }
        #expect(findings.map(\.line) == [3, 9])
        #expect(findings.first { $0.line == 3 }?.fix == nil)
        #expect(findings.first { $0.line == 9 }?.fix != nil)
    }

    /// The broken declaration after the clean one: each is told by where it really is in the file.
    @Test func aBrokenDeclarationAfterACleanOneLeavesTheCleanOnesFix() throws {
        let rule = try #require(RuleRegistry.rule(id: "published-in-observable")).description
        let result = ExampleHarness(rule: rule).lint([("Models.swift", """
            @Observable
            final class Filters {
                @Published var tags: [String] = []
            }

            @Observable
            final class Search {
                @Published var query = ""
                func run( { }
            }
            """)], deploymentTarget: nil)
        let findings = result.findings.filter { $0.ruleID == "published-in-observable" }
        #expect(findings.map(\.line) == [3, 8])
        #expect(findings.first { $0.line == 3 }?.fix != nil)
        #expect(findings.first { $0.line == 8 }?.fix == nil)
    }

    /// Found by the fuzzer: with `func` deleted, the parser makes one up, and an edit placed before it would
    /// land in the broken code.
    @Test func aDeclarationWhoseKeywordTheParserMadeUpIsNotJudged() throws {
        let rule = try #require(RuleRegistry.rule(id: "dismantle-never-called")).description
        let result = ExampleHarness(rule: rule).lint([("Views.swift", """
            struct AnimatedImage: UIViewRepresentable {
                func makeUIView(context: Context) -> UIImageView { UIImageView() }
                func updateUIView(_ uiView: UIImageView, context: Context) {}
                }
              static      uiView.stopAnimating()
                static func dismantleUIView(_ uiView: UIImageView, coordinator: ()) {
            }
            struct Spinner: UIViewRepresentable {
                func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
                func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
                 dismantleUIView(_ uiView: UIActivityIndicatorView, coordinator: Void) {
                    uiView.stopAnimati{ng()
                }
                }
            }
            """)], deploymentTarget: nil)
        #expect(result.findings.filter { $0.ruleID == "dismantle-never-called" }.isEmpty)
    }
}
