import ArgumentParser
import BridgeLintCore

/// The options of commands that ask about a project's types (`advise`, `new`): where the project is, and its
/// deployment targets.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The project folder, searched for the types it declares and its deployment target. Default: the current folder.")
    var path: String = "."

    @Option(help: "The configuration file. Default: .bridgelint.yml in the current folder, if present.")
    var config: String?

    @OptionGroup var deploymentTargets: DeploymentTargetOptions

    @Flag(help: "Say which configuration and deployment targets were used.")
    var verbose = false
}

/// The project seen by `advise` and `new`: the run plan `lint` would make of its folder, so the configuration is
/// loaded and the deployment targets detected exactly as `lint` does, and its index, read only when a question
/// needs it.
struct ProjectContext {
    let plan: RunPlan
    let path: String

    init(_ options: ProjectOptions) throws {
        let request = RunPlan.Request(
            paths: [options.path], configurationPath: options.config, deploymentTargets: options.deploymentTargets.targets)
        plan = try RunPlan.load(request, verbose: options.verbose)
        path = options.path
        if let problem = plan.problems.first {
            Output.standardError(problem.message + "\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// The iOS deployment target: the generated bridges and the advice are UIKit code.
    var deploymentTarget: IOSVersion? { plan.configuration.deploymentTargets[.iOS] }

    /// The project's types, read from its Swift files without running any rule.
    func index() -> ProjectIndex {
        plan.linter.index(files: plan.files)
    }
}
