/// Checks the engine itself makes, beside the catalog's rules. They can be turned off
/// with `disabled_rules` and their severity changed like any rule.
public enum BuiltInChecks {
    /// A suppression comment that silenced nothing: stale, it should be removed.
    public static let superfluousSuppression = "superfluous-suppression"
    /// A malformed suppression comment, or one naming an unknown rule.
    public static let invalidSuppression = "invalid-suppression"

    public static let ids = [superfluousSuppression, invalidSuppression]
}
