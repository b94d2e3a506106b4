import Foundation

/// Console output as lines: Xcode's console, an `xcodebuild test` log, pasted text, or a crash report. A JSON
/// crash report (`.ips`) is flattened into the lines that matter: its application-specific messages (where
/// `Fatal error: …` and uncaught exceptions' reasons are kept), followed by the crashed thread's backtrace.
public struct ConsoleLog: Sendable {
    public let lines: [Substring]
    /// Whether the text was a JSON crash report.
    public let isCrashReport: Bool

    public init(text: String) {
        if let flattened = Self.flattenedCrashReport(text) {
            lines = Self.split(flattened)
            isCrashReport = true
        } else {
            lines = Self.split(text)
            isCrashReport = false
        }
    }

    /// Why a log's bytes cannot be read as text.
    public struct DecodingError: Error, Sendable, Equatable {
        public var reason: String
    }

    /// Decodes a log's bytes: UTF-8 (with or without byte order mark) or UTF-16 with a byte order mark. Bytes that
    /// are not UTF-8 are replaced (a log cut in the middle of a character, a binary blob printed by the app) and
    /// counted in `replacedBytes`; a file that is mostly not text, or holds NUL bytes, is refused.
    public static func decode(_ data: Data) -> Result<(text: String, replacedBytes: Int), DecodingError> {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                return .failure(DecodingError(reason: "it starts like UTF-16 text but is not valid UTF-16"))
            }
            return .success((text, 0))
        }
        if bytes.contains(0) {
            return .failure(DecodingError(reason: "it holds NUL bytes, so it is not a text log (is it a binary file?)"))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let text = String(validating: body, as: UTF8.self) {
            return .success((text, 0))
        }
        let text = String(decoding: body, as: UTF8.self)
        let replaced = invalidByteCount(body)
        if replaced * 10 > max(body.count, 1) {
            return .failure(DecodingError(reason: "\(replaced) of its \(body.count) bytes are not UTF-8, so it is not a text log"))
        }
        return .success((text, replaced))
    }

    /// Bytes that are not part of a well-formed UTF-8 sequence.
    private static func invalidByteCount(_ bytes: [UInt8]) -> Int {
        var invalid = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                  bytes[index + 1 ..< index + length].allSatisfy({ $0 >> 6 == 0b10 })
            else {
                invalid += 1
                index += 1
                continue
            }
            index += length
        }
        return invalid
    }

    /// Lines split on UTF-8 newline bytes (much faster than on characters for a log of 100,000 lines), with a
    /// Windows line end's carriage return dropped.
    private static func split(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            var line = Substring(bytes)
            if line.utf8.last == UInt8(ascii: "\r") { line = Substring(line.utf8.dropLast()) }
            return line
        }
    }

    // MARK: JSON crash reports

    /// An `.ips` file is a one-line JSON header (with `bug_type`) followed by a JSON body. Nil for anything else.
    static func flattenedCrashReport(_ text: String) -> String? {
        guard text.first == "{" || text.hasPrefix("\u{FEFF}{"), let headerEnd = text.firstIndex(of: "\n") else { return nil }
        let header = text[..<headerEnd]
        guard header.contains("\"bug_type\""),
              let headerObject = try? JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any],
              let body = try? JSONSerialization.jsonObject(with: Data(text[headerEnd...].utf8)) as? [String: Any]
        else { return nil }
        var lines: [String] = []
        let app = (body["procName"] as? String) ?? (headerObject["app_name"] as? String)
        if let app { lines.append("Crash report of \(app)") }
        if let exception = body["exception"] as? [String: Any] {
            lines.append("Exception: " + ["type", "signal", "subtype"].compactMap { exception[$0] as? String }.joined(separator: " "))
        }
        // `asi` (application specific information) holds the messages: `{"libswiftCore.dylib": ["… Fatal error: …"]}`.
        if let specific = body["asi"] as? [String: Any] {
            for key in specific.keys.sorted() {
                for message in (specific[key] as? [String]) ?? [] {
                    lines += message.split(whereSeparator: \.isNewline).map(String.init)
                }
            }
        }
        if let termination = body["termination"] as? [String: Any], let reasons = termination["reasons"] as? [String] {
            lines += reasons
        }
        lines += crashedThreadFrames(body)
        return lines.joined(separator: "\n")
    }

    /// The crashed thread's frames as backtrace lines (`3  MyApp  0x0 MyApp.SettingsForm.body.getter + 0`), so they
    /// attach to the message printed before them.
    private static func crashedThreadFrames(_ body: [String: Any]) -> [String] {
        let images = (body["usedImages"] as? [[String: Any]]) ?? []
        let threads = (body["threads"] as? [[String: Any]]) ?? []
        guard let crashed = threads.first(where: { ($0["triggered"] as? Bool) == true }) ?? threads.first,
              let frames = crashed["frames"] as? [[String: Any]]
        else { return [] }
        return frames.enumerated().map { offset, frame in
            let imageIndex = frame["imageIndex"] as? Int ?? -1
            let image = images.indices.contains(imageIndex) ? (images[imageIndex]["name"] as? String ?? "???") : "???"
            let symbol = frame["symbol"] as? String ?? "???"
            let location = frame["symbolLocation"] as? Int ?? 0
            return "\(offset)  \(image)  0x0 \(symbol) + \(location)"
        }
    }
}
