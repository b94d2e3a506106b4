/// A position as LSP counts it: 0-based line, and 0-based character in UTF-16 code units within the line.
public struct LSPPosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    init?(json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

public struct LSPRange: Sendable, Hashable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// Whether two ranges share a position; an empty range touching the other's edge counts, so a cursor
    /// at either end of a diagnostic finds it.
    func touches(_ other: LSPRange) -> Bool {
        start <= other.end && other.start <= end
    }

    var json: JSONValue { ["start": start.json, "end": end.json] }

    init?(json: JSONValue?) {
        guard let start = LSPPosition(json: json?["start"]), let end = LSPPosition(json: json?["end"]), start <= end
        else { return nil }
        self.init(start: start, end: end)
    }
}

/// Converts between the engine's UTF-8 offsets and LSP's UTF-16 positions for one text. Lines end at `\n`,
/// `\r\n` or `\r`, as LSP defines them. Positions past a line's end are clamped to it, and a character in
/// the middle of a Unicode scalar moves back to the scalar's start, so any position a client sends maps to
/// a valid offset.
public struct LineTable: Sendable {
    private let bytes: [UInt8]
    /// The UTF-8 offset where each line starts.
    private let lineStarts: [Int]

    public init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The UTF-8 offset of a position.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        var offset = start
        var units = 0
        while offset < end {
            let width = Self.scalarWidth(leadByte: bytes[offset])
            let scalarUnits = width == 4 ? 2 : 1
            if units + scalarUnits > position.character { break }
            units += scalarUnits
            offset = min(offset + width, end)
        }
        return offset
    }

    /// The position of a UTF-8 offset (clamped to the text).
    public func position(of offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        // The last line that starts at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let end = min(offset, contentEnd(ofLine: low))
        var units = 0
        var index = lineStarts[low]
        while index < end {
            let width = Self.scalarWidth(leadByte: bytes[index])
            units += width == 4 ? 2 : 1
            index += width
        }
        return LSPPosition(line: low, character: units)
    }

    /// The position of a 1-based line and 1-based UTF-8 column, as findings give them.
    public func position(line: Int, utf8Column: Int) -> LSPPosition {
        guard line >= 1, line <= lineStarts.count else { return position(of: bytes.count) }
        return position(of: lineStarts[line - 1] + max(utf8Column - 1, 0))
    }

    /// The text of a 0-based line, without its line break.
    public func text(ofLine line: Int) -> String {
        guard line >= 0, line < lineStarts.count else { return "" }
        return String(decoding: bytes[lineStarts[line]..<contentEnd(ofLine: line)], as: UTF8.self)
    }

    /// The line break that ends a 0-based line; for the last line, which has none, the one before it, else `\n`.
    public func lineBreak(ofLine line: Int) -> String {
        var line = min(max(line, 0), lineStarts.count - 1)
        if line == lineStarts.count - 1, line > 0 { line -= 1 }
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        let content = contentEnd(ofLine: line)
        return content < end ? String(decoding: bytes[content..<end], as: UTF8.self) : "\n"
    }

    /// Where a line's text ends, before its line break.
    private func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The length of the UTF-8 sequence a byte starts (1 for a stray continuation byte, which valid
    /// Swift strings never hold).
    private static func scalarWidth(leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
