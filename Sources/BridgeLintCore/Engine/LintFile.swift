import Foundation
import SwiftSyntax

/// One parsed source file as rules see it. Lives only while its file is being checked,
/// so the syntax tree is never kept for the whole run.
public struct LintFile {
    /// The path as it is shown to the user.
    public let path: String
    public let tree: SourceFileSyntax
    /// The project's deployment target of each platform it is known for.
    public let deploymentTargets: PlatformVersions
    /// Where `async` code isolated to no actor runs, from the project's build settings.
    public let concurrencyDefaults: ConcurrencyDefaults
    /// UTF-8 offsets where each line starts; positions become line and column by binary search, which
    /// spares building swift-syntax's converter (a second walk of every token) for the many files with
    /// no finding.
    private let lineStarts: [Int]
    private let utf8: [UInt8]
    /// One bit per pair of adjacent bytes the text holds: `contains` rules out most needles with it, without a
    /// scan (a file is asked about dozens of words, and most are not in it).
    private let bytePairs: [UInt64]
    /// Analyses shared by the rules that check this file.
    public let memo = FileMemo()

    public init(path: String, source: String, tree: SourceFileSyntax, deploymentTargets: PlatformVersions = [:],
                concurrencyDefaults: ConcurrencyDefaults = .unknown) {
        self.path = path
        self.tree = tree
        self.deploymentTargets = deploymentTargets
        self.concurrencyDefaults = concurrencyDefaults
        let utf8 = Array(source.utf8)
        self.utf8 = utf8
        var starts = [0]
        var pairs = [UInt64](repeating: 0, count: 65536 / 64)
        var previous = 0
        for (offset, byte) in utf8.enumerated() {
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            let pair = previous << 8 | Int(byte)
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            previous = Int(byte)
        }
        self.lineStarts = starts
        self.bytePairs = pairs
    }

    /// Whether every pair of adjacent bytes of `pattern` occurs somewhere in the text (necessary for a match).
    private func holdsEveryPair(of pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous = Int(pattern[0])
        for byte in pattern.dropFirst() {
            let pair = previous << 8 | Int(byte)
            guard bytePairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return false }
            previous = Int(byte)
        }
        return true
    }

    /// The platforms the file's code is written for, read from its imports: UIKit code runs on iOS, tvOS and
    /// visionOS, AppKit (or Cocoa) code without UIKit on macOS, and code that imports neither anywhere.
    public var platforms: Set<Platform> {
        if contains("import UIKit") { return Platform.uiKit }
        if contains("import AppKit") || contains("import Cocoa") { return Platform.appKit }
        return Set(Platform.allCases)
    }

    /// Lines as an editor counts them: a final line break does not start another line.
    public var lineCount: Int {
        utf8.last == UInt8(ascii: "\n") || utf8.isEmpty ? lineStarts.count - 1 : lineStarts.count
    }

    /// Whether the source text contains `needle` anywhere (comments and strings included).
    /// A cheap byte search that lets a rule or pass skip files that cannot concern it. Rules ask it often,
    /// so it jumps with `memchr` between occurrences of the needle's rarest byte (`.` in `.async` would stop
    /// everywhere; `y` stops rarely) and compares the whole needle only there.
    public func contains(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard !pattern.isEmpty else { return true }
            guard pattern.count <= utf8.count, holdsEveryPair(of: pattern) else { return false }
            let pivot = Self.rarestByteIndex(in: pattern)
            return utf8.withUnsafeBufferPointer { text in
                guard let base = text.baseAddress else { return false }
                // A pivot hit at `offset` means a candidate starting at `offset - pivot`.
                var offset = pivot
                let lastOffset = text.count - pattern.count + pivot
                while offset <= lastOffset {
                    guard let hit = memchr(base + offset, Int32(pattern[pivot]), lastOffset - offset + 1) else { return false }
                    offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset - pivot, pattern.baseAddress!, pattern.count) == 0 { return true }
                    offset += 1
                }
                return false
            }
        }
    }

    /// The position of the needle byte least frequent in Swift source.
    private static func rarestByteIndex(in pattern: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        for index in pattern.indices where byteRarity[Int(pattern[index])] < byteRarity[Int(pattern[best])] {
            best = index
        }
        return best
    }

    /// How common each byte is in Swift source, lowest first: digits and capitals, then the rarer
    /// lower-case letters, then the common ones, then punctuation, spaces and everything else.
    private static let byteRarity: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return 0
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return "etaoinsrlcdu".utf8.contains(byte) ? 2 : 1
        default: return 3
        }
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : utf8.count
        while end > start, utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The 1-based line and UTF-8 column of a position in this file.
    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = min(max(position.utf8Offset, 0), utf8.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// Builds a finding anchored at `node`, without leading and trailing trivia.
    public func finding(
        at node: some SyntaxProtocol, ruleID: String, severity: Severity, message: String
    ) -> Finding {
        let span = span(of: node)
        return Finding(
            ruleID: ruleID, severity: severity, message: message, file: path,
            line: span.line, column: span.column, endColumn: span.endColumn, sourceLine: span.text
        )
    }

    /// A second place for a finding of this file, spanned like a finding's own.
    public func relatedLocation(at node: some SyntaxProtocol, _ message: String) -> RelatedLocation {
        let span = span(of: node)
        return RelatedLocation(message: message, line: span.line, column: span.column, endColumn: span.endColumn)
    }

    /// Where a node starts, and the column just past its end on that line (the line's end when it goes on),
    /// never empty; with the text of its first line.
    private func span(of node: some SyntaxProtocol) -> (line: Int, column: Int, endColumn: Int, text: String) {
        let start = location(of: node.positionAfterSkippingLeadingTrivia)
        let end = location(of: node.endPositionBeforeTrailingTrivia)
        let text = lineText(start.line)
        let endColumn = end.line == start.line ? end.column : text.utf8.count + 1
        return (start.line, start.column, max(endColumn, start.column + 1), text)
    }
}
