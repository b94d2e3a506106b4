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
    public private(set) var findings: [Finding] = []
    public private(set) var deferred: [DeferredFinding] = []

    public init(file: LintFile, rule: RuleDescription) {
        self.file = file
        self.rule = rule
    }

    /// Reports a finding at `node`, with the rule's severity unless `severity` is given.
    public mutating func add(at node: some SyntaxProtocol, _ message: String, severity: Severity? = nil) {
        findings.append(file.finding(at: node, ruleID: rule.id, severity: severity ?? rule.severity, message: message))
    }

    /// Reports a finding at `node` once every file has been indexed, if `decide` returns a message.
    /// The closure must capture only plain values (names, strings), never syntax nodes.
    public mutating func whenIndexed(
        at node: some SyntaxProtocol, severity: Severity? = nil,
        _ decide: @escaping @Sendable (ProjectIndex) -> String?
    ) {
        let prototype = file.finding(at: node, ruleID: rule.id, severity: severity ?? rule.severity, message: "")
        deferred.append(DeferredFinding(finding: prototype, decide: decide))
    }
}
