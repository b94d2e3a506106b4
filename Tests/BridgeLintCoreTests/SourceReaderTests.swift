import Foundation
import Testing
@testable import BridgeLintCore

@Suite struct SourceReaderTests {
    private func decode(_ bytes: [UInt8]) -> Result<String, FileProblem> {
        SourceReader.decode(Data(bytes), path: "F.swift")
    }

    @Test func validUTF8() {
        #expect(decode(Array("let café = \"☕️\"\n".utf8)) == .success("let café = \"☕️\"\n"))
    }

    @Test func byteOrderMarkIsStripped() {
        #expect(decode([0xEF, 0xBB, 0xBF] + Array("let x = 1".utf8)) == .success("let x = 1"))
        #expect(decode([0xEF, 0xBB, 0xBF]) == .success(""))
        // Only a leading mark is a byte order mark; elsewhere U+FEFF is kept as text.
        #expect(decode(Array("a".utf8) + [0xEF, 0xBB, 0xBF]) == .success("a\u{FEFF}"))
    }

    @Test func emptyFileIsEmptyText() {
        #expect(decode([]) == .success(""))
    }

    @Test func invalidByteGivesItsOffset() {
        #expect(decode(Array("ab".utf8) + [0xFF] + Array("c".utf8))
            == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 2")))
        #expect(decode([0x80])
            == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 0")))
        // After multi-byte scalars the offset still counts bytes: "é" is 2 bytes, "☕" is 3.
        #expect(decode(Array("é☕".utf8) + [0xC3, 0x28])
            == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 5")))
        // A truncated sequence at the very end.
        #expect(decode(Array("x".utf8) + [0xE2, 0x82])
            == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 1")))
        // Latin-1 text, the usual culprit.
        #expect(decode(Array("// caf".utf8) + [0xE9])
            == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 6")))
    }

    @Test func nulByteMarksABinaryFile() {
        #expect(decode(Array("ab".utf8) + [0x00] + Array("c".utf8))
            == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 2")))
        #expect(decode([0x00])
            == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 0")))
    }

    /// The offset should point at the byte in the file, as a hex editor shows it.
    @Test func offsetAfterAByteOrderMarkCountsTheMark() {
        let result = decode([0xEF, 0xBB, 0xBF, 0x61, 0xFF])
        #expect(result == .failure(FileProblem(file: "F.swift", kind: .notUTF8, detail: "invalid byte at offset 4")))
    }

    @Test func readsFilesFromDisk() throws {
        try withTemporaryFolder { folder in
            let good = try folder.write(Data([0xEF, 0xBB, 0xBF] + Array("struct S {}\n".utf8)), to: "Good.swift")
            #expect(SourceReader.read(good.path) == .success("struct S {}\n"))

            let empty = try folder.write("", to: "Empty.swift")
            #expect(SourceReader.read(empty.path) == .success(""))

            let binary = try folder.write(Data([0x00, 0x01, 0x02]), to: "Binary.swift")
            #expect(SourceReader.read(binary.path)
                == .failure(FileProblem(file: binary.path, kind: .notUTF8, detail: "invalid byte at offset 0")))
        }
    }

    @Test func missingFileIsUnreadable() throws {
        try withTemporaryFolder { folder in
            let path = folder.path + "/Missing.swift"
            guard case .failure(let problem) = SourceReader.read(path) else {
                Issue.record("expected a failure")
                return
            }
            #expect(problem.file == path)
            #expect(problem.kind == .unreadable)
            #expect(!problem.detail.isEmpty)
            #expect(problem.failsRun)
        }
    }
}
