import BridgeLintCore

extension UIKitCatalog {
    /// The UIKit base classes a project's own classes inherit from. Advice for `final class ChartView: UIView`
    /// starts here, refined by what the project index knows (an `intrinsicContentSize` override).
    static let baseClasses: [UIKitClass] = [
        UIKitClass(
            name: "UIView", role: .view, superclass: "UIResponder", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "", creation: "{type}()",
            traps: [
                Trap("A UIView has no intrinsic size unless it overrides intrinsicContentSize: without that or a sizeThatFits, .fixedSize() collapses it to nothing.", rule: "fixed-size-without-intrinsic-size"),
                Trap("Apply every input in update (compared with the view's current value), not only in make.", rule: "representable-stale-config"),
                Trap("Never set the frame, bounds, center or transform of the view SwiftUI places; size it with sizeThatFits or intrinsicContentSize.", rule: "representable-layout-mutation"),
            ]
        ),
        UIKitClass(
            name: "UIControl", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "", creation: "{type}()",
            traps: [
                Trap("Add targets once, in make, with the coordinator as the target.", rule: "representable-setup-in-update"),
                Trap("A value the control reports back is two-way: set it in update only when it differs.", rule: "representable-unguarded-two-way-update"),
            ]
        ),
        UIKitClass(
            name: "UIStackView", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "", creation: "{type}()",
            traps: [
                Trap("Add arranged subviews once (in make, or guarded): each update would add another copy.", rule: "representable-setup-in-update"),
            ]
        ),
        UIKitClass(
            name: "UIViewController", role: .controller, superclass: "UIResponder", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "", creation: "{type}()",
            traps: [
                Trap("navigationController, parent and presentingViewController are nil in make: the controller is not in a hierarchy yet.", rule: "controller-navigation-in-make"),
                Trap("Pushing or presenting from update repeats on every state change.", rule: "controller-navigation-in-update"),
                Trap("A flag such as `if isPresented` stays true after the presentation: also check presentedViewController == nil, or reset the binding from the dismissal callback.", rule: "controller-presentation-flag-guard"),
                Trap("A child added in a method that runs again (update, a reload, a notification) piles up unless the previous child is removed first: keep one and swap it (bridgelint new child-container).", rule: "child-controllers-accumulate"),
                Trap("Never return a controller's view from a UIViewRepresentable: the controller is then neither retained nor contained.", rule: "representable-wraps-controller-view"),
            ]
        ),
        UIKitClass(
            name: "UITableViewController", role: .controller, superclass: "UIViewController", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "", creation: "{type}()",
            traps: [Trap("reloadData from update on every state change loses scrolling and selection.", rule: "representable-expensive-update")]
        ),
        UIKitClass(
            name: "UICollectionViewController", role: .controller, superclass: "UIViewController", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "", creation: "{type}()",
            traps: [Trap("reloadData from update on every state change loses scrolling and selection.", rule: "representable-expensive-update")]
        ),
        UIKitClass(
            name: "UIGestureRecognizer", role: .gestureRecognizer, superclass: "NSObject", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "", creation: "{type}()", gestureStyle: .continuous,
            traps: [
                Trap("Never call addTarget on a recognizer a UIGestureRecognizerRepresentable makes: SwiftUI installs the action.", rule: "gesture-representable-manual-target"),
            ]
        ),
        UIKitClass(
            name: "UITableViewCell", role: .cell, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            wrapperName: "", creation: "{type}()",
            traps: [
                Trap("A new UIHostingController per configured cell stutters while scrolling: UIHostingConfiguration (iOS 16+), or one reused controller per cell.", rule: "hosting-controller-per-cell"),
                Trap("A hosting controller the cell makes and adds itself is never a child of a view controller: appearance, safe area and presentations don't reach its content. Use UIHostingConfiguration (iOS 16+), or let the owning controller contain it.", rule: "hosting-outside-controller-hierarchy"),
            ]
        ),
        UIKitClass(
            name: "UICollectionViewCell", role: .cell, superclass: "UICollectionReusableView", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "", creation: "{type}()",
            traps: [
                Trap("A new UIHostingController per configured cell stutters while scrolling: UIHostingConfiguration (iOS 16+), or one reused controller per cell.", rule: "hosting-controller-per-cell"),
                Trap("A hosting controller the cell makes and adds itself is never a child of a view controller: appearance, safe area and presentations don't reach its content. Use UIHostingConfiguration (iOS 16+), or let the owning controller contain it.", rule: "hosting-outside-controller-hierarchy"),
            ]
        ),
    ]
}
