/// A question a rule asks about the whole project while it checks one file ("is `Store` an @Observable
/// class?"): a small struct or enum with named fields. It holds plain values, never syntax nodes, so it is
/// kept (and cached) with the file's other results and decided once every file has been indexed.
///
/// Its `CompactCodable` coding writes every field in order; the result cache keeps a file's questions in
/// that form, so changing a question's fields means changing its coding (and `CompactCoding.formatVersion`).
public protocol IndexQuestion: Sendable, Hashable, CompactCodable {}

/// A rule whose findings need facts from other files. It asks with `report.whenIndexed(at:asking:)` while
/// checking a file, and decides each question in `answer(_:index:)` once every file has been indexed.
public protocol IndexedRule: Rule {
    /// What this rule asks; several rules may share one question type.
    associatedtype Question: IndexQuestion

    /// The message to report for `question`, or `nil` when there is nothing wrong or the index cannot be sure.
    /// A rule that tells witnessed from latent findings implements `verdict(_:index:)` instead.
    static func answer(_ question: Question, index: ProjectIndex) -> String?

    /// What to report for `question`: its message and whether the index shows the harm. By default the
    /// `answer`, witnessed.
    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict?
}

/// An indexed rule's decision on one question.
public struct IndexVerdict: Sendable, Hashable {
    public var message: String
    public var confidence: Confidence
    /// The project shows that the fix the file's check offered would be wrong here: the finding goes without it.
    public var withholdsFix = false

    public init(_ message: String, confidence: Confidence = .witnessed) {
        self.message = message
        self.confidence = confidence
    }

    public static func latent(_ message: String) -> IndexVerdict { IndexVerdict(message, confidence: .latent) }
}

extension IndexedRule {
    public static func answer(_ question: Question, index: ProjectIndex) -> String? { nil }

    public static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        answer(question, index: index).map { IndexVerdict($0) }
    }

    /// Decodes a question this rule asked (as `DeferredFinding` keeps it) and answers it.
    static func verdict(encoded question: [UInt8], index: ProjectIndex) -> IndexVerdict? {
        var reader = CompactReader(question[...])
        guard let decoded = try? reader.read(Question.self), reader.isAtEnd else {
            // The bytes were written by this build's `encode` (the cache is per build): only a coding that does
            // not mirror itself gets here.
            assertionFailure("\(id) cannot read back its question: its encode and init(from:) disagree")
            return nil
        }
        return verdict(decoded, index: index)
    }

    static var questionType: any IndexQuestion.Type { Question.self }
}
