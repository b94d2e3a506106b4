import AVFoundation
import AVKit
import SwiftUI
import UIKit

/// AVPlayerViewController in SwiftUI.
struct Player: UIViewControllerRepresentable {
    let player: AVPlayer
    let onFinish: @MainActor () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let playerViewController = AVPlayerViewController()
        return playerViewController
    }

    func updateUIViewController(_ playerViewController: AVPlayerViewController, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if playerViewController.player !== player {
            playerViewController.player = player
        }
    }

    /// SwiftUI is removing the view for good: stop what it still runs.
    static func dismantleUIViewController(_ playerViewController: AVPlayerViewController, coordinator: Coordinator) {
        playerViewController.player?.pause()
    }

    final class Coordinator: NSObject {
        var parent: Player

        init(_ parent: Player) {
            self.parent = parent
        }

        // Call `parent.onFinish(…)` where AVPlayerViewController reports it. Always through `parent`, never a copy kept
        // here: update refreshes `parent`, so this is the latest view's closure with what it captures now.
    }
}
