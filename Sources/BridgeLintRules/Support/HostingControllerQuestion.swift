import BridgeLintCore

/// The question of the hosting rules that report a type only when it is a hosting controller, asked when its
/// name alone does not tell (a project subclass declared anywhere in the project).
struct HostingControllerQuestion: IndexQuestion {
    var type: String
    /// Reported if `type` is a project subclass of UIHostingController or NSHostingController.
    var message: String

    static func answer(_ question: Self, index: ProjectIndex) -> String? {
        index.isHostingController(question.type) ? question.message : nil
    }
}

extension HostingControllerQuestion {
    func encode(to writer: inout CompactWriter) {
        writer.write(type)
        writer.write(message)
    }

    init(from reader: inout CompactReader) throws {
        self.init(type: try reader.read(), message: try reader.read())
    }
}
