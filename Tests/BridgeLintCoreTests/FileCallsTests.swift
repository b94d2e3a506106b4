import SwiftParser
import SwiftSyntax
import Testing
@testable import BridgeLintCore

/// The file's shared list of calls, sliced by position, must give every node the calls a walk of it gives.
@Suite struct FileCallsTests {
    static let source = """
        final class Host: UIViewController {
            let child = UIHostingController(rootView: Row(title: format(name)))
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
                items.forEach { item in load(item, then: { done(item) }) }
                child.didMove(toParent: self)
            }
            func nested() -> Int { compute(first(), second(third())) }
        }
        struct Row: View {
            var title: String
            var body: some View { Text(title).padding().onTapGesture { select(title) } }
        }
        let top = makeTop()
        """

    @Test func everyNodeGetsTheCallsAWalkOfItGets() {
        let tree = Parser.parse(source: Self.source)
        let file = LintFile(path: "Host.swift", source: Self.source, tree: tree)
        let walked = Nodes.all(FunctionCallExprSyntax.self, in: tree)
        #expect(FileCalls.all(in: file).map(\.id) == walked.map(\.id))
        var checked = 0
        for node in Nodes.all(Syntax.self, in: tree) {
            let expected = Nodes.all(FunctionCallExprSyntax.self, in: node).map(\.id)
            #expect(Array(FileCalls.all(in: node, of: file).map(\.id)) == expected, "\(node.kind) at \(node.position)")
            checked += 1
        }
        #expect(checked > 100)
    }
}
