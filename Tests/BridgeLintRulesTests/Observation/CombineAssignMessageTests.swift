import BridgeLintCore
import BridgeLintRules
import Testing

/// `combine-assign-retain-cycle` says what else in the pipeline keeps the object, and offers the one-line fix
/// only when that fix ends the loop.
@Suite("combine-assign-retain-cycle: other closures of the chain that keep self")
struct CombineAssignMessageTests {
    private func finding(operatorLine: String) throws -> Finding {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["combine-assign-retain-cycle"]
        let code = """
            final class Scheduler: ObservableObject {
                @Published var state: State = .idle
                private var bag = Set<AnyCancellable>()
                init(ticks: AnyPublisher<Date, Never>) {
                    ticks
                        \(operatorLine)
                        .assign(to: \\.state, on: self)
                        .store(in: &bag)
                }
            }
            final class Screen { let scheduler = Scheduler(ticks: Timer.publish(every: 1, on: .main, in: .common).autoconnect().eraseToAnyPublisher()) }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return try #require(run.findings.first { $0.ruleID == "combine-assign-retain-cycle" })
    }

    @Test func aStrongClosureEarlierInTheChainIsNamedAndTheFixWithheld() throws {
        let found = try finding(operatorLine: ".compactMap { self.state.next(at: $0) }")
        #expect(found.message.contains("the closure of 'compactMap' earlier in the chain keeps 'self' strongly as well"))
        #expect(found.fix == nil)
    }

    @Test func aWeakClosureLeavesTheFixAlone() throws {
        let found = try finding(operatorLine: ".compactMap { [weak self] in self?.state.next(at: $0) }")
        #expect(!found.message.contains("earlier in the chain"))
        #expect(found.fix != nil)
    }
}
