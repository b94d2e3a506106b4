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
            var assigned: Set<String>?
            for variable in group.members.compactMap({ $0.as(VariableDeclSyntax.self) }) where isInstanceMember(variable) {
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                guard isLet || isPrivateLazy(variable) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          ForwardedProperty.isStored(binding), binding.accessorBlock == nil
                    else { continue }
                    if !isLet {
                        // One pass over the class's tokens serves all its lazy properties.
                        if assigned == nil { assigned = assignedNames(in: group.members) }
                        if assigned?.contains(name) == true { continue }
                    }
                    fixed.append("\(group.name).\(name)")
                }
            }
        }
        return fixed
    }

    private static func isInstanceMember(_ variable: VariableDeclSyntax) -> Bool {
        !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `private(set) lazy var contents = render()`: computed once, on first read, and kept unless the class sets
    /// it; one that code outside the class may set is not known to be fixed.
    private static func isPrivateLazy(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            && variable.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// Names the members assign (`name = …`, `self.name += …`), leaving out each declaration's own initial value.
    private static func assignedNames(in members: [DeclSyntax]) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            for token in member.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let next = token.nextToken(viewMode: .sourceAccurate),
                      next.tokenKind == .equal || next.tokenKind.isAssigningOperator,
                      token.parent?.is(IdentifierPatternSyntax.self) != true
                else { continue }
                names.insert(name)
            }
        }
        return names
    }
}

private extension TokenKind {
    /// `+=`, `-=`, `&&=`…: an operator that writes its left side.
    var isAssigningOperator: Bool {
        guard case .binaryOperator(let text) = self else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
