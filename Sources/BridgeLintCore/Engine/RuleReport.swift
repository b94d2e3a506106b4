import SwiftSyntax

/// A finding whose verdict needs the complete project index: the finding's text and position, and the
/// question its rule asked, compact-coded. It holds no syntax node, so no syntax tree outlives its file's
/// check, and it is cached with the file's other results; the asking rule (`finding.ruleID`) decodes and
/// answers the question once every file has been indexed.
struct DeferredFinding: Sendable {
    var finding: Finding
    var question: [UInt8]
}

/// Where a rule puts what it found in one file.
public struct RuleReport {
    public let file: LintFile
    public let ruleID: String
    /// The rule's severity, used unless a finding names another.
    public let severity: Severity
    /// This rule's options from the configuration (`rule-id: {option: [values]}`); empty when none are set.
    public let options: [String: [String]]
    /// The rule's `IndexedRule.Question`, the only type it may ask; `nil` for a rule that asks nothing.
    let questionType: (any IndexQuestion.Type)?
    public private(set) var findings: [Finding] = []
    private(set) var deferred: [DeferredFinding] = []
    /// Findings reported so far, decided or waiting for the index: lets a rule tell whether a helper reported.
    public var reportedCount: Int { findings.count + deferred.count }

    /// Takes the rule's id and severity rather than its whole description: a report is made for every
    /// rule and file, and copying a description (examples and all) each time showed in profiles.
    init(file: LintFile, ruleID: String, severity: Severity, options: [String: [String]], questionType: (any IndexQuestion.Type)?) {
        self.file = file
        self.ruleID = ruleID
        self.severity = severity
        self.options = options
        self.questionType = questionType
    }

    /// Reports a finding at `node`, with the rule's severity unless `severity` is given, an optional fix, and
    /// other places that explain it (`file.relatedLocation(at:_:)`). A `.latent` finding (no visible harm) is a note.
    public mutating func add(
        at node: some SyntaxProtocol, _ message: String, severity: Severity? = nil, fix: Fix? = nil,
        related: [RelatedLocation] = [], confidence: Confidence = .witnessed
    ) {
        var finding = file.finding(at: node, ruleID: ruleID, severity: severity ?? self.severity, message: message)
        finding.fix = fix.flatMap(safeFix)
        finding.related = related
        finding.confidence = confidence
        if confidence == .latent { finding.severity = .note }
        findings.append(finding)
    }

    /// The fix, unless one of its edits lands in a top-level declaration or statement that did not parse
    /// cleanly: an edit there may glue or split what the parser guessed at, and the fixer would have to reject
    /// the result. One check for every rule, so no rule needs its own.
    private func safeFix(_ fix: Fix) -> Fix? {
        // A syntax collection's own `filter` builds a new, detached collection whose positions start at zero:
        // the statements are taken from the file's tree as they are.
        let broken = Array(file.tree.statements).filter(\.hasError)
        guard !broken.isEmpty else { return fix }
        let touchesBroken = fix.edits.contains { edit in
            broken.contains { $0.position.utf8Offset <= edit.start && edit.end <= $0.endPosition.utf8Offset }
        }
        return touchesBroken ? nil : fix
    }

    /// Reports a finding at `node` once every file has been indexed, if the rule's `answer(_:index:)`
    /// returns a message for `question`. The question must be of the rule's own `Question` type.
    public mutating func whenIndexed<Question: IndexQuestion>(
        at node: some SyntaxProtocol, asking question: Question, severity: Severity? = nil, fix: Fix? = nil
    ) {
        precondition(questionType.map { ObjectIdentifier($0) == ObjectIdentifier(Question.self) } ?? false,
                     "\(ruleID) asks a \(Question.self), which is not its IndexedRule.Question")
        var prototype = file.finding(at: node, ruleID: ruleID, severity: severity ?? self.severity, message: "")
        prototype.fix = fix.flatMap(safeFix)
        var writer = CompactWriter()
        writer.write(question)
        deferred.append(DeferredFinding(finding: prototype, question: writer.bytes))
    }
}
