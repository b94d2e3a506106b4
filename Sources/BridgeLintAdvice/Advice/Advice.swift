/// What `bridgelint advise` says about a type: which bridge fits, what to know, what goes wrong, and the command
/// that generates it.
public struct Advice: Sendable {
    /// A labelled fact: `Delegate: MKMapViewDelegate, …`.
    public struct Fact: Sendable {
        public var label: String
        public var text: String
    }

    public var headline: String
    public var bridges: [Bridge]
    public var facts: [Fact] = []
    public var traps: [Trap] = []
    /// `bridgelint new …` command lines.
    public var commands: [String] = []

    /// The advice as printed: the headline, aligned facts, the traps with their rule ids, the commands.
    public var text: String {
        var text = headline + "\n"
        if !facts.isEmpty {
            let width = facts.map(\.label.count).max() ?? 0
            text += "\n"
            for fact in facts {
                let label = (fact.label + ":").padding(toLength: width + 2, withPad: " ", startingAt: 0)
                text += "  \(label) \(fact.text)\n"
            }
        }
        if !traps.isEmpty {
            text += "\nTraps:\n"
            for trap in traps {
                text += "  - \(trap.text)" + (trap.ruleID.map { " [\($0)]" } ?? "") + "\n"
            }
        }
        if !commands.isEmpty {
            text += "\nGenerate it:\n"
            text += commands.map { "  \($0)\n" }.joined()
        }
        return text
    }
}
