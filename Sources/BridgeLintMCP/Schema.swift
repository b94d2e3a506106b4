import MCP

/// JSON Schema fragments for the tools' input and output schemas.
enum Schema {
    static func object(_ properties: [String: Value], required: [String] = [], description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func string(_ description: String, oneOf values: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let values { schema["enum"] = .array(values.map { .string($0) }) }
        return .object(schema)
    }

    static func strings(_ description: String) -> Value {
        ["type": "array", "items": ["type": "string"], "description": .string(description)]
    }

    static func boolean(_ description: String) -> Value {
        ["type": "boolean", "description": .string(description)]
    }

    static func integer(_ description: String) -> Value {
        ["type": "integer", "description": .string(description)]
    }

    static func array(of items: Value, _ description: String) -> Value {
        ["type": "array", "items": items, "description": .string(description)]
    }

    static let finding = object([
        "rule": string("The rule's id; `explain` tells its story."),
        "severity": string("error, warning or note.", oneOf: ["error", "warning", "note"]),
        "message": string("What is wrong."),
        "file": string("The file's absolute path."),
        "line": integer("1-based line."),
        "column": integer("1-based column (UTF-8)."),
        "endColumn": integer("1-based column just past the flagged code."),
        "fixAvailable": boolean("Whether `fix_preview` can repair it mechanically."),
        "fixSummary": string("What the fix does, when there is one."),
        "confidence": string("'witnessed' when the project shows the harm, 'latent' when the contract is broken with no visible harm yet."),
    ], required: ["rule", "severity", "message", "file", "line", "column", "endColumn", "fixAvailable", "confidence"])

    static let problem = object([
        "file": string("The file's absolute path."),
        "kind": string("unreadable, notUTF8, syntaxErrors, notPropertyList or brokenLink."),
        "message": string("What went wrong."),
    ], required: ["file", "kind", "message"])
}
