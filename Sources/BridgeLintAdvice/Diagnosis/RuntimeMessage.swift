/// One run-time message of the bridge between UIKit and SwiftUI, as the catalog knows it: how to recognise it in
/// console output, what it means, and where in a project its causes are looked for.
public struct RuntimeMessage: Sendable {
    /// A stable identifier, used in the JSON output (`environment-object-missing`).
    public let id: String
    /// The message as Apple prints it, with its variable parts in `‹…›`: for people, not for matching.
    public let title: String
    /// The forms of the text, tried in order; the first that matches a line decides the names it carries.
    public let patterns: [MessagePattern]
    /// One sentence: what happened at run time.
    public let meaning: String
    /// The rules whose findings cause it, most likely first.
    public let rules: [String]
    /// The code shapes that cause it, in words, for the report and for `explain --symptom`.
    public let causes: [String]
    /// The kinds of project sites looked for besides the rules' findings.
    public let siteKinds: [SiteKind]
    /// What to look at when no candidate site is found.
    public let whenNoneFound: String

    public init(id: String, title: String, patterns: [MessagePattern], meaning: String, rules: [String],
                causes: [String], siteKinds: [SiteKind] = [], whenNoneFound: String) {
        self.id = id
        self.title = title
        self.patterns = patterns
        self.meaning = meaning
        self.rules = rules
        self.causes = causes
        self.siteKinds = siteKinds
        self.whenNoneFound = whenNoneFound
    }
}

/// What a name carried by a message stands for; the ranking matches a site's parts against these roles.
public enum NameRole: String, Sendable, Codable, CaseIterable {
    /// The type an environment lookup failed for (`No ObservableObject of type Settings found`).
    case environmentObject
    /// The controller whose appearance transitions are unbalanced.
    case controller
    /// The child controller of a containment message.
    case child
    /// The parent the child still has.
    case expectedParent
    /// The parent something tried to give the child (or the one it actually has).
    case requestedParent
    /// The controller being presented.
    case presented
    /// The controller asked to present.
    case presenter
    /// The controller the presentation started from (`(from <…>)`).
    case presentedFrom
    /// What the presenter already shows.
    case alreadyPresented
    /// The type of the value an `onChange(of:)` watches.
    case observedType
    /// The Objective-C class of a UI API called off the main thread (`UIView` of `-[UIView setNeedsLayout]`).
    case receiverClass
    /// The selector of that call (`setNeedsLayout`).
    case selector
    /// A type of the app named by a backtrace frame.
    case frameType
    /// A function or property of the app named by a backtrace frame.
    case frameMember
    /// The file and line a Swift runtime error names (`StatusBadge.swift:35` of `StatusBadge.swift:35: Fatal error: …`).
    case sourceLocation

    /// How the report names the role.
    public var label: String {
        switch self {
        case .environmentObject: "environment object"
        case .controller: "controller"
        case .child: "child controller"
        case .expectedParent: "its parent"
        case .requestedParent: "requested parent"
        case .presented: "presented"
        case .presenter: "presenter"
        case .presentedFrom: "presented from"
        case .alreadyPresented: "already presenting"
        case .observedType: "observed type"
        case .receiverClass: "class"
        case .selector: "selector"
        case .frameType: "backtrace type"
        case .frameMember: "backtrace function"
        case .sourceLocation: "crash location"
        }
    }
}

/// The kinds of places in a project, besides rule findings, that can cause a message.
public enum SiteKind: String, Sendable, Codable, CaseIterable {
    /// A UIHostingController / UIHostingConfiguration root, or a SwiftUI scene root, whose view tree reads an
    /// environment object the site does not supply.
    case environmentRoot
    /// A `.sheet`, `.popover` or `.fullScreenCover` whose content reads an environment object it is not given.
    case presentationRoot
    /// A view that reads the environment object (`@EnvironmentObject var settings: Settings`).
    case environmentReader
    /// `addChild`, `addSubview(child.view)`, `removeFromParent`, `willMove`/`didMove`, a push or `setViewControllers`.
    case containment
    /// `present(_:animated:)` and its kin.
    case presentation
    /// A write to an `@Published` property of a model from code that runs off the main thread.
    case publishedWriteOffMain
    /// `@State` declared outside a view, or read in a view's initializer.
    case stateOutsideView
    /// An `onChange(of:)` whose action writes state.
    case onChangeWrite
    /// A function of the app that a backtrace frame names.
    case backtraceFunction
    /// The line a Swift runtime error names.
    case crashLocation
}
