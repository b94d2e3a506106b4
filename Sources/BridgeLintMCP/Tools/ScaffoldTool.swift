import BridgeLintAdvice
import BridgeLintCore
import MCP

/// `scaffold`: the code `bridgelint new` generates, returned as text; nothing is written.
struct ScaffoldTool: BridgeLintTool {
    let definition = Tool(
        name: "scaffold",
        description: """
            Generate correct bridge code, as `bridgelint new` does, and return it (nothing is written). Kinds: \
            \(ScaffoldKind.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")). The options \
            are those of `bridgelint new` (rootView is --root-view; valueType and defaultValue are trait-bridge's \
            TYPE and DEFAULT); the code is checked to parse and suits the project's deployment target.
            """,
        inputSchema: Schema.object([
            "kind": Schema.string("What to generate.", oneOf: ScaffoldKind.allCases.map(\.rawValue)),
            "name": Schema.string("The generated type's name (for trait-bridge, the bridged value's)."),
            "type": Schema.string("Representable kinds: the UIKit class, or project class, to wrap."),
            "binding": Schema.strings("Representable kinds: two-way values, as NAME:TYPE (or NAME when bridgelint knows its type)."),
            "input": Schema.strings("Representable kinds: values SwiftUI passes in and update applies, as NAME:TYPE."),
            "action": Schema.strings("Representable kinds: closures called when UIKit reports something, as NAME:TYPE, such as 'onSubmit:(String) -> Void'."),
            "delegate": Schema.string("Representable kinds: a delegate protocol the coordinator adopts (for a class bridgelint does not know)."),
            "rootView": Schema.string("Hosting kinds: the SwiftUI view shown. Default: generic over any view."),
            "table": Schema.boolean("hosting-cell: a table view cell instead of a collection view cell."),
            "valueType": Schema.string("trait-bridge: the value's type."),
            "defaultValue": Schema.string("trait-bridge: the value's default, as Swift code."),
            "project": Schema.string("The project folder (inside the roots) for its deployment target and types. Default: the first root."),
        ], required: ["kind", "name"]),
        annotations: .init(title: "Generate bridge code", readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "source": Schema.string("The generated Swift code."),
            "notes": Schema.strings("Assumptions made and fallbacks chosen for the deployment target."),
        ], required: ["source", "notes"])
    )

    struct Result: Codable {
        var source: String
        var notes: [String]
    }

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        let kindName = try arguments.requiredString("kind")
        guard let kind = ScaffoldKind(rawValue: kindName) else {
            throw ToolError("'\(kindName)' is not a kind; the kinds are \(ScaffoldKind.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        var request = ScaffoldRequest(kind: kind, name: try arguments.requiredString("name"))
        request.typeName = try arguments.string("type")
        request.bindings = (try arguments.strings("binding") ?? []).map(InputDeclaration.init(parsing:))
        request.inputs = (try arguments.strings("input") ?? []).map(InputDeclaration.init(parsing:))
        request.actions = (try arguments.strings("action") ?? []).map(InputDeclaration.init(parsing:))
        request.delegateProtocol = try arguments.string("delegate")
        request.rootView = try arguments.string("rootView")
        request.forTableView = try arguments.bool("table") ?? false
        request.traitValueType = try arguments.string("valueType")
        request.traitDefault = try arguments.string("defaultValue")
        if kind == .traitBridge, request.traitValueType == nil || request.traitDefault == nil {
            throw ToolError("trait-bridge needs 'valueType' and 'defaultValue' (\(ScaffoldKind.traitBridge.synopsis)).")
        }
        let project = try ProjectFolder.read(arguments, roots: context.roots)
        request.deploymentTarget = project?.deploymentTarget
        if let typeName = request.typeName, UIKitCatalog.lookup(typeName) == nil {
            request.index = project?.index()
        }
        let scaffold: Scaffold
        do throws(ScaffoldError) {
            scaffold = try Scaffolder.generate(request)
        } catch {
            throw ToolError(error.description)
        }
        let text = scaffold.source + scaffold.notes.map { "// note: \($0)\n" }.joined()
        return try ToolOutput(text: text, encoding: Result(source: scaffold.source, notes: scaffold.notes))
    }
}
