/// Writes Swift source line by line with four-space indentation, so templates read like the code they produce.
struct SourceBuilder {
    private var lines: [String] = []
    private var depth = 0

    /// A line at the current indentation; text with line breaks becomes several lines.
    mutating func line(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(part.isEmpty ? "" : String(repeating: "    ", count: depth) + part)
        }
    }

    mutating func lines(_ texts: [String]) {
        texts.forEach { line($0) }
    }

    /// A blank line between declarations; never two in a row, and never right after an opening brace.
    mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// `opener {`, the body one level deeper, then `}`.
    mutating func block(_ opener: String, _ body: (inout SourceBuilder) -> Void) {
        indented(opener + " {", closing: "}", body)
    }

    /// The opening line, the body one level deeper, then the closing line: `activate([` … `])`.
    mutating func indented(_ opening: String, closing: String, _ body: (inout SourceBuilder) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// The source, ending with a line break.
    var text: String {
        lines.joined(separator: "\n") + "\n"
    }
}
