import BridgeLintCore
import SwiftSyntax

/// `proposal.width!` in `sizeThatFits(_:uiView:context:)` (or a `Layout`'s `sizeThatFits`), and a fixed-size control's
/// `sizeThatFits` returning a proposed dimension unchanged, infinite when SwiftUI asks for the maximum size.
struct SizeThatFitsForceUnwrap: Rule {
    static let description = RuleDescription(
        id: "size-that-fits-force-unwrap",
        summary: "sizeThatFits force-unwraps a proposed width or height (nil for ideal-size queries), sets the view's frame to one, or a fixed-size control returns one unchanged (infinite for maximum-size queries)",
        severity: .error,
        rationale: """
            A ProposedViewSize leaves a dimension nil when SwiftUI asks for the view's ideal size: under \
            .fixedSize(), inside a scroll view's scrolling axis, or when a stack measures its children. \
            Force-unwrapping proposal.width or proposal.height works in the common layout and then crashes \
            in exactly those places, often only on one screen or one device size. The other end of the range has \
            its own trap: to learn how far a view can grow, SwiftUI proposes `.infinity`. Handing the proposal \
            back (`CGSize(width: proposal.width ?? 51, …)`, `proposal.replacingUnspecifiedDimensions()`) answers \
            "infinitely large". For a map, a web view or a text view that should fill the width that is the right \
            answer (SwiftUI's own shapes give it, and bridgelint's templates do too), so only controls whose size \
            is their content — a switch, a stepper, an activity indicator, a pop-up button — are checked: one \
            that claims infinite room takes all the space a stack offers, pushing its neighbours aside, and a \
            container that places it with that answer gets a non-finite frame ("Invalid frame dimension \
            (negative or non-finite)"). Not a crash: those findings are notes. Writing the proposal into the \
            represented view's own frame or bounds (to measure it at that width) is one: an infinite width makes \
            the layer's geometry invalid (CALayerInvalidGeometry) or hangs layout.
            """,
        howToFix: """
            `bridgelint fix` replaces `proposal.width!` with `proposal.replacingUnspecifiedDimensions().width`, \
            the value SwiftUI itself uses for an unspecified dimension. Better still, give it a fallback (`proposal.width ?? 320`, or the view's own \
            intrinsic size), unwrap it with `if let`/`guard let`, or call \
            `proposal.replacingUnspecifiedDimensions()`. For a fixed-size control, return what it measures \
            (`uiView.sizeThatFits(…)`, `intrinsicContentSize`, `nsView.fittingSize`), or bound the proposal \
            (`min(width, uiView.intrinsicContentSize.width)`), or test it (`width.isFinite`).
            """,
        triggeringExamples: [
            Example("""
                // What the view does with the stored size is out of sight (latent).
                struct MeasuredBanner: UIViewRepresentable {
                    func makeUIView(context: Context) -> MeasuringView { MeasuringView() }
                    func updateUIView(_ uiView: MeasuringView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: MeasuringView, context: Context) -> CGSize? {
                        ↓uiView.targetSize = CGSize(width: proposal.width ?? 320, height: proposal.height ?? 44)
                        return uiView.fittingSize
                    }
                }
                """, confidence: .latent),
            Example("""
                struct NoteEditor: UIViewRepresentable {
                    @Binding var text: String
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        if textView.text != text { textView.text = text }
                    }
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView textView: UITextView, context: Context) -> CGSize? {
                        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 0, height: 0))
                        ↓textView.frame.size.width = size.width
                        textView.sizeToFit()
                        return CGSize(width: size.width, height: textView.contentSize.height)
                    }
                }
                """),
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
                        return CGSize(width: width, height: min(↓proposal.height!, width / 2))
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
                struct Toggle: UIViewRepresentable {
                    func makeUIView(context: Context) -> UISwitch { UISwitch() }
                    func updateUIView(_ uiView: UISwitch, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISwitch, context: Context) -> CGSize? {
                        CGSize(width: ↓proposal.width ?? 51, height: 31)
                    }
                }
                """),
            Example("""
                struct Counter: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIStepper { UIStepper() }
                    func updateUIView(_ uiView: UIStepper, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIStepper, context: Context) -> CGSize? {
                        ↓proposal.replacingUnspecifiedDimensions(by: CGSize(width: 94, height: 32))
                    }
                }
                """),
            Example("""
                struct Spinner: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
                    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIActivityIndicatorView, context: Context) -> CGSize? {
                        let side = proposal.height ?? 20
                        return CGSize(width: uiView.intrinsicContentSize.width, height: ↓side)
                    }
                }
                """),
            Example("""
                struct OutlineMenu: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }
                    func updateNSView(_ nsView: NSPopUpButton, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSPopUpButton, context: Context) -> CGSize? {
                        guard let width = proposal.width else { return nil }
                        return NSSize(width: ↓width, height: nsView.intrinsicContentSize.height)
                    }
                }
                """),
            Example("""
                struct PowerSwitch: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSSwitch { NSSwitch() }
                    func updateNSView(_ nsView: NSSwitch, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSSwitch, context: Context) -> CGSize? {
                        let size = proposal.replacingUnspecifiedDimensions()
                        return CGSize(width: ↓size.width, height: min(size.height, 24))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct NoteEditor: UIViewRepresentable {
                    @Binding var text: String
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        if textView.text != text { textView.text = text }
                    }
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView textView: UITextView, context: Context) -> CGSize? {
                        guard let width = proposal.width, width.isFinite else { return nil }
                        textView.frame.size.width = width
                        return textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                    }
                }
                """),
            Example("""
                struct Gauge: UIViewRepresentable {
                    func makeUIView(context: Context) -> GaugeView { GaugeView() }
                    func updateUIView(_ view: GaugeView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: GaugeView, context: Context) -> CGSize? {
                        CGSize(width: proposal.width ?? 200, height: 44)
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
                // Bounded: min() keeps the switch at its own width whatever is proposed.
                struct Toggle: UIViewRepresentable {
                    func makeUIView(context: Context) -> UISwitch { UISwitch() }
                    func updateUIView(_ uiView: UISwitch, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISwitch, context: Context) -> CGSize? {
                        let width = min(proposal.width ?? 51, uiView.intrinsicContentSize.width)
                        return CGSize(width: width, height: uiView.intrinsicContentSize.height)
                    }
                }
                """),
            Example("""
                // Checked: an infinite proposal falls back to the control's own size.
                struct Counter: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIStepper { UIStepper() }
                    func updateUIView(_ uiView: UIStepper, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIStepper, context: Context) -> CGSize? {
                        let width = proposal.width ?? 94
                        return CGSize(width: width.isFinite ? width : 94, height: 32)
                    }
                }
                """),
            Example("""
                // An infinite proposal gets nil: the control's intrinsic size answers.
                struct OutlineMenu: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }
                    func updateNSView(_ nsView: NSPopUpButton, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSPopUpButton, context: Context) -> CGSize? {
                        guard let width = proposal.width, width < .greatestFiniteMagnitude else { return nil }
                        return NSSize(width: width, height: nsView.intrinsicContentSize.height)
                    }
                }
                """),
            Example("""
                // What the control measures is returned, not the proposal.
                struct Agree: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSButton { NSButton(checkboxWithTitle: "Agree", target: nil, action: nil) }
                    func updateNSView(_ nsView: NSButton, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSButton, context: Context) -> CGSize? {
                        let width = proposal.width ?? 0
                        return nsView.sizeThatFits(NSSize(width: width, height: .greatestFiniteMagnitude))
                    }
                }
                """),
            Example("""
                // A text view that fills the width it is offered and measures its height: returning the proposed
                // width is the intent, also when it is infinite.
                struct WrappingText: UIViewRepresentable {
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ uiView: UITextView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
                        let width = proposal.width ?? 320
                        let fitted = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                        return CGSize(width: width, height: fitted.height)
                    }
                }
                """),
            Example("""
                // A map fills whatever it is given, like SwiftUI's own shapes.
                struct Map: UIViewRepresentable {
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ uiView: MKMapView, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: MKMapView, context: Context) -> CGSize? {
                        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 240))
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                    CGSize(width: ↓proposal.width!, height: ↓proposal.height! / 2)
                }
                """, """
                func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
                    CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: proposal.replacingUnspecifiedDimensions().height / 2)
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
            "crash with fixedSize",
        ],
        scaffold: .representable
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
            for write in ProposalFlow.frameWrites(in: function, proposal: name) {
                let origin = write.origin.map { ", from \($0)" } ?? ""
                let condition = write.dimension == "size"
                    ? "\(write.value).width.isFinite && \(write.value).height.isFinite" : "\(write.value).isFinite"
                // A whole statement can be wrapped in the check; an assignment inside another expression cannot.
                let fix = write.node.parent?.is(CodeBlockItemSyntax.self) == true
                    ? Fix("Assign it only when it is finite",
                          edits: [.replace(write.node, with: "if \(condition) { \(write.node.trimmedDescription) }")])
                    : nil
                report.add(at: write.node, """
                    '\(write.target)' is set to '\(write.value)', the proposed \(write.dimension)\(origin) unchanged, but SwiftUI proposes \
                    .infinity when it asks for the maximum size, and a non-finite frame crashes (CALayerInvalidGeometry) \
                    or hangs layout; assign it only when it is finite (if \(condition) { … })
                    """, fix: fix)
            }
            for write in ProposalFlow.storedWrites(in: function, proposal: name) {
                report.add(at: write.node, """
                    '\(write.target)' keeps the proposed \(write.dimension) unchecked, and SwiftUI proposes .infinity when \
                    it asks for the maximum size: if the view measures or lays out from it, the size it reports or the \
                    frame it sets is infinite (CALayerInvalidGeometry, a layout that never settles); replace non-finite \
                    dimensions before storing them
                    """, fix: write.fallbackReads.isEmpty ? nil : Fix("Use the fallback for an infinite dimension", edits: write.fallbackReads.map {
                        .replace($0, with: "\($0.trimmedDescription).flatMap { $0.isFinite ? $0 : nil }")
                    }), confidence: .latent)
            }
            let flows = ProposalFlow.flows(in: function, proposal: name)
            let infinityFix = Self.ownSizeForInfiniteProposal(in: function, proposal: name, dimensions: Set(flows.map(\.dimension)))
            for flow in flows {
                let value = flow.origin.map { "'\(flow.node.trimmedDescription)' (\($0))" } ?? "'\(flow.node.trimmedDescription)'"
                let returned = flow.dimension == "size" ? "as the size" : "as the \(flow.dimension)"
                let dimension = flow.dimension == "size" ? "size" : flow.dimension
                // Not a crash: a note, not the force unwrap's error.
                report.add(at: flow.node, """
                    \(value) is returned \(returned) unchanged, but SwiftUI proposes .infinity when it asks for the \
                    maximum size, so the \(flow.control) reports an infinite \(dimension) and takes all the space a stack \
                    offers; return what '\(Self.viewName(of: function))' measures, or bound it (min(…, limit)) or check \
                    isFinite
                    """, severity: .note, fix: infinityFix)
            }
        }
    }

    /// `if proposal.width == .infinity { return nil }` as the first statement of a representable's
    /// `sizeThatFits`: nil asks SwiftUI to use the view's own size, which is what a control should report when
    /// the maximum is asked for. An implicitly returned expression gets its `return`.
    private static func ownSizeForInfiniteProposal(
        in function: FunctionDeclSyntax, proposal: String, dimensions: Set<String>
    ) -> Fix? {
        guard !dimensions.isEmpty, function.signature.returnClause?.type.is(OptionalTypeSyntax.self) == true,
              let body = function.body, let first = body.statements.first,
              let indentation = HostingEdits.indentation(of: first)
        else { return nil }
        var prefix = ""
        if body.statements.count == 1, let expression = first.item.as(ExprSyntax.self) {
            guard !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else { return nil }
            prefix = "return "
        }
        let tested = ["width", "height"].filter { dimensions.contains($0) || dimensions.contains("size") }
        let condition = tested.map { "\(proposal).\($0) == .infinity" }.joined(separator: " || ")
        return Fix("Return nil (the view's own size) when SwiftUI proposes an infinite \(tested.joined(separator: " or "))",
                   edits: [.insert("if \(condition) { return nil }\n\(indentation)\(prefix)", before: first)])
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
