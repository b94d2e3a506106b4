import BridgeLintCore
import Foundation

/// The two forms of a diagnosis: text for people, JSON for tools.
public enum DiagnosisReport {
    public static func json(_ diagnosis: Diagnosis) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        let data = (try? encoder.encode(diagnosis)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func text(_ diagnosis: Diagnosis) -> String {
        guard !diagnosis.messages.isEmpty else {
            return "No run-time message of the UIKit–SwiftUI bridge in the log.\n"
        }
        var text = ""
        for (offset, message) in diagnosis.messages.enumerated() {
            if offset > 0 { text += "\n" }
            let times = message.count == 1 ? "" : " (\(message.count) times)"
            text += "line \(message.firstLine): \(message.text)\(times)\n"
            text += "  What it means: \(message.meaning)\n"
            if !message.names.isEmpty {
                let names = message.names.map { "\($0.name) (\(roleLabel($0.role)))" }
                text += "  Names it carries: \(names.joined(separator: ", "))\n"
            }
            if message.candidates.isEmpty {
                text += "  No candidate site found in the project.\n"
                text += "  What to check: \(message.whenNoneFound)\n"
            } else {
                text += "  Where to look, most likely first:\n"
                for candidate in message.candidates {
                    let reasons = candidate.reasons
                    text += "    \(candidate.file):\(candidate.line):\(candidate.column): \(reasons.first ?? "")\n"
                    for reason in reasons.dropFirst() {
                        text += "        also: \(reason)\n"
                    }
                }
                if message.moreCandidates > 0 {
                    text += "    … and \("more candidate".counted(message.moreCandidates)) (raise --limit to list them)\n"
                }
            }
            text += "  Rules that find its causes: \(message.rules.joined(separator: ", "))\n"
        }
        return text
    }

    /// The line the command prints at the end: what was read and recognised.
    public static func summary(_ diagnosis: Diagnosis) -> String {
        let log = diagnosis.log
        let groups = diagnosis.messages.count
        var text = "Read \("line".counted(log.lines)): \("bridge message".counted(log.occurrences)) recognised"
        if log.occurrences != groups { text += " (\(groups) distinct)" }
        text += ", \("line".counted(log.unrecognizedLines)) not recognised"
        let candidates = diagnosis.messages.reduce(0) { $0 + $1.candidates.count + $1.moreCandidates }
        if groups > 0 { text += "; \("candidate site".counted(candidates))" }
        return text + "."
    }

    private static func roleLabel(_ role: String) -> String {
        NameRole(rawValue: role)?.label ?? role
    }
}
