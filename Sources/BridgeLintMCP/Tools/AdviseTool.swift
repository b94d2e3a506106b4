import BridgeLintAdvice
import BridgeLintCore
import MCP

/// `advise`: what `bridgelint advise` says about a UIKit/AppKit class or a project type.
struct AdviseTool: BridgeLintTool {
    let definition = Tool(
        name: "advise",
        description: """
            Say which SwiftUI bridge fits a type (a UIKit class such as MKMapView, WKWebView or \
            PHPickerViewController, or a class, SwiftUI view or model the project declares), the traps that apply \
            to it with the rules that catch them, and the scaffold arguments that generate correct code. The \
            project's deployment target decides which bridges are available.
            """,
        inputSchema: Schema.object([
            "type": Schema.string("The type's name."),
            "project": Schema.string("The project folder (inside the roots) to search for the type and its deployment target. Default: the first root."),
        ], required: ["type"]),
        annotations: .init(title: "Advise on a bridge", readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "advice": Schema.string("The advice, as `bridgelint advise` prints it."),
            "headline": Schema.string("The type and the bridge that fits it."),
            "bridges": Schema.strings("The bridges that fit, best first."),
            "traps": Schema.array(of: Schema.object([
                "text": Schema.string("What goes wrong."),
                "rule": Schema.string("The rule that catches it, if one does."),
            ], required: ["text"]), "What to know about this type across the bridge."),
            "commands": Schema.strings("`bridgelint new` command lines that generate the bridge (the scaffold tool takes the same kinds)."),
        ], required: ["advice", "headline", "bridges", "traps", "commands"])
    )

    struct Trap: Codable {
        var text: String
        var rule: String?
    }

    struct Result: Codable {
        var advice: String
        var headline: String
        var bridges: [String]
        var traps: [Trap]
        var commands: [String]
    }

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        let typeName = try arguments.requiredString("type")
        let project = try ProjectFolder.read(arguments, roots: context.roots)
        // The project is only read when the table does not answer.
        let index = UIKitCatalog.lookup(typeName) == nil ? project?.index() : nil
        let resolver = TypeResolver(index: index)
        guard let subject = resolver.resolve(typeName) else {
            let suggestions = resolver.suggestions(for: typeName)
            var message = project.map { "'\(typeName)' is neither a UIKit class bridgelint knows nor a type declared in \($0.path)." }
                ?? "'\(typeName)' is not a UIKit class bridgelint knows (and no root is open to search for project types)."
            if !suggestions.isEmpty { message += " Closest known: \(suggestions.joined(separator: ", "))." }
            throw ToolError(message)
        }
        let advice = Advisor(target: project?.deploymentTarget).advice(for: subject)
        let result = Result(
            advice: advice.text, headline: advice.headline, bridges: advice.bridges.map(\.rawValue),
            traps: advice.traps.map { Trap(text: $0.text, rule: $0.ruleID) }, commands: advice.commands)
        return try ToolOutput(text: advice.text, encoding: result)
    }
}
