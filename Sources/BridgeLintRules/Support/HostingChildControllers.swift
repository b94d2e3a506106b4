import BridgeLintCore
import SwiftSyntax

/// What one type's code, across all its methods (and its extensions in the file), does with each view
/// controller it refers to by a property or a local: containment calls, its `view` put into or taken out of a
/// hierarchy and laid out, where it is created, and whether it is handed to code out of sight.
///
/// A project helper of the file that takes the controller as a parameter counts as what it does with its
/// parameter (`func embed(_ child:)` calling `addChild(child)` and `child.didMove(toParent:)` does the
/// containment where it is called); a controller passed to any other function is `handedOff`.
struct ChildControllers {
    struct Addition {
        /// The `addSubview`/`insertSubview`/`addArrangedSubview` call.
        let call: FunctionCallExprSyntax
        /// The controller as written before `.view` (`host`, `self.host`, `host?`).
        let child: ExprSyntax
    }

    struct Creation {
        let call: FunctionCallExprSyntax
        let type: String
    }

    /// How the controller's view is laid out, as far as this type shows.
    struct Layout {
        /// Constrained through its anchors, or arranged in a stack view.
        var usesAutoLayout = false
        var pinnedAnchors: Set<String> = []
        var sizedAxes: Set<HostingVocabulary.Axis> = []
        /// Its size is handled another way: frames, manual measuring, a popover's preferred size, or code
        /// out of sight (an unknown helper, a layout library).
        var sizedOtherwise = false

        /// Whether Auto Layout leaves its size along some axis to its content.
        var leavesSizeToContent: Bool {
            usesAutoLayout && !sizedOtherwise && !axesLeftToContent.isEmpty
        }

        /// The axes along which neither a size constraint nor edges pinned on both sides fix the view's size.
        var axesLeftToContent: Set<HostingVocabulary.Axis> {
            var axes: Set<HostingVocabulary.Axis> = []
            if !isDetermined(.horizontal, by: ["leadingAnchor", "leftAnchor"], ["trailingAnchor", "rightAnchor"]) {
                axes.insert(.horizontal)
            }
            if !isDetermined(.vertical, by: ["topAnchor"], ["bottomAnchor"]) { axes.insert(.vertical) }
            return axes
        }

        private func isDetermined(_ axis: HostingVocabulary.Axis, by start: Set<String>, _ end: Set<String>) -> Bool {
            sizedAxes.contains(axis) || (!pinnedAnchors.isDisjoint(with: start) && !pinnedAnchors.isDisjoint(with: end))
        }
    }

    struct Usage {
        var isParameter = false
        /// Type names it is declared or created with.
        var types: [String] = []
        var creations: [Creation] = []
        var addChildCalls = 0
        var didMoveCalls = 0
        var willMoveOutCalls = 0
        var removeFromParentCalls = 0
        /// The `removeFromParent()` calls made on it directly (not through a helper).
        var removeFromParentSites: [FunctionCallExprSyntax] = []
        var additions: [Addition] = []
        var removals: [FunctionCallExprSyntax] = []
        var handedOff = false
        /// The call it comes from, when that call is given this controller (`sdk.makeCard(parent: self)`): code
        /// out of sight that may make it a child there.
        var madeByCallGivenParent: String?
        var setsSizingOptions = false
        var layout = Layout()

        /// Whether the code proves it is a view controller: it takes part in containment.
        var takesPartInContainment: Bool {
            addChildCalls + didMoveCalls + willMoveOutCalls + removeFromParentCalls > 0
        }
    }

    private(set) var usages: [HostingScope.Reference: Usage] = [:]
    /// Names that are the same controller, each group with more than one name (`chart` and `self.chart`
    /// after `self.chart = chart`).
    private(set) var sameControllers: [[HostingScope.Reference]] = []

    /// `reference` and every other name of the same controller.
    func references(sameAs reference: HostingScope.Reference) -> [HostingScope.Reference] {
        sameControllers.first { $0.contains(reference) } ?? [reference]
    }

    /// Scans the members of one type. `functions` are the file's functions by name, for project helpers.
    /// The child controllers of one of the file's type groups, found once for every rule that asks.
    static func of(_ group: TypeGroups.Group, in file: LintFile) -> ChildControllers {
        file.memo.value("ChildControllers." + group.name) {
            ChildControllers(members: group.members, functions: FileFunctions.of(file))
        }
    }

