import ArgumentParser
import BridgeLintCore

extension ReportFormat: ExpressibleByArgument {}

/// The options `lint` and `fix` share.
struct LintOptions: ParsableArguments {
    @Argument(help: "Files or folders. Default: the configuration's 'included' paths, else the current folder.")
    var paths: [String] = []

    @Option(help: "The configuration file. Default: .bridgelint.yml in the current folder, if present.")
    var config: String?

    @Option(help: ArgumentHelp(
        "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")). Default: xcode.",
        discussion: "Repeat --format/--output pairs to write several reports in one run."))
    var format: [ReportFormat] = []

    @Option(help: "Write the report of the --format before it to this file instead of standard output.")
    var output: [String] = []

    @Option(help: "Report only findings that are not in this baseline file.")
    var baseline: String?

    @Option(help: "Record the current findings as the baseline in this file (and exit 0).")
    var writeBaseline: String?

    @OptionGroup var deploymentTargets: DeploymentTargetOptions

    @Option(help: ArgumentHelp(
        "Also read this file or folder for what the project declares and provides, without reporting its findings.",
        discussion: "For checks of changed files only (the pre-commit hook runs `lint --context . FILE...`): "
            + "cross-file rules still see the whole project."))
    var context: [String] = []

    @Flag(help: "Also report latent findings: a broken contract whose harm no code in the project shows yet (notes).")
    var latent = false

    @Flag(help: "Fail the run on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only findings: no summary line.")
    var quiet = false

    @Flag(help: "Say which configuration and deployment targets were used.")
    var verbose = false

    func validate() throws {
        _ = try reportTargets()
    }

    /// What the run lints, with which configuration and deployment targets.
    var request: RunPlan.Request {
        RunPlan.Request(paths: paths, configurationPath: config, deploymentTargets: deploymentTargets.targets,
                        contextPaths: context, showsLatent: latent)
    }

    /// Where each report goes: the i-th --output belongs to the i-th --format; a format without one goes
    /// to standard output, and only one may.
    func reportTargets() throws -> [(format: ReportFormat, path: String?)] {
        let formats = format.isEmpty ? [.xcode] : format
        guard output.count <= formats.count else {
            throw ValidationError("each --output needs a --format before it")
        }
        let targets = formats.enumerated().map { ($0.element, $0.offset < output.count ? output[$0.offset] : nil) }
        guard targets.filter({ $0.1 == nil }).count <= 1 else {
            throw ValidationError("only one --format can go to standard output; give the others an --output file")
        }
        return targets
    }
}
