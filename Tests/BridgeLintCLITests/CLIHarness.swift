import Foundation

/// Runs the built `bridgelint` executable as a user would and captures what it prints.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root folder (for the bundled example).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `bridgelint` is built next to the test bundle; search upwards from the running test binary.
    /// `BRIDGELINT_EXECUTABLE` names another build (the slow lane runs the heavy tests on the release binary).
    static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["BRIDGELINT_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("bridgelint")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    static let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-test-cache-\(UUID().uuidString)")

    /// `input`, when given, is what the command reads on its standard input.
    static func run(_ arguments: [String], in directory: URL = packageRoot, input: Data? = nil) throws -> Result {
        guard let executable else { throw CLIError.executableNotFound }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // Results cached by the runs of one test process stay in its own folder, not the user's cache.
        environment["XDG_CACHE_HOME"] = cacheFolder.path
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let input, let inputPipe {
            // Written on a thread of its own: a large input fills the pipe before the child reads it.
            let writer = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        // Both pipes are read at once: a child that fills one while the harness waits on the other
        // would block forever.
        let errorReader = PipeReader(errors.fileHandleForReading)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.waitForEnd()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    enum CLIError: Error { case executableNotFound }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let handle: FileHandle
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the reading thread before it signals `finished`.
    private var data = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            finished.signal()
        }
    }

    /// Everything the pipe carried, once the writer has closed it.
    func waitForEnd() -> Data {
        finished.wait()
        return data
    }
}

/// A temporary folder with files, removed when the test is done.
final class TemporaryFolder {
    let url: URL

    init(files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try write(name, text)
        }
    }

    func write(_ name: String, _ text: String) throws {
        try write(name, Data(text.utf8))
    }

    func write(_ name: String, _ data: Data) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// The text of every Swift file under the folder, by relative path.
    func swiftFiles() throws -> [String: String] {
        var result: [String: String] = [:]
        for case let file as String in FileManager.default.enumerator(atPath: url.path)! where file.hasSuffix(".swift") {
            result[file] = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
        }
        return result
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
