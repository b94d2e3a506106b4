/// "Did you mean …?" for misspelt rule ids and configuration keys.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a plausible typo.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Up to `count` candidates close to `name`, closest first: those within the typo distance of `closest(to:in:)`,
    /// and those that contain `name` or are contained in it (ignoring case), so `MapView` suggests `MKMapView`.
    public static func closest(to name: String, in candidates: [String], count: Int) -> [String] {
        let limit = max(2, name.count / 3)
        let lowered = name.lowercased()
        let ranked = candidates.compactMap { candidate -> (candidate: String, distance: Int)? in
            let other = candidate.lowercased()
            let distance = editDistance(lowered, other)
            let related = lowered.count >= 3 && (other.contains(lowered) || lowered.contains(other))
            return distance <= limit || related ? (candidate, distance) : nil
        }
        return ranked.sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }.prefix(count).map(\.candidate)
    }

    /// Levenshtein distance, treating `_` and `-` as the same character (configuration keys use
    /// underscores, rule ids use dashes).
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.map { $0 == "_" ? "-" : $0 })
        let b = Array(rhs.map { $0 == "_" ? "-" : $0 })
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
