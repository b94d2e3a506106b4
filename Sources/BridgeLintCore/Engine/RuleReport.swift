import SwiftSyntax

/// A finding whose verdict needs the complete project index. It holds only the
/// finding's text and position and a small decision closure, never a syntax node,
/// so no syntax tree outlives its file's check.
public struct DeferredFinding: Sendable {
    public var finding: Finding
    /// Returns the message to report, or `nil` when the index says there is nothing wrong
    /// (or cannot be sure).
    public var decide: @Sendable (ProjectIndex) -> String?
}

/// Where a rule puts what it found in one file.
public struct RuleReport {
    public let file: LintFile
    public let rule: RuleDescription
    /// This rule's options from the configuration (`rule-id: {option: [values]}`); empty when none are set.
    public let options: [String: [String]]
    public private(set) var findings: [Finding] = []
    public private(set) var deferred: [DeferredFinding] = []

    public init(file: LintFile, rule: RuleDescription, options: [String: [String]] = [:]) {
        self.file = file
        self.rule = rule
        self.options = options
    }

    /// Reports a finding at `node`, with the rule's severity unless `severity` is given, and an optional fix.
    public mutating func add(at node: some SyntaxProtocol, _ message: String, severity: Severity? = nil, fix: Fix? = nil) {
        var finding = file.finding(at: node, ruleID: rule.id, severity: severity ?? rule.severity, message: message)
        finding.fix = fix
        findings.append(finding)
    }

    /// Reports a finding at `node` once every file has been indexed, if `decide` returns a message.
    /// The closure must capture only plain values (names, strings), never syntax nodes.
    public mutating func whenIndexed(
        at node: some SyntaxProtocol, severity: Severity? = nil, fix: Fix? = nil,
        _ decide: @escaping @Sendable (ProjectIndex) -> String?
    ) {
        var prototype = file.finding(at: node, ruleID: rule.id, severity: severity ?? rule.severity, message: "")
        prototype.fix = fix
        deferred.append(DeferredFinding(finding: prototype, decide: decide))
    }
}
