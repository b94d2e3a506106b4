/// Finding text in project files by bytes: a `project.pbxproj` runs to a megabyte and is read before any Swift
/// file is linted, so it is searched as UTF-8 bytes, never through `String` indices (whose backward searches
/// over a long prefix cost time in proportion to that prefix).
enum ByteSearch {
    /// Where `needle` first occurs in `bytes` at or after `start`.
    static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var offset = start
        while offset <= bytes.count - needle.count {
            guard let candidate = bytes[offset...(bytes.count - needle.count)].firstIndex(of: first) else { return nil }
            if bytes[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            offset = candidate + 1
        }
        return nil
    }

    /// The offset just after the last `needle` that ends at or before `end` on the same line, if any.
    static func endOfLast(_ needle: [UInt8], before end: Int, inLineOf bytes: [UInt8]) -> Int? {
        var last = end - 1
        while last >= 0, bytes[last] != UInt8(ascii: "\n") {
            if last + 1 >= needle.count, bytes[(last + 1 - needle.count)...last].elementsEqual(needle) { return last + 1 }
            last -= 1
        }
        return nil
    }
}
