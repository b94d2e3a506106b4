/// A file that could not be linted, or could be linted only in part.
public struct FileProblem: Error, Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// The file could not be read at all (permissions, vanished, a folder loop).
        case unreadable
        /// The bytes are not UTF-8 text.
        case notUTF8
        /// The file does not parse cleanly; it was linted as far as the parser recovered.
        case syntaxErrors
        /// An Info.plist that is neither an XML nor a binary property list.
        case notPropertyList
        /// A `.swift` symbolic link whose target does not exist.
        case brokenLink
    }

    public var file: String
    public var kind: Kind
    public var detail: String

    public init(file: String, kind: Kind, detail: String) {
        self.file = file
        self.kind = kind
        self.detail = detail
    }

    /// Whether the run's exit status should say the user has to act on this file.
    /// A half-edited file still gets linted; an unreadable one was not checked at all.
    public var failsRun: Bool {
        switch self.kind {
        case .unreadable, .notUTF8: true
        case .syntaxErrors, .notPropertyList, .brokenLink: false
        }
    }

    public var message: String {
        switch self.kind {
        case .unreadable: "\(file): error: cannot read file: \(detail)"
        case .notUTF8: "\(file): error: skipped, not UTF-8 text: \(detail)"
        case .syntaxErrors: "\(file): warning: does not parse cleanly (\(detail)); linted what could be parsed"
        case .notPropertyList: "\(file): warning: \(detail); its settings are ignored"
        case .brokenLink: "\(file): warning: skipped, \(detail)"
        }
    }
}
