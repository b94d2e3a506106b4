import SwiftSyntax

/// The names of properties and locals an expression or body reads: `x`, `self.x` and `$x`
/// (as `x`). Member names of other bases (`other.x`) are not references to `x`.
final class NameReferences: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// The names read as values (`x`, `self.x`), not only through their projection (`$x`).
    private(set) var valueNames: Set<String> = []
    /// Every `self` used as a value on its own (passed or stored somewhere), not as `self.x`.
    private(set) var bareSelfUses: [DeclReferenceExprSyntax] = []

    static func collect(in node: some SyntaxProtocol) -> NameReferences {
        let visitor = NameReferences(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if node.baseName.tokenKind == .keyword(.self) {
            if node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id {
                bareSelfUses.append(node)
            }
            return .skipChildren
        }
        record(name)
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
            record(node.declName.baseName.text)
            return .skipChildren
        }
        if let base = node.base {
            walk(base)
        }
        return .skipChildren
    }

    private func record(_ name: String) {
        if name.hasPrefix("$") {
            names.insert(String(name.dropFirst()))
        } else {
            names.insert(name)
            valueNames.insert(name)
        }
    }
}
