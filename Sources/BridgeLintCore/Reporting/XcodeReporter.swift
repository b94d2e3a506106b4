/// `path:line:column: warning: message [rule-id]`, one finding a line: what Xcode, editors and
/// most CI log parsers recognise. A finding's related places follow it as `note:` lines, as a compiler's do.
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        run.findings.map { finding in
            ([line(for: finding)] + finding.related.map { "\(finding.file):\($0.line):\($0.column): note: \($0.message)" })
                .map { $0 + "\n" }.joined()
        }.joined()
    }

    public func line(for finding: Finding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    }
}
