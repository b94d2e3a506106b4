import Foundation

/// Finding text by UTF-8 bytes. A `project.pbxproj` runs to a megabyte and is read before any Swift file is
/// linted, and most console lines hold no bridge message: the C library's `memchr` and `memcmp` reject them far
/// faster than `String` searches (locale-aware, and costing time in proportion to the prefix when backward).
public enum ByteSearch {
    /// Where `needle` first occurs in `hay` at or after `start`.
    public static func firstOffset(of needle: [UInt8], in hay: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = needle.first, let base = hay.baseAddress, start >= 0, hay.count - start >= needle.count
        else { return needle.isEmpty ? start : nil }
        return needle.withUnsafeBufferPointer { pin in
            let end = base + (hay.count - needle.count + 1)
            var cursor = base + start
            while cursor < end {
                guard let found = memchr(cursor, Int32(first), end - cursor) else { return nil }
                let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if memcmp(candidate, pin.baseAddress!, pin.count) == 0 { return candidate - base }
                cursor = candidate + 1
            }
            return nil
        }
    }

    /// Where `needle` first occurs in `bytes` at or after `start`.
    public static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { firstOffset(of: needle, in: $0, from: start) }
    }

    public static func contains(_ hay: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        firstOffset(of: needle, in: hay) != nil
    }

    /// Whether `text` holds any of `needles`, searched in its UTF-8 bytes.
    public static func contains(any needles: [[UInt8]], in text: String) -> Bool {
        withBytes(of: Substring(text)) { bytes in needles.contains { contains(bytes, $0) } }
    }

    /// The offset just after the last `needle` that ends at or before `end` on the same line, if any.
    public static func endOfLast(_ needle: [UInt8], before end: Int, inLineOf bytes: [UInt8]) -> Int? {
        var last = end - 1
        while last >= 0, bytes[last] != UInt8(ascii: "\n") {
            if last + 1 >= needle.count, bytes[(last + 1 - needle.count)...last].elementsEqual(needle) { return last + 1 }
            last -= 1
        }
        return nil
    }

    /// Runs `body` on the text's UTF-8 bytes, copying them only when the string is not stored contiguously.
    public static func withBytes<T>(of text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
