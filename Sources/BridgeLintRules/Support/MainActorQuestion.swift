import BridgeLintCore

/// The question of the thread rules about a touch of main-actor state whose owner is a project type: reported
/// only if the index shows that type is main-actor bound (a UIKit view or controller, or a @MainActor class).
struct MainActorQuestion: IndexQuestion {
    var type: String
    var message: String

    static func answer(_ question: Self, index: ProjectIndex) -> String? {
        MainActorTypes.isMainActor(question.type, in: index) ? question.message : nil
    }
}

extension MainActorQuestion {
    func encode(to writer: inout CompactWriter) {
        writer.write(type)
        writer.write(message)
    }

    init(from reader: inout CompactReader) throws {
        self.init(type: try reader.read(), message: try reader.read())
    }
}
