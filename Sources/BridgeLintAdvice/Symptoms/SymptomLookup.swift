import BridgeLintCore

/// What `explain --symptom` answers: when the text holds a run-time message of the diagnosis catalog, that
/// message's rules come first, in the catalog's order; the word matcher's other matches follow.
public struct SymptomLookup: Sendable {
    public let matcher: SymptomMatcher
    private let rules: [RuleDescription]
    private let recognizer: LogRecognizer

    /// The score given to the catalog's rules: above any the word matcher gives (at most 1 plus its phrase bonus).
    static let catalogScore = 2.0

    public init(rules: [RuleDescription], catalog: [RuntimeMessage] = RuntimeMessageCatalog.messages) {
        self.rules = rules
        self.matcher = SymptomMatcher(rules: rules)
        self.recognizer = LogRecognizer(catalog: catalog)
    }

    public struct Answer: Sendable {
        /// The catalog's message the text holds, if any.
        public var message: RuntimeMessage?
        public var matches: [SymptomMatcher.Match]
    }

    public func answer(for text: String, limit: Int = 5) -> Answer {
        let recognized = ConsoleLog(text: text).lines.lazy.compactMap { recognizer.recognize($0) }.first
        guard let message = recognized?.message else {
            return Answer(message: nil, matches: matcher.matches(for: text, limit: limit))
        }
        var matches: [SymptomMatcher.Match] = message.rules.compactMap { id in
            rules.first { $0.id == id }.map {
                SymptomMatcher.Match(ruleID: id, summary: $0.summary, score: Self.catalogScore, symptom: message.title)
            }
        }
        for match in matcher.matches(for: text, limit: limit) where !matches.contains(where: { $0.ruleID == match.ruleID }) {
            matches.append(match)
        }
        return Answer(message: message, matches: Array(matches.prefix(max(limit, message.rules.count))))
    }
}
