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

    /// Whether `values` (an argument and the values of the locals it reads) read a parameter of such a closure.
    static func isRead(by values: [Syntax]) -> Bool {
        for value in values {
            for reference in Nodes.all(DeclReferenceExprSyntax.self, in: value) {
                guard reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                      let closure = declaringClosure(of: reference.baseName.text, around: reference),
                      isCalledAgainByItsContainer(closure)
                else { continue }
                return true
            }
        }
        return false
    }

    /// Whether `node` is built inside such a closure (`GeometryReader { proxy in … Banner() … }`): the container
    /// runs it again whenever it hands over a new value, whether or not the view around it re-renders.
    static func isInRecalledContent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self), closure.signature?.parameterClause != nil,
               isCalledAgainByItsContainer(closure) {
                return true
            }
            switch scope.kind {
            case .functionDecl, .initializerDecl, .classDecl, .structDecl, .enumDecl, .extensionDecl:
                return false
            default:
                current = scope.parent
            }
        }
        return false
    }

    /// Whether the closure is the content of a container view that calls it with its values (not a `ForEach` or
    /// presentation, whose parameter is an identity).
    private static func isCalledAgainByItsContainer(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? contentArgumentCall(of: closure),
              let name = call.calleeName, name.first?.isUppercase == true, !identityContainers.contains(name)
        else { return false }
        // The closure builds content: the container is a view, not `Task` or a collection method.
        return call.receiver == nil
    }

    /// The call a closure is given to as its content (`content:`, `label:`, `placeholder:`). A closure under
    /// another label (`makePreview: { id in … }`, `onSelect:`) is a factory or a callback, called once per
    /// value: what it builds from its parameter is made anew for each call.
    private static func contentArgumentCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let argument = closure.parent?.as(LabeledExprSyntax.self),
              contentLabels.contains(argument.label?.text ?? "")
        else { return nil }
        return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    private static let contentLabels: Set<String> = ["content", "label", "placeholder"]

    /// `$0`, `$1`: a closure's unnamed parameters; `$selection` is a projected value, not one of them.
    private static func isShorthandParameter(_ name: String) -> Bool {
        name.hasPrefix("$") && name.count > 1 && name.dropFirst().allSatisfy(\.isNumber)
    }

    /// The nearest closure around `node` that takes a parameter `name` (`$0` for any shorthand); nil past the
    /// enclosing function or type. Parameters are all it looks at: a closure is rare in a chain of value reads,
    /// and the statements in between are not scanned.
    private static func declaringClosure(of name: String, around node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self) {
                if isShorthandParameter(name) || closure.declaresParameter(named: name) { return closure }
            }
            switch scope.kind {
            case .functionDecl, .initializerDecl, .accessorBlock, .classDecl, .structDecl, .enumDecl, .extensionDecl:
                return nil
            default:
                current = scope.parent
            }
        }
        return nil
    }
}
