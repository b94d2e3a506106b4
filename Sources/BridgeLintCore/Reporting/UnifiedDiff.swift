/// `diff -u`-style output for `fix --dry-run`, from a line-level longest common subsequence.
public enum UnifiedDiff {
    public static func diff(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(path)\n+++ \(path)\n"
        for hunk in hunks(script, context: context) {
            let oldStart = hunk.first.map { $0.oldLine } ?? 0
            let newStart = hunk.first.map { $0.newLine } ?? 0
            let oldCount = hunk.count { $0.kind != .insert }
            let newCount = hunk.count { $0.kind != .delete }
            output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " \(step.text)\n"
                case .delete: output += "-\(step.text)\n"
                case .insert: output += "+\(step.text)\n"
                }
            }
        }
        return output
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// 0-based positions in the old and new text where this step stands.
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The edit script; the common prefix and suffix are trimmed first, so the quadratic table only
    /// covers the changed middle (fixes change a few lines of a file).
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var table = Array(repeating: Array(repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
        for i in stride(from: middleA.count - 1, through: 0, by: -1) {
            for j in stride(from: middleB.count - 1, through: 0, by: -1) {
                table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = (0..<prefix).map { Step(kind: .same, text: a[$0], oldLine: $0, newLine: $0) }
        var i = 0, j = 0
        while i < middleA.count || j < middleB.count {
            if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] {
                steps.append(Step(kind: .same, text: middleA[i], oldLine: prefix + i, newLine: prefix + j))
                i += 1; j += 1
            } else if i < middleA.count, j == middleB.count || table[i + 1][j] >= table[i][j + 1] {
                // Deletions before insertions, as diff -u prints them.
                steps.append(Step(kind: .delete, text: middleA[i], oldLine: prefix + i, newLine: prefix + j))
                i += 1
            } else {
                steps.append(Step(kind: .insert, text: middleB[j], oldLine: prefix + i, newLine: prefix + j))
                j += 1
            }
        }
        for k in 0..<suffix {
            let oldLine = a.count - suffix + k
            steps.append(Step(kind: .same, text: a[oldLine], oldLine: oldLine, newLine: b.count - suffix + k))
        }
        return steps
    }

    /// Groups changes with `context` unchanged lines around them; nearby changes share a hunk.
    private static func hunks(_ script: [Step], context: Int) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .same }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(script.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { Array(script[$0]) }
    }
}
