import BridgeLintCore

/// The question of the thread rules about a touch whose harm the index decides.
///
/// - `type`: the touched object is main-actor state only if this project type is main-actor bound (a UIKit view
///   or controller, or a @MainActor class; see `MainActorTypes.isMainActor(_:in:)`), or, for a write to a
///   property of the type's shared instance (`Library.shared.apps`), if the index shows `observableProperty` is
///   observable (`@Published`, a stored property of an `@Observable` class): views read it.
/// - `callback`: the touch is in a closure handed to a project function (`install(completion:`); it runs off the
///   main thread only if the index shows that function calls it there (see `BackgroundCallbacks`).
@CompactCoded
struct MainActorQuestion: IndexQuestion {
    var type: String?
    var message: String
    var observableProperty: String?
    var callback: String?
    /// How messages name the function the closure is given to: `'Installer.install'`.
    var callbackFunction: String?
    /// A `@Published` property changed off the main thread: SwiftUI's problem only if some view may observe it, so
    /// latent in a project that never imports SwiftUI.
    var needsSwiftUI = false
    /// For a Combine sink or assign: the project functions its values come from (`fetchUsers`); reported only if
    /// the index shows one of them returns a publisher that delivers off the main thread (`PublisherSources`).
    var publisherSources: [String] = []
    /// For a Combine pipeline from a `…Publisher` property of an object of this type: latent when the project
    /// declares no type of that name (it comes from another module).
    var externalPublisherOwner: String?
    /// The write is to a view's own `@State`, which SwiftUI accepts from any thread: latent at most.
    var isViewState = false
    /// For a `@Published` property of the code's own class: that class. One the index shows is no
    /// `ObservableObject` tells no view when the property changes.
    var publishedOwner: String?
    /// The type the call's receiver is declared with, when the code says (`let search = MKLocalSearch(…)`): a
    /// type the project does not declare has its own methods, whatever the project's functions of that name do.
    var callbackReceiverType: String?
    /// For a `@Published` property of the code's own class: its name. Nothing learns of the change unless a view
    /// holds the object or code subscribes to the property's publisher (see `ObservedObjects`).
    var publishedProperty: String?
    /// For a write to a view's `@Binding` (`parent.image`, `self.image`): the argument that gives it,
    /// `Picker(image:`. When every call site in the project binds it to a view's own `@State`, the write lands in
    /// state SwiftUI accepts from any thread: latent at most.
    var boundArgument: String?
    /// For code in an async method (or a Task) of a class isolated to no actor: that class. A superclass the
    /// index shows is `@MainActor` isolates it to the main actor after all: no finding.
    var isolatingClass: String?
    /// Where the code runs depends on settings out of sight: the verdict is latent at most.
    var atMostLatent = false
    /// For `recipe.setImage(data)` on a wrapped value: the method, a write only if the project declares it `mutating`
    /// (on the value's declared type, when known).
    var mutatingMethod: String?
    var mutatingMethodOwner: String?

    static func verdict(_ question: Self, index: ProjectIndex) -> IndexVerdict? {
        if let method = question.mutatingMethod, !index.declaresMutatingMethod(method, on: question.mutatingMethodOwner) {
            return nil
        }
        if let isolating = question.isolatingClass, MainActorTypes.isMainActor(isolating, in: index) { return nil }
        guard let verdict = threadVerdict(question, index: index) else { return nil }
        if question.atMostLatent { return .latent(verdict.message) }
        guard verdict.confidence == .witnessed else { return verdict }
        if question.isViewState { return .latent(verdict.message + MainStateTouch.viewStateNote) }
        if let argument = question.boundArgument, index.stateOnlyBindingArguments.contains(argument) {
            // The write lands in a view's own state: say so instead of promising a crash.
            let message = verdict.message.replacingOccurrences(
                of: MainStateTouch.offMainConsequence(viewState: false), with: MainStateTouch.offMainConsequence(viewState: true))
            return .latent(message + MainStateTouch.boundStateNote)
        }
        return verdict
    }

