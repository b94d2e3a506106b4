/// The small, cacheable facts one file contributes to the project index.
/// Only names and flags: never syntax, so memory stays bounded on large apps.
public struct FileFacts: Sendable, Codable, Hashable {
    public var types: [TypeFact] = []
    public var typealiases: [TypealiasFact] = []
    /// Names of custom `EnvironmentValues` entries the file declares (`extension EnvironmentValues { var x … }`).
    public var environmentKeys: [String] = []
    /// Environment keys the file sets (`.environment(\.theme, …)`). Read by `hosting-missing-environment`: a
    /// custom key that no code sets only ever has its default value, so a hosted view loses nothing without it.
    public var writtenEnvironmentKeys: [String] = []
    /// Types of objects a view's body makes and supplies to its content (`.environmentObject(Store(…))`). Read by
    /// `hosting-missing-environment`: a hosted view may sit inside that view and get the object from it.
    public var environmentObjectsSuppliedInViews: [String] = []
    /// Types the file constructs where they are made again on each render of the code around them: not as a
    /// hosting controller's first root view, not in previews, not in the scenes of an App whose body depends on
    /// nothing (see `RenderedConstruction`). Read by `observed-object-owned` and `view-allocates-platform-object`:
    /// a view never re-made by a parent keeps the objects it creates.
    public var rerenderedTypes: [String] = []
    /// `Type(label:` for each labelled argument the file gives a value that is not a constant, apart from those
    /// in `forwardedArguments`. Read by `observed-object-owned` and `representable-stale-config`.
    public var variableArguments: [String] = []
    /// Labelled arguments whose value only forwards a plain stored property of the calling view
    /// (`Inner(scale: scale)`), which changes only when the view's own call sites pass it a changing one, or
    /// is built from constants.
    public var forwardedArguments: [ForwardedArgument] = []
    /// Names of members read off another object (`cell.host`, not `self.host`) and handed on: passed to a call,
    /// bound to a name, assigned, returned, or moved into or out of a parent (see `HandedOnMemberFinder`). Read by
    /// `hosting-outside-controller-hierarchy`: a view's hosting controller read this way may be made a child there.
    public var membersHandedOn: [String] = []
    /// Labelled arguments whose value is the calling view's own object (`Editor(model: model)` with an
    /// `@StateObject var model`): the same reference on every render. Read by `representable-state-input` and
    /// `coordinator-stale-closure` (through `ProjectIndex.varyingValueArguments`).
    public var objectArguments: [String] = []
    /// Labelled closure literals (`Picker(onSelect: { … })`) with what they capture. Read by
    /// `coordinator-stale-closure` (through `ProjectIndex.varyingValueArguments`).
    public var closureArguments: [ClosureArgument] = []

    public init() {}
}

