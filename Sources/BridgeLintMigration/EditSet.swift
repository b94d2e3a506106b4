import BridgeLintCore

/// The edits accepted for one file, from several classes: none may overlap another, though several
/// insertions may share a place (they are applied in the order accepted).
struct EditSet {
    private(set) var edits: [TextEdit] = []

    /// Whether `candidate` can join the set without touching text another edit changes.
    func accepts(_ candidate: [TextEdit]) -> Bool {
        let all = edits + candidate
        for (position, edit) in candidate.enumerated() {
            let others = all.enumerated().filter { $0.offset != edits.count + position }.map(\.element)
            if others.contains(where: { Self.conflict(edit, $0) }) { return false }
        }
        return true
    }

    mutating func add(_ candidate: [TextEdit]) {
        edits += candidate
    }

    /// Adds an edit that goes before any insertion already at its place (an import before the class it serves).
    mutating func addFirst(_ edit: TextEdit) {
        edits.insert(edit, at: 0)
    }

    /// Two replacements conflict when their ranges overlap; an insertion conflicts with a replacement it
    /// falls strictly inside. Identical insertions are one edit twice (a shared import), also refused.
    private static func conflict(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.start == a.end, b.start == b.end { return a == b }
        if a.start == a.end { return b.start < a.start && a.start < b.end }
        if b.start == b.end { return a.start < b.start && b.start < a.end }
        return a.start < b.end && b.start < a.end
    }

    /// The text with every edit applied. Insertions at one place keep their order.
    func apply(to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { lhs, rhs in
            (lhs.element.start, lhs.element.end, lhs.offset) > (rhs.element.start, rhs.element.end, rhs.offset)
        }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
