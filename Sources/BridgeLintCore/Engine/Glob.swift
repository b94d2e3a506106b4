/// A path pattern from `included`/`excluded`: `*` matches within one path component,
/// `**` across components, `?` one character. A pattern without wildcards names a file or a
/// whole folder (`Pods` excludes everything below `Pods/`).
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = trimmed
        self.components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) or one of the folders containing it matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return false }
        for length in 1...parts.count where Self.match(components[...], parts[0..<length]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            for start in path.startIndex...path.endIndex where match(rest, path[start...]) {
                return true
            }
            return false
        }
        guard let first = path.first, matchComponent(Array(head), Array(first)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Wildcard match of one component, iterative with backtracking on the last `*`.
    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: Int?, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; starText = t; p += 1
            } else if let star {
                p = star + 1; starText += 1; t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
