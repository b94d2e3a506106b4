import BridgeLintCore
import SwiftSyntax

/// The functions a file declares at its top level and in its types and extensions, not those nested in other
/// functions or closures: what the per-file fact recorders that summarise functions (`BackgroundCallbacks`,
/// `PublisherSources`) look at. One walk per file, which skips every body.
enum MemberFunctions {
    static func of(_ file: LintFile) -> [FunctionDeclSyntax] {
        file.memo.value("MemberFunctions") {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return collector.functions
        }
    }

    private final class Collector: SyntaxVisitor {
        var functions: [FunctionDeclSyntax] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            return .skipChildren
        }

        // Bodies hold no declarations these recorders summarise.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
