import BridgeLintCore

/// `textDocument/hover` on a diagnostic: the explanation of its rule, as `bridgelint explain` prints it.
enum Hover {
    static func hover(
        at position: LSPPosition, findings: [Finding], lines: LineTable, documentation: RuleDocumentation
    ) -> JSONValue {
        let cursor = LSPRange(start: position, end: position)
        var shown: [String] = []
        var covered: LSPRange?
        for finding in findings {
            let range = Diagnostics.range(of: finding, in: lines)
            guard range.touches(cursor), !shown.contains(finding.ruleID) else { continue }
            shown.append(finding.ruleID)
            covered = covered.map { LSPRange(start: min($0.start, range.start), end: max($0.end, range.end)) } ?? range
        }
        let explanations = shown.compactMap { documentation.explanation($0) }
        guard let covered, !explanations.isEmpty else { return .null }
        return ["contents": ["kind": "plaintext", "value": .string(explanations.joined(separator: "\n"))],
                "range": covered.json]
    }
}
