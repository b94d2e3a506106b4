import ArgumentParser
import BridgeLintCore
import BridgeLintRules

/// `bridgelint rules`: the table of rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, severity, whether it is on by default, fixable, minimum iOS."
    )

    func run() throws {
        Output.standardOutput(Self.table(RuleRegistry.all.map { $0.description }))
    }

    static func table(_ rules: [RuleDescription]) -> String {
        let header = ["id", "severity", "default", "fixable", "min iOS", "summary"]
        let rows = rules.sorted { $0.id < $1.id }.map { rule in
            [rule.id, rule.severity.rawValue, rule.isOptIn ? "opt-in" : "on", rule.isFixable ? "yes" : "no",
             rule.minimumOS?[.iOS].map { "\($0)" } ?? "-", rule.summary]
        }
        let widths = header.indices.dropLast().map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (column, cell) in cells.enumerated() {
                text += column < widths.count ? cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) : cell
            }
            return text
        }
        var output = line(header) + "\n"
        output += rows.map { line($0) + "\n" }.joined()
        output += "\nBuilt-in checks: \(BuiltInChecks.ids.joined(separator: ", ")) (suppression comments that are stale or malformed).\n"
        return output
    }
}
