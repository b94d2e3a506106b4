import BridgeLintFuzzing
import Foundation
import Testing
@testable import BridgeLintCore

@Suite("Compact coding of cached results")
struct CompactCodingTests {
    /// A file outcome in which every stored property of every cached type has a non-default value.
    static var sample: FileOutcome {
        var type = TypeFact(kind: .class, name: "ProfileHost", file: "Sources/Profile Host.swift", line: 12)
        type.attributes = ["MainActor"]
        type.inheritedTypes = ["UIHostingController", "Sendable"]
        type.environmentRequirements = [.environmentObject(type: "Session"), .observableObject(type: "Store"), .key(name: "theme")]
        type.bodyReferences = ["Text", "Detail"]
        type.inlineBodyReferences = ["Text"]
        type.presentedBodyReferences = ["Detail"]
        type.handedBodyReferences = ["Detail<SheetButton"]
        type.bodyModifiers = ["font", "sheet"]
        type.hostedViewType = "ProfileView"
        type.customizesRootView = true
        type.makeReturnType = "MKMapView"
        type.implementsSizeThatFits = true
        type.overridesIntrinsicContentSize = true
        var facts = FileFacts()
        facts.types = [type, TypeFact(kind: .extension, name: "EnvironmentValues", file: "E.swift", line: -3)]
        facts.typealiases = [TypealiasFact(name: "Host", target: "ProfileHost")]
        facts.environmentKeys = ["theme"]
        facts.optionalEnvironmentKeys = ["onReload"]
        facts.typeUse.mentions = [0, 1, .max, TypeUse.hash("Gauge")]
        facts.typeUse.previewMentions = [TypeUse.hash("Dial")]
        facts.typeUse.candidates = [TypeUse.Candidate(name: "Dial", line: 3, endLine: 9, isPublic: true)]
        facts.recorded = [RecordedFacts(recorder: "call-sites", bytes: [0, 1, 200, 255]), RecordedFacts(recorder: "other", bytes: [])]

        var finding = Finding(ruleID: "state-write-off-main", severity: .error, message: "café ☕️ \"quoted\"\nnext",
                              file: "Sources/Profile Host.swift", line: 40, column: 9, endColumn: 31, sourceLine: "\tself.x = 1")
        finding.fix = Fix("wrap it", edits: [TextEdit(start: 3, end: 9, replacement: "DispatchQueue.main.async {"),
                                              TextEdit(start: 12, end: 12, replacement: "}")])
        finding.related = [RelatedLocation(message: "written back «here»", line: 52, column: 13, endColumn: 40)]
        finding.confidence = .latent
        let directive = SuppressionDirective(action: .disable, scope: .next, ruleIDs: ["all", "observed-object-owned"],
                                             line: 7, column: 5, endColumn: 60, targetLine: 8, sourceLine: "// bridgelint:disable:next all")
        var suppressions = SuppressionMap()
        suppressions.directives = [directive]
        suppressions.malformed = [SuppressionMap.Malformed(directive: directive, reason: "names no rule")]

        var outcome = FileOutcome(path: "Sources/Profile Host.swift")
        outcome.facts = facts
        outcome.findings = [finding]
        outcome.deferred = [DeferredFinding(finding: finding, question: [0, 1, 0x80, 0xFF])]
        outcome.suppressions = suppressions
        outcome.problems = [FileProblem(file: "Sources/Profile Host.swift", kind: .syntaxErrors, detail: "1 syntax error")]
        outcome.lineCount = 1_234_567
        return outcome
    }

    private func encoded(_ outcome: FileOutcome) -> [UInt8] {
        var writer = CompactWriter()
        writer.write(outcome)
        return writer.bytes
    }

