import Testing
@testable import BridgeLintCore

/// The parsed form of a directive, comparable in expectations.
private struct Parsed: Equatable, Sendable, CustomStringConvertible {
    var action: SuppressionDirective.Action
    var scope: SuppressionDirective.Scope
    var ids: [String]

    init(_ action: SuppressionDirective.Action, _ scope: SuppressionDirective.Scope, _ ids: [String]) {
        self.action = action
        self.scope = scope
        self.ids = ids
    }

    var description: String { "\(action):\(scope) \(ids)" }
}

private enum Outcome: Equatable {
    case notADirective
    case parsed(Parsed)
    case failed(DirectiveError)
}

private func parse(_ comment: String) -> Outcome {
    switch SuppressionDirective.parse(comment: comment) {
    case nil: .notADirective
    case .success(let (action, scope, ids))?: .parsed(Parsed(action, scope, ids))
    case .failure(let error)?: .failed(error)
    }
}

@Suite struct SuppressionDirectiveParsingTests {
    @Test(arguments: [
        ("// bridgelint:disable published-in-observable", Parsed(.disable, .region, ["published-in-observable"])),
        ("// bridgelint:enable published-in-observable", Parsed(.enable, .region, ["published-in-observable"])),
        ("// bridgelint:disable:next a", Parsed(.disable, .next, ["a"])),
        ("// bridgelint:disable:this a", Parsed(.disable, .this, ["a"])),
        ("// bridgelint:disable:file a", Parsed(.disable, .file, ["a"])),
        ("// bridgelint:disable a b", Parsed(.disable, .region, ["a", "b"])),
        ("// bridgelint:disable a,b", Parsed(.disable, .region, ["a", "b"])),
        ("// bridgelint:disable a, b ,c", Parsed(.disable, .region, ["a", "b", "c"])),
        ("// bridgelint:disable a\tb", Parsed(.disable, .region, ["a", "b"])),
        ("// bridgelint:disable all", Parsed(.disable, .region, ["all"])),
        ("// bridgelint:disable:next a -- the wrapper is intentional", Parsed(.disable, .next, ["a"])),
        ("// bridgelint:disable a -- reason, with b c", Parsed(.disable, .region, ["a"])),
        ("//bridgelint:disable a", Parsed(.disable, .region, ["a"])),
        ("//   bridgelint:disable a   ", Parsed(.disable, .region, ["a"])),
        ("/// bridgelint:disable:this a", Parsed(.disable, .this, ["a"])),
        ("/* bridgelint:disable:this a */", Parsed(.disable, .this, ["a"])),
        ("/** bridgelint:disable:file a */", Parsed(.disable, .file, ["a"])),
    ])
    fileprivate func validDirectives(comment: String, expected: Parsed) {
        #expect(parse(comment) == .parsed(expected))
    }

    @Test(arguments: [
        "// just a comment",
        "// TODO: bridgelint:disable a",
        "// BridgeLint:disable a",
        "// bridgelint disable a",
        "/* a block comment */",
        "/// Documentation.",
    ])
    func commentsThatAreNotDirectives(comment: String) {
        #expect(parse(comment) == .notADirective)
    }

    @Test func malformedDirectives() {
        #expect(parse("// bridgelint:") == .failed(.missingCommand))
        #expect(parse("// bridgelint:   ") == .failed(.missingCommand))
        #expect(parse("// bridgelint:disabel x") == .failed(.unknownCommand("disabel")))
        #expect(parse("// bridgelint:enable:next x") == .failed(.unknownCommand("enable:next")))
        #expect(parse("// bridgelint:disable:region x") == .failed(.unknownCommand("disable:region")))
        #expect(parse("// bridgelint:disable:later x") == .failed(.unknownCommand("disable:later")))
        #expect(parse("// bridgelint:disable:next:this x") == .failed(.unknownCommand("disable:next:this")))
        #expect(parse("// bridgelint:disable") == .failed(.missingRuleIDs("disable")))
        #expect(parse("// bridgelint:disable:next -- reason only") == .failed(.missingRuleIDs("disable:next")))
        #expect(parse("// bridgelint:enable ,") == .failed(.missingRuleIDs("enable")))
    }

    @Test func errorMessages() {
        #expect(DirectiveError.missingCommand.message
            == "empty bridgelint directive; write 'bridgelint:disable RULE-ID' or 'bridgelint:enable RULE-ID'")
        #expect(DirectiveError.unknownCommand("disabel").message
            == "unknown bridgelint directive 'disabel'; use disable, disable:next, disable:this, disable:file or enable")
        #expect(DirectiveError.missingRuleIDs("disable:next").message
            == "'bridgelint:disable:next' names no rule; add rule ids or 'all'")
    }

    /// A block comment may end on a later line; the line break must not become part of a rule id.
    @Test func blockCommentEndingOnTheNextLine() {
        #expect(parse("/* bridgelint:disable published-in-observable\n*/")
            == .parsed(Parsed(.disable, .region, ["published-in-observable"])))
    }

    @Test func namesAllOrListedRules() {
        let directive = SuppressionDirective(
            action: .disable, scope: .next, ruleIDs: ["a", "b"], line: 1, column: 1, endColumn: 2,
            targetLine: 2, sourceLine: "")
        #expect(directive.names("a"))
        #expect(directive.names("b"))
        #expect(!directive.names("c"))
        var all = directive
        all.ruleIDs = ["all"]
        #expect(all.names("anything"))
    }
}

