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
        "disabled_rules", "opt_in_rules", "only_rules", "included", "excluded", "deployment_target",
    ]

    /// Rule ids the configuration may name: the registered rules and the built-in checks.
    public let knownRuleIDs: [String]

    public init(knownRuleIDs: [String]) {
        self.knownRuleIDs = knownRuleIDs
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
        let document: Any?
        do {
            document = try Yams.load(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(description: "\(path):\(error.description)")
        } catch {
            throw ConfigurationError(description: "\(path): error: invalid YAML: \(error)")
        }
        var configuration = Configuration(rootDirectory: rootDirectory)
        var warnings: [String] = []
        guard let document else { return Loaded(configuration: configuration, warnings: warnings) }
        guard let mapping = document as? [String: Any] else {
            throw ConfigurationError(description: "\(path): error: the configuration must be a mapping of keys to values")
        }
        func fail(_ key: String, _ expected: String) -> ConfigurationError {
            ConfigurationError(description: "\(path): error: '\(key)' must be \(expected)")
        }
        func ruleList(_ key: String) throws -> Set<String> {
            guard let value = mapping[key] else { return [] }
            guard let list = Self.stringList(value) else { throw fail(key, "a list of rule ids") }
            for id in list where !knownRuleIDs.contains(id) {
                warnings.append("\(path): warning: '\(key)' names unknown rule '\(id)'\(suggestion(for: id))")
            }
            return Set(list)
        }

        for key in mapping.keys.sorted() where !Self.knownKeys.contains(key) && !knownRuleIDs.contains(key) {
            let candidates = Self.knownKeys + knownRuleIDs
            let hint = NameSuggestion.closest(to: key, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
            warnings.append("\(path): warning: unknown key '\(key)'\(hint)")
        }
        configuration.disabledRules = try ruleList("disabled_rules")
        configuration.optInRules = try ruleList("opt_in_rules")
        if mapping["only_rules"] != nil {
            configuration.onlyRules = try ruleList("only_rules")
        }
        for key in ["included", "excluded"] {
            guard let value = mapping[key] else { continue }
            guard let list = Self.stringList(value) else { throw fail(key, "a list of paths or globs") }
            if key == "included" { configuration.included = list } else { configuration.excluded = list }
        }
        if let value = mapping["deployment_target"] {
            guard let version = IOSVersion(parsing: "\(value)") else {
                throw fail("deployment_target", "an iOS version such as \"16.0\"")
            }
            configuration.deploymentTarget = version
        }
        for id in knownRuleIDs {
            guard let value = mapping[id] else { continue }
            configuration.severities[id] = try severity(of: value, ruleID: id, path: path)
        }
        return Loaded(configuration: configuration, warnings: warnings)
    }

    /// A rule's own key takes a severity (`rule-id: error`) or a mapping with one (`rule-id: {severity: error}`).
    private func severity(of value: Any, ruleID: String, path: String) throws -> Severity {
        let raw: Any?
        if let mapping = value as? [String: Any] {
            raw = mapping["severity"]
        } else {
            raw = value
        }
        guard let text = raw as? String, let severity = Severity(rawValue: text) else {
            throw ConfigurationError(
                description: "\(path): error: '\(ruleID)' must be a severity (note, warning or error) or {severity: …}")
        }
        return severity
    }

    private func suggestion(for id: String) -> String {
        NameSuggestion.closest(to: id, in: knownRuleIDs).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// A YAML list of strings, or a single string as a one-element list.
    private static func stringList(_ value: Any) -> [String]? {
        if let single = value as? String { return [single] }
        guard let list = value as? [Any] else { return nil }
        let strings = list.compactMap { $0 as? String }
        return strings.count == list.count ? strings : nil
    }
}
