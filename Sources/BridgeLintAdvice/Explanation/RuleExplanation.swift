import BridgeLintCore

/// What `bridgelint explain` says, as text: a rule's whole story, or the rules behind a symptom. Shared by the
/// command line and the MCP server's `explain` tool.
public enum RuleExplanation {
    /// Why a rule exists, what it flags, what to write instead, and how to silence it.
    public static func text(for rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.summary)\n\n"
        text += "Severity: \(rule.severity.rawValue). \(rule.isOptIn ? "Opt-in" : "On by default")."
        if let minimum = rule.minimumOS { text += " Applies from \(minimum)." }
        text += "\n\nWhy:\n\(indent(rule.rationale))\n"
        if let wrong = rule.triggeringExamples.first {
            text += "\nWrong:\n\(indent(wrong.displayCode))\n"
        }
        if let right = rule.nonTriggeringExamples.first {
            text += "\nRight:\n\(indent(right.displayCode))\n"
        }
        text += "\nHow to fix:\n\(indent(rule.howToFix))\n"
        if let kind = rule.scaffold {
            text += "\nGenerate correct code: \(kind.synopsis)\n"
        }
        text += "\nSilence one finding with '// bridgelint:disable:next \(rule.id)' on the line before it.\n"
        return text
    }

    /// The rules behind a symptom, best match first, or what to try when none matches.
    /// A run-time message the diagnosis catalog knows is recognised first: its rules lead, in the catalog's order.
    public static func symptomReport(_ symptom: String, rules: [RuleDescription]) -> String {
        let answer = SymptomLookup(rules: rules).answer(for: symptom)
        let matches = answer.matches
        guard !matches.isEmpty else {
            return "No rule matches \"\(symptom)\". Try the exact words Xcode printed, or 'bridgelint rules' for the list of rules.\n"
        }
        var text = ""
        if let message = answer.message {
            text += "Recognised run-time message (\(message.id)): \(message.meaning)\n"
            text += "'bridgelint diagnose --log FILE' finds its causes in a project.\n\n"
        }
        text += "Rules that find causes of \"\(symptom)\", best match first:\n"
        for match in matches {
            text += "\n  \(match.ruleID)\n"
            text += "      \(match.summary)\n"
            text += "      matches: \"\(match.symptom)\"\n"
        }
        text += "\n'bridgelint explain RULE-ID' tells a rule's whole story.\n"
        return text
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
