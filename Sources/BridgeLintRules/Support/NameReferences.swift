import SwiftSyntax

/// The names of properties and locals an expression or body reads: `x`, `self.x` and `$x`
/// (as `x`). Member names of other bases (`other.x`) are not references to `x`.
final class NameReferences: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// The names read as values (`x`, `self.x`), not only through their projection (`$x`).
    private(set) var valueNames: Set<String> = []
    /// Every `self` used as a value on its own (passed or stored somewhere), not as `self.x`.
    private(set) var bareSelfUses: [DeclReferenceExprSyntax] = []

    /// Whether a name only assigned to (`isShown = false`, `self.isShown = false`) counts: it is not read, and
    /// through a binding it writes to storage that every render shares.
    private var countsAssignmentTargets = true

    static func collect(in node: some SyntaxProtocol, countingAssignmentTargets: Bool = true) -> NameReferences {
        let visitor = NameReferences(viewMode: .sourceAccurate)
        visitor.countsAssignmentTargets = countingAssignmentTargets
        visitor.walk(node)
        return visitor
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !countsAssignmentTargets, let assignment = Assignment(node), Self.isPlainName(assignment.target) else {
            return .visitChildren
        }
        for value in assignment.value { walk(value) }
        return .skipChildren
    }

    /// `x` or `self.x`.
    private static func isPlainName(_ target: ExprSyntax) -> Bool {
        if target.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = target.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
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
