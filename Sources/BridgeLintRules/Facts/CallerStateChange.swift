import BridgeLintCore
import SwiftSyntax

/// Evidence that a value a view passes to another changes while that other view is shown: it reads a
/// `@Binding` of the calling view (bindings exist so that their owner's changes reach the view), an
/// `@AppStorage`/`@SceneStorage` setting, a `@State`-like property the calling view's file changes
/// (`mapType = .hybrid`, a control given `$mapType`), or a property of an object the view observes.
/// Setting a value up when the view appears (`.onAppear { player = AVPlayer(url: url) }`, or a method only
/// `.onAppear`/`.task` calls) and clearing it (`player = nil`) are not such changes: a view shown under
/// `if let player` is made once the value exists and goes away when it is cleared.
enum CallerStateChange {
    private static let storageWrappers: Set<String> = ["State", "FocusState", "GestureState"]
    private static let setupModifiers: Set<String> = ["onAppear", "task"]

    /// The argument, the values of the locals it reads (`LocalBinding.sources`) and the bodies of the calling
    /// view's computed properties it reads (`options: mapOptions`, built from the view's model), one level deep.
    static func valuesRead(by expression: ExprSyntax, at site: Syntax, scan: ForwardingScan) -> [Syntax] {
        let values = LocalBinding.sources(of: [Syntax(expression)], at: site)
        guard let view = site.ancestor(StructDeclSyntax.self) else { return values }
        let members = scan.members(of: view)
        let computed = values.flatMap { value in
            Nodes.all(DeclReferenceExprSyntax.self, in: value).flatMap { reference -> [Syntax] in
                let name = reference.baseName.text
                // `allFilled` or `self.allFilled`, not another value's member of that name.
                let member = reference.parent?.as(MemberAccessExprSyntax.self)
                guard member?.declName.id != reference.id || member?.base?.isSelf == true,
                      members.storedVariable(named: name) == nil
                else { return [] }
                return members.computedBodies(named: name)
            }
        }
        return values + computed
    }

    /// The property of the calling view whose change reaches the value, said the way the evidence reads:
    /// "@State 'mapType', which the calling view changes", "@Binding 'text', which its owner changes",
    /// "@AppStorage 'zoomLimit', which changes with that setting".
    /// `values`: the argument and the values of the locals it reads (`LocalBinding.sources`).
    static func changedProperty(readBy values: [Syntax], at site: Syntax, scan: ForwardingScan) -> String? {
        guard let view = site.ancestor(StructDeclSyntax.self) else { return nil }
        let members = scan.members(of: view)
        for value in values {
            for reference in Nodes.all(DeclReferenceExprSyntax.self, in: value) {
                let name = reference.baseName.text
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                   member.base?.isSelf != true {
                    continue
                }
                guard let variable = members.storedVariable(named: name),
                      HostingScope.local(named: name, at: reference) == nil
                else { continue }
                let wrappers = TypeNames.attributeNames(variable.attributes)
                if wrappers.contains("Binding") { return "@Binding '\(name)', which its owner changes" }
                // Kept in UserDefaults or scene storage: any screen that sets the key changes it.
                if let stored = wrappers.first(where: ["AppStorage", "SceneStorage"].contains) {
                    return "@\(stored) '\(name)', which changes with that setting"
                }
                // Dark Mode, text size, size class, window focus: the system changes these while a screen is shown.
                if wrappers.contains("Environment"), let key = SystemEnvironmentKeys.changingKey(read: variable) {
                    return "@Environment(\\.\(key)) '\(name)', which the system changes"
                }
                if let wrapper = wrappers.first(where: storageWrappers.contains), scan.callerStateChange(name, in: view, {
                    changes(name, in: view, holdsReference: holdsReference(variable, in: view),
                            startsAsNil: startsAsNil(variable), scan: scan)
                }) {
                    // Shown in a sheet: the controls that change it are covered until the sheet is gone.
                    if let content = ModalContent.around(site),
                       !changesWhilePresented(name, in: view, content: content, holdsReference: holdsReference(variable, in: view), scan: scan) {
                        continue
                    }
                    return "@\(wrapper) '\(name)', which the calling view changes"
                }
            }
        }
        return nil
    }

