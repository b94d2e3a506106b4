/// Counts per rule and severity: how much is there, at a glance.
public struct SummaryReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        let rows = run.findings.countsByRule()
        let header = ("rule", "severity", "findings")
        let idWidth = max(header.0.count, rows.map(\.id.count).max() ?? 0)
        let severityWidth = max(header.1.count, 8)
        func line(_ id: String, _ severity: String, _ count: String) -> String {
            id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + severity.padding(toLength: severityWidth + 2, withPad: " ", startingAt: 0) + count + "\n"
        }
        var output = line(header.0, header.1, header.2)
        for row in rows {
            output += line(row.id, row.severity.rawValue, String(row.count))
        }
        output += "\n\("error".counted(run.findings.count(of: .error))), \("warning".counted(run.findings.count(of: .warning))), "
        output += "\("note".counted(run.findings.count(of: .note))) in \("file".counted(run.fileCount)) (\("line".counted(run.lineCount))).\n"
        return output
    }
}
