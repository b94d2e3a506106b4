import Foundation

/// The plan as `--plan` prints it: text for people, JSON for tools.
public enum PlanReport {
    public static func text(_ plan: MigrationPlan) -> String {
        var output = ""
        for entry in plan.classes {
            output += "\(entry.name) (\(entry.location)): \(entry.status.rawValue)\n"
            for blocker in entry.blockers {
                output += "  blocked [\(blocker.kind.rawValue)]: \(blocker.reason)\(blocker.location.map { " (\($0))" } ?? "")\n"
            }
            if let replacement = entry.uikitReplacement {
                output += "  UIKit/AppKit side: \(replacement)\n"
            }
            for change in entry.changes {
                output += "  \(entry.status == .migrates ? "changes" : "would change") \(change.location): \(change.summary)\n"
            }
            for note in entry.notes {
                output += "  note: \(note)\n"
            }
        }
        output += summary(plan) + "\n"
        return output
    }

    /// `4 classes: 1 migrates, 3 blocked (deployment-target: 2, publisher-use: 1).`
    public static func summary(_ plan: MigrationPlan) -> String {
        let total = plan.classes.count
        var text = "\(total) ObservableObject class\(total == 1 ? "" : "es"): \(plan.migrating.count) migrate\(plan.migrating.count == 1 ? "s" : ""), \(plan.blocked.count) blocked"
        let notSelected = total - plan.migrating.count - plan.blocked.count
        if notSelected > 0 { text += ", \(notSelected) not selected" }
        let counts = plan.blockerCounts
        if !counts.isEmpty {
            text += " (" + counts.map { "\($0.kind.rawValue): \($0.classes)" }.joined(separator: ", ") + ")"
        }
        let files = plan.changedFiles.count
        return text + "; \(files) file\(files == 1 ? "" : "s") would change."
    }

    public static func json(_ plan: MigrationPlan) -> String {
        struct Document: Encodable {
            var classes: [ClassPlan]
            var summary: Summary
            var changedFiles: [String]
        }
        struct Summary: Encodable {
            var classes: Int
            var migrate: Int
            var blocked: Int
            var blockedBy: [String: Int]
        }
        let summary = Summary(classes: plan.classes.count, migrate: plan.migrating.count, blocked: plan.blocked.count,
                              blockedBy: Dictionary(uniqueKeysWithValues: plan.blockerCounts.map { ($0.kind.rawValue, $0.classes) }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(classes: plan.classes, summary: summary, changedFiles: plan.changedFiles.map(\.path)))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
