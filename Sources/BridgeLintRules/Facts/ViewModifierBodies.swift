import BridgeLintCore
import SwiftSyntax

/// The project's own `ViewModifier` types and the modifiers their `body(content:)` applies, so that a view
/// extension applying one (`func onTapGesture(_:) -> some View { modifier(OnTap(response: $0)) }`) is known
/// to supply environment values only when that body does.
enum ViewModifierBodies {
    /// `Type|name,name` for each `body(content:)` the file declares, with the modifiers it applies.
    static func calls(in file: LintFile) -> [String] {
        var entries: [String] = []
        for function in FileNodes.of(file).functions where function.name.text == "body" {
            // `body(content:)` is the modifier's requirement, in its declaration or an extension of it.
            guard function.signature.parameterClause.parameters.first?.firstName.text == "content",
                  let type = TypeMemberFacts.enclosingTypeName(of: function)
            else { continue }
            var names: Set<String> = []
            for call in FileCalls.all(in: function, of: file) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    names.insert(member.declName.baseName.text)
                } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    names.insert(reference.baseName.text)
                }
            }
            entries.append("\(type)|\(names.sorted().joined(separator: ","))")
        }
        return entries.sorted()
    }

    /// `OnTap` in `.modifier(OnTap(response: handler))`.
    static func appliedType(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.count == 1, let construction = call.arguments.first?.expression else { return nil }
        return TypeNames.constructedTypeName(construction)
    }

    /// The view extension functions that may supply environment values: those applying an environment modifier,
    /// and those applying a modifier type (`function|Type`) that is not a project `ViewModifier` whose body
    /// applies none (nor one of those functions).
    static func environmentFunctions(_ entries: Set<String>, modifierBodies: [String]) -> Set<String> {
        let direct = entries.filter { !$0.contains("|") }
        var plainModifiers: Set<String> = []
        for body in modifierBodies {
            let parts = body.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { continue }
            let applied = parts[1].split(separator: ",").map(String.init)
            if !applied.contains(where: { HostingVocabulary.environmentModifiers.contains($0) || direct.contains($0) }) {
                plainModifiers.insert(parts[0])
            }
        }
        var functions = direct
        for entry in entries where entry.contains("|") {
            let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
            if parts.count == 2, !plainModifiers.contains(parts[1]) { functions.insert(parts[0]) }
        }
        return functions
    }
}