    /// `Model.mapStyle` for a value read from a property of an object the calling view observes
    /// (`settings.mapStyle.mapType` with `@Environment(SettingsModel.self) var settings`): the index can look for
    /// a write to that property.
    static func observedMember(readBy values: [Syntax], at site: Syntax, scan: ForwardingScan) -> String? {
        guard let view = site.ancestor(StructDeclSyntax.self) else { return nil }
        let members = scan.members(of: view)
        for value in values {
            for access in Nodes.all(MemberAccessExprSyntax.self, in: value) {
                var root = access.base?.withoutUnwraps
                if let member = root?.as(MemberAccessExprSyntax.self), member.base?.isSelf == true {
                    root = ExprSyntax(member.declName)
                }
                guard let reference = root?.as(DeclReferenceExprSyntax.self),
                      let variable = members.storedVariable(named: reference.baseName.text),
                      HostingScope.local(named: reference.baseName.text, at: reference) == nil,
                      Representable.isObservedObjectWrapper(TypeNames.attributeNames(variable.attributes)),
                      let binding = variable.bindings.first,
                      let type = Representable.objectType(of: variable, binding)
                else { continue }
                return "\(type).\(access.declName.baseName.text)"
            }
        }
        return nil
    }

    /// Whether the property can change while modal `content` is up: the content changes it (a write, a binding
    /// handed to a control in it), or the covered view changes it without the user (a write in a task, a timer or
    /// notification handler, a method). A user's action in the covered view, or a binding handed to its
    /// controls and subviews, waits until the content is dismissed; so does the presenter's `onDismiss`.
    private static func changesWhilePresented(
        _ name: String, in view: StructDeclSyntax, content: ClosureExprSyntax, holdsReference: Bool, scan: ForwardingScan
    ) -> Bool {
        scan.references(to: name, in: Syntax(view.root)).contains { reference in
            let text = reference.baseName.text
            guard text == name || text == "$\(name)" || text == "_\(name)", isInside(view, reference) else { return false }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
               member.base?.isSelf != true {
                return false
            }
            let inContent = content.range.contains(reference.position)
            if text == "$\(name)" { return inContent }
            if text != name { return true }
            guard write(at: reference, wholeOnly: holdsReference) == .changing else { return false }
            return inContent || !ModalContent.waitsForDismissal(reference)
        }
    }

