import BridgeLintCore

/// `sizeThatFits(_:uiView:context:)` for a view without a full intrinsic size. Never force-unwraps the proposal:
/// its dimensions are nil when SwiftUI asks for the ideal size (`.fixedSize()`, scroll views).
enum SizeThatFitsTemplate {
    /// The size taken where SwiftUI asks for an ideal size and the view has none of its own.
    static let idealWidth = 320
    static let idealHeight = 240

    static func write(into out: inout SourceBuilder, viewType: String, sizing: UIKitClass.IntrinsicSize,
                      target: IOSVersion?) {
        guard sizing != .full else { return }
        out.blankLine()
        switch sizing {
        case .neither:
            out.line("/// \(viewType) has no size of its own: this is the size it takes when SwiftUI asks for an ideal size.")
        case .heightOnly:
            out.line("/// \(viewType) knows its height but not its width: the width comes from the proposal.")
        case .heightForWidth:
            out.line("/// Wraps to the proposed width; with no proposed width, the view's own (one-line) size applies.")
        case .full:
            break
        }
        if let attribute = Availability.attribute(minimum: IOSVersion(16), target: target) {
            out.line(attribute)
        }
        out.block("func sizeThatFits(_ proposal: ProposedViewSize, uiView: \(viewType), context: Context) -> CGSize?") { body in
            switch sizing {
            case .neither:
                body.line("CGSize(width: proposal.width ?? \(idealWidth), height: proposal.height ?? \(idealHeight))")
            case .heightOnly:
                body.line("CGSize(width: proposal.width ?? \(idealWidth), height: uiView.intrinsicContentSize.height)")
            case .heightForWidth:
                body.lines([
                    "guard let width = proposal.width else { return nil }",
                    "let fitted = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))",
                    "return CGSize(width: width, height: fitted.height)",
                ])
            case .full:
                break
            }
        }
    }
}
