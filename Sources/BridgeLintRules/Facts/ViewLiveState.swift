import BridgeLintCore
import SwiftSyntax

/// What keeps a SwiftUI view changing while it is shown: a `@State`-like property its own code changes after the
/// view is made (`showsHelp = true` in a button's action, `$query` handed to a text field), and the objects it
/// observes (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Bindable`, `@Environment(Model.self)`).
/// Read by `hosting-controller-not-retained`: content that changes needs the controller that drives its
/// re-rendering, and the change is the witness its message names.
enum ViewLiveState: DeclarationFactRecorder {
    @CompactCoded
    struct Value: CompactCodable, Sendable, Equatable {
        /// The changes of the view's own state, the first of each property, in the order the code makes them:
        /// `@State 'showsHelp'` and the line of the write.
        var stateChanges: [WitnessLine] = []
        /// Each observed object: its property and type (`context|PillContext`), with the property's line.
        var observed: [WitnessLine] = []
        /// The keys of `stateChanges` whose property's value the view's own code reads (`Text(query)`, `if
        /// showsHelp`): only a change of one of these runs its body again. A property it only hands on as a
        /// binding (`$query`) changes the control that holds the binding, not the view.
        var readStateChanges: [String] = []
        /// The keys of `stateChanges` whose every change happens only while the view is shown and uncovered (on a
        /// user's action in it, as it appears, or in its methods only such code calls): none of them can happen while
        /// content it pushes or presents covers it.
        var uncoveredOnlyChanges: [String] = []
        /// For the other keys of `stateChanges`: the first change that can happen while covered, when it is not the
        /// first change (a button's write comes first, a notification handler's later). The witness for content
        /// shown over the view.
        var coveredChanges: [WitnessLine] = []

        init() {}

        /// The line of the first change of `key` that can happen while content covers the view.
        func lineWhileCovered(of change: WitnessLine) -> Int {
            coveredChanges.first { $0.key == change.key }?.line ?? change.line
        }

        /// The first change of the view's own state.
        var stateChange: WitnessLine? { stateChanges.first }
    }

    static let name = "view-live-state"

    private static let ownStateWrappers: Set<String> = ["State", "FocusState", "SceneStorage", "AppStorage"]

    static func mayRecord(in file: LintFile) -> Bool {
        file.contains("@State") || file.contains("Object") || file.contains("@Bindable") || file.contains("@Environment(")
            || file.contains("Storage")
    }

    static func value(of kind: TypeFact.Kind, members: MemberBlockSyntax, in file: LintFile) -> Value? {
        guard kind == .struct else { return nil }
        let declarations = members.flattenedDeclarations
        var ownState: [String: (wrapper: String, holdsValue: Bool)] = [:]
        var value = Value()
        for variable in declarations.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            guard let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let attributes = TypeNames.attributeNames(variable.attributes)
            if let wrapper = attributes.first(where: ownStateWrappers.contains) {
                ownState[name] = (wrapper, StoredValueType.holdsValue(variable))
            } else if let type = observedType(of: variable, attributes: attributes) {
                value.observed.append(WitnessLine(key: "\(name)|\(type)", line: file.location(of: variable.positionAfterSkippingLeadingTrivia).line))
            }
        }
        if !ownState.isEmpty {
            let (changes, read, liveWhileCovered) = changes(of: ownState, in: liveMembers(of: declarations), file: file)
            value.stateChanges = changes.map(\.change)
            value.readStateChanges = changes.filter { read.contains($0.property) }.map(\.change.key)
            value.uncoveredOnlyChanges = changes.filter { liveWhileCovered[$0.property] == nil }.map(\.change.key)
            value.coveredChanges = changes.compactMap { change in
                guard let position = liveWhileCovered[change.property] else { return nil }
                let line = file.location(of: position).line
                return line == change.change.line ? nil : WitnessLine(key: change.change.key, line: line)
            }
        }
        return value.stateChange == nil && value.observed.isEmpty ? nil : value
    }

    /// The type an observing wrapper holds (`Representable.objectType`: the annotation, or `Model.self` in
    /// `@Environment(Model.self)`), or the object made without an annotation (`@StateObject var model = Model()`).
    private static func observedType(of variable: VariableDeclSyntax, attributes: [String]) -> String? {
        guard Representable.isObservedObjectWrapper(attributes), let binding = variable.bindings.first else { return nil }
        return Representable.objectType(of: variable, binding)
            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.constructedType
    }

    /// The members whose code runs while the view is shown: not initializers (which set first values), nor
    /// view-building helpers the body never uses.
    private static func liveMembers(of declarations: [DeclSyntax]) -> [DeclSyntax] {
        let unused = ViewBuilderMembers.unreached(in: declarations)
        return declarations.filter { declaration in
            !declaration.is(InitializerDeclSyntax.self)
                && (unused.isEmpty || !ViewBuilderMembers.part(of: declaration).contains { unused.contains($0.name) })
        }
    }

    /// The writes, in `declarations`, to the view's own state properties, and the bindings to them handed out
    /// (`TextField("", text: $query)`: a control writes it): the first of each property, member by member, each
    /// member's in the order they are written. And the properties whose value the code reads: `query` or
    /// `self.query` other than as the target of a write (`query = ""`, `items.append(x)`); and those some change of
    /// which can happen while content the view pushes or presents covers it (any binding handed out counts).
    private static func changes(of state: [String: (wrapper: String, holdsValue: Bool)], in declarations: [DeclSyntax], file: LintFile)
        -> (changes: [(change: WitnessLine, property: String)], read: Set<String>, liveWhileCovered: [String: AbsolutePosition]) {
        var found: [(change: WitnessLine, property: String)] = []
        var seen: Set<String> = []
        var read: Set<String> = []
        // For each property some change of which can happen while covered, the first such change.
        var liveWhileCovered: [String: AbsolutePosition] = [:]
        var verdicts: [SyntaxIdentifier: Bool] = [:]
        for declaration in declarations {
            var changes: [(position: AbsolutePosition, property: String)] = []
            var targets: [Range<AbsolutePosition>] = []
            for write in Write.all(in: declaration) {
                targets.append(write.target.range)
                guard let property = write.wrappedPropertyChanged(locals: [], holdsValue: { state[$0]?.holdsValue ?? false }),
                      state[property] != nil
                else { continue }
                changes.append((write.node.positionAfterSkippingLeadingTrivia, property))
                if liveWhileCovered[property] == nil,
                   !CoveredContent.runsOnlyWhileUncovered(write.node, in: declarations, verdicts: &verdicts) {
                    liveWhileCovered[property] = write.node.positionAfterSkippingLeadingTrivia
                }
            }
            for token in declaration.tokens(viewMode: .sourceAccurate) {
                let text = token.text
                if text.hasPrefix("$"), state[String(text.dropFirst())] != nil {
                    changes.append((token.positionAfterSkippingLeadingTrivia, String(text.dropFirst())))
                    if liveWhileCovered[String(text.dropFirst())] == nil {
                        liveWhileCovered[String(text.dropFirst())] = token.positionAfterSkippingLeadingTrivia
                    }
                } else if state[text] != nil, !read.contains(text), isValueRead(token, outside: targets) {
                    read.insert(text)
                }
            }
            for change in changes.sorted(by: { $0.position < $1.position }) where seen.insert(change.property).inserted {
                guard let wrapper = state[change.property]?.wrapper else { continue }
                found.append((WitnessLine(key: "@\(wrapper) '\(change.property)'", line: file.location(of: change.position).line),
                              change.property))
            }
        }
        return (found, read, liveWhileCovered)
    }

    /// `query` or `self.query` (not `other.query`), other than as the target of one of the writes.
    private static func isValueRead(_ token: TokenSyntax, outside targets: [Range<AbsolutePosition>]) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName == reference,
           member.base?.isSelf != true {
            return false
        }
        let position = token.positionAfterSkippingLeadingTrivia
        return !targets.contains { $0.contains(position) }
    }
}

