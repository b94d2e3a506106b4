import SwiftParser
import SwiftSyntax
import Testing
@testable import BridgeLintCore

/// An edited file re-parsed from its previous parse must give the tree a parse from scratch gives.
@Suite struct IncrementalParseTests {
    static let original = """
        import SwiftUI

        struct Caption: View {
            let text: String // ünïcödé 🚲
            var body: some View {
                Text(text).font(.caption)
            }
        }

        final class Host: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .red
            }
        }
        """

    /// Each version is an editor's next state of the file: typing, deleting, replacing across declarations,
    /// editing next to multi-byte characters, and a version that does not parse.
    static let versions: [String] = {
        var texts = [original]
        func next(_ change: (String) -> String) { texts.append(change(texts.last!)) }
        next { $0.replacingOccurrences(of: ".caption", with: ".caption2") }
        next { $0.replacingOccurrences(of: "🚲", with: "🚲🛴") }
        next { $0.replacingOccurrences(of: "ünïcödé", with: "ünïcode") }
        next { $0.replacingOccurrences(of: "view.backgroundColor = .red", with: "view.backgroundColor = .blue\n        addChild(UIHostingController(rootView: Caption(text: \"x\")))") }
        next { $0.replacingOccurrences(of: "    }\n}\n\nfinal class", with: "    \n\nfinal class") }
        next { $0.replacingOccurrences(of: "    \n\nfinal class", with: "    }\n}\n\nfinal class") }
        next { $0 + "\n// the end" }
        next { "// a header\n" + $0 }
        next { _ in "" }
        next { _ in original }
        return texts
    }()

    @Test func everyEditGivesTheTreeOfAFullParse() {
        var parse = IncrementalParse(Self.versions[0])
        for text in Self.versions.dropFirst() {
            parse = IncrementalParse(text, after: parse)
            let full = Parser.parse(source: text)
            #expect(parse.tree.description == text)
            #expect(parse.tree.debugDescription == full.debugDescription, "after editing to:\n\(text)")
        }
    }

    @Test func theChangedRegionIsBetweenTheCommonPrefixAndSuffix() {
        let edit = IncrementalParse.changedRegion(from: "let a = 1", to: "let ab = 1")
        #expect(edit.range == AbsolutePosition(utf8Offset: 5)..<AbsolutePosition(utf8Offset: 5))
        #expect(edit.replacement == "b")
        let removal = IncrementalParse.changedRegion(from: "aaaa", to: "aa")
        #expect(removal.range.upperBound.utf8Offset - removal.range.lowerBound.utf8Offset == 2)
        #expect(removal.replacementBytes.isEmpty)
        // Inside a multi-byte character the region may split it; the bytes stay exact.
        let emoji = IncrementalParse.changedRegion(from: "x = \"🚲\"", to: "x = \"🛴\"")
        let applied = Array("x = \"🚲\"".utf8)[..<emoji.range.lowerBound.utf8Offset] + emoji.replacementBytes
            + Array("x = \"🚲\"".utf8)[emoji.range.upperBound.utf8Offset...]
        #expect(String(decoding: applied, as: UTF8.self) == "x = \"🛴\"")
    }
}
