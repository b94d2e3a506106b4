import MCP

/// A tool call's arguments, read with type checks: a missing or mistyped argument, or one the tool does not
/// take, is a `ToolError` naming it.
public struct ToolArguments: Sendable {
    private let values: [String: Value]

    /// Checks that every given argument is one the tool takes.
    public init(_ values: [String: Value]?, accepted: [String], tool: String) throws(ToolError) {
        self.values = values ?? [:]
        let unknown = self.values.keys.filter { !accepted.contains($0) }.sorted()
        if let first = unknown.first {
            throw ToolError("\(tool) does not take the argument '\(first)'; it takes: \(accepted.joined(separator: ", ")).")
        }
    }

    public func has(_ key: String) -> Bool {
        guard let value = values[key] else { return false }
        return !value.isNull
    }

    /// A string argument, nil when absent.
    public func string(_ key: String) throws(ToolError) -> String? {
        guard let value = values[key], !value.isNull else { return nil }
        switch value {
        case .string(let text): return text
        // The SDK decodes a string that looks like a data URL into bytes; its exact text is lost.
        case .data: throw ToolError("'\(key)' must be text, not a data URL.")
        default: throw ToolError("'\(key)' must be a string.")
        }
    }

    public func requiredString(_ key: String) throws(ToolError) -> String {
        guard let text = try string(key) else { throw ToolError("'\(key)' is required.") }
        return text
    }

    /// A list of strings; a single string counts as a list of one. Nil when absent.
    public func strings(_ key: String) throws(ToolError) -> [String]? {
        guard let value = values[key], !value.isNull else { return nil }
        if case .string(let text) = value { return [text] }
        guard case .array(let items) = value else { throw ToolError("'\(key)' must be a list of strings.") }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else { throw ToolError("'\(key)' must be a list of strings.") }
            texts.append(text)
        }
        return texts
    }

    public func bool(_ key: String) throws(ToolError) -> Bool? {
        guard let value = values[key], !value.isNull else { return nil }
        guard case .bool(let flag) = value else { throw ToolError("'\(key)' must be true or false.") }
        return flag
    }
}
