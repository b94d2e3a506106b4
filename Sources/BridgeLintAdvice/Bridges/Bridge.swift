import BridgeLintCore

/// The ways across the bridge, with the iOS version each needs and what to use before it.
public enum Bridge: String, CaseIterable, Sendable {
    case viewRepresentable = "UIViewRepresentable"
    case controllerRepresentable = "UIViewControllerRepresentable"
    case gestureRecognizerRepresentable = "UIGestureRecognizerRepresentable"
    case hostingController = "UIHostingController"
    case hostingConfiguration = "UIHostingConfiguration"
    case observableModel = "@Observable"
    case traitBridgedEnvironmentKey = "UITraitBridgedEnvironmentKey"

    public var minimumIOS: IOSVersion {
        switch self {
        case .viewRepresentable, .controllerRepresentable, .hostingController: IOSVersion(13)
        case .hostingConfiguration: IOSVersion(16)
        case .observableModel, .traitBridgedEnvironmentKey: IOSVersion(17)
        case .gestureRecognizerRepresentable: IOSVersion(18)
        }
    }

    /// What to use when the deployment target is below `minimumIOS`.
    public var fallback: String? {
        switch self {
        case .viewRepresentable, .controllerRepresentable, .hostingController:
            nil
        case .hostingConfiguration:
            "one UIHostingController per cell, created once with full containment and reused by setting its rootView"
        case .observableModel:
            "an ObservableObject with @Published properties; UIKit observes it with Combine, receiving on the main queue before sink"
        case .traitBridgedEnvironmentKey:
            "pass the value into the hosted root view, or set it with .environment on the root view at the hosting site"
        case .gestureRecognizerRepresentable:
            "a UIViewRepresentable whose view carries the recognizer (the coordinator as its target), or a SwiftUI gesture"
        }
    }

    /// Whether the bridge can be used as is with this deployment target (an unknown target is assumed to be the newest).
    public func isAvailable(for target: IOSVersion?) -> Bool {
        guard let target else { return true }
        return target >= minimumIOS
    }
}
