/// One problem found in one file, anchored at the most specific node.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var file: String
    /// 1-based line of the start of the flagged node.
    public var line: Int
    /// 1-based UTF-8 column of the start of the flagged node.
    public var column: Int
    /// 1-based line and column just past the end of the flagged node (on the same line when it spans lines).
    public var endColumn: Int
    /// The text of the line that holds the finding, for annotated output.
    public var sourceLine: String
    /// The mechanical repair, for rules that offer one.
    public var fix: Fix?
    /// Other places in the same file that explain the finding; most findings have none.
    public var related: [RelatedLocation] = []
    /// Whether the code shows the harm (the default) or the contract is broken with no visible consequence.
    public var confidence: Confidence = .witnessed

    public var isLatent: Bool { confidence == .latent }

    public init(
        ruleID: String, severity: Severity, message: String,
        file: String, line: Int, column: Int, endColumn: Int, sourceLine: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.endColumn = endColumn
        self.sourceLine = sourceLine
    }

    /// Orders findings by file, then position, then rule, so output is stable across runs.
    public static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
