/// Why a tool call could not be answered, in words an agent can act on. It becomes a tool result with
/// `isError: true`, never a protocol error or a crash.
public struct ToolError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
