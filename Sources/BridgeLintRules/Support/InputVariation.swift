import BridgeLintCore
import SwiftSyntax

/// Whether a representable's plain inputs can change between updates, from what its call sites pass: an input
/// every call site fixes (or leaves at its default), forwards from a parent view's property that is itself
/// always fixed, or one no call site in sight sets, never changes. Asked by the rules whose finding holds only
/// for a changing input (`representable-stale-config`, `coordinator-stale-parent`).
enum InputVariation {
    /// The question whose answer is `message` when one of `names` gets a changing value at some call site;
    /// nil when the call-site label of one of them is not known.
    static func question(_ names: [String], of representable: Representable, labels: [String: String]?,
                         message: String) -> IndexQuestion? {
        guard let labels, case let given = names.compactMap({ labels[$0] }), given.count == names.count else { return nil }
        return IndexQuestion("varies", [representable.name, message] + given)
    }

    static func answer(_ question: IndexQuestion, index: ProjectIndex) -> String? {
        guard question.kind == "varies", question.arguments.count >= 3 else { return nil }
        let (type, message) = (question.arguments[0], question.arguments[1])
        return question.arguments.dropFirst(2).contains { index.varyingArguments.contains("\(type)(\($0):") } ? message : nil
    }

    /// The argument label call sites use for each input of a representable: the property name with the
    /// memberwise initializer, or, with initializers of its own, the label of the parameter an initializer
    /// assigns to it (`init(title text: String) { self.text = text }`). `nil` when the declaration is elsewhere.
    static func callSiteLabels(of representable: Representable) -> [String: String]? {
        guard let declaration = representable.declaration else { return nil }
        let initializers = declaration.memberBlock.flattenedDeclarations.compactMap { $0.as(InitializerDeclSyntax.self) }
        guard !initializers.isEmpty else {
            return Dictionary(representable.inputs.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first })
        }
        var labels: [String: String] = [:]
        for initializer in initializers {
            let parameters = initializer.signature.parameterClause.parameters
            for statement in initializer.body?.statements ?? [] {
                guard let sequence = statement.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      assignment.value.count == 1, let path = assignment.target.pathFromSelf, path.count == 1,
                      let source = assignment.value[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == source }),
                      parameter.firstName.tokenKind != .wildcard
                else { continue }
                // `_text = text` sets the wrapped `text`.
                labels[path[0].hasPrefix("_") ? String(path[0].dropFirst()) : path[0]] = parameter.firstName.text
            }
        }
        return labels
    }
}
