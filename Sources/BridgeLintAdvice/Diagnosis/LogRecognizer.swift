/// Finds the catalog's messages in console output, with the names each carries, and groups repeats.
///
/// Lines are looked at one by one; a line that holds a message may be followed by what the message prints with
/// it (the Main Thread Checker's `PID: …` line, `Backtrace:`, frames, a crash report's thread header): those
/// lines belong to it, and the app's frames among them add names. Lines the catalog does not know are counted,
/// never guessed at.
public struct LogRecognizer: Sendable {
    public let catalog: [RuntimeMessage]
    /// Backtrace frames of the app kept per occurrence: the ones nearest the message name the code.
    static let appFramesKept = 4
    /// The longest message text kept for the report.
    static let maximumTextLength = 400

    public init(catalog: [RuntimeMessage] = RuntimeMessageCatalog.messages) {
        self.catalog = catalog
    }

    /// One message found in a line.
    public struct Recognition: Sendable {
        public var message: RuntimeMessage
        public var names: [CarriedName]
    }

    /// The catalog message a line holds, with the names it carries; nil for a line the catalog does not know.
    public func recognize(_ line: Substring) -> Recognition? {
        // Most lines hold no message: they are rejected by the keyword search alone, without allocating.
        let candidates = ByteSearch.withBytes(of: line) { bytes -> [(RuntimeMessage, MessagePattern)] in
            var found: [(RuntimeMessage, MessagePattern)] = []
            for message in catalog {
                for pattern in message.patterns where pattern.mayMatch(bytes) {
                    found.append((message, pattern))
                }
            }
            return found
        }
        guard !candidates.isEmpty else { return nil }
        let text = String(line)
        for (message, pattern) in candidates {
            guard let captures = pattern.match(text) else { continue }
            var names: [CarriedName] = []
            for capture in captures {
                for name in NameReader.names(in: capture) where !names.contains(name) {
                    names.append(name)
                }
            }
            return Recognition(message: message, names: names)
        }
        return nil
    }

    public func read(_ log: ConsoleLog) -> LogReading {
        var reading = LogReading(lineCount: log.lines.count)
        var groupIndex: [GroupKey: Int] = [:]
        var pending: Occurrence?

        func finish(_ occurrence: Occurrence) {
            var names = occurrence.recognition.names
            for name in occurrence.frameNames where !names.contains(name) { names.append(name) }
            let key = GroupKey(id: occurrence.recognition.message.id, names: names.map { "\($0.role.rawValue):\($0.name)" })
            if let index = groupIndex[key] {
                reading.messages[index].count += 1
                return
            }
            groupIndex[key] = reading.messages.count
            reading.messages.append(RecognizedMessage(
                message: occurrence.recognition.message, names: names, count: 1, firstLine: occurrence.line,
                text: occurrence.text))
        }

        for (offset, line) in log.lines.enumerated() {
            if var occurrence = pending {
                if let frame = BacktraceFrame(line: String(line)) {
                    if frame.isApp, occurrence.appFrames < Self.appFramesKept {
                        occurrence.appFrames += 1
                        for name in frame.names where !occurrence.frameNames.contains(name) { occurrence.frameNames.append(name) }
                    }
                    pending = occurrence
                    reading.recognizedLineCount += 1
                    continue
                }
                if Self.belongsToMessage(line) {
                    pending = occurrence
                    if !Self.isBlank(line) { reading.recognizedLineCount += 1 }
                    continue
                }
                finish(occurrence)
                pending = nil
            }
            if let recognition = recognize(line) {
                reading.recognizedLineCount += 1
                let text = line.trimmingCharacters(in: .whitespaces)
                pending = Occurrence(recognition: recognition, line: offset + 1,
                                     text: String(text.prefix(Self.maximumTextLength)))
            } else if !Self.isBlank(line), !Self.isSeparator(line) {
                reading.unrecognizedLineCount += 1
            }
        }
        if let pending { finish(pending) }
        return reading
    }

    /// Lines a message prints between itself and its backtrace.
    static func belongsToMessage(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || isSeparator(line) { return true }
        for prefix in ["PID: ", "Backtrace:", "Last Exception Backtrace:", "Thread Name:", "thread #", "* thread #"]
        where trimmed.hasPrefix(prefix) {
            return true
        }
        // `Thread 0 Crashed:` and `Thread 0 name:  Dispatch queue: …` of a text crash report.
        if trimmed.hasPrefix("Thread "), trimmed.contains(" Crashed") || trimmed.contains(" name:") { return true }
        return false
    }

    static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// `=====…` and `-----…` rulers some tools print around messages.
    static func isSeparator(_ line: Substring) -> Bool {
        var rulers = 0
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "-"): rulers += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            default: return false
            }
        }
        return rulers >= 3
    }

    private struct Occurrence {
        var recognition: Recognition
        var line: Int
        var text: String
        var frameNames: [CarriedName] = []
        var appFrames = 0
    }

    /// Occurrences of one message that carry the same names are one group, whatever their addresses and numbers.
    private struct GroupKey: Hashable {
        var id: String
        var names: [String]
    }
}

/// What a log held: its recognised messages, grouped, and how many lines were not recognised.
public struct LogReading: Sendable {
    public var lineCount: Int
    /// Lines that hold a message or belong to one (its backtrace).
    public var recognizedLineCount = 0
    /// Non-blank lines the catalog does not know.
    public var unrecognizedLineCount = 0
    /// In order of first appearance.
    public var messages: [RecognizedMessage] = []

    public init(lineCount: Int) {
        self.lineCount = lineCount
    }
}

/// A catalog message found in the log, with the names it carries and how often it appeared.
public struct RecognizedMessage: Sendable {
    public var message: RuntimeMessage
    public var names: [CarriedName]
    public var count: Int
    /// 1-based line of its first occurrence.
    public var firstLine: Int
    /// The first occurrence's line, trimmed.
    public var text: String
}

import BridgeLintCore
import Foundation
