import SwiftSyntax

/// Content a view presents modally over itself (`.sheet { … }`, `.fullScreenCover { … }`, `.popover { … }`):
/// while it is up, the presenting view's controls cannot be used.
enum ModalContent {
    private static let presenters: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Closures that run only on a user's action in the view they are declared in (or after a dismissal).
    static let userActions: Set<String> = [
        "Button", "onTapGesture", "onLongPressGesture", "onSubmit", "onEnded", "onChanged", "swipeActions", "contextMenu",
        "Menu", "Toggle", "sheet", "fullScreenCover", "popover", dismissalSetter,
    ]

    /// The trigger of a `Binding(get:set:)` setter that presents something (`.alert(isPresented: Binding(get: { error
    /// != nil }, set: { if !$0 { error = nil } }))`): SwiftUI calls it when the user dismisses what it presents.
    static let dismissalSetter = "Binding(set:) of a presentation"
    private static let bindingPresenters: Set<String> = presenters.union(["alert", "confirmationDialog", "navigationDestination"])

    /// The modal content closure `node` is in, if any.
    static func around(_ node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self), let site = ClosureSite(closure), isContent(site) {
                return closure
            }
            if scope.is(FunctionDeclSyntax.self) || scope.is(StructDeclSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    /// The content is the trailing closure or the `content:` argument of a presenter (not `onDismiss:`).
    static func isContent(_ site: ClosureSite) -> Bool {
        presenters.contains(site.calleeName) && (site.label == nil || site.label == "content")
    }

    /// Whether `node` runs only when the user acts in its view, or when presented content is dismissed.
    static func waitsForDismissal(_ node: some SyntaxProtocol) -> Bool {
        if case .closure(let name) = trigger(of: node) { return userActions.contains(name) }
        return false
    }

    /// What decides when `node` runs: the call given the closure it is in (`Button`, `task`, `sink`), looking
    /// through closures that run in place (`withAnimation { … }`); or the function it is directly in.
    enum Trigger {
        case closure(calleeName: String)
        case function(FunctionDeclSyntax)
        case unknown
    }

    /// `set:` of a `Binding(get:set:)` given as a presentation's `isPresented:` or `item:`.
    private static func isPresentationSetter(_ site: ClosureSite) -> Bool {
        guard site.calleeName == "Binding", site.label == "set",
              let argument = site.call.parent?.as(LabeledExprSyntax.self),
              argument.label?.text == "isPresented" || argument.label?.text == "item",
              let presenter = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = presenter.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return false }
        return bindingPresenters.contains(name)
    }

    /// Closures that start where they are called and run once for that call (`Task { … }`,
    /// `DispatchQueue.main.async { … }`, `MainActor.run { … }`): when they run is decided by the code around them.
    static let startedInPlace: Set<String> = ["Task", "detached", "async", "asyncAfter", "run"]

    static func trigger(of node: some SyntaxProtocol) -> Trigger {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self) {
                guard let site = ClosureSite(closure) else { return .unknown }
                if isPresentationSetter(site) { return .closure(calleeName: dismissalSetter) }
                // `withAnimation { … }` runs where it is called, and `Task { … }` starts there: the code around it decides.
                if !ThreadingModel.inPlaceFunctions.contains(site.calleeName), !startedInPlace.contains(site.calleeName) {
                    return .closure(calleeName: site.calleeName)
                }
            }
            if let function = scope.as(FunctionDeclSyntax.self) { return .function(function) }
            if scope.is(StructDeclSyntax.self) || scope.is(AccessorBlockSyntax.self) { return .unknown }
            current = scope.parent
        }
        return .unknown
    }
}
