import BridgeLintCore
import BridgeLintRules

/// Runs a rule's examples through the real engine, with only that rule enabled, so a rule that is
/// not registered, or registered under another id, finds nothing and fails its examples.
struct ExampleHarness {
    let rule: RuleDescription

    /// A place a finding must start: file, 1-based line and UTF-8 column.
    struct Position: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }
    }

    /// An example's files without markers, and the marked positions.
    struct Prepared {
        var files: [(name: String, code: String)]
        var expected: Set<Position>
    }

    static func prepare(_ example: Example) -> Prepared {
        var files: [(String, String)] = []
        var expected: Set<Position> = []
        for file in example.files {
            var cleaned = ""
            var line = 1
            var column = 1
            for character in file.code {
                if character == Example.marker {
                    expected.insert(Position(file: file.name, line: line, column: column))
                    continue
                }
                cleaned.append(character)
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += character.utf8.count
                }
            }
            files.append((file.name, cleaned))
        }
        return Prepared(files: files, expected: expected)
    }

    /// Lints the files with only this rule on; returns every finding, latent ones and built-in checks included.
    func lint(_ files: [(name: String, code: String)], deploymentTarget: IOSVersion?, showsLatent: Bool = true) -> LintRun {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = [rule.id]
        configuration.showsLatent = showsLatent
        configuration.deploymentTarget = deploymentTarget
        let linter = Linter(allRules: RuleRegistry.all, configuration: configuration)
        return linter.lint(sources: files.map { (path: $0.name, text: $0.code) })
    }

    func positions(of run: LintRun) -> Set<Position> {
        Set(run.findings.filter { $0.ruleID == rule.id }.map { Position(file: $0.file, line: $0.line, column: $0.column) })
    }
}

/// Rewrites of an example that must change whether the rule fires.
enum Mutation: String, CaseIterable, CustomStringConvertible {
    /// Every line turned into a line comment: code in comments never triggers.
    case insideComment
    /// The whole example inside a raw multi-line string literal: strings never trigger.
    case insideString
    /// `// bridgelint:disable:next id` on its own line before each marked line.
    case disableNext
    /// `// bridgelint:disable:this id` at the end of each marked line.
    case disableThis
    /// `// bridgelint:disable id` at the top of each file with a marker.
    case disableRegion
    /// `// bridgelint:disable:file id` at the end of each file with a marker.
    case disableFile

    var description: String { rawValue }

    /// Whether the mutant must still be silent of built-in notes too (an unused suppression is a note).
    var silencesByDirective: Bool {
        switch self {
        case .insideComment, .insideString: false
        case .disableNext, .disableThis, .disableRegion, .disableFile: true
        }
    }

    /// The mutated files, or `nil` when the mutation cannot be applied safely to this example.
    func apply(to prepared: ExampleHarness.Prepared, ruleID: String) -> [(name: String, code: String)]? {
        var result: [(name: String, code: String)] = []
        for file in prepared.files {
            let markedLines = Set(prepared.expected.filter { $0.file == file.name }.map(\.line))
            var lines = file.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            switch self {
            case .insideComment:
                lines = lines.map { "// " + $0 }
            case .insideString:
                if file.code.contains("\"\"\"#") { return nil }
                lines = ["let example = #\"\"\""] + lines + ["\"\"\"#"]
            case .disableNext:
                for line in markedLines.sorted(by: >) {
                    let indentation = lines[line - 1].prefix { $0 == " " }
                    lines.insert("\(indentation)// bridgelint:disable:next \(ruleID)", at: line - 1)
                }
            case .disableThis:
                for line in markedLines {
                    if lines[line - 1].contains("//") || lines[line - 1].contains("\"\"\"") { return nil }
                    lines[line - 1] += " // bridgelint:disable:this \(ruleID)"
                }
            case .disableRegion:
                if !markedLines.isEmpty { lines.insert("// bridgelint:disable \(ruleID)", at: 0) }
            case .disableFile:
                if !markedLines.isEmpty { lines.append("// bridgelint:disable:file \(ruleID)") }
            }
            result.append((file.name, lines.joined(separator: "\n")))
        }
        return result
    }
}
