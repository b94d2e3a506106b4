/// The old-style (OpenStep) property list text Xcode writes `project.pbxproj` in: `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, bare or quoted strings, and `/* … */` comments. Read without Foundation's
/// parser, which Linux lacks for this format.
enum PropertyListText {
    indirect enum Value: Sendable, Equatable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let text) = self { text } else { nil } }
        var array: [Value]? { if case .array(let items) = self { items } else { nil } }
        var dictionary: [String: Value]? { if case .dictionary(let entries) = self { entries } else { nil } }
    }

    /// The value the text holds, or nil when it is not well formed.
    static func parse(_ text: String) -> Value? {
        var reader = Reader(bytes: Array(text.utf8))
        return reader.value()
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        /// How deep the values being read are nested: a file nested deeper than any project is no project file, and
        /// reading it on would exhaust the stack.
        var depth = 0
        static let maximumDepth = 64

        mutating func value() -> Value? {
            skipSpaceAndComments()
            guard position < bytes.count, depth < Self.maximumDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            switch bytes[position] {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            case UInt8(ascii: "\""): return quoted().map(Value.string)
            default: return bare().map(Value.string)
            }
        }

        private mutating func dictionary() -> Value? {
            position += 1
            var entries: [String: Value] = [:]
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(entries)
                }
                guard let key = value()?.string, expect("="), let entry = value(), expect(";") else { return nil }
                entries[key] = entry
            }
        }

        private mutating func array() -> Value? {
            position += 1
            var items: [Value] = []
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(items)
                }
                guard let item = value() else { return nil }
                items.append(item)
                skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
        }

        private mutating func quoted() -> String? {
            position += 1
            var text: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), position < bytes.count {
                    let escaped = bytes[position]
                    position += 1
                    text.append(escaped == UInt8(ascii: "n") ? UInt8(ascii: "\n") : escaped)
                } else {
                    text.append(byte)
                }
            }
            return nil
        }

        private mutating func bare() -> String? {
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || [UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"),
                    UInt8(ascii: ":"), UInt8(ascii: "+")].contains(byte)
        }

        private mutating func expect(_ character: Character) -> Bool {
            skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
            position += 1
            return true
        }

        private mutating func skipSpaceAndComments() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    position = min(position + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else {
                    return
                }
            }
        }
    }
}
