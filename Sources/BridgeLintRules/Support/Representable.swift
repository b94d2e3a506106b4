import BridgeLintCore
import SwiftSyntax

/// A UIViewRepresentable / UIViewControllerRepresentable (or AppKit twin) as seen in one file:
/// its primary declaration and the extensions of it in the same file.
///
/// A type is a representable when it, or an extension in the file, names a representable protocol,
/// or when it implements a make/update pair with the protocol's signatures (which also covers
/// conformance through a typealias or a project protocol declared elsewhere).
struct Representable {
    let name: String
    /// The file that declares it, as the index names files.
    let path: String
    let lifecycle: BridgeVocabulary.LifecycleNames
    /// The struct or class declaration, when it is in this file (stored inputs live only there).
    let declaration: DeclGroupSyntax?
    /// Members of the declaration and of every same-file extension.
    let members: [DeclSyntax]
    let make: FunctionDeclSyntax
    let update: FunctionDeclSyntax?
    /// The static dismantle method, when the file declares one.
    let dismantle: FunctionDeclSyntax?
    let makeCoordinator: FunctionDeclSyntax?
    /// The coordinator class, when it is declared in this file.
    let coordinator: Coordinator?

    /// Every representable in a file, in source order. Shared iOS/macOS code that implements both
    /// makeUIView and makeNSView gives one representable for each.
    static func all(in file: LintFile) -> [Representable] {
        file.memo.value("Representable") {
            // Cheap text check first: most files of an app declare no representable.
            guard BridgeVocabulary.lifecycles.contains(where: { file.contains($0.make) }) else { return [] }
            let groups = TypeGroups.all(in: file)
            return groups.flatMap { group in
                BridgeVocabulary.lifecycles.compactMap { Representable(group: group, lifecycle: $0, file: file, groups: groups) }
            }
        }
    }

    private init?(group: TypeGroups.Group, lifecycle: BridgeVocabulary.LifecycleNames, file: LintFile, groups: [TypeGroups.Group]) {
        let functions = group.members.compactMap { $0.as(FunctionDeclSyntax.self) }
        guard let make = functions.first(where: { $0.name.text == lifecycle.make && Self.takesContext($0) }) else {
            return nil
        }
        let update = functions.first { $0.name.text == lifecycle.update && Self.takesContext($0) }
        let declaresConformance = !BridgeVocabulary.representableProtocols.isDisjoint(with: group.inheritedNames)
        guard declaresConformance || update != nil else { return nil }
        self.name = group.name
        self.path = file.path
        self.lifecycle = lifecycle
        self.declaration = group.declaration
        self.members = group.members
        self.make = make
        self.update = update
        self.dismantle = functions.first { $0.name.text == lifecycle.dismantle }
        let makeCoordinator = functions.first { $0.name.text == "makeCoordinator" }
        self.makeCoordinator = makeCoordinator
        self.coordinator = Coordinator.resolve(
            representable: group.name, members: group.members, makeCoordinator: makeCoordinator,
            file: file, groups: groups)
    }

    private static func takesContext(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.parameterClause.parameters.contains { $0.firstName.text == "context" }
    }

    /// The name a lifecycle method gives its `context:` parameter.
    static func contextName(in function: FunctionDeclSyntax) -> String {
        let parameter = function.signature.parameterClause.parameters.first { $0.firstName.text == "context" }
        return parameter.map { ($0.secondName ?? $0.firstName).text } ?? "context"
    }

