import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Runs a language server over a pair of file descriptors (stdin and stdout for `bridgelint lsp`).
///
/// A reader thread cuts the input into frames and queues them; the server's thread takes them one by one
/// and, whenever the queue is empty, publishes the diagnostics the handled messages made stale. So a burst
/// of changes is linted once, and a request is never stuck behind the linting of edits it made obsolete.
public enum StdioTransport {
    /// Serves until `exit` or the end of the input; returns the process's exit status.
    public static func run(
        options: LanguageServer.Options, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) -> Int32 {
        let queue = FrameQueue()
        let writer = FrameWriter(descriptor: output)
        let server = LanguageServer(options: options) { writer.write($0) }
        let readerDone = DispatchSemaphore(value: 0)
        let reader = Thread {
            readFrames(from: input, into: queue)
            readerDone.signal()
        }
        reader.name = "bridgelint-lsp-reader"
        reader.start()
        let status = serve(server, queue, writer)
        // The reader must not outlive the call: it would go on reading a descriptor the caller may close and reuse.
        queue.stopReading()
        readerDone.wait()
        return status
    }

    private static func serve(_ server: LanguageServer, _ queue: FrameQueue, _ writer: FrameWriter) -> Int32 {
        while true {
            switch queue.next(waiting: !server.hasPendingWork) {
            case .frame(let frame):
                server.receive(frame)
                if let status = server.exitStatus { return status }
            case .empty:
                server.publishPendingDiagnostics()
            case .ended:
                // The client closed the pipe (it quit or crashed): nothing is left to answer.
                return 0
            }
            if writer.isBroken { return 0 }
        }
    }

    /// Reads until the end of the input, or until the server stops; it waits for input in short polls so it
    /// notices the server stopping without another read.
    private static func readFrames(from descriptor: Int32, into queue: FrameQueue) {
        var decoder = FrameDecoder()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while !queue.isStopped {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, 100)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { continue }
            let count = ready < 0 ? -1 : chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            decoder.append(Data(chunk[0..<count]))
            while let frame = decoder.next() { queue.push(frame) }
        }
        queue.finish()
    }
}

/// Frames waiting for the server's thread.
final class FrameQueue: @unchecked Sendable {
    enum Item {
        case frame(FrameDecoder.Frame)
        /// Nothing is waiting right now (only when the caller did not want to wait).
        case empty
        /// The input ended and every frame was taken.
        case ended
    }

    private let condition = NSCondition()
    private var frames: [FrameDecoder.Frame] = []
    private var head = 0
    private var finished = false
    private var stopped = false

    /// Whether the server stopped taking frames.
    var isStopped: Bool { condition.withLock { stopped } }

    func stopReading() {
        condition.withLock { stopped = true }
    }

    func push(_ frame: FrameDecoder.Frame) {
        condition.withLock {
            frames.append(frame)
            condition.signal()
        }
    }

    func finish() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    func next(waiting: Bool) -> Item {
        condition.withLock {
            while head == frames.count, !finished, waiting { condition.wait() }
            guard head < frames.count else { return finished ? .ended : .empty }
            let frame = frames[head]
            head += 1
            if head == frames.count {
                frames.removeAll(keepingCapacity: true)
                head = 0
            }
            return .frame(frame)
        }
    }
}

/// Writes framed messages; a closed pipe is noted, not fatal (SIGPIPE is ignored by the command).
final class FrameWriter {
    private let descriptor: Int32
    private(set) var isBroken = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ message: JSONValue) {
        guard !isBroken else { return }
        let framed = FrameDecoder.encode(message.serialized())
        framed.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    isBroken = true
                    return
                }
                offset += written
            }
        }
    }
}
