import BridgeLintCore
import BridgeLintFuzzing
import BridgeLintRules
import Foundation
import Testing

/// A fixed-seed, fixed-size fuzz pass over every rule example and the bundled example app: broken input
/// never crashes a rule, never puts a finding or fix out of bounds, and the fixer never has to reject
/// its own edits for making a file parse worse.
@Suite("Fuzz")
struct FuzzTests {
    static let exampleApp = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/TrailNotes")

    static var corpus: [String] {
        var sources = RuleRegistry.all.flatMap { rule in
            (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).flatMap { $0.files.map(\.code) }
        }.map { $0.filter { $0 != Example.marker } }
        let files = FileManager.default.enumerator(atPath: exampleApp.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            if let text = try? String(contentsOf: exampleApp.appendingPathComponent(file), encoding: .utf8) {
                sources.append(text)
            }
        }
        return sources
    }

    /// Mutants checked per seed: the same mutants on every run and every machine.
    static let mutantsPerSeed = 100

    @Test("Mutants of every example keep every property", arguments: [UInt64(1), 2, 3])
    func mutants(seed: UInt64) {
        let corpus = Self.corpus
        let check = FuzzCheck(rules: RuleRegistry.all)
        var generator = Mutator.Generator(seed: seed)
        for index in 0..<Self.mutantsPerSeed {
            let source = corpus.randomElement(using: &generator)!
            let (mutant, operations) = Mutator().mutate(source, count: Int.random(in: 1...5, using: &generator), using: &generator)
            let violations = check.violations(in: [(path: "Mutant.swift", text: mutant)])
            #expect(violations.isEmpty, "seed \(seed), mutant \(index) (\(operations.map(\.rawValue))): \(violations)\n\(mutant)")
        }
    }

    @Test("The generator is deterministic")
    func deterministic() {
        var a = Mutator.Generator(seed: 42)
        var b = Mutator.Generator(seed: 42)
        let source = "struct A { let x = 1 }\nstruct B {}\n"
        #expect(Mutator().mutate(source, count: 5, using: &a).text == Mutator().mutate(source, count: 5, using: &b).text)
    }
}
