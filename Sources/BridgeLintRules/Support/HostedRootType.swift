import BridgeLintCore
import SwiftSyntax

/// The type of the root view a hosting controller shows, read from the code that names the controller: the
/// generic argument of its declared type (`UIHostingController<SupportView>`), the root view it is made with
/// (`UIHostingController(rootView: SupportView())`), or, for the controller's own code, its superclass's argument.
enum HostedRootType {
    /// The root view type of `controller` (`host`, `self.host`), seen from `node`; of the enclosing hosting
    /// controller subclass when `controller` is `nil`.
    static func of(_ controller: ExprSyntax?, at node: some SyntaxProtocol) -> String? {
        guard let controller else {
            let superclass = node.ancestor(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first?.type
            return superclass.flatMap(TypeNames.hostingControllerRootType)
        }
        guard let name = DeclaredType.propertyName(of: controller.withoutUnwraps) else { return nil }
        let binding: PatternBindingSyntax?
        if let local = HostingScope.local(named: name, at: node) {
            binding = local.node.as(PatternBindingSyntax.self)
        } else {
            binding = node.ancestor(ClassDeclSyntax.self)?.memberBlock.members
                .compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .flatMap(\.bindings)
                .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        guard let binding else { return nil }
        if let annotated = binding.typeAnnotation.flatMap({ TypeNames.hostingControllerRootType($0.type) }) { return annotated }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let rootView = call.argument(labeled: "rootView")
        else { return nil }
        return TypeNames.constructedTypeName(rootView)
    }

    /// The root view type and the property for `host.rootView.delegate` (or `rootView.delegate` in a hosting
    /// controller subclass's own code).
    static func ofMember(_ access: MemberAccessExprSyntax) -> (type: String, property: String)? {
        guard let holder = access.base?.withoutUnwraps else { return nil }
        let controller: ExprSyntax?
        if holder.as(DeclReferenceExprSyntax.self)?.baseName.text == "rootView" {
            controller = nil
        } else if let rootView = holder.as(MemberAccessExprSyntax.self), rootView.declName.baseName.text == "rootView" {
            controller = rootView.base.flatMap { $0.isSelfLookingThroughUnwraps ? nil : $0 }
        } else {
            return nil
        }
        return of(controller, at: access).map { ($0, access.declName.baseName.text) }
    }
}
