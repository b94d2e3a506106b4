@_spi(RawSyntax) import SwiftSyntax

/// The kinds of node that many rules and fact recorders look for, gathered from a file in one walk the first
/// time any of them asks, in source order (a node before the nodes inside it). A full walk of a tree costs about
/// a quarter of parsing it, so each rule or recorder that walked the file for these paid that again.
public struct FileNodes {
    /// Every function call.
    public let calls: [FunctionCallExprSyntax]
    /// Every sequence expression (assignments among them) and every call, interleaved in source order.
    public let sequencesAndCalls: [Syntax]
    public let variables: [VariableDeclSyntax]
    public let memberAccesses: [MemberAccessExprSyntax]
    public let extensions: [ExtensionDeclSyntax]
    public let functions: [FunctionDeclSyntax]
    /// Struct, class, enum and extension declarations, and functions, that no body, accessor or initial value holds:
    /// the file's declarations proper (members of its types, top-level code), not those local to some code.
    public let declarationsOutsideCode: [Syntax]
    /// Hashes (`TypeUse.hash`) of the capitalised names the file uses (as a type, or in an expression: `Store()`,
    /// `Store.shared`, `: Store`), outside previews and outside the top-level declaration that declares or extends
    /// that name.
    public let typeMentions: Set<UInt64>
    /// The same, used inside previews (`PreviewProvider` types, `#Preview`).
    public let previewTypeMentions: Set<UInt64>

    /// The nodes of `nodes`, a list of this file's in source order, that lie inside `node` (itself included when it
    /// is one): the same as a walk of `node` for them would find.
    public static func within<Node: SyntaxProtocol>(_ node: some SyntaxProtocol, _ nodes: [Node]) -> [Node] {
        let start = node.position
        let end = node.endPosition
        // A walk meets a node before the nodes inside it, so the list is sorted by where each node starts.
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle].position < start { low = middle + 1 } else { high = middle }
        }
        var upper = low
        while upper < nodes.count, nodes[upper].position < end { upper += 1 }
        // Syntax ranges nest: a node starting inside `node` is in it, unless it starts where `node` does and
        // ends after it, being a node that `node` is part of (its callee, say).
        return nodes[low..<upper].filter { $0.endPosition <= end }
    }

    public static func of(_ file: LintFile) -> FileNodes {
        file.memo.value("FileNodes") {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return FileNodes(calls: collector.calls, sequencesAndCalls: collector.sequencesAndCalls,
                             variables: collector.variables, memberAccesses: collector.memberAccesses,
                             extensions: collector.extensions, functions: collector.functions,
                             declarationsOutsideCode: collector.declarationsOutsideCode,
                             typeMentions: collector.typeMentions, previewTypeMentions: collector.previewTypeMentions)
        }
    }

    private final class Collector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var sequencesAndCalls: [Syntax] = []
        var variables: [VariableDeclSyntax] = []
        var memberAccesses: [MemberAccessExprSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []
        var functions: [FunctionDeclSyntax] = []
        var declarationsOutsideCode: [Syntax] = []
        var typeMentions: Set<UInt64> = []
        var previewTypeMentions: Set<UInt64> = []
        /// How many bodies, accessor blocks and initial values enclose the node being visited.
        private var codeDepth = 0
        /// How many type declarations and extensions enclose the node being visited.
        private var typeDepth = 0
        /// The hash of the name the enclosing top-level declaration declares or extends.
        private var topLevelName: UInt64?
        /// Whether the node being visited is in a preview.
        private var inPreview = false
        /// The top-level `#Preview` expression being visited.
        private var previewExpression: SyntaxIdentifier?

        private func enterType(named name: TokenSyntax?, inheritance: InheritanceClauseSyntax?) {
            if typeDepth == 0 {
                topLevelName = name.map { TypeUse.hash($0.rawText) }
                inPreview = inheritance?.inheritedTypes.contains {
                    ($0.type.as(IdentifierTypeSyntax.self)?.name.text).map(CanvasOnlyTypes.protocols.contains) == true
                } == true
            }
            typeDepth += 1
        }

        private func leaveType() {
            typeDepth -= 1
            if typeDepth == 0 { (topLevelName, inPreview) = (nil, false) }
        }

        /// Reads the token's bytes in place: this runs for every name in the file, and most are not type names.
        private func noteMention(_ token: TokenSyntax) {
            let text = token.rawText
            // Type names start with a capital, after any underscores (`_TerminalView`).
            guard let first = text.first(where: { $0 != UInt8(ascii: "_") }),
                  first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
            else { return }
            let hash = TypeUse.hash(text)
            if inPreview {
                previewTypeMentions.insert(hash)
            } else if hash != topLevelName {
                typeMentions.insert(hash)
            }
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            noteMention(node.baseName)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            noteMention(node.name)
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if typeDepth == 0, node.macroName.text == "Preview" { inPreview = true }
            return .visitChildren
        }

        override func visitPost(_ node: MacroExpansionDeclSyntax) {
            if typeDepth == 0, node.macroName.text == "Preview" { inPreview = false }
        }

        // At the top of a file, `#Preview { … }` may be read as an expression statement.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if typeDepth == 0, !inPreview, node.macroName.text == "Preview" {
                inPreview = true
                previewExpression = node.id
            }
            return .visitChildren
        }

        override func visitPost(_ node: MacroExpansionExprSyntax) {
            if node.id == previewExpression { (inPreview, previewExpression) = (false, nil) }
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(named: node.name, inheritance: node.inheritanceClause)
            return .visitChildren
        }

        override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(named: node.name, inheritance: node.inheritanceClause)
            return .visitChildren
        }

        override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

        private func noteDeclaration(_ node: some SyntaxProtocol) {
            if codeDepth == 0 { declarationsOutsideCode.append(Syntax(node)) }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            sequencesAndCalls.append(Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            sequencesAndCalls.append(Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            variables.append(node)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            memberAccesses.append(node)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extensions.append(node)
            noteDeclaration(node)
            enterType(named: node.extendedType.as(IdentifierTypeSyntax.self)?.name, inheritance: node.inheritanceClause)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            noteDeclaration(node)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            noteDeclaration(node)
            enterType(named: node.name, inheritance: node.inheritanceClause)
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { leaveType() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            noteDeclaration(node)
            enterType(named: node.name, inheritance: node.inheritanceClause)
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            noteDeclaration(node)
            enterType(named: node.name, inheritance: node.inheritanceClause)
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            codeDepth += 1
            return .visitChildren
        }

        override func visitPost(_ node: CodeBlockSyntax) { codeDepth -= 1 }

        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            codeDepth += 1
            return .visitChildren
        }

        override func visitPost(_ node: AccessorBlockSyntax) { codeDepth -= 1 }

        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
            codeDepth += 1
            return .visitChildren
        }

        override func visitPost(_ node: InitializerClauseSyntax) { codeDepth -= 1 }
    }
}
