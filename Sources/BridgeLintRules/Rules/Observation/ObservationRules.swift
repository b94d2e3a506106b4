import BridgeLintCore

/// Rules for state shared across the bridge: Observation, ObservableObject, Combine and threads.
enum ObservationRules {
    static let all: [any Rule.Type] = [
        PublishedInObservable.self,
        ObservableWithLegacyWrapper.self,
        StateHoldsObservableObject.self,
        ObservedObjectOwned.self,
        ObservationTrackingOnce.self,
        ObservationTrackingOffMain.self,
        CombineUIOffMain.self,
        StateWriteOffMain.self,
        UIKitObservationTrackingDisabled.self,
        CombineAssignRetainCycle.self,
    ]
}
