import Foundation

/// Reads a source file as UTF-8 text, saying clearly why when it cannot.
public enum SourceReader {
    public static func read(_ path: String) -> Result<String, FileProblem> {
        // A named pipe or a device would block or never end: only regular files are read.
        let type = (try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
        if let type, type != .typeRegular {
            return .failure(FileProblem(file: path, kind: .unreadable, detail: "not a regular file"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            return .failure(FileProblem(file: path, kind: .unreadable, detail: reason))
        }
        return decode(data, path: path)
    }

    static func decode(_ data: Data, path: String) -> Result<String, FileProblem> {
        var bytes = data[...]
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let hasByteOrderMark = bytes.starts(with: byteOrderMark)
        if hasByteOrderMark { bytes = bytes.dropFirst(byteOrderMark.count) }
        // The common case, valid text without NUL bytes, takes the standard library's fast validation.
        if !bytes.contains(0), let text = String(data: bytes, encoding: .utf8) {
            return .success(text)
        }
        if let offset = firstInvalidUTF8Offset(bytes) {
            // Offsets are reported in the file as it is on disk, mark included.
            let fileOffset = offset + (hasByteOrderMark ? byteOrderMark.count : 0)
            return .failure(FileProblem(file: path, kind: .notUTF8, detail: "invalid byte at offset \(fileOffset)"))
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// The offset of the first byte that breaks UTF-8, or `nil` for valid text. A NUL byte counts
    /// as invalid too: it marks a binary file saved with a `.swift` name.
    static func firstInvalidUTF8Offset(_ bytes: Data.SubSequence) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\0" { return offset }
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
