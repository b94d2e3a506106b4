import BridgeLintCore

/// What `bridgelint new` says about each kind: how to call it, what it generates, and the bridge it builds.
extension ScaffoldKind {
    /// How to call it, for help texts and `explain`.
    public var synopsis: String {
        switch self {
        case .representable:
            "bridgelint new representable NAME --type UIKIT-VIEW [--binding NAME:TYPE ...] [--input NAME:TYPE ...] [--action NAME:TYPE ...] [--delegate PROTOCOL]"
        case .controllerRepresentable:
            "bridgelint new controller-representable NAME --type UIKIT-CONTROLLER [--binding NAME:TYPE ...] [--input NAME:TYPE ...] [--action NAME:TYPE ...]"
        case .gestureRepresentable:
            "bridgelint new gesture-representable NAME --type UIKIT-RECOGNIZER"
        case .hostingChild:
            "bridgelint new hosting-child NAME [--root-view SWIFTUI-VIEW]"
        case .hostingCell:
            "bridgelint new hosting-cell NAME [--root-view SWIFTUI-VIEW] [--table]"
        case .childContainer:
            "bridgelint new child-container NAME [--root-view SWIFTUI-VIEW]"
        case .traitBridge:
            "bridgelint new trait-bridge NAME TYPE DEFAULT"
        case .observationLoop:
            "bridgelint new observation-loop NAME"
        }
    }

    public var summary: String {
        switch self {
        case .representable:
            "a UIViewRepresentable: setup in make, guarded updates, a coordinator with a refreshed parent, teardown, sizeThatFits"
        case .controllerRepresentable:
            "a UIViewControllerRepresentable: delegate on a coordinator, dismissal through SwiftUI"
        case .gestureRepresentable:
            "a UIGestureRecognizerRepresentable (iOS 18+; below, a view that carries the recognizer)"
        case .hostingChild:
            "a UIKit controller embedding a SwiftUI view as a contained child, sized by its content"
        case .hostingCell:
            "a cell showing SwiftUI through UIHostingConfiguration (iOS 16+; below, one reused hosting controller)"
        case .childContainer:
            "a UIKit container that swaps one child controller for another, removing the old child before adding the new"
        case .traitBridge:
            "a UIKit trait and a SwiftUI environment value kept in sync (UITraitBridgedEnvironmentKey, iOS 17+)"
        case .observationLoop:
            "a UIKit helper that re-runs a render closure whenever the @Observable values it read change"
        }
    }

    public var bridge: Bridge {
        switch self {
        case .representable: .viewRepresentable
        case .controllerRepresentable: .controllerRepresentable
        case .gestureRepresentable: .gestureRecognizerRepresentable
        case .hostingChild, .childContainer: .hostingController
        case .hostingCell: .hostingConfiguration
        case .traitBridge: .traitBridgedEnvironmentKey
        case .observationLoop: .observableModel
        }
    }
}
