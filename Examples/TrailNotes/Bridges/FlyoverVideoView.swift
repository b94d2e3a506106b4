import SwiftUI
import UIKit
import AVFoundation

/// A UIView whose backing layer is an AVPlayerLayer.
final class PlayerLayerView: UIView {
    override class var layerClass: AnyClass { AVPlayerLayer.self }

    let player: AVPlayer

    private var playerLayer: AVPlayerLayer {
        // Safe: layerClass guarantees the backing layer type.
        layer as! AVPlayerLayer
    }

    init(player: AVPlayer) {
        self.player = player
        super.init(frame: .zero)
        playerLayer.player = player
        playerLayer.videoGravity = .resizeAspectFill
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Plays the trail's drone flyover. Callers apply `.id(url)` so a new URL
/// produces a fresh player instead of mutating the existing one.
struct FlyoverVideoView: UIViewRepresentable {
    let url: URL
    @Binding var isPlaying: Bool
    var isMuted = true

    func makeUIView(context: Context) -> PlayerLayerView {
        let view = PlayerLayerView(player: AVPlayer(url: url))
        view.clipsToBounds = true
        view.layer.cornerRadius = 12
        view.backgroundColor = .black
        return view
    }

    func updateUIView(_ uiView: PlayerLayerView, context: Context) {
        uiView.player.isMuted = isMuted
        if isPlaying {
            uiView.player.play()
        } else {
            uiView.player.pause()
        }
    }

    static func dismantleUIView(_ uiView: PlayerLayerView, coordinator: ()) {
        uiView.player.pause()
        uiView.player.replaceCurrentItem(with: nil)
    }
}
