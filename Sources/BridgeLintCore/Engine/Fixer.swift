import SwiftParser
import SwiftParserDiagnostics

/// Repairs what can be repaired mechanically: lints, applies the findings' fixes, and repeats until
/// nothing more changes (at most `maximumPasses` times), so fixes that enable other fixes converge.
/// A file's new text is kept only if it has no more syntax errors than the text it replaces.
public struct Fixer: Sendable {
    public static let maximumPasses = 4

    public let linter: Linter
    /// When set, only findings of these rules are fixed.
    public let fixableRuleIDs: Set<String>?

    public init(linter: Linter, onlyRules fixableRuleIDs: Set<String>? = nil) {
        self.linter = linter
        self.fixableRuleIDs = fixableRuleIDs
    }

    public struct FileResult: Sendable {
        public var path: String
        public var original: String
        public var fixed: String
        /// Fixes applied over all passes.
        public var appliedFixes: Int
        /// Why the fixed text was thrown away (it would parse worse than the original), if it was: then
        /// `fixed` is the original text.
        public var rejection: String?

        public var changed: Bool { fixed != original }
    }

    /// Fixes in-memory sources, linted with the app's `infoPlists` files; returns one result per source, in order.
    /// With `onlyFiles`, the other sources are context (the project around the files fixed) and stay unchanged.
    public func fix(sources: [(path: String, text: String)], infoPlists: [String] = [], onlyFiles: Set<String>? = nil) -> [FileResult] {
        var results = sources.map { FileResult(path: $0.path, original: $0.text, fixed: $0.text, appliedFixes: 0) }
        // Counted only for files a fix touches: parsing every file again would double the cost of a run.
        var errorsBefore: [Int: Int] = [:]
        for _ in 0..<Self.maximumPasses {
            let run = linter.lint(sources: results.map { (path: $0.path, text: $0.fixed) }, infoPlists: infoPlists)
            let fixable = run.findings.filter { $0.fix != nil && fixableRuleIDs?.contains($0.ruleID) ?? true }
            let fixesByFile = Dictionary(grouping: fixable, by: \.file)
            var changedAny = false
            for index in results.indices where results[index].rejection == nil && onlyFiles?.contains(results[index].path) ?? true {
                guard let findings = fixesByFile[results[index].path] else { continue }
                let (text, applied) = FixApplier.apply(findings.compactMap(\.fix), to: results[index].fixed)
                guard applied > 0, text != results[index].fixed else { continue }
                let before = errorsBefore[index] ?? Self.syntaxErrorCount(results[index].original)
                errorsBefore[index] = before
                if Self.syntaxErrorCount(text) > before {
                    results[index].rejection = "the fixed text would not parse as cleanly as the original; left unchanged"
                    results[index].fixed = results[index].original
                    results[index].appliedFixes = 0
                    continue
                }
                results[index].fixed = text
                results[index].appliedFixes += applied
                changedAny = true
            }
            if !changedAny { break }
        }
        return results
    }

    public static func syntaxErrorCount(_ text: String) -> Int {
        let tree = Parser.parse(source: text)
        return tree.hasError ? ParseDiagnosticsGenerator.diagnostics(for: tree).count : 0
    }
}
