import ArgumentParser
import BridgeLintAdvice
import BridgeLintCore
import Foundation

extension ScaffoldKind: ExpressibleByArgument {}

/// `bridgelint new KIND NAME`: correct bridge code, checked to parse before it is printed or written.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Generate correct bridge code: representables, hosting, trait bridges, observation.",
        discussion: "Kinds:\n" + ScaffoldKind.allCases.map { "  \($0.synopsis)\n      \($0.summary)" }.joined(separator: "\n")
    )

    @Argument(help: "What to generate: \(ScaffoldKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: ScaffoldKind

    @Argument(help: "The name of the generated type (for trait-bridge, of the bridged value).")
    var name: String

    @Argument(help: "trait-bridge only: the value's TYPE and DEFAULT (put '--' before a default that starts with '-').")
    var values: [String] = []

    @Option(help: "The UIKit class, or project class, to wrap (representable kinds).")
    var type: String?

    @Option(help: ArgumentHelp("A two-way value, as NAME:TYPE (or NAME when bridgelint knows its type). Repeatable.",
                               valueName: "name:type"))
    var binding: [String] = []

    @Option(help: ArgumentHelp("A value SwiftUI passes in and update applies, as NAME:TYPE. Repeatable.", valueName: "name:type"))
    var input: [String] = []

    @Option(help: ArgumentHelp("A closure the wrapper calls when UIKit reports something, as NAME:TYPE, such as 'onSubmit:(String) -> Void'. Repeatable.",
                               valueName: "name:type"))
    var action: [String] = []

    @Option(help: "A delegate protocol the coordinator adopts (for a class bridgelint does not know).")
    var delegate: String?

    @Option(help: "The SwiftUI view a hosting kind shows. Default: generic over any view.")
    var rootView: String?

    @Flag(help: "hosting-cell: a table view cell instead of a collection view cell.")
    var table = false

    @Option(name: .shortAndLong, help: "Write the code to this file (which must not exist yet) instead of standard output.")
    var output: String?

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if kind == .traitBridge, values.count != 2 {
            throw ValidationError("trait-bridge needs NAME TYPE DEFAULT: \(ScaffoldKind.traitBridge.synopsis)")
        }
        if kind != .traitBridge, let extra = values.first {
            throw ValidationError("unexpected argument '\(extra)': \(kind.synopsis)")
        }
    }

    func run() throws {
        let context = try ProjectContext(project)
        var request = ScaffoldRequest(kind: kind, name: name)
        request.typeName = type
        request.bindings = binding.map(InputDeclaration.init(parsing:))
        request.inputs = input.map(InputDeclaration.init(parsing:))
        request.actions = action.map(InputDeclaration.init(parsing:))
        request.delegateProtocol = delegate
        request.rootView = rootView
        request.forTableView = table
        if kind == .traitBridge {
            request.traitValueType = values[0]
            request.traitDefault = values[1]
        }
        request.deploymentTarget = context.deploymentTarget
        if let type, UIKitCatalog.lookup(type) == nil {
            request.index = context.index()
        }
        let scaffold: Scaffold
        do throws(ScaffoldError) {
            scaffold = try Scaffolder.generate(request)
        } catch {
            Output.standardError("error: \(error)\n")
            guard case .invalidRequest = error else { throw ExitCode(ExitStatus.internalFailure) }
            Output.standardError("Usage: \(BridgeLintCommand.usageString(for: NewCommand.self))\n")
            throw ExitCode(ExitStatus.usage)
        }
        for note in scaffold.notes {
            Output.standardError("note: \(note)\n")
        }
        guard let output else {
            Output.standardOutput(scaffold.source)
            return
        }
        try write(scaffold.source, to: output)
    }

    private func write(_ source: String, to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else {
            Output.standardError("error: \(path) already exists; bridgelint new never overwrites a file\n")
            throw ExitCode(ExitStatus.usage)
        }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            Output.standardError("error: cannot write \(path): \(error.localizedDescription)\n")
            throw ExitCode(ExitStatus.usage)
        }
        Output.standardError("Wrote \(path).\n")
    }
}
