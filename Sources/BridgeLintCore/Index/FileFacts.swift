/// The small, cacheable facts one file contributes to the project index.
/// Only names and flags: never syntax, so memory stays bounded on large apps.
public struct FileFacts: Sendable, Hashable {
    public var types: [TypeFact] = []
    public var typealiases: [TypealiasFact] = []
    /// Names of custom `EnvironmentValues` entries the file declares (`extension EnvironmentValues { var x … }`).
    /// Read by `hosting-missing-environment`.
    public var environmentKeys: [String] = []
    /// Those of `environmentKeys` whose value is optional (`var onReload: (() -> Void)?`): nil is their default.
    public var optionalEnvironmentKeys: [String] = []
    /// Which type names the file uses, and which of its types only the project's code could make.
    public var typeUse = TypeUse()
    /// What the rules' own recorders recorded about the file (see `FactRecorder`), one entry per recorder
    /// with something to say.
    public var recorded: [RecordedFacts] = []

    public init() {}
}

/// A type declaration or an extension.
public struct TypeFact: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    }

    public var kind: Kind
    /// The simple name; for an extension, the extended type's simple name.
    public var name: String
    public var file: String
    public var line: Int
    /// Simple names of custom attributes, such as `Observable` or `MainActor`. Read by every conformance question.
    public var attributes: [String] = []
    /// Simple names from the inheritance clause: superclass, protocols, refined protocols. Read by every
    /// conformance question (`ProjectIndex.conforms`).
    public var inheritedTypes: [String] = []
    /// What a SwiftUI view needs from its environment. Read by `hosting-missing-environment` and `advise`.
    public var environmentRequirements: [EnvironmentRequirement] = []
    /// Capitalised callees in `body`, the views (and other types) it builds. Here and below, `body` includes
    /// the type's `some View` properties and functions, the parts it is built from. Read by `advise`.
    public var bodyReferences: [String] = []
    /// The `bodyReferences` shown in place, leaving out content `body` only presents (`.sheet`, `.popover`,
    /// `.fullScreenCover`, alerts, `.navigationDestination`) and values it hands to actions
    /// (`router.push(Detail())`): what is on screen together with the view. Read by `hosting-missing-environment`,
    /// `hosting-nested-navigation` and `representable-unstable-identity`.
    public var inlineBodyReferences: [String] = []
    /// The `bodyReferences` in content `body` presents (a sheet's, a popover's), not handed to actions. Read by
    /// `hosting-missing-environment` and `hosting-nested-navigation`.
    public var presentedBodyReferences: [String] = []
    /// `Content<Container` for each view `body` builds inside the arguments of another construction
    /// (`SheetButton(destination: Detail())` → `Detail<SheetButton`), for every construction around it, and
    /// `property<Container` for a value of the view handed on whole (`SheetButton(destination: destination)`):
    /// content handed to a project view is shown where, and with the environment, that view gives it. Read by
    /// `hosting-missing-environment`.
    public var handedBodyReferences: [String] = []
    /// Names of methods `body` calls on the views it builds (`Text(…).font(…)` → `font`), presented content
    /// included: the modifiers it applies. Read by `hosting-missing-environment` and `hosting-nested-navigation`.
    public var bodyModifiers: [String] = []
    /// For a direct subclass of UIHostingController/NSHostingController: the root view type its superclass
    /// names (`UIHostingController<SettingsView>` → `SettingsView`); `nil` for a generic parameter. Read by
    /// `hosting-missing-environment` and `hosting-nested-navigation`.
    public var hostedViewType: String?
    /// For a class: whether its own code changes the SwiftUI content it hosts, so that a `rootView:` given
    /// to it is not shown as is: it assigns `rootView`, hands `super.init(rootView:)` something other than
    /// a parameter, or applies `.environment`, `.environmentObject` or `.modifier`. Read by `hosting-missing-environment`.
    public var customizesRootView = false
    /// For a representable: the declared return type of its make method. Read by `fixed-size-without-intrinsic-size`
    /// and `representable-unstable-identity`.
    public var makeReturnType: String?
    /// Read by `fixed-size-without-intrinsic-size`: a representable that sizes itself needs no intrinsic size.
    public var implementsSizeThatFits = false
    /// Read by `fixed-size-without-intrinsic-size` and `advise`: the view has an intrinsic size after all.
    public var overridesIntrinsicContentSize = false

    public init(kind: Kind, name: String, file: String, line: Int) {
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
    }
}

/// `typealias Name = Target`, with the target's simple name.
public struct TypealiasFact: Sendable, Hashable {
    public var name: String
    public var target: String
}

/// Something a SwiftUI view reads from its environment.
public enum EnvironmentRequirement: Sendable, Hashable {
    /// `@EnvironmentObject var x: T`: missing one crashes.
    case environmentObject(type: String)
    /// `@Environment(T.self) var x`: missing one crashes.
    case observableObject(type: String)
    /// `@Environment(\.key) var x`: a missing custom key silently reads its default.
    case key(name: String)
}
