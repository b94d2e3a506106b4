import PhotosUI
import SwiftUI
import UIKit

/// PHPickerViewController in SwiftUI.
struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var results: [PHPickerResult]
    @Environment(\.dismiss) private var dismiss

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 1
        let pickerViewController = PHPickerViewController(configuration: configuration)
        // One-time setup: make runs once per view, update runs on every change.
        pickerViewController.delegate = context.coordinator
        return pickerViewController
    }

    func updateUIViewController(_ pickerViewController: PHPickerViewController, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
    }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        var parent: PhotoPicker

        init(_ parent: PhotoPicker) {
            self.parent = parent
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.results = results
            parent.dismiss()
        }
    }
}
