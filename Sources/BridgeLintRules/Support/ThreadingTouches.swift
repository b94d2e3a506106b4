import BridgeLintCore
import SwiftSyntax

extension RuleReport {
    /// Reports a touch now, or once the index shows that the project type it depends on is main-actor bound
    /// (the rule's `Question` is `MainActorQuestion`).
    mutating func add(_ touch: MainStateTouch, _ message: String, confidence: Confidence = .witnessed,
                      isolatingClass: String? = nil) {
        if let method = touch.mutatingMethod {
            // Whether the call writes at all is the index's to say; the rest is decided as for a plain write.
            whenIndexed(at: touch.node, asking: MainActorQuestion(
                message: message, needsSwiftUI: touch.isPublished, isViewState: touch.isViewState,
                publishedOwner: touch.publishedOwner, publishedProperty: touch.publishedProperty,
                boundArgument: touch.boundArgument, isolatingClass: isolatingClass, atMostLatent: confidence == .latent,
                mutatingMethod: method, mutatingMethodOwner: touch.mutatingMethodOwner))
            return
        }
        if let isolatingClass, !touch.isViewState {
            // Off the main thread unless a superclass the index knows is @MainActor.
            whenIndexed(at: touch.node, asking: MainActorQuestion(
                type: touch.requiresMainActorType, message: message, observableProperty: touch.sharedProperty,
                needsSwiftUI: touch.isPublished, publishedOwner: touch.publishedOwner, publishedProperty: touch.publishedProperty,
                isolatingClass: isolatingClass, atMostLatent: confidence == .latent))
            return
        }
        if touch.isViewState {
            // SwiftUI documents @State as safe to change from any thread: the contract broken is Swift 6's
            // isolation, not a run-time warning or a torn update.
            add(at: touch.node, message + MainStateTouch.viewStateNote, confidence: .latent)
            return
        }
        if let argument = touch.boundArgument, touch.requiresMainActorType == nil, confidence == .witnessed {
            whenIndexed(at: touch.node, asking: MainActorQuestion(message: message, boundArgument: argument))
            return
        }
        if touch.isPublished, touch.requiresMainActorType == nil, confidence == .witnessed {
            whenIndexed(at: touch.node, asking: MainActorQuestion(message: message, needsSwiftUI: true,
                                                                  publishedOwner: touch.publishedOwner, publishedProperty: touch.publishedProperty))
            return
        }
        guard let type = touch.requiresMainActorType else {
            add(at: touch.node, message, confidence: confidence)
            return
        }
        // A latent finding about a type the index must first confirm: too far from anything in sight to report.
        guard confidence == .witnessed else { return }
        whenIndexed(at: touch.node, asking: MainActorQuestion(type: type, message: message, observableProperty: touch.sharedProperty))
    }

    /// A touch in a Combine sink whose values come from the project's functions `sources` (`client.fetch(…).sink`):
    /// reported if the index shows one of them delivers off the main thread.
    mutating func add(_ touch: MainStateTouch, inPipelineFrom sources: [String], ending: String) {
        whenIndexed(at: touch.node, asking: MainActorQuestion(
            type: touch.requiresMainActorType, message: "\(touch.summary) by \(ending)", observableProperty: touch.sharedProperty,
            needsSwiftUI: touch.isPublished, publisherSources: sources, isViewState: touch.isViewState,
            publishedOwner: touch.publishedOwner, publishedProperty: touch.publishedProperty))
    }

    /// A touch in a Combine pipeline from a `…Publisher` property of an object of type `owner`: latent when the
    /// index shows the type comes from another module (where its publisher sends is out of sight).
    mutating func add(_ touch: MainStateTouch, inPipelineOf owner: String, ending: String) {
        whenIndexed(at: touch.node, asking: MainActorQuestion(
            type: touch.requiresMainActorType, message: "\(touch.summary) by \(ending)", observableProperty: touch.sharedProperty,
            externalPublisherOwner: owner, isViewState: touch.isViewState))
    }

