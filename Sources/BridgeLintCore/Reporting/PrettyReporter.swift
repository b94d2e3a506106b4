/// Compiler-style output: the diagnostic line, then the source line with the flagged code underlined.
public struct PrettyReporter: Reporter {
    /// ANSI colours; only when writing to a terminal (and `NO_COLOR` is unset).
    public var colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public func report(_ run: LintRun) -> String {
        var output = ""
        for finding in run.findings {
            output += header(finding) + "\n"
            output += excerpt(finding) + "\n"
            if let fix = finding.fix {
                output += "\(String(repeating: " ", count: String(finding.line).count)) = \(paint("fix:", .cyan)) \(fix.summary) (bridgelint fix)\n"
            }
        }
        return output
    }

    private func header(_ finding: Finding) -> String {
        let location = paint("\(finding.file):\(finding.line):\(finding.column):", .bold)
        let severity = paint("\(finding.severity.rawValue):", color(for: finding.severity))
        return "\(location) \(severity) \(paint(finding.message, .bold)) [\(finding.ruleID)]"
    }

    /// ` 27 | label.text = text` and a caret line under the flagged columns.
    private func excerpt(_ finding: Finding) -> String {
        let number = String(finding.line)
        let gutter = String(repeating: " ", count: number.count)
        let text = finding.sourceLine.replacingTabs()
        let prefix = String(finding.sourceLine.utf8.prefix(max(0, finding.column - 1))) ?? ""
        let indent = prefix.replacingTabs().count
        let flagged = String(finding.sourceLine.utf8.dropFirst(max(0, finding.column - 1))
            .prefix(max(1, finding.endColumn - finding.column))) ?? " "
        let width = max(1, flagged.replacingTabs().count)
        let marker = "^" + String(repeating: "~", count: width - 1)
        return """
            \(gutter) |
            \(number) | \(text)
            \(gutter) | \(String(repeating: " ", count: indent))\(paint(marker, color(for: finding.severity)))
            """
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36"
    }

    private func color(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

private extension String {
    /// Tabs as four spaces, so the caret line lines up with the source line.
    func replacingTabs() -> String {
        var result = ""
        for character in self {
            if character == "\t" { result += "    " } else { result.append(character) }
        }
        return result
    }
}
