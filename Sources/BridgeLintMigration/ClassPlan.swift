/// What the migration does with one ObservableObject class: migrate it (and the changes it makes, file by
/// file), or leave it alone for the reasons given.
public struct ClassPlan: Sendable, Codable {
    public enum Status: String, Sendable, Codable {
        case migrates
        case blocked
        /// Left out by `--only`.
        case notSelected = "not-selected"
    }

    /// One change the migration makes, for the plan's reader: `@StateObject → @State` at a line.
    public struct Change: Sendable, Hashable, Codable {
        public var location: CodeLocation
        public var summary: String
    }

    public var name: String
    /// Where the class is declared; for a type declared outside the linted paths, its first use.
    public var location: CodeLocation
    public var status: Status
    /// Every reason the class is blocked, in file order.
    public var blockers: [Blocker]
    /// The changes to the class itself and to its use sites; planned even when blocked, so the plan shows
    /// what unblocking it would change.
    public var changes: [Change]
    /// What a UIKit or AppKit subscriber would need instead of its Combine subscription, when one subscribes.
    public var uikitReplacement: String?
    /// Points the reader should know that do not block (an observer that now runs after tracking notifies).
    public var notes: [String]
}

/// The plan of a whole run: one entry per class, and the files' new texts for the classes that migrate.
public struct MigrationPlan: Sendable {
    public var classes: [ClassPlan]
    /// Files the migration changes: the original and the migrated text.
    public var changedFiles: [FileChange]

    public struct FileChange: Sendable {
        public var path: String
        public var original: String
        public var migrated: String
    }

    public var migrating: [ClassPlan] { classes.filter { $0.status == .migrates } }
    public var blocked: [ClassPlan] { classes.filter { $0.status == .blocked } }

    /// How many blocked classes each kind of reason blocks (a class blocked for two kinds counts for each).
    public var blockerCounts: [(kind: Blocker.Kind, classes: Int)] {
        Blocker.Kind.allCases.compactMap { kind in
            let count = blocked.count { $0.blockers.contains { $0.kind == kind } }
            return count > 0 ? (kind, count) : nil
        }
    }
}
