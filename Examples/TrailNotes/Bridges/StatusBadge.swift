import SwiftUI
import UIKit

/// Small pill used for trail difficulty. Backed by UILabel so it matches the
/// badges drawn by the UIKit detail screen pixel for pixel.
struct StatusBadge: UIViewRepresentable {
    let text: String
    private let cornerRadius: CGFloat = 8
    private let horizontalPadding: CGFloat = 10
    private let verticalPadding: CGFloat = 4

    init(text: String) {
        self.text = text
    }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.textColor = .white
        label.backgroundColor = .systemGreen
        label.layer.cornerRadius = cornerRadius
        label.layer.masksToBounds = true
        label.setContentHuggingPriority(.required, for: .horizontal)
        // BUG(representable-stale-config): text is set only at creation and updateUIView is empty, so the badge keeps showing the first value.
        label.text = text
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        // BUG(size-that-fits-force-unwrap): width is nil for ideal-size proposals (fixedSize, horizontal stacks measuring), which crashes here.
        let maxWidth = proposal.width!
        let available = CGSize(width: maxWidth - horizontalPadding * 2, height: .greatestFiniteMagnitude)
        let fitting = uiView.sizeThatFits(available)
        return CGSize(
            width: min(fitting.width + horizontalPadding * 2, maxWidth),
            height: fitting.height + verticalPadding * 2
        )
    }
}
