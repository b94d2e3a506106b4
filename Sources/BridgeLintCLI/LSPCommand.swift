import ArgumentParser
import BridgeLintAdvice
import BridgeLintCore
import BridgeLintLanguageServer
import BridgeLintRules
import Foundation

/// `bridgelint lsp`: a language server on stdin/stdout, for editors (beside sourcekit-lsp).
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over stdin/stdout) that shows findings in editors."
    )

    @Flag(help: "Accepted for clients that always pass it; stdin/stdout is the only transport.")
    var stdio = false

    func run() throws {
        // A client that goes away closes the pipe: a write must fail, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        let documentation = RuleDocumentation { ruleID in
            RuleRegistry.rule(id: ruleID).map { RuleExplanation.text(for: $0.description) }
        }
        let status = StdioTransport.run(options: LanguageServer.Options(documentation: documentation))
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
