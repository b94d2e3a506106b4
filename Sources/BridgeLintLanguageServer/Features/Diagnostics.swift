import BridgeLintCore

/// Findings as LSP diagnostics.
enum Diagnostics {
    /// The range of a finding in the text it was found in (findings give 1-based UTF-8 columns on one line).
    static func range(of finding: Finding, in lines: LineTable) -> LSPRange {
        let start = lines.position(line: finding.line, utf8Column: finding.column)
        let end = lines.position(line: finding.line, utf8Column: max(finding.endColumn, finding.column))
        return LSPRange(start: start, end: max(start, end))
    }

    static func diagnostic(for finding: Finding, in lines: LineTable, documentation: RuleDocumentation) -> JSONValue {
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
        // A finding names one place; `relatedInformation` stays empty until the model gives a second one.
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
