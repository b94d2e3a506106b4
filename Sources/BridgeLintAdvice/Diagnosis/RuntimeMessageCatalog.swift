/// The run-time messages of the UIKit–SwiftUI bridge that `bridgelint diagnose` recognises, each with its meaning,
/// the rules whose findings cause it and the project sites where its causes are looked for.
///
/// Patterns are written as Apple prints the messages (see `MessagePattern` for the placeholders). A message
/// printed in more than one form lists every form; more specific forms come first.
public enum RuntimeMessageCatalog {
    public static let messages: [RuntimeMessage] = [
        modifyingStateDuringUpdate, publishingDuringUpdate, publishingFromBackground, environmentObjectMissing,
        observableObjectMissing, unbalancedAppearanceTransitions, childHasOtherParent, presentWhilePresenting,
        presentOutsideWindow, attributeGraphCycle, stateOutsideView, stateObjectOutsideView, updateMultipleTimesPerFrame,
        mainThreadChecker, unexpectedlyFoundNil,
    ]

    static let modifyingStateDuringUpdate = RuntimeMessage(
        id: "modifying-state-during-update",
        title: "Modifying state during view update, this will cause undefined behavior.",
        patterns: [MessagePattern("Modifying state during view update")],
        meaning: "Code that runs while SwiftUI computes views (a body, a representable's update, make or sizeThatFits) wrote a @State or @Binding, so the update it is part of started another one.",
        rules: ["representable-state-write-in-update", "representable-unguarded-two-way-update"],
        causes: [
            "updateUIView/updateUIViewController (or make, or sizeThatFits) writes a @Binding or @State synchronously",
            "a coordinator writes a binding back from a delegate callback that update itself triggered by setting the UIKit view",
        ],
        whenNoneFound: "Set a breakpoint on the message (a symbolic breakpoint or the purple runtime issue) and look for your code on the stack; move the write into an action, .onChange, .task, or defer it with DispatchQueue.main.async."
    )

    static let publishingDuringUpdate = RuntimeMessage(
        id: "publishing-during-update",
        title: "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
        patterns: [MessagePattern("Publishing changes from within view updates is not allowed")],
        meaning: "An ObservableObject's @Published property was set while SwiftUI computed views, typically from a body or a representable's update.",
        rules: ["representable-state-write-in-update", "representable-unguarded-two-way-update"],
        causes: [
            "a representable's update (or a coordinator callback it triggers) sets a @Published property of a model",
            "a view's body calls a model method that publishes",
        ],
        siteKinds: [],
        whenNoneFound: "Look for model methods called from a body or from updateUIView; publish from an action, .task or .onChange instead."
    )

    static let publishingFromBackground = RuntimeMessage(
        id: "publishing-from-background-thread",
        title: "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
        patterns: [MessagePattern("Publishing changes from background threads is not allowed")],
        meaning: "An ObservableObject set one of its @Published properties on a background thread, which SwiftUI only accepts on the main thread.",
        rules: ["state-write-off-main", "combine-ui-off-main"],
        causes: [
            "a URLSession, NSItemProvider, PHImageManager or DispatchQueue.global() callback writes a @Published property without hopping to the main thread",
            "a Combine pipeline that delivers off the main thread ends in sink/assign to a @Published property without receive(on: DispatchQueue.main)",
        ],
        siteKinds: [.publishedWriteOffMain],
        whenNoneFound: "Mark the model @MainActor so the compiler shows the writes off the main thread, or break on the message and read the stack; hop with DispatchQueue.main.async, await MainActor.run or .receive(on: DispatchQueue.main)."
    )

