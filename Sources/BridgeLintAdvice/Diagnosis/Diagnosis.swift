/// What `bridgelint diagnose` found: the recognised messages of a log, each with the project sites that can cause
/// it, most likely first. Encoded as the JSON report (`--format json`) and the MCP tool's structured result; the
/// keys are documented in the README and stay stable.
public struct Diagnosis: Sendable, Codable, Equatable {
    /// The version of this report's shape.
    public var version = 1
    public var log: LogSummary
    /// Recognised messages in order of first appearance; repeats with the same names are one entry.
    public var messages: [DiagnosedMessage]
    /// Project files that could not be read or linted, one message each.
    public var problems: [String]

    public init(log: LogSummary, messages: [DiagnosedMessage], problems: [String] = []) {
        self.log = log
        self.messages = messages
        self.problems = problems
    }

    /// How many lines the log had, and what became of them.
    public struct LogSummary: Sendable, Codable, Equatable {
        public var lines: Int
        /// Lines that hold a recognised message or belong to one (its backtrace).
        public var recognizedLines: Int
        /// Non-blank lines that hold no message of the catalog.
        public var unrecognizedLines: Int
        /// Recognised messages, repeats included.
        public var occurrences: Int
    }
}

/// One recognised message (a group of identical occurrences) with its candidate sites.
public struct DiagnosedMessage: Sendable, Codable, Equatable {
    /// The catalog id, such as `environment-object-missing`.
    public var id: String
    /// The message as Apple prints it, variable parts in ‹›.
    public var title: String
    /// What it means, in one sentence.
    public var meaning: String
    /// The first occurrence's line, as the log has it.
    public var text: String
    /// 1-based line of the first occurrence in the log (in a JSON crash report: in its flattened text).
    public var firstLine: Int
    /// How many times it occurred.
    public var count: Int
    /// The names it carries.
    public var names: [Name]
    /// The rules whose findings cause it, most likely first.
    public var rules: [String]
    /// The code shapes that cause it, in words.
    public var causes: [String]
    /// Places in the project that can cause it, most likely first.
    public var candidates: [Candidate]
    /// Candidates beyond the report's limit.
    public var moreCandidates: Int
    /// What to check when no candidate fits.
    public var whenNoneFound: String

    public struct Name: Sendable, Codable, Equatable {
        /// A `NameRole`: `environmentObject`, `controller`, `child`, `requestedParent`, `frameType`, …
        public var role: String
        /// The simple name, as code spells it.
        public var name: String
        /// What the message printed for it.
        public var printed: String
    }
}

/// A place in the project that can cause a message, and why.
public struct Candidate: Sendable, Codable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    /// Why it is a candidate: the rules' messages first, then what the site search saw.
    public var reasons: [String]
    /// The rules that report a finding here.
    public var rules: [String]
    /// The kinds of site seen here (`containment`, `environmentRoot`, …; see `SiteKind`).
    public var sites: [String]
    /// The names the message carries that this place involves.
    public var mentions: [String]
}
