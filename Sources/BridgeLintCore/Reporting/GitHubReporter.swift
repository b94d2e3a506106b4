/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        run.findings.map { finding in
            let command = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let properties = [
                "file=\(Self.property(finding.file))", "line=\(finding.line)", "col=\(finding.column)",
                "endColumn=\(finding.endColumn)", "title=\(Self.property(finding.ruleID))",
            ].joined(separator: ",")
            return "::\(command) \(properties)::\(Self.data(finding.message))\n"
        }.joined()
    }

    /// The escaping GitHub applies to a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values also escape `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