    static let environmentObjectMissing = RuntimeMessage(
        id: "environment-object-missing",
        title: "No ObservableObject of type ‹Type› found. A View.environmentObject(_:) for ‹Type› may be missing as an ancestor of this view.",
        patterns: [MessagePattern("No ObservableObject of type {environmentObject:type} found")],
        meaning: "A view read @EnvironmentObject of this type, but no ancestor supplied one with .environmentObject(_:), so SwiftUI stopped the app.",
        rules: ["hosting-missing-environment", "observable-with-legacy-wrapper"],
        causes: [
            "a UIHostingController (or UIHostingConfiguration) root view, which starts a new SwiftUI tree, needs the object and is not given it",
            "a sheet, popover or full-screen cover attached outside the .environmentObject(_:) modifier shows a view that needs it",
            "an @Observable model is injected with .environment(_:) but read with @EnvironmentObject",
        ],
        siteKinds: [.environmentRoot, .presentationRoot, .environmentReader],
        whenNoneFound: "Find where the view that reads the object is shown (a hosting controller, a sheet, a new window) and add .environmentObject(…) to the root view there."
    )

    static let observableObjectMissing = RuntimeMessage(
        id: "observable-missing",
        title: "No Observable object of type ‹Type› found. A View.environment(_:) for ‹Type› may be missing as an ancestor of this view.",
        patterns: [MessagePattern("No Observable object of type {environmentObject:type} found")],
        meaning: "A view read @Environment(‹Type›.self), but no ancestor supplied the @Observable object with .environment(_:), so SwiftUI stopped the app.",
        rules: ["hosting-missing-environment", "observable-with-legacy-wrapper"],
        causes: [
            "a UIHostingController root view needs the object and is not given it with .environment(_:)",
            "a sheet or popover attached outside the .environment(_:) modifier shows a view that needs it",
        ],
        siteKinds: [.environmentRoot, .presentationRoot, .environmentReader],
        whenNoneFound: "Find where the view that reads the object is shown (a hosting controller, a sheet, a new window) and add .environment(object) to the root view there."
    )

    static let unbalancedAppearanceTransitions = RuntimeMessage(
        id: "unbalanced-appearance-transitions",
        title: "Unbalanced calls to begin/end appearance transitions for <‹Controller›: 0x…>.",
        patterns: [MessagePattern("Unbalanced calls to begin/end appearance transitions for {controller:object}"),
                   MessagePattern("Unbalanced calls to begin/end appearance transitions")],
        meaning: "UIKit started showing or hiding this controller while an earlier transition of it had not finished, or its containment was never completed, so its viewWillAppear/viewDidAppear calls no longer pair up.",
        rules: ["containment-incomplete", "child-controllers-accumulate", "controller-navigation-in-update",
                "controller-presentation-flag-guard"],
        causes: [
            "a child's view is added or removed without addChild/didMove(toParent:) or willMove(toParent: nil)/removeFromParent",
            "the same child is added again while it is still a child",
            "a push or present runs again (from updateUIViewController) while the previous transition is under way",
        ],
        siteKinds: [.containment, .presentation],
        whenNoneFound: "Look for every place that adds, removes, pushes or presents this controller; pair addChild with didMove(toParent:), willMove(toParent: nil) with removeFromParent, and do not present or push during another transition."
    )

    static let childHasOtherParent = RuntimeMessage(
        id: "child-has-other-parent",
        title: "child view controller:<‹Child›: 0x…> should have parent view controller:<‹Parent›: 0x…> but requested parent is:<‹Other›: 0x…>",
        patterns: [
            MessagePattern("child view controller:{child:object} should have parent view controller:{expectedParent:object} but requested parent is:{requestedParent:object}"),
            MessagePattern("child view controller:{child:object} should have parent view controller:{expectedParent:object} but actual parent is:{requestedParent:object}"),
            MessagePattern("child view controller:{child:object} should have parent view controller:{expectedParent:object}"),
        ],
        meaning: "A controller that is still the child of one parent was pushed, shown or added as a child of another (UIViewControllerHierarchyInconsistency).",
        rules: ["containment-incomplete", "child-controllers-accumulate"],
        causes: [
            "a controller kept in a property as one controller's child is pushed, presented or set as a navigation or tab controller's root",
            "a child's view is moved to another controller's view without removeFromParent first",
        ],
        siteKinds: [.containment, .presentation],
        whenNoneFound: "Remove the child from its parent (willMove(toParent: nil), view.removeFromSuperview(), removeFromParent()) before it is pushed, presented or added elsewhere, or create a new controller for the second place."
    )