    /// A touch in a closure handed to the project's function `function` under the key `callback`
    /// (`install(completion:`): reported if the index shows the function calls it off the main thread.
    mutating func add(_ touch: MainStateTouch, inClosureFor callback: String, function: String, receiverType: String?) {
        whenIndexed(at: touch.node, asking: MainActorQuestion(
            type: touch.requiresMainActorType, message: touch.summary, observableProperty: touch.sharedProperty,
            callback: callback, callbackFunction: function, needsSwiftUI: touch.isPublished, isViewState: touch.isViewState,
            publishedOwner: touch.publishedOwner, callbackReceiverType: receiverType,
            publishedProperty: touch.publishedProperty, boundArgument: touch.boundArgument, mutatingMethod: touch.mutatingMethod,
            mutatingMethodOwner: touch.mutatingMethodOwner))
    }
}

/// What the thread rules need to know about one type of the file (its declaration and same-file extensions).
struct TypeMemberFacts {
    /// Stored properties with a SwiftUI or Combine wrapper, and the wrapper: `isLoading` → `Published`.
    var wrappers: [String: String] = [:]
    /// Properties declared as `Binding<…>` without a wrapper (a coordinator's `var text: Binding<String>`).
    var bindings: Set<String> = []
    /// Wrapped properties declared as a class of this file (`@Published var info: AccountInfo`): setting a member
    /// of the object changes the object, not the property, so nothing is published.
    var classValued: Set<String> = []
    var properties: Set<String> = []
    var methods: Set<String> = []
    /// The first inherited name of a class: its superclass, when it has one.
    var superclass: String?
    var isMainActor = false

    static let stateWrappers: Set<String> = ["State", "Binding", "Published"]

    /// Facts for every type of the file, by simple name.
    static func all(in file: LintFile) -> [String: TypeMemberFacts] {
        file.memo.value("TypeMemberFacts") { collect(in: file) }
    }

    private static func collect(in file: LintFile) -> [String: TypeMemberFacts] {
        var result: [String: TypeMemberFacts] = [:]
        let groups = TypeGroups.all(in: file)
        let classes = Set(groups.filter { $0.declaration?.is(ClassDeclSyntax.self) == true }.map(\.name))
        for group in groups {
            var facts = TypeMemberFacts()
            if let declaration = group.declaration?.as(ClassDeclSyntax.self) {
                facts.superclass = TypeNames.inheritedNames(declaration.inheritanceClause).first
            }
            facts.isMainActor = group.declaration.map { TypeNames.attribute(named: "MainActor", in: $0.attributes) != nil } ?? false
            for member in group.members {
                if let function = member.as(FunctionDeclSyntax.self) {
                    facts.methods.insert(function.name.text)
                } else if let variable = member.as(VariableDeclSyntax.self) {
                    let wrapper = TypeNames.attributeNames(variable.attributes).first(where: stateWrappers.contains)
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        facts.properties.insert(name)
                        if let wrapper { facts.wrappers[name] = wrapper }
                        let declared = binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) }
                            ?? binding.initializer.flatMap { TypeNames.constructedTypeName($0.value) }
                        if wrapper != nil, let declared, classes.contains(declared) { facts.classValued.insert(name) }
                        if wrapper == nil, let type = binding.typeAnnotation?.type, TypeNames.simpleName(of: type) == "Binding" {
                            facts.bindings.insert(name)
                        }
                    }
                }
            }
            result[group.name] = facts
        }
        return result
    }

    /// The simple name of the type, extension or actor a node is written in.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let scope = current {
            if let declaration = scope.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = scope.as(ExtensionDeclSyntax.self) { return TypeNames.simpleName(of: declaration.extendedType) }
            current = scope.parent
        }
        return nil
    }
}

/// A change to state that belongs to the main thread: a SwiftUI `@State`/`@Binding` or an ObservableObject's
/// `@Published` property, a binding's `wrappedValue`, a coordinator's `parent.x`, a property of a UIKit view,
/// or a UIKit update call such as `tableView.reloadData()`.
struct MainStateTouch {
    /// Where a finding goes: the assignment or the call.
    let node: Syntax
    /// What is touched, for messages: `'isLoading' (@Published)`, `'label.text'`.
    let subject: String
    /// Set when the touched object is main-actor state only if this project type turns out to be a UIKit view,
    /// a controller or a `@MainActor` class (see `MainActorTypes.isMainActor(_:in:)`).
    let requiresMainActorType: String?
    /// `Type.property` when the touch writes a property of the type's shared instance (`Library.shared.apps = []`):
    /// main-actor state also when the index shows it is an observable property (`@Published`).
    var sharedProperty: String?
    /// The name of a `@Published` property of the code's own class: SwiftUI warns about a change off the main
    /// thread only when a view observes the object, which needs SwiftUI somewhere in the project.
    var publishedProperty: String?
    /// A view's own `@State` (or its `$state.wrappedValue`): SwiftUI accepts changes to it from any thread.
    var isViewState = false
    /// A view's `@Binding`, written directly or through a coordinator's `parent`: the argument that gives it
    /// (`Picker(image:`), whose call sites decide where the write lands.
    var boundArgument: String?
    /// `setImage` for `recipe.setImage(data)` on a wrapped value: a write only if the index shows the project
    /// declares a `mutating func` of that name, on `mutatingMethodOwner` (the value's declared type) when known.
    var mutatingMethod: String?
    var mutatingMethodOwner: String?

