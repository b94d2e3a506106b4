import BridgeLintCore
import SwiftSyntax

/// An argument that forwards a plain stored property of the view that makes the call (`Inner(scale: scale)`
/// inside `struct Outer: View { let scale: CGFloat … }`). The property changes only when the view is
/// re-created with another value, so the argument changes only when `Outer`'s call sites pass a changing one.
enum ForwardedProperty {
    /// The `Outer(label:` entries the argument's value comes from, or nil when the value is not such a
    /// forward (a local, a closure parameter, a wrapped or computed property, a class's property).
    /// An empty list means the property never changes (`let scale = 2.0`, or a private `@State` the file
    /// never changes).
    /// `scan` keeps what walks of the file found, for the file's other arguments.
    /// A value read through an object the view holds (`model.title`) also names the property as a source
    /// (`Model.title`), and a local is followed to the value it was bound to (`case .pdf(let document)` of
    /// `switch model.contents`).
    static func sources(of expression: ExprSyntax, in call: some SyntaxProtocol, scan: ForwardingScan) -> [String]? {
        sources(of: expression, at: Syntax(call), scan: scan, depth: 0)
    }

    private static func sources(of expression: ExprSyntax, at site: Syntax, scan: ForwardingScan, depth: Int) -> [String]? {
        guard depth < 4, let view = enclosingStruct(of: site) else { return nil }
        if let (name, explicitSelf) = referencedName(expression) {
            if !explicitSelf, isBoundLocally(name, around: site, scan: scan) {
                switch LocalBinding.origin(of: name, visibleAt: site) {
                case .value(let value, let bindingSite): return sources(of: value, at: bindingSite, scan: scan, depth: depth + 1)
                case .identity: return []
                case nil: return nil
                }
            }
            guard let property = plainStoredProperty(named: name, in: view, scan: scan) else { return nil }
            return property.isConstant ? [] : initializerSources(of: name, in: view, scan: scan)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let (objectSources, type) = objectSources(of: base, at: site, in: view, scan: scan) {
            return objectSources + ["\(type).\(member.declName.baseName.text)"]
        }
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
            return sources(of: negated.expression, at: site, scan: scan, depth: depth + 1)
        }
        // `model.kind == .conversationRoot`, `title + suffix`: operators over such values change only with them.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var combined: [String] = []
            for element in sequence.elements where !element.is(BinaryOperatorExprSyntax.self) {
                if CallFactFinder.isConstant(element) { continue }
                guard !Self.isOperatorPart(element),
                      let part = sources(of: element, at: site, scan: scan, depth: depth + 1)
                else { return nil }
                combined += part.filter { !combined.contains($0) }
            }
            return combined
        }
        return nil
    }

    /// `$note.content` or `$note` for a `@Binding var note` of the view that makes the call: the binding leads
    /// wherever the one its callers pass does, so it is made anew on each render exactly when theirs is. The
    /// per-render keys of those callers' arguments (`Outer(~note:`); nil for anything else.
    static func bindingSources(of expression: ExprSyntax, in call: some SyntaxProtocol, scan: ForwardingScan) -> [String]? {
        var root = expression
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        guard let reference = root.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              reference.baseName.text.hasPrefix("$"), let view = enclosingStruct(of: Syntax(call))
        else { return nil }
        let name = String(reference.baseName.text.dropFirst())
        guard !isBoundLocally(name, around: call, scan: scan),
              let variable = scan.members(of: view).storedVariable(named: name),
              TypeNames.attributeNames(variable.attributes) == ["Binding"]
        else { return nil }
        let labels = [name] + (scan.initializerLabels(of: view)[name] ?? []).filter { $0 != name }
        return labels.map { "\(view.name.text)(\(CallSiteFacts.perRenderBindingMark)\($0):" }
    }

    /// The parts of an unfolded sequence that are not operands: `? a :`, `as T`, `is T`, `=`.
    private static func isOperatorPart(_ element: ExprSyntax) -> Bool {
        element.is(UnresolvedTernaryExprSyntax.self) || element.is(UnresolvedAsExprSyntax.self)
            || element.is(UnresolvedIsExprSyntax.self) || element.is(AssignmentExprSyntax.self)
    }

    /// `Outer(name:` and the other initializer labels that set the property `name`; `Outer({}:` too when callers
    /// may pass it as the first trailing closure (`PhotoPage(url: u) { tint in … }`).
    private static func initializerSources(of name: String, in view: StructDeclSyntax, scan: ForwardingScan) -> [String] {
        let assigned = scan.initializerLabels(of: view)[name] ?? []
        let trailing = scan.firstTrailingClosureProperties(of: view).contains(name) ? [ClosureArgument.trailingLabel] : []
        return ([name] + assigned.filter { $0 != name } + trailing).map { "\(view.name.text)(\($0):" }
    }

    /// For `model` or `self.model`, a stored property holding an object of a named type: the sources of the
    /// reference (none for an `@StateObject` the view owns, its initializer labels for one it is given) and the
    /// type. `nil` for anything else (an environment object, a local, a type out of sight).
    private static func objectSources(
        of base: ExprSyntax, at site: Syntax, in view: StructDeclSyntax, scan: ForwardingScan
    ) -> ([String], type: String)? {
        guard let (name, explicitSelf) = referencedName(base), name != "self",
              explicitSelf || !isBoundLocally(name, around: site, scan: scan),
              let variable = scan.members(of: view).storedVariable(named: name),
              let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
              let type = declaredTypeName(of: binding)
        else { return nil }
        let wrappers = TypeNames.attributeNames(variable.attributes)
        if wrappers == ["StateObject"] { return ([], type) }
        guard wrappers.isEmpty || wrappers == ["ObservedObject"] || wrappers == ["Bindable"] else { return nil }
        if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { return ([], type) }
        return (initializerSources(of: name, in: view, scan: scan).map(ForwardedArgument.reference(to:)), type)
    }

    /// `var model: Model`, `let model: Model?`, `@StateObject var model = Model()`.
    private static func declaredTypeName(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type {
            var type = annotation
            while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                type = wrapped
            }
            return type.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil }
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// The innermost struct around the call; nil when a class, enum or extension is nearer,
    /// since only a struct view's plain properties are fixed between re-creations.
    private static func enclosingStruct(of node: Syntax) -> StructDeclSyntax? {
        var current = node.parent
        while let candidate = current {
            if let view = candidate.as(StructDeclSyntax.self) { return view }
            if candidate.is(ClassDeclSyntax.self) || candidate.is(ActorDeclSyntax.self)
                || candidate.is(ExtensionDeclSyntax.self) || candidate.is(EnumDeclSyntax.self) {
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// `scale` or `self.scale`.
    private static func referencedName(_ expression: ExprSyntax) -> (String, explicitSelf: Bool)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return (reference.baseName.text, false)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return (member.declName.baseName.text, true)
        }
        return nil
    }

    private struct StoredProperty {
        /// A `let` with an initial value: no call site can set it.
        var isConstant: Bool
    }

    /// A stored property without a property wrapper (`@State`, `@Binding`, `@ObservedObject` change by
    /// themselves) and without a getter.
    private static func plainStoredProperty(named name: String, in view: StructDeclSyntax,
                                            scan: ForwardingScan) -> StoredProperty? {
        for member in view.memberBlock.flattenedDeclarations {
            guard let variable = member.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                guard isStored(binding) else { return nil }
                if isPrivateState(variable), binding.initializer != nil {
                    // Only this file can change it: if it never does, the state keeps its first value.
                    return scan.isStateChanged(name, in: view.root) ? nil : StoredProperty(isConstant: true)
                }
                guard variable.attributes.isEmpty else { return nil }
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                return StoredProperty(isConstant: isLet && binding.initializer != nil)
            }
        }
        return nil
    }

    /// `@State private var query = ""`.
    private static func isPrivateState(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.attributes.count == 1, case let .attribute(attribute)? = variable.attributes.first,
              attribute.attributeName.trimmedDescription == "State"
        else { return false }
        return variable.modifiers.contains {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        }
    }

    /// Stored: no accessors, or only `didSet`/`willSet` observers.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case let .accessors(list) = accessors else { return false }
        return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.didSet)
            || $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
    }

    /// Whether `name` is also a parameter, closure parameter or local binding in the member of `view` that
    /// holds the call: then a bare `name` there may not be the property.
    private static func isBoundLocally(_ name: String, around call: some SyntaxProtocol, scan: ForwardingScan) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.as(MemberBlockItemSyntax.self) == nil {
            node = parent
        }
        return scan.names(boundIn: node).contains(name)
    }
}