    static let presentWhilePresenting = RuntimeMessage(
        id: "present-while-presenting",
        title: "Attempt to present <‹Presented›: 0x…> on <‹Presenter›: 0x…> (from <…>) which is already presenting <‹Other›: 0x…>.",
        patterns: [
            MessagePattern("Attempt to present {presented:object} on {presenter:object} (from {presentedFrom:object}) which is already presenting {alreadyPresented:object}"),
            MessagePattern("Attempt to present {presented:object} on {presenter:object}…which is already presenting {alreadyPresented:object}"),
            MessagePattern("Attempt to present {presented:object} on {presenter:object}…which is already presenting"),
        ],
        meaning: "A controller was presented on one that already presents another, so UIKit ignored the presentation.",
        rules: ["controller-navigation-in-update", "controller-presentation-flag-guard", "coordinator-direct-dismiss"],
        causes: [
            "updateUIViewController presents without checking presentedViewController, so every update presents again",
            "a presentation flag stays true after the presentation, so a later update presents once more",
            "a coordinator dismisses the controller itself, leaving SwiftUI's presentation state out of sync",
        ],
        siteKinds: [.presentation],
        whenNoneFound: "Check presentedViewController == nil before presenting, dismiss what is shown first, and reset the presentation flag or binding when the controller goes away."
    )

    static let presentOutsideWindow = RuntimeMessage(
        id: "present-outside-window",
        title: "Attempt to present <‹Presented›: 0x…> on <‹Presenter›: 0x…> (from <…>) whose view is not in the window hierarchy.",
        patterns: [
            MessagePattern("Attempt to present {presented:object} on {presenter:object}…whose view is not in the window hierarchy"),
        ],
        meaning: "A controller was asked to present while its view was not on screen (not yet added, already removed, or never contained), so UIKit ignored the presentation.",
        rules: ["hosting-outside-controller-hierarchy", "controller-navigation-in-make", "representable-wraps-controller-view",
                "containment-incomplete"],
        causes: [
            "a UIHostingController created inside a UIView (a cell) is never a child of a view controller, so its sheets and alerts have nowhere to go",
            "makeUIViewController presents or pushes before the controller is on screen",
            "a representable returns a controller's view, so the controller itself is never in the hierarchy",
        ],
        siteKinds: [.presentation],
        whenNoneFound: "Present from the controller that is on screen (the window's top-most presented controller), after viewDidAppear."
    )

    static let attributeGraphCycle = RuntimeMessage(
        id: "attribute-graph-cycle",
        title: "AttributeGraph: cycle detected through attribute ‹number›",
        patterns: [MessagePattern("AttributeGraph: cycle detected through attribute {_:number}"),
                   MessagePattern("AttributeGraph: cycle detected")],
        meaning: "A value SwiftUI computes ended up depending on itself: state written while it was being read, so SwiftUI broke the loop and the view may show stale values.",
        rules: ["representable-unguarded-two-way-update", "representable-state-write-in-update"],
        causes: [
            "update sets the UIKit view from a binding the coordinator writes back at once, with no equality guard",
            "update, make or sizeThatFits writes state that the same view reads",
        ],
        whenNoneFound: "Look for state written from layout (GeometryReader, onPreferenceChange, sizeThatFits) or from update; set a symbolic breakpoint on AGGraphAddTraceEvent or run with the AttributeGraph cycle diagnostics to see the attributes."
    )

    static let stateOutsideView = RuntimeMessage(
        id: "state-outside-view",
        title: "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
        patterns: [MessagePattern("Accessing State's value outside of being installed on a View")],
        meaning: "A @State was read where SwiftUI does not manage it (in a view's init, in a copy of the view kept by a coordinator or a UIKit object, or in a type that is not a view), so it only ever has its initial value.",
        rules: ["coordinator-stale-parent", "representable-state-input"],
        causes: [
            "@State declared in a class, a model or a UIKit controller instead of a SwiftUI view",
            "a view's init reads its own @State",
            "a coordinator keeps a copy of the representable and reads its @State",
        ],
        siteKinds: [.stateOutsideView],
        whenNoneFound: "Keep @State in views and read it in body; pass a Binding to UIKit code, and let models use @Published or @Observable instead."
    )

