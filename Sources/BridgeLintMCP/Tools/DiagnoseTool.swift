import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import Foundation
import MCP

/// `diagnose`: what `bridgelint diagnose` reports, for console text an agent passes in.
struct DiagnoseTool: BridgeLintTool {
    let definition = Tool(
        name: "diagnose",
        description: """
            Map run-time messages of the UIKit–SwiftUI bridge to the places in the project that cause them. Give \
            'log': console output, an xcodebuild test log, a crash report or a pasted message (such as "No \
            ObservableObject of type Settings found" or "Unbalanced calls to begin/end appearance transitions for \
            <MyApp.DetailController: 0x…>"); optionally 'path', a folder or file inside the roots (default: the \
            first root). Each recognised message comes with its meaning, the names it carries and candidate \
            sites, most likely first; repeats are counted, unknown lines only counted.
            """,
        inputSchema: Schema.object([
            "log": Schema.string("The console text to read."),
            "path": Schema.string("The project folder or file to search, inside the roots. Default: the first root."),
        ], required: ["log"]),
        annotations: .init(title: "Diagnose run-time messages", readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "version": Schema.integer("The version of the result's shape."),
            "log": Schema.object([
                "lines": Schema.integer("Lines in the log."),
                "recognizedLines": Schema.integer("Lines that hold a recognised message or belong to one."),
                "unrecognizedLines": Schema.integer("Non-blank lines that hold no known message."),
                "occurrences": Schema.integer("Recognised messages, repeats included."),
            ], required: ["lines", "recognizedLines", "unrecognizedLines", "occurrences"]),
            "messages": Schema.array(of: Schema.object([
                "id": Schema.string("The catalog id of the message."),
                "title": Schema.string("The message as Apple prints it."),
                "meaning": Schema.string("What it means."),
                "text": Schema.string("Its first occurrence in the log."),
                "firstLine": Schema.integer("1-based line of the first occurrence."),
                "count": Schema.integer("How many times it occurred."),
                "names": Schema.array(of: Schema.object([
                    "role": Schema.string("What the name stands for: environmentObject, controller, child, requestedParent, presented, presenter, frameType, selector, …"),
                    "name": Schema.string("The simple name, as code spells it."),
                    "printed": Schema.string("What the message printed."),
                ], required: ["role", "name", "printed"]), "The names the message carries."),
                "rules": Schema.strings("The rules whose findings cause it, most likely first."),
                "causes": Schema.strings("The code shapes that cause it."),
                "candidates": Schema.array(of: Schema.object([
                    "file": Schema.string("The file's path."),
                    "line": Schema.integer("1-based line."),
                    "column": Schema.integer("1-based column."),
                    "reasons": Schema.strings("Why it is a candidate."),
                    "rules": Schema.strings("Rules reporting a finding there."),
                    "sites": Schema.strings("Kinds of site seen there."),
                    "mentions": Schema.strings("Names of the message the place involves."),
                ], required: ["file", "line", "column", "reasons", "rules", "sites", "mentions"]), "Candidate sites, most likely first."),
                "moreCandidates": Schema.integer("Candidates beyond the limit."),
                "whenNoneFound": Schema.string("What to check when no candidate fits."),
            ], required: ["id", "title", "meaning", "text", "firstLine", "count", "names", "rules", "causes", "candidates",
                          "moreCandidates", "whenNoneFound"]), "Recognised messages, in order of first appearance."),
            "problems": Schema.strings("Project files that could not be read."),
        ], required: ["version", "log", "messages", "problems"])
    )

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        let text = try arguments.requiredString("log")
        // The path is checked even when the log holds nothing to search for: a bad one is an error either way.
        let place = try context.roots.confine(try arguments.string("path") ?? ".")
        guard FileManager.default.fileExists(atPath: place.path) else {
            throw ToolError("'\(place.path)' does not exist.")
        }
        let reading = LogRecognizer().read(ConsoleLog(text: text))
        var project: Diagnoser.Project?
        if !reading.messages.isEmpty {
            project = Diagnoser.Project(plan: try Self.plan(for: place.path, root: place.root), rules: RuleRegistry.all)
        }
        let diagnosis = Diagnoser().diagnose(reading, in: project)
        var summary = DiagnosisReport.text(diagnosis)
        summary += DiagnosisReport.summary(diagnosis) + "\n"
        return try ToolOutput(text: summary, encoding: diagnosis)
    }

    /// The root's plan (its configuration, its `included` paths) for the root itself; the path alone, with the
    /// root's configuration, for a folder or file inside it.
    private static func plan(for path: String, root: String) throws(ToolError) -> RunPlan {
        if path == root { return try WorkspaceStore.plan(for: root) }
        let configuration = (root as NSString).appendingPathComponent(Configuration.defaultFileName)
        var request = RunPlan.Request(paths: [path])
        if FileManager.default.fileExists(atPath: configuration) { request.configurationPath = configuration }
        request.workingDirectory = root
        do throws(ConfigurationError) {
            return try RunPlan(request, rules: RuleRegistry.all)
        } catch {
            throw ToolError("the configuration of \(root) cannot be used: \(error.description)")
        }
    }
}
