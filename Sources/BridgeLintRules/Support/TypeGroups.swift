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

    /// The file's groups, in declaration order; collected once per file for all rules.
    static func all(in file: LintFile) -> [Group] {
        file.memo.value("TypeGroups") {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return collector.order.compactMap { collector.groups[$0] }
        }
    }

    private final class Collector: SyntaxVisitor {
        var groups: [String: Group] = [:]
        var order: [String] = []

        private func add(name: String, declaration: DeclGroupSyntax?, node: some DeclGroupSyntax) {
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

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(name: node.name.text, declaration: node, node: node)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(name: node.name.text, declaration: node, node: node)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(name: node.name.text, declaration: node, node: node)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let name = TypeNames.simpleName(of: node.extendedType) {
                add(name: name, declaration: nil, node: node)
            }
            return .visitChildren
        }

        // Types declared inside function bodies are not part of the type's members; nor are those in a computed
        // property's body or an initial value's closure, and not walking into code is most of this walk's saving.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
