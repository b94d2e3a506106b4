import BridgeLintCore
import BridgeLintRules

/// The `rules` argument: rule ids, each checked against the registry, with a "did you mean" for a misspelling.
enum RuleSelection {
    /// The ids given, or nil when the argument is absent. With `fixableOnly`, each must be a rule with a fix.
    static func read(_ arguments: ToolArguments, key: String = "rules", fixableOnly: Bool = false) throws(ToolError) -> Set<String>? {
        guard let ids = try arguments.strings(key) else { return nil }
        let candidates = RuleRegistry.all.map { $0.description }.filter { !fixableOnly || $0.isFixable }.map(\.id)
        for id in ids where !candidates.contains(id) {
            let hint = NameSuggestion.closest(to: id, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
            let what = fixableOnly && RuleRegistry.rule(id: id) != nil ? "a rule with a fix" : "a rule"
            throw ToolError("'\(id)' is not \(what).\(hint) The explain tool, or 'bridgelint rules', lists them.")
        }
        return Set(ids)
    }
}
