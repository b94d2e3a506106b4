import BridgeLintCore
import SwiftSyntax

/// Where code puts the view of a hosting controller (`host.view`, or a local holding it): what
/// `hosting-controller-not-retained` asks to tell a view shown on screen from one only measured or drawn.
enum HostedViewPlacement {
    /// The outermost of `host?.view` or `host.view!` around `node`.
    static func unwrapped(_ node: Syntax) -> Syntax {
        var outer = node
        while let parent = outer.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            outer = parent
        }
        return outer
    }

    /// Whether the view (or a local holding it) is added to a hierarchy or made a view's content.
    static func showsView(_ view: ExprSyntax) -> Bool {
        let outer = unwrapped(Syntax(view))
        if let argument = outer.parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = call.calleeName {
            if HostingVocabulary.addingSubview.contains(callee) { return call.arguments.first?.id == argument.id }
            // `webView.addInputAccessoryView(toolbar: host.view)`: only the view is handed to code that shows it.
            // `showIfNotPresent(in: controller, contentView: host.view)`: the label says where it goes.
            return namesShowing(callee) || (showingVerb(of: callee) != nil && argument.label.map { Self.namesViewPlace($0.text) } == true)
        }
        // `return host.view`: only the view goes back to the caller, which can do nothing with it but show it.
        if outer.parent?.is(ReturnStmtSyntax.self) == true { return true }
        if let element = outer.parent?.as(ArrayElementSyntax.self) {
            return element.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "arrangedSubviews"
        }
        if let sequence = outer.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
           let assignment = Assignment(sequence), assignment.value.first?.id == outer.id {
            let target = assignment.target
            if target.as(DeclReferenceExprSyntax.self)?.baseName.text == "view" { return true }
            guard let member = target.as(MemberAccessExprSyntax.self) else { return false }
            // `provider.view = host.view`: another object shows the view, the controller stays a local.
            let slot = member.declName.baseName.text
            return HostingVocabulary.viewSlots.contains(slot) || slot == "view"
        }
        return false
    }

    /// A method whose name says it puts a view somewhere (`addInputAccessoryView`, `setContentView`,
    /// `showOverlay`, `embed`), unlike one that measures or draws it.
    private static func namesShowing(_ callee: String) -> Bool {
        guard let verb = showingVerb(of: callee) else { return false }
        let rest = callee.dropFirst(verb.count)
        // A verb on its own (`embed(_:)`) or followed by a place that holds views (`addInputAccessoryView`,
        // `setContentView`, `showOverlay`); not `settle`, `pushed`, nor `addShadow(to:)`, which only decorates.
        return rest.isEmpty || namesViewPlace(rest)
    }

    /// The verb a method name starts with when it puts something somewhere (`show` of `showIfNotPresent`).
    private static func showingVerb(of callee: String) -> String? {
        let verbs = ["add", "insert", "set", "show", "present", "attach", "embed", "push", "install", "place"]
        guard let verb = verbs.first(where: { callee.hasPrefix($0) }),
              callee.count == verb.count || callee.dropFirst(verb.count).first?.isUppercase == true
        else { return nil }
        return verb
    }

    /// `InputAccessoryView`, `contentView`, `Overlay`: a place that holds a view.
    private static func namesViewPlace(_ name: some StringProtocol) -> Bool {
        ["View", "Accessory", "Toolbar", "Bar", "Content", "Overlay", "Child", "Panel", "Sheet"]
            .contains { name.contains($0) || name.hasPrefix($0.lowercased()) }
    }

    /// `host.view.removeFromSuperview()` (or on a local holding the view), directly in this code.
    static func isRemoved(_ view: ExprSyntax) -> Bool {
        let outer = unwrapped(Syntax(view))
        guard let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id,
              member.declName.baseName.text == "removeFromSuperview"
        else { return false }
        return member.parent?.is(FunctionCallExprSyntax.self) ?? false
    }

    /// `hostView` in `let hostView = host.view` or `guard let hostView = host.view`; `errorView` in
    /// `errorView = host.view` or `self.errorView = host.view` (a property that keeps only the view).
    static func aliasName(of view: ExprSyntax) -> String? {
        var outer = Syntax(view)
        while let parent = outer.parent, parent.is(ForceUnwrapExprSyntax.self) { outer = parent }
        if let sequence = outer.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
           let assignment = Assignment(sequence), assignment.value.count == 1, assignment.value.first?.id == outer.id {
            if let name = assignment.target.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
            if let member = assignment.target.as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return member.declName.baseName.text
            }
            return nil
        }
        guard let clause = outer.parent?.as(InitializerClauseSyntax.self) else { return nil }
        if let binding = clause.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let condition = clause.parent?.as(OptionalBindingConditionSyntax.self) {
            return condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }
}