    private static func threadVerdict(_ question: Self, index: ProjectIndex) -> IndexVerdict? {
        if let type = question.type, !MainActorTypes.isMainActor(type, in: index) {
            guard let property = question.observableProperty,
                  index.record(of: ObservableMembers.self).properties.contains(property)
            else { return nil }
        }
        if let owner = question.externalPublisherOwner {
            guard index.declarations(named: owner).isEmpty, index.extensions(of: owner).isEmpty else { return nil }
            return .latent("""
                \(question.message) on values from a publisher of '\(owner)', a type from another module: where it sends \
                is out of sight, and if it sends off the main thread the UI changes from a background thread; add \
                .receive(on: DispatchQueue.main) before it
                """)
        }
        if !question.publisherSources.isEmpty {
            let background = index.publisherSources.background
            guard let source = question.publisherSources.first(where: { background[$0] != nil }), let place = background[source] else {
                return nil
            }
            return withoutSwiftUI(IndexVerdict("""
                \(question.message) while the pipeline still delivers off the main thread: '\(source)' returns a publisher \
                built from a URLSession data task (\(place)), which delivers on a background queue, so the UI changes \
                from a background thread; add .receive(on: DispatchQueue.main) before the sink
                """), question, index)
        }
        guard let key = question.callback else { return withoutSwiftUI(IndexVerdict(question.message), question, index) }
        let function = question.callbackFunction ?? key
        let callbacks = index.backgroundCallbacks
        if let receiver = question.callbackReceiverType, !(callbacks.owners[key]?.contains(receiver) ?? false) {
            // `search.start { … }` on a framework object runs the framework's `start`, not a project function of
            // that name (unless the project extends that very type with it). `ConversationAPI.create { … }` runs
            // that project type's own `create`, not another type's that calls back off the main thread, unless
            // one inherits the other's.
            if index.declarations(named: receiver).isEmpty { return nil }
            if let owners = callbacks.owners[key], !owners.isEmpty,
               index.conforms(receiver, to: owners) == .no,
               !owners.contains(where: { index.conforms($0, to: [receiver]) != .no }) {
                return nil
            }
        }
        if let place = callbacks.background[key] {
            return withoutSwiftUI(IndexVerdict("""
                \(question.message) in the closure given to \(function), which calls it off the main thread (at \(place)), \
                \(MainStateTouch.offMainConsequence(viewState: question.isViewState)); hop to the main thread first with \
                DispatchQueue.main.async or Task { @MainActor in … }
                """), question, index)
        }
        guard callbacks.nonisolated.contains(key) else { return nil }
        return .latent("""
            \(question.message) in the closure given to \(function), which calls it from a Task or async method of a \
            class isolated to no actor: off the main thread unless the target makes such code main-actor isolated; \
            mark that class or method @MainActor, or write through MainActor.run { … }
            """)
    }

    /// The index says `type` is no ObservableObject, or every parent it does not know is a system class or a
    /// delegate protocol (`NSObject, AVAudioPlayerDelegate`), none of which brings `objectWillChange`.
    private static func isSurelyNotObservableObject(_ type: String, index: ProjectIndex, depth: Int = 0) -> Bool {
        switch index.isObservableObject(type) {
        case .yes: return false
        case .no: return true
        case .unknown: break
        }
        let declarations = index.declarations(named: type)
        guard depth < 8, declarations.count == 1 else { return false }
        let parents = declarations[0].inheritedTypes + index.extensions(of: type).flatMap(\.inheritedTypes)
        return parents.allSatisfy { parent in
            guard index.declarations(named: parent).isEmpty else {
                return isSurelyNotObservableObject(parent, index: index, depth: depth + 1)
            }
            return PlatformObjects.isFrameworkObject(parent, suffixes: [""]) || parent.hasSuffix("Delegate")
                || parent.hasSuffix("DataSource")
        }
    }

    /// A message whose consequence ("so the UI changes from a background thread") cannot happen yet, said with
    /// the reason instead.
    private static func unobserved(_ message: String, because reason: String) -> String {
        let consequences = [
            "so the UI changes from a background thread (runtime warnings, lost updates, crashes)",
            "so the UI changes from a background thread",
        ]
        guard let consequence = consequences.first(where: message.contains) else { return "\(message); \(reason)" }
        return message.replacingOccurrences(of: consequence, with: "but \(reason)")
    }

    /// No file imports SwiftUI: no view observes the object, and the Combine subscribers that do pick their thread.
    private static func withoutSwiftUI(_ verdict: IndexVerdict, _ question: Self, _ index: ProjectIndex) -> IndexVerdict {
        guard question.needsSwiftUI, verdict.confidence == .witnessed else { return verdict }
        // A class that is no ObservableObject has no objectWillChange: views never learn of the change.
        if let owner = question.publishedOwner, isSurelyNotObservableObject(owner, index: index) {
            return .latent(unobserved(verdict.message, because: """
                '\(owner)' is not an ObservableObject, so no view observes it through objectWillChange today and its \
                Combine subscribers pick their thread; one that updates the UI without receive(on:) would do so from a \
                background thread
                """))
        }
        // With the app's entry point in sight the whole app is: an object no view holds and no code subscribes to
        // tells no one of the change.
        if let owner = question.publishedOwner, let property = question.publishedProperty, index.declaresEntryPoint,
           index.importsSwiftUI, !index.observedObjects.mayObserve(owner, property: property, index: index) {
            return .latent(unobserved(verdict.message, because: """
                nothing in this project observes a '\(owner)' today (no view holds one with @ObservedObject, \
                @StateObject or @EnvironmentObject, and nothing subscribes to its $\(property) or objectWillChange without \
                receiving on the main thread), so \
                no UI changes yet; a view that observes it would get updates from a background thread
                """))
        }
        guard !index.importsSwiftUI else { return verdict }
        return .latent("""
            \(verdict.message); no file of this project imports SwiftUI, so no view observes it today and subscribers \
            that hop with receive(on:) are safe, but a SwiftUI view that observes it would get updates from a \
            background thread
            """)
    }
}