    init(members: [DeclSyntax], functions: FileFunctions) {
        let scanner = Scanner(functions: functions, followsHelpers: true)
        for member in members where member.asDeclGroup == nil {
            scanner.walk(member)
        }
        scanner.resolveHandOffs()
        usages = scanner.usages
        shareContainment(across: scanner.links)
    }

    /// A local stored into a property (`self.chart = chart`) is the same controller under two names: the
    /// containment calls made through either name count for both.
    private mutating func shareContainment(across links: [(HostingScope.Reference, HostingScope.Reference)]) {
        var groups: [[HostingScope.Reference]] = []
        for (first, second) in links {
            let joined = groups.filter { $0.contains(first) || $0.contains(second) }
            groups.removeAll { $0.contains(first) || $0.contains(second) }
            groups.append(Array(Set(joined.flatMap { $0 } + [first, second])))
        }
        sameControllers = groups
        for group in groups {
            let members = group.compactMap { usages[$0] }
            for reference in group where usages[reference] != nil {
                usages[reference]?.addChildCalls = members.map(\.addChildCalls).reduce(0, +)
                usages[reference]?.didMoveCalls = members.map(\.didMoveCalls).reduce(0, +)
                usages[reference]?.willMoveOutCalls = members.map(\.willMoveOutCalls).reduce(0, +)
                usages[reference]?.removeFromParentCalls = members.map(\.removeFromParentCalls).reduce(0, +)
                usages[reference]?.handedOff = members.contains(where: \.handedOff)
            }
        }
    }

    /// What a helper function does with its parameters.
    fileprivate init(helper: FunctionDeclSyntax, body: CodeBlockSyntax, functions: FileFunctions) {
        let scanner = Scanner(functions: functions, followsHelpers: false)
        scanner.parameterNames = Set(helper.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        scanner.walk(body)
        usages = scanner.usages
    }
}

/// The functions declared in a file, by name, looked up when a controller is passed to one of them.
final class FileFunctions {
    private let byName: [String: [FunctionDeclSyntax]]
    /// What each helper does with its locals and parameters, by function: one walk serves every parameter.
    private var summaries: [SyntaxIdentifier: [HostingScope.Reference: ChildControllers.Usage]] = [:]

    /// The file's functions, collected once for every rule that asks.
    static func of(_ file: LintFile) -> FileFunctions {
        file.memo.value("FileFunctions") { FileFunctions(file) }
    }

    /// The names the file declares as locals, each scope's collected on the first lookup that stops there.
    let locals: DeclaredLocalNames

    private init(_ file: LintFile) {
        byName = Dictionary(grouping: FileNodes.of(file).functions, by: \.name.text)
        locals = DeclaredLocalNames(in: file.tree)
    }

    /// Whether the file declares a function of this name (a helper a controller may be passed to).
    func declares(_ name: String) -> Bool {
        byName[name] != nil
    }

    /// The file's functions of this name.
    func functions(named name: String) -> [FunctionDeclSyntax] {
        byName[name] ?? []
    }

    /// What the helper `name` called with `arguments` does with the argument at `index`; `nil` when no
    /// function of the file matches.
    func summary(of name: String, arguments: LabeledExprListSyntax, index: Int) -> ChildControllers.Usage? {
        let labels = arguments.map { $0.label?.text ?? "_" }
        for function in byName[name] ?? [] {
            guard let parameter = Self.parameter(matching: labels, at: index, in: function),
                  let body = function.body
            else { continue }
            let usages = summaries[function.id] ?? ChildControllers(helper: function, body: body, functions: self).usages
            summaries[function.id] = usages
            return usages[.local(parameter.id)] ?? .init()
        }
        return nil
    }

