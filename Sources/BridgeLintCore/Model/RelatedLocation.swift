/// A second place in the finding's file that explains it: the coordinator's write-back that closes an
/// update loop, say. Editors show it under the finding (LSP `relatedInformation`), SARIF as a related location
/// and the Xcode format as a `note:` line.
public struct RelatedLocation: Sendable, Hashable, Encodable {
    /// What happens there, in a few words ("the coordinator writes 'text' back here").
    public var message: String
    /// 1-based line of the start of the node.
    public var line: Int
    /// 1-based UTF-8 columns of the node's start and just past its end (on the same line when it spans lines).
    public var column: Int
    public var endColumn: Int

    public init(message: String, line: Int, column: Int, endColumn: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.endColumn = endColumn
    }
}
