import SwiftUI
import UIKit
import WebKit

/// WKWebView in SwiftUI.
struct WebView: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        // One-time setup: make runs once per view, update runs on every change.
        webView.navigationDelegate = context.coordinator
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if context.coordinator.loadedURL != url {
            context.coordinator.loadedURL = url
            webView.load(URLRequest(url: url))
        }
    }

    /// SwiftUI is removing the view for good: stop what it still runs.
    static func dismantleUIView(_ webView: WKWebView, coordinator: Coordinator) {
        webView.stopLoading()
        webView.navigationDelegate = nil
    }

    /// WKWebView has no size of its own: this is the size it takes when SwiftUI asks for an ideal size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: WKWebView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: proposal.height ?? 240)
    }

    final class Coordinator: NSObject, WKNavigationDelegate {
        var parent: WebView
        var loadedURL: URL?

        init(_ parent: WebView) {
            self.parent = parent
        }
    }
}
