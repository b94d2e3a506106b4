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

    public static func of(_ file: LintFile) -> FileNodes {
        file.memo.value("FileNodes") {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return FileNodes(calls: collector.calls, sequencesAndCalls: collector.sequencesAndCalls,
                             variables: collector.variables, memberAccesses: collector.memberAccesses,
                             extensions: collector.extensions, functions: collector.functions)
        }
    }

    private final class Collector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var sequencesAndCalls: [Syntax] = []
        var variables: [VariableDeclSyntax] = []
        var memberAccesses: [MemberAccessExprSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []
        var functions: [FunctionDeclSyntax] = []

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
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            return .visitChildren
        }
    }
}
