/// JUnit XML, for CI systems that show test reports: one test case per finding (errors and warnings
/// are failures), or a single passing case when there is nothing to report.
public struct JUnitReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        let failures = run.findings.filter { $0.severity != .note }.count
        let tests = max(run.findings.count, 1)
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        output += "<testsuites name=\"bridgelint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        output += "  <testsuite name=\"bridgelint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        if run.findings.isEmpty {
            output += "    <testcase classname=\"bridgelint\" name=\"\(run.fileCount) files linted\"/>\n"
        }
        for finding in run.findings {
            let name = TextEscaping.xml("\(finding.ruleID) at \(finding.line):\(finding.column)")
            output += "    <testcase classname=\"\(TextEscaping.xml(finding.file))\" name=\"\(name)\">\n"
            let text = TextEscaping.xml("\(finding.file):\(finding.line):\(finding.column): \(finding.message)")
            if finding.severity == .note {
                output += "      <system-out>\(text)</system-out>\n"
            } else {
                output += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(TextEscaping.xml(finding.message))\">\(text)</failure>\n"
            }
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }
}