    /// The parameter the argument at `index` binds to, matching labels in order (defaulted parameters may be skipped).
    static func parameter(matching labels: [String], at index: Int, in function: FunctionDeclSyntax) -> FunctionParameterSyntax? {
        let parameters = Array(function.signature.parameterClause.parameters)
        var next = 0
        for (position, label) in labels.enumerated() {
            while next < parameters.count, parameters[next].firstName.text != label {
                guard parameters[next].defaultValue != nil else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            if position == index { return parameters[next] }
            next += 1
        }
        return nil
    }

}

private final class Scanner: SyntaxVisitor {
    let functions: FileFunctions
    let followsHelpers: Bool
    var usages: [HostingScope.Reference: ChildControllers.Usage] = [:]
    /// Pairs of names assigned one to the other (`self.chart = chart`).
    var links: [(HostingScope.Reference, HostingScope.Reference)] = []
    /// Locals initialised from a controller's view (`let hostView = host.view!`), by name.
    private var viewAliasNames: Set<String> = []

    /// Members of a view that neither lay it out nor size it.
    private static let neutralViewMembers: Set<String> = [
        "translatesAutoresizingMaskIntoConstraints", "backgroundColor", "isOpaque", "layer", "clipsToBounds", "tag",
        "isHidden", "alpha", "isUserInteractionEnabled", "tintColor", "setContentHuggingPriority",
        "setContentCompressionResistancePriority", "removeFromSuperview", "superview", "layoutIfNeeded",
        "setNeedsLayout", "insetsLayoutMarginsFromSafeArea", "directionalLayoutMargins", "layoutMargins",
        "overrideUserInterfaceStyle", "accessibilityIdentifier", "accessibilityLabel", "isAccessibilityElement",
        "semanticContentAttribute", "preservesSuperviewLayoutMargins", "window", "subviews", "safeAreaLayoutGuide",
        "layoutMarginsGuide", "keyboardLayoutGuide", "contentMode", "gestureRecognizers", "addGestureRecognizer",
        "isMultipleTouchEnabled", "isExclusiveTouch", "wantsLayer",
    ]
    /// Members of a controller that show its size is handled in a way Auto Layout does not need.
    private static let controllerSizing: Set<String> = [
        "preferredContentSize", "modalPresentationStyle", "popoverPresentationController", "sizeThatFits",
    ]

    /// In a helper's scan, its parameters' names: what it does with them is all its callers ask.
    var parameterNames: Set<String> = []

    init(functions: FileFunctions, followsHelpers: Bool) {
        self.functions = functions
        self.followsHelpers = followsHelpers
        super.init(viewMode: .sourceAccurate)
    }

    /// Names the code does something controller-like with (containment, its view): only these can make a
    /// hand-off matter. Most arguments passed around a large controller are something else.
    private var namesUsed: Set<String> = []
    /// Names passed to functions out of sight, resolved only once the walk knows `namesUsed`.
    private var pendingHandOffs: [ExprSyntax] = []
    /// Array literals of names kept under a name (`all = [header, footer]`), by that name.
    private var namedArrays: [String: [ArrayExprSyntax]] = [:]
    /// Names of collections the code goes through (`for child in all`, `all.forEach { … }`).
    private var iteratedNames: Set<String> = []

    private func update(_ expression: ExprSyntax, _ change: (inout ChildControllers.Usage) -> Void) {
        if let name = Self.lastName(of: expression) { namesUsed.insert(name) }
        guard let (reference, isParameter) = HostingScope.reference(of: expression, locals: functions.locals) else { return }
        change(&usages[reference, default: .init()])
        if isParameter { usages[reference]?.isParameter = true }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isProperty = node.parent?.is(MemberBlockItemSyntax.self) == true
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let reference: HostingScope.Reference = isProperty ? .property(name) : .local(binding.id)
            var types: [String] = []
            if let annotation = binding.typeAnnotation, let type = TypeNames.simpleName(of: annotation.type) {
                types.append(type)
            }
            if let array = Self.arrayLiteral(binding.initializer?.value ?? Self.singleReturnedValue(of: binding)) {
                namedArrays[name, default: []].append(array)
            }
            if let value = binding.initializer?.value {
                if let call = Self.callGivenSelf(value) {
                    usages[reference, default: .init()].madeByCallGivenParent = call.trimmedDescription
                }
                if let creation = Self.creation(value) {
                    usages[reference, default: .init()].creations.append(creation)
                    types.append(creation.type)
                } else if let type = Self.instantiatedType(value) {
                    types.append(type)
                } else if let type = returnedType(of: value) {
                    types.append(type)
                } else if value.viewOwner != nil {
                    viewAliasNames.insert(name)
                }
            }
            if !types.isEmpty { usages[reference, default: .init()].types += types }
        }
        return .visitChildren
    }

