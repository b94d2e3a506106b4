import BridgeLintCore

/// What bridgelint knows about one UIKit (or framework) class: enough to say which bridge fits, which
/// traps apply, and to generate a correct wrapper for it.
///
/// Code fragments are templates: `{view}` stands for the represented view or controller, `{value}` for
/// the input's name, `{coordinator}` for `context.coordinator`, and `{name}` for an input by its name.
public struct UIKitClass: Sendable {
    public enum Role: String, Sendable {
        /// A UIView: UIViewRepresentable.
        case view
        /// A UIViewController that manages one screen or sheet: UIViewControllerRepresentable.
        case controller
        /// A container of other controllers (navigation, split, tabs): do not wrap it.
        case container
        /// A UIGestureRecognizer: UIGestureRecognizerRepresentable (iOS 18+), or a native SwiftUI gesture.
        case gestureRecognizer
        /// A CALayer: shown through a UIView whose `layerClass` is the layer.
        case layer
        /// A table or collection view cell: SwiftUI goes inside it (UIHostingConfiguration), not the other way.
        case cell
    }

    /// How the view sizes itself, which decides whether the wrapper needs `sizeThatFits`.
    public enum IntrinsicSize: String, Sendable {
        /// No intrinsic size on either axis: it takes whatever it is offered, and collapses under `.fixedSize()`.
        case neither
        /// An intrinsic height but no width (sliders, progress bars, search bars).
        case heightOnly
        /// An intrinsic width and height (labels, switches, steppers).
        case full
        /// Wraps its content to the width it is given (multi-line labels): measure the height for a width.
        case heightForWidth
    }

    /// Discrete recognizers fire once (tap, swipe); continuous ones report changes while they run.
    public enum GestureStyle: String, Sendable { case discrete, continuous }

    public var name: String
    public var role: Role
    /// The direct superclass, so a project subclass's chain can be followed to what is known.
    public var superclass: String
    /// The module to import for it.
    public var module: String
    /// Other modules the generated code needs.
    public var extraImports: [String] = []
    /// The first iOS version with this class.
    public var minimumIOS: IOSVersion
    /// For views and layers; `nil` for controllers and recognizers.
    public var intrinsicSize: IntrinsicSize?
    /// A good name for the SwiftUI wrapper.
    public var wrapperName: String
    /// Statements make runs before creating it (building a configuration).
    public var preamble: [String] = []
    /// The expression that creates it in make: `{type}` is the class (or the project subclass) and `{name}`
    /// placeholders are inputs passed to the initializer.
    public var creation: String
    /// One-time setup statements for make.
    public var setup: [String] = []
    /// Delegate-like properties the coordinator is assigned to in make.
    public var delegates: [DelegateSlot] = []
    /// Values that cross the bridge.
    public var properties: [BridgedProperty] = []
    /// How the class reports changes and completion back to SwiftUI.
    public var events: [UIKitEvent] = []
    /// Coordinator methods its protocols require, written out in full.
    public var requiredMethods: [String] = []
    /// Statements for the static dismantle method: what must be stopped when SwiftUI removes it.
    public var teardown: [String] = []
    /// For a layer: a UIView subclass whose layer is this class; `{type}` is the subclass's name.
    public var hostView: String?
    public var gestureStyle: GestureStyle?
    /// What goes wrong with this class across the bridge.
    public var traps: [Trap] = []
    /// The SwiftUI-native replacement, when there is one worth considering first.
    public var swiftUIAlternative: String?

    /// The inputs worth suggesting: every two-way or reported property, and every input the wrapper cannot do without.
    public var suggestedProperties: [BridgedProperty] {
        properties.filter { $0.direction != .oneWay || $0.isRequired }
    }

    public func property(named name: String) -> BridgedProperty? {
        properties.first { $0.name == name }
    }
}

/// A property of a UIKit class that holds a delegate-like object (`delegate`, `dataSource`,
/// `navigationDelegate`), with the protocols an object assigned to it adopts.
public struct DelegateSlot: Sendable {
    public var property: String
    public var protocols: [String]

