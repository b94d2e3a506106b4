import BridgeLintCore
@testable import BridgeLintRules
import SwiftParser
import Testing

struct PublisherSourcesTests {
    private func record(_ text: String, path: String) -> PublisherSources.FileRecord? {
        PublisherSources.record(in: LintFile(path: path, source: text, tree: Parser.parse(source: text)))
    }

    /// A declared `DataTaskPublisher`, a chain from `dataTaskPublisher`, and a chain that joins one of those,
    /// across files, deliver off the main thread; a chain that hops back does not.
    @Test func backgroundPublishersThroughAnyNumberOfFunctions() throws {
        let network = try #require(record("""
            struct Network {
                func dataTask(with request: URLRequest) -> URLSession.DataTaskPublisher {
                    URLSession.shared.dataTaskPublisher(for: request)
                }
                func profile() -> AnyPublisher<Data, URLError> {
                    URLSession.shared.dataTaskPublisher(for: url).map(\\.data).eraseToAnyPublisher()
                }
                func onMain() -> AnyPublisher<Data, URLError> {
                    URLSession.shared.dataTaskPublisher(for: url).map(\\.data).receive(on: DispatchQueue.main).eraseToAnyPublisher()
                }
            }
            """, path: "Network.swift"))
        let client = try #require(record("""
            struct Client {
                func requestCode() -> AnyPublisher<State, Error> {
                    Result { try URLRequest.code() }.publisher
                        .flatMap { request in network.dataTask(with: request).mapError { $0 as Error } }
                        .map { _ in .sent }
                        .eraseToAnyPublisher()
                }
                func session() -> AnyPublisher<State, Error> {
                    requestCode().map { $0 }.eraseToAnyPublisher()
                }
            }
            """, path: "Client.swift"))
        let project = PublisherSources.merge([network, client])
        #expect(Set(project.background.keys) == ["dataTask", "profile", "requestCode", "session"])
        #expect(project.background["requestCode"] == "Network.swift:2")
    }
}
