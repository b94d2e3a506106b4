import Foundation

/// The effective settings of a run, read from `.bridgelint.yml` and the command line.
public struct Configuration: Sendable, Equatable {
    public static let defaultFileName = ".bridgelint.yml"

    /// Rules turned off (on-by-default rules).
    public var disabledRules: Set<String> = []
    /// Opt-in rules turned on.
    public var optInRules: Set<String> = []
    /// When set, exactly these rules run, opt-in or not.
    public var onlyRules: Set<String>?
    /// Per-rule severity overrides.
    public var severities: [String: Severity] = [:]
    /// Per-rule options (`rule-id: {option: [values]}`), by rule id then option name.
    public var ruleOptions: [String: [String: [String]]] = [:]
    /// Paths or globs to lint when no path is given on the command line.
    public var included: [String] = []
    /// Paths or globs never linted.
    public var excluded: [String] = []
    /// The deployment target of each platform the configuration or the command line names.
    public var deploymentTargets = PlatformVersions()
    /// Whether latent findings (a broken contract with no visible harm) are reported; hidden by default.
    public var showsLatent = false
    /// The folder the configuration file lives in; `included`/`excluded` are relative to it.
    public var rootDirectory: String
    /// Where `async` code isolated to no actor runs, from the project's build settings.
    public var concurrency = ConcurrencySettings()
    /// Linted files no Xcode target or package compiles (see `BuildMembership`): their findings are latent.
    public var unbuiltFiles: Set<String> = []

    /// The iOS deployment target, which a plain `deployment_target: "16.0"` sets.
    public var deploymentTarget: IOSVersion? {
        get { deploymentTargets[.iOS] }
        set { deploymentTargets[.iOS] = newValue }
    }

    public init(rootDirectory: String = FileManager.default.currentDirectoryPath) {
        self.rootDirectory = rootDirectory
    }

    /// Whether a rule runs under this configuration.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if let only = onlyRules { return only.contains(rule.id) }
        if disabledRules.contains(rule.id) { return false }
        return !rule.isOptIn || optInRules.contains(rule.id)
    }

    /// Whether a built-in check (not a catalog rule, such as `superfluous-suppression`) runs.
    public func isEnabled(builtIn id: String) -> Bool {
        !disabledRules.contains(id)
    }

    /// Whether a decided finding is reported: latent findings only when asked for.
    public func reports(_ finding: Finding) -> Bool {
        !finding.isLatent || showsLatent
    }

    public func severity(for ruleID: String, default severity: Severity) -> Severity {
        severities[ruleID] ?? severity
    }
}
