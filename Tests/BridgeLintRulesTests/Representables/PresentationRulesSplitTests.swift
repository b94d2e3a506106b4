import BridgeLintCore
@testable import BridgeLintRules
import Testing

/// controller-navigation-in-update owns navigation under no condition; controller-presentation-flag-guard owns a
/// presentation under a condition on inputs only. A call is reported by one of them at most.
@Suite("Presentation rules split")
struct PresentationRulesSplitTests {
    private func findings(_ text: String) -> [String] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = Set(RepresentableRules.all.map { $0.description.id })
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: text)])
        return run.findings.map { "\($0.line) \($0.ruleID)" }.sorted()
    }

    @Test("Unwrapping an input before pushing is the flag rule's finding, not also an unguarded push")
    func unwrappedInputIsAFlag() {
        let code = """
            struct Flow: UIViewControllerRepresentable {
                let selectedItem: Item?
                let other: Item
                func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
                func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                    if let item = selectedItem {
                        navigation.pushViewController(DetailController(item: item), animated: true)
                    }
                    navigation.pushViewController(DetailController(item: other), animated: true)
                    if let item = selectedItem {
                        navigation.popViewController(animated: false)
                    }
                }
            }
            """
        #expect(findings(code) == [
            "11 controller-navigation-in-update",
            "7 controller-presentation-flag-guard",
            "9 controller-navigation-in-update",
        ])
    }

    @Test("A coordinator flag set but never checked leaves the push to controller-navigation-in-update")
    func uncheckedCoordinatorFlag() {
        let code = """
            struct Flow: UIViewControllerRepresentable {
                let selectedItem: Item?
                func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
                func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                    if let item = selectedItem {
                        context.coordinator.didPush = true
                        navigation.pushViewController(DetailController(item: item), animated: true)
                    }
                }
            }
            """
        #expect(findings(code) == ["7 controller-navigation-in-update"])
    }

    @Test("A flag reset after the presentation leaves both rules silent")
    func resetFlagIsSilent() {
        let code = """
            struct Flow: UIViewControllerRepresentable {
                @Binding var selectedItem: Item?
                func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
                func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                    guard let item = selectedItem else { return }
                    navigation.pushViewController(DetailController(item: item), animated: true)
                    DispatchQueue.main.async { selectedItem = nil }
                }
            }
            """
        #expect(findings(code).isEmpty)
    }

    @Test("Unwrapping an input under its own name (`if let url`, `if let url = url`) still reads the input")
    func sameNameUnwrap() {
        let code = """
            struct Safari: UIViewControllerRepresentable {
                @Binding var url: URL?
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ host: UIViewController, context: Context) {
                    if let url { host.present(SFSafariViewController(url: url), animated: true) }
                    if let url = url { host.present(SFSafariViewController(url: url), animated: true) }
                }
            }
            """
        #expect(findings(code) == ["5 controller-presentation-flag-guard", "6 controller-presentation-flag-guard"])
    }

    @Test("The message names the flag tested on its own, not another input of the condition")
    func primaryFlag() {
        let code = """
            struct Presenter: UIViewControllerRepresentable {
                @Binding var isPresented: Bool
                let title: String
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ host: UIViewController, context: Context) {
                    if !title.isEmpty && isPresented { host.present(UIViewController(), animated: true) }
                }
            }
            """
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["controller-presentation-flag-guard"]
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        #expect(run.findings.map(\.message).allSatisfy { $0.contains("while 'isPresented' is true") && $0.contains("reset 'isPresented'") })
        #expect(run.findings.count == 1)
    }

    @Test("The message names the flag, the controller to ask, and SwiftUI's own presentation")
    func messageNamesFlag() {
        let code = """
            struct Presenter: UIViewControllerRepresentable {
                @Binding var isPresented: Bool
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ host: UIViewController, context: Context) {
                    if self.isPresented { host.present(UIViewController(), animated: true) }
                }
            }
            """
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["controller-presentation-flag-guard"]
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        let message = run.findings.first?.message ?? ""
        #expect(run.findings.count == 1)
        #expect(message.contains("'isPresented' is true"))
        #expect(message.contains("'host.presentedViewController == nil'"))
        #expect(message.contains(".sheet"))
    }
}
