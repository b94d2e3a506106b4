import BridgeLintCore
import SwiftSyntax

/// How a representable struct uses an object it creates in a stored property, for
/// `representable-stored-object`: a new struct (and object) is made on each rebuild, so what harm follows depends
/// on who reads the property after make. Made once per representable: its methods and who calls them are read
/// once for all its properties.
struct StoredObjectUse {
    /// A method that reads the property after make has run, with its line: update itself or a helper update calls
    /// (`updateUIView (line 12)`, `updateUIView, through 'fetch' (line 30)`), or a method the struct offers to
    /// other code (`'write' (line 40)`), which acts on whichever copy it is called on.
    struct LaterReader {
        let description: String
        let isUpdate: Bool
    }

    private let representable: Representable
    /// The instance methods of this declaration and its extensions (a same-named twin under another `#if` branch
    /// shares the members: its methods do not count).
    private let methods: [FunctionDeclSyntax]
    private let calledFromUpdate: Set<String>
    /// Helpers called from make, makeCoordinator or dismantle run on the first copy; those called from any other
    /// method may run on a later one.
    private let calledOnFirstCopy: Set<String>
    private let calledElsewhere: Set<String>

    init(_ representable: Representable) {
        self.representable = representable
        methods = representable.members.compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } && representable.owns($0) }
        calledFromUpdate = representable.calleeNamesInUpdate
        func callees(_ functions: [FunctionDeclSyntax]) -> Set<String> {
            Set(functions.flatMap { Nodes.all(FunctionCallExprSyntax.self, in: $0).compactMap(\.calleeName) })
        }
        let update = representable.lifecycle.update
        calledOnFirstCopy = callees(methods.filter { Self.runsOnFirstCopy($0.name.text, of: representable) })
        calledElsewhere = callees(methods.filter { !Self.runsOnFirstCopy($0.name.text, of: representable) && $0.name.text != update })
    }

    /// Methods that only ever run on the first copy of the struct (or on none): make, makeCoordinator and dismantle.
    /// Make, dismantle and makeCoordinator, of the representable's platform or of the other one a cross-platform
    /// representable also declares (`makeNSView` beside `makeUIView`): each runs on the copy SwiftUI keeps.
    private static func runsOnFirstCopy(_ name: String, of representable: Representable) -> Bool {
        [representable.lifecycle.make, representable.lifecycle.dismantle, "makeCoordinator"].contains(name)
            || BridgeVocabulary.lifecycles.contains { $0.make == name || $0.dismantle == name }
    }

    func laterReader(of property: String, apartFrom creation: ExprSyntax, file: LintFile) -> LaterReader? {
        for method in methods where !Self.runsOnFirstCopy(method.name.text, of: representable) {
            // `let webView = WKWebView()` in the method: its bare name is the local, only `self.webView` is the property.
            guard let body = method.body,
                  let read = Self.firstRead(of: property, in: Syntax(body), apartFrom: creation, parameters: method,
                                            onlyThroughSelf: LocalNames.declared(in: body, includingProperties: false).contains(property))
            else { continue }
            let line = file.location(of: read.positionAfterSkippingLeadingTrivia).line
            let name = method.name.text
            if name == representable.lifecycle.update { return LaterReader(description: "\(name) (line \(line))", isUpdate: true) }
            if calledFromUpdate.contains(name), let update = representable.update {
                return LaterReader(description: "\(update.name.text), through '\(name)' (line \(line))", isUpdate: true)
            }
            // A setup helper only make calls reads the first copy's object, which is the one shown.
            if calledOnFirstCopy.contains(name), !calledElsewhere.contains(name) { continue }
            return LaterReader(description: "'\(name)' (line \(line))", isUpdate: false)
        }
        return nil
    }

    /// Whether any code of the struct other than the creation reads the property (`self.web`, `web`).
    static func isRead(_ property: String, in declaration: StructDeclSyntax, apartFrom creation: ExprSyntax) -> Bool {
        firstRead(of: property, in: Syntax(declaration.memberBlock), apartFrom: creation, parameters: nil) != nil
    }

    private static func firstRead(
        of property: String, in node: Syntax, apartFrom creation: ExprSyntax, parameters method: FunctionDeclSyntax?,
        onlyThroughSelf: Bool = false
    ) -> DeclReferenceExprSyntax? {
        Nodes.all(DeclReferenceExprSyntax.self, in: node).first { reference in
            let viaSelf = reference.parent?.as(MemberAccessExprSyntax.self)?.base?.isSelf == true
            guard reference.baseName.text == property, viaSelf || !onlyThroughSelf,
                  reference.parent?.as(MemberAccessExprSyntax.self).map({ $0.declName.id != reference.id || $0.base?.isSelf == true }) ?? true
            else { return false }
            // `self.web = WKWebView()` in an initializer sets it; it does not read it.
            if let statement = reference.ancestor(SequenceExprSyntax.self), statement.range.contains(creation.position) { return false }
            // `func updateUIView(_ webView: WKWebView, …)`: a parameter of that name is another value. (A local
            // of that name may still read it first: `guard let button = button`.)
            guard !viaSelf, let function = method ?? reference.ancestor(FunctionDeclSyntax.self) else { return true }
            return !function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == property }
        }
    }

    /// Empty base objects (`UIView()`, `UIViewController()`): making one more costs little.
    static func isBareBaseObject(_ creation: ExprSyntax, type: String) -> Bool {
        guard let call = creation.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil
        else { return false }
        return bareBaseTypes.contains(type)
    }

    /// Base classes, and small leaf views that hold nothing until configured: an empty one costs an allocation.
    private static let bareBaseTypes: Set<String> = [
        "UIView", "UIViewController", "NSView", "NSViewController",
        "UILabel", "UIImageView", "UIStackView", "NSStackView", "NSImageView",
    ]
}

extension Representable {
    /// Whether make is written inside the declaration (not in a same-named twin under another `#if` branch).
    var makeIsInDeclaration: Bool {
        owns(make)
    }

    /// Whether a member is written in the declaration or in an extension, not in a same-named twin.
    func owns(_ member: some SyntaxProtocol) -> Bool {
        guard let declaration else { return false }
        return declaration.range.contains(member.position) || member.ancestor(ExtensionDeclSyntax.self) != nil
    }
}
