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
            Output.standardOutput(RuleExplanation.symptomReport(symptom, rules: RuleRegistry.all.map { $0.description }))
            return
        }
        let ruleID = ruleID ?? ""
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            let ids = RuleRegistry.all.map { $0.description.id }
            let hint = NameSuggestion.closest(to: ruleID, in: ids).map { " Did you mean '\($0)'?" } ?? ""
            Output.standardError("error: no rule '\(ruleID)'.\(hint) 'bridgelint rules' lists them all.\n")
            throw ExitCode(ExitStatus.usage)
        }
        Output.standardOutput(RuleExplanation.text(for: rule.description))
    }
}
