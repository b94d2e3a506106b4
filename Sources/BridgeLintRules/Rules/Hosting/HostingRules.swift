import BridgeLintCore

/// Rules for SwiftUI hosted in UIKit: UIHostingController, UIHostingConfiguration (and AppKit twins).
enum HostingRules {
    static let all: [any Rule.Type] = [
        ContainmentIncomplete.self,
        HostingControllerNotRetained.self,
        HostingControllerPerCell.self,
        HostingRootViewRetainCycle.self,
        HostingMissingSizingOptions.self,
        HostingLegacySizeInvalidation.self,
        HostingMissingEnvironment.self,
        HostingNestedNavigation.self,
        ChildControllersAccumulate.self,
        HostingOutsideControllerHierarchy.self,
    ]
}