    /// `makePopup(content: card)`, a function of the file declared `-> UIHostingController<Card>`: the type it returns.
    private func returnedType(of value: ExprSyntax) -> String? {
        guard let call = value.withoutUnwraps.as(FunctionCallExprSyntax.self), let name = call.calleeName,
              call.receiver == nil || call.receiver?.isSelf == true
        else { return nil }
        let returned = Set(functions.functions(named: name).map { function in
            function.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }
        })
        guard returned.count == 1, let type = returned.first else { return nil }
        return type
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           node.initializer?.value.viewOwner != nil {
            viewAliasNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let type = TypeNames.simpleName(of: node.type) {
            usages[.local(node.id), default: .init()].types.append(type)
            usages[.local(node.id)]?.isParameter = true
        }
        return .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), assignment.value.count == 1, let value = assignment.value.first else {
            return .visitChildren
        }
        if let array = Self.arrayLiteral(value), let name = Self.lastName(of: assignment.target) {
            namedArrays[name, default: []].append(array)
        }
        if let call = Self.callGivenSelf(value) {
            update(assignment.target) { $0.madeByCallGivenParent = call.trimmedDescription }
        }
        if let creation = Self.creation(value) {
            update(assignment.target) {
                $0.creations.append(creation)
                $0.types.append(creation.type)
            }
        } else if let (target, _) = HostingScope.reference(of: assignment.target, locals: functions.locals),
                  let (source, _) = HostingScope.reference(of: value, locals: functions.locals), target != source {
            links.append((target, source))
            // Two names of one controller: a hand-off of either matters.
            for name in [assignment.target, value].compactMap(Self.lastName(of:)) { namesUsed.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calleeName else { return .visitChildren }
        let first = node.arguments.first?.expression
        switch name {
        case _ where BridgeVocabulary.addChildCalls.contains(name):
            if node.arguments.count == 1, let first { update(first) { $0.addChildCalls += 1 } }
        case "didMove":
            if let receiver = node.receiver, let parent = first, !parent.is(NilLiteralExprSyntax.self) {
                update(receiver) { $0.didMoveCalls += 1 }
            }
        case "willMove":
            if let receiver = node.receiver, first?.is(NilLiteralExprSyntax.self) == true {
                update(receiver) { $0.willMoveOutCalls += 1 }
            }
        case _ where BridgeVocabulary.removeFromParentCalls.contains(name):
            if let receiver = node.receiver {
                update(receiver) {
                    $0.removeFromParentCalls += 1
                    $0.removeFromParentSites.append(node)
                }
            }
        case "removeFromSuperview":
            if let receiver = node.receiver, let owner = viewOwner(of: receiver) {
                update(owner) { $0.removals.append(node) }
            }
        case _ where HostingVocabulary.addingSubview.contains(name):
            if let first, let owner = viewOwner(of: first) {
                update(owner) { $0.additions.append(ChildControllers.Addition(call: node, child: owner)) }
            }
        case "forEach", "map", "compactMap":
            // `[header, footer].forEach { addChild($0) }`: what is done to each element is out of sight here.
            if let elements = node.receiver?.withoutUnwraps.as(ArrayExprSyntax.self) {
                markHandedOff(elements)
            } else if let receiver = node.receiver, let name = Self.lastName(of: receiver) {
                iteratedNames.insert(name)
            }
        default:
            recordHandOffs(in: node, calleeName: name)
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.sequence.withoutUnwraps.as(ArrayExprSyntax.self) {
            markHandedOff(elements)
        } else if let name = Self.lastName(of: node.sequence) {
            iteratedNames.insert(name)
        }
        return .visitChildren
    }

    /// `orchestrator.makeCard(viewController: self)`: a call, not a construction, that is given `self`.
    private static func callGivenSelf(_ value: ExprSyntax) -> FunctionCallExprSyntax? {
        var expression = value.withoutUnwraps
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression.withoutUnwraps }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.constructedType == nil,
              call.arguments.contains(where: { $0.expression.isSelf })
        else { return nil }
        return call
    }

    /// `[header, footer]`, the value kept under a name.
    private static func arrayLiteral(_ value: ExprSyntax?) -> ArrayExprSyntax? {
        value?.withoutUnwraps.as(ArrayExprSyntax.self)
    }

    /// The expression a computed property's getter consists of (`var all: [Child] { [header, footer] }`).
    private static func singleReturnedValue(of binding: PatternBindingSyntax) -> ExprSyntax? {
        guard case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1,
              let item = body.first?.item
        else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
    }

    private func markHandedOff(_ elements: ArrayExprSyntax) {
        for element in elements.elements {
            update(element.expression) { $0.handedOff = true }
        }
    }

    /// A controller passed to a function: a helper of the file counts as what it does with its parameter;
    /// anything else might do the containment out of sight.
    private func recordHandOffs(in call: FunctionCallExprSyntax, calleeName: String) {
        for (index, argument) in call.arguments.enumerated() {
            for passed in Self.passedNames(argument.expression) {
                let isOwnHelper = call.receiver.map(\.isSelfLookingThroughUnwraps) ?? true
                // Within a helper every hand-off of its parameter counts: the helper's caller absorbs it.
                if followsHelpers, !(isOwnHelper && functions.declares(calleeName)) {
                    pendingHandOffs.append(passed)
                    continue
                }
                if !followsHelpers, Self.lastName(of: passed).map(parameterNames.contains) != true { continue }
                // A helper's own calls are not followed further: helpers calling helpers would recurse.
                let helper = followsHelpers ? functions.summary(of: calleeName, arguments: call.arguments, index: index) : nil
                // Most names passed to a helper are not controllers: one it does nothing controller-like with is not looked up.
                if let helper, helper.containsNothing { continue }
                guard let (reference, _) = HostingScope.reference(of: passed, locals: functions.locals) else { continue }
                if let helper {
                    usages[reference, default: .init()].absorb(helper)
                } else {
                    usages[reference, default: .init()].handedOff = true
                }
            }
        }
    }

    /// Marks as handed off the names passed out of sight that the code also uses as controllers; called once
    /// the walk is done.
    func resolveHandOffs() {
        // The elements of an array the code loops over (`for child in all { addChild(child) }`): what is done
        // to each is out of sight of the name-by-name count, as for a literal looped over in place.
        for name in iteratedNames {
            for array in namedArrays[name] ?? [] { markHandedOff(array) }
        }
        for passed in pendingHandOffs {
            guard let name = Self.lastName(of: passed), namesUsed.contains(name),
                  let (reference, _) = HostingScope.reference(of: passed, locals: functions.locals)
            else { continue }
            usages[reference, default: .init()].handedOff = true
        }
        pendingHandOffs.removeAll()
    }

    /// `host` for `host`, `self.host`, `host?`; `nil` for anything else.
    private static func lastName(of expression: ExprSyntax) -> String? {
        let expression = expression.withoutUnwraps
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Names passed as they are (`f(host)`, `f([host, other])`), not a member of them (`f(host.view)`).
    private static func passedNames(_ expression: ExprSyntax) -> [ExprSyntax] {
        let expression = expression.withoutUnwraps
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { passedNames($0.expression) }
        }
        if expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base?.isSelfLookingThroughUnwraps == true {
            return [expression]
        }
        return []
    }

    // MARK: - The controller's view

    /// The controller whose view `expression` is: `host` for `host.view`, or for a local `hostView` set from it.
    private func viewOwner(of expression: ExprSyntax) -> ExprSyntax? {
        if let owner = expression.viewOwner { return owner }
        guard let reference = expression.withoutUnwraps.as(DeclReferenceExprSyntax.self),
              viewAliasNames.contains(reference.baseName.text),
              let local = HostingScope.local(named: reference.baseName.text, at: reference, locals: functions.locals),
              case .value(let value) = local.source
        else { return nil }
        return value.viewOwner
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        if member == "view", let base = node.base {
            if HostingScope.reference(of: base, locals: functions.locals) != nil { layoutUse(of: ExprSyntax(node), owner: base) }
        } else if member == "sizingOptions", let base = node.base {
            update(base) { $0.setsSizingOptions = true }
        } else if Self.controllerSizing.contains(member), let base = node.base {
            update(base) { $0.layout.sizedOtherwise = true }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMemberName, viewAliasNames.contains(node.baseName.text), let owner = viewOwner(of: ExprSyntax(node)) {
            layoutUse(of: ExprSyntax(node), owner: owner)
        }
        return .skipChildren
    }

    /// Records what one use of a controller's view says about its layout.
    private func layoutUse(of view: ExprSyntax, owner: ExprSyntax) {
        var outer = Syntax(view)
        while let parent = outer.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            outer = parent
        }
        guard let parent = outer.parent else { return }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
            let name = member.declName.baseName.text
            if HostingVocabulary.edgeAnchors[name] != nil || HostingVocabulary.sizeAnchors[name] != nil {
                anchorUse(member, anchor: name, owner: owner)
            } else if !Self.neutralViewMembers.contains(name) {
                update(owner) { $0.layout.sizedOtherwise = true }
            }
        } else if let argument = parent.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            if HostingVocabulary.addingSubview.contains(name) {
                if name.contains("Arranged") { update(owner) { $0.layout.usesAutoLayout = true } }
            } else if !["bringSubviewToFront", "sendSubviewToBack"].contains(name) {
                update(owner) { $0.layout.sizedOtherwise = true }
            }
        } else if let element = parent.as(ArrayElementSyntax.self),
                  element.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "arrangedSubviews" {
            update(owner) { $0.layout.usesAutoLayout = true }
        } else if parent.is(InitializerClauseSyntax.self) {
            // `let hostView = host.view`: its uses are followed through the alias.
        } else {
            update(owner) { $0.layout.sizedOtherwise = true }
        }
    }

