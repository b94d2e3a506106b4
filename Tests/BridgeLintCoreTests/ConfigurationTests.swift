import Foundation
import Testing
@testable import BridgeLintCore
import BridgeLintRules

@Suite struct ConfigurationLoaderTests {
    private let loader = ConfigurationLoader(knownRuleIDs: Fixture.knownRuleIDs)

    private func parse(_ text: String) throws -> ConfigurationLoader.Loaded {
        try loader.parse(text, path: "conf/.bridgelint.yml", rootDirectory: "/project/conf")
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as ConfigurationError {
            return error.description
        } catch {
            return "unexpected error type: \(error)"
        }
    }

    @Test func everyKeyIsRead() throws {
        let loaded = try parse("""
            disabled_rules:
              - representable-stale-config
              - superfluous-suppression
            opt_in_rules: [size-that-fits-force-unwrap]
            only_rules: published-in-observable
            included: [Sources, App]
            excluded:
              - Pods
              - "**/Generated"
            deployment_target: "16.4"
            published-in-observable: warning
            invalid-suppression: {severity: note}
            """)
        #expect(loaded.warnings == [])
        var expected = Configuration(rootDirectory: "/project/conf")
        expected.disabledRules = ["representable-stale-config", "superfluous-suppression"]
        expected.optInRules = ["size-that-fits-force-unwrap"]
        expected.onlyRules = ["published-in-observable"]
        expected.included = ["Sources", "App"]
        expected.excluded = ["Pods", "**/Generated"]
        expected.deploymentTarget = IOSVersion(16, 4)
        expected.severities = ["published-in-observable": .warning, "invalid-suppression": .note]
        #expect(loaded.configuration == expected)
    }

    @Test func emptyOrCommentOnlyFileGivesDefaults() throws {
        for text in ["", "\n", "# nothing configured yet\n"] {
            let loaded = try parse(text)
            #expect(loaded.configuration == Configuration(rootDirectory: "/project/conf"), "text: \(text.debugDescription)")
            #expect(loaded.warnings == [])
        }
    }

    /// `---` alone is an explicitly empty YAML document: as empty as an empty file.
    @Test func explicitEmptyDocumentGivesDefaults() throws {
        let loaded = try parse("---\n# nothing yet\n")
        #expect(loaded.configuration == Configuration(rootDirectory: "/project/conf"))
        #expect(try parse("disabled_rules:\n#  - representable-stale-config\n").configuration.disabledRules == [])
    }

    @Test func onlyRulesAbsentIsNilButEmptyListIsEmpty() throws {
        #expect(try parse("disabled_rules: []\n").configuration.onlyRules == nil)
        #expect(try parse("only_rules: []\n").configuration.onlyRules == [])
    }

    @Test(arguments: [("deployment_target: 16\n", IOSVersion(16, 0)),
                      ("deployment_target: 16.4\n", IOSVersion(16, 4)),
                      ("deployment_target: '17.0'\n", IOSVersion(17, 0)),
                      ("deployment_target: 15.4.1\n", IOSVersion(15, 4))])
    func deploymentTargetForms(text: String, expected: IOSVersion) throws {
        #expect(try parse(text).configuration.deploymentTarget == expected)
    }

    /// An unquoted `17.10` is a YAML float, 17.1; the version the user meant is 17.10.
    @Test func unquotedTwoDigitMinorVersion() throws {
        let target = try parse("deployment_target: 16.10\n").configuration.deploymentTarget
        #expect(target == IOSVersion(16, 10))
    }

    @Test func deploymentTargetPerPlatform() throws {
        let targets = try parse("deployment_target: {ios: \"16.0\", macos: 13.5, tvos: '17', visionos: 1.10}\n")
            .configuration.deploymentTargets
        #expect(targets == [.iOS: OSVersion(16), .macOS: OSVersion(13, 5), .tvOS: OSVersion(17), .visionOS: OSVersion(1, 10)])
        let macOSOnly = try parse("deployment_target:\n  macOS: \"13.0\"\n").configuration
        #expect(macOSOnly.deploymentTargets == [.macOS: OSVersion(13)])
        #expect(macOSOnly.deploymentTarget == nil, "no iOS target")
    }

