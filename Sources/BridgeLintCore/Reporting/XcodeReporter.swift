/// `path:line:column: warning: message [rule-id]`, one finding a line: what Xcode, editors and
/// most CI log parsers recognise.
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        run.findings.map { line(for: $0) + "\n" }.joined()
    }

    public func line(for finding: Finding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }
}