    /// `view.topAnchor.constraint(equalTo: …)` or `other.topAnchor.constraint(equalTo: view.topAnchor)`.
    private func anchorUse(_ anchorNode: MemberAccessExprSyntax, anchor: String, owner: ExprSyntax) {
        let label: String?
        if let constraint = anchorNode.parent?.as(MemberAccessExprSyntax.self), constraint.declName.baseName.text == "constraint",
           let call = constraint.parent?.as(FunctionCallExprSyntax.self) {
            label = call.arguments.first?.label?.text
        } else if let argument = anchorNode.parent?.as(LabeledExprSyntax.self),
                  argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "constraint" {
            label = argument.label?.text
        } else {
            update(owner) { $0.layout.sizedOtherwise = true }
            return
        }
        update(owner) { usage in
            usage.layout.usesAutoLayout = true
            if let axis = HostingVocabulary.sizeAnchors[anchor] {
                usage.layout.sizedAxes.insert(axis)
            } else if label?.hasPrefix("equalTo") == true {
                usage.layout.pinnedAnchors.insert(anchor)
            }
        }
    }

    // MARK: - Types

    /// `UIHostingController(rootView: …)` or another constructor call.
    static func creation(_ value: ExprSyntax) -> ChildControllers.Creation? {
        guard let call = value.as(FunctionCallExprSyntax.self), let type = call.constructedType else { return nil }
        return ChildControllers.Creation(call: call, type: type)
    }

