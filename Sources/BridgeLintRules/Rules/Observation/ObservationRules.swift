import BridgeLintCore

/// Rules for state shared across the bridge: Observation, ObservableObject, Combine and threads.
enum ObservationRules {
    static let all: [any Rule.Type] = [
        PublishedInObservable.self,
        ObservableWithLegacyWrapper.self,
        StateWriteOffMain.self,
        CombineUIOffMain.self,
        ObservationTrackingOnce.self,
        ObservationTrackingOffMain.self,
    ]
}
