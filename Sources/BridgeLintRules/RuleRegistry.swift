import BridgeLintCore

/// Every rule bridgelint ships. A rule that is not listed here never runs, and the tests fail for it.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        RepresentableStaleConfig.self,
        SizeThatFitsForceUnwrap.self,
        PublishedInObservable.self,
        ObservableWithLegacyWrapper.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