    /// A controller instantiated from a storyboard (`storyboard.instantiateInitialViewController()`).
    private static func instantiatedType(_ value: ExprSyntax) -> String? {
        if let call = value.withoutUnwraps.as(FunctionCallExprSyntax.self),
           call.calleeName?.hasPrefix("instantiate") == true, call.calleeName?.hasSuffix("Controller") == true {
            return "UIViewController"
        }
        return nil
    }
}

extension ChildControllers.Usage {
    /// Takes over what a helper does with its parameter.
    /// Nothing a caller absorbs: no containment, sizing, hand-off, addition or layout.
    fileprivate var containsNothing: Bool {
        !takesPartInContainment && !setsSizingOptions && !handedOff && additions.isEmpty && !layout.usesAutoLayout
            && !layout.sizedOtherwise
    }

    fileprivate mutating func absorb(_ helper: ChildControllers.Usage) {
        addChildCalls += helper.addChildCalls
        didMoveCalls += helper.didMoveCalls
        willMoveOutCalls += helper.willMoveOutCalls
        removeFromParentCalls += helper.removeFromParentCalls
        setsSizingOptions = setsSizingOptions || helper.setsSizingOptions
        handedOff = handedOff || helper.handedOff || !helper.additions.isEmpty || helper.layout.usesAutoLayout
            || helper.layout.sizedOtherwise
    }
}
