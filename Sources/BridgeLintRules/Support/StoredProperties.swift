import BridgeLintCore
import SwiftSyntax

/// Reading a type's stored properties: which declarations store a value, and which ones its initializers set.
enum StoredProperties {
    /// `willSet`/`didSet` keep a property stored; any other accessor makes it computed.
    static func isObserverOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    /// Properties an initializer's top-level statements assign: `self.model = model`, `_model = ObservedObject(…)`
    /// (wrapper storage counts as its property). Their initial value is only a default.
    static func assignedInInitializers(_ members: [DeclSyntax]) -> Set<String> {
        var names: Set<String> = []
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            guard let body = initializer.body else { continue }
            for item in body.statements {
                guard let sequence = item.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      let property = AccessPath(assignment.target)?.property
                else { continue }
                names.insert(wrappedPropertyName(property))
            }
        }
        return names
    }
}
