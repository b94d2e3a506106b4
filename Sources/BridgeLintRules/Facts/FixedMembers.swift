import BridgeLintCore
import SwiftSyntax

/// Properties of the file's classes that keep their first value for the whole life of the object: a stored
/// `let`, or a `lazy var` only the class itself may set and never does. A view that reads one through an
/// object it holds (`Viewer(document: model.document)`) passes the same value for as long as it holds that
/// object, however often it renders.
enum FixedMembers {
    /// `Type.property` for the stored instance properties of the file's classes and actors: those fixed, and the
    /// others, so that a name two classes share is fixed only when every one of them fixes it.
    static func of(_ file: LintFile) -> (fixed: [String], changeable: [String]) {
        guard file.contains("class ") || file.contains("actor ") else { return ([], []) }
        var fixed: [String] = []
        var changeable: [String] = []
        for group in TypeGroups.all(in: file) {
            // Extensions add no stored properties; a group's declaration is in this file when it has one.
            guard let declaration = group.declaration, declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
            else { continue }
            var written: Set<String>?
            for variable in group.members.compactMap({ $0.as(VariableDeclSyntax.self) }) where isInstanceMember(variable) {
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          ForwardedProperty.isStored(binding)
                    else { continue }
                    var isFixed = isLet
                    if !isLet, isPrivateLazy(variable) {
                        // One look at the class's writes serves all its lazy properties.
                        if written == nil { written = writtenNames(in: group.members) }
                        isFixed = written?.contains(name) == false
                    }
                    let key = "\(group.name).\(name)"
                    if isFixed { fixed.append(key) } else { changeable.append(key) }
                }
            }
        }
        return (fixed, changeable)
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

    /// Properties the members write (`contents = …`, `self.items += …`, `items.append(…)`).
    private static func writtenNames(in members: [DeclSyntax]) -> Set<String> {
        Set(members.flatMap { Write.all(in: $0) }.compactMap { $0.target.pathFromSelf?.first })
    }
}
