import BridgeLintCore

/// Finds what a type name is: a class of the UIKit table first, then a type the project declares.
public struct TypeResolver: Sendable {
    /// The project's index, when a project was read.
    public let index: ProjectIndex?

    public init(index: ProjectIndex?) {
        self.index = index
    }

    public func resolve(_ name: String) -> Subject? {
        if let known = UIKitCatalog.lookup(name) { return .uikit(known) }
        guard let index, let declaration = Self.primaryDeclaration(index.declarations(named: name)) else { return nil }
        let representables = BridgeVocabulary.representableProtocols.union(["UIGestureRecognizerRepresentable"])
        if index.conforms(name, to: representables) == .yes { return .representable(declaration) }
        if index.conforms(name, to: ["View"]) == .yes { return .swiftUIView(declaration) }
        if index.isObservable(name) == .yes { return .observableModel(declaration, usesObservationMacro: true) }
        if index.isObservableObject(name) == .yes { return .observableModel(declaration, usesObservationMacro: false) }
        if declaration.kind == .class, let subclass = subclass(declaration, in: index) { return .projectSubclass(subclass) }
        return .unrelated(declaration)
    }

    /// Known names close to `name`, for "did you mean": table classes and project types.
    public func suggestions(for name: String, count: Int = 3) -> [String] {
        NameSuggestion.closest(to: name, in: UIKitCatalog.names + (index?.declaredTypeNames ?? []), count: count)
    }

    /// A class or struct declaration rather than a protocol or enum of the same name.
    private static func primaryDeclaration(_ declarations: [TypeFact]) -> TypeFact? {
        declarations.first { $0.kind == .class } ?? declarations.first { $0.kind == .struct } ?? declarations.first
    }

    /// Follows superclasses through the project until a class of the table is reached.
    private func subclass(_ declaration: TypeFact, in index: ProjectIndex) -> ProjectSubclass? {
        var chain = [declaration.name]
        var overrides = declaration.overridesIntrinsicContentSize
        var current = declaration
        while true {
            if let known = current.inheritedTypes.lazy.compactMap(UIKitCatalog.exactLookup).first {
                return ProjectSubclass(declaration: declaration, chain: chain + [known.name], base: known,
                                       overridesIntrinsicContentSize: overrides)
            }
            let parent = current.inheritedTypes.lazy.compactMap { name in
                index.declarations(named: name).first { $0.kind == .class }
            }.first
            guard let parent, !chain.contains(parent.name) else { return nil }
            chain.append(parent.name)
            overrides = overrides || parent.overridesIntrinsicContentSize
            current = parent
        }
    }
}
