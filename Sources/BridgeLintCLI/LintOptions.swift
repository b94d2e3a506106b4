import ArgumentParser
import BridgeLintCore

extension ReportFormat: ExpressibleByArgument {}

/// The options `lint` and `fix` share.
struct LintOptions: ParsableArguments {
    @Argument(help: "Files or folders. Default: the configuration's 'included' paths, else the current folder.")
    var paths: [String] = []

    @Option(help: "The configuration file. Default: .bridgelint.yml in the current folder, if present.")
    var config: String?

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .xcode

    @Option(name: .customLong("ios"), help: "The deployment target, such as 16.0. Overrides the configuration.")
    var deploymentTarget: String?

    @Flag(help: "Fail the run on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only findings: no summary line.")
    var quiet = false

    @Flag(help: "Say which configuration and deployment target were used.")
    var verbose = false

    func validate() throws {
        if let deploymentTarget, IOSVersion(parsing: deploymentTarget) == nil {
            throw ValidationError("'\(deploymentTarget)' is not an iOS version; write it like 16.0")
        }
    }
}
