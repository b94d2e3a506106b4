/// Checkstyle XML, which Jenkins, GitLab and Danger plugins read.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: run.findings, by: \.file)
        for file in byFile.keys.sorted() {
            output += "  <file name=\"\(TextEscaping.xml(file))\">\n"
            for finding in byFile[file]! {
                let severity = finding.severity == .note ? "info" : finding.severity.rawValue
                output += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(severity)\" "
                output += "message=\"\(TextEscaping.xml(finding.message))\" source=\"bridgelint.\(TextEscaping.xml(finding.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
