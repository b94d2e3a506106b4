import BridgeLintCore
import SwiftSyntax

/// `proposal.width!` in `sizeThatFits(_:uiView:context:)` (or a `Layout`'s `sizeThatFits`), and in a representable's
/// `sizeThatFits` a proposed dimension returned unchanged, infinite when SwiftUI asks for the maximum size.
struct SizeThatFitsForceUnwrap: Rule {
    static let description = RuleDescription(
        id: "size-that-fits-force-unwrap",
        summary: "sizeThatFits force-unwraps a proposed width or height (nil for ideal-size queries), or returns one unchanged (infinite for maximum-size queries)",
        severity: .error,
        rationale: """
            A ProposedViewSize leaves a dimension nil when SwiftUI asks for the view's ideal size: under \
            .fixedSize(), inside a scroll view's scrolling axis, or when a stack measures its children. \
            Force-unwrapping proposal.width or proposal.height works in the common layout and then crashes \
            in exactly those places, often only on one screen or one device size. The other end of the range has \
            the opposite trap: to learn how far a view can grow, SwiftUI proposes `.infinity`. A representable \
            that hands the proposal back as its size (`CGSize(width: proposal.width ?? 320, …)`, \
            `proposal.replacingUnspecifiedDimensions()`) answers "infinitely large": a view meant to fit its \
            content claims all the space a stack has, and a container that places it with that answer gets a \
            non-finite frame ("Invalid frame dimension (negative or non-finite)"). That answer is the right one \
            for a view meant to fill the axis (a map, a preview), so it is reported as a note, not an error.
            """,
        howToFix: """
            `bridgelint fix` replaces `proposal.width!` with `proposal.replacingUnspecifiedDimensions().width`, \
            the value SwiftUI itself uses for an unspecified dimension. Better still, give it a fallback (`proposal.width ?? 320`, or the view's own \
            intrinsic size), unwrap it with `if let`/`guard let`, or call \
            `proposal.replacingUnspecifiedDimensions()`. Before returning a proposed dimension as the size, \
            bound it (`min(width, 600)`), test it (`width.isFinite ? width : fallback`), or return what the view \
            measures for it (`uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))`).
            """,
        triggeringExamples: [
            Example("""
                struct Gauge: UIViewRepresentable {
                    func makeUIView(context: Context) -> GaugeView { GaugeView() }
                    func updateUIView(_ view: GaugeView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: GaugeView, context: Context) -> CGSize? {
                        CGSize(width: ↓proposal.width!, height: 44)
                    }
                }
                """),
            Example("""
                extension CaptionLabel {
                    func sizeThatFits(_ size: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                        let limit = ↓size.width!
                        return uiView.sizeThatFits(CGSize(width: limit, height: .infinity))
                    }
                }
                """),
            Example("""
                struct Chart: UIViewRepresentable {
                    func makeUIView(context: Context) -> ChartView { ChartView() }
                    func updateUIView(_ uiView: ChartView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: ChartView, context: Context) -> CGSize? {
                        let width = proposal.width ?? 300
                        return CGSize(width: ↓width, height: min(↓proposal.height!, width / 2))
                    }
                }
                """),
            Example("""
                struct Columns: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        CGSize(width: ↓proposal.width!, height: ↓proposal.height!)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                }
                """),
            Example("""
                // The fallback covers nil; .infinity, proposed for the maximum size, comes back unchanged.
                struct Tag: UIViewRepresentable {
                    func makeUIView(context: Context) -> TagView { TagView() }
                    func updateUIView(_ uiView: TagView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: TagView, context: Context) -> CGSize? {
                        CGSize(width: ↓proposal.width ?? 320, height: 44)
                    }
                }
                """),
            Example("""
                struct Badge: UIViewRepresentable {
                    func makeUIView(context: Context) -> BadgeView { BadgeView() }
                    func updateUIView(_ uiView: BadgeView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: BadgeView, context: Context) -> CGSize? {
                        ↓proposal.replacingUnspecifiedDimensions(by: CGSize(width: 120, height: 32))
                    }
                }
                """),
            Example("""
                struct WrappingText: UIViewRepresentable {
                    let text: String
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ uiView: UITextView, context: Context) { uiView.text = text }
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
                        let width = proposal.width ?? 0
                        let fitted = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                        return CGSize(width: ↓width, height: fitted.height)
                    }
                }
                """),
            Example("""
                struct Field: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSTextField { NSTextField() }
                    func updateNSView(_ nsView: NSTextField, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSTextField, context: Context) -> CGSize? {
                        guard let width = proposal.width else { return nil }
                        return NSSize(width: ↓width, height: nsView.intrinsicContentSize.height)
                    }
                }
                """),
            Example("""
                struct Plot: NSViewRepresentable {
                    func makeNSView(context: Context) -> PlotView { PlotView() }
                    func updateNSView(_ nsView: PlotView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, nsView: PlotView, context: Context) -> CGSize? {
                        let size = proposal.replacingUnspecifiedDimensions()
                        return CGSize(width: ↓size.width, height: min(size.height, 240))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct Gauge: UIViewRepresentable {
                    func makeUIView(context: Context) -> GaugeView { GaugeView() }
                    func updateUIView(_ view: GaugeView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: GaugeView, context: Context) -> CGSize? {
                        CGSize(width: min(proposal.width ?? 200, 600), height: 44)
                    }
                }
                """),
            Example("""
                extension CaptionLabel {
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                        guard let width = proposal.width else { return nil }
                        return uiView.sizeThatFits(CGSize(width: width, height: .infinity))
                    }
                }
                """),
            Example("""
                struct Columns: Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        proposal.replacingUnspecifiedDimensions()
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                }
                """),
            Example("""
                final class BadgeView: UIView {
                    override func sizeThatFits(_ size: CGSize) -> CGSize {
                        CGSize(width: size.width, height: 24)
                    }
                    func measure(_ proposal: ProposedViewSize) -> CGFloat { proposal.width! }
                }
                """),
            Example("""
                struct Chart: UIViewRepresentable {
                    func makeUIView(context: Context) -> ChartView { ChartView() }
                    func updateUIView(_ uiView: ChartView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: ChartView, context: Context) -> CGSize? {
                        guard proposal.width != nil else { return nil }
                        return CGSize(width: proposal.width!, height: 200)
                    }
                }
                """),
            Example("""
                // Bounded: min() turns an infinite proposal into the view's own limit.
                struct Tag: UIViewRepresentable {
                    func makeUIView(context: Context) -> TagView { TagView() }
                    func updateUIView(_ uiView: TagView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: TagView, context: Context) -> CGSize? {
                        let width = min(proposal.width ?? 320, 480)
                        return CGSize(width: width, height: 44)
                    }
                }
                """),
            Example("""
                // Checked: an infinite width falls back to the ideal one.
                struct WrappingText: UIViewRepresentable {
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ uiView: UITextView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
                        let width = proposal.width ?? 320
                        let usable = width.isFinite ? width : 320
                        return CGSize(width: usable, height: uiView.sizeThatFits(CGSize(width: usable, height: .infinity)).height)
                    }
                }
                """),
            Example("""
                // Returning nil for an infinite proposal leaves the answer to the view's intrinsic size.
                struct Badge: UIViewRepresentable {
                    func makeUIView(context: Context) -> BadgeView { BadgeView() }
                    func updateUIView(_ uiView: BadgeView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: BadgeView, context: Context) -> CGSize? {
                        guard let width = proposal.width, width < .greatestFiniteMagnitude else { return nil }
                        return CGSize(width: width, height: 32)
                    }
                }
                """),
            Example("""
                // What the view measures is returned, not the proposal.
                struct Field: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSTextField { NSTextField() }
                    func updateNSView(_ nsView: NSTextField, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSTextField, context: Context) -> CGSize? {
                        guard let width = proposal.width else { return nil }
                        nsView.preferredMaxLayoutWidth = width
                        return nsView.fittingSize
                    }
                }
                """),
            Example("""
                struct Card: UIViewRepresentable {
                    func makeUIView(context: Context) -> CardView { CardView() }
                    func updateUIView(_ uiView: CardView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: CardView, context: Context) -> CGSize? {
                        let target = CGSize(width: proposal.width ?? 320, height: UIView.layoutFittingCompressedSize.height)
                        return uiView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel)
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                    uiView.sizeThatFits(CGSize(width: ↓proposal.width!, height: ↓proposal.height! / 2))
                }
                """, """
                func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                    uiView.sizeThatFits(CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: proposal.replacingUnspecifiedDimensions().height / 2))
                }
                """),
            Correction("""
                func sizeThatFits(_ size: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                    let limit = ↓size.width! // the label wraps at this width
                    return uiView.sizeThatFits(CGSize(width: limit, height: .infinity))
                }
                """, """
                func sizeThatFits(_ size: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                    let limit = size.replacingUnspecifiedDimensions().width // the label wraps at this width
                    return uiView.sizeThatFits(CGSize(width: limit, height: .infinity))
                }
                """),
        ],
        symptoms: [
            "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            "crash in sizeThatFits",
            "crash when the view is inside a ScrollView or under fixedSize",
            "EXC_BREAKPOINT in sizeThatFits(_:uiView:context:)",
            "Invalid frame dimension (negative or non-finite)",
            "representable expands to fill the whole stack",
        ],
        scaffold: "representable"
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("sizeThatFits"), file.contains("ProposedViewSize") else { return }
        for function in FunctionFinder.functions(named: "sizeThatFits", in: file.tree) {
            guard let body = function.body,
                  let proposal = function.signature.parameterClause.parameters.first(where: {
                      $0.type.as(IdentifierTypeSyntax.self)?.name.text == "ProposedViewSize"
                  })
            else { continue }
            let name = (proposal.secondName ?? proposal.firstName).text
            let unwraps = ForceUnwrapFinder.unwraps(of: name, in: body)
            let checked = NilChecks.checkedDimensions(of: name, in: body)
            for (unwrap, dimension) in unwraps where !checked.contains(dimension) {
                // SwiftUI's own stand-in for an unspecified dimension: always a number, never a crash.
                let fix = Fix("Use \(name).replacingUnspecifiedDimensions().\(dimension)",
                              edits: [.replace(unwrap, with: "\(name).replacingUnspecifiedDimensions().\(dimension)")])
                report.add(at: unwrap, """
                    '\(name).\(dimension)!' crashes when SwiftUI asks for the ideal size (under .fixedSize() or \
                    in a scroll view the \(dimension) is nil); use '\(name).\(dimension) ?? fallback' or \
                    '\(name).replacingUnspecifiedDimensions()'
                    """, fix: fix)
            }
            for flow in ProposalFlow.flows(in: function, proposal: name) {
                let value = flow.origin.map { "'\(flow.node.trimmedDescription)' (\($0))" } ?? "'\(flow.node.trimmedDescription)'"
                let returned = flow.dimension == "size" ? "as the size" : "as the \(flow.dimension)"
                let dimension = flow.dimension == "size" ? "size" : flow.dimension
                // Not a crash, and a view meant to fill the axis answers the same way: a note, not the crash's error.
                report.add(at: flow.node, """
                    \(value) is returned \(returned) unchanged, but SwiftUI proposes .infinity when it asks for the \
                    maximum size, so the view reports an infinite \(dimension) and takes all the space a stack offers; \
                    unless it should fill that axis, bound it (min(…, limit)), check isFinite, or return what \
                    '\(Self.viewName(of: function))' measures for it
                    """, severity: .note)
            }
        }
    }

