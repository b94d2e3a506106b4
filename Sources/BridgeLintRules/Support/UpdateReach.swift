import BridgeLintCore
import SwiftSyntax

/// The names an update method reads, directly or through the representable's own helper functions and
/// computed properties. `nil` when state may be applied out of sight: the represented view or `self` is
/// handed to code outside the type, or the coordinator is asked to do the work.
enum UpdateReach {
    static func names(readBy update: FunctionDeclSyntax, in representable: Representable) -> Set<String>? {
        bodies(reachedFrom: update, in: representable)?.names
    }

    /// The code update runs (its body and the helpers of the type it calls, through any depth) and the names
    /// it reads; nil when it hands the view or `self` to code out of sight.
    static func bodies(
        reachedFrom update: FunctionDeclSyntax, in representable: Representable
    ) -> (bodies: [Syntax], names: Set<String>)? {
        guard let body = update.body, let viewName = representable.updateViewName else { return nil }
        let helpers = representable.helperBodies
        var reached: Set<String> = []
        var visited: [Syntax] = []
        var pending: [Syntax] = [Syntax(body)]
        var expanded: Set<String> = []
        while let node = pending.popLast() {
            let references = NameReferences.collect(in: node)
            guard references.bareSelfUses.allSatisfy(isCoordinatorRefresh),
                  !HandOffFinder.handsOff(viewName: viewName, typeName: representable.name, helpers: Set(helpers.keys), in: node)
            else { return nil }
            visited.append(node)
            reached.formUnion(references.names)
            for name in references.names where helpers[name] != nil && expanded.insert(name).inserted {
                pending += helpers[name]!
            }
        }
        return (visited, reached)
    }

    /// How code reads the objects named `objects`: `model.language` (or `self.model.language`) as
    /// `model.language`; a method called on it (`model.restart()`) as nothing; the whole object used any other
    /// way (passed on, `let m = model`) as `model`.
    /// `outsideClosures`: a closure reads the object when it runs, through the same reference (`{ !model.done }`
    /// is never stale), so reads inside one do not count.
    static func objectReads(of objects: Set<String>, in nodes: [Syntax], outsideClosures: Bool = false) -> Set<String> {
        var reads: Set<String> = []
        for node in nodes {
            for reference in Nodes.all(DeclReferenceExprSyntax.self, in: node, outsideClosures: outsideClosures) where objects.contains(reference.baseName.text) {
                let name = reference.baseName.text
                var object = ExprSyntax(reference)
                if let qualified = reference.parent?.as(MemberAccessExprSyntax.self), qualified.declName.id == reference.id {
                    // `self.model` is the object; `other.model` is something else's member of the same name.
                    guard qualified.base?.isSelf == true else { continue }
                    object = ExprSyntax(qualified)
                }
                guard let member = object.parent?.as(MemberAccessExprSyntax.self), member.base?.id == object.id else {
                    reads.insert(name)
                    continue
                }
                let isCallee = member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
                if !isCallee { reads.insert("\(name).\(member.declName.baseName.text)") }
            }
        }
        return reads
    }

    /// `context.coordinator.parent = self`: the usual refresh of the coordinator's copy, not a hand-off of state.
    private static func isCoordinatorRefresh(_ selfUse: DeclReferenceExprSyntax) -> Bool {
        guard let sequence = selfUse.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
              assignment.value.count == 1, assignment.value.first?.id == ExprSyntax(selfUse).id
        else { return false }
        return assignment.target.rootIdentifier == "context"
    }

    /// Finds calls that pass the represented view to code outside the type, or that ask the coordinator to act.
    private final class HandOffFinder: SyntaxVisitor {
        let viewName: String
        /// The representable's own name: `Wrapper.resize(view:)` (or `Self.resize`) is one of its helpers.
        let typeName: String
        let helpers: Set<String>
        var handsOff = false

        init(viewName: String, typeName: String, helpers: Set<String>) {
            self.viewName = viewName
            self.typeName = typeName
            self.helpers = helpers
            super.init(viewMode: .sourceAccurate)
        }

        static func handsOff(viewName: String, typeName: String, helpers: Set<String>, in node: Syntax) -> Bool {
            let finder = HandOffFinder(viewName: viewName, typeName: typeName, helpers: helpers)
            finder.walk(node)
            return finder.handsOff
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression
            let root = callee.rootIdentifier
            if root == "context" && callee.isMemberAccess {
                handsOff = true
            } else if let root, !callee.isMemberAccess, helpers.contains(root) {
                // A helper of the type: its body is followed instead.
            } else if let member = callee.as(MemberAccessExprSyntax.self), isOwnType(member.base),
                      helpers.contains(member.declName.baseName.text) {
                // self.helper(…), Self.helper(…), Wrapper.helper(…): followed too.
            } else if root != viewName, node.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == viewName }) {
                handsOff = true
            }
            return handsOff ? .skipChildren : .visitChildren
        }

        private func isOwnType(_ base: ExprSyntax?) -> Bool {
            guard let base else { return false }
            if base.isSelf { return true }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.tokenKind == .keyword(.Self) || reference.baseName.text == typeName
            }
            return base.as(TypeExprSyntax.self).flatMap { TypeNames.simpleName(of: $0.type) } == typeName
        }
    }
}

extension Representable {
    /// Calls in update that run on every SwiftUI update: under no guard, not in a closure or nested function.
    var callsOnEveryUpdate: [FunctionCallExprSyntax] { callsOnEveryUpdate(seeingThroughAnimations: false) }

    /// With `seeingThroughAnimations`, also the calls in the animations of `UIView.animate { … }` (see
    /// `InPlaceClosure`), which run in place as part of the update.
    func callsOnEveryUpdate(seeingThroughAnimations: Bool) -> [FunctionCallExprSyntax] {
        guard let body = update?.body else { return [] }
        let uikitNames = updateUIKitNames
        return Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: !seeingThroughAnimations).filter {
            Placement(of: $0, in: body, uikitNames: uikitNames, seeingThroughAnimations: seeingThroughAnimations) == .everyCall
        }
    }

    /// Writes in update that run on every SwiftUI update.
    var writesOnEveryUpdate: [Write] {
        guard let body = update?.body else { return [] }
        let uikitNames = updateUIKitNames
        return Write.all(in: body, outsideClosures: true).filter {
            Placement(of: $0.node, in: body, uikitNames: uikitNames) == .everyCall
        }
    }

    /// Names of every function called anywhere in update, closures included (`removeFromSuperview`).
    var calleeNamesInUpdate: Set<String> {
        guard let body = update?.body else { return [] }
        return Set(Nodes.all(FunctionCallExprSyntax.self, in: body).compactMap(\.calleeName))
    }
}

/// Whether an expression makes a new object right here: a constructor call (`UILabel()`), a member of one
/// (`UIHostingController(rootView: row).view`), or a local of `body` initialised by one (`let label = UILabel()`).
enum NewObject {
    static func isCreated(_ expression: ExprSyntax, in body: CodeBlockSyntax, depth: Int = 0) -> Bool {
        var current = expression.withoutUnwraps
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            current = base.withoutUnwraps
        }
        if let call = current.as(FunctionCallExprSyntax.self) {
            return call.constructedType != nil
        }
        guard depth < 4, let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return Nodes.all(PatternBindingSyntax.self, in: body, outsideClosures: true).contains { binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                && binding.initializer.map { isCreated($0.value, in: body, depth: depth + 1) } == true
        }
    }
}
