import SwiftUI
import UIKit

/// UITextField in SwiftUI.
struct SubmitField: UIViewRepresentable {
    @Binding var text: String
    let onSubmit: (String) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextField {
        let textField = UITextField()
        textField.borderStyle = .roundedRect
        // One-time setup: make runs once per view, update runs on every change.
        textField.delegate = context.coordinator
        textField.addTarget(context.coordinator, action: #selector(Coordinator.editingChanged(_:)), for: .editingChanged)
        return textField
    }

    func updateUIView(_ textField: UITextField, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if textField.text != text {
            textField.text = text
        }
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: SubmitField

        init(_ parent: SubmitField) {
            self.parent = parent
        }

        @objc func editingChanged(_ sender: UITextField) {
            parent.text = sender.text ?? ""
        }

        // Call `parent.onSubmit(…)` where UITextField reports it. Always through `parent`, never a copy kept
        // here: update refreshes `parent`, so this is the latest view's closure with what it captures now.
    }
}