    /// The simple type of the view update is given: the parameter's annotation, looked up through the
    /// representable's own `typealias UIViewType = PDFView` (or the make method's return type) when it names the
    /// protocol's associated type.
    var updatedViewType: String? {
        guard let declared = update?.signature.parameterClause.parameters.first.flatMap({ TypeNames.simpleName(of: $0.type) })
        else { return nil }
        guard Self.associatedViewTypes.contains(declared) else { return declared }
        for member in members {
            if let alias = member.as(TypeAliasDeclSyntax.self), alias.name.text == declared {
                return TypeNames.simpleName(of: alias.initializer.value)
            }
        }
        return make.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }.flatMap {
            Self.associatedViewTypes.contains($0) ? nil : $0
        }
    }

    private static let associatedViewTypes: Set<String> = ["UIViewType", "NSViewType", "UIViewControllerType", "NSViewControllerType"]

    /// The names of the UIKit side inside update: the represented view and the context.
    var updateUIKitNames: Set<String> {
        guard let update else { return [] }
        return Set([updateViewName, Self.contextName(in: update)].compactMap { $0 })
    }

    /// A stored property of the representable whose value the SwiftUI side provides.
    struct Input {
        enum Kind { case binding, state, plain }
        let name: String
        let kind: Kind
        let declaration: VariableDeclSyntax

        /// `var animationView = LottieAnimationView()`: a view, control, layer, controller or player each copy makes
        /// by default, a part of the representable rather than a setting callers pass (a default `Color(…)` is a setting).
        var isOwnObject: Bool {
            declaration.bindings.contains { binding in
                guard let type = binding.initializer.flatMap({ TypeNames.constructedTypeName($0.value) }) else { return false }
                return PlatformObjects.visualSuffixes.contains(where: type.hasSuffix)
            }
        }
    }

    /// Stored inputs: `@Binding`, `@State`, and plain `let`/`var` properties that can be set by
    /// an initializer. Constants (`let x = 1`), private defaults no initializer assigns, computed
    /// and static properties, and other wrappers (`@Environment`, `@ObservedObject`) are not inputs.
    var inputs: [Input] {
        guard let declaration else { return [] }
        let declarations = declaration.memberBlock.flattenedDeclarations
        let initializers = declarations.compactMap { $0.as(InitializerDeclSyntax.self) }
        let assignedInInit = Set(initializers.flatMap { NameReferences.collect(in: $0).names })
        // `self.delegate = Delegate()` in every initializer: the view's own object, not something callers pass.
        let madeByInitializers = InitializerLabels.madeByEveryInitializer(in: declarations)
        var result: [Input] = []
        for member in declarations {
            guard let variable = member.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            // `@ViewBuilder let content: Content` is a plain input: a result builder shapes the initializer's
            // argument, it wraps nothing.
            let attributes = TypeNames.attributeNames(variable.attributes).filter { !$0.hasSuffix("Builder") }
            let kind: Input.Kind
            switch attributes {
            case []: kind = .plain
            case ["Binding"]: kind = .binding
            case ["State"]: kind = .state
            default: continue
            }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let isPrivate = variable.modifiers.contains {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      binding.accessorBlock.map(StoredProperties.isObserverOnly) ?? true,
                      !Self.isFunctionType(binding.typeAnnotation?.type), !madeByInitializers.contains(name)
                else { continue }
                if kind == .plain, binding.initializer != nil {
                    if isLet { continue }
                    let settable = initializers.isEmpty ? !isPrivate : assignedInInit.contains(name)
                    if !settable { continue }
                }
                // An optional that no initializer of the type sets is always nil.
                if kind == .plain, binding.initializer == nil, !initializers.isEmpty, !assignedInInit.contains(name) {
                    continue
                }
                result.append(Input(name: name, kind: kind, declaration: variable))
            }
        }
        return result
    }

    /// A stored property holding an object whose properties the view reads: `@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject` and `@Bindable` properties, `@Environment(Model.self)`, and plain properties of a
    /// named type (whether that is a class whose properties SwiftUI observes, the index tells).
    struct ObjectInput {
        let name: String
        let type: String
        /// Declared with one of the wrappers for observed objects.
        let isObserved: Bool
    }

    var objectInputs: [ObjectInput] {
        guard let declaration else { return [] }
        var result: [ObjectInput] = []
        for variable in declaration.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            let attributes = TypeNames.attributeNames(variable.attributes)
            let isObserved = Self.isObservedObjectWrapper(attributes)
            guard attributes.isEmpty || isObserved else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = Self.objectType(of: variable, binding)
                else { continue }
                result.append(ObjectInput(name: name, type: type, isObserved: isObserved))
            }
        }
        return result
    }

    /// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Bindable`, `@Environment`.
    static func isObservedObjectWrapper(_ attributes: [String]) -> Bool {
        !attributes.isEmpty
            && attributes.allSatisfy(["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "Environment"].contains)
    }

    /// The named type of the object a stored property holds: its annotation, or for `@Environment(Model.self)`
    /// the type given (a key path such as `\.colorScheme` is a value, not an object).
    static func objectType(of variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> String? {
        let type = TypeNames.attributeNames(variable.attributes) == ["Environment"]
            ? environmentObjectType(of: variable)
            : binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) }
        guard let type, type.first?.isUppercase == true else { return nil }
        return type
    }

    private static func environmentObjectType(of variable: VariableDeclSyntax) -> String? {
        guard let attribute = TypeNames.attribute(named: "Environment", in: variable.attributes),
              case .argumentList(let arguments) = attribute.arguments,
              let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "self", let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return base.baseName.text
    }

    /// Closures are not inputs: a closure handed over once usually captures references that stay valid, and
    /// whether it is stale depends on what it captured, which flagging every callback would not tell.
    private static func isFunctionType(_ type: TypeSyntax?) -> Bool {
        StoredValueType.isFunction(type)
    }

    /// Bodies of the type's own functions and computed properties, by name: code a lifecycle method
    /// reaches by calling `helper()` or reading `helper`.
    var helperBodies: [String: [Syntax]] {
        var result: [String: [Syntax]] = [:]
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
                result[function.name.text, default: []].append(Syntax(body))
            } else if let variable = member.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let accessors = binding.accessorBlock, !StoredProperties.isObserverOnly(accessors)
                    else { continue }
                    result[name, default: []].append(Syntax(accessors))
                }
            }
        }
        return result
    }

    /// The type's own functions that `function` calls in place — `helper(…)` or `self.helper(…)`, not in a closure
    /// that may run later — and those they call in place, through any depth: code that runs as part of that call.
    func helpersCalledInPlace(from function: FunctionDeclSyntax) -> [FunctionDeclSyntax] {
        let functions = Dictionary(grouping: members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.body != nil },
                                   by: \.name.text)
        var reached: [FunctionDeclSyntax] = []
        var seen: Set<SyntaxIdentifier> = [function.id]
        var pending = [function]
        while let caller = pending.popLast() {
            guard let body = caller.body else { continue }
            let locals = LocalNames.declared(in: caller)
            for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true) {
                guard var path = call.calledExpression.memberPath else { continue }
                if path.count == 2, path[0] == "self" { path.removeFirst() } else if locals.contains(path[0]) { continue }
                guard path.count == 1 else { continue }
                for helper in functions[path[0]] ?? [] where seen.insert(helper.id).inserted {
                    reached.append(helper)
                    pending.append(helper)
                }
            }
        }
        return reached
    }

    /// `names` plus every name read by the helpers they mention, transitively
    /// (`label.attributedText = styledTitle` reads `title` when `styledTitle` is computed from it).
    func expandingHelpers(_ names: Set<String>) -> Set<String> {
        let helpers = helperBodies
        var result = names
        var pending = Array(names)
        var expanded: Set<String> = []
        while let name = pending.popLast() {
            guard let bodies = helpers[name], expanded.insert(name).inserted else { continue }
            for body in bodies {
                let found = NameReferences.collect(in: body).names.subtracting(result)
                result.formUnion(found)
                pending += found
            }
        }
        return result
    }

    /// What make returns: the expressions of its `return` statements, or its single expression.
    var makeReturns: [ExprSyntax] {
        guard let body = make.body else { return [] }
        let returns = ReturnCollector.returns(in: body)
        if returns.isEmpty, body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
            return [only]
        }
        return returns.compactMap(\.expression)
    }

    /// The types make may return: its declared return type, and the types it constructs and returns, directly or
    /// through a local (`let picker = PHPickerViewController(…); return picker` under `-> UIViewController`).
    var madeTypes: Set<String> {
        var types = Set([make.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }].compactMap { $0 })
        for value in makeReturns {
            if let type = TypeNames.constructedTypeName(value) {
                types.insert(type)
            } else if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
                types.formUnion(typesOfMakeLocal(named: name))
            }
        }
        return types
    }

    /// The types a local of make is declared with or made as (`let view = KeyView()`).
    func typesOfMakeLocal(named name: String) -> [String] {
        guard let body = make.body else { return [] }
        return Nodes.all(PatternBindingSyntax.self, in: body).compactMap { binding in
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            return binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) }
                ?? binding.initializer.flatMap { TypeNames.constructedTypeName($0.value) }
        }
    }

    /// Locals of make bound to the coordinator (`let coordinator = context.coordinator`).
    var coordinatorAliasesInMake: Set<String> {
        guard let body = make.body else { return [] }
        let context = Self.contextName(in: make)
        return Set(Nodes.all(PatternBindingSyntax.self, in: body).compactMap { binding in
            binding.initializer?.value.memberPath == [context, "coordinator"]
                ? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
        })
    }

    /// The name of the local that make returns as the represented view (`let map = MKMapView(); …; return map`),
    /// when every `return` in make returns that same local.
    var madeViewName: String? {
        guard let body = make.body else { return nil }
        let returns = ReturnCollector.returns(in: body)
        let names = Set(returns.compactMap { $0.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text })
        guard !returns.isEmpty, names.count == 1, returns.allSatisfy({ $0.expression?.is(DeclReferenceExprSyntax.self) == true })
        else { return nil }
        return names.first
    }

    /// The name update gives the represented view (its first parameter, whatever it is called).
    var updateViewName: String? {
        guard let parameter = update?.signature.parameterClause.parameters.first else { return nil }
        return (parameter.secondName ?? parameter.firstName).text
    }
}

/// `return` statements of a function body, not of closures or functions nested in it.
private final class ReturnCollector: SyntaxVisitor {
    private var found: [ReturnStmtSyntax] = []

    static func returns(in body: CodeBlockSyntax) -> [ReturnStmtSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
