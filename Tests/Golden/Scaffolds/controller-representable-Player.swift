import AVFoundation
import AVKit
import SwiftUI
import UIKit

/// AVPlayerViewController in SwiftUI.
struct Player: UIViewControllerRepresentable {
    let player: AVPlayer

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let playerViewController = AVPlayerViewController()
        return playerViewController
    }

    func updateUIViewController(_ playerViewController: AVPlayerViewController, context: Context) {
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if playerViewController.player !== player {
            playerViewController.player = player
        }
    }

    /// SwiftUI is removing the view for good: stop what it still runs.
    static func dismantleUIViewController(_ playerViewController: AVPlayerViewController, coordinator: ()) {
        playerViewController.player?.pause()
    }
}
