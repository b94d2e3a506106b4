import SafariServices
import SwiftUI
import UIKit

/// SFSafariViewController in SwiftUI.
struct Safari: UIViewControllerRepresentable {
    let url: URL
    @Environment(\.dismiss) private var dismiss

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let safariViewController = SFSafariViewController(url: url)
        // One-time setup: make runs once per view, update runs on every change.
        safariViewController.delegate = context.coordinator
        return safariViewController
    }

    func updateUIViewController(_ safariViewController: SFSafariViewController, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
    }

    final class Coordinator: NSObject, SFSafariViewControllerDelegate {
        var parent: Safari

        init(_ parent: Safari) {
            self.parent = parent
        }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            parent.dismiss()
        }
    }
}
