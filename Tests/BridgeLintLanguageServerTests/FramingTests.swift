import Foundation
import Testing
@testable import BridgeLintLanguageServer

@Suite("Content-Length framing")
struct FramingTests {
    private func frame(_ body: String) -> Data { FrameDecoder.encode(Data(body.utf8)) }

    @Test("Frames split across reads at every byte, and several frames in one read, come out whole and in order")
    func splitAndJoined() {
        let stream = frame(#"{"a":1}"#) + frame(#"{"b":"é🚲"}"#) + frame("{}")
        for cut in 0...stream.count {
            var decoder = FrameDecoder()
            var bodies: [String] = []
            decoder.append(stream.prefix(cut))
            while case .body(let body)? = decoder.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            decoder.append(stream.dropFirst(cut))
            while case .body(let body)? = decoder.next() { bodies.append(String(decoding: body, as: UTF8.self)) }
            #expect(bodies == [#"{"a":1}"#, #"{"b":"é🚲"}"#, "{}"], "cut at \(cut)")
        }
    }

    @Test("Content-Length counts bytes, header names ignore case, other headers are skipped")
    func headers() {
        var decoder = FrameDecoder()
        let body = #"{"text":"ü"}"#
        decoder.append(Data("content-length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)".utf8))
        #expect(decoder.next() == .body(Data(body.utf8)))
        #expect(decoder.next() == nil)
    }

    @Test("A header without Content-Length, or with a bad one, is reported and the next frame still decodes")
    func badHeaders() {
        var decoder = FrameDecoder()
        decoder.append(Data("Content-Type: x\r\n\r\n".utf8) + Data("Content-Length: ten\r\n\r\n".utf8) + frame("{}"))
        #expect(decoder.next() == .badHeader("no Content-Length header"))
        #expect(decoder.next() == .badHeader("Content-Length is not a number: ten"))
        #expect(decoder.next() == .body(Data("{}".utf8)))
    }

    @Test("A Content-Length over the limit is refused without waiting for its body")
    func oversized() {
        var decoder = FrameDecoder(maximumBodyLength: 10)
        decoder.append(Data("Content-Length: 11\r\n\r\n".utf8))
        guard case .badHeader(let reason)? = decoder.next() else {
            Issue.record("expected a bad header")
            return
        }
        #expect(reason.contains("exceeds the limit of 10 bytes"))
    }

    @Test("Bytes that never form a header are dropped in bounded pieces, and a later frame is found")
    func garbage() {
        var decoder = FrameDecoder()
        decoder.append(Data(String(repeating: "x", count: 20_000).utf8) + Data("\n".utf8))
        guard case .badHeader? = decoder.next() else {
            Issue.record("expected the garbage to be reported")
            return
        }
        decoder.append(frame("[]"))
        #expect(decoder.next() == .body(Data("[]".utf8)))
    }
}
