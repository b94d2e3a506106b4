import AVFoundation
import SwiftUI
import UIKit

/// CameraPreviewLayerView in SwiftUI.
struct CameraPreview: UIViewRepresentable {
    let session: AVCaptureSession

    func makeUIView(context: Context) -> CameraPreviewLayerView {
        let cameraPreviewLayerView = CameraPreviewLayerView()
        cameraPreviewLayerView.previewLayer.videoGravity = .resizeAspectFill
        return cameraPreviewLayerView
    }

    func updateUIView(_ cameraPreviewLayerView: CameraPreviewLayerView, context: Context) {
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if cameraPreviewLayerView.previewLayer.session !== session {
            cameraPreviewLayerView.previewLayer.session = session
        }
    }

    /// CameraPreviewLayerView has no size of its own: this is the size it takes when SwiftUI asks for an ideal size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: CameraPreviewLayerView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: proposal.height ?? 240)
    }
}

/// A view whose own layer is the camera preview, so the preview follows the view's size with no frame code.
final class CameraPreviewLayerView: UIView {
    override class var layerClass: AnyClass {
        AVCaptureVideoPreviewLayer.self
    }

    var previewLayer: AVCaptureVideoPreviewLayer {
        // layerClass above guarantees the layer's class.
        layer as! AVCaptureVideoPreviewLayer
    }
}
