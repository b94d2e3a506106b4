import BridgeLintCore
import Foundation

/// From what Xcode printed or what the user saw to the rules that find its causes.
///
/// Texts are compared as sets of normalised words (case, punctuation and CamelCase folded, common endings
/// stripped, filler words dropped). A word counts more the fewer symptoms use it, so "cursor" outweighs "view";
/// a symptom found word for word inside the text (or the other way round) gets a bonus.
public struct SymptomMatcher: Sendable {
    public struct Candidate: Sendable {
        public var ruleID: String
        public var summary: String
        public var symptoms: [String]
    }

    public struct Match: Sendable, Equatable {
        public var ruleID: String
        public var summary: String
        public var score: Double
        /// The symptom of the rule that matched best.
        public var symptom: String
    }

    /// The weight of a word no symptom uses: it still counts in the text's weight, so a text about something else
    /// that happens to share a common word or two ("screen", "app") does not match.
    private var unknownWordWeight: Double { weights.values.max() ?? 1 }

    /// Matches scoring below this share nothing that matters with the text.
    static let minimumScore = 0.3
    /// Matches far below the best one are noise next to it.
    static let fractionOfBest = 0.45
    static let exactPhraseBonus = 0.5

    public let candidates: [Candidate]
    private let phrases: [(candidate: Int, text: String, words: [String])]
    private let weights: [String: Double]

    /// Every rule that lists symptoms (in its `RuleDescription`) is a candidate.
    public init(rules: [RuleDescription]) {
        self.init(candidates: rules.filter { !$0.symptoms.isEmpty }.map {
            Candidate(ruleID: $0.id, summary: $0.summary, symptoms: $0.symptoms)
        })
    }

    public init(candidates: [Candidate]) {
        self.candidates = candidates
        let phrases = candidates.enumerated().flatMap { index, candidate in
            candidate.symptoms.map { (candidate: index, text: $0, words: Self.words($0)) }
        }
        var documentFrequency: [String: Int] = [:]
        for phrase in phrases {
            for word in Set(phrase.words) { documentFrequency[word, default: 0] += 1 }
        }
        let count = Double(max(phrases.count, 1))
        self.phrases = phrases
        self.weights = documentFrequency.mapValues { log(1 + count / Double($0)) }
    }

    /// The rules whose symptoms match `text`, best first.
    public func matches(for text: String, limit: Int = 5) -> [Match] {
        let query = Self.words(text)
        let queryWords = Set(query)
        guard queryWords.contains(where: { weights[$0] != nil }) else { return [] }
        var best: [Int: (score: Double, symptom: String)] = [:]
        for phrase in phrases {
            let score = self.score(query: query, queryWords: queryWords, phrase: phrase.words)
            if score > (best[phrase.candidate]?.score ?? 0) {
                best[phrase.candidate] = (score, phrase.text)
            }
        }
        let ranked = best.map { index, match in
            Match(ruleID: candidates[index].ruleID, summary: candidates[index].summary, score: match.score,
                  symptom: match.symptom)
        }
        .sorted { ($0.score, $1.ruleID) > ($1.score, $0.ruleID) }
        guard let top = ranked.first?.score, top >= Self.minimumScore else { return [] }
        let floor = max(Self.minimumScore, top * Self.fractionOfBest)
        return Array(ranked.prefix { $0.score >= floor }.prefix(limit))
    }

    /// Shared words weighted by rarity, relative to both texts' weight, plus the bonus for a phrase contained in the other.
    private func score(query: [String], queryWords: Set<String>, phrase: [String]) -> Double {
        let phraseWords = Set(phrase)
        let shared = queryWords.intersection(phraseWords)
        guard !shared.isEmpty else { return 0 }
        func weight(_ words: Set<String>) -> Double { words.reduce(0) { $0 + (weights[$1] ?? unknownWordWeight) } }
        var score = weight(shared) / (weight(queryWords) * weight(phraseWords)).squareRoot()
        if Self.contains(query, phrase) || (query.count >= 2 && Self.contains(phrase, query)) {
            score += Self.exactPhraseBonus
        }
        return score
    }

    private static func contains(_ words: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, part.count <= words.count else { return false }
        return (0...(words.count - part.count)).contains { start in words[start..<start + part.count].elementsEqual(part) }
    }

    // MARK: Normalising text

    static let fillerWords: Set<String> = [
        "a", "an", "the", "is", "are", "was", "be", "been", "of", "to", "in", "on", "at", "for", "from", "by", "with",
        "this", "that", "it", "its", "and", "or", "as", "my", "i", "me", "we", "you", "your", "when", "while", "will",
        "no", "not", "does", "do", "did", "there", "so", "via", "like", "than", "then", "after", "before", "x", "t",
        // Words every app's complaints share, which say nothing about the cause.
        "app", "screen", "all", "just", "really", "still", "always", "some", "get", "got", "again",
    ]

    /// Lowercased word stems, CamelCase split, punctuation and filler dropped: "Modifying state during view update"
    /// → ["modify", "state", "dur", "view", "updat"].
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        func flush() {
            if !current.isEmpty { words.append(current.lowercased()) }
            current = ""
        }
        let characters = Array(text)
        for (offset, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                previous = nil
                continue
            }
            // CamelCase: "hierarchyInconsistency", and acronyms followed by a word: "UIView" → "UI", "View".
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            if let previous, character.isUppercase,
               previous.isLowercase || (previous.isUppercase && next?.isLowercase == true) {
                flush()
            }
            current.append(character)
            previous = character
        }
        flush()
        return words.filter { !fillerWords.contains($0) }.map(stem)
    }

    /// A light stemmer: enough to make "jumps"/"jump", "snapping"/"snap", "updated"/"update" the same word.
    static func stem(_ word: String) -> String {
        var stem = word
        for suffix in ["ing", "ed", "es", "s"] where stem.hasSuffix(suffix) && stem.count > suffix.count + 2 {
            if suffix == "s", stem.hasSuffix("ss") { break }
            stem.removeLast(suffix.count)
            break
        }
        if stem.count > 3, stem.hasSuffix("e") { stem.removeLast() }
        if stem.count > 3, let last = stem.last, stem.dropLast().last == last, !"aeiouls".contains(last) {
            stem.removeLast()
        }
        return stem
    }
}
