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

    @Test("Each platform's deployment target is part of the key")
    func keyNamesEveryTarget() {
        var macOS13 = configuration
        macOS13.deploymentTargets = [.iOS: OSVersion(16), .macOS: OSVersion(13)]
        var macOS14 = macOS13
        macOS14.deploymentTargets[.macOS] = OSVersion(14)
        let key = { (configuration: Configuration) in ResultCache.key(configuration: configuration, ruleIDs: ["a"], build: "1") }
        #expect(key(macOS13) != key(macOS14))
        #expect(key(macOS13) != key(configuration))
    }

    @Test("The running build is identified by its executable")
    func runningBuildIsKnown() {
        #expect(ResultCache.buildIdentity != "unknown")
    }
}