    static let stateObjectOutsideView = RuntimeMessage(
        id: "state-object-outside-view",
        title: "Accessing StateObject's object without being installed on a View. This will create a new instance each time.",
        patterns: [MessagePattern("Accessing StateObject's object without being installed on a View")],
        meaning: "A @StateObject was read before its view was installed (in the view's init, or in a copy of the view), so SwiftUI made a new object for that read.",
        rules: ["observed-object-owned", "coordinator-stale-parent"],
        causes: [
            "a view's init reads its own @StateObject",
            "@StateObject declared in a type that is not a SwiftUI view",
        ],
        siteKinds: [.stateOutsideView],
        whenNoneFound: "Read the object only in body (or later); pass what the init needs as parameters."
    )

    static let updateMultipleTimesPerFrame = RuntimeMessage(
        id: "update-multiple-times-per-frame",
        title: "onChange(of: ‹Type›) action tried to update multiple times per frame.",
        patterns: [MessagePattern("onChange(of: {observedType:type}) action tried to update multiple times per frame"),
                   MessagePattern("tried to update multiple times per frame")],
        meaning: "A change handler (or a preference) kept changing the value it reacts to within one frame, so SwiftUI stopped calling it.",
        rules: ["representable-unguarded-two-way-update", "representable-state-write-in-update"],
        causes: [
            "an onChange(of:) action writes the value it observes, or one that feeds it back",
            "a representable writes a binding back on every update, and an onChange of that value sets it again",
        ],
        siteKinds: [.onChangeWrite],
        whenNoneFound: "Look for onChange actions that write state the same or another onChange observes, and guard the write (only set when the value differs)."
    )

    static let mainThreadChecker = RuntimeMessage(
        id: "main-thread-checker",
        title: "Main Thread Checker: UI API called on a background thread: -[‹Class› ‹selector›]",
        patterns: [MessagePattern("Main Thread Checker: UI API called on a background thread: {api:objcMethod}"),
                   MessagePattern("Main Thread Checker: UI API called on a background thread")],
        meaning: "UIKit was called from a background thread; the app's frames in the backtrace show which code did it.",
        rules: ["state-write-off-main", "combine-ui-off-main", "observation-tracking-off-main"],
        causes: [
            "a URLSession, NSItemProvider or DispatchQueue.global() callback sets a UIKit view property or a state that drives one",
            "a Combine pipeline that delivers off the main thread ends in a sink that touches UIKit",
            "withObservationTracking's onChange touches UIKit on the thread that changed the model",
        ],
        siteKinds: [.backtraceFunction],
        whenNoneFound: "Read the backtrace's first frame in your app: that code must hop to the main thread (DispatchQueue.main.async, await MainActor.run) before touching UIKit."
    )

    static let unexpectedlyFoundNil = RuntimeMessage(
        id: "unexpectedly-found-nil",
        title: "‹File›.swift:‹line›: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
        patterns: [
            MessagePattern("{sourceLocation:sourceLocation}: Fatal error: Unexpectedly found nil while…unwrapping an Optional value"),
            MessagePattern("Unexpectedly found nil while…unwrapping an Optional value"),
        ],
        meaning: "A force unwrap met nil and stopped the app; in bridge code the usual one is a ProposedViewSize dimension in sizeThatFits, which is nil for ideal-size proposals (.fixedSize(), stacks measuring).",
        rules: ["size-that-fits-force-unwrap"],
        causes: [
            "sizeThatFits force-unwraps proposal.width or proposal.height",
        ],
        siteKinds: [.crashLocation, .backtraceFunction],
        whenNoneFound: "The file and line before \"Fatal error\" (or the app's first frame in the backtrace) is the force unwrap; replace it with ?? a fallback, if let, or replacingUnspecifiedDimensions()."
    )
}
