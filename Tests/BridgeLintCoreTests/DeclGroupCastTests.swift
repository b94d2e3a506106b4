import SwiftParser
import SwiftSyntax
import Testing
@testable import BridgeLintCore

@Suite("asDeclGroup")
struct DeclGroupCastTests {
    @Test("agrees with swift-syntax's protocol cast on every node of a file with each kind of type declaration")
    func agreesWithProtocolCast() {
        let source = """
            class A { struct B { enum C { case x } } }
            actor D {}
            protocol E { func f() }
            extension A { func g() { let h = { (i: Int) in i }; _ = h } }
            #if os(iOS)
            struct F: View { var body: some View { Text("") } }
            #endif
            """
        let nodes = Nodes.all(in: Parser.parse(source: source)) { $0 }
        var groups = 0
        for node in nodes {
            let expected = node.asProtocol(DeclGroupSyntax.self)
            #expect((node.asDeclGroup != nil) == (expected != nil), "\(node.kind)")
            if let group = node.asDeclGroup {
                groups += 1
                #expect(group.id == expected?.id)
            }
        }
        #expect(groups == 7)
    }
}