    public init(_ property: String, _ protocols: String...) {
        self.property = property
        self.protocols = protocols
    }
}

/// A value that crosses the bridge: SwiftUI passes it in, and for a two-way property UIKit reports the
/// user's changes back.
public struct BridgedProperty: Sendable {
    public enum Direction: String, Sendable {
        /// SwiftUI → UIKit: applied in update.
        case oneWay
        /// Both ways: applied in update when it differs, and reported back by an event.
        case twoWay
        /// UIKit → SwiftUI only (a picked result): reported by an event, never applied.
        case reported
    }

    public var name: String
    public var type: String
    public var direction: Direction
    /// The wrapper cannot work without it (its initializer or data source reads it), so it is always generated.
    public var isRequired = false
    /// Passed to the class's initializer in `creation`: taken once, never applied again.
    public var isCreationInput = false
    /// Conditions, any of which means the view's value differs from the input. When absent, `{view}.name != {value}`,
    /// which needs an equality-comparable type.
    public var differs: [String]?
    /// Statements that apply the input; when absent, `{view}.name = {value}`.
    public var apply: [String]?
    /// State the coordinator keeps to decide whether to apply it (`var loadedURL: URL?`).
    public var coordinatorState: String?

    public init(
        _ name: String, _ type: String, _ direction: Direction, isRequired: Bool = false, isCreationInput: Bool = false,
        differs: [String]? = nil, apply: [String]? = nil, coordinatorState: String? = nil
    ) {
        self.name = name
        self.type = type
        self.direction = direction
        self.isRequired = isRequired || isCreationInput
        self.isCreationInput = isCreationInput
        self.differs = differs
        self.apply = apply
        self.coordinatorState = coordinatorState
    }

    /// The comparison clauses, with the default filled in.
    public var differenceClauses: [String] { differs ?? ["{view}.\(name) != {value}"] }
    /// The statements that apply it, with the default filled in.
    public var applyStatements: [String] { apply ?? ["{view}.\(name) = {value}"] }
}

/// A way a UIKit class tells its owner something happened: a delegate method or a control event.
public struct UIKitEvent: Sendable {
    public enum Source: Sendable {
        /// A delegate method, by its full signature (`func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)`).
        case delegateMethod(String)
        /// A UIControl event (`valueChanged`), delivered to an `@objc` action named after it; the sender is `sender`.
        case controlEvent(String)
    }

    /// A property the event reports, and the expression that reads its new value inside the method.
    public struct Report: Sendable {
        public var property: String
        public var value: String
    }

    public var source: Source
    public var reports: [Report]
    /// The event also fires for changes update makes, so the write-back is deferred to the next main-queue
    /// turn: writing state synchronously there would modify state during a view update.
    public var firesForProgrammaticChanges = false
    /// The controller is finished (picked, cancelled, sent): SwiftUI's dismiss action closes it.
    public var endsPresentation = false

    public static func delegate(
        _ signature: String, reports: [(String, String)] = [], firesForProgrammaticChanges: Bool = false,
        endsPresentation: Bool = false
    ) -> UIKitEvent {
        UIKitEvent(source: .delegateMethod(signature), reports: reports.map { Report(property: $0.0, value: $0.1) },
                   firesForProgrammaticChanges: firesForProgrammaticChanges, endsPresentation: endsPresentation)
    }

    public static func control(_ event: String, reports: [(String, String)]) -> UIKitEvent {
        UIKitEvent(source: .controlEvent(event), reports: reports.map { Report(property: $0.0, value: $0.1) })
    }
}

/// Something that goes wrong with a class across the bridge, and the rule that finds it when there is one.
public struct Trap: Sendable {
    public var text: String
    public var ruleID: String?

    public init(_ text: String, rule ruleID: String? = nil) {
        self.text = text
        self.ruleID = ruleID
    }
}
