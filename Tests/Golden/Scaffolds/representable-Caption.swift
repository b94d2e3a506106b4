import SwiftUI
import UIKit

/// UILabel in SwiftUI.
struct Caption: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if label.text != text {
            label.text = text
        }
    }

    /// Wraps to the proposed width; with no proposed width, the view's own (one-line) size applies.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        guard let width = proposal.width else { return nil }
        let fitted = uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: fitted.height)
    }
}