/// A type declaration or an extension.
public struct TypeFact: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    }

    public var kind: Kind
    /// The simple name; for an extension, the extended type's simple name.
    public var name: String
    public var file: String
    public var line: Int
    /// Simple names of custom attributes, such as `Observable` or `MainActor`.
    public var attributes: [String] = []
    /// Simple names from the inheritance clause: superclass, protocols, refined protocols.
    public var inheritedTypes: [String] = []
    /// What a SwiftUI view needs from its environment.
    public var environmentRequirements: [EnvironmentRequirement] = []
    /// Capitalised callees in `body`, the views (and other types) it builds.
    public var bodyReferences: [String] = []
    /// The `bodyReferences` shown in place, leaving out content `body` only presents (`.sheet`, `.popover`,
    /// `.fullScreenCover`, alerts, `.navigationDestination`) and values it hands to actions
    /// (`router.push(Detail())`): what is on screen together with the view.
    public var inlineBodyReferences: [String] = []
    /// The `bodyReferences` in content `body` presents (a sheet's, a popover's), not handed to actions.
    public var presentedBodyReferences: [String] = []
    /// Names of methods `body` calls on the views it builds (`Text(…).font(…)` → `font`), presented content
    /// included: the modifiers it applies.
    public var bodyModifiers: [String] = []
    /// For a direct subclass of UIHostingController/NSHostingController: the root view type its superclass
    /// names (`UIHostingController<SettingsView>` → `SettingsView`); `nil` for a generic parameter.
    public var hostedViewType: String?
    /// For a class: whether its own code changes the SwiftUI content it hosts, so that a `rootView:` given
    /// to it is not shown as is: it assigns `rootView`, hands `super.init(rootView:)` something other than
    /// a parameter, or applies `.environment`, `.environmentObject` or `.modifier`.
    public var customizesRootView = false
    /// Names of the view controllers its methods pass to `addChild(_:)`, or call `didMove(toParent:)`,
    /// `willMove(toParent:)` or `removeFromParent()` on (`*` for one that is not a plain name): containment it
    /// may do for a child that code in another file adds.
    public var containmentSubjects: [String] = []
    /// For a representable: the declared return type of its make method.
    public var makeReturnType: String?
    public var implementsSizeThatFits = false
    public var overridesIntrinsicContentSize = false
    /// Whether this declaration's code calls `withObservationTracking`. Read by
    /// `uikit-observation-tracking-disabled`: a class that arms tracking by hand, in any file, needs no Info.plist key.
    public var armsObservationTracking = false
    /// For a class: stored properties whose changes never tell SwiftUI (no `@Published`, no property observers),
    /// none when the class sends `objectWillChange` itself. Read by `state-holds-observable-object`: a view that
    /// reads only these loses nothing when the object is held in `@State`.
    public var unobservedProperties: [String] = []

    public init(kind: Kind, name: String, file: String, line: Int) {
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
    }
}

/// `typealias Name = Target`, with the target's simple name.
/// `Inner(scale: scale)` in a view `Outer` whose `scale` is a plain stored property: `Inner(scale:` (the
/// argument) changes only when some call site gives one of `sources` (`Outer(scale:`, or the label of an
/// initializer parameter stored in `scale`) a changing value. No sources: the value never changes (a constant
/// `let` property, or a value built from constants such as `NSLocalizedString("Title", comment: "")`).
public struct ForwardedArgument: Sendable, Codable, Hashable {
    public var argument: String
    public var sources: [String]
}

/// A closure literal given as `Type(label:`, and whether a copy of it made on an earlier render still does
/// what a new one would.
public struct ClosureArgument: Sendable, Codable, Hashable {
    public enum Captures: Sendable, Codable, Hashable {
        /// Only storage every copy shares (`@State`, bindings, environment, objects), globals and plain
        /// properties of the calling view; it changes when a call site of that view passes one of `sources`
        /// (`Outer(title:`) a changing value. No sources: it never changes.
        case properties(sources: [String])
        /// A value copied when the closure is made that differs between renders: a local, a loop element, a
        /// parameter.
        case changingValues
        /// Something out of sight (the calling type's members are declared elsewhere, the view itself).
        case unknown
    }

    /// The label under which a single trailing closure is recorded (`Picker(items: x) { … }` gives
    /// `Picker({}:`): no Swift label looks like it.
    public static let trailingLabel = "{}"

    public var argument: String
    public var captures: Captures

    public var isTrailing: Bool { argument.hasSuffix("(\(Self.trailingLabel):") }

    public init(argument: String, captures: Captures) {
        self.argument = argument
        self.captures = captures
    }
}

public struct TypealiasFact: Sendable, Codable, Hashable {
    public var name: String
    public var target: String
}

/// Something a SwiftUI view reads from its environment.
public enum EnvironmentRequirement: Sendable, Codable, Hashable {
    /// `@EnvironmentObject var x: T`: missing one crashes.
    case environmentObject(type: String)
    /// `@Environment(T.self) var x`: missing one crashes.
    case observableObject(type: String)
    /// `@Environment(\.key) var x`: a missing custom key silently reads its default.
    case key(name: String)
}
