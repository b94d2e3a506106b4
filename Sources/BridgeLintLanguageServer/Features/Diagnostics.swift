import BridgeLintCore

/// Findings as LSP diagnostics.
enum Diagnostics {
    /// The range of a finding in the text it was found in (findings give 1-based UTF-8 columns on one line).
    static func range(of finding: Finding, in lines: LineTable) -> LSPRange {
        range(line: finding.line, column: finding.column, endColumn: finding.endColumn, in: lines)
    }

    private static func range(line: Int, column: Int, endColumn: Int, in lines: LineTable) -> LSPRange {
        let start = lines.position(line: line, utf8Column: column)
        let end = lines.position(line: line, utf8Column: max(endColumn, column))
        return LSPRange(start: start, end: max(start, end))
    }

    /// `uri` is the document's: a finding's related places are in its own file.
    static func diagnostic(for finding: Finding, uri: String, in lines: LineTable, documentation: RuleDocumentation) -> JSONValue {
        var diagnostic: [String: JSONValue] = [
            "range": range(of: finding, in: lines).json,
            "severity": .int(severity(finding.severity)),
            "code": .string(finding.ruleID),
            "source": "bridgelint",
            "message": .string(finding.message),
        ]
        if let link = documentation.link(for: finding.ruleID) {
            diagnostic["codeDescription"] = ["href": .string(link)]
        }
        if !finding.related.isEmpty {
            diagnostic["relatedInformation"] = .array(finding.related.map { related in
                let range = range(line: related.line, column: related.column, endColumn: related.endColumn, in: lines)
                return ["location": ["uri": .string(uri), "range": range.json], "message": .string(related.message)]
            })
        }
        return .object(diagnostic)
    }

    /// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information, 4 hint.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
