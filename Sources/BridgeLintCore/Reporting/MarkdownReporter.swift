/// A pull-request comment: a table of findings per rule, then the findings by file.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        var output = "## bridgelint\n\n"
        guard !run.findings.isEmpty else {
            return output + "No findings in \("file".counted(run.fileCount)). ✅\n"
        }
        output += "\("error".counted(run.findings.count(of: .error))), \("warning".counted(run.findings.count(of: .warning))), "
        output += "\("note".counted(run.findings.count(of: .note))) in \("file".counted(run.fileCount)).\n\n"
        output += "| Rule | Severity | Findings |\n| --- | --- | ---: |\n"
        for (id, severity, count) in run.findings.countsByRule() {
            output += "| `\(TextEscaping.markdown(id))` | \(severity.rawValue) | \(count) |\n"
        }
        output += "\n"
        let byFile = Dictionary(grouping: run.findings, by: \.file)
        for file in byFile.keys.sorted() {
            output += "### `\(TextEscaping.markdown(file))`\n\n"
            for finding in byFile[file]! {
                output += "- **\(finding.line):\(finding.column)** \(finding.severity.rawValue): "
                output += "\(TextEscaping.markdown(finding.message)) (`\(finding.ruleID)`)\n"
            }
            output += "\n"
        }
        return output
    }
}
