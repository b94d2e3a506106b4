public struct Badge: UIViewRepresentable {
    public typealias UIViewType = UILabel

    public var title: String

    public func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    public func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = title
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> (Double, Double)? {
        uiView.sizeThatFits((proposal.width!, 20))
    }
}
