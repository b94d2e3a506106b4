import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies a file's version without reading it: size and modification time. The cache trusts an
/// entry whose stamp matches and checks the content hash of any other.
struct FileStamp: Sendable, Hashable {
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    init(size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    init(_ status: stat) {
        size = Int64(status.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
    }

    /// The stamp of a path (symbolic links followed), or `nil` when it cannot be read.
    static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileStamp(status)
    }
}

extension FileStamp {
    var modifiedNanosecondsSince1970: Int64 {
        modifiedSeconds &* 1_000_000_000 &+ modifiedNanoseconds
    }
}