extension ProjectIndex {
    /// Evidence that content showing `rootViews` changes while shown, said for a message: `'Toolbar' in it changes
    /// @State 'showsHelp' (at Toolbar.swift:21)`, or `'PillView' in it observes 'context' (PillContext), whose
    /// 'viewState' is written at PillContext.swift:40`. An observed object counts only when its own code writes it.
    func liveState(in rootViews: [String]) -> String? {
        let observable = record(of: ObservableMembers.self)
        return firstViewShownInPlace(from: rootViews) { declaration in
            guard let state = recorded(ViewLiveState.self, for: declaration) else { return nil }
            if let change = state.stateChange {
                return "'\(declaration.name)' in it changes \(change.key) (at \(declaration.file):\(change.line))"
            }
            for object in state.observed {
                let parts = object.key.split(separator: "|", maxSplits: 1).map(String.init)
                // An ambiguous type name (`ViewModel`, nested in several types) could name another type's writes.
                guard parts.count == 2, declarations(named: parts[1]).filter({ $0.kind != .extension }).count == 1,
                      let (property, place) = observable.anyWrite(in: parts[1])
                else { continue }
                return "'\(declaration.name)' in it observes '\(parts[0])' (\(parts[1])), whose '\(property)' is written at \(place)"
            }
            return nil
        }
    }
}

extension ObservableMembers.ProjectRecord {
    /// The first change of `type` that can happen while content shown over its holder covers it: a write by code
    /// other than the type's own (its subscriptions, other objects, views), or by a method of the type that some
    /// code calls other than `coveredViews` (the holder and the views it shows in place) on their controls or as
    /// they appear. A method no view in sight calls is assumed to run at any time.
    func writeWhileCovered(in type: String, coveredViews: Set<String>) -> (property: String, place: String)? {
        let prefix = type + "."
        for key in properties.sorted() where key.hasPrefix(prefix) {
            for write in writes[key] ?? [] {
                let methods = write.outerType == type ? writingMethods[key] ?? [""] : [""]
                if methods.contains(where: { mayRunWhileCovered(method: $0, of: type, coveredViews: coveredViews) }) {
                    return (String(key.dropFirst(prefix.count)), write.place)
                }
            }
        }
        return nil
    }

    private func mayRunWhileCovered(method: String, of type: String, coveredViews: Set<String>) -> Bool {
        guard !method.isEmpty, let callers = methodCallers["\(type).\(method)"], !callers.isEmpty else { return true }
        return callers.contains { !($0.uncoveredOnly && coveredViews.contains($0.view)) }
    }

    /// The first observable property of `type` that the type's own code writes, and where. A write through some
    /// other object (`file.progress = p`) may be to another type's property of the same name: not evidence.
    /// - Parameter countingPrivateMethods: whether writes the type's own private methods make count; they
    ///   happen only when its other code runs them (an observer or task its initializer starts, a method others call).
    func anyWrite(in type: String, countingPrivateMethods: Bool = true) -> (property: String, place: String)? {
        let prefix = type + "."
        for key in properties.sorted() where key.hasPrefix(prefix) {
            let write = writes[key]?.first { countingPrivateMethods || !privatePlaces.contains($0.place) }
            if let write { return (String(key.dropFirst(prefix.count)), write.place) }
        }
        return nil
    }
}
