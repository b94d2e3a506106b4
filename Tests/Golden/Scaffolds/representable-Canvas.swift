import PencilKit
import SwiftUI
import UIKit

/// PKCanvasView in SwiftUI.
struct Canvas: UIViewRepresentable {
    @Binding var drawing: PKDrawing

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> PKCanvasView {
        let canvasView = PKCanvasView()
        canvasView.drawingPolicy = .anyInput
        // One-time setup: make runs once per view, update runs on every change.
        canvasView.delegate = context.coordinator
        return canvasView
    }

    func updateUIView(_ canvasView: PKCanvasView, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if canvasView.drawing != drawing {
            canvasView.drawing = drawing
        }
    }

    /// PKCanvasView has no size of its own: this is the size it takes when SwiftUI asks for an ideal size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: PKCanvasView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: proposal.height ?? 240)
    }

    final class Coordinator: NSObject, PKCanvasViewDelegate {
        var parent: Canvas

        init(_ parent: Canvas) {
            self.parent = parent
        }

        func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
            let newDrawing = canvasView.drawing
            // This also fires for changes update makes: write back on the next turn, not during the update.
            DispatchQueue.main.async {
                self.parent.drawing = newDrawing
            }
        }
    }
}