    var isPublished: Bool { publishedProperty != nil }

    /// For a `@Published` property of the code's own class: the class the code is written in.
    var publishedOwner: String? {
        isPublished ? TypeMemberFacts.enclosingTypeName(of: node) : nil
    }

    /// What a change off the main thread leads to: for a view's own `@State`, only a change of thread.
    static func offMainConsequence(viewState: Bool) -> String {
        viewState
            ? "so the view's state changes off the main thread"
            : "so the UI changes from a background thread (runtime warnings, lost updates, crashes)"
    }

    /// Why a change to a view's `@State` off the main thread is only latent.
    static let viewStateNote = """
         (latent: SwiftUI accepts @State changes from any thread, so nothing breaks at run time today; under Swift 6 \
        the view is main-actor isolated and this write no longer compiles)
        """
    /// Why a write through a binding every caller makes from its own `@State` is only latent.
    static let boundStateNote = """
         (latent: every call site in this project binds it to a view's own @State, which SwiftUI accepts changes to \
        from any thread, so nothing breaks at run time today; a caller binding it to an observable object's property \
        would get updates from a background thread)
        """
    /// For Combine's `assign(to:on:)` and `assign(to: &$x)`: the publisher whose values are written, which
    /// decides the thread (the call itself only subscribes).
    var assignedFrom: ExprSyntax?

    /// The touch in words: "'items' (@Published) is changed", "'tableView.reloadData()' is called".
    var summary: String {
        if let mutatingMethod { return "\(subject) is changed by its mutating method '\(mutatingMethod)'" }
        return subject.hasSuffix("()'") ? "\(subject) is called" : "\(subject) is changed"
    }

    /// Every touch in a file. `isCandidate` is asked first about each assignment and call, so a rule that only
    /// cares about code in some places (off the main thread) skips classifying everything else.
    /// With `projectMethods`, a call of any other method on a wrapped value (`recipe.setImage(data)`) is a touch
    /// too, with `mutatingMethod` set for the index to confirm.
    static func all(
        in file: LintFile, types: [String: TypeMemberFacts], projectMethods: Bool = false,
        where isCandidate: @escaping (Syntax) -> Bool = { _ in true }
    ) -> [MainStateTouch] {
        let finder = Finder(types: types, selfAliases: AccessPath.selfAliases(in: file), isCandidate: isCandidate)
        finder.projectMethods = projectMethods
        for node in FileNodes.of(file).sequencesAndCalls {
            if let sequence = node.as(SequenceExprSyntax.self) {
                finder.inspect(sequence)
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                finder.inspect(call)
            }
        }
        return finder.touches
    }

    /// UIKit calls that change what is on screen.
    static let uiKitUpdateMethods: Set<String> = [
        "reloadData", "reloadRows", "reloadSections", "reloadItems", "insertRows", "deleteRows", "insertItems",
        "deleteItems", "insertSections", "deleteSections", "performBatchUpdates", "beginUpdates", "endUpdates",
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "addSubview", "removeFromSuperview", "insertSubview",
        "bringSubviewToFront", "sizeToFit", "setTitle", "setImage", "startAnimating", "stopAnimating", "setContentOffset",
        "scrollToRow", "scrollToItem", "becomeFirstResponder", "resignFirstResponder", "setNeedsUpdateConstraints",
        "invalidateIntrinsicContentSize", "setProgress", "setOn", "setValue", "selectRow", "deselectRow",
    ]

