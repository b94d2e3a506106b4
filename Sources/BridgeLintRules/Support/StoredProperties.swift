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

    /// The parameters of a struct's memberwise initializer, in order: its stored instance properties but the
    /// `let`s given a value.
    static func memberwiseParameters(in members: [DeclSyntax]) -> [(name: String, declaration: VariableDeclSyntax, binding: PatternBindingSyntax)] {
        var parameters: [(name: String, declaration: VariableDeclSyntax, binding: PatternBindingSyntax)] = []
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            for binding in variable.bindings where binding.accessorBlock.map(isObserverOnly) ?? true {
                let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil
                guard !isConstant, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                parameters.append((name, variable, binding))
            }
        }
        return parameters
    }

    /// The property a call's first trailing closure sets through the memberwise initializer: the first of the
    /// closure-typed parameters that end it (`PhotoPage(url: u) { tint in … }` sets `onTint`), or the only one
    /// (where it stands depends on the order of the declarations, which a call written for it follows).
    static func firstTrailingClosureParameter(in members: [DeclSyntax]) -> String? {
        let parameters = memberwiseParameters(in: members).map {
            (name: $0.name, isClosure: StoredValueType.isFunction($0.binding.typeAnnotation?.type))
        }
        let closures = parameters.filter(\.isClosure)
        if closures.count == 1 { return closures.first?.name }
        guard parameters.last?.isClosure == true else { return nil }
        return parameters[(parameters.lastIndex { !$0.isClosure } ?? -1) + 1].name
    }

    /// The names of the instance properties a member block stores (observers allowed, no other accessors).
    static func names(in members: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock.map(isObserverOnly) ?? true {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// The declared type of each stored instance property that states one (`@State private var player: AVPlayer?`).
    static func declaredTypes(in members: [DeclSyntax]) -> [String: TypeSyntax] {
        var types: [String: TypeSyntax] = [:]
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            for binding in variable.bindings where binding.accessorBlock.map(isObserverOnly) ?? true {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type
                else { continue }
                types[name] = type
            }
        }
        return types
    }

    /// Properties an initializer's top-level statements assign: `self.model = model`, `_model = ObservedObject(…)`
    /// (wrapper storage counts as its property). Their initial value is only a default.
    static func assignedInInitializers(_ members: [DeclSyntax]) -> Set<String> {
        Set(initializerAssignments(members).map(\.property))
    }

    /// The top-level assignments of every initializer to a property itself (`self.model = …`, not
    /// `self.model.name = …`), with the property each sets (wrapper storage such as `_model` counted as
    /// `model`); `isStorage` when the target is the wrapper itself.
    static func initializerAssignments(_ members: [DeclSyntax]) -> [(property: String, isStorage: Bool, assignment: Assignment)] {
        var result: [(property: String, isStorage: Bool, assignment: Assignment)] = []
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            guard let body = initializer.body else { continue }
            for item in body.statements {
                // `self.entry.value = …` sets a member of what `entry` holds, not `entry`.
                guard let sequence = item.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      let path = AccessPath(assignment.target), path.rest.isEmpty, let property = path.property
                else { continue }
                result.append((wrappedPropertyName(property), property.hasPrefix("_"), assignment))
            }
        }
        return result
    }
}
