import Testing
@testable import BridgeLintCore

/// A record shaped like the rules' facts and questions: stored properties of several kinds, and members that
/// are not stored state (a constant, a computed property, a static one), which the derived coding must leave out.
@CompactCoded
private struct SampleRecord: Equatable {
    static let shared = "none"
    let kind: String
    var lines: [Int] = []
    var owner: String?
    var isLatent = false {
        didSet { _ = oldValue }
    }
    let version = 3
    var summary: String { "\(kind):\(lines.count)" }
}

@Suite("Coding derived by @CompactCoded")
struct CompactCodedTests {
    @Test("every stored property survives the round trip, in the order declared")
    func storedPropertiesRoundTrip() throws {
        var record = SampleRecord(kind: "hosting", lines: [3, -40, 1 << 40], owner: "Feed")
        record.isLatent = true
        var writer = CompactWriter()
        writer.write(record)
        var reader = CompactReader(writer.bytes[...])
        let decoded: SampleRecord = try reader.read()
        #expect(decoded == record)
        #expect(reader.isAtEnd)

        // The fields come in declaration order: kind first, then the lines.
        var prefix = CompactReader(writer.bytes[...])
        #expect(try prefix.read(String.self) == "hosting")
        #expect(try prefix.read([Int].self) == [3, -40, 1 << 40])
    }

    @Test("a record cut short is reported as malformed, not trapped")
    func truncatedBytesThrow() {
        var writer = CompactWriter()
        writer.write(SampleRecord(kind: "cell", owner: nil))
        var reader = CompactReader(writer.bytes.dropLast())
        #expect(throws: CompactCoding.Malformed.self) { _ = try reader.read(SampleRecord.self) }
    }
}