    /// The update methods UIKit declares with no parameters: called with arguments, the name is another method's.
    static let argumentlessUIKitMethods: Set<String> = [
        "reloadData", "beginUpdates", "endUpdates", "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay",
        "removeFromSuperview", "sizeToFit", "startAnimating", "stopAnimating", "becomeFirstResponder",
        "resignFirstResponder", "setNeedsUpdateConstraints", "invalidateIntrinsicContentSize",
    ]

    /// Properties a UIKit view or controller inherits that show on screen, written through implicit `self`.
    static let inheritedUIKitProperties: Set<String> = [
        "view", "title", "navigationItem", "tableView", "collectionView", "backgroundColor", "isHidden", "alpha",
        "tintColor", "layer", "text", "attributedText", "image", "isEnabled", "isSelected", "textColor", "frame",
    ]

    /// What makes an object main-actor state.
    private enum Owner {
        /// A UIKit or AppKit view or controller, by its SDK name.
        case uiKit
        /// A project type: main-actor state only if the index shows it is a view, a controller or a @MainActor class.
        case projectType(String)
        /// A property of a project type's shared instance (`Library.shared.apps`): main-actor state also if the
        /// index shows the property is observable.
        case sharedInstance(type: String, property: String)

        var requirement: String? {
            switch self {
            case .uiKit: nil
            case .projectType(let name), .sharedInstance(let name, _): name
            }
        }

        var sharedProperty: String? {
            if case .sharedInstance(let type, let property) = self { "\(type).\(property)" } else { nil }
        }
    }

    private final class Finder {
        let types: [String: TypeMemberFacts]
        let selfAliases: Set<String>
        let isCandidate: (Syntax) -> Bool
        var projectMethods = false
        var touches: [MainStateTouch] = []

        init(types: [String: TypeMemberFacts], selfAliases: Set<String>, isCandidate: @escaping (Syntax) -> Bool) {
            self.types = types
            self.selfAliases = selfAliases
            self.isCandidate = isCandidate
        }

        func inspect(_ node: SequenceExprSyntax) {
            if let target = node.assignedTarget, let path = AccessPath(target, selfAliases: selfAliases), isCandidate(Syntax(node)) {
                let at = Syntax(node)
                append(stateWrite(path, at: at) ?? uiKitWrite(path, at: at))
            }
        }

        func inspect(_ node: FunctionCallExprSyntax) {
            let callee = node.calledExpression
            let method = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let method else { return }
            if method == "assign", let member = callee.as(MemberAccessExprSyntax.self), let upstream = member.base {
                // Where `assign` is called does not matter: the publisher decides the thread.
                var touch = assignment(node, reportedAt: Syntax(member.declName))
                touch?.assignedFrom = upstream
                append(touch)
            } else if Write.mutatingMethods.contains(method) || MainStateTouch.uiKitUpdateMethods.contains(method),
                      isCandidate(Syntax(node)) {
                // The name first: asking where code runs walks outwards, and most calls are neither.
                if Write.mutatingMethods.contains(method), let base = callee.as(MemberAccessExprSyntax.self)?.base,
                   let path = AccessPath(base, selfAliases: selfAliases), let touch = stateWrite(path, at: Syntax(node)) {
                    append(touch)
                } else if let touch = projectMethodCall(node, method: method) {
                    // `recipe.setImage(data)` on a wrapped value is the value's method, not a button's `setImage`.
                    append(touch)
                } else if MainStateTouch.uiKitUpdateMethods.contains(method),
                          !(MainStateTouch.argumentlessUIKitMethods.contains(method) && !node.arguments.isEmpty) {
                    // `reloadData(alerts:)` is the project's own method, not the table's `reloadData()`.
                    append(uiKitCall(callee, at: Syntax(node)))
                }
            } else {
                append(projectMethodCall(node, method: method))
            }
        }

        /// `recipe.setImage(data)` on a wrapped value: a write if the method is `mutating` (the index knows).
        private func projectMethodCall(_ node: FunctionCallExprSyntax, method: String) -> MainStateTouch? {
            guard projectMethods, !Write.mutatingMethods.contains(method),
                  let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                  let path = AccessPath(base, selfAliases: selfAliases), path.rest.isEmpty, !path.isProjected,
                  let property = path.property, facts(at: Syntax(node))?.wrappers[property] != nil,
                  isCandidate(Syntax(node)), var touch = stateWrite(path, at: Syntax(node))
            else { return nil }
            touch.mutatingMethod = method
            touch.mutatingMethodOwner = DeclaredType.of(ExprSyntax(path.firstReference))
            return touch
        }

