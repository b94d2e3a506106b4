import Foundation

/// Exactly one JSON object: `{"findings": [...], "problems": [...], "summary": {...}}`.
public struct JSONReporter: Reporter {
    public init() {}

    struct Document: Encodable {
        struct Entry: Encodable {
            var rule: String
            var severity: String
            var file: String
            var line: Int
            var column: Int
            var endColumn: Int
            var message: String
            /// "witnessed" (the code shows the harm) or "latent" (a broken contract with no visible harm, a note).
            var confidence: String
            /// For a fixable finding: what the fix does and its edits (UTF-8 offsets into the file).
            var fix: Fix?
            /// Other places in the same file that explain the finding; left out when there are none.
            var related: [RelatedLocation]?
        }

        struct Problem: Encodable {
            var file: String
            var kind: String
            var detail: String
        }

        struct Summary: Encodable {
            var files: Int
            var lines: Int
            var errors: Int
            var warnings: Int
            var notes: Int
            /// Latent findings left out of this report because the run did not ask for them.
            var hiddenLatent: Int
        }

        var findings: [Entry]
        var problems: [Problem]
        var summary: Summary
    }

    public func report(_ run: LintRun, context: ReportContext) -> String {
        let document = Document(
            findings: run.findings.map {
                .init(rule: $0.ruleID, severity: $0.severity.rawValue, file: $0.file, line: $0.line,
                      column: $0.column, endColumn: $0.endColumn, message: $0.message,
                      confidence: $0.confidence.rawValue, fix: $0.fix,
                      related: $0.related.isEmpty ? nil : $0.related)
            },
            problems: run.problems.map { .init(file: $0.file, kind: $0.kind.rawValue, detail: $0.detail) },
            summary: .init(
                files: run.fileCount, lines: run.lineCount,
                errors: run.findings.count { $0.severity == .error },
                warnings: run.findings.count { $0.severity == .warning },
                notes: run.findings.count { $0.severity == .note },
                hiddenLatent: run.hiddenLatentCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
