import BridgeLintCore

/// For every rule id of the catalog: a one-line summary, the run-time messages and visible symptoms its findings
/// explain, and the `bridgelint new` kind that generates correct code for what it checks.
///
/// This is the fallback for rules that are not written yet, or whose file does not list symptoms or a scaffold:
/// a registered rule's own `symptoms` and `scaffold` always win over this table.
public enum RuleGuidance {
    public struct Entry: Sendable {
        public var id: String
        public var summary: String
        public var symptoms: [String]
        public var scaffold: ScaffoldKind?
    }

    public static func entry(for id: String) -> Entry? { byID[id] }

    /// The symptoms of a rule: its own list, then this table's.
    public static func symptoms(of rule: RuleDescription) -> [String] {
        // The rule's own list first, then the table's, so neither hides what the other knows.
        let table = entry(for: rule.id)?.symptoms ?? []
        return rule.symptoms + table.filter { !rule.symptoms.contains($0) }
    }

    /// The scaffold kind of a rule: its own when it names one, else this table's.
    public static func scaffold(of rule: RuleDescription) -> ScaffoldKind? {
        rule.scaffold.flatMap(ScaffoldKind.init(rawValue:)) ?? entry(for: rule.id)?.scaffold
    }

    private static let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })

    private static func rule(_ id: String, _ summary: String, scaffold: ScaffoldKind? = nil, _ symptoms: [String]) -> Entry {
        Entry(id: id, summary: summary, symptoms: symptoms, scaffold: scaffold)
    }

    public static let entries: [Entry] = representables + hosting + observation

    private static let representables: [Entry] = [
        rule("representable-stale-config", "An input is applied to the UIKit view only in make", scaffold: .representable, [
            "the UIKit view shows the first value and never updates",
            "changing the binding does nothing to the wrapped view",
            "view stuck on its initial state",
        ]),
        rule("representable-unguarded-two-way-update", "update rewrites a property UIKit reports back, without comparing", scaffold: .representable, [
            "cursor jumps while typing",
            "cursor jumps to the end of the text field",
            "map keeps snapping back",
            "scroll position jumps back while scrolling",
            "typed characters get lost",
            "AttributeGraph: cycle detected through attribute",
            "onChange(of:) action tried to update multiple times per frame",
            "slider stutters while dragging",
        ]),
        rule("representable-expensive-update", "update reloads, scrolls, seeks or moves the map on every SwiftUI update", scaffold: .representable, [
            "web view reloads on every keystroke",
            "WKWebView keeps reloading the page",
            "map animates back to the region again and again",
            "table view loses its scroll position and selection",
            "video restarts from the beginning",
            "view flickers on every state change",
        ]),
        rule("representable-setup-in-update", "One-time setup (delegates, targets, subviews) done in update", scaffold: .representable, [
            "action fires several times for one tap",
            "duplicate subviews stacked on top of each other",
            "gesture recognizer added again on every update",
            "observer called multiple times",
            "memory grows with every state change",
        ]),
        rule("representable-layout-mutation", "make or update sets the frame, bounds, center or transform of the represented view", scaffold: .representable, [
            "wrapped view jumps or disappears",
            "frame set on the UIKit view is ignored",
            "layout is wrong after rotation",
        ]),
        rule("coordinator-stale-parent", "The coordinator keeps a copy of the representable that update never refreshes", scaffold: .representable, [
            "delegate writes to an old binding",
            "callback sees old values",
            "the closure captured a stale value",
            "changes from the UIKit view stop reaching SwiftUI after the parent re-renders",
        ]),
        rule("representable-missing-dismantle", "make starts something (observer, timer, session, playback) that nothing stops", scaffold: .representable, [
            "audio keeps playing after leaving the screen",
            "camera keeps running after the view is gone",
            "timer keeps firing after the view disappeared",
            "location updates continue in the background",
            "memory leak each time the screen is shown",
        ]),
        rule("representable-wraps-controller-view", "A UIViewRepresentable returns a view controller's view", scaffold: .controllerRepresentable, [
            "viewDidAppear is never called",
            "view controller deallocated while its view is on screen",
            "child view controller lifecycle methods not called",
        ]),
        rule("controller-navigation-in-update", "update pushes, presents or dismisses on every state change", scaffold: .controllerRepresentable, [
            "the same screen is pushed again and again",
            "Attempt to present which is already presenting",
            "sheet opens twice",
            "navigation happens on every state change",
        ]),
        rule("controller-navigation-in-make", "make reads navigationController or parent of a controller that is not in a hierarchy yet", [
            "navigationController is nil",
            "push does nothing from the wrapped view controller",
            "presentingViewController is nil in makeUIViewController",
        ]),
        rule("coordinator-direct-dismiss", "The coordinator dismisses the wrapped controller itself instead of through SwiftUI", scaffold: .controllerRepresentable, [
            "sheet cannot be opened again after the picker closes",
            "isPresented stays true after dismissing",
            "picker dismissed but SwiftUI state out of sync",
        ]),
        rule("representable-blocking-main", "make or update blocks the main thread (file or network reads, waits, sleeps)", [
            "UI freezes when the view appears",
            "app hangs while the screen loads",
            "startRunning should be called from background thread",
            "Thread Performance Checker: thread running at user-interactive quality-of-service waiting on a lower QoS thread",
        ]),
        rule("size-that-fits-force-unwrap", "sizeThatFits force-unwraps a proposed width or height", scaffold: .representable, [
            "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            "crash in sizeThatFits",
            "crash with fixedSize",
        ]),
        rule("fixed-size-without-intrinsic-size", ".fixedSize() on a representable whose view has no intrinsic size", scaffold: .representable, [
            "view is invisible after fixedSize",
            "wrapped view collapses to zero size",
            "map or web view does not show up",
        ]),
        rule("representable-unstable-identity", ".id() with a value made on every render throws the view away each time", [
            "makeUIView is called again on every update",
            "UIKit view loses its state on every render",
            "text field loses focus while typing",
        ]),
        rule("representable-stored-object", "The representable creates a UIKit object in a stored property or its init", scaffold: .representable, [
            "delegate methods are never called",
            "changes go to a view that is not on screen",
            "a new player or view is allocated on every render",
        ]),
        rule("representable-state-write-in-update", "update writes a @Binding or @State synchronously", scaffold: .representable, [
            "Modifying state during view update, this will cause undefined behavior",
            "Publishing changes from within view updates is not allowed, this will cause undefined behavior",
            "AttributeGraph: cycle detected through attribute",
        ]),
        rule("representable-stale-hosting-root", "A representable hosts SwiftUI in a UIHostingController whose rootView update never sets", [
            "hosted SwiftUI content inside the representable never updates",
            "embedded SwiftUI view frozen at its first value",
        ]),
        rule("gesture-representable-manual-target", "A UIGestureRecognizerRepresentable adds its own target", scaffold: .gestureRepresentable, [
            "gesture action fires twice",
            "handleUIGestureRecognizerAction and the target both called",
        ]),
    ]

    private static let hosting: [Entry] = [
        rule("containment-incomplete", "A child controller's view is added without addChild/didMove(toParent:)", scaffold: .hostingChild, [
            "UIViewControllerHierarchyInconsistency",
            "child view controller should have parent view controller but actual parent is",
            "Unbalanced calls to begin/end appearance transitions",
            "onAppear is not called in the hosting controller",
            "dark mode and dynamic type do not reach the SwiftUI view",
            "viewWillAppear not called on the child",
        ]),
        rule("hosting-controller-not-retained", "A hosting controller kept only in a local variable", scaffold: .hostingChild, [
            "hosted SwiftUI view stops updating",
            "@State changes do nothing in the hosted view",
            "buttons in the SwiftUI view stop responding",
        ]),
        rule("hosting-controller-per-cell", "A new UIHostingController is created each time a cell is configured", scaffold: .hostingCell, [
            "scrolling stutters in a table or collection view",
            "frame drops while scrolling SwiftUI cells",
            "memory grows while scrolling",
        ]),
        rule("hosting-root-view-retain-cycle", "A closure in the root view captures its hosting controller strongly", [
            "hosting controller is never deallocated",
            "memory leak each time the screen is shown",
            "deinit never called",
        ]),
        rule("hosting-missing-sizing-options", "A hosting controller's view is sized by its content but sizingOptions is not set", scaffold: .hostingChild, [
            "hosting controller view has the wrong size",
            "SwiftUI content clipped or zero height in UIKit",
            "hosted view does not resize when its content changes",
        ]),
        rule("hosting-legacy-size-invalidation", "invalidateIntrinsicContentSize in viewDidLayoutSubviews where sizingOptions does it", scaffold: .hostingChild, [
            "hosted view size jumps after layout",
            "layout loop in viewDidLayoutSubviews",
        ]),
        rule("hosting-missing-environment", "The hosted root view needs an environment object or value the hosting site does not supply", scaffold: .traitBridge, [
            "No ObservableObject of type found. A View.environmentObject(_:) may be missing as an ancestor of this view",
            "No Observable object of type found. A View.environment(_:) may be missing as an ancestor of this view",
            "custom environment value is the default inside the hosting controller",
            "crash when showing the SwiftUI screen from UIKit",
        ]),
        rule("hosting-nested-navigation", "A hosting controller with its own NavigationStack is pushed onto a UINavigationController", [
            "double navigation bar",
            "two navigation bars",
            "back button broken",
        ]),
    ]

    private static let observation: [Entry] = [
        rule("published-in-observable", "@Published inside an @Observable class", [
            "Invalid redeclaration of synthesized property",
            "property wrapper cannot be applied to a computed property",
        ]),
        rule("observable-with-legacy-wrapper", "@StateObject, @ObservedObject or @EnvironmentObject used with an @Observable type", [
            "Generic struct 'StateObject' requires that conform to 'ObservableObject'",
            "Generic struct 'ObservedObject' requires that conform to 'ObservableObject'",
            "Generic struct 'EnvironmentObject' requires that conform to 'ObservableObject'",
        ]),
        rule("state-holds-observable-object", "@State holds an ObservableObject", [
            "@Published changes do not refresh the view",
            "view does not update when the view model changes",
        ]),
        rule("observed-object-owned", "@ObservedObject creates the object it observes", [
            "view model is reset when the parent re-renders",
            "state lost when the parent view updates",
            "Accessing StateObject's object without being installed on a View",
        ]),
        rule("observation-tracking-once", "withObservationTracking whose onChange never tracks again", scaffold: .observationLoop, [
            "UIKit updates once and then stops reacting to model changes",
            "observation fires only once",
            "UIKit view shows stale data after the model changes",
        ]),
        rule("observation-tracking-off-main", "withObservationTracking's onChange touches UIKit without hopping to the main thread", scaffold: .observationLoop, [
            "Main Thread Checker: UI API called on a background thread",
            "label shows the old value after the model changed",
        ]),
        rule("combine-ui-off-main", "A Combine pipeline updates the UI from a background thread", [
            "Publishing changes from background threads is not allowed",
            "make sure to publish values from the main thread (via operators like receive(on:)) on model updates",
            "Main Thread Checker: UI API called on a background thread",
        ]),
        rule("state-write-off-main", "State written from a callback that runs off the main thread", [
            "Publishing changes from background threads is not allowed",
            "Main Thread Checker: UI API called on a background thread",
            "picked photo never appears",
            "random crashes after a network request completes",
        ]),
        rule("uikit-observation-tracking-disabled", "UIKit reads @Observable values expecting automatic tracking the Info.plist does not enable", scaffold: .observationLoop, [
            "updateProperties is not called again when the model changes",
            "layoutSubviews does not rerun when the observable model changes",
            "UIObservationTrackingEnabled",
        ]),
    ]
}
