import BridgeLintCore
import SwiftSyntax

/// A value read from a parameter of a content closure that a container view calls again whenever what it hands
/// over changes, while it stays on screen: `LazyImage(url: url) { state in … }` (loading, then the image),
/// `GeometryReader { proxy in … }`, `AsyncImage(url: url) { phase in … }`, `TimelineView(.periodic…) { context in … }`.
/// A view built from such a value gets new ones while it is shown. Not the element of a `ForEach`/`List` or the
/// item of a presentation (`.sheet(item:) { item in … }`): each of those is a view of its own.
enum ContentClosureParameter {
    /// Containers whose closure parameter is an identity, not a changing value.
    private static let identityContainers: Set<String> = [
        "ForEach", "List", "Table", "OutlineGroup", "sheet", "fullScreenCover", "popover", "navigationDestination",
        "alert", "confirmationDialog", "inspector",
    ]

    /// Whether `expression` (or a local it was bound from) reads a parameter of such a closure.
    static func isRead(by expression: ExprSyntax, at site: Syntax) -> Bool {
        for value in LocalBinding.sources(of: [Syntax(expression)], at: site) {
            for reference in Nodes.all(DeclReferenceExprSyntax.self, in: value) {
                guard reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                      let local = HostingScope.local(named: reference.baseName.text, at: reference), local.isParameter,
                      let closure = local.node.as(ClosureExprSyntax.self) ?? local.node.ancestor(ClosureExprSyntax.self),
                      let call = closure.parent?.as(FunctionCallExprSyntax.self)
                        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let name = call.calleeName, name.first?.isUppercase == true, !identityContainers.contains(name),
                      // The closure builds content: the container is a view, not `Task` or a collection method.
                      call.receiver == nil
                else { continue }
                return true
            }
        }
        return false
    }
}