        /// `.assign(to: &$items)`, `.assign(to: \.items, on: self)`, `.assign(to: \.text, on: label)`.
        private func assignment(_ call: FunctionCallExprSyntax, reportedAt node: Syntax) -> MainStateTouch? {
            guard let target = call.arguments.first(where: { $0.label?.text == "to" })?.expression else { return nil }
            if let property = target.assignedPublishedProperty {
                return MainStateTouch(node: node, subject: "'\(property)' (@Published)", requiresMainActorType: nil,
                                      publishedProperty: property)
            }
            guard let keyPath = target.as(KeyPathExprSyntax.self), keyPath.root == nil,
                  let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text,
                  // `on:`, or the weak-reference helpers many projects add (`assign(to:onWeaklyHeld:)`, `onWeak:`, `onUnowned:`).
                  let object = call.arguments.first(where: { ["on", "onWeaklyHeld", "onWeak", "onUnowned"].contains($0.label?.text ?? "") })?.expression
            else { return nil }
            if object.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                if let wrapper = facts(at: node)?.wrappers[property] {
                    return MainStateTouch(node: node, subject: "'\(property)' (@\(wrapper))", requiresMainActorType: nil,
                                          publishedProperty: wrapper == "Published" ? property : nil, isViewState: wrapper == "State")
                }
                guard MainStateTouch.inheritedUIKitProperties.contains(property), let owner = enclosingClassOwner(at: node) else {
                    return nil
                }
                return MainStateTouch(node: node, subject: "'\(property)'", requiresMainActorType: owner.requirement)
            }
            guard let path = AccessPath(object, selfAliases: selfAliases), !isLocal(path, at: node),
                  let owner = owner(of: path, at: node)
            else { return nil }
            let subject = "'\(([path.property ?? ""] + path.rest + [property]).joined(separator: "."))'"
            return MainStateTouch(node: node, subject: subject, requiresMainActorType: owner.requirement)
        }

        private func append(_ touch: MainStateTouch?) {
            if let touch { touches.append(touch) }
        }

        /// `isLoading = …`, `self?.items.append(…)`, `$text.wrappedValue = …`, `text.wrappedValue = …`, `parent.image = …`.
        private func stateWrite(_ path: AccessPath, at node: Syntax) -> MainStateTouch? {
            guard let property = path.property, let facts = facts(at: node), !isLocal(path, at: node) else {
                return nil
            }
            let rest = Array(path.rest)
            if path.isProjected {
                guard rest == ["wrappedValue"], ["State", "Binding"].contains(facts.wrappers[property]) else { return nil }
                return MainStateTouch(node: node, subject: "'$\(property).wrappedValue'", requiresMainActorType: nil,
                                      isViewState: facts.wrappers[property] == "State")
            }
            if let wrapper = facts.wrappers[property] {
                // `info.imageURL = url` with `@Published var info: AccountInfo` a class: the property keeps its object.
                if !rest.isEmpty, facts.classValued.contains(property) { return nil }
                var touch = MainStateTouch(node: node, subject: "'\(property)' (@\(wrapper))", requiresMainActorType: nil,
                                           publishedProperty: wrapper == "Published" ? property : nil, isViewState: wrapper == "State")
                if wrapper == "Binding", rest.isEmpty, let view = TypeMemberFacts.enclosingTypeName(of: node) {
                    touch.boundArgument = "\(view)(\(property):"
                }
                return touch
            }
            if rest.first == "wrappedValue",
               facts.bindings.contains(property) || DeclaredType.of(ExprSyntax(path.firstReference)) == "Binding" {
                return MainStateTouch(node: node, subject: "'\(property).wrappedValue'", requiresMainActorType: nil)
            }
            if property == "parent", facts.properties.contains("parent"), !rest.isEmpty {
                var touch = MainStateTouch(node: node, subject: "'parent.\(rest.joined(separator: "."))'", requiresMainActorType: nil)
                if rest.count == 1, let view = DeclaredType.of(ExprSyntax(path.firstReference)) {
                    touch.boundArgument = "\(view)(\(rest[0]):"
                }
                return touch
            }
            return nil
        }

