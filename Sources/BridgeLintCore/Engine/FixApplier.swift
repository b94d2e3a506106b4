/// Applies fixes to a file's text: non-overlapping edits only, so two fixes never fight.
public enum FixApplier {
    /// The text with every fix whose edits do not overlap an earlier accepted fix applied, and how many were.
    public static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: Int) {
        var accepted: [TextEdit] = []
        var applied = 0
        for fix in fixes {
            let valid = fix.edits.allSatisfy { $0.end <= text.utf8.count }
            guard valid, !fix.edits.contains(where: { edit in accepted.contains { $0.overlaps(edit) } }) else { continue }
            accepted += fix.edits
            applied += 1
        }
        var bytes = Array(text.utf8)
        for edit in accepted.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), applied)
    }
}
