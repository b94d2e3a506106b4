import MCP

/// One tool of the MCP server: its description and schemas, and what it does with a call's arguments.
/// Calls are synchronous and never throw anything but a `ToolError`, which the server turns into an error result.
public protocol BridgeLintTool: Sendable {
    /// The tool's name, its description and its input and output schemas, as `tools/list` shows them.
    var definition: Tool { get }
    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput
}

extension BridgeLintTool {
    public var name: String { definition.name }

    /// The arguments the input schema declares: any other is refused.
    var acceptedArguments: [String] {
        definition.inputSchema.objectValue?["properties"]?.objectValue?.keys.sorted() ?? []
    }
}

/// What a tool answers: text for people (and models that read text), and the same result as structured data
/// that matches the tool's output schema.
public struct ToolOutput: Sendable {
    public var text: String
    public var structured: Value

    public init(text: String, structured: Value) {
        self.text = text
        self.structured = structured
    }

    /// Encodes a result struct as the structured content.
    init(text: String, encoding result: some Codable) throws(ToolError) {
        do {
            self.init(text: text, structured: try Value(result))
        } catch {
            throw ToolError("internal error: the result could not be encoded (\(error)); please report it.")
        }
    }
}

/// What every call may use: the roots it is confined to, and the kept project workspaces.
public struct ToolContext: Sendable {
    public var roots: Roots
    let workspaces: WorkspaceStore

    init(roots: Roots, workspaces: WorkspaceStore) {
        self.roots = roots
        self.workspaces = workspaces
    }

    /// A context of its own, for tests and one-off calls.
    public init(roots: Roots) {
        self.init(roots: roots, workspaces: WorkspaceStore())
    }
}
