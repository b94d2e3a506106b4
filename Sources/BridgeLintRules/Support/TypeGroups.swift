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
