import Foundation

/// One buffer the editor has open: its text as the client sees it, and the version the client gave it.
public struct OpenDocument: Sendable {
    public var uri: String
    /// The file path of a `file:` URI.
    public var path: String
    public var version: Int?
    public var text: String
}

/// The buffers the editor has open, kept in step with the client's didOpen/didChange/didClose.
public struct DocumentStore: Sendable {
    private var documents: [String: OpenDocument] = [:]

    public init() {}

    public subscript(uri: String) -> OpenDocument? { documents[uri] }

    public var all: [OpenDocument] { documents.values.sorted { $0.uri < $1.uri } }

    public mutating func open(uri: String, path: String, version: Int?, text: String) {
        documents[uri] = OpenDocument(uri: uri, path: path, version: version, text: text)
    }

    @discardableResult
    public mutating func close(uri: String) -> OpenDocument? {
        documents.removeValue(forKey: uri)
    }

    /// Applies `contentChanges` in order: a change with a range replaces that range (positions in the text as
    /// the earlier changes left it), one without replaces the whole text.
    public mutating func change(uri: String, version: Int?, changes: [JSONValue]) throws(ResponseError) {
        guard var document = documents[uri] else {
            throw ResponseError.invalidParams("didChange for a document that is not open: \(uri)")
        }
        for change in changes {
            guard let newText = change["text"]?.stringValue else {
                throw ResponseError.invalidParams("a content change without text")
            }
            if let rangeValue = change["range"] {
                guard let range = LSPRange(json: rangeValue) else {
                    throw ResponseError.invalidParams("a content change with an invalid range")
                }
                document.text = Self.replacing(range, in: document.text, with: newText)
            } else {
                document.text = newText
            }
        }
        document.version = version ?? document.version
        documents[uri] = document
    }

    /// The text with one range replaced.
    static func replacing(_ range: LSPRange, in text: String, with replacement: String) -> String {
        let lines = LineTable(text)
        let start = lines.offset(of: range.start)
        let end = max(start, lines.offset(of: range.end))
        let utf8 = Array(text.utf8)
        var result = [UInt8]()
        result.reserveCapacity(utf8.count - (end - start) + replacement.utf8.count)
        result.append(contentsOf: utf8[..<start])
        result.append(contentsOf: replacement.utf8)
        result.append(contentsOf: utf8[end...])
        return String(decoding: result, as: UTF8.self)
    }
}