/// What the forwarding questions of one file have already found out: each walk answers for every argument.
final class ForwardingScan {
    private var changedStates: [String: Bool] = [:]
    private var boundNames: [SyntaxIdentifier: Set<String>] = [:]
    private var memberTables: [SyntaxIdentifier: ViewMemberTable] = [:]
    private var initializerLabels: [SyntaxIdentifier: [String: [String]]] = [:]
    private var trailingClosureProperties: [SyntaxIdentifier: Set<String>] = [:]
    private var references: [SyntaxIdentifier: [ClosureCaptures.Reference]] = [:]
    private var callerStateChanges: [SyntaxIdentifier: [String: Bool]] = [:]
    private var referencesByName: [String: [DeclReferenceExprSyntax]]?

    /// Whether the file changes a private `@State` of this name (see `StateWrites`).
    func isStateChanged(_ name: String, in file: Syntax) -> Bool {
        if let known = changedStates[name] { return known }
        let changed = StateWrites.exist(to: name, in: file)
        changedStates[name] = changed
        return changed
    }

    /// The names a member of a type binds locally.
    func names(boundIn member: Syntax) -> Set<String> {
        if let known = boundNames[member.id] { return known }
        let names = LocalNames.declared(in: member)
        boundNames[member.id] = names
        return names
    }

