import BridgeLintCore
import SwiftSyntax

/// Names of members read off another object (`cell.host`, not `self.host`) and handed on. Read by
/// `hosting-outside-controller-hierarchy`: a view's hosting controller read this way may be made a child there.
enum HandedOnMembers: FactRecorder {
    static let name = "handed-on-members"

    static func record(in file: LintFile) -> [String]? {
        let members = HandedOnMemberFinder.members(in: file)
        return members.isEmpty ? nil : members
    }

    static func merge(_ records: [[String]]) -> Set<String> {
        Set(records.joined())
    }
}

extension ProjectIndex {
    /// Members some file reads off another object and hands on (see `HandedOnMembers`).
    var membersHandedOn: Set<String> { record(of: HandedOnMembers.self) }
}

/// Members read off another object and handed on: `addChild(cell.host)`,
/// `embed(cell.host!)`, `let host = cell.host`, `if let host = cell.host`, `parent.child = cell.host`,
/// `return cell.host`, `[cell.host]`, `cell.host.map(addChild)`, `cell.host?.didMove(toParent: self)`.
/// Only files that mention controllers or containment are read: code that adopts a controller some view
/// holds names one or the other.
enum HandedOnMemberFinder {

    static func members(in file: LintFile) -> [String] {
        guard ["Controller", "addChild", "didMove", "embed", "Child"].contains(where: file.contains) else { return [] }
        let names = FileNodes.of(file).memberAccesses.filter(isHandedOnOffSelf).map(\.declName.baseName.text)
        return Set(names).sorted()
    }

    /// Calls on a member that move it into or out of a parent, or pass it on unwrapped.
    private static let callsOnMember = BridgeVocabulary.containmentCalls
        .subtracting(BridgeVocabulary.addChildCalls).union(["map", "flatMap"])

    private static func isHandedOnOffSelf(_ node: MemberAccessExprSyntax) -> Bool {
        guard let base = node.base else { return false }
        return !isSelfOrSuper(base) && isHandedOn(node)
    }

    private static func isSelfOrSuper(_ base: ExprSyntax) -> Bool {
        let current = base.withoutUnwraps
        if current.is(SuperExprSyntax.self) { return true }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether the member's value, with `?` and `!` looked through, is handed on where it is read.
    private static func isHandedOn(_ member: MemberAccessExprSyntax) -> Bool {
        var outer = Syntax(member)
        while let parent = outer.parent,
              parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            outer = parent
        }
        guard let parent = outer.parent else { return false }
        if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) || parent.is(ReturnStmtSyntax.self)
            || parent.is(InitializerClauseSyntax.self) {
            return true
        }
        if let sequence = parent.as(ExprListSyntax.self) {
            // The right-hand side of an assignment.
            let elements = Array(sequence)
            guard let index = elements.firstIndex(where: { $0.id == outer.id }), index >= 2 else { return false }
            return elements[index - 1].is(AssignmentExprSyntax.self)
        }
        if let called = parent.as(MemberAccessExprSyntax.self), called.base?.id == outer.id,
           parent.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == parent.id {
            return callsOnMember.contains(called.declName.baseName.text)
        }
        // The only expression of a closure, function or computed property: an implicit return.
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1, let holder = list.parent {
            return holder.is(ClosureExprSyntax.self) || holder.is(AccessorBlockSyntax.self) || holder.is(CodeBlockSyntax.self)
        }
        return false
    }
}
