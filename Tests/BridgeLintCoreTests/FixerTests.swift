import BridgeLintFuzzing
import SwiftSyntax
import Testing
@testable import BridgeLintCore

/// A rule whose fix breaks the code, to prove the fixer refuses to write it.
private struct BreakingFixRule: Rule {
    static let description = RuleDescription(
        id: "breaking-fix-test-rule", summary: "test", severity: .warning, rationale: "test", howToFix: "test",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ file: LintFile, report: inout RuleReport) {
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "legacy" {
            report.add(at: token, "legacy", fix: Fix("Break it", edits: [.replace(token, with: "modern {")]))
        }
    }
}

/// A rule with two overlapping fixes for one token; only one may apply per pass.
private struct OverlappingFixRule: Rule {
    static let description = RuleDescription(
        id: "overlapping-fix-test-rule", summary: "test", severity: .warning, rationale: "test", howToFix: "test",
        triggeringExamples: [], nonTriggeringExamples: [])

    func check(_ file: LintFile, report: inout RuleReport) {
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "old" {
            report.add(at: token, "old", fix: Fix("A", edits: [.replace(token, with: "new")]))
            report.add(at: token, "old", fix: Fix("B", edits: [.replace(token, with: "newer")]))
        }
    }
}

@Suite struct FixerTests {
    @Test func aFixThatBreaksTheSyntaxIsRejected() {
        let linter = Linter(allRules: [BreakingFixRule.self], configuration: Configuration(rootDirectory: "/"))
        let results = Fixer(linter: linter).fix(sources: [(path: "A.swift", text: "let legacy = 1\n")])
        #expect(results.count == 1)
        #expect(results[0].fixed == "let legacy = 1\n")
        #expect(!results[0].changed)
        #expect(results[0].rejection?.contains("would not parse") == true)
    }

    @Test func theFuzzCheckReportsAFixTheFixerHadToReject() {
        let violations = FuzzCheck(rules: [BreakingFixRule.self]).violations(in: [(path: "A.swift", text: "let legacy = 1\n")])
        #expect(violations == ["the fixer rejected its edits of A.swift: "
                               + "the fixed text would not parse as cleanly as the original; left unchanged"])
    }

    @Test func overlappingFixesNeverFightAndConverge() {
        let linter = Linter(allRules: [OverlappingFixRule.self], configuration: Configuration(rootDirectory: "/"))
        let results = Fixer(linter: linter).fix(sources: [(path: "A.swift", text: "let old = 1; let old2 = old\n")])
        #expect(results[0].fixed == "let new = 1; let old2 = new\n")
        #expect(results[0].appliedFixes == 2)
    }

    @Test func applierSkipsEditsPastTheEndAndOverlaps() {
        let text = "abcdef"
        let fixes = [
            Fix("x", edits: [TextEdit(start: 1, end: 3, replacement: "X")]),
            Fix("y", edits: [TextEdit(start: 2, end: 4, replacement: "Y")]),
            Fix("z", edits: [TextEdit(start: 5, end: 99, replacement: "Z")]),
            Fix("w", edits: [TextEdit(start: 6, end: 6, replacement: "!")]),
        ]
        let (fixed, applied) = FixApplier.apply(fixes, to: text)
        #expect(fixed == "aXdef!")
        #expect(applied == 2)
    }

    @Test func unifiedDiffShowsDeletionsThenInsertionsWithContext() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
        let new = "a\nb\nc\nD\ne\nf\ng\nh\n"
        #expect(UnifiedDiff.diff(old: old, new: new, path: "F.swift") == """
            --- F.swift
            +++ F.swift
            @@ -1,7 +1,7 @@
             a
             b
             c
            -d
            +D
             e
             f
             g

            """)
        #expect(UnifiedDiff.diff(old: old, new: old, path: "F.swift") == "")
    }
}
