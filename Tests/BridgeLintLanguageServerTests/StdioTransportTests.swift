import Foundation
import Testing
@testable import BridgeLintLanguageServer

@Suite("The stdio transport: frames in and out, and the end of the input")
struct StdioTransportTests {
    /// Runs the transport on `input` (then end of input) and returns its status and the messages it wrote.
    private func serve(_ input: Data) -> (status: Int32, messages: [JSONValue]) {
        let inbound = Pipe()
        let outbound = Pipe()
        // The output is read on another thread, so a long answer cannot fill the pipe and block the server.
        let collected = OutputCollector(outbound.fileHandleForReading)
        inbound.fileHandleForWriting.write(input)
        try? inbound.fileHandleForWriting.close()
        let options = LanguageServer.Options(documentation: ServerHarness.documentation, cacheDirectory: nil)
        let status = StdioTransport.run(options: options, input: inbound.fileHandleForReading.fileDescriptor,
                                        output: outbound.fileHandleForWriting.fileDescriptor)
        try? outbound.fileHandleForWriting.close()
        var decoder = FrameDecoder()
        decoder.append(collected.wait())
        var messages: [JSONValue] = []
        while case .body(let body)? = decoder.next() { messages.append(JSONValue.parse(body) ?? .null) }
        return (status, messages)
    }

    private func frame(_ text: String) -> Data { FrameDecoder.encode(Data(text.utf8)) }

    @Test("A closed input ends the server cleanly, after every message before it was answered")
    func endOfInput() throws {
        let input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame("{oops") + Data("Content-Length: x\r\n\r\n".utf8)
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        let (status, messages) = serve(input)
        #expect(status == 0)
        try #require(messages.count == 4)
        #expect(messages[0]["id"] == 1)
        #expect(messages[0]["result"]?["serverInfo"]?["name"] == "bridgelint")
        #expect(messages[1]["error"]?["code"] == -32700)
        #expect(messages[2]["error"]?["code"] == -32700)
        #expect(messages[3]["id"] == 2)
    }

    @Test("exit without shutdown ends with status 1, and nothing after it is read")
    func exitWithoutShutdown() {
        let input = frame(#"{"jsonrpc":"2.0","method":"exit"}"#) + frame(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
        let (status, messages) = serve(input)
        #expect(status == 1)
        #expect(messages.isEmpty)
    }

    @Test("An empty input ends at once")
    func emptyInput() {
        #expect(serve(Data()).status == 0)
    }
}

/// Reads a file handle to its end on a thread of its own.
private final class OutputCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
