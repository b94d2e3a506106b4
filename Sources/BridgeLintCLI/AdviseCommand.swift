import ArgumentParser
import BridgeLintAdvice
import BridgeLintCore

/// `bridgelint advise TYPE`: which bridge fits a type, what to know about it, and how to generate it.
struct AdviseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "advise",
        abstract: "Say which bridge fits a type, the traps that apply to it, and the 'bridgelint new' command that generates it.",
        discussion: """
            TYPE is a UIKit class bridgelint knows (MKMapView, WKWebView, PHPickerViewController, \
            UILongPressGestureRecognizer, …), or a class, SwiftUI view or model declared in the project.
            """
    )

    @Argument(help: "The type to advise on.")
    var typeName: String

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let context = try ProjectContext(project)
        // The project is only read when the table does not answer.
        let index = UIKitCatalog.lookup(typeName) == nil ? context.index() : nil
        let resolver = TypeResolver(index: index)
        guard let subject = resolver.resolve(typeName) else {
            let suggestions = resolver.suggestions(for: typeName)
            var message = "error: '\(typeName)' is neither a UIKit class bridgelint knows nor a type declared in \(context.path)."
            if !suggestions.isEmpty {
                message += " Closest known: \(suggestions.joined(separator: ", "))."
            }
            Output.standardError(message + "\n")
            throw ExitCode(ExitStatus.usage)
        }
        Output.standardOutput(Advisor(target: context.deploymentTarget).advice(for: subject).text)
    }
}