    @Test func badPerPlatformDeploymentTargetsAreErrors() {
        #expect(error("deployment_target: {mac_os: \"13.0\"}\n") == """
            conf/.bridgelint.yml:1:21: error: 'deployment_target' names unknown platform 'mac_os'; did you mean 'macos'?; \
            the platforms are ios, macos, tvos, visionos
            """)
        #expect(error("deployment_target: {watchos: \"9.0\"}\n") == """
            conf/.bridgelint.yml:1:21: error: 'deployment_target' names unknown platform 'watchos'; \
            the platforms are ios, macos, tvos, visionos
            """)
        #expect(error("deployment_target: {macos: thirteen}\n")
            == "conf/.bridgelint.yml:1:28: error: 'deployment_target.macos' must be a macOS version such as \"13.0\"")
        #expect(error("deployment_target: {ios: [16]}\n")
            == "conf/.bridgelint.yml:1:26: error: 'deployment_target.ios' must be an iOS version such as \"16.0\"")
    }

    @Test func unknownKeyWarnsWithClosestKey() throws {
        let loaded = try parse("disabled_rule: [published-in-observable]\n")
        #expect(loaded.warnings == [
            "conf/.bridgelint.yml:1:1: warning: unknown key 'disabled_rule'; did you mean 'disabled_rules'?",
        ])
        #expect(loaded.configuration.disabledRules == [])
    }

    @Test func unknownKeysWarnInFileOrderAndWithoutSuggestionWhenNothingIsClose() throws {
        let loaded = try parse("""
            zzz: 1
            excludedd: [Pods]
            published-in-observabel: warning
            """)
        #expect(loaded.warnings == [
            "conf/.bridgelint.yml:1:1: warning: unknown key 'zzz'",
            "conf/.bridgelint.yml:2:1: warning: unknown key 'excludedd'; did you mean 'excluded'?",
            "conf/.bridgelint.yml:3:1: warning: unknown key 'published-in-observabel'; did you mean 'published-in-observable'?",
        ])
    }

    @Test func misspeltRuleIDInListsWarns() throws {
        let loaded = try parse("""
            disabled_rules: [published-in-observabel]
            opt_in_rules: [zzz]
            only_rules: [representable-stale-confg]
            """)
        #expect(loaded.warnings == [
            "conf/.bridgelint.yml:1:17: warning: 'disabled_rules' names unknown rule 'published-in-observabel'; did you mean 'published-in-observable'?",
            "conf/.bridgelint.yml:2:15: warning: 'opt_in_rules' names unknown rule 'zzz'",
            "conf/.bridgelint.yml:3:13: warning: 'only_rules' names unknown rule 'representable-stale-confg'; did you mean 'representable-stale-config'?",
        ])
        // The names are kept as written: the warning, not a silent correction, tells the user.
        #expect(loaded.configuration.disabledRules == ["published-in-observabel"])
    }

    @Test func invalidYAMLReportsPathLineAndColumn() throws {
        let description = try #require(error("disabled_rules: [a, b\nexcluded: x\n"))
        #expect(description.hasPrefix("conf/.bridgelint.yml:2:9: error: "), "\(description)")

        let scanner = try #require(error("a: b\n  c: d\n"))
        #expect(scanner.hasPrefix("conf/.bridgelint.yml:2:4: error: "), "\(scanner)")
    }

    @Test func topLevelMustBeAMapping() {
        #expect(error("- a\n- b\n") == "conf/.bridgelint.yml:1:1: error: the configuration must be a mapping of keys to values")
        #expect(error("just text\n") == "conf/.bridgelint.yml:1:1: error: the configuration must be a mapping of keys to values")
    }

    @Test func wrongTypesAreErrors() {
        #expect(error("disabled_rules: 5\n") == "conf/.bridgelint.yml:1:17: error: 'disabled_rules' must be a list of rule ids")
        #expect(error("opt_in_rules: [a, 5]\n") == "conf/.bridgelint.yml:1:19: error: 'opt_in_rules' must be a list of rule ids")
        #expect(error("only_rules: {a: b}\n") == "conf/.bridgelint.yml:1:13: error: 'only_rules' must be a list of rule ids")
        #expect(error("excluded: [Pods, [x]]\n") == "conf/.bridgelint.yml:1:18: error: 'excluded' must be a list of paths or globs")
        #expect(error("included: 3\n") == "conf/.bridgelint.yml:1:11: error: 'included' must be a list of paths or globs")
        for target in ["abc", "-1", "1.2.3.4", "true", "[16]"] {
            #expect(error("deployment_target: \(target)\n")
                == "conf/.bridgelint.yml:1:20: error: 'deployment_target' must be an iOS version such as \"16.0\"",
                "deployment_target: \(target)")
        }
        let severityError = " error: 'published-in-observable' must be a severity (note, warning or error) or {severity: …}"
        #expect(error("published-in-observable: fatal\n") == "conf/.bridgelint.yml:1:26:" + severityError)
        #expect(error("published-in-observable: {severity: fatal}\n") == "conf/.bridgelint.yml:1:37:" + severityError)
        #expect(error("published-in-observable: 2\n") == "conf/.bridgelint.yml:1:26:" + severityError)
    }

    @Test func ruleOptionsAreReadAndUnknownOnesWarn() throws {
        let loader = ConfigurationLoader(knownRuleIDs: Fixture.knownRuleIDs,
                                         knownOptions: ["published-in-observable": ["background_delegates"]])
        let loaded = try loader.parse("""
            published-in-observable:
              background_delegates: [CameraFeedDelegate, SyncDelegate]
              level: error
              background_delegate: Other
            """, path: "conf/.bridgelint.yml", rootDirectory: "/project/conf")
        #expect(loaded.configuration.ruleOptions == ["published-in-observable": ["background_delegates": ["CameraFeedDelegate", "SyncDelegate"]]])
        #expect(loaded.configuration.severities == [:])
        #expect(loaded.warnings == [
            "conf/.bridgelint.yml:3:3: warning: 'published-in-observable' has no option 'level'",
            "conf/.bridgelint.yml:4:3: warning: 'published-in-observable' has no option 'background_delegate'; did you mean 'background_delegates'?",
        ])
    }

    @Test func severityOverrides() throws {
        let loaded = try parse("""
            published-in-observable: warning
            representable-stale-config:
              severity: note
            superfluous-suppression: error
            """)
        #expect(loaded.warnings == [])
        #expect(loaded.configuration.severities == [
            "published-in-observable": .warning,
            "representable-stale-config": .note,
            "superfluous-suppression": .error,
        ])
        #expect(loaded.configuration.severity(for: "published-in-observable", default: .error) == .warning)
        #expect(loaded.configuration.severity(for: "size-that-fits-force-unwrap", default: .error) == .error)
    }

    @Test func singleStringIsAOneElementList() throws {
        let configuration = try parse("excluded: Pods\ndisabled_rules: published-in-observable\n").configuration
        #expect(configuration.excluded == ["Pods"])
        #expect(configuration.disabledRules == ["published-in-observable"])
    }

    @Test func loadReadsAFileAndUsesItsFolderAsRoot() throws {
        try withTemporaryFolder { folder in
            let file = try folder.write("excluded: [Pods]\nexcludd: 1\n", to: "sub/.bridgelint.yml")
            let loaded = try loader.load(path: file.path)
            #expect(loaded.configuration.rootDirectory == folder.appendingPathComponent("sub").path)
            #expect(loaded.configuration.excluded == ["Pods"])
            #expect(loaded.warnings == ["\(file.path):2:1: warning: unknown key 'excludd'; did you mean 'excluded'?"])
        }
    }

    @Test func loadFailsForMissingOrNonUTF8File() throws {
        try withTemporaryFolder { folder in
            let missing = folder.appendingPathComponent("missing.yml").path
            #expect(throws: ConfigurationError.self) { try loader.load(path: missing) }
            do {
                _ = try loader.load(path: missing)
            } catch let error as ConfigurationError {
                #expect(error.description.hasPrefix("\(missing): error: cannot read configuration: "))
            }
            let binary = try folder.write(Data([0x61, 0xFF, 0xFE, 0x3A]), to: "bad.yml")
            do {
                _ = try loader.load(path: binary.path)
                Issue.record("expected an error")
            } catch let error as ConfigurationError {
                #expect(error.description == "\(binary.path): error: configuration is not UTF-8 text")
            }
        }
    }
}

@Suite struct ConfigurationTests {
    private func rule(_ id: String, optIn: Bool = false) -> RuleDescription {
        RuleDescription(id: id, summary: "", severity: .warning, isOptIn: optIn, rationale: "", howToFix: "",
                        triggeringExamples: [], nonTriggeringExamples: [])
    }

    @Test func defaultsRunEveryOnByDefaultRule() {
        let configuration = Configuration(rootDirectory: "/")
        #expect(configuration.isEnabled(rule("a")))
        #expect(!configuration.isEnabled(rule("b", optIn: true)))
        #expect(configuration.isEnabled(builtIn: "superfluous-suppression"))
    }

    @Test func disabledAndOptIn() {
        var configuration = Configuration(rootDirectory: "/")
        configuration.disabledRules = ["a", "superfluous-suppression"]
        configuration.optInRules = ["b"]
        #expect(!configuration.isEnabled(rule("a")))
        #expect(configuration.isEnabled(rule("b", optIn: true)))
        #expect(!configuration.isEnabled(rule("c", optIn: true)))
        #expect(configuration.isEnabled(rule("d")))
        #expect(!configuration.isEnabled(builtIn: "superfluous-suppression"))
        #expect(configuration.isEnabled(builtIn: "invalid-suppression"))
    }

    @Test func onlyRulesWinsOverEverythingElse() {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["a", "c"]
        configuration.disabledRules = ["a"]
        #expect(configuration.isEnabled(rule("a")))
        #expect(!configuration.isEnabled(rule("b")))
        #expect(configuration.isEnabled(rule("c", optIn: true)))
        // Built-in checks are not catalog rules: only_rules does not turn them off.
        #expect(configuration.isEnabled(builtIn: "invalid-suppression"))
    }

    @Test func linterRunsTheRulesTheConfigurationEnables() {
        let allIDs = Set(RuleRegistry.all.map { $0.description.id })
        let onByDefault = Set(RuleRegistry.all.filter { !$0.description.isOptIn }.map { $0.description.id })

        let defaults = Linter(allRules: RuleRegistry.all, configuration: Configuration(rootDirectory: "/"))
        #expect(Set(defaults.rules.map { $0.description.id }) == onByDefault)
        #expect(defaults.knownRuleIDs == allIDs.union(["superfluous-suppression", "invalid-suppression"]))

        var disabling = Configuration(rootDirectory: "/")
        disabling.disabledRules = ["published-in-observable"]
        let fewer = Linter(allRules: RuleRegistry.all, configuration: disabling)
        #expect(Set(fewer.rules.map { $0.description.id }) == onByDefault.subtracting(["published-in-observable"]))
        // A disabled rule is still known, so suppressions naming it are not invalid.
        #expect(fewer.knownRuleIDs.contains("published-in-observable"))
    }
}
