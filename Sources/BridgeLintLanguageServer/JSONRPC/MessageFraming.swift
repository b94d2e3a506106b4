import Foundation

/// The base protocol's framing: `Content-Length: N\r\n` (other headers allowed and ignored), a blank line,
/// then N bytes of JSON. Bytes arrive in arbitrary chunks; `FrameDecoder` cuts them into message bodies.
public struct FrameDecoder: Sendable {
    /// What the decoder found next in the stream.
    public enum Frame: Sendable, Equatable {
        /// A message's body, still to be parsed as JSON.
        case body(Data)
        /// A header block that cannot be used (no or bad Content-Length, too long); its body, if any, cannot
        /// be found, so the header is skipped and decoding goes on after it.
        case badHeader(String)
    }

    /// A body larger than this is refused: no editor buffer comes near it, and it bounds memory.
    public static let defaultMaximumBodyLength = 256 * 1024 * 1024
    /// A header block longer than this is not a header (a client writing bare JSON, or garbage).
    static let maximumHeaderLength = 8 * 1024

    private var buffer = Data()
    /// The body length of the header already read, while its body is still arriving.
    private var pendingBodyLength: Int?
    private let maximumBodyLength: Int

    public init(maximumBodyLength: Int = FrameDecoder.defaultMaximumBodyLength) {
        self.maximumBodyLength = maximumBodyLength
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: Data) {
        buffer.append(bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        if pendingBodyLength == nil {
            guard let headerEnd = buffer.firstRange(of: Self.headerTerminator) else {
                guard buffer.count > Self.maximumHeaderLength else { return nil }
                // No blank line in sight: drop what was read up to its last line break, keeping a header that
                // may be starting.
                let cut = buffer.lastIndex(of: UInt8(ascii: "\n")).map { buffer.index(after: $0) } ?? buffer.endIndex
                buffer = Data(buffer[cut...])
                return .badHeader("no header end within \(Self.maximumHeaderLength) bytes")
            }
            let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            buffer = Data(buffer[headerEnd.upperBound...])
            switch Self.contentLength(in: header) {
            case .failure(let reason):
                return .badHeader(reason.description)
            case .success(let length) where length > maximumBodyLength:
                return .badHeader("Content-Length \(length) exceeds the limit of \(maximumBodyLength) bytes")
            case .success(let length):
                pendingBodyLength = length
            }
        }
        guard let length = pendingBodyLength, buffer.count >= length else { return nil }
        let body = Data(buffer.prefix(length))
        buffer = Data(buffer.dropFirst(length))
        pendingBodyLength = nil
        return .body(body)
    }

    private static let headerTerminator = Data("\r\n\r\n".utf8)

    /// The value of the Content-Length header (names are case-insensitive, as in HTTP).
    static func contentLength(in header: String) -> Result<Int, FrameError> {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(FrameError("header line without a colon: \(line.prefix(80))"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0 else {
                    return .failure(FrameError("Content-Length is not a number: \(value.prefix(40))"))
                }
                length = parsed
            }
        }
        guard let length else { return .failure(FrameError("no Content-Length header")) }
        return .success(length)
    }

    /// Frames one outgoing message.
    public static func encode(_ body: Data) -> Data {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        return framed
    }
}

/// Why a header block could not be used.
public struct FrameError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
