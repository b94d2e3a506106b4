import Testing
@testable import BridgeLintCore

@Suite("Text escaping")
struct TextEscapingTests {
    @Test("Markdown escapes pipes and joins lines, and leaves code spans and everything else alone")
    func markdown() {
        #expect(TextEscaping.markdown("a | b") == "a \\| b")
        #expect(TextEscaping.markdown("first\nsecond\n") == "first second ")
        let untouched = "set `sizingOptions = .intrinsicContentSize` (iOS 16+) *and* <drop> [it] & #1 \\ _x_"
        #expect(TextEscaping.markdown(untouched) == untouched)
    }

    @Test("XML escapes the five markup characters")
    func xml() {
        #expect(TextEscaping.xml("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
    }
}
