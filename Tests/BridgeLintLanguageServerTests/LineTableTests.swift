import Testing
@testable import BridgeLintLanguageServer

@Suite("UTF-8 offsets and LSP UTF-16 positions")
struct LineTableTests {
    // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "🚲" is 4 bytes and 2 units (a surrogate pair).
    let text = "let a = 1\n/* é🚲 */ x\r\nlast"

    @Test("Offsets after non-ASCII characters map to UTF-16 characters, and back")
    func roundTrip() {
        let lines = LineTable(text)
        // Line 1 starts at byte 10; "x" is after "/* é🚲 */ " = 3 + 2 + 4 + 4 bytes.
        let xOffset = 10 + 13
        // In UTF-16: "/* " 3, "é" 1, "🚲" 2, " */ " 4.
        #expect(lines.position(of: xOffset) == LSPPosition(line: 1, character: 10))
        #expect(lines.offset(of: LSPPosition(line: 1, character: 10)) == xOffset)
        #expect(lines.position(line: 2, utf8Column: 14) == LSPPosition(line: 1, character: 10))
        for offset in [0, 9, 10, 13, 15, 19, 23, 26, 30] {
            #expect(lines.offset(of: lines.position(of: offset)) == offset, "offset \(offset)")
        }
    }

    @Test("CRLF, CR and LF all end lines; a line's text excludes its break")
    func lineBreaks() {
        let lines = LineTable("a\r\nb\rc\nd")
        #expect(lines.lineCount == 4)
        #expect((0..<4).map(lines.text(ofLine:)) == ["a", "b", "c", "d"])
        #expect(lines.position(of: 3) == LSPPosition(line: 1, character: 0))
        #expect(lines.lineBreak(ofLine: 0) == "\r\n")
        #expect(lines.lineBreak(ofLine: 1) == "\r")
        #expect(lines.lineBreak(ofLine: 3) == "\n")
    }

    @Test("Positions past a line's end or the text's end are clamped; one inside a surrogate pair moves back")
    func clamping() {
        let lines = LineTable(text)
        #expect(lines.offset(of: LSPPosition(line: 0, character: 500)) == 9)
        #expect(lines.offset(of: LSPPosition(line: 1, character: 500)) == 10 + 14)
        #expect(lines.offset(of: LSPPosition(line: 9, character: 0)) == text.utf8.count)
        // Character 5 is the second half of 🚲 (which starts at character 4, byte 15).
        #expect(lines.offset(of: LSPPosition(line: 1, character: 5)) == 15)
        #expect(lines.position(of: 10_000) == LSPPosition(line: 2, character: 4))
    }
}
