public struct Caption: UIViewRepresentable {
    public typealias UIViewType = UILabel

    public let text: String

    public func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }

    public func updateUIView(_ uiView: UILabel, context: Context) {}
}
