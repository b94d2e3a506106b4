import BridgeLintCore
import SwiftSyntax

/// Groups a file's type declarations with the file's extensions of them, by simple name,
/// so a rule sees one type whose members are spread over `extension Foo: UIViewRepresentable { … }`.
enum TypeGroups {
    struct Group {
        let name: String
        var declaration: DeclGroupSyntax?
        var members: [DeclSyntax] = []
        var inheritedNames: Set<String> = []

        /// A SwiftUI view: declares `View` (here or in an extension of the file) or has a `body` of type `some View`.
        var isView: Bool {
            inheritedNames.contains("View") || members.contains { member in
                guard let binding = Self.body(member), let type = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)
                else { return false }
                return TypeNames.simpleName(of: type.constraint) == "View"
            }
        }

        /// Whether this may be a SwiftUI view or representable, which parents re-make: it has a `body`, or adopts
        /// something named like a view (`View`, `UIViewRepresentable`, a project's `PlatformViewRepresentable`).
        /// A type with neither (an `AppIntent`, a model) is never rendered.
        /// A view, or a view modifier (`func body(content:)`): SwiftUI makes either again on each render of its parent.
        var mayBeView: Bool {
            inheritedNames.contains { $0.hasSuffix("View") || $0.hasSuffix("Representable") || $0 == "ViewModifier" }
                || members.contains { Self.body($0) != nil || Self.isModifierBody($0) }
        }

        private static func isModifierBody(_ member: DeclSyntax) -> Bool {
            guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "body" else { return false }
            return function.signature.parameterClause.parameters.first?.firstName.text == "content"
        }

        private static func body(_ member: DeclSyntax) -> PatternBindingSyntax? {
            guard let binding = member.as(VariableDeclSyntax.self)?.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            else { return nil }
            return binding
        }
    }

    /// The file's groups, in declaration order; collected once per file for all rules, from its declarations
    /// outside code (types declared inside function bodies are not part of the type's members; nor are those in a
    /// computed property's body or an initial value's closure).
    static func all(in file: LintFile) -> [Group] {
        file.memo.value("TypeGroups") {
            var groups: [String: Group] = [:]
            var order: [String] = []
            func add(name: String, declaration: DeclGroupSyntax?, node: some DeclGroupSyntax) {
                if groups[name] == nil {
                    groups[name] = Group(name: name)
                    order.append(name)
                }
                if let declaration, groups[name]?.declaration == nil {
                    groups[name]?.declaration = declaration
                }
                groups[name]?.members += node.memberBlock.flattenedDeclarations
                groups[name]?.inheritedNames.formUnion(TypeNames.inheritedNames(node.inheritanceClause))
            }
            for node in FileNodes.of(file).declarationsOutsideCode {
                if let type = node.as(StructDeclSyntax.self) {
                    add(name: type.name.text, declaration: type, node: type)
                } else if let type = node.as(ClassDeclSyntax.self) {
                    add(name: type.name.text, declaration: type, node: type)
                } else if let type = node.as(EnumDeclSyntax.self) {
                    add(name: type.name.text, declaration: type, node: type)
                } else if let extensionDecl = node.as(ExtensionDeclSyntax.self),
                          let name = TypeNames.simpleName(of: extensionDecl.extendedType) {
                    add(name: name, declaration: nil, node: extensionDecl)
                }
            }
            return order.compactMap { groups[$0] }
        }
    }
}
