import Foundation

/// Findings accepted as they are, so a large app can adopt bridgelint and fail only on new findings.
///
/// An entry is identified by rule, file and the normalised text of the flagged line and code — not by
/// line number — so edits elsewhere in the file do not invalidate it. Identical entries are counted:
/// a third identical finding where the baseline has two is new.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    struct Entry: Codable, Equatable {
        var rule: String
        var file: String
        var fingerprint: String
        /// For people reading the file; not used for matching.
        var line: Int
        var message: String
    }

    private(set) var entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map {
            Entry(rule: $0.ruleID, file: $0.file, fingerprint: Self.fingerprint(of: $0), line: $0.line, message: $0.message)
        }
    }

    public var count: Int { entries.count }

    /// The findings that are not in the baseline.
    public func newFindings(in findings: [Finding]) -> [Finding] {
        var remaining: [String: Int] = [:]
        for entry in entries {
            remaining[Self.key(entry.rule, entry.file, entry.fingerprint), default: 0] += 1
        }
        return findings.filter { finding in
            let key = Self.key(finding.ruleID, finding.file, Self.fingerprint(of: finding))
            guard let left = remaining[key], left > 0 else { return true }
            remaining[key] = left - 1
            return false
        }
    }

    private static func key(_ rule: String, _ file: String, _ fingerprint: String) -> String {
        "\(rule)\u{0}\(file)\u{0}\(fingerprint)"
    }

    /// A stable hash of the finding's line and flagged code with white space collapsed.
    public static func fingerprint(of finding: Finding) -> String {
        let bytes = Array(finding.sourceLine.utf8)
        let start = min(max(finding.column - 1, 0), bytes.count)
        let end = min(max(finding.endColumn - 1, start), bytes.count)
        let flagged = String(decoding: bytes[start..<end], as: UTF8.self)
        let text = "\(finding.ruleID)|\(normalized(finding.sourceLine))|\(normalized(flagged))"
        return fnv1a(text)
    }

    private static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// 64-bit FNV-1a, hex: stable across runs and platforms (unlike Hasher).
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }

    private struct Document: Codable {
        var version: Int
        var tool: String
        var findings: [Entry]
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let sorted = entries.sorted { ($0.file, $0.line, $0.rule) < ($1.file, $1.line, $1.rule) }
        return (try? encoder.encode(Document(version: Self.formatVersion, tool: "bridgelint", findings: sorted))) ?? Data()
    }

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "\(path): error: cannot read baseline")
        }
        guard let document = try? JSONDecoder().decode(Document.self, from: data), document.tool == "bridgelint" else {
            throw LoadError(description: "\(path): error: not a bridgelint baseline (write one with --write-baseline)")
        }
        guard document.version == formatVersion else {
            throw LoadError(description: "\(path): error: baseline format \(document.version) is not supported; write it again with --write-baseline")
        }
        var baseline = Baseline(findings: [])
        baseline.entries = document.findings
        return baseline
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
