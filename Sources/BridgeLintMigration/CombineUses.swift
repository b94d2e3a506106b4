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
                    found.append(Found(className: name, blocker: Blocker(
                        .publisherUse, "the publisher `\(access.trimmedDescription)` is used (Combine)", at: here), subscriber: subscriber))
                } else if baseType == nil {
                    found.append(Found(className: name, blocker: Blocker(
                        .publisherUse, "`\(access.trimmedDescription)` may be this class's publisher: the type of `\(base?.trimmedDescription ?? "")` cannot be told",
                        at: here), subscriber: subscriber))
                }
            }
        }
        for (source, reference) in context.all(\.dollarReferences) {
            let property = String(reference.baseName.text.dropFirst())
            guard let owner = reference.enclosingTypeName, published[owner]?.contains(property) == true else { continue }
            found.append(Found(className: owner, blocker: Blocker(
                .publisherUse, "the publisher `$\(property)` is used inside the class", at: context.location(of: reference, in: source)),
                subscriber: nil))
        }
        for (source, reference) in context.all(\.objectWillChangeReferences) {
            found += objectWillChange(reference, in: source)
        }
        for (source, reference) in context.all(\.backingReferences) {
            let property = String(reference.baseName.text.dropFirst())
            guard let owner = reference.enclosingTypeName, published[owner]?.contains(property) == true else { continue }
            found.append(Found(className: owner, blocker: Blocker(
                .unsupportedUse, "the @Published storage `_\(property)` is used directly", at: context.location(of: reference, in: source)),
                subscriber: nil))
        }
        for (source, mention) in context.all(\.wrapperTypeMentions) {
            let arguments = mention.genericArgumentClause?.arguments.compactMap { argument -> String? in
                guard case .type(let type) = argument.argument else { return nil }
                return TypeNames.simpleName(of: type)
            } ?? []
            let here = context.location(of: mention, in: source)
            for argument in arguments where published[argument] != nil {
                found.append(Found(className: argument, blocker: Blocker(
                    .constraint, "named as `\(mention.trimmedDescription)`, which requires an ObservableObject", at: here), subscriber: nil))
            }
            if mention.name.text == "Published", let owner = mention.enclosingTypeName, published[owner] != nil {
                found.append(Found(className: owner, blocker: Blocker(
                    .publisherUse, "uses the type `\(mention.trimmedDescription)`", at: here), subscriber: nil))
            }
        }
        return found
    }

    private func objectWillChange(_ reference: DeclReferenceExprSyntax, in source: Int) -> [Found] {
        let here = context.location(of: reference, in: source)
        if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id, let base = access.base {
            let subscriber = subscriberType(of: access)
            guard let type = context.resolver.type(of: base) else {
                return [Found(className: nil, blocker: Blocker(
                    .objectWillChange, "`\(access.trimmedDescription)` is used and the type of `\(base.trimmedDescription)` cannot be told",
                    at: here), subscriber: subscriber)]
            }
            guard published[type] != nil else { return [] }
            return [Found(className: type, blocker: Blocker(
                .objectWillChange, "`\(access.trimmedDescription)` is used (Combine)", at: here), subscriber: subscriber)]
        }
        guard let owner = reference.enclosingTypeName, published[owner] != nil else { return [] }
        return [Found(className: owner, blocker: Blocker(.objectWillChange, "objectWillChange is used inside the class", at: here), subscriber: nil)]
    }

    /// The UIKit or AppKit type whose code holds a subscription, if it is one.
    private func subscriberType(of node: some SyntaxProtocol) -> String? {
        let owner = node.enclosingTypeName
        return context.isPlatformUIType(owner) ? owner : nil
    }
}
