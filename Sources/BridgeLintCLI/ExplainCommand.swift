import ArgumentParser
import BridgeLintCore
import BridgeLintRules

/// `bridgelint explain RULE-ID`: why a rule exists, what it flags, what to write instead.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: rationale, a wrong and a right example, how to fix."
    )

    @Argument(help: "The rule id, as listed by 'bridgelint rules'.")
    var ruleID: String

    func run() throws {
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
        if let minimum = rule.minimumIOS { text += " Applies from iOS \(minimum)." }
        text += "\n\nWhy:\n\(indent(rule.rationale))\n"
        if let wrong = rule.triggeringExamples.first {
            text += "\nWrong:\n\(indent(wrong.displayCode))\n"
        }
        if let right = rule.nonTriggeringExamples.first {
            text += "\nRight:\n\(indent(right.displayCode))\n"
        }
        text += "\nHow to fix:\n\(indent(rule.howToFix))\n"
        text += "\nSilence one finding with '// bridgelint:disable:next \(rule.id)' on the line before it.\n"
        return text
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
