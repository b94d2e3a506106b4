/// Deterministic source mutations: the half-edited, truncated and scrambled files a linter meets in an editor.
public struct Mutator: Sendable {
    /// SplitMix64: tiny, fast, and the same sequence on every platform for a given seed.
    public struct Generator: RandomNumberGenerator, Sendable {
        private var state: UInt64

        public init(seed: UInt64) {
            state = seed
        }

        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    public enum Operation: String, CaseIterable, Sendable {
        case deleteLine, duplicateLine, swapLines, swapTokens, deleteToken, truncate, deleteRange, insertPunctuation
    }

    private static let punctuation = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#if os(iOS)", "#endif", ".", ",", ":",
                                      "=", "!", "?", "<#code#>", "//", "/*", "*/", "\\(", "@", "$", "`", "\n"]

    public init() {}

    /// Applies `count` random operations to `source`.
    public func mutate(_ source: String, count: Int, using generator: inout Generator) -> (text: String, applied: [Operation]) {
        var text = source
        var applied: [Operation] = []
        for _ in 0..<count {
            let operation = Operation.allCases.randomElement(using: &generator)!
            text = apply(operation, to: text, using: &generator)
            applied.append(operation)
        }
        return (text, applied)
    }

    func apply(_ operation: Operation, to text: String, using generator: inout Generator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tokens = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let characters = Array(text)
        switch operation {
        case .deleteLine where !lines.isEmpty:
            lines.remove(at: Int.random(in: 0..<lines.count, using: &generator))
            return lines.joined(separator: "\n")
        case .duplicateLine where !lines.isEmpty:
            let index = Int.random(in: 0..<lines.count, using: &generator)
            lines.insert(lines[index], at: index)
            return lines.joined(separator: "\n")
        case .swapLines where lines.count > 1:
            lines.swapAt(Int.random(in: 0..<lines.count, using: &generator), Int.random(in: 0..<lines.count, using: &generator))
            return lines.joined(separator: "\n")
        case .swapTokens where tokens.count > 1:
            tokens.swapAt(Int.random(in: 0..<tokens.count, using: &generator), Int.random(in: 0..<tokens.count, using: &generator))
            return tokens.joined(separator: " ")
        case .deleteToken where !tokens.isEmpty:
            tokens.remove(at: Int.random(in: 0..<tokens.count, using: &generator))
            return tokens.joined(separator: " ")
        case .truncate where !characters.isEmpty:
            return String(characters[0..<Int.random(in: 0..<characters.count, using: &generator)])
        case .deleteRange where characters.count > 1:
            let start = Int.random(in: 0..<characters.count, using: &generator)
            let end = min(characters.count, start + Int.random(in: 1...40, using: &generator))
            return String(characters[0..<start] + characters[end...])
        case .insertPunctuation:
            let at = Int.random(in: 0...characters.count, using: &generator)
            let piece = Self.punctuation.randomElement(using: &generator)!
            return String(characters[0..<at]) + piece + String(characters[at...])
        default:
            return text
        }
    }
}
