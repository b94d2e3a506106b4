import SwiftSyntax

/// One replacement in a file's text, by UTF-8 offsets.
public struct TextEdit: Sendable, Hashable, Encodable {
    /// UTF-8 offsets of the replaced text; an empty range inserts.
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        precondition(start <= end, "an edit cannot end before it starts")
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// Replaces a node's text, keeping the comments and whitespace around it.
    public static func replace(_ node: some SyntaxProtocol, with text: String) -> TextEdit {
        TextEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                 end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text)
    }

    /// Inserts text just before a node's first character (after its leading trivia).
    public static func insert(_ text: String, before node: some SyntaxProtocol) -> TextEdit {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return TextEdit(start: offset, end: offset, replacement: text)
    }

    /// Inserts text just after a node's last character (before its trailing trivia).
    public static func insert(_ text: String, after node: some SyntaxProtocol) -> TextEdit {
        let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(start: offset, end: offset, replacement: text)
    }

    /// Removes a node and the white space after it, up to the next token, so `@Published var x` becomes
    /// `var x` and an attribute on a line of its own leaves no blank line. Comments after it are kept.
    public static func remove(_ node: some SyntaxProtocol) -> TextEdit {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let trailing = node.trailingTrivia
        if !trailing.allSatisfy(\.isWhitespace) {
            // Keep the comment, drop the spaces between the node and it.
            end += trailing.prefix(while: \.isWhitespace).reduce(0) { $0 + $1.sourceLength.utf8Length }
        } else {
            end = node.endPosition.utf8Offset
            if let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
               next.leadingTrivia.allSatisfy(\.isWhitespace) {
                end = next.positionAfterSkippingLeadingTrivia.utf8Offset
            }
        }
        return TextEdit(start: start, end: end, replacement: "")
    }

    func overlaps(_ other: TextEdit) -> Bool {
        start < other.end && other.start < end || (start == other.start && start == end && other.start == other.end)
    }
}

/// A mechanical repair of one finding: what it does, and the edits that do it. Encodable for the JSON report.
public struct Fix: Sendable, Hashable, Encodable {
    /// What the fix does, in the imperative: "Replace @StateObject with @State".
    public var summary: String
    public var edits: [TextEdit]

    public init(_ summary: String, edits: [TextEdit]) {
        self.summary = summary
        self.edits = edits
    }
}
