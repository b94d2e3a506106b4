import BridgeLintCore

/// `textDocument/codeAction`: for each finding in the requested range, its fix as a quick fix, and a quick
/// fix that silences the rule on that line with a suppression comment.
enum CodeActions {
    static func actions(
        for findings: [Finding], in document: OpenDocument, lines: LineTable, requested: LSPRange,
        documentation: RuleDocumentation
    ) -> [JSONValue] {
        var actions: [JSONValue] = []
        var disabled: Set<[String]> = []
        for finding in findings where Diagnostics.range(of: finding, in: lines).touches(requested) {
            let diagnostic = Diagnostics.diagnostic(for: finding, uri: document.uri, in: lines, documentation: documentation)
            if let fix = finding.fix, !fix.edits.isEmpty {
                let edits = fix.edits.map { edit in
                    textEdit(LSPRange(start: lines.position(of: edit.start), end: lines.position(of: edit.end)),
                             edit.replacement)
                }
                actions.append(action(fix.summary, diagnostic, document.uri, edits, isPreferred: true))
            }
            if disabled.insert([finding.ruleID, String(finding.line)]).inserted {
                actions.append(action(
                    "Disable \(finding.ruleID) for this line", diagnostic, document.uri,
                    [disableNextLine(finding, lines: lines)], isPreferred: false))
            }
        }
        return actions
    }

    /// `// bridgelint:disable:next ID` on a line of its own above the finding, indented like the finding's line.
    static func disableNextLine(_ finding: Finding, lines: LineTable) -> JSONValue {
        let line = finding.line - 1
        let indentation = String(lines.text(ofLine: line).prefix { $0 == " " || $0 == "\t" })
        let start = LSPPosition(line: line, character: 0)
        let comment = "\(indentation)// bridgelint:disable:next \(finding.ruleID)\(lines.lineBreak(ofLine: line))"
        return textEdit(LSPRange(start: start, end: start), comment)
    }

    private static func textEdit(_ range: LSPRange, _ newText: String) -> JSONValue {
        ["range": range.json, "newText": .string(newText)]
    }

    private static func action(
        _ title: String, _ diagnostic: JSONValue, _ uri: String, _ edits: [JSONValue], isPreferred: Bool
    ) -> JSONValue {
        ["title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": .bool(isPreferred),
         "edit": ["changes": .object([uri: .array(edits)])]]
    }
}
