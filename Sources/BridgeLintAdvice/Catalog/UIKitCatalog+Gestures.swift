import BridgeLintCore

extension UIKitCatalog {
    /// Gesture recognizers: UIGestureRecognizerRepresentable from iOS 18, but the standard ones have SwiftUI gestures.
    static let gestureRecognizers: [UIKitClass] = [
        recognizer("UITapGestureRecognizer", .discrete, wrapper: "TapLocation",
                   alternative: ".onTapGesture, or SpatialTapGesture for the location (iOS 16)"),
        recognizer("UILongPressGestureRecognizer", .continuous, wrapper: "LongPressLocation",
                   setup: ["{view}.minimumPressDuration = 0.5"], alternative: ".onLongPressGesture or LongPressGesture"),
        recognizer("UIPanGestureRecognizer", .continuous, wrapper: "PanLocation", alternative: "DragGesture"),
        recognizer("UIPinchGestureRecognizer", .continuous, wrapper: "PinchLocation",
                   alternative: "MagnifyGesture (iOS 17; MagnificationGesture before)"),
        recognizer("UIRotationGestureRecognizer", .continuous, wrapper: "RotationLocation",
                   alternative: "RotateGesture (iOS 17; RotationGesture before)"),
        recognizer("UISwipeGestureRecognizer", .discrete, wrapper: "SwipeLocation",
                   setup: ["{view}.direction = .left"], alternative: "DragGesture, judging the translation when it ends"),
        recognizer("UIScreenEdgePanGestureRecognizer", .continuous, wrapper: "ScreenEdgePan",
                   superclass: "UIPanGestureRecognizer", setup: ["{view}.edges = .left"], alternative: nil),
        recognizer("UIHoverGestureRecognizer", .continuous, wrapper: "HoverLocation",
                   alternative: ".onContinuousHover (iOS 16) or .onHover"),
    ]

    private static func recognizer(
        _ name: String, _ style: UIKitClass.GestureStyle, wrapper: String, superclass: String = "UIGestureRecognizer",
        setup: [String] = [], alternative: String?
    ) -> UIKitClass {
        var traps = [
            Trap("Never call addTarget on it: SwiftUI installs the action itself and calls handleUIGestureRecognizerAction; a target of your own fires the action twice.", rule: "gesture-representable-manual-target"),
            Trap("Read positions through context.converter (localLocation), which speaks the attached SwiftUI view's coordinates.", rule: nil),
        ]
        if let alternative {
            traps.insert(Trap("A standard gesture: SwiftUI's \(alternative) is simpler unless you need the UIKit state machine, delegate-based failure requirements or simultaneous recognition.", rule: nil), at: 0)
        }
        return UIKitClass(
            name: name, role: .gestureRecognizer, superclass: superclass, module: "UIKit", minimumIOS: IOSVersion(13),
            wrapperName: wrapper, creation: "{type}()", setup: setup, gestureStyle: style, traps: traps,
            swiftUIAlternative: alternative
        )
    }
}
