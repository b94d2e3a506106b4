import BridgeLintCore
@testable import BridgeLintRules
import SwiftParser
import Testing

struct BackgroundCallbacksTests {
    private func record(_ text: String, path: String = "A.swift") -> BackgroundCallbacks.FileRecord? {
        BackgroundCallbacks.record(in: LintFile(path: path, source: text, tree: Parser.parse(source: text)))
    }

    /// A closure parameter called on a global queue is a background callback, under its label and, as the last
    /// parameter, under the trailing-closure key; one called after a hop back to main is not.
    @Test func parametersCalledOffTheMainThread() throws {
        let file = try #require(record("""
            enum Installer {
                static func install(_ url: URL, completion: @escaping (Bool) -> Void) {
                    DispatchQueue.global().async { completion(unpack(url)) }
                }
                static func remove(_ url: URL, done: ((Bool) -> Void)?) {
                    DispatchQueue.global().async {
                        let removed = delete(url)
                        DispatchQueue.main.async { done?(removed) }
                    }
                }
            }
            """))
        let project = BackgroundCallbacks.merge([file])
        #expect(Set(project.background.keys) == ["install(completion:", "install({}:"])
        #expect(project.background["install(completion:"] == "A.swift:3")
    }

    /// A closure parameter handed on to an API that calls it off the main thread is a background callback too.
    @Test func parametersHandedToBackgroundAPIs() throws {
        let file = try #require(record("""
            final class Socket {
                let task: URLSessionWebSocketTask
                func ping(receiveHandler: @escaping (Error?) -> Void) {
                    task.sendPing(pongReceiveHandler: receiveHandler)
                }
                func load(_ url: URL, completion: @escaping (Data?, URLResponse?, Error?) -> Void) {
                    URLSession.shared.dataTask(with: url, completionHandler: completion).resume()
                }
                func show(done: @escaping () -> Void) {
                    DispatchQueue.main.async(execute: done)
                }
            }
            """))
        let project = BackgroundCallbacks.merge([file])
        #expect(Set(project.background.keys) == ["ping(receiveHandler:", "ping({}:", "load(completion:", "load({}:"])
    }

    /// Two functions share a key and only one calls it off main: the call cannot tell them apart.
    @Test func aSharedKeyCalledOnMainElsewhereIsNotKept() throws {
        let background = try #require(record("""
            func load(completion: @escaping () -> Void) { DispatchQueue.global().async { completion() } }
            """))
        let main = try #require(record("""
            final class Cache {
                func load(completion: @escaping () -> Void) { DispatchQueue.main.async { completion() } }
            }
            """, path: "B.swift"))
        #expect(BackgroundCallbacks.merge([background, main]).background.isEmpty)
        #expect(BackgroundCallbacks.merge([background]).background.count == 2)
    }
}