    @Test("Every property of a cached outcome survives a round trip")
    func roundTrip() throws {
        let original = Self.sample
        let bytes = encoded(original)
        var reader = CompactReader(bytes[...])
        let decoded = try reader.read(FileOutcome.self)
        #expect(reader.isAtEnd)
        #expect(decoded.path == original.path)
        #expect(decoded.facts == original.facts)
        #expect(decoded.findings == original.findings)
        #expect(decoded.deferred.map(\.finding) == original.deferred.map(\.finding))
        #expect(decoded.deferred.map(\.question) == original.deferred.map(\.question))
        #expect(decoded.suppressions.directives == original.suppressions.directives)
        #expect(decoded.suppressions.malformed.map(\.directive) == original.suppressions.malformed.map(\.directive))
        #expect(decoded.suppressions.malformed.map(\.reason) == original.suppressions.malformed.map(\.reason))
        #expect(decoded.problems == original.problems)
        #expect(decoded.lineCount == original.lineCount)
        #expect(encoded(decoded) == bytes)
    }

    /// The format writes fields by position: a property added to a cached type without being added to
    /// `CachedOutcomeCoding.swift` would silently be lost. These counts make that a test failure.
    @Test("The coding covers every stored property of the cached types")
    func propertyCounts() {
        let sample = Self.sample
        let counts: [(String, Int, Int)] = [
            ("FileOutcome", Mirror(reflecting: sample).children.count, 7),
            ("FileFacts", Mirror(reflecting: sample.facts).children.count, 6),
            ("TypeUse", Mirror(reflecting: sample.facts.typeUse).children.count, 3),
            ("TypeUse.Candidate", Mirror(reflecting: sample.facts.typeUse.candidates[0]).children.count, 4),
            ("RecordedFacts", Mirror(reflecting: sample.facts.recorded[0]).children.count, 2),
            ("TypeFact", Mirror(reflecting: sample.facts.types[0]).children.count, 17),
            ("TypealiasFact", Mirror(reflecting: sample.facts.typealiases[0]).children.count, 2),
            ("Finding", Mirror(reflecting: sample.findings[0]).children.count, 11),
            ("RelatedLocation", Mirror(reflecting: sample.findings[0].related[0]).children.count, 4),
            ("Fix", Mirror(reflecting: sample.findings[0].fix!).children.count, 2),
            ("TextEdit", Mirror(reflecting: sample.findings[0].fix!.edits[0]).children.count, 3),
            ("DeferredFinding", Mirror(reflecting: sample.deferred[0]).children.count, 2),
            ("SuppressionMap", Mirror(reflecting: sample.suppressions).children.count, 2),
            ("SuppressionDirective", Mirror(reflecting: sample.suppressions.directives[0]).children.count, 8),
            ("FileProblem", Mirror(reflecting: sample.problems[0]).children.count, 3),
        ]
        for (name, actual, coded) in counts {
            #expect(actual == coded, "\(name) has \(actual) stored properties but its compact coding writes \(coded): update CachedOutcomeCoding.swift and bump CompactCoding.formatVersion")
        }
        // The sample must exercise every TypeFact property, or the round trip proves nothing for the new one.
        for child in Mirror(reflecting: sample.facts.types[0]).children {
            let value = "\(child.value)"
            #expect(!["[]", "nil", "false", "0", ""].contains(value), "the sample leaves TypeFact.\(child.label ?? "?") at its default")
        }
    }

    @Test("Damaged bytes are refused with an error, never a trap")
    func damagedInput() {
        let bytes = encoded(Self.sample)
        for length in 0..<bytes.count {
            var reader = CompactReader(bytes[0..<length])
            #expect((try? reader.read(FileOutcome.self)) == nil, "a prefix of \(length) bytes decoded")
        }
        var generator = Mutator.Generator(seed: 42)
        for _ in 0..<2_000 {
            var damaged = bytes
            for _ in 0..<3 { damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next()) }
            var reader = CompactReader(damaged[...])
            _ = try? reader.read(FileOutcome.self)
        }
        var huge = CompactWriter()
        huge.writeInteger(Int64.max)
        var reader = CompactReader(huge.bytes[...])
        #expect((try? reader.read([String].self)) == nil, "a count larger than the input is refused before allocating")
    }
}
