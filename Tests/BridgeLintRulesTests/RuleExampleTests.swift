import BridgeLintCore
import BridgeLintRules
import Testing

/// Every registered rule's own examples, run through the engine: findings land exactly on the
/// markers, correct code stays silent, and comments, strings and suppressions silence the rule.
@Suite("Rule examples")
struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.id }

    private func harness(_ id: String) throws -> ExampleHarness {
        let rule = try #require(RuleRegistry.rule(id: id), "rule \(id) is not registered")
        return ExampleHarness(rule: rule.description)
    }

    @Test("Triggering examples find exactly the marked places", arguments: ruleIDs)
    func triggeringExamples(id: String) throws {
        let harness = try harness(id)
        for example in harness.rule.triggeringExamples {
            let prepared = ExampleHarness.prepare(example)
            let run = harness.lint(prepared.files, deploymentTarget: example.deploymentTarget)
            #expect(harness.positions(of: run) == prepared.expected,
                    "findings differ from the ↓ markers", sourceLocation: example.location)
            let tiers = Set(run.findings.filter { $0.ruleID == id }.map(\.confidence))
            #expect(tiers.isSubset(of: [example.confidence]),
                    "findings are \(tiers.map(\.rawValue)), the example says \(example.confidence.rawValue)",
                    sourceLocation: example.location)
            #expect(run.problems.isEmpty, "example does not parse: \(run.problems)", sourceLocation: example.location)
        }
    }

    @Test("Latent examples report nothing unless latent findings are asked for", arguments: ruleIDs)
    func latentExamplesAreHiddenByDefault(id: String) throws {
        let harness = try harness(id)
        for example in harness.rule.triggeringExamples where example.confidence == .latent {
            let prepared = ExampleHarness.prepare(example)
            let run = harness.lint(prepared.files, deploymentTarget: example.deploymentTarget, showsLatent: false)
            #expect(run.findings.isEmpty, "shown by default: \(run.findings.map(\.message))", sourceLocation: example.location)
            #expect(run.hiddenLatentCount == prepared.expected.count, sourceLocation: example.location)
        }
    }

    @Test("Non-triggering examples find nothing", arguments: ruleIDs)
    func nonTriggeringExamples(id: String) throws {
        let harness = try harness(id)
        for example in harness.rule.nonTriggeringExamples {
            let prepared = ExampleHarness.prepare(example)
            #expect(prepared.expected.isEmpty, "a non-triggering example has a marker", sourceLocation: example.location)
            let run = harness.lint(prepared.files, deploymentTarget: example.deploymentTarget)
            #expect(run.findings.isEmpty, "unexpected: \(run.findings.map(\.message))", sourceLocation: example.location)
            #expect(run.problems.isEmpty, "example does not parse: \(run.problems)", sourceLocation: example.location)
        }
    }

    @Test("Comments, strings and suppressions silence triggering examples",
          arguments: ruleIDs, Mutation.allCases)
    func mutations(id: String, mutation: Mutation) throws {
        let harness = try harness(id)
        var applied = 0
        for example in harness.rule.triggeringExamples {
            let prepared = ExampleHarness.prepare(example)
            guard let mutant = mutation.apply(to: prepared, ruleID: id) else { continue }
            applied += 1
            let run = harness.lint(mutant, deploymentTarget: example.deploymentTarget)
            let messages = run.findings.map { "\($0.line):\($0.column) \($0.ruleID): \($0.message)" }
            #expect(run.findings.isEmpty, "\(mutation) still reports: \(messages)", sourceLocation: example.location)
        }
        #expect(applied > 0, "the \(mutation) mutation applied to no example of \(id)")
    }

    @Test("Every rule is documented and has enough examples", arguments: ruleIDs)
    func documentation(id: String) throws {
        let rule = try harness(id).rule
        #expect(rule.triggeringExamples.count >= 3)
        #expect(rule.nonTriggeringExamples.count >= 3)
        #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.howToFix.isEmpty)
        for example in rule.triggeringExamples {
            #expect(!ExampleHarness.prepare(example).expected.isEmpty, "a triggering example has no ↓ marker",
                    sourceLocation: example.location)
        }
    }

    @Test("Rule ids are unique")
    func uniqueIDs() {
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
    }
}

extension Example {
    /// Points a failing expectation at the example in the rule's source file.
    var location: SourceLocation {
        SourceLocation(fileID: "BridgeLintRules/\(sourceFile)", filePath: "\(sourceFile)",
                       line: Int(sourceLine), column: 1)
    }
}

