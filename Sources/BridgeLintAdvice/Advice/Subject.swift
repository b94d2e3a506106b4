import BridgeLintCore

/// What a type name given to `advise` or `new` turned out to be.
public enum Subject: Sendable {
    /// A class from bridgelint's UIKit table.
    case uikit(UIKitClass)
    /// A project class that inherits, directly or through other project classes, from a class of the table.
    case projectSubclass(ProjectSubclass)
    /// A project type conforming to SwiftUI's View.
    case swiftUIView(TypeFact)
    /// A project class observed through Observation (`@Observable`) or Combine (`ObservableObject`).
    case observableModel(TypeFact, usesObservationMacro: Bool)
    /// A project type that already is a representable.
    case representable(TypeFact)
    /// A project type bridgelint cannot relate to the bridge.
    case unrelated(TypeFact)
}

/// A project class and what it inherits from the nearest class bridgelint knows.
public struct ProjectSubclass: Sendable {
    public var declaration: TypeFact
    /// From the class up to the known ancestor: `["RouteMapView", "BaseMapView", "MKMapView"]`.
    public var chain: [String]
    public var base: UIKitClass
    /// Whether a project class of the chain overrides `intrinsicContentSize`.
    public var overridesIntrinsicContentSize: Bool

    public var intrinsicSize: UIKitClass.IntrinsicSize? {
        guard base.intrinsicSize != nil else { return nil }
        return overridesIntrinsicContentSize ? .full : base.intrinsicSize
    }
}

extension TypeFact {
    /// Where it is declared, as `file:line`.
    public var location: String { "\(file):\(line)" }
}
