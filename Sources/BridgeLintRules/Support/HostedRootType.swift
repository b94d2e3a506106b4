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
            return superclass.flatMap(genericArgument)
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
        if let annotated = binding.typeAnnotation.flatMap({ genericArgument($0.type) }) { return annotated }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let rootView = call.argument(labeled: "rootView")
        else { return nil }
        return TypeNames.constructedTypeName(rootView)
    }

    /// `SupportView` in `UIHostingController<SupportView>` (or `NSHostingController<…>`, optional or not).
    private static func genericArgument(_ type: TypeSyntax) -> String? {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard let identifier = type.as(IdentifierTypeSyntax.self),
              HostingVocabulary.hostingControllers.contains(identifier.name.text),
              let argument = identifier.genericArgumentClause?.arguments.first
        else { return nil }
        return argument.argument.as(TypeSyntax.self).flatMap { TypeNames.simpleName(of: $0) }
    }
}
