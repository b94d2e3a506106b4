import SwiftSyntax

/// A question a rule asks about the whole project while it checks one file ("is `Store` an
/// @Observable class?"). Plain data, so it can be cached with the file's other results; the rule's
/// `answer(_:index:)` decides it once every file has been indexed.
public struct IndexQuestion: Sendable, Codable, Hashable {
    public var kind: String
    public var arguments: [String]

    public init(_ kind: String, _ arguments: [String]) {
        self.kind = kind
        self.arguments = arguments
    }
}

/// A finding whose verdict needs the complete project index. It holds only the finding's text and
/// position and the question (or a small decision closure), never a syntax node, so no syntax tree
/// outlives its file's check.
public struct DeferredFinding: Sendable {
    public var finding: Finding
    public var question: IndexQuestion?
    /// Returns the message to report, or `nil` when the index says there is nothing wrong (or cannot be sure).
    /// Closures cannot be cached: a file with one is analysed again on every run. Prefer questions.
    public var decide: (@Sendable (ProjectIndex) -> String?)?
}

extension DeferredFinding: Codable {
    private enum CodingKeys: String, CodingKey { case finding, question }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        finding = try container.decode(Finding.self, forKey: .finding)
        question = try container.decode(IndexQuestion.self, forKey: .question)
        decide = nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(finding, forKey: .finding)
        try container.encodeIfPresent(question, forKey: .question)
    }
}

/// Where a rule puts what it found in one file.
public struct RuleReport {
    public let file: LintFile
    public let ruleID: String
    /// The rule's severity, used unless a finding names another.
    public let severity: Severity
    /// This rule's options from the configuration (`rule-id: {option: [values]}`); empty when none are set.
    public let options: [String: [String]]
    public private(set) var findings: [Finding] = []
    public private(set) var deferred: [DeferredFinding] = []

    /// Takes the rule's id and severity rather than its whole description: a report is made for every
    /// rule and file, and copying a description (examples and all) each time showed in profiles.
    public init(file: LintFile, ruleID: String, severity: Severity, options: [String: [String]] = [:]) {
        self.file = file
        self.ruleID = ruleID
        self.severity = severity
        self.options = options
    }

    /// Reports a finding at `node`, with the rule's severity unless `severity` is given, and an optional fix.
    public mutating func add(at node: some SyntaxProtocol, _ message: String, severity: Severity? = nil, fix: Fix? = nil) {
        var finding = file.finding(at: node, ruleID: ruleID, severity: severity ?? self.severity, message: message)
        finding.fix = fix
        findings.append(finding)
    }

    /// Reports a finding at `node` once every file has been indexed, if `decide` returns a message.
    /// The closure must capture only plain values (names, strings), never syntax nodes.
    public mutating func whenIndexed(
        at node: some SyntaxProtocol, severity: Severity? = nil, fix: Fix? = nil,
        _ decide: @escaping @Sendable (ProjectIndex) -> String?
    ) {
        var prototype = file.finding(at: node, ruleID: ruleID, severity: severity ?? self.severity, message: "")
        prototype.fix = fix
        deferred.append(DeferredFinding(finding: prototype, question: nil, decide: decide))
    }

    /// Reports a finding at `node` once every file has been indexed, if the rule's `answer(_:index:)`
    /// returns a message for `question`.
    public mutating func whenIndexed(
        at node: some SyntaxProtocol, asking question: IndexQuestion, severity: Severity? = nil, fix: Fix? = nil
    ) {
        var prototype = file.finding(at: node, ruleID: ruleID, severity: severity ?? self.severity, message: "")
        prototype.fix = fix
        deferred.append(DeferredFinding(finding: prototype, question: question, decide: nil))
    }
}
