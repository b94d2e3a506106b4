/// A three-valued answer: the index can say yes, no, or that it cannot know
/// (the type comes from another module, or the project declares it more than once differently).
public enum Knowledge: Sendable, Equatable {
    case yes
    case no
    case unknown

    /// `yes` if any is `yes`; otherwise `unknown` if any is `unknown`; otherwise `no`.
    static func any(_ answers: some Sequence<Knowledge>) -> Knowledge {
        var sawUnknown = false
        for answer in answers {
            if answer == .yes { return .yes }
            if answer == .unknown { sawUnknown = true }
        }
        return sawUnknown ? .unknown : .no
    }

    /// The shared answer when every alternative agrees, else `unknown`.
    static func agreed(_ answers: [Knowledge]) -> Knowledge {
        guard let first = answers.first else { return .unknown }
        return answers.allSatisfy { $0 == first } ? first : .unknown
    }
}
