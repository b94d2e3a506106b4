import BridgeLintCore

/// UIViewRepresentable, UIViewControllerRepresentable and UIGestureRecognizerRepresentable rules (and AppKit twins).
enum RepresentableRules {
    static let all: [any Rule.Type] = [
        RepresentableStaleConfig.self,
        SizeThatFitsForceUnwrap.self,
    ]
}
