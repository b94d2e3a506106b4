/// The counts the summary, Markdown and HTML reports show.
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
