import BridgeLintCore
@testable import BridgeLintRules
import Testing

/// size-that-fits-force-unwrap's second case: a fixed-size control's sizeThatFits returning a proposed dimension
/// unchanged reports an infinite size for a maximum-size query.
@Suite("Infinite proposal")
struct InfiniteProposalTests {
    private func findings(_ text: String) -> [Finding] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["size-that-fits-force-unwrap"]
        return Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: text)]).findings
    }

    @Test("An unchanged proposal is a note that names the value, its origin and the control; a force unwrap stays an error")
    func noteNamesOrigin() throws {
        let code = """
            struct Toggle: UIViewRepresentable {
                func makeUIView(context: Context) -> UISwitch { UISwitch() }
                func updateUIView(_ toggle: UISwitch, context: Context) {}
                func sizeThatFits(_ proposal: ProposedViewSize, uiView toggle: UISwitch, context: Context) -> CGSize? {
                    let width = proposal.width ?? 51
                    return CGSize(width: width, height: proposal.height!)
                }
            }
            """
        let found = findings(code)
        #expect(found.map(\.severity) == [.note, .error])
        let note = try #require(found.first { $0.severity == .note })
        #expect(note.message.contains("'width' (proposal.width ?? 51) is returned as the width unchanged"))
        #expect(note.message.contains("the UISwitch reports an infinite width"))
        #expect(note.message.contains("'toggle.sizeThatFits(…)'"))
    }

    @Test("The same body for a view that fills its space (a label, a subclass, a Layout) is not reported")
    func fillingViewsAreSilent() {
        let body = "{ CGSize(width: proposal.width ?? 51, height: proposal.height ?? 31) }"
        let code = """
            struct Caption: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ uiView: UILabel, context: Context) {}
                func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? \(body)
            }
            struct Custom: UIViewRepresentable {
                func makeUIView(context: Context) -> BrandSwitch { BrandSwitch() }
                func updateUIView(_ uiView: BrandSwitch, context: Context) {}
                func sizeThatFits(_ proposal: ProposedViewSize, uiView: BrandSwitch, context: Context) -> CGSize? \(body)
            }
            struct Fill: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize \(body)
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
