import BridgeLintCore
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// One project file as the migration reads it: its text and its syntax tree, with operators folded so that
/// `a = b` and `x as T` are single expressions.
struct ParsedSource {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    private let file: LintFile

    init(path: String, text: String, tree: SourceFileSyntax) {
        self.path = path
        self.text = text
        self.tree = tree
        self.file = LintFile(path: path, source: text, tree: tree)
    }

    /// Parses every source, on all cores.
    static func parseAll(_ sources: [(path: String, text: String)]) -> [ParsedSource] {
        let trees = ParallelMap.map(count: sources.count, progress: nil) { position in
            let parsed = Parser.parse(source: sources[position].text)
            // Folding keeps every token where it was, so offsets into the folded tree are offsets into the text.
            let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
            return folded.as(SourceFileSyntax.self) ?? parsed
        }
        return zip(sources, trees).map { ParsedSource(path: $0.path, text: $0.text, tree: $1) }
    }

    /// The platforms the file's code is for, read from its imports.
    var platforms: Set<Platform> { file.platforms }

    func location(of node: some SyntaxProtocol) -> CodeLocation {
        CodeLocation(file: path, line: file.location(of: node.positionAfterSkippingLeadingTrivia).line)
    }

    /// The white space that starts the line `node` begins on.
    func indentation(of node: some SyntaxProtocol) -> String {
        let bytes = Array(text.utf8)
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
