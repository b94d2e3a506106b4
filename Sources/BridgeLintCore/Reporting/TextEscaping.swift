/// Escaping for the text formats reporters write.
enum TextEscaping {
    /// For XML/HTML text and attribute values.
    static func xml(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    /// For a Markdown table cell, heading or list item: `|` becomes `\|` (a bare pipe would end the table
    /// cell) and `\n` becomes a space (a line break would end the row or item). Nothing else changes:
    /// messages mark code with backticks on purpose, so a code span stays a code span.
    static func markdown(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
