import BridgeLintCore

/// A finding as the tools report it (the `finding` output schema).
struct FindingRecord: Codable, Sendable, Equatable {
    var rule: String
    var severity: String
    var message: String
    var file: String
    var line: Int
    var column: Int
    var endColumn: Int
    var fixAvailable: Bool
    var fixSummary: String?
    /// "witnessed" or "latent".
    var confidence: String

    init(_ finding: Finding) {
        rule = finding.ruleID
        severity = finding.severity.rawValue
        message = finding.message
        file = finding.file
        line = finding.line
        column = finding.column
        endColumn = finding.endColumn
        fixAvailable = finding.fix != nil
        fixSummary = finding.fix?.summary
        confidence = finding.confidence.rawValue
    }
}

/// A file that could not be linted, or only in part (the `problem` output schema).
struct ProblemRecord: Codable, Sendable, Equatable {
    var file: String
    var kind: String
    var message: String

    init(_ problem: FileProblem) {
        file = problem.file
        kind = problem.kind.rawValue
        message = problem.message
    }
}

extension Array where Element == Finding {
    /// One `path:line:column: severity: message [rule]` line per finding.
    var listing: String {
        map { XcodeReporter().line(for: $0) + "\n" }.joined()
    }
}
