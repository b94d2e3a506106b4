import BridgeLintCore
import SwiftSyntax

/// Whether a representable's plain inputs can change between updates, from what its call sites pass: an input
/// every call site fixes (or leaves at its default), forwards from a parent view's property that is itself
/// always fixed, or one no call site in sight sets, never changes. Asked by the rules whose finding holds only
/// for a changing input (`representable-stale-config`, `coordinator-stale-parent`).
enum InputVariation {
    /// Reported when some call site of `representable` passes a changing value with one of `labels`.
    struct Question: IndexQuestion {
        var representable: String
        var message: String
        var labels: [String]
    }

    /// The question whose answer is `message` when one of `names` gets a changing value at some call site;
    /// nil when the call-site label of one of them is not known.
    static func question(_ names: [String], of representable: Representable, labels: [String: [String]]?,
                         message: String) -> Question? {
        guard let labels, names.allSatisfy({ labels[$0]?.isEmpty == false }) else { return nil }
        return Question(representable: representable.name, message: message, labels: names.flatMap { labels[$0] ?? [] })
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let type = question.representable
        return question.labels.contains { index.varyingArguments.contains("\(type)(\($0):") } ? question.message : nil
    }

    /// The argument labels call sites use for each input of a representable: the property name with the
    /// memberwise initializer, or, with initializers of its own, the labels of the parameters they assign to it
    /// (`init(title text: String) { self.text = text }`). `nil` when the declaration is elsewhere.
    /// `properties` names the stored properties the memberwise initializer takes, when not only `inputs`
    /// (closures, which are not inputs).
    static func callSiteLabels(of representable: Representable, properties: [String]? = nil) -> [String: [String]]? {
        guard let declaration = representable.declaration else { return nil }
        let members = declaration.memberBlock.flattenedDeclarations
        guard members.contains(where: { $0.is(InitializerDeclSyntax.self) }) else {
            let names = properties ?? representable.inputs.map(\.name)
            return Dictionary(names.map { ($0, [$0]) }, uniquingKeysWith: { first, _ in first })
        }
        return InitializerLabels.byProperty(in: members)
    }
}

extension InputVariation.Question {
    func encode(to writer: inout CompactWriter) {
        writer.write(representable)
        writer.write(message)
        writer.write(labels)
    }

    init(from reader: inout CompactReader) throws {
        self.init(representable: try reader.read(), message: try reader.read(), labels: try reader.read())
    }
}
