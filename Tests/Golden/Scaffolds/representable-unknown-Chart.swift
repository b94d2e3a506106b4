import SwiftUI
import UIKit

/// ChartKitView in SwiftUI.
struct Chart: UIViewRepresentable {
    @Binding var selection: Int
    let title: String

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> ChartKitView {
        let chartKitView = ChartKitView()
        // One-time setup: make runs once per view, update runs on every change.
        chartKitView.delegate = context.coordinator
        return chartKitView
    }

    func updateUIView(_ chartKitView: ChartKitView, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if chartKitView.selection != selection {
            chartKitView.selection = selection
        }
        if chartKitView.title != title {
            chartKitView.title = title
        }
    }

    final class Coordinator: NSObject, ChartKitViewDelegate {
        var parent: Chart

        init(_ parent: Chart) {
            self.parent = parent
        }

        // Write `parent.selection = …` where ChartKitView reports a change of selection (a delegate method or an action).
    }
}
