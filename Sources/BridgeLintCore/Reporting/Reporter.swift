/// Turns a run's findings into the text of one output format.
public protocol Reporter {
    /// The whole report for stdout. `problems` are files that could not be linted fully.
    func report(_ run: LintRun) -> String
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case xcode
    case pretty
    case json

    public func reporter(colored: Bool) -> any Reporter {
        switch self {
        case .xcode: XcodeReporter()
        case .pretty: PrettyReporter(colored: colored)
        case .json: JSONReporter()
        }
    }
}
