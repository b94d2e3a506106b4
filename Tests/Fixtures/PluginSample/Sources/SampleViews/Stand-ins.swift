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

@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

extension View {
    public func onTapGesture(perform action: @escaping () -> Void) -> Self { self }
}
