import BridgeLintCore
import SwiftSyntax

/// `.fixedSize()` on a representable whose UIKit view has no size of its own: it collapses to nothing.
struct FixedSizeWithoutIntrinsicSize: IndexedRule {
    static let description = RuleDescription(
        id: "fixed-size-without-intrinsic-size",
        summary: ".fixedSize() on a representable whose view has no intrinsic size and that implements no sizeThatFits",
        severity: .warning,
        rationale: """
            .fixedSize() replaces the size SwiftUI proposes with nil, asking the view for its ideal size. A \
            representable answers with sizeThatFits if it implements it, else with its UIKit view's \
            intrinsicContentSize. Map views, web views, scroll, table, collection and text views, plain UIViews and \
            custom views that do not override intrinsicContentSize have none, so the representable is laid out \
            at zero width and height: it disappears, and nothing warns about it.
            """,
        howToFix: """
            Give the representable a size with .frame(width:height:) (or fix only the axis whose size the view \
            knows: .fixedSize(horizontal: false, vertical: true)), implement \
            sizeThatFits(_:uiView:context:) in the representable, or override intrinsicContentSize in the \
            view subclass.
            """,
        triggeringExamples: [
            Example(files: [
                "ParkDetail.swift": """
                    struct ParkDetail: View {
                        let park: Park
                        var body: some View {
                            VStack {
                                ParkMap(region: park.region).↓fixedSize()
                                Text(park.name)
                            }
                        }
                    }
                    """,
                "ParkMap.swift": """
                    struct ParkMap: UIViewRepresentable {
                        let region: MKCoordinateRegion
                        func makeUIView(context: Context) -> MKMapView { MKMapView() }
                        func updateUIView(_ map: MKMapView, context: Context) {
                            if map.region.center.latitude != region.center.latitude { map.setRegion(region, animated: false) }
                        }
                    }
                    """,
            ]),
            Example(files: [
                "Legal.swift": """
                    struct Legal: View {
                        var body: some View {
                            ScrollView {
                                HTMLText(html: Terms.html)
                                    .↓fixedSize(horizontal: true, vertical: true)
                            }
                        }
                    }
                    """,
                "HTMLText.swift": """
                    struct HTMLText: UIViewRepresentable {
                        let html: String
                        func makeUIView(context: Context) -> WKWebView { WKWebView() }
                        func updateUIView(_ webView: WKWebView, context: Context) {}
                    }
                    """,
            ]),
            Example(files: [
                "Dashboard.swift": """
                    struct Dashboard: View {
                        var body: some View {
                            HStack { Sparkline(values: [1, 3, 2]).↓fixedSize() }
                        }
                    }
                    """,
                "Sparkline.swift": """
                    struct Sparkline: UIViewRepresentable {
                        let values: [Double]
                        func makeUIView(context: Context) -> SparklineView { SparklineView() }
                        func updateUIView(_ view: SparklineView, context: Context) { view.values = values }
                    }
                    """,
                "SparklineView.swift": """
                    class ChartBaseView: UIView {
                        var values: [Double] = [] { didSet { setNeedsDisplay() } }
                    }
                    final class SparklineView: ChartBaseView {
                        override func draw(_ rect: CGRect) {}
                    }
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example(files: [
                "ParkDetail.swift": """
                    struct ParkDetail: View {
                        let park: Park
                        var body: some View {
                            ParkMap(region: park.region).frame(height: 240)
                        }
                    }
                    """,
                "ParkMap.swift": """
                    struct ParkMap: UIViewRepresentable {
                        let region: MKCoordinateRegion
                        func makeUIView(context: Context) -> MKMapView { MKMapView() }
                        func updateUIView(_ map: MKMapView, context: Context) {}
                    }
                    """,
            ]),
            Example(files: [
                "Dashboard.swift": """
                    struct Dashboard: View {
                        var body: some View {
                            VStack {
                                Sparkline(values: [1, 3, 2]).fixedSize()
                                Caption(text: "Last week").fixedSize(horizontal: false, vertical: true)
                                Badge(count: 3).fixedSize()
                                Text("Total").fixedSize()
                            }
                        }
                    }
                    """,
                "Sparkline.swift": """
                    struct Sparkline: UIViewRepresentable {
                        let values: [Double]
                        func makeUIView(context: Context) -> SparklineView { SparklineView() }
                        func updateUIView(_ view: SparklineView, context: Context) { view.values = values }
                    }
                    final class SparklineView: UIView {
                        var values: [Double] = []
                        override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 32) }
                    }
                    """,
                "Caption.swift": """
                    struct Caption: UIViewRepresentable {
                        let text: String
                        func makeUIView(context: Context) -> UITextView { UITextView() }
                        func updateUIView(_ view: UITextView, context: Context) { view.text = text }
                    }
                    """,
                "Badge.swift": """
                    struct Badge: UIViewRepresentable {
                        let count: Int
                        func makeUIView(context: Context) -> UILabel { UILabel() }
                        func updateUIView(_ label: UILabel, context: Context) { label.text = "\\(count)" }
                    }
                    """,
            ]),
            Example(files: [
                "Legal.swift": """
                    struct Legal: View {
                        var body: some View {
                            HTMLText(html: Terms.html).fixedSize()
                            VendorChart().fixedSize()
                            Hosted(view: badgeLabel).fixedSize()
                        }
                    }
                    """,
                "HTMLText.swift": """
                    struct HTMLText: UIViewRepresentable {
                        let html: String
                        func makeUIView(context: Context) -> WKWebView { WKWebView() }
                        func updateUIView(_ webView: WKWebView, context: Context) {}
                        func sizeThatFits(_ proposal: ProposedViewSize, uiView: WKWebView, context: Context) -> CGSize? {
                            CGSize(width: proposal.width ?? 320, height: uiView.scrollView.contentSize.height)
                        }
                    }
                    """,
                "Hosted.swift": """
                    // Declared as the base class, make returns whatever view it is handed: a label has a size.
                    struct Hosted: UIViewRepresentable {
                        let view: UIView
                        func makeUIView(context: Context) -> UIView { view }
                        func updateUIView(_ view: UIView, context: Context) {}
                    }
                    """,
                "VendorChart.swift": """
                    // The view comes from a package: whether it has an intrinsic size is unknown.
                    struct VendorChart: UIViewRepresentable {
                        func makeUIView(context: Context) -> ChartKitView { ChartKitView() }
                        func updateUIView(_ view: ChartKitView, context: Context) {}
                    }
                    """,
            ]),
        ],
        symptoms: [
            "A representable disappears (zero size) after adding .fixedSize()",
            "view is invisible after fixedSize",
            "wrapped view collapses to zero size",
            "map or web view does not show up",
        ],
        scaffold: .representable
    )

    /// UIKit and AppKit views known to report no intrinsic content size.
    static let viewsWithoutIntrinsicSize: Set<String> = [
        "UIView", "UIScrollView", "UITableView", "UICollectionView", "UITextView", "MKMapView", "WKWebView",
        "NSView", "NSScrollView", "NSTableView", "NSOutlineView", "NSCollectionView",
    ]

    private static let baseViewClasses: Set<String> = ["UIView", "NSView"]

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("fixedSize") else { return }
        for call in FileCalls.all(in: file) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "fixedSize", Self.fixesBothAxes(call),
                  let type = member.base?.as(FunctionCallExprSyntax.self)?.constructedType
            else { continue }
            report.whenIndexed(at: member.declName, asking: Question(representable: type))
        }
    }

    /// `.fixedSize()` on a view of the type `representable`.
    @CompactCoded
    struct Question: IndexQuestion {
        var representable: String
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let type = question.representable
        guard let view = viewWithoutIntrinsicSize(of: type, in: index) else { return nil }
        return """
            .fixedSize() asks '\(type)' for its ideal size, but its \(view) has no intrinsic content size and \
            \(type) implements no sizeThatFits, so it collapses to zero; give it a .frame or implement \
            sizeThatFits
            """
    }

    /// `.fixedSize()`, or `.fixedSize(horizontal: true, vertical: true)`, which is the same.
    private static func fixesBothAxes(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.allSatisfy { $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }
    }

    /// The represented view's type when the index knows it has no intrinsic size and the representable
    /// implements no sizeThatFits; `nil` when it has one or that is unknown.
    private static func viewWithoutIntrinsicSize(of representable: String, in index: ProjectIndex) -> String? {
        let declarations = index.declarations(named: representable)
        guard !declarations.isEmpty else { return nil }
        let facts = declarations + index.extensions(of: representable)
        guard !facts.contains(where: \.implementsSizeThatFits) else { return nil }
        let viewTypes = Set(facts.compactMap(\.makeReturnType))
        // Declared as the base class (`-> UIView`), make may return any view it is handed: a label or a
        // button has an intrinsic size. Only a project subclass of it is known to have none.
        guard viewTypes.count == 1, let view = viewTypes.first, !baseViewClasses.contains(view) else { return nil }
        var visiting: Set<String> = []
        return lacksIntrinsicSize(view, in: index, visiting: &visiting) ? view : nil
    }

    /// Known UIKit views without intrinsic size, and project subclasses of them that never override it.
    private static func lacksIntrinsicSize(_ type: String, in index: ProjectIndex, visiting: inout Set<String>) -> Bool {
        let declarations = index.declarations(named: type)
        if declarations.isEmpty { return viewsWithoutIntrinsicSize.contains(type) }
        guard visiting.insert(type).inserted else { return false }
        return declarations.allSatisfy { declaration in
            guard declaration.kind == .class, !declaration.overridesIntrinsicContentSize,
                  !index.extensions(of: type).contains(where: \.overridesIntrinsicContentSize),
                  let superclass = declaration.inheritedTypes.first
            else { return false }
            return lacksIntrinsicSize(superclass, in: index, visiting: &visiting)
        }
    }
}