/// Suppressions as the linter applies them, with `published-in-observable` as the only rule.
@Suite struct SuppressionBehaviourTests {
    private let rule = Fixture.publishedRule

    @Test func unsuppressedFindingIsReported() {
        let run = Fixture.lint(Fixture.observableWithPublished)
        #expect(run.spots == [Spot(rule, 2, 5, .error)])
    }

    @Test func disableNextSilencesTheNextLine() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable:next published-in-observable
                @Published var x = 0
            }
            """)
        #expect(run.findings.isEmpty)
    }

    @Test func disableNextSkipsInterveningCommentsAndBlankLines() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable:next published-in-observable -- migrating in PR 12
                // An ordinary comment.

                @Published var x = 0
            }
            """)
        #expect(run.findings.isEmpty)
    }

    @Test func disableNextAppliesToOneLineOnly() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable:next published-in-observable
                @Published var a = 0
                @Published var b = 0
            }
            """)
        #expect(run.spots == [Spot(rule, 4, 5, .error)])
    }

    @Test func disableNextAsTrailingCommentAppliesToTheFollowingLine() {
        let run = Fixture.lint("""
            @Observable final class M { // bridgelint:disable:next published-in-observable
                @Published var x = 0
            }
            """)
        #expect(run.findings.isEmpty)
    }

    @Test func disableThisAtTheEndOfTheLine() {
        let run = Fixture.lint("""
            @Observable final class M {
                @Published var a = 0 // bridgelint:disable:this published-in-observable
                @Published var b = 0 /* bridgelint:disable:this published-in-observable */
                @Published var c = 0
            }
            """)
        #expect(run.spots == [Spot(rule, 4, 5, .error)])
    }

    @Test func regionFromDisableToEnable() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable published-in-observable
                @Published var a = 0
                @Published var b = 0
                // bridgelint:enable published-in-observable
                @Published var c = 0
            }
            """)
        #expect(run.spots == [Spot(rule, 6, 5, .error)])
    }

    @Test func regionWithoutEnableRunsToTheEndOfTheFile() {
        let run = Fixture.lint("""
            @Observable final class M {
                @Published var a = 0
                // bridgelint:disable published-in-observable
                @Published var b = 0
            }
            @Observable final class N {
                @Published var c = 0
            }
            """)
        #expect(run.spots == [Spot(rule, 2, 5, .error)])
    }

    @Test func enableAllEndsARegion() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable published-in-observable
                @Published var a = 0
                // bridgelint:enable all
                @Published var b = 0
            }
            """)
        #expect(run.spots == [Spot(rule, 5, 5, .error)])
    }

    @Test func disableAll() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable:next all
                @Published var a = 0
                @Published var b = 0 // bridgelint:disable:this all
            }
            """)
        #expect(run.findings.isEmpty)
    }

    @Test func disableFileAnywhereInTheFile() {
        let run = Fixture.lint("""
            @Observable final class M {
                @Published var a = 0
            }
            @Observable final class N {
                @Published var b = 0
            }
            // bridgelint:disable:file published-in-observable
            """)
        #expect(run.findings.isEmpty)
    }

    @Test func directiveOnlySilencesItsOwnFile() {
        let run = Fixture.lint([
            (path: "A.swift", text: "// bridgelint:disable:file published-in-observable\n" + Fixture.observableWithPublished),
            (path: "B.swift", text: Fixture.observableWithPublished),
        ])
        #expect(run.findings.map(\.file) == ["B.swift"])
        #expect(run.spots == [Spot(rule, 2, 5, .error)])
    }

    @Test func directiveForAnotherRuleDoesNotSilence() {
        let run = Fixture.lint("""
            @Observable final class M {
                @Published var x = 0 // bridgelint:disable:this observable-with-legacy-wrapper
            }
            """)
        #expect(run.spots == [Spot(rule, 2, 5, .error)])
    }

    @Test func directiveInsideAStringLiteralDoesNotSuppress() {
        let run = Fixture.lint("""
            @Observable final class M {
                let a = "// bridgelint:disable:file published-in-observable"
                let b = \"\"\"
                    // bridgelint:disable:next published-in-observable
                    \"\"\"
                @Published var x = 0
            }
            """)
        #expect(run.spots == [Spot(rule, 6, 5, .error)])
    }

    @Test func unusedDirectiveIsReportedAsSuperfluous() throws {
        let directive = "// bridgelint:disable:next published-in-observable"
        let run = Fixture.lint("""
            @Observable final class M {
                \(directive)
                var x = 0
            }
            """)
        #expect(run.spots == [Spot("superfluous-suppression", 2, 5, .note)])
        let finding = try #require(run.findings.first)
        #expect(finding.message == "suppression of published-in-observable silences nothing here; remove it")
        #expect(finding.file == "A.swift")
        #expect(finding.endColumn == 5 + directive.utf8.count)
        #expect(finding.sourceLine == "    " + directive)
    }

    @Test func unusedTrailingAndRegionDirectivesAreSuperfluous() {
        let run = Fixture.lint("""
            @Observable final class M {
                var x = 0 // bridgelint:disable:this published-in-observable
                // bridgelint:disable all
                var y = 0
                // bridgelint:enable all
            }
            """)
        #expect(run.spots == [
            Spot("superfluous-suppression", 2, 15, .note),
            Spot("superfluous-suppression", 3, 5, .note),
        ])
        #expect(run.findings.map(\.message) == [
            "suppression of published-in-observable silences nothing here; remove it",
            "suppression of all silences nothing here; remove it",
        ])
    }

    @Test func secondDirectiveForTheSameFindingIsSuperfluous() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable:next published-in-observable
                @Published var x = 0 // bridgelint:disable:this published-in-observable
            }
            """)
        #expect(run.spots == [Spot("superfluous-suppression", 3, 26, .note)])
    }

    @Test func disableNextAtTheEndOfTheFileIsSuperfluous() {
        let run = Fixture.lint(Fixture.observableWithPublished + "// bridgelint:disable:next published-in-observable\n")
        #expect(run.spots == [Spot(rule, 2, 5, .error), Spot("superfluous-suppression", 4, 1, .note)])
    }

    @Test func unknownRuleIsInvalidWithSuggestion() throws {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable:next published-in-observabel
                @Published var x = 0
            }
            """)
        #expect(run.spots == [Spot("invalid-suppression", 2, 5, .warning), Spot(rule, 3, 5, .error)])
        let invalid = try #require(run.findings.first)
        #expect(invalid.message
            == "suppression names unknown rule 'published-in-observabel'; did you mean 'published-in-observable'?")
    }

    @Test func unknownRuleWithoutCloseMatchHasNoSuggestion() throws {
        let run = Fixture.lint("// bridgelint:enable zzzz\nlet x = 1\n")
        #expect(run.spots == [Spot("invalid-suppression", 1, 1, .warning)])
        #expect(run.findings.first?.message == "suppression names unknown rule 'zzzz'")
    }

    @Test func malformedDirectiveIsInvalid() throws {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disabel published-in-observable
                @Published var x = 0
            }
            """)
        #expect(run.spots == [Spot("invalid-suppression", 2, 5, .warning), Spot(rule, 3, 5, .error)])
        #expect(run.findings.first?.message
            == "unknown bridgelint directive 'disabel'; use disable, disable:next, disable:this, disable:file or enable")
    }

    @Test func directiveWithoutRuleIDsIsInvalid() {
        let run = Fixture.lint("let x = 1 // bridgelint:disable:this\n")
        #expect(run.spots == [Spot("invalid-suppression", 1, 11, .warning)])
        #expect(run.findings.first?.message == "'bridgelint:disable:this' names no rule; add rule ids or 'all'")
    }

    @Test func directiveForARuleThatDidNotRunIsNotSuperfluous() {
        let run = Fixture.lint("""
            @Observable final class M {
                // bridgelint:disable:next observable-with-legacy-wrapper
                var x = 0
                // bridgelint:disable:next published-in-observable, representable-stale-config
                var y = 0
            }
            """)
        #expect(run.findings.isEmpty)
    }

    @Test func builtInChecksCanBeDisabled() {
        let source = """
            // bridgelint:disable:next published-in-observable
            let x = 1
            // bridgelint:disabel all
            """
        #expect(Fixture.lint(source).spots == [
            Spot("superfluous-suppression", 1, 1, .note), Spot("invalid-suppression", 3, 1, .warning),
        ])
        let quiet = Fixture.lint(source) {
            $0.disabledRules = ["superfluous-suppression", "invalid-suppression"]
        }
        #expect(quiet.findings.isEmpty)
    }

    @Test func builtInCheckSeverityCanBeOverridden() {
        let run = Fixture.lint("// bridgelint:disable:next published-in-observable\nlet x = 1\n") {
            $0.severities["superfluous-suppression"] = .error
        }
        #expect(run.spots == [Spot("superfluous-suppression", 1, 1, .error)])
    }
}
