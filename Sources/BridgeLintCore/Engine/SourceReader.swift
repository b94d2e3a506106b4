import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a source file as UTF-8 text, saying clearly why when it cannot.
public enum SourceReader {
    public static func read(_ path: String) -> Result<String, FileProblem> {
        readWithStamp(path).map(\.text)
    }

    /// Reads a file with one `open`, `fstat` and a `read` or two, and returns its stamp with the text.
    /// Foundation's file APIs cost several system calls and copies per file, which shows on projects of
    /// tens of thousands of files.
    static func readWithStamp(_ path: String) -> Result<(text: String, stamp: FileStamp), FileProblem> {
        // O_NONBLOCK: opening a named pipe must not wait for a writer; it is refused below as not regular.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(unreadable(path, errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(unreadable(path, errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(FileProblem(file: path, kind: .unreadable, detail: "not a regular file"))
        }
        // One byte more than the size, so a single read also sees the end; a file that grows meanwhile
        // gets more room.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(unreadable(path, errno))
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(bytes.count - filled)
        return decode(bytes: bytes, path: path).map { ($0, FileStamp(status)) }
    }

    private static func unreadable(_ path: String, _ code: Int32) -> FileProblem {
        FileProblem(file: path, kind: .unreadable, detail: String(cString: strerror(code)))
    }

    static func decode(_ data: Data, path: String) -> Result<String, FileProblem> {
        decode(bytes: [UInt8](data), path: path)
    }

    static func decode(bytes: [UInt8], path: String) -> Result<String, FileProblem> {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let hasByteOrderMark = bytes.starts(with: byteOrderMark)
        let text = bytes[(hasByteOrderMark ? byteOrderMark.count : 0)...]
        // The common case, valid text without NUL bytes, takes the standard library's fast validation.
        let hasNUL = text.withUnsafeBytes { $0.baseAddress.map { memchr($0, 0, text.count) != nil } ?? false }
        if !hasNUL, let decoded = String(validating: text, as: UTF8.self) {
            return .success(decoded)
        }
        if let offset = firstInvalidUTF8Offset(text) {
            // Offsets are reported in the file as it is on disk, mark included.
            let fileOffset = offset + (hasByteOrderMark ? byteOrderMark.count : 0)
            return .failure(FileProblem(file: path, kind: .notUTF8, detail: "invalid byte at offset \(fileOffset)"))
        }
        return .success(String(decoding: text, as: UTF8.self))
    }

    /// The offset of the first byte that breaks UTF-8, or `nil` for valid text. A NUL byte counts
    /// as invalid too: it marks a binary file saved with a `.swift` name.
    static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
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
