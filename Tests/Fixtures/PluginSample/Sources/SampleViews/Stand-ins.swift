// Minimal stand-ins for the UIKit and SwiftUI names the sample uses, so it compiles on Linux too.
// bridgelint reads syntax only; it does not care where these come from.

public protocol View {}

public protocol UIViewRepresentable: View {
    associatedtype UIViewType
    typealias Context = RepresentableContext
}

public struct RepresentableContext {}

public final class UILabel {
    public var text: String?
    public init() {}
    public func sizeThatFits(_ size: (Double, Double)) -> (Double, Double) { size }
}

public struct ProposedViewSize {
    public var width: Double?
    public var height: Double?

    public func replacingUnspecifiedDimensions() -> (width: Double, height: Double) {
        (width ?? 10, height ?? 10)
    }
}
