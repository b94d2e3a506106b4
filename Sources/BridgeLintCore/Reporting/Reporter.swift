/// Turns a run's findings into the text of one output format.
public protocol Reporter {
    func report(_ run: LintRun, context: ReportContext) -> String
}

/// What reporters may need beside the findings: the rules' documentation and the tool's identity.
public struct ReportContext: Sendable {
    /// Every registered rule, for metadata (SARIF rule descriptors, HTML explanations).
    public var rules: [RuleDescription]
    /// Whether ANSI colours may be used (a terminal, `NO_COLOR` unset).
    public var colored: Bool

    public init(rules: [RuleDescription], colored: Bool = false) {
        self.rules = rules
        self.colored = colored
    }

    public func rule(_ id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case xcode
    case pretty
    case json
    case sarif
    case github
    case checkstyle
    case junit
    case markdown
    case summary
    case html

    public var reporter: any Reporter {
        switch self {
        case .xcode: XcodeReporter()
        case .pretty: PrettyReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubReporter()
        case .checkstyle: CheckstyleReporter()
        case .junit: JUnitReporter()
        case .markdown: MarkdownReporter()
        case .summary: SummaryReporter()
        case .html: HTMLReporter()
        }
    }
}
