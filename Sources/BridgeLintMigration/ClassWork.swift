import BridgeLintCore

/// One class while the migration is being planned: what blocks it, and the edits that would migrate it,
/// by source index. Becomes a `ClassPlan` at the end.
struct ClassWork {
    let name: String
    let location: CodeLocation
    /// Index of the source that declares the class; nil for a type declared outside the linted paths.
    let declaringSource: Int?
    var blockers: [Blocker] = []
    var edits: [Int: [TextEdit]] = [:]
    var changes: [ClassPlan.Change] = []
    var notes: [String] = []
    var uikitReplacement: String?

    init(name: String, location: CodeLocation, declaringSource: Int?) {
        self.name = name
        self.location = location
        self.declaringSource = declaringSource
    }

    /// The sources the migration of this class reads or changes.
    var touchedSources: Set<Int> {
        Set(edits.keys).union(declaringSource.map { [$0] } ?? [])
    }

    mutating func block(_ kind: Blocker.Kind, _ reason: String, at location: CodeLocation?) {
        let blocker = Blocker(kind, reason, at: location)
        if !blockers.contains(blocker) { blockers.append(blocker) }
    }

    mutating func edit(_ edit: TextEdit, in source: Int, at location: CodeLocation, _ summary: String) {
        edits[source, default: []].append(edit)
        changes.append(ClassPlan.Change(location: location, summary: summary))
    }

    /// An edit that belongs to a change already listed.
    mutating func edit(_ edit: TextEdit, in source: Int) {
        edits[source, default: []].append(edit)
    }
}
