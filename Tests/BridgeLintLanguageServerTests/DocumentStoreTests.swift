import Testing
@testable import BridgeLintLanguageServer

@Suite("Open documents and incremental changes")
struct DocumentStoreTests {
    @Test("Incremental changes apply in order, in UTF-16 positions, across lines and after emoji")
    func incremental() throws {
        var store = DocumentStore()
        store.open(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let 🚲 = 1\nlet b = 2\n")
        try store.change(uri: "file:///a.swift", version: 2, changes: [
            ["range": range(0, 9, 0, 10), "text": "42"],         // 🚲 counts 2 units: this is "1"
            ["range": range(0, 11, 1, 3), "text": "\nvar"],      // across the line break: "let" becomes "var"
            ["range": range(2, 0, 2, 0), "text": "// end"],      // inserts at the end
        ])
        #expect(store["file:///a.swift"]?.text == "let 🚲 = 42\nvar b = 2\n// end")
        #expect(store["file:///a.swift"]?.version == 2)
    }

    @Test("A change without a range replaces the whole text")
    func full() throws {
        var store = DocumentStore()
        store.open(uri: "u", path: "/u", version: nil, text: "old")
        try store.change(uri: "u", version: 5, changes: [["text": "new"]])
        #expect(store["u"]?.text == "new")
        #expect(store["u"]?.version == 5)
    }

    @Test("A change to a document that is not open, or without text, is refused and changes nothing")
    func refused() {
        var store = DocumentStore()
        #expect(throws: ResponseError.self) { try store.change(uri: "nope", version: 1, changes: [["text": "x"]]) }
        store.open(uri: "u", path: "/u", version: 1, text: "keep")
        #expect(throws: ResponseError.self) { try store.change(uri: "u", version: 2, changes: [["range": range(0, 0, 0, 1)]]) }
        #expect(store["u"]?.text == "keep")
    }
}
