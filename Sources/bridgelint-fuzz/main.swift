// A long-running fuzz loop over bridgelint's rule examples and the bundled example app.
// Usage: bridgelint-fuzz SECONDS SEED OUT-FOLDER [SWIFT-FILES...]
// Each mutant is written to OUT-FOLDER/current.swift before it is linted, so when a crash ends the
// process the input that caused it is on disk (Scripts/fuzz.sh keeps it and starts again).
import BridgeLintCore
import BridgeLintFuzzing
import BridgeLintRules
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 4, let seconds = Double(arguments[1]), let seed = UInt64(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: bridgelint-fuzz SECONDS SEED OUT-FOLDER [SWIFT-FILES...]\n".utf8))
    exit(2)
}
let outFolder = URL(fileURLWithPath: arguments[3])
try? FileManager.default.createDirectory(at: outFolder, withIntermediateDirectories: true)

var corpus = RuleRegistry.all.flatMap { rule in
    (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).flatMap { $0.files.map(\.code) }
}.map { $0.filter { $0 != Example.marker } }
for path in arguments.dropFirst(4) {
    if let text = try? String(contentsOfFile: path, encoding: .utf8) { corpus.append(text) }
}

let check = FuzzCheck(rules: RuleRegistry.all)
var generator = Mutator.Generator(seed: seed)
let deadline = Date().addingTimeInterval(seconds)
var mutants = 0
var failures = 0
while Date() < deadline {
    let source = corpus.randomElement(using: &generator)!
    let (mutant, _) = Mutator().mutate(source, count: Int.random(in: 1...6, using: &generator), using: &generator)
    try? mutant.write(to: outFolder.appendingPathComponent("current.swift"), atomically: true, encoding: .utf8)
    let violations = check.violations(in: [(path: "Mutant.swift", text: mutant)])
    mutants += 1
    if !violations.isEmpty {
        failures += 1
        let name = "violation-\(seed)-\(mutants)"
        try? mutant.write(to: outFolder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        try? violations.joined(separator: "\n").write(to: outFolder.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
    }
}
try? FileManager.default.removeItem(at: outFolder.appendingPathComponent("current.swift"))
print("seed \(seed): \(mutants) mutants, \(failures) property violations")
exit(failures == 0 ? 0 : 1)
