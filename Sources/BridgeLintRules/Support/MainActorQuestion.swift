import BridgeLintCore

/// The question of the thread rules about a touch of main-actor state whose owner is a project type: reported
/// only if the index shows that type is main-actor bound (a UIKit view or controller, or a @MainActor class).
/// A write to a property of a type's shared instance (`Library.shared.apps`) counts also when the index shows the
/// property is observable (`@Published`, a stored property of an `@Observable` class): views read it.
struct MainActorQuestion: IndexQuestion {
    var type: String
    var message: String
    /// `Type.property`, for a write to a property of the type's shared instance.
    var observableProperty: String?

    static func answer(_ question: Self, index: ProjectIndex) -> String? {
        if MainActorTypes.isMainActor(question.type, in: index) { return question.message }
        guard let property = question.observableProperty,
              index.record(of: ObservableMembers.self).properties.contains(property)
        else { return nil }
        return question.message
    }
}

extension MainActorQuestion {
    func encode(to writer: inout CompactWriter) {
        writer.write(type)
        writer.write(message)
        writer.write(observableProperty)
    }

    init(from reader: inout CompactReader) throws {
        self.init(type: try reader.read(), message: try reader.read(), observableProperty: try reader.read())
    }
}
