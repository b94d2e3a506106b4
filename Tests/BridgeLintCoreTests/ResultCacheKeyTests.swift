@testable import BridgeLintCore
import Testing

@Suite("Result cache key")
struct ResultCacheKeyTests {
    private let configuration = Configuration(rootDirectory: "/")

    @Test("Another build of bridgelint never reads this build's cache, even with the same version")
    func keyNamesTheBuild() {
        let first = ResultCache.key(configuration: configuration, ruleIDs: ["a", "b"], build: "58393456-1700000000.1")
        let rebuilt = ResultCache.key(configuration: configuration, ruleIDs: ["a", "b"], build: "58401234-1700000500.7")
        let again = ResultCache.key(configuration: configuration, ruleIDs: ["b", "a"], build: "58393456-1700000000.1")
        #expect(first != rebuilt)
        #expect(first == again)
    }

    @Test("The running build is identified by its executable")
    func runningBuildIsKnown() {
        #expect(ResultCache.buildIdentity != "unknown")
    }
}
