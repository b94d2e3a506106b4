import BridgeLintCore
import SwiftSyntax

/// The places that reach Combine through an ObservableObject: `$property` publishers, `objectWillChange`,
/// `@Published` backing storage, and the wrappers named as types. Each blocks the class it concerns; one
/// whose class cannot be told blocks every class it could concern.
struct CombineUses {
    let context: MigrationContext
    /// The `@Published` property names of each class that could migrate.
    let published: [String: Set<String>]

    /// A blocker for one class (by name), or for every class when `className` is nil.
    struct Found {
        var className: String?
        var blocker: Blocker
        /// The UIKit or AppKit type that subscribes, when one does.
        var subscriber: String?

        init(_ className: String?, _ kind: Blocker.Kind, _ reason: String, at location: CodeLocation, subscriber: String? = nil) {
            self.className = className
            self.blocker = Blocker(kind, reason, at: location)
            self.subscriber = subscriber
        }
    }

    func find() -> [Found] {
        var found: [Found] = []
        for (source, access) in context.all(\.publisherAccesses) {
            let property = String(access.declName.baseName.text.dropFirst())
            let here = context.location(of: access, in: source)
            let subscriber = subscriberType(of: access)
            let base = access.base
            let baseType = base.flatMap(context.resolver.type(of:))
            for (name, properties) in published where properties.contains(property) {
                if baseType == name {
                    found.append(Found(name, .publisherUse, "the publisher `\(access.trimmedDescription)` is used (Combine)", at: here, subscriber: subscriber))
                } else if baseType == nil {
                    found.append(Found(name, .publisherUse, "`\(access.trimmedDescription)` may be this class's publisher: the type of `\(base?.trimmedDescription ?? "")` cannot be told",
                        at: here, subscriber: subscriber))
                }
            }
        }
        for (source, reference) in context.all(\.dollarReferences) {
            let property = String(reference.baseName.text.dropFirst())
            guard let owner = reference.enclosingTypeName, published[owner]?.contains(property) == true else { continue }
            found.append(Found(owner, .publisherUse, "the publisher `$\(property)` is used inside the class",
                               at: context.location(of: reference, in: source)))
        }
        for (source, reference) in context.all(\.objectWillChangeReferences) {
            found += objectWillChange(reference, in: source)
        }
        for (source, reference) in context.all(\.backingReferences) {
            let property = String(reference.baseName.text.dropFirst())
            guard let owner = reference.enclosingTypeName, published[owner]?.contains(property) == true else { continue }
            found.append(Found(owner, .unsupportedUse, "the @Published storage `_\(property)` is used directly", at: context.location(of: reference, in: source)))
        }
        for (source, mention) in context.all(\.wrapperTypeMentions) {
            let arguments = mention.genericArgumentClause?.arguments.compactMap { argument -> String? in
                guard case .type(let type) = argument.argument else { return nil }
                return TypeNames.simpleName(of: type)
            } ?? []
            let here = context.location(of: mention, in: source)
            for argument in arguments where published[argument] != nil {
                found.append(Found(argument, .constraint, "named as `\(mention.trimmedDescription)`, which requires an ObservableObject", at: here))
            }
            if mention.name.text == "Published", let owner = mention.enclosingTypeName, published[owner] != nil {
                found.append(Found(owner, .publisherUse, "uses the type `\(mention.trimmedDescription)`", at: here))
            }
        }
        return found
    }

    private func objectWillChange(_ reference: DeclReferenceExprSyntax, in source: Int) -> [Found] {
        let here = context.location(of: reference, in: source)
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id, let base = access.base {
            let subscriber = subscriberType(of: access)
            guard let type = context.resolver.type(of: base) else {
                return [Found(nil, .objectWillChange, "`\(access.trimmedDescription)` is used and the type of `\(base.trimmedDescription)` cannot be told",
                    at: here, subscriber: subscriber)]
            }
            guard published[type] != nil else { return [] }
            return [Found(type, .objectWillChange, "`\(access.trimmedDescription)` is used (Combine)", at: here, subscriber: subscriber)]
        }
        guard let owner = reference.enclosingTypeName, published[owner] != nil else { return [] }
        return [Found(owner, .objectWillChange, "objectWillChange is used inside the class", at: here)]
    }

    /// The UIKit or AppKit type whose code holds a subscription, if it is one.
    private func subscriberType(of node: some SyntaxProtocol) -> String? {
        let owner = node.enclosingTypeName
        return context.isPlatformUIType(owner) ? owner : nil
    }
}
