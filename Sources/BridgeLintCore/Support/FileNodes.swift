import SwiftSyntax

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

    public static func of(_ file: LintFile) -> FileNodes {
        file.memo.value("FileNodes") {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return FileNodes(calls: collector.calls, sequencesAndCalls: collector.sequencesAndCalls,
                             variables: collector.variables, memberAccesses: collector.memberAccesses,
                             extensions: collector.extensions, functions: collector.functions,
                             declarationsOutsideCode: collector.declarationsOutsideCode)
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
        /// How many bodies, accessor blocks and initial values enclose the node being visited.
        private var codeDepth = 0

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
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            noteDeclaration(node)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            noteDeclaration(node)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            noteDeclaration(node)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            noteDeclaration(node)
            return .visitChildren
        }

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
