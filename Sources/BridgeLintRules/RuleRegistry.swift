import BridgeLintCore

/// Every rule bridgelint ships, by family. A rule that is not listed never runs, and the tests fail for it.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = RepresentableRules.all + HostingRules.all + ObservationRules.all

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
