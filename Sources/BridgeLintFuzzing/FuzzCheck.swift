import BridgeLintCore

/// What must hold for any input, however broken: the run finishes (a crash ends the process, which the
/// fuzz script notices), findings point inside the file, fixes stay in bounds, and the fixer never has to
/// reject its own edits (it throws away a fixed text with more syntax errors than the original, so
/// looking at what it returns would never show a broken fix).
public struct FuzzCheck: Sendable {
    public let linter: Linter

    /// Every registered rule on, opt-in ones included.
    public init(rules: [any Rule.Type]) {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = Set(rules.map { $0.description.id })
        linter = Linter(allRules: rules, configuration: configuration)
    }

    /// The broken properties, empty when all hold.
    public func violations(in sources: [(path: String, text: String)]) -> [String] {
        var violations: [String] = []
        let run = linter.lint(sources: sources)
        let texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        for finding in run.findings {
            guard let text = texts[finding.file] else {
                violations.append("finding in unknown file \(finding.file)")
                continue
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            if finding.line < 1 || finding.line > lines || finding.column < 1 || finding.endColumn < finding.column {
                violations.append("\(finding.ruleID) finding out of bounds at \(finding.line):\(finding.column)")
            }
            for edit in finding.fix?.edits ?? [] where edit.start < 0 || edit.end > text.utf8.count {
                violations.append("\(finding.ruleID) fix edit out of bounds: \(edit.start)..<\(edit.end)")
            }
        }
        for result in Fixer(linter: linter).fix(sources: sources) {
            if let rejection = result.rejection {
                violations.append("the fixer rejected its edits of \(result.path): \(rejection)")
            }
        }
        return violations
    }
}
