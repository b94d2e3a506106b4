import BridgeLintCore
import SwiftSyntax

/// What `self` is at a node: a class (or actor) instance, which closures and subscriptions keep alive and can
/// form cycles with; a value, which is copied; or the type of an extension whose declaration is in another
/// file, which only the index can tell.
enum SelfKind {
    /// `name` with the members this file shows for it (its declaration and the file's extensions of it).
    case object(name: String, members: [DeclSyntax], inheritedNames: Set<String>)
    case value
    /// An extension of a type no declaration of this file names.
    case declaredElsewhere(name: String, members: [DeclSyntax])

    /// The kind of `self` at `node`, or nil outside any type.
    static func at(_ node: some SyntaxProtocol, in file: LintFile) -> SelfKind? {
        var current = node.parent
        while let candidate = current {
            if let actor = candidate.as(ActorDeclSyntax.self) {
                return .object(name: actor.name.text, members: actor.memberBlock.flattenedDeclarations,
                               inheritedNames: Set(TypeNames.inheritedNames(actor.inheritanceClause)))
            }
            if candidate.is(StructDeclSyntax.self) || candidate.is(EnumDeclSyntax.self) { return .value }
            if candidate.is(ClassDeclSyntax.self) || candidate.is(ExtensionDeclSyntax.self),
               let name = candidate.as(ClassDeclSyntax.self)?.name.text
                   ?? candidate.as(ExtensionDeclSyntax.self).flatMap({ TypeNames.simpleName(of: $0.extendedType) }) {
                guard let group = TypeGroups.all(in: file).first(where: { $0.name == name }) else { return nil }
                switch group.declaration {
                case nil: return .declaredElsewhere(name: name, members: group.members)
                case let declaration? where declaration.is(ClassDeclSyntax.self):
                    return .object(name: name, members: group.members, inheritedNames: group.inheritedNames)
                default: return .value
                }
            }
            current = candidate.parent
        }
        return nil
    }
}
