import Foundation
import Yams

/// A configuration file that cannot be used: the run stops with exit status 2.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Reads and validates `.bridgelint.yml`.
///
/// Unknown keys and unknown rule ids are warnings (with the closest valid name), so a
/// typo never silently disables checking; malformed YAML and values of the wrong type are errors.
public struct ConfigurationLoader {
    public static let knownKeys = [
        "disabled_rules", "opt_in_rules", "only_rules", "included", "excluded", "deployment_target", "latent",
    ]

    /// Rule ids the configuration may name: the registered rules and the built-in checks.
    public let knownRuleIDs: [String]
    /// The options each rule accepts under its key, by rule id.
    public let knownOptions: [String: [String]]

    public init(knownRuleIDs: [String], knownOptions: [String: [String]] = [:]) {
        self.knownRuleIDs = knownRuleIDs
        self.knownOptions = knownOptions
    }

    /// A loader that knows every rule of `rules` and their options, and the built-in checks.
    public init(rules: [RuleDescription]) {
        self.init(knownRuleIDs: rules.map(\.id) + BuiltInChecks.ids,
                  knownOptions: Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0.options.keys.sorted()) }))
    }

    public struct Loaded: Sendable {
        public var configuration: Configuration
        public var warnings: [String]
    }

    public func load(path: String) throws -> Loaded {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError(description: "\(path): error: cannot read configuration: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(description: "\(path): error: configuration is not UTF-8 text")
        }
        return try parse(text, path: path, rootDirectory: url.deletingLastPathComponent().path)
    }

    public func parse(_ text: String, path: String, rootDirectory: String) throws -> Loaded {
        let document: Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(description: "\(path):\(error.description)")
        } catch {
            throw ConfigurationError(description: "\(path): error: invalid YAML: \(error)")
        }
        var configuration = Configuration(rootDirectory: rootDirectory)
        var warnings: [String] = []
        // An empty file, or one holding only `---` or comments, means the defaults.
        guard let document, document.null == nil else { return Loaded(configuration: configuration, warnings: warnings) }
        guard let mapping = document.mapping else {
            throw ConfigurationError(description: "\(place(document, path)) error: the configuration must be a mapping of keys to values")
        }
        var values: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.string else {
                throw ConfigurationError(description: "\(place(key, path)) error: keys must be names")
            }
            values[name] = value
            if !Self.knownKeys.contains(name) && !knownRuleIDs.contains(name) {
                let hint = NameSuggestion.closest(to: name, in: Self.knownKeys + knownRuleIDs).map { "; did you mean '\($0)'?" } ?? ""
                warnings.append("\(place(key, path)) warning: unknown key '\(name)'\(hint)")
            }
        }
        func ruleList(_ key: String) throws -> Set<String>? {
            guard let node = values[key] else { return nil }
            let list = try stringList(node, key: key, expected: "a list of rule ids", path: path)
            for id in list where !knownRuleIDs.contains(id) {
                let hint = NameSuggestion.closest(to: id, in: knownRuleIDs).map { "; did you mean '\($0)'?" } ?? ""
                warnings.append("\(place(node, path)) warning: '\(key)' names unknown rule '\(id)'\(hint)")
            }
            return Set(list)
        }

        configuration.disabledRules = try ruleList("disabled_rules") ?? []
        configuration.optInRules = try ruleList("opt_in_rules") ?? []
        configuration.onlyRules = try ruleList("only_rules")
        if let node = values["included"] {
            configuration.included = try stringList(node, key: "included", expected: "a list of paths or globs", path: path)
        }
        if let node = values["excluded"] {
            configuration.excluded = try stringList(node, key: "excluded", expected: "a list of paths or globs", path: path)
        }
        if let node = values["latent"] {
            guard let shows = node.bool else {
                throw ConfigurationError(description: "\(place(node, path)) error: 'latent' must be true or false")
            }
            configuration.showsLatent = shows
        }
        if let node = values["deployment_target"] {
            configuration.deploymentTargets = try deploymentTargets(node, path: path)
        }
        for id in knownRuleIDs {
            guard let node = values[id] else { continue }
            if let severity = try severity(of: node, ruleID: id, path: path) {
                configuration.severities[id] = severity
            }
            guard let options = node.mapping else { continue }
            for (key, value) in options {
                guard let name = key.string, name != "severity" else { continue }
                let known = knownOptions[id] ?? []
                guard known.contains(name) else {
                    let hint = NameSuggestion.closest(to: name, in: known + ["severity"]).map { "; did you mean '\($0)'?" } ?? ""
                    warnings.append("\(place(key, path)) warning: '\(id)' has no option '\(name)'\(hint)")
                    continue
                }
                configuration.ruleOptions[id, default: [:]][name] =
                    try stringList(value, key: "\(id).\(name)", expected: "a list of names", path: path)
            }
        }
        return Loaded(configuration: configuration, warnings: warnings)
    }

    /// A rule's own key takes a severity (`rule-id: error`) or a mapping that may hold one
    /// (`rule-id: {severity: error, option: [...]}`).
    private func severity(of node: Node, ruleID: String, path: String) throws -> Severity? {
        if let mapping = node.mapping, mapping["severity"] == nil {
            return nil
        }
        let value = node.mapping?["severity"] ?? node
        guard let text = value.scalar?.string, value.tag == Tag(.str), let severity = Severity(rawValue: text) else {
            throw ConfigurationError(
                description: "\(place(value, path)) error: '\(ruleID)' must be a severity (note, warning or error) or {severity: …}")
        }
        return severity
    }

    /// `deployment_target: "16.0"` (iOS) or one version per platform: `{ios: "16.0", macos: "13.0"}`.
    private func deploymentTargets(_ node: Node, path: String) throws -> PlatformVersions {
        // The scalar's own text: an unquoted 16.10 must not become the number 16.1.
        func version(_ node: Node, key: String, platform: Platform) throws -> OSVersion {
            guard let text = node.scalar?.string, let version = OSVersion(parsing: text) else {
                throw ConfigurationError(description: "\(place(node, path)) error: '\(key)' must be \(platform.versionName) such as \"\(platform.exampleVersion)\"")
            }
            return version
        }
        guard let mapping = node.mapping else {
            return [.iOS: try version(node, key: "deployment_target", platform: .iOS)]
        }
        var targets = PlatformVersions()
        let keys = Platform.allCases.map(\.key)
        for (key, value) in mapping {
            guard let name = key.string, let platform = Platform.allCases.first(where: { $0.key == name.lowercased() }) else {
                let hint = key.string.flatMap { NameSuggestion.closest(to: $0, in: keys) }.map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigurationError(description: """
                    \(place(key, path)) error: 'deployment_target' names unknown platform '\(key.string ?? "")'\(hint); \
                    the platforms are \(keys.joined(separator: ", "))
                    """)
            }
            targets[platform] = try version(value, key: "deployment_target.\(name)", platform: platform)
        }
        return targets
    }

    /// A list of strings; a single string counts as a one-element list and an empty value as an empty list.
    private func stringList(_ node: Node, key: String, expected: String, path: String) throws -> [String] {
        if node.null != nil { return [] }
        if let scalar = node.scalar, node.tag == Tag(.str) { return [scalar.string] }
        guard let sequence = node.sequence else {
            throw ConfigurationError(description: "\(place(node, path)) error: '\(key)' must be \(expected)")
        }
        return try sequence.map { item in
            guard let text = item.scalar?.string, item.tag == Tag(.str) else {
                throw ConfigurationError(description: "\(place(item, path)) error: '\(key)' must be \(expected)")
            }
            return text
        }
    }

    /// `path:line:column:` of a node, for messages an editor can jump to.
    private func place(_ node: Node, _ path: String) -> String {
        guard let mark = node.mark else { return "\(path):" }
        return "\(path):\(mark.line):\(mark.column):"
    }
}
