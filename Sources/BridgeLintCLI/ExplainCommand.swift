import ArgumentParser
import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules

/// `bridgelint explain RULE-ID`: why a rule exists, what it flags, what to write instead.
/// `bridgelint explain --symptom TEXT`: which rules find the causes of a run-time message or a visible symptom.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule (rationale, a wrong and a right example, how to fix), or find the rules behind a symptom."
    )

    @Argument(help: "The rule id, as listed by 'bridgelint rules'.")
    var ruleID: String?

    @Option(help: ArgumentHelp(
        "What Xcode printed at run time or what you saw, such as \"Modifying state during view update\" or \"cursor jumps while typing\".",
        valueName: "text"))
    var symptom: String?

    func validate() throws {
        switch (ruleID, symptom) {
        case (nil, nil): throw ValidationError("give a RULE-ID, or --symptom TEXT with what you saw")
        case (_?, _?): throw ValidationError("give either a RULE-ID or --symptom TEXT, not both")
        default: break
        }
    }

    func run() throws {
        if let symptom {
            Output.standardOutput(Self.symptomReport(symptom))
            return
        }
        let ruleID = ruleID ?? ""
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            let ids = RuleRegistry.all.map { $0.description.id }
            let hint = NameSuggestion.closest(to: ruleID, in: ids).map { " Did you mean '\($0)'?" } ?? ""
            Output.standardError("error: no rule '\(ruleID)'.\(hint) 'bridgelint rules' lists them all.\n")
            throw ExitCode(ExitStatus.usage)
        }
        Output.standardOutput(Self.explanation(rule.description))
    }

    static func explanation(_ rule: RuleDescription) -> String {
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
    static func symptomReport(_ symptom: String) -> String {
        let matcher = SymptomMatcher(rules: RuleRegistry.all.map { $0.description })
        let matches = matcher.matches(for: symptom)
        guard !matches.isEmpty else {
            return "No rule matches \"\(symptom)\". Try the exact words Xcode printed, or 'bridgelint rules' for the list of rules.\n"
        }
        var text = "Rules that find causes of \"\(symptom)\", best match first:\n"
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
