import BridgeLintCore

/// The question of the hosting rules that report a type only when it is a hosting controller, asked when its
/// name alone does not tell (a project subclass declared anywhere in the project).
@CompactCoded
struct HostingControllerQuestion: IndexQuestion {
    var type: String
    /// Reported if `type` is a project subclass of UIHostingController or NSHostingController.
    var message: String
    /// When set, reported only if this type is declared as a class or actor: the `self` of an extension
    /// whose type is declared in another file, which keeps the controller and may be a value.
    var owner: String? = nil
    /// When set, the initializer argument the message says keeps the owner (`WindowState(_0:`): not reported if the
    /// type keeps that argument only weakly (see `WeaklyKeptArguments`).
    var storedArgument: String? = nil

    static func answer(_ question: Self, index: ProjectIndex) -> String? {
        // With an owner the question is about it: a system hosting view it keeps holds its content like a controller.
        guard HostingVocabulary.isHostingControllerName(question.type) || index.isHostingController(question.type)
                || ((question.owner != nil || question.storedArgument != nil) && HostingVocabulary.rootViewHosts.contains(question.type))
        else { return nil }
        // A weak property of one type says nothing of another type of the same name.
        if let argument = question.storedArgument, index.weaklyKeptArguments.contains(argument),
           let type = argument.split(separator: "(").first,
           index.declarations(named: String(type)).filter({ $0.kind != .extension }).count == 1 {
            return nil
        }
        if let owner = question.owner {
            let kinds = index.declarations(named: owner).map(\.kind)
            guard !kinds.isEmpty, kinds.allSatisfy({ $0 == .class || $0 == .actor }) else { return nil }
        }
        return question.message
    }
}
