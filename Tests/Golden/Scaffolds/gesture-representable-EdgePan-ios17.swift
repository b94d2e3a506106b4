import SwiftUI
import UIKit

/// UIScreenEdgePanGestureRecognizer for SwiftUI before iOS 18: a transparent view that carries the recognizer.
/// Lay it over the view it serves: `.overlay(EdgePan(…))`.
struct EdgePan: UIViewRepresentable {
    /// Where the gesture is, in the attached view's coordinates, while it runs; nil otherwise.
    @Binding var location: CGPoint?

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .clear
        // One-time setup: make runs once per view, update runs on every change.
        let recognizer = UIScreenEdgePanGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.handle(_:)))
        recognizer.edges = .left
        view.addGestureRecognizer(recognizer)
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {
        // The coordinator must use this value's binding or action, not the first one's.
        context.coordinator.parent = self
    }

    /// UIView has no size of its own: this is the size it takes when SwiftUI asks for an ideal size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: proposal.height ?? 240)
    }

    final class Coordinator: NSObject {
        var parent: EdgePan

        init(_ parent: EdgePan) {
            self.parent = parent
        }

        @objc func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
            switch recognizer.state {
            case .began, .changed:
                parent.location = recognizer.location(in: recognizer.view)
            default:
                parent.location = nil
            }
        }
    }
}
