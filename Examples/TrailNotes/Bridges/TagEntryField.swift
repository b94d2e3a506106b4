import SwiftUI
import UIKit

/// A one-line field for adding a tag to a trail. UITextField rather than TextField so
/// the return key can say "Add" and the field keeps focus between entries.
struct TagEntryField: UIViewRepresentable {
    @Binding var text: String
    var placeholder = "Add a tag"
    var onSubmit: (String) -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.clearButtonMode = .whileEditing
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        context.coordinator.parent = self
        uiView.placeholder = placeholder
        // BUG(representable-unguarded-two-way-update): the coordinator writes every keystroke back to `text`; setting it again unconditionally moves the cursor to the end and breaks marked text while typing.
        uiView.text = text
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: TagEntryField

        init(_ parent: TagEntryField) {
            self.parent = parent
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            parent.text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            let tag = (textField.text ?? "").trimmingCharacters(in: .whitespaces)
            if !tag.isEmpty {
                parent.onSubmit(tag)
            }
            return false
        }
    }
}