@Suite("Rule corrections")
struct RuleCorrectionTests {
    static let fixableIDs = RuleRegistry.all.map { $0.description }.filter(\.isFixable).map(\.id)

    private func fixer(_ id: String, deploymentTarget: IOSVersion? = nil) -> Fixer {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = [id]
        configuration.deploymentTarget = deploymentTarget
        // As `fix --latent`: latent examples are fixed too.
        configuration.showsLatent = true
        return Fixer(linter: Linter(allRules: RuleRegistry.all, configuration: configuration))
    }

    @Test("Fixes produce exactly the corrected code, which lints clean, and a second fix changes nothing",
          arguments: fixableIDs)
    func corrections(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        let harness = ExampleHarness(rule: rule)
        for correction in rule.corrections {
            let prepared = ExampleHarness.prepare(correction.before)
            let location = correction.before.location
            let run = harness.lint(prepared.files, deploymentTarget: correction.before.deploymentTarget)
            #expect(harness.positions(of: run) == prepared.expected, "findings differ from the ↓ markers", sourceLocation: location)
            #expect(run.findings.allSatisfy { $0.fix != nil }, "a finding without a fix", sourceLocation: location)

            let target = correction.before.deploymentTarget
            let fixed = fixer(id, deploymentTarget: target).fix(sources: prepared.files.map { (path: $0.name, text: $0.code) })
            #expect(fixed.first?.fixed == correction.after, "fixed text differs", sourceLocation: location)
            let again = fixer(id, deploymentTarget: target).fix(sources: fixed.map { (path: $0.path, text: $0.fixed) })
            #expect(again.allSatisfy { !$0.changed }, "fixing twice changed the code again", sourceLocation: location)
            let after = harness.lint(fixed.map { (name: $0.path, code: $0.fixed) }, deploymentTarget: correction.before.deploymentTarget)
            #expect(after.findings.isEmpty, "the fixed code still has findings: \(after.findings.map(\.message))", sourceLocation: location)
        }
    }

    /// A triggering example may say why no mechanical edit repairs it (`noFixBecause`); then it must get none.
    @Test("Every triggering example of a fixable rule is fixed, once, and then lints clean of that rule",
          arguments: fixableIDs)
    func triggeringExamplesAreFixed(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        let harness = ExampleHarness(rule: rule)
        for example in rule.triggeringExamples {
            let prepared = ExampleHarness.prepare(example)
            let target = example.deploymentTarget
            let before = harness.lint(prepared.files, deploymentTarget: target)
            if example.noFixBecause != nil {
                #expect(!before.findings.isEmpty && before.findings.allSatisfy { $0.fix == nil },
                        "an example documented as having no fix gets one", sourceLocation: example.location)
                continue
            }
            let unfixable = before.findings.filter { $0.fix == nil }.map { "\($0.line):\($0.column) \($0.message)" }
            #expect(unfixable.isEmpty, "findings without a fix: \(unfixable)", sourceLocation: example.location)
            let fixed = fixer(id, deploymentTarget: target).fix(sources: prepared.files.map { (path: $0.name, text: $0.code) })
            #expect(fixed.contains { $0.changed }, "fix changed nothing", sourceLocation: example.location)
            let after = harness.lint(fixed.map { (name: $0.path, code: $0.fixed) }, deploymentTarget: target)
            #expect(after.findings.isEmpty, "still found after fix: \(after.findings.map(\.message))", sourceLocation: example.location)
            #expect(after.problems.isEmpty, "the fixed code does not parse: \(after.problems)", sourceLocation: example.location)
            let again = fixer(id, deploymentTarget: target).fix(sources: fixed.map { (path: $0.path, text: $0.fixed) })
            #expect(again.allSatisfy { !$0.changed }, "fixing twice changed the code again", sourceLocation: example.location)
        }
    }

    @Test("Fixable rules have at least one correction example; fix leaves correct code alone", arguments: fixableIDs)
    func nonTriggeringUnchanged(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        for example in rule.nonTriggeringExamples {
            let prepared = ExampleHarness.prepare(example)
            let fixed = fixer(id, deploymentTarget: example.deploymentTarget)
                .fix(sources: prepared.files.map { (path: $0.name, text: $0.code) })
            #expect(fixed.allSatisfy { !$0.changed }, sourceLocation: example.location)
        }
    }
}
