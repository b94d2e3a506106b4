import SwiftParser
import SwiftSyntax

/// A text and its parse, kept so the next version of the same file re-parses only the region that changed.
/// An editor sends a keystroke at a time: re-using the untouched nodes makes re-parsing a 3,000-line file
/// cost about as much as re-parsing the declaration being edited.
struct IncrementalParse {
    let text: String
    let result: IncrementalParseResult

    var tree: SourceFileSyntax { result.tree }

    /// Parses `text` from scratch.
    init(_ text: String) {
        self.text = text
        result = Parser.parseIncrementally(source: text, parseTransition: nil)
    }

    /// Parses `text`, re-using the nodes of `previous` outside the one region where the two texts differ.
    init(_ text: String, after previous: IncrementalParse) {
        self.text = text
        let edit = Self.changedRegion(from: previous.text, to: text)
        let transition = IncrementalParseTransition(
            previousIncrementalParseResult: previous.result, edits: ConcurrentEdits(edit))
        result = Parser.parseIncrementally(source: text, parseTransition: transition)
    }

    /// The single edit that turns `old` into `new`: what lies between their common prefix and common suffix
    /// (in UTF-8 bytes, as the parser counts). Several edits since the last parse merge into one wider region,
    /// which is still correct, only less reuse.
    static func changedRegion(from old: String, to new: String) -> SourceEdit {
        let before = Array(old.utf8)
        let after = Array(new.utf8)
        var prefix = 0
        let shorter = min(before.count, after.count)
        while prefix < shorter, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] {
            suffix += 1
        }
        // Bytes, not a String: the region may start or end inside a multi-byte character.
        let replaced = AbsolutePosition(utf8Offset: prefix)..<AbsolutePosition(utf8Offset: before.count - suffix)
        return SourceEdit(range: replaced, replacement: Array(after[prefix..<(after.count - suffix)]))
    }
}
