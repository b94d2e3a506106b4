/// Compiler-style output: the diagnostic line, then the source line with the flagged code underlined.
public struct PrettyReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        let painter = Painter(colored: context.colored)
        var output = ""
        for finding in run.findings {
            output += header(finding, painter) + "\n"
            output += excerpt(finding, painter) + "\n"
            let gutter = String(repeating: " ", count: String(finding.line).count)
            for related in finding.related {
                output += "\(gutter) = \(painter.paint("note:", .cyan)) \(finding.file):\(related.line):\(related.column): \(related.message)\n"
            }
            if let fix = finding.fix {
                output += "\(gutter) = \(painter.paint("fix:", .cyan)) \(fix.summary) (bridgelint fix)\n"
            }
        }
        return output
    }

    private func header(_ finding: Finding, _ painter: Painter) -> String {
        let location = painter.paint("\(finding.file):\(finding.line):\(finding.column):", .bold)
        let severity = painter.paint("\(finding.severity.rawValue):", Painter.style(for: finding.severity))
        return "\(location) \(severity) \(painter.paint(finding.message, .bold)) [\(finding.ruleID)]"
    }

    /// ` 27 | label.text = text` and a caret line under the flagged columns.
    private func excerpt(_ finding: Finding, _ painter: Painter) -> String {
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
            \(gutter) | \(String(repeating: " ", count: indent))\(painter.paint(marker, Painter.style(for: finding.severity)))
            """
    }

}

/// ANSI styling for terminal output, or none.
struct Painter {
    enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36"
    }

    var colored: Bool

    static func style(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }

    func paint(_ text: String, _ style: Style) -> String {
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
