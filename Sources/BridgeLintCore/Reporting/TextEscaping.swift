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

    /// For a Markdown table cell or inline text: pipes and backticks would break the table or the code span.
    static func markdown(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

extension Array where Element == Finding {
    /// Findings counted by rule id, most frequent first, then by id.
    func countsByRule() -> [(id: String, severity: Severity, count: Int)] {
        let grouped = Dictionary(grouping: self, by: \.ruleID)
        return grouped.map { (id: $0.key, severity: $0.value.map(\.severity).max() ?? .note, count: $0.value.count) }
            .sorted { ($0.count, $1.id) > ($1.count, $0.id) }
    }

    func count(of severity: Severity) -> Int {
        count { $0.severity == severity }
    }
}

extension String {
    /// `1 file`, `2 files`.
    public func counted(_ n: Int) -> String {
        "\(n) \(self)\(n == 1 ? "" : "s")"
    }
}