    /// The name of the represented view parameter (`uiView:` / `nsView:`), for the message.
    private static func viewName(of function: FunctionDeclSyntax) -> String {
        let parameter = function.signature.parameterClause.parameters.first { ["uiView", "nsView"].contains($0.firstName.text) }
        let name = parameter.map { ($0.secondName ?? $0.firstName).text } ?? "uiView"
        return parameter?.firstName.text == "nsView" ? "\(name).fittingSize" : "\(name).sizeThatFits(…)"
    }
}

/// `proposal.width!` and `proposal.height!` in a body.
private final class ForceUnwrapFinder: SyntaxVisitor {
    let parameter: String
    var found: [(ForceUnwrapExprSyntax, String)] = []

    init(parameter: String) {
        self.parameter = parameter
        super.init(viewMode: .sourceAccurate)
    }

    static func unwraps(of parameter: String, in body: CodeBlockSyntax) -> [(ForceUnwrapExprSyntax, String)] {
        let finder = ForceUnwrapFinder(parameter: parameter)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if let dimension = NilChecks.dimension(of: node.expression, parameter: parameter) {
            found.append((node, dimension))
        }
        return .visitChildren
    }
}

/// Dimensions a body compares with `nil` (`proposal.width != nil`), which make a later `!` deliberate.
enum NilChecks {
    static func checkedDimensions(of parameter: String, in body: CodeBlockSyntax) -> Set<String> {
        let finder = Finder(parameter: parameter)
        finder.walk(body)
        return finder.checked
    }

    /// `width` for `proposal.width`, when the base is the parameter.
    static func dimension(of expression: ExprSyntax, parameter: String) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
        else { return nil }
        let name = member.declName.baseName.text
        return name == "width" || name == "height" ? name : nil
    }

    private final class Finder: SyntaxVisitor {
        let parameter: String
        var checked: Set<String> = []

        init(parameter: String) {
            self.parameter = parameter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (index, element) in elements.enumerated() {
                guard let dimension = NilChecks.dimension(of: element, parameter: parameter) else { continue }
                let neighbours = [index - 2, index + 2].filter { elements.indices.contains($0) }
                if neighbours.contains(where: { elements[$0].is(NilLiteralExprSyntax.self) }) {
                    checked.insert(dimension)
                }
            }
            return .visitChildren
        }
    }
}