    /// For each property of the view, the initializer labels that set it (see `InitializerLabels`).
    func initializerLabels(of view: StructDeclSyntax) -> [String: [String]] {
        if let known = initializerLabels[view.id] { return known }
        let labels = InitializerLabels.byProperty(in: view.memberBlock.flattenedDeclarations)
        initializerLabels[view.id] = labels
        return labels
    }

    /// The properties set from the closure a call may write as its first trailing one: the first of the closure
    /// parameters that end an initializer (see `InitializerLabels.firstTrailingClosureProperties`), or, with no
    /// initializer declared, the first of the closure properties that end the memberwise one.
    func firstTrailingClosureProperties(of view: StructDeclSyntax) -> Set<String> {
        if let known = trailingClosureProperties[view.id] { return known }
        let members = view.memberBlock.flattenedDeclarations
        let properties = members.contains(where: { $0.is(InitializerDeclSyntax.self) })
            ? InitializerLabels.firstTrailingClosureProperties(in: members)
            : StoredProperties.firstTrailingClosureParameter(in: members).map { [$0] } ?? []
        trailingClosureProperties[view.id] = properties
        return properties
    }

    /// The free references of a body (see `ClosureCaptures.freeReferences`): a computed property many closures
    /// read is looked through once.
    func freeReferences(in body: Syntax) -> [ClosureCaptures.Reference] {
        if let known = references[body.id] { return known }
        let found = ClosureCaptures.freeReferences(in: body)
        references[body.id] = found
        return found
    }

    /// Whether the view changes its property `name` (see `CallerStateChange`), worked out once per view and name.
    func callerStateChange(_ name: String, in view: StructDeclSyntax, _ work: () -> Bool) -> Bool {
        if let known = callerStateChanges[view.id]?[name] { return known }
        let changes = work()
        callerStateChanges[view.id, default: [:]][name] = changes
        return changes
    }

    /// The file's references to `name`, `$name` and `_name`, from one walk of the file made on first use.
    func references(to name: String, in file: Syntax) -> [DeclReferenceExprSyntax] {
        if referencesByName == nil {
            referencesByName = Dictionary(grouping: Nodes.all(DeclReferenceExprSyntax.self, in: file)) { reference in
                let text = reference.baseName.text
                return text.hasPrefix("$") || text.hasPrefix("_") ? String(text.dropFirst()) : text
            }
        }
        return referencesByName?[name] ?? []
    }

    /// The view's members by name.
    func members(of view: StructDeclSyntax) -> ViewMemberTable {
        if let known = memberTables[view.id] { return known }
        let table = ViewMemberTable(view)
        memberTables[view.id] = table
        return table
    }
}
