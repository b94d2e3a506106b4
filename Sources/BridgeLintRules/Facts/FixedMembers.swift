import BridgeLintCore
import SwiftSyntax

/// Properties of the file's classes that keep their first value for the whole life of the object: a stored
/// `let`, or a `lazy var` only the class itself may set and never does. A view that reads one through an
/// object it holds (`Viewer(document: model.document)`) passes the same value for as long as it holds that
/// object, however often it renders.
enum FixedMembers {
    /// `Type.property` for each fixed property of the file's classes and actors.
    static func of(_ file: LintFile) -> [String] {
        guard file.contains("class ") || file.contains("actor "), file.contains("let ") || file.contains("lazy ") else {
            return []
        }
        var fixed: [String] = []
        for group in TypeGroups.all(in: file) {
            // Extensions add no stored properties; a group's declaration is in this file when it has one.
            guard let declaration = group.declaration, declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
            else { continue }
            for variable in group.members.compactMap({ $0.as(VariableDeclSyntax.self) }) where isInstanceMember(variable) {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                          ForwardedProperty.isStored(binding), binding.accessorBlock == nil
                    else { continue }
                    if variable.bindingSpecifier.tokenKind == .keyword(.let)
                        || isUnsetLazy(variable, named: identifier, in: group.members) {
                        fixed.append("\(group.name).\(identifier.text)")
                    }
                }
            }
        }
        return fixed
    }

    private static func isInstanceMember(_ variable: VariableDeclSyntax) -> Bool {
        !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `private(set) lazy var contents = render()` that no member of the class assigns: computed once, on first
    /// read, and kept. One that code outside the class may set is not known to be fixed.
    private static func isUnsetLazy(_ variable: VariableDeclSyntax, named declared: TokenSyntax, in members: [DeclSyntax]) -> Bool {
        guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
              variable.modifiers.contains(where: { modifier in
                  [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
              })
        else { return false }
        return !members.contains { member in
            member.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == declared.tokenKind, token.id != declared.id, let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
                return next.tokenKind == .equal || (next.tokenKind.isAssigningOperator)
            }
        }
    }
}

private extension TokenKind {
    /// `+=`, `-=`, `&&=`…: an operator that writes its left side.
    var isAssigningOperator: Bool {
        guard case .binaryOperator(let text) = self else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
