/// A small binary format for the result cache: variable-length integers and length-prefixed UTF-8, written
/// field by field. Decoding a warm cache of tens of thousands of files must cost far less than linting
/// them; JSON decoding alone cost more than a third of a cold run.
///
/// Types write their fields in a fixed order (no names), so changing a cached type means changing its
/// coding and `CompactCoding.formatVersion`; the round-trip test covers every field. Fact records and index
/// questions take their coding from `@CompactCoded` (every stored property, in the order declared); enums and
/// the engine's own types write theirs by hand. Public for the rules' index questions, which are cached the
/// same way.
public protocol CompactCodable {
    func encode(to writer: inout CompactWriter)
    init(from reader: inout CompactReader) throws
}

public enum CompactCoding {
    /// Bumped whenever a cached type's fields or their order change, or a fact is worked out differently.
    static let formatVersion = 78

    /// Thrown for bytes that are not what the type wrote (a damaged cache, an unknown case).
    public struct Malformed: Error {
        public init() {}
    }
}

public struct CompactWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write<Value: CompactCodable>(_ value: Value) {
        value.encode(to: &self)
    }

    /// Zig-zag varint: small numbers of either sign take one byte.
    public mutating func writeInteger(_ value: Int64) {
        var rest = UInt64(bitPattern: (value << 1) ^ (value >> 63))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func writeBytes(_ raw: some Collection<UInt8>) {
        writeInteger(Int64(raw.count))
        bytes.append(contentsOf: raw)
    }
}

/// Reads what `CompactWriter` wrote; any inconsistency (a length past the end, an unknown case) throws
/// rather than traps, since a cache file can be damaged or foreign.
public struct CompactReader {
    private let bytes: ArraySlice<UInt8>
    private var position: Int

    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    public var isAtEnd: Bool { position == bytes.endIndex }

    /// The bytes not read yet.
    public var remainder: ArraySlice<UInt8> { bytes[position...] }

    public mutating func read<Value: CompactCodable>(_: Value.Type = Value.self) throws -> Value {
        try Value(from: &self)
    }

    public mutating func readInteger() throws -> Int64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.endIndex, shift < 64 else { throw CompactCoding.Malformed() }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1)
    }

    /// A count of items still to read: never more than the bytes left, so a damaged count cannot
    /// make a huge allocation.
    public mutating func readCount() throws -> Int {
        let count = try readInteger()
        guard count >= 0, count <= bytes.endIndex - position else { throw CompactCoding.Malformed() }
        return Int(count)
    }

    public mutating func readBytes() throws -> ArraySlice<UInt8> {
        let count = try readCount()
        defer { position += count }
        return bytes[position..<position + count]
    }
}

extension Int: CompactCodable {
    public func encode(to writer: inout CompactWriter) { writer.writeInteger(Int64(self)) }
    public init(from reader: inout CompactReader) throws {
        let value = try reader.readInteger()
        guard let exact = Int(exactly: value) else { throw CompactCoding.Malformed() }
        self = exact
    }
}

extension Int64: CompactCodable {
    public func encode(to writer: inout CompactWriter) { writer.writeInteger(self) }
    public init(from reader: inout CompactReader) throws { self = try reader.readInteger() }
}

extension UInt64: CompactCodable {
    public func encode(to writer: inout CompactWriter) { writer.writeInteger(Int64(bitPattern: self)) }
    public init(from reader: inout CompactReader) throws { self = UInt64(bitPattern: try reader.readInteger()) }
}

extension Bool: CompactCodable {
    public func encode(to writer: inout CompactWriter) { writer.writeInteger(self ? 1 : 0) }
    public init(from reader: inout CompactReader) throws {
        switch try reader.readInteger() {
        case 0: self = false
        case 1: self = true
        default: throw CompactCoding.Malformed()
        }
    }
}

extension String: CompactCodable {
    public func encode(to writer: inout CompactWriter) { writer.writeBytes(utf8) }
    public init(from reader: inout CompactReader) throws {
        guard let text = String(validating: try reader.readBytes(), as: UTF8.self) else { throw CompactCoding.Malformed() }
        self = text
    }
}

extension Array: CompactCodable where Element: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.writeInteger(Int64(count))
        for element in self { writer.write(element) }
    }

    public init(from reader: inout CompactReader) throws {
        let count = try reader.readCount()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try reader.read()) }
    }
}

extension Optional: CompactCodable where Wrapped: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        switch self {
        case .none: writer.writeInteger(0)
        case .some(let value):
            writer.writeInteger(1)
            writer.write(value)
        }
    }

    public init(from reader: inout CompactReader) throws {
        self = try Bool(from: &reader) ? .some(try reader.read()) : .none
    }
}

/// Enums stored by their raw name, so reordering cases cannot change what a cache means.
extension CompactCodable where Self: RawRepresentable, RawValue == String {
    public func encode(to writer: inout CompactWriter) { writer.write(rawValue) }
    public init(from reader: inout CompactReader) throws {
        guard let value = Self(rawValue: try reader.read()) else { throw CompactCoding.Malformed() }
        self = value
    }
}