        /// `label.text = …` on a UIKit view, `view.backgroundColor = …` or `title = …` in a view controller.
        private func uiKitWrite(_ path: AccessPath, at node: Syntax) -> MainStateTouch? {
            guard let property = path.property, !isLocal(path, at: node) else { return nil }
            let owner = path.rest.isEmpty ? inheritedUIKitOwner(property, at: node) : owner(of: path, at: node)
            // `coreVC.articles = …`, `controller.wallet.balance = …`: a project controller's own data, or a model it
            // holds, is no view property; only what UIKit shows (`header.titleLabel.text`) changes the screen.
            if case .projectType? = owner, let written = path.rest.last,
               !MainStateTouch.inheritedUIKitProperties.contains(written) {
                return nil
            }
            return owner.map {
                MainStateTouch(node: node, subject: "'\(([property] + path.rest).joined(separator: "."))'",
                               requiresMainActorType: $0.requirement, sharedProperty: $0.sharedProperty)
            }
        }

        /// `tableView.reloadData()`, `self.setNeedsLayout()`, or `setNeedsLayout()` in a view.
        private func uiKitCall(_ callee: ExprSyntax, at node: Syntax) -> MainStateTouch? {
            let base = callee.as(MemberAccessExprSyntax.self)?.base
            let owner: Owner?
            if base == nil || base.map({ AccessPath.isSelf($0, aliases: selfAliases) }) == true {
                owner = enclosingClassOwner(at: node)
            } else if let base, let path = AccessPath(base, selfAliases: selfAliases), !isLocal(path, at: node) {
                owner = self.owner(of: path, at: node)
            } else {
                owner = nil
            }
            return owner.map {
                MainStateTouch(node: node, subject: "'\(callee.trimmedDescription)()'", requiresMainActorType: $0.requirement)
            }
        }

        /// What makes the object a path leads to main-actor state, when it may be: the declared type of its
        /// first property, or the enclosing class for a property inherited from UIKit (`view`, `tableView`).
        private func owner(of path: AccessPath, at node: Syntax) -> Owner? {
            guard let property = path.property else { return nil }
            // `Library.shared.apps`: a type's one instance, whose property may be @Published.
            if case .name(let type) = path.root, type.first?.isUppercase == true, path.rest.count == 2,
               let instance = path.rest.first, Self.sharedInstanceNames.contains(instance), let last = path.rest.last {
                return .sharedInstance(type: type, property: last)
            }
            if let declared = DeclaredType.of(ExprSyntax(path.firstReference)) {
                if MainActorTypes.isUIKitName(declared) { return .uiKit }
                return declared.first?.isUppercase == true ? .projectType(declared) : nil
            }
            return inheritedUIKitOwner(property, at: node)
        }

        private static let sharedInstanceNames: Set<String> = ["shared", "default", "current", "instance", "sharedInstance", "main"]

        private func inheritedUIKitOwner(_ property: String, at node: Syntax) -> Owner? {
            guard MainStateTouch.inheritedUIKitProperties.contains(property), let facts = facts(at: node),
                  !facts.properties.contains(property)
            else { return nil }
            return enclosingClassOwner(at: node)
        }

        /// The enclosing class as a possible view or controller, through its superclass.
        private func enclosingClassOwner(at node: Syntax) -> Owner? {
            guard let superclass = facts(at: node)?.superclass else { return nil }
            return MainActorTypes.isUIKitName(superclass) ? .uiKit : .projectType(superclass)
        }

        private func facts(at node: Syntax) -> TypeMemberFacts? {
            TypeMemberFacts.enclosingTypeName(of: node).flatMap { types[$0] }
        }

        /// A bare name declared by the code around the use (a local, a parameter), not a property.
        private func isLocal(_ path: AccessPath, at node: Syntax) -> Bool {
            guard case .name(let name) = path.root else { return false }
            var current = node.parent
            while let scope = current {
                if let function = scope.as(FunctionDeclSyntax.self) {
                    return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
                        || function.body.map { LocalNames.declared(in: $0).contains(name) } ?? false
                }
                if let initializer = scope.as(InitializerDeclSyntax.self) {
                    return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
                        || initializer.body.map { LocalNames.declared(in: $0).contains(name) } ?? false
                }
                if scope.is(MemberBlockSyntax.self) { return false }
                if let closure = scope.as(ClosureExprSyntax.self), LocalNames.declared(in: closure).contains(name) { return true }
                current = scope.parent
            }
            return false
        }
    }
}
