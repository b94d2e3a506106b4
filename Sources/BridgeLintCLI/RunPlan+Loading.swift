import ArgumentParser
import BridgeLintCore
import BridgeLintRules

extension RunPlan {
    /// The plan of a command's run, with every registered rule. Prints the configuration's warnings and, when
    /// `verbose`, which configuration and deployment targets were used; a broken configuration ends the run
    /// with status 2.
    static func load(_ request: Request, verbose: Bool) throws -> RunPlan {
        let plan: RunPlan
        do throws(ConfigurationError) {
            plan = try RunPlan(request, rules: RuleRegistry.all)
        } catch {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.usage)
        }
        for warning in plan.warnings {
            Output.standardError(warning + "\n")
        }
        if verbose {
            Output.standardError("configuration: \(plan.configurationFile ?? "none, using the defaults")\n")
            let targets = plan.configuration.deploymentTargets
            if targets.isEmpty {
                Output.standardError("deployment target: unknown, assuming the newest\n")
            }
            for platform in targets.platforms {
                let source = plan.deploymentTargetSources[platform] ?? "?"
                Output.standardError("deployment target: \(platform.rawValue) \(targets[platform]!) (from \(source))\n")
            }
        }
        return plan
    }
}
