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

/// The one shared walk must hand out each kind of node exactly as a walk for that kind alone finds it.
@Suite struct FileNodesTests {
    @Test func eachListIsWhatAWalkForThatKindFinds() {
        let tree = Parser.parse(source: FileCallsTests.source)
        let nodes = FileNodes.of(LintFile(path: "Host.swift", source: FileCallsTests.source, tree: tree))
        #expect(nodes.calls.map(\.id) == Nodes.all(FunctionCallExprSyntax.self, in: tree).map(\.id))
        #expect(nodes.variables.map(\.id) == Nodes.all(VariableDeclSyntax.self, in: tree).map(\.id))
        #expect(nodes.memberAccesses.map(\.id) == Nodes.all(MemberAccessExprSyntax.self, in: tree).map(\.id))
        #expect(nodes.functions.map(\.id) == Nodes.all(FunctionDeclSyntax.self, in: tree).map(\.id))
        #expect(nodes.extensions.isEmpty)
        let sequencesAndCalls = Nodes.all(in: tree) { $0.is(SequenceExprSyntax.self) || $0.is(FunctionCallExprSyntax.self) ? $0 : nil }
        #expect(nodes.sequencesAndCalls.map(\.id) == sequencesAndCalls.map(\.id))
        #expect(nodes.calls.count > 10 && nodes.memberAccesses.count > 5 && nodes.functions.count == 2)
    }
}

extension FileNodesTests {
    @Test func declarationsInCodeAreNotTheFilesDeclarations() {
        let source = """
            struct Screen: View {
                var body: some View {
                    struct Local: View { var body: some View { Text("") } }
                    return Local()
                }
                func load() { func helper() {}; helper() }
                var computed: Int { enum Inner { case a }; return 1 }
                let made = { () -> Int in class Kept {}; return 0 }()
            }
            extension Screen { func reload() {} }
            """
        let tree = Parser.parse(source: source)
        let nodes = FileNodes.of(LintFile(path: "Screen.swift", source: source, tree: tree))
        let names = nodes.declarationsOutsideCode.map { node -> String in
            if let type = node.as(StructDeclSyntax.self) { return type.name.text }
            if let function = node.as(FunctionDeclSyntax.self) { return function.name.text }
            return node.is(ExtensionDeclSyntax.self) ? "extension" : "\(node.kind)"
        }
        #expect(names == ["Screen", "load", "extension", "reload"])
    }
}

/// Which call-site labels set which stored properties through a type's own initializers.
@Suite struct InitializerLabelsTests {
    static func members(_ source: String) -> [DeclSyntax] {
        let tree = Parser.parse(source: source)
        return tree.statements.first?.item.as(StructDeclSyntax.self)?.memberBlock.members.map(\.decl) ?? []
    }

    @Test func builderClosuresSetThePropertyTheyBuild() {
        let members = Self.members("""
            struct Drawer<Side: View, Content: View>: View {
                private let side: Side
                private let content: Content
                private let title: String
                init(title: String, @ViewBuilder side: () -> Side, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.side = side()
                    self.content = content()
                }
            }
            """)
        #expect(InitializerLabels.byProperty(in: members) == ["title": ["title"], "side": ["side"], "content": ["content"]])
        #expect(InitializerLabels.firstTrailingClosureProperties(in: members) == ["side"])
    }

    @Test func noTrailingClosureWhenTheLastParameterIsNotOne() {
        let members = Self.members("""
            struct Badge: View {
                let label: () -> Text
                let count: Int
                init(label: @escaping () -> Text, count: Int) { self.label = label; self.count = count }
            }
            """)
        #expect(InitializerLabels.firstTrailingClosureProperties(in: members).isEmpty)
    }
}