    /// Whether the view's file changes the property other than by setting it up on appearance or clearing it.
    /// For a property holding an object, only a new object changes it: calls and writes to its members leave the
    /// same reference.
    /// An optional that starts as `nil` (`@State private var result: Analysis?`): loaded once, it is what views
    /// test to be shown at all (`if let`, a `switch`), so its first value makes the view rather than changing it.
    private static func startsAsNil(_ variable: VariableDeclSyntax) -> Bool {
        guard let binding = variable.bindings.first else { return false }
        if let value = binding.initializer?.value { return value.is(NilLiteralExprSyntax.self) }
        guard let type = binding.typeAnnotation?.type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    private static func changes(
        _ name: String, in view: StructDeclSyntax, holdsReference: Bool, startsAsNil: Bool, scan: ForwardingScan
    ) -> Bool {
        let references = scan.references(to: name, in: Syntax(view.root))
        guard !references.isEmpty else { return false }
        let setupMethods = methodsCalledOnlyOnAppearance(in: view)
        return references.contains { reference in
            let text = reference.baseName.text
            guard text == name || text == "$\(name)" || text == "_\(name)", isInside(view, reference) else { return false }
            // `other.player = …` is another object's property.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
               member.base?.isSelf != true {
                return false
            }
            if text != name { return true }
            guard let write = write(at: reference, wholeOnly: holdsReference) else { return false }
            return write == .changing
                && (!isSetup(reference, setupMethods: setupMethods) || (!startsAsNil && landsAfterShown(reference)))
        }
    }

    /// A write made while setting up that lands once the view is already on screen: after an `await`
    /// (`.task { items = await load() }`), in a `Task` or a queue hop, or in a completion handler
    /// (`api.fetch { items = $0 }`). Its new value reaches a view already made with the first one.
    private static func landsAfterShown(_ reference: DeclReferenceExprSyntax) -> Bool {
        var current = reference.parent
        var scope: Syntax?
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                let name = Deferral.callPassing(closure).map { $0.calleeName ?? "" }
                // The setup closure itself, and calls that run their closure before they return, land in place.
                if let name, !setupModifiers.contains(name), !ThreadingModel.inPlaceFunctions.contains(name) { return true }
                if scope == nil { scope = Syntax(closure) }
                if let name, setupModifiers.contains(name) { break }
            }
            if node.is(FunctionDeclSyntax.self) {
                if scope == nil { scope = node }
                break
            }
            current = node.parent
        }
        guard let scope else { return false }
        let statementEnd = reference.ancestor(CodeBlockItemSyntax.self)?.endPosition ?? reference.endPosition
        return Nodes.all(AwaitExprSyntax.self, in: scope).contains { $0.position < statementEnd }
    }

    /// In the view's declaration or an extension of it.
    private static func isInside(_ view: StructDeclSyntax, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if let type = scope.as(StructDeclSyntax.self) { return type.id == view.id }
            if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
                return TypeNames.simpleName(of: extensionDecl.extendedType) == view.name.text
            }
            if scope.is(ClassDeclSyntax.self) || scope.is(EnumDeclSyntax.self) || scope.is(ActorDeclSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }

    /// Framework class families whose instances a property holds by reference.
    private static let classPrefixes = ["AV", "UI", "NS", "WK", "MK", "PDF", "SCN", "SK", "AR", "CA", "CL", "PH", "QL", "LP", "VN"]

    /// Whether the property holds an object: a framework class (`AVPlayer?`) or a class the file declares.
    private static func holdsReference(_ variable: VariableDeclSyntax, in view: StructDeclSyntax) -> Bool {
        guard let binding = variable.bindings.first else { return false }
        let declared = binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) }
            ?? binding.initializer.flatMap { TypeNames.constructedTypeName($0.value) }
        guard let type = declared else { return false }
        if classPrefixes.contains(where: { type.hasPrefix($0) && type.dropFirst($0.count).first?.isUppercase == true }) {
            return true
        }
        return Nodes.all(ClassDeclSyntax.self, in: view.root).contains { $0.name.text == type }
    }

    private enum Change { case clearing, changing }

    /// How the code around a reference changes the property: assigning it (`name = v`, `self.name = v`,
    /// `name.title = v`, `name += 1`), calling a mutating method on it (`name.append(x)`) or passing it `inout`;
    /// `.clearing` for `name = nil`; nil when it only reads it.
    /// `wholeOnly`: only an assignment of the whole value counts (the property holds an object).
    private static func write(at reference: DeclReferenceExprSyntax, wholeOnly: Bool) -> Change? {
        var node = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            node = Syntax(member)
        }
        let whole = node
        // Through members, subscripts and unwraps of it (`name.title`, `name?[0]`).
        while let parent = node.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            if let call = parent.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == parent.id {
                // `items.append(x)`, `isOn.toggle()`; not `result?.get()`, which only reads it.
                let mutates = call.calleeName.map(Write.mutatingMethods.contains) ?? false
                return wholeOnly || !mutates ? nil : .changing
            }
            node = parent
        }
        if wholeOnly, node.id != whole.id { return nil }
        if node.parent?.is(InOutExprSyntax.self) == true { return .changing }
        guard let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Write(sequence),
              Syntax(assignment.target).id == node.id
        else { return nil }
        let elements = Array(sequence.elements)
        let clears = node.id == whole.id && elements.count == 3 && elements[2].is(NilLiteralExprSyntax.self)
        return clears ? .clearing : .changing
    }

    /// Inside a closure given to `.onAppear`/`.task`, or in one of `setupMethods`.
    private static func isSetup(_ node: some SyntaxProtocol, setupMethods: Set<String>) -> Bool {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = call.calleeName, setupModifiers.contains(name) {
                return true
            }
            if let function = scope.as(FunctionDeclSyntax.self) { return setupMethods.contains(function.name.text) }
            current = scope.parent
        }
        return false
    }

    /// The view's methods that are called, and only called, from `.onAppear`/`.task` closures of the view.
    private static func methodsCalledOnlyOnAppearance(in view: StructDeclSyntax) -> Set<String> {
        let methods = Set(view.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        guard !methods.isEmpty else { return [] }
        var calledElsewhere: Set<String> = []
        var calledOnAppearance: Set<String> = []
        for call in Nodes.all(FunctionCallExprSyntax.self, in: view.memberBlock) {
            guard let name = call.calleeName, methods.contains(name), call.receiver == nil || call.receiver?.isSelf == true
            else { continue }
            if isSetup(call, setupMethods: []) { calledOnAppearance.insert(name) } else { calledElsewhere.insert(name) }
        }
        // Method references handed over (`.onAppear(perform: setUp)`) count as calls on appearance only there.
        return calledOnAppearance.subtracting(calledElsewhere)
    }
}
