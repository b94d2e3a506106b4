import BridgeLintCore
@testable import BridgeLintRules
import Testing

/// size-that-fits-force-unwrap's second case: a proposed dimension returned unchanged from a representable's
/// sizeThatFits is infinite for a maximum-size query.
@Suite("Infinite proposal")
struct InfiniteProposalTests {
    private func findings(_ text: String) -> [Finding] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["size-that-fits-force-unwrap"]
        return Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: text)]).findings
    }

    @Test("An unchanged proposal is a note that names the value and its origin; a force unwrap stays an error")
    func noteNamesOrigin() throws {
        let code = """
            struct Label: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
                func sizeThatFits(_ proposal: ProposedViewSize, uiView label: UILabel, context: Context) -> CGSize? {
                    let width = proposal.width ?? 200
                    return CGSize(width: width, height: proposal.height!)
                }
            }
            """
        let found = findings(code)
        #expect(found.map(\.severity) == [.note, .error])
        let note = try #require(found.first { $0.severity == .note })
        #expect(note.message.contains("'width' (proposal.width ?? 200) is returned as the width unchanged"))
        #expect(note.message.contains("'label.sizeThatFits(…)'"))
    }

    @Test("A Layout returning its proposal is how flexible containers answer: not reported")
    func layoutIsNotARepresentable() {
        let code = """
            struct Fill: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        #expect(findings(code).isEmpty)
    }

    @Test("A local changed on the way (assigned, or a member assigned) no longer carries the proposal")
    func changedLocalIsNoFlow() {
        let code = """
            struct Popup: NSViewRepresentable {
                func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }
                func updateNSView(_ nsView: NSPopUpButton, context: Context) {}
                func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSPopUpButton, context: Context) -> CGSize? {
                    var size = proposal.replacingUnspecifiedDimensions()
                    size.width = min(nsView.intrinsicContentSize.width, size.width)
                    size.height = nsView.intrinsicContentSize.height
                    return size
                }
            }
            """
        #expect(findings(code).isEmpty)
    }
}
