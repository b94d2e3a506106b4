import BridgeLintCore
@testable import BridgeLintRules
import SwiftParser
import Testing

struct HostingFactoriesTests {
    private func record(_ text: String, path: String = "Helpers.swift") -> HostingFactories.FileRecord? {
        HostingFactories.record(in: LintFile(path: path, source: text, tree: Parser.parse(source: text)))
    }

    /// A function is a factory when every value it returns is a hosting controller it makes, or that
    /// controller's view; one that may return something else, or returns a kept controller, is not.
    @Test func factoriesHandBackWhatTheyMake() throws {
        let found = try #require(record("""
            extension UIView {
                static func hosting(_ content: some View) -> UIView {
                    let controller = UIHostingController(rootView: content)
                    controller.view.backgroundColor = .clear
                    return controller.view
                }
                static func host(_ content: some View) -> UIViewController { UIHostingController(rootView: content) }
                static func maybe(_ content: some View, plain: Bool) -> UIView {
                    if plain { return UILabel() }
                    return UIHostingController(rootView: content).view
                }
            }
            final class Screen {
                let kept = UIHostingController(rootView: Row())
                func keptView() -> UIView { kept.view }
            }
            """))
        #expect(found.functions.map(\.key) == ["hosting(_:)", "host(_:)"])
        #expect(found.functions.first?.line == 3)
        let project = HostingFactories.merge([found])
        #expect(project.functions["hosting(_:)"] == "Helpers.swift:3")
        #expect(record("struct Row: View { var body: some View { Text(\"a\") } }") == nil)
        // A defaulted parameter may be left out: both names are the factory's.
        let defaulted = try #require(record("""
            func embed(_ content: some View, in container: UIView? = nil) -> UIView {
                UIHostingController(rootView: content).view
            }
            """))
        #expect(defaulted.functions.map(\.key) == ["embed(_:)", "embed(_:in:)"])

        var writer = CompactWriter()
        writer.write(found)
        var reader = CompactReader(writer.bytes[...])
        #expect(try reader.read(HostingFactories.FileRecord.self) == found)
    }
}
