/// The result of a whole run, kept in the cache beside the per-file entries: when the same files (and
/// Info.plist files) are linted again and none of them changed, the run is answered from it without
/// decoding any entry or rebuilding the project index.
struct RunSnapshot {
    var files: [String]
    var infoPlists: [String]
    var infoPlistStamps: [FileStamp]
    /// When the run started, in nanoseconds since 1970: the Info.plist stamps are trusted as file entries are.
    var startedAt: Int64
    var findings: [Finding]
    var problems: [FileProblem]
    var lineCount: Int
    var hiddenLatentCount: Int

    var run: LintRun {
        LintRun(findings: findings, problems: problems, fileCount: files.count, lineCount: lineCount,
                hiddenLatentCount: hiddenLatentCount)
    }
}

extension RunSnapshot: CompactCodable {
    func encode(to writer: inout CompactWriter) {
        writer.write(files)
        writer.write(infoPlists)
        writer.write(infoPlistStamps)
        writer.write(startedAt)
        writer.write(findings)
        writer.write(problems)
        writer.write(lineCount)
        writer.write(hiddenLatentCount)
    }

    init(from reader: inout CompactReader) throws {
        self.init(files: try reader.read(), infoPlists: try reader.read(), infoPlistStamps: try reader.read(),
                  startedAt: try reader.read(), findings: try reader.read(), problems: try reader.read(),
                  lineCount: try reader.read(), hiddenLatentCount: try reader.read())
    }
}
