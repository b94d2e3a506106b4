import ArgumentParser
import BridgeLintCore

/// The options of commands that ask about a project's types (`advise`, `new`): where the project is, and its
/// deployment target.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The project folder, searched for the types it declares and its deployment target. Default: the current folder.")
    var path: String = "."

    @Option(help: "The configuration file. Default: .bridgelint.yml in the current folder, if present.")
    var config: String?

    @Option(name: .customLong("ios"), help: "The deployment target, such as 16.0. Default: detected as for lint.")
    var deploymentTarget: String?

    @Flag(help: "Say which configuration and deployment target were used.")
    var verbose = false

    func validate() throws {
        if let deploymentTarget, IOSVersion(parsing: deploymentTarget) == nil {
            throw ValidationError("'\(deploymentTarget)' is not an iOS version; write it like 16.0")
        }
    }
}

/// The project seen by `advise` and `new`: a lint session, so the configuration is loaded and the deployment target
/// detected exactly as `lint` does, and its index, read only when a question needs it.
struct ProjectContext {
    let session: LintSession
    let path: String

    init(_ options: ProjectOptions) throws {
        var arguments = [options.path]
        if let config = options.config { arguments += ["--config", config] }
        if let target = options.deploymentTarget { arguments += ["--ios", target] }
        if options.verbose { arguments.append("--verbose") }
        session = try LintSession(options: LintOptions.parse(arguments))
        path = options.path
        if let problem = session.discovered.problems.first {
            Output.standardError(problem.message + "\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    var deploymentTarget: IOSVersion? { session.configuration.deploymentTarget }

    /// The project's types, read from its Swift files without running any rule.
    func index() -> ProjectIndex {
        session.linter.index(files: session.discovered.files)
    }
}
