import BridgeLintCore
import SwiftSyntax

/// update sets a UIKit property from an input that the UIKit side also writes back, with no guard.
struct RepresentableUnguardedTwoWayUpdate: Rule {
    static let description = RuleDescription(
        id: "representable-unguarded-two-way-update",
        summary: "update sets a UIKit property from an input the coordinator writes back, without comparing first",
        severity: .warning,
        rationale: """
            In a two-way bridge the coordinator copies the UIKit value into a binding (`parent.text = field.text`), \
            which makes SwiftUI call update, which copies the binding back into the view. Setting the property \
            unconditionally there re-enters UIKit while the user is typing or scrolling: the cursor jumps to the end, \
            marked text of an input method is lost, scrolling stutters, and some views call their delegate again, \
            turning the round trip into an update loop.
            """,
        howToFix: """
            Only write when the values differ: `if view.text != text { view.text = text }`. `bridgelint fix` adds \
            that comparison. For properties that are not Equatable, compare a key part of them, or have the \
            coordinator set a flag while it writes back and skip update's write while the flag is set.
            """,
        triggeringExamples: [
            Example("""
                // The binding is a plain property, and the closure that writes it back is handed over in update.
                struct PassphraseField: UIViewRepresentable {
                    let text: Binding<String>
                    func makeUIView(context: Context) -> ReportingField { ReportingField() }
                    func updateUIView(_ field: ReportingField, context: Context) {
                        ↓field.text = text.wrappedValue
                        field.onEdit = { [text] in text.wrappedValue = $0 ?? "" }
                    }
                }
                final class ReportingField: UITextField {
                    var onEdit: (String?) -> Void = { _ in }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addTarget(self, action: #selector(edited), for: .editingChanged)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    @objc private func edited() { onEdit(text) }
                }
                """),
            Example("""
                // A callback closure set on the field writes the text back; the `if let text` below the write
                // binds a local of its own and does not guard it.
                struct TagInput: UIViewRepresentable {
                    @Binding var text: String?
                    @Binding var commit: Bool
                    func makeUIView(context: Context) -> TagField {
                        let field = TagField()
                        field.onTextChange = { value in text = value }
                        return field
                    }
                    func updateUIView(_ field: TagField, context: Context) {
                        ↓field.text = text ?? ""
                        if commit, let text, !text.isEmpty {
                            field.addTag(text)
                        }
                    }
                }
                """),
            Example("""
                // Deferring the write to the main queue only moves it to just after each update.
                struct AddressField: UIViewRepresentable {
                    @Binding var address: String
                    func makeCoordinator() -> Coordinator { Coordinator(address: $address) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        DispatchQueue.main.async {
                            ↓field.text = address
                        }
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        @Binding var address: String
                        init(address: Binding<String>) { _address = address }
                        func textFieldDidChangeSelection(_ field: UITextField) { address = field.text ?? "" }
                    }
                }
                """),
            Example("""
                // Only a preview shows the field: no typing in the app goes through it yet (latent).
                struct DraftField: UIViewRepresentable {
                    @Binding var draft: String
                    func makeCoordinator() -> Coordinator { Coordinator(draft: $draft) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        ↓field.text = draft
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        @Binding var draft: String
                        init(draft: Binding<String>) { _draft = draft }
                        func textFieldDidChangeSelection(_ field: UITextField) { draft = field.text ?? "" }
                    }
                }
                #Preview {
                    DraftField(draft: .constant("Hello"))
                }
                """, confidence: .latent),
            Example("""
                // The styled text is rebuilt from the input and put back on each update: a keystroke loops through it.
                struct NotesField: NSViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
                    func makeNSView(context: Context) -> NSScrollView {
                        let scroll = NSTextView.scrollableTextView()
                        (scroll.documentView as? NSTextView)?.delegate = context.coordinator
                        return scroll
                    }
                    func updateNSView(_ scroll: NSScrollView, context: Context) {
                        guard let textView = scroll.documentView as? NSTextView else { return }
                        let styled = NSMutableAttributedString(string: text)
                        styled.addAttribute(.font, value: NSFont.systemFont(ofSize: 13), range: NSRange(location: 0, length: styled.length))
                        ↓textView.textStorage?.setAttributedString(styled)
                    }
                    final class Coordinator: NSObject, NSTextViewDelegate {
                        @Binding var text: String
                        init(text: Binding<String>) { _text = text }
                        func textDidChange(_ notification: Notification) {
                            guard let textView = notification.object as? NSTextView else { return }
                            text = textView.string
                        }
                    }
                }
                """),
            Example("""
                // The condition tests only the value being written: every keystroke but a zero still resets the field.
                struct AmountField: UIViewRepresentable {
                    @Binding var amount: Decimal
                    let formatter: NumberFormatter
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .editingChanged)
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        if amount != 0 {
                            ↓field.text = formatter.string(from: amount as NSNumber)
                        }
                    }
                    func makeCoordinator() -> Coordinator { Coordinator(amount: $amount, formatter: formatter) }
                    final class Coordinator: NSObject {
                        @Binding var amount: Decimal
                        let formatter: NumberFormatter
                        init(amount: Binding<Decimal>, formatter: NumberFormatter) { _amount = amount; self.formatter = formatter }
                        @objc func changed(_ field: UITextField) {
                            amount = formatter.number(from: field.text ?? "")?.decimalValue ?? 0
                        }
                    }
                }
                """),
            Example("""
                struct SearchField: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ uiView: UITextField, context: Context) {
                        context.coordinator.parent = self
                        ↓uiView.text = text
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var parent: SearchField
                        init(_ parent: SearchField) { self.parent = parent }
                        func textFieldDidChangeSelection(_ textField: UITextField) {
                            parent.text = textField.text ?? ""
                        }
                    }
                }
                """),
            Example("""
                struct NotesEditor: UIViewRepresentable {
                    @Binding var notes: String
                    func makeCoordinator() -> Coordinator { Coordinator(value: $notes) }
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        textView.delegate = context.coordinator
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        ↓textView.text = notes
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        private var binding: Binding<String>
                        init(value: Binding<String>) { self.binding = value }
                        func textViewDidChange(_ textView: UITextView) {
                            binding.wrappedValue = textView.text
                        }
                    }
                }
                """),
            Example("""
                // The coordinator flag is for the Escape key: the keystroke write-back never reads it.
                struct FilterField: NSViewRepresentable {
                    @Binding var filter: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeNSView(context: Context) -> NSSearchField {
                        let field = NSSearchField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateNSView(_ field: NSSearchField, context: Context) {
                        ↓field.stringValue = filter
                        if context.coordinator.dropsFocus {
                            field.window?.makeFirstResponder(nil)
                            context.coordinator.dropsFocus = false
                        }
                    }
                    final class Coordinator: NSObject, NSSearchFieldDelegate {
                        var parent: FilterField
                        var dropsFocus = false
                        init(_ parent: FilterField) { self.parent = parent }
                        func controlTextDidChange(_ notification: Notification) {
                            guard let field = notification.object as? NSSearchField else { return }
                            parent.filter = field.stringValue
                        }
                        func control(_ control: NSControl, textView: NSTextView, doCommandBy selector: Selector) -> Bool {
                            guard selector == #selector(NSResponder.cancelOperation(_:)) else { return false }
                            dropsFocus = true
                            return true
                        }
                    }
                }
                """),
            Example("""
                struct QueryField: NSViewRepresentable {
                    @Binding var query: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeNSView(context: Context) -> NSTextField {
                        let field = NSTextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateNSView(_ field: NSTextField, context: Context) {
                        context.coordinator.parent = self
                        ↓field.stringValue = query
                    }
                    final class Coordinator: NSObject, NSTextFieldDelegate {
                        var parent: QueryField
                        init(_ parent: QueryField) { self.parent = parent }
                        func controlTextDidChange(_ notification: Notification) {
                            guard let field = notification.object as? NSTextField else { return }
                            parent.query = field.stringValue
                        }
                    }
                }
                """),
            Example("""
                struct OptionField: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField { context.coordinator.field }
                    func updateUIView(_ field: UITextField, context: Context) {
                        context.coordinator.view = self
                        ↓field.text = text
                    }
                }
                extension OptionField {
                    final class Coordinator: NSObject {
                        let field = UITextField()
                        var view: OptionField
                        var subscriptions: Set<AnyCancellable> = []
                        init(_ view: OptionField) {
                            self.view = view
                            super.init()
                            NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: field)
                                .sink { [weak self] _ in self?.view.text = self?.field.text ?? "" }
                                .store(in: &subscriptions)
                        }
                    }
                }
                """),
            Example("""
                // The write goes through a constant that names a part of the controller's view.
                struct FilterSearch: UIViewControllerRepresentable {
                    @Binding var filter: String
                    func makeCoordinator() -> Coordinator { Coordinator(filter: $filter) }
                    func makeUIViewController(context: Context) -> FilterController {
                        let controller = FilterController()
                        controller.search.searchBar.delegate = context.coordinator
                        return controller
                    }
                    func updateUIViewController(_ controller: FilterController, context: Context) {
                        let bar = controller.search.searchBar
                        ↓bar.text = filter
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let filter: Binding<String>
                        init(filter: Binding<String>) { self.filter = filter }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            filter.wrappedValue = searchText
                        }
                    }
                }
                """),
            Example("""
                // make returns a container; the coordinator holds the field update reaches.
                struct TagField: NSViewRepresentable {
                    @Binding var tag: String
                    func makeCoordinator() -> Coordinator { Coordinator(tag: $tag) }
                    func makeNSView(context: Context) -> NSView {
                        let box = NSView()
                        let field = NSTextField(string: tag)
                        field.delegate = context.coordinator
                        box.addSubview(field)
                        context.coordinator.field = field
                        return box
                    }
                    func updateNSView(_ box: NSView, context: Context) {
                        if let field = context.coordinator.field {
                            ↓field.stringValue = tag
                        }
                    }
                    final class Coordinator: NSObject, NSTextFieldDelegate {
                        @Binding var tag: String
                        weak var field: NSTextField?
                        init(tag: Binding<String>) { _tag = tag }
                        func controlTextDidChange(_ note: Notification) { tag = field?.stringValue ?? "" }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The field the coordinator holds is set only when its text differs.
                struct TagField: NSViewRepresentable {
                    @Binding var tag: String
                    func makeCoordinator() -> Coordinator { Coordinator(tag: $tag) }
                    func makeNSView(context: Context) -> NSView {
                        let box = NSView()
                        let field = NSTextField(string: tag)
                        field.delegate = context.coordinator
                        box.addSubview(field)
                        context.coordinator.field = field
                        return box
                    }
                    func updateNSView(_ box: NSView, context: Context) {
                        if let field = context.coordinator.field {
                            if field.stringValue != tag { field.stringValue = tag }
                        }
                    }
                    final class Coordinator: NSObject, NSTextFieldDelegate {
                        @Binding var tag: String
                        weak var field: NSTextField?
                        init(tag: Binding<String>) { _tag = tag }
                        func controlTextDidChange(_ note: Notification) { tag = field?.stringValue ?? "" }
                    }
                }
                """),
            Example("""
                // The deferred write compares first: a keystroke's own value is not written back.
                struct AddressField: UIViewRepresentable {
                    @Binding var address: String
                    func makeCoordinator() -> Coordinator { Coordinator(address: $address) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        DispatchQueue.main.async {
                            if field.text != address { field.text = address }
                        }
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        @Binding var address: String
                        init(address: Binding<String>) { _address = address }
                        func textFieldDidChangeSelection(_ field: UITextField) { address = field.text ?? "" }
                    }
                }
                """),
            Example("""
                // The field refuses every keystroke and the code sets the text: no edit of the user's is there to disturb.
                struct EmojiField: UIViewRepresentable {
                    @Binding var emoji: String
                    func makeCoordinator() -> Coordinator { Coordinator(emoji: $emoji) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) { field.text = emoji }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        @Binding var emoji: String
                        init(emoji: Binding<String>) { _emoji = emoji }
                        func textField(_ field: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                            emoji = string.isSingleEmoji ? string : ""
                            field.endEditing(true)
                            return false
                        }
                    }
                }
                """),
            Example("""
                // The value goes back only when editing ends: no keystroke is in flight for update to disturb.
                struct ShortcutField: NSViewRepresentable {
                    @Binding var shortcut: Shortcut?
                    func makeNSView(context: Context) -> NSTextField {
                        let field = NSTextField()
                        field.delegate = context.coordinator
                        field.formatter = ShortcutFormatter()
                        return field
                    }
                    func updateNSView(_ field: NSTextField, context: Context) {
                        field.objectValue = shortcut
                    }
                    func makeCoordinator() -> Coordinator { Coordinator(shortcut: $shortcut) }
                    final class Coordinator: NSObject, NSTextFieldDelegate {
                        @Binding var shortcut: Shortcut?
                        init(shortcut: Binding<Shortcut?>) { _shortcut = shortcut }
                        func controlTextDidEndEditing(_ notification: Notification) {
                            guard let field = notification.object as? NSTextField else { return }
                            let entered = field.objectValue as? Shortcut
                            shortcut = entered
                        }
                    }
                }
                """),
            Example("""
                // The same write through a constant, compared first.
                struct FilterSearch: UIViewControllerRepresentable {
                    @Binding var filter: String
                    func makeCoordinator() -> Coordinator { Coordinator(filter: $filter) }
                    func makeUIViewController(context: Context) -> FilterController {
                        let controller = FilterController()
                        controller.search.searchBar.delegate = context.coordinator
                        return controller
                    }
                    func updateUIViewController(_ controller: FilterController, context: Context) {
                        let bar = controller.search.searchBar
                        if bar.text != filter {
                            bar.text = filter
                        }
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let filter: Binding<String>
                        init(filter: Binding<String>) { self.filter = filter }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            filter.wrappedValue = searchText
                        }
                    }
                }
                """),
            Example("""
                // A label of the controller shows the filter; only the search bar reports edits, and setting a
                // label's text sends nothing back.
                struct FilterSearch: UIViewControllerRepresentable {
                    @Binding var filter: String
                    func makeCoordinator() -> Coordinator { Coordinator(filter: $filter) }
                    func makeUIViewController(context: Context) -> FilterController {
                        let controller = FilterController()
                        controller.search.searchBar.delegate = context.coordinator
                        return controller
                    }
                    func updateUIViewController(_ controller: FilterController, context: Context) {
                        let summary = controller.summaryLabel
                        summary.text = filter
                        controller.footerLabel.text = filter
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let filter: Binding<String>
                        init(filter: Binding<String>) { self.filter = filter }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            filter.wrappedValue = searchText
                        }
                    }
                }
                """),
            Example("""
                // A constant that is not part of the view: a formatter's text is not the field the user edits.
                struct FilterSearch: UIViewControllerRepresentable {
                    @Binding var filter: String
                    let formatter: FilterFormatter
                    func makeCoordinator() -> Coordinator { Coordinator(filter: $filter) }
                    func makeUIViewController(context: Context) -> FilterController {
                        let controller = FilterController()
                        controller.search.searchBar.delegate = context.coordinator
                        return controller
                    }
                    func updateUIViewController(_ controller: FilterController, context: Context) {
                        let preview = formatter.preview
                        preview.text = filter
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let filter: Binding<String>
                        init(filter: Binding<String>) { self.filter = filter }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            filter.wrappedValue = searchText
                        }
                    }
                }
                """),
            Example("""
                // A slider and a switch send no action when set in code, and have no caret to move.
                struct VolumeSlider: UIViewRepresentable {
                    @Binding var volume: Double
                    func makeUIView(context: Context) -> UISlider {
                        let slider = UISlider()
                        slider.addAction(UIAction { _ in
                            volume = Double(slider.value)
                        }, for: .valueChanged)
                        return slider
                    }
                    func updateUIView(_ slider: UISlider, context: Context) {
                        slider.value = Float(volume)
                    }
                }
                """),
            Example("""
                extension SyncToggle: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator(isOn: $isOn) }
                    func makeUIView(context: Context) -> UISwitch {
                        let toggle = UISwitch()
                        toggle.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .valueChanged)
                        return toggle
                    }
                    func updateUIView(_ toggle: UISwitch, context: Context) {
                        toggle.isOn = isOn
                    }
                }
                struct SyncToggle {
                    @Binding var isOn: Bool
                    final class Coordinator: NSObject {
                        @Binding var isOn: Bool
                        init(isOn: Binding<Bool>) { _isOn = isOn }
                        @objc func changed(_ sender: UISwitch) { self.isOn = sender.isOn }
                    }
                }
                """),
            Example("""
                struct SearchField: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ uiView: UITextField, context: Context) {
                        context.coordinator.parent = self
                        if uiView.text != text {
                            uiView.text = text
                        }
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var parent: SearchField
                        init(_ parent: SearchField) { self.parent = parent }
                        func textFieldDidChangeSelection(_ textField: UITextField) {
                            parent.text = textField.text ?? ""
                        }
                    }
                }
                """),
            Example("""
                // The coordinator writes back `isEditing`, never `text`: setting the text cannot loop.
                struct SearchField: UIViewRepresentable {
                    let text: String
                    @Binding var isEditing: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ uiView: UITextField, context: Context) {
                        context.coordinator.parent = self
                        uiView.text = text
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var parent: SearchField
                        init(_ parent: SearchField) { self.parent = parent }
                        func textFieldDidBeginEditing(_ textField: UITextField) { parent.isEditing = true }
                        func textFieldDidEndEditing(_ textField: UITextField) { parent.isEditing = false }
                    }
                }
                """),
            Example("""
                // Only derived properties are set from the written-back text; the text itself is compared first.
                struct SearchField: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> SearchFieldView { SearchFieldView() }
                    func updateUIView(_ uiView: SearchFieldView, context: Context) {
                        context.coordinator.parent = self
                        uiView.clearButton.isHidden = text.isEmpty
                        uiView.placeholderLabel.alpha = text.isEmpty ? 1 : 0
                        if uiView.field.text != text { uiView.field.text = text }
                    }
                    final class Coordinator: NSObject {
                        var parent: SearchField
                        init(_ parent: SearchField) { self.parent = parent }
                        @objc func edited(_ field: UITextField) { parent.text = field.text ?? "" }
                    }
                }
                """),
            Example("""
                // The internal-update flag: the coordinator ignores the delegate call that update's own write causes.
                struct NotesEditor: UIViewRepresentable {
                    @Binding var notes: String
                    func makeCoordinator() -> Coordinator { Coordinator(notes: $notes) }
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        textView.delegate = context.coordinator
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        context.coordinator.isApplyingUpdate = true
                        textView.text = notes
                        context.coordinator.isApplyingUpdate = false
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var notes: Binding<String>
                        var isApplyingUpdate = false
                        init(notes: Binding<String>) { self.notes = notes }
                        func textViewDidChange(_ textView: UITextView) {
                            guard !isApplyingUpdate else { return }
                            notes.wrappedValue = textView.text
                        }
                    }
                }
                """),
            Example("""
                struct NotesEditor: UIViewRepresentable {
                    @Binding var notes: String
                    func makeCoordinator() -> Coordinator { Coordinator(notes: $notes) }
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        textView.delegate = context.coordinator
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        guard !context.coordinator.isEditing else { return }
                        textView.text = notes
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var notes: Binding<String>
                        var isEditing = false
                        init(notes: Binding<String>) { self.notes = notes }
                        func textViewDidBeginEditing(_ textView: UITextView) { isEditing = true }
                        func textViewDidEndEditing(_ textView: UITextView) { isEditing = false }
                        func textViewDidChange(_ textView: UITextView) { notes.wrappedValue = textView.text }
                    }
                }
                """),
            Example("""
                // Write-backs deferred to the next run loop turn do not re-enter the update.
                struct PageControl: UIViewRepresentable {
                    @Binding var page: Int
                    let count: Int
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UIPageControl {
                        let control = UIPageControl()
                        control.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .valueChanged)
                        return control
                    }
                    func updateUIView(_ control: UIPageControl, context: Context) {
                        context.coordinator.parent = self
                        control.numberOfPages = count
                        control.currentPage = page
                    }
                    final class Coordinator: NSObject {
                        var parent: PageControl
                        init(_ parent: PageControl) { self.parent = parent }
                        @objc func changed(_ control: UIPageControl) {
                            DispatchQueue.main.async { self.parent.page = control.currentPage }
                        }
                    }
                }
                """),
            Example("""
                struct RatingView: UIViewRepresentable {
                    @Binding var rating: Int
                    func makeUIView(context: Context) -> RatingControl {
                        let control = RatingControl()
                        control.onChange = { newValue in
                            Task { @MainActor in rating = newValue }
                        }
                        return control
                    }
                    func updateUIView(_ control: RatingControl, context: Context) {
                        control.rating = rating
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                struct NameField: UIViewRepresentable {
                    @Binding var name: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        context.coordinator.parent = self
                        ↓field.text = name // keeps the cursor where it is
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var parent: NameField
                        init(_ parent: NameField) { self.parent = parent }
                        func textFieldDidChangeSelection(_ textField: UITextField) {
                            parent.name = textField.text ?? ""
                        }
                    }
                }
                """, """
                struct NameField: UIViewRepresentable {
                    @Binding var name: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        context.coordinator.parent = self
                        if field.text != name {
                            field.text = name
                        } // keeps the cursor where it is
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var parent: NameField
                        init(_ parent: NameField) { self.parent = parent }
                        func textFieldDidChangeSelection(_ textField: UITextField) {
                            parent.name = textField.text ?? ""
                        }
                    }
                }
                """),
            Correction("""
                struct ZoomingPhoto: UIViewRepresentable {
                    @Binding var zoom: CGFloat
                    func makeCoordinator() -> Coordinator { Coordinator(zoom: $zoom) }
                    func makeUIView(context: Context) -> UIScrollView {
                        let scroll = UIScrollView()
                        scroll.delegate = context.coordinator
                        return scroll
                    }
                    func updateUIView(_ scroll: UIScrollView, context: Context) {
                      scroll.maximumZoomScale = 4
                      ↓scroll.zoomScale = zoom
                    }
                    final class Coordinator: NSObject, UIScrollViewDelegate {
                        @Binding var zoom: CGFloat
                        init(zoom: Binding<CGFloat>) { _zoom = zoom }
                        func scrollViewDidZoom(_ scrollView: UIScrollView) { zoom = scrollView.zoomScale }
                    }
                }
                """, """
                struct ZoomingPhoto: UIViewRepresentable {
                    @Binding var zoom: CGFloat
                    func makeCoordinator() -> Coordinator { Coordinator(zoom: $zoom) }
                    func makeUIView(context: Context) -> UIScrollView {
                        let scroll = UIScrollView()
                        scroll.delegate = context.coordinator
                        return scroll
                    }
                    func updateUIView(_ scroll: UIScrollView, context: Context) {
                      scroll.maximumZoomScale = 4
                      if scroll.zoomScale != zoom {
                        scroll.zoomScale = zoom
                      }
                    }
                    final class Coordinator: NSObject, UIScrollViewDelegate {
                        @Binding var zoom: CGFloat
                        init(zoom: Binding<CGFloat>) { _zoom = zoom }
                        func scrollViewDidZoom(_ scrollView: UIScrollView) { zoom = scrollView.zoomScale }
                    }
                }
                """),
        ],
        symptoms: [
            "The cursor jumps to the end of a text field while typing",
            "Marked text of an input method (Japanese, Chinese) is lost",
            "A scroll view or map stutters or snaps back while dragged",
            "AttributeGraph: cycle detected",
            "cursor jumps while typing",
            "cursor jumps to the end of the text field",
            "map keeps snapping back",
            "scroll position jumps back while scrolling",
            "typed characters get lost",
            "AttributeGraph: cycle detected through attribute",
            "onChange(of:) action tried to update multiple times per frame",
            "slider stutters while dragging",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let update = representable.update, let body = update.body, let viewName = representable.updateViewName
            else { continue }
            // A value written back once the user is done (end of editing, return) meets no typing to disrupt, nor
            // does one written while the code refuses the keystroke and sets the text itself.
            let immediate = representable.immediateWriteBacks.filter { !Self.isAfterEditing($0.node) && !Self.isInRefusedEdit($0.node) }
            let writtenBack = immediate.reduce(into: [String: Set<String>]()) { $0[$1.input, default: []].formUnion($1.sourceProperties) }
            let coordinatorCode = representable.coordinator?.laterCode().map(\.code) ?? []
            guard !writtenBack.isEmpty,
                  !Self.setsCoordinatorFlag(in: body, contextName: Representable.contextName(in: update),
                                            readBy: Self.writeBackPaths(of: immediate, in: coordinatorCode))
            else { continue }
            var parts = Self.viewParts(in: body, viewName: viewName)
            // The control a container's coordinator holds stands for the represented view inside its `if let`.
            let heldControls = CoordinatorHeldControl.all(in: representable)
            for held in heldControls { parts[held.name] = [viewName] }
            let listened = representable.listenedObjectNames
            // A condition on the written-back input alone (`if text != 0`) lets every keystroke through: no guard.
            let uikitNames = representable.updateUIKitNames
            // A write deferred with `DispatchQueue.main.async { … }` still runs after every update, keystrokes included.
            let everyUpdate = Write.all(in: body, outsideClosures: false).filter {
                Placement(of: $0.node, in: body, uikitNames: uikitNames, unguardingNames: Set(writtenBack.keys),
                          seeingThroughDeferrals: true) == .everyCall
            }
            let heldWrites = heldControls.flatMap { held in
                Write.all(in: held.body, outsideClosures: false).filter {
                    Placement(of: $0.node, in: held.body, uikitNames: uikitNames, unguardingNames: Set(writtenBack.keys),
                              seeingThroughDeferrals: true) == .everyCall
                }
            }
            let writes = (everyUpdate + heldWrites).compactMap(ViewWrite.init)
                + Self.storageReplacements(in: body, uikitNames: uikitNames, unguardingNames: Set(writtenBack.keys))
            for write in writes {
                guard let root = write.written.first,
                      case let path = (parts[root] ?? [root]) + write.written.dropFirst(), path.count >= 2, path[0] == viewName,
                      // A part of the view (`controller.search.searchBar.text`) loops only if the UIKit side listens to it.
                      path.count == 2 || listened.contains(path[path.count - 2])
                else { continue }
                // `let value = NSMutableAttributedString(string: text)`: a local is followed to what it was made from.
                let read = LocalBinding.sources(of: write.values.map(Syntax.init), at: Syntax(write.node))
                    .reduce(into: Set<String>()) { $0.formUnion(NameReferences.collect(in: $1).names) }
                // Only locals in sight of the write hide an input: an `if let text` further down does not.
                let inputs = representable.expandingHelpers(read.filter { HostingScope.local(named: $0, at: write.node) == nil })
                    .intersection(writtenBack.keys)
                // Only the property the user edits loops back (`field.text`), not one merely derived from the same
                // input (`placeholder.isHidden = !text.isEmpty`).
                guard let property = path.last, !Self.silentControlProperties.contains(property),
                      let input = inputs.sorted().first(where: { Self.isEdited(property, input: $0, readFrom: writtenBack[$0] ?? []) })
                else { continue }
                // The write-back that closes the loop, shown beside the finding by editors and in SARIF.
                let loop = immediate.first { $0.input == input }.map {
                    report.file.relatedLocation(at: $0.node, "'\(input)' is written back here while the UIKit view changes")
                }
                // The code puts the caret back itself (often to re-apply highlighting on each keystroke). UIKit text
                // views report marked (IME) text to their delegate while it is composed, so the write still breaks
                // composition; an AppKit text view reports the text once it is committed, which leaves only the
                // undo history: latent.
                let restored = Self.restoresSelection(after: write.node, in: body) && Self.textProperties.contains(property)
                let latent = restored && representable.lifecycle.make == "makeNSView"
                let consequence = !restored ? Self.consequence(of: property, digitsOnly: Self.typesDigitsOnly(representable))
                    : latent
                    ? "each keystroke re-sets the whole text while the user types; restoring the selection afterwards keeps "
                        + "the caret, and the text view reports marked (IME) text only once it is committed, but the undo history is lost"
                    : "each keystroke re-sets the whole text while the user types; restoring the selection afterwards keeps "
                        + "the caret, but marked (IME) text being composed and the undo history are lost"
                let deferred = Deferral.isDeferred(write.node, within: body) ? " (deferred to the main queue, so just after it)" : ""
                report.add(at: write.node, """
                    '\(write.description)' \(write.verb) from '\(input)' on every update\(deferred), and the UIKit side writes '\(input)' back: \
                    \(consequence); set it only when it differs (if \(write.comparedText) != … { … })
                    """, fix: latent ? nil : write.assignment.map { Self.fix($0, in: update) } ?? write.node.as(FunctionCallExprSyntax.self).flatMap {
                        Self.fix($0, in: update)
                    }, related: loop.map { [$0] } ?? [], confidence: latent ? .latent : .witnessed)
            }
        }
    }

    /// A write in update that sets a property of the view: an assignment (`field.text = text`), or a call that
    /// replaces the whole text (`textView.textStorage?.setAttributedString(value)`, checked as a write of `string`).
    private struct ViewWrite {
        let node: ExprSyntax
        /// The path written: `[field, text]`, `[textView, string]`.
        let written: [String]
        let values: [ExprSyntax]
        /// How the message names it, with the verb that fits: `'field.text' is set`, `'….setAttributedString(…)' replaces the text`.
        let description: String
        let verb: String
        /// What the suggested comparison reads.
        let comparedText: String
        let assignment: Assignment?

        init?(_ write: Write) {
            guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  let written = assignment.target.memberPath
            else { return nil }
            node = ExprSyntax(sequence)
            self.written = written
            values = assignment.value
            description = assignment.target.trimmedDescription
            verb = "is set"
            comparedText = description
            self.assignment = assignment
        }

        init?(replacingTextOf call: FunctionCallExprSyntax) {
            guard call.calleeName == "setAttributedString", call.arguments.count == 1, let argument = call.arguments.first,
                  let storage = call.receiver?.withoutUnwraps.as(MemberAccessExprSyntax.self),
                  storage.declName.baseName.text == "textStorage", let owner = storage.base?.withoutUnwraps,
                  let path = owner.memberPath
            else { return nil }
            node = ExprSyntax(call)
            written = path + ["string"]
            values = [argument.expression]
            description = "\(owner.trimmedDescription).textStorage.setAttributedString(…)"
            verb = "replaces the whole text"
            comparedText = "\(owner.trimmedDescription).string"
            assignment = nil
        }
    }

    /// `textView.textStorage?.setAttributedString(value)` on every update: replaces the whole text like
    /// `textView.string = …`.
    private static func storageReplacements(
        in body: CodeBlockSyntax, uikitNames: Set<String>, unguardingNames: Set<String>
    ) -> [ViewWrite] {
        Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).compactMap { call in
            guard let write = ViewWrite(replacingTextOf: call),
                  Placement(of: Syntax(call), in: body, uikitNames: uikitNames, unguardingNames: unguardingNames) == .everyCall
            else { return nil }
            return write
        }
    }


    /// Constants of update's top level that name a part of the represented view, by the path they stand for:
    /// `let bar = controller.searchController.searchBar` gives `bar: [controller, searchController, searchBar]`,
    /// so `bar.text = query` is followed to the view like `controller.searchController.searchBar.text = query`.
    /// Casts and `guard let` are looked through, and the view make built inside a scroll view or box
    /// (`guard let text = scroll.documentView as? NSTextView`) stands for the represented view itself.
    static func viewParts(in body: CodeBlockSyntax, viewName: String) -> [String: [String]] {
        var parts: [String: [String]] = [:]
        for statement in body.statements {
            for (name, value) in constants(in: statement.item) {
                guard let memberPath = (value.castOperand ?? value).withoutUnwraps.memberPath, let root = memberPath.first
                else { continue }
                var path = (parts[root] ?? [root]) + memberPath.dropFirst()
                if path.count >= 2, path[0] == viewName, ["documentView", "contentView"].contains(path[1]) { path.remove(at: 1) }
                if path[0] == viewName { parts[name] = path }
            }
        }
        return parts
    }

    /// `let name = value` and `guard let name = value else { … }` of one top-level statement.
    private static func constants(in item: CodeBlockItemSyntax.Item) -> [(String, ExprSyntax)] {
        if let declaration = item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let),
           declaration.bindings.count == 1, let binding = declaration.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
            return [(name, value)]
        }
        guard let guardStatement = item.as(GuardStmtSyntax.self) else { return [] }
        return guardStatement.conditions.compactMap { element in
            guard case .optionalBinding(let binding) = element.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value
            else { return nil }
            return (name, value)
        }
    }

    /// Control values whose programmatic change sends no action or delegate call and has no caret or scroll
    /// position to disturb (a page control's page, a switch, a slider, a segmented control, a date picker):
    /// setting one again to the value the user just chose changes nothing.
    private static let silentControlProperties: Set<String> = [
        "currentPage", "isOn", "value", "doubleValue", "floatValue", "integerValue", "state", "selectedSegmentIndex",
        "date", "dateValue", "countDownDuration", "selectedRow", "selectedIndex", "selectedItem", "color", "selectedColor",
    ]

    private static let textProperties: Set<String> = [
        "text", "attributedText", "stringValue", "attributedStringValue", "string", "selectedRange", "selectedTextRange",
    ]

    /// `textView.selectedRanges = saved` or `textView.setSelectedRange(saved)` later in update: the code puts the
    /// caret back itself.
    private static func restoresSelection(after write: ExprSyntax, in body: CodeBlockSyntax) -> Bool {
        Write.all(in: body).contains { later in
            later.node.position > write.position
                && ["selectedRange", "selectedRanges", "selectedTextRange"].contains(later.target.memberPath?.last ?? "")
        } || Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).contains { call in
            call.position > write.position && call.calleeName == "setSelectedRange"
        }
    }

    /// Keyboards with no input method: nothing is ever composed in marked text.
    private static let digitKeyboards: Set<String> = ["numberPad", "decimalPad", "phonePad", "asciiCapableNumberPad"]

    /// Make gives the field a digit keyboard (`field.keyboardType = .decimalPad`).
    private static func typesDigitsOnly(_ representable: Representable) -> Bool {
        guard let body = representable.make.body else { return false }
        return Write.all(in: body).contains { write in
            guard write.target.memberPath?.last == "keyboardType",
                  let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  let value = assignment.value.first?.as(MemberAccessExprSyntax.self)
            else { return false }
            return digitKeyboards.contains(value.declName.baseName.text)
        }
    }

    /// What re-entering the view does, for the kind of property written.
    private static func consequence(of property: String, digitsOnly: Bool = false) -> String {
        switch property {
        case _ where textProperties.contains(property) && digitsOnly:
            "each keystroke re-enters the text field while the user types, so the caret jumps to the end"
        case _ where textProperties.contains(property):
            "each keystroke re-enters the text view while the user types, so the caret jumps to the end and "
                + "marked (IME) text being composed is lost"
        case "contentOffset", "zoomScale", "region", "centerCoordinate", "camera", "visibleMapRect":
            "setting it calls the delegate again, so every scroll or pan is answered by a jump back to the last "
                + "reported position and the two sides can loop"
        default:
            "each edit re-enters the view, which can undo the user's change or loop between the two sides"
        }
    }

    /// UIKit properties a user edits and a delegate or action reports back.
    private static let editableProperties: Set<String> = [
        "text", "attributedText", "stringValue", "attributedStringValue", "string", "value", "doubleValue",
        "floatValue", "integerValue", "isOn", "state", "selectedSegmentIndex", "selectedRange", "selectedTextRange",
        "date", "countDownDuration", "currentPage", "contentOffset", "zoomScale", "region", "centerCoordinate",
        "camera", "visibleMapRect", "selectedRow", "selectedIndex", "selectedItem", "color", "selectedColor",
    ]

    /// Whether `property` is where the UIKit side reads `input` back from: a property its write-back reads, one
    /// the user edits, or one named like the input.
    private static func isEdited(_ property: String, input: String, readFrom: Set<String>) -> Bool {
        readFrom.contains(property) || editableProperties.contains(property) || property == input
    }

    /// Wraps the write in `if target != value { … }`, indented one level deeper than the statement.
    private static func fix(_ assignment: Assignment, in function: FunctionDeclSyntax) -> Fix? {
        // A closure in the value (`text { … }`) would become a trailing closure of the `if` condition.
        guard !assignment.value.contains(where: { !Nodes.all(ClosureExprSyntax.self, in: $0).isEmpty || $0.is(ClosureExprSyntax.self) })
        else { return nil }
        let target = assignment.target.trimmedDescription
        return wrap(ExprSyntax(assignment.expression), in: "\(target) != \(assignment.valueText)", function: function,
                    summary: "Set \(target) only when it differs from the new value")
    }

    /// `if textView.textStorage?.isEqual(to: value) != true { … }`: text and attributes compared, on either platform.
    private static func fix(_ call: FunctionCallExprSyntax, in function: FunctionDeclSyntax) -> Fix? {
        guard let storage = call.receiver, let value = call.arguments.first?.expression else { return nil }
        return wrap(ExprSyntax(call), in: "\(storage.trimmedDescription).isEqual(to: \(value.trimmedDescription)) != true",
                    function: function, summary: "Replace the text only when it differs from the new value")
    }

    /// Wraps a statement in `if condition { … }`, indented one level deeper.
    private static func wrap(_ statement: ExprSyntax, in condition: String, function: FunctionDeclSyntax, summary: String) -> Fix? {
        guard statement.parent?.is(CodeBlockItemSyntax.self) == true else { return nil }
        let indent = Indentation.of(statement)
        let unit = Indentation.unit(around: function)
        let original = statement.trimmedDescription.replacingOccurrences(of: "\n", with: "\n" + unit)
        return Fix(summary, edits: [.replace(statement, with: "if \(condition) {\n\(indent)\(unit)\(original)\n\(indent)}")])
    }

    /// Inside a delegate method that runs when editing ends (`controlTextDidEndEditing`, `textFieldDidEndEditing`,
    /// `textFieldShouldReturn`, `searchBarSearchButtonClicked`).
    private static func isAfterEditing(_ node: ExprSyntax) -> Bool {
        guard let name = node.ancestor(FunctionDeclSyntax.self)?.name.text else { return false }
        return name.hasSuffix("DidEndEditing") || ["textFieldShouldReturn", "searchBarSearchButtonClicked"].contains(name)
    }

    /// A write-back in a `shouldChange…` delegate method that then refuses the edit (`return false`): the code,
    /// not the user's keystroke, sets the field's text (a formatter, a one-emoji field), so the field holds no
    /// edit of its own for update to disrupt, and comparing first would not keep the caret either.
    private static func isInRefusedEdit(_ node: ExprSyntax) -> Bool {
        // `textField(_:shouldChangeCharactersIn:replacementString:)`, `textView(_:shouldChangeTextIn:replacementText:)`.
        guard let function = node.ancestor(FunctionDeclSyntax.self),
              function.signature.parameterClause.parameters.contains(where: { $0.firstName.text.hasPrefix("shouldChange") })
        else { return false }
        var current = Syntax(node)
        while let parent = current.parent, parent.id != function.id {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self),
               let position = list.firstIndex(where: { $0.id == item.id }) {
                for later in list[list.index(after: position)...] {
                    guard let returned = later.item.as(ReturnStmtSyntax.self) else { continue }
                    return returned.expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
                }
            }
            current = parent
        }
        return false
    }

    /// The code a write-back runs in: its method, and the coordinator's methods that call that method (a
    /// delegate callback handing over to a helper). A flag guards the write-back only if this code reads it;
    /// a flag the coordinator reads elsewhere (`shouldResign` for the Escape key) stops no keystroke. All the
    /// coordinator's code when some write is outside a method.
    private static func writeBackPaths(of writeBacks: [WriteBack], in coordinatorCode: [Syntax]) -> [Syntax] {
        let methods = writeBacks.map { $0.node.ancestor(FunctionDeclSyntax.self) }
        guard !methods.isEmpty, methods.allSatisfy({ $0 != nil }) else { return coordinatorCode }
        let names = Set(methods.compactMap { $0?.name.text })
        let callers = coordinatorCode.flatMap { code in
            Nodes.all(FunctionDeclSyntax.self, in: code).filter { function in
                function.body?.tokens(viewMode: .sourceAccurate).contains {
                    if case .identifier(let name) = $0.tokenKind { return names.contains(name) }
                    return false
                } == true
            }
        }
        return methods.compactMap { $0.map(Syntax.init) } + callers.map(Syntax.init)
    }

    /// The internal-update flag: update raises a coordinator flag (`context.coordinator.isUpdating = true`)
    /// around its writes, so the coordinator can ignore the delegate calls they cause.
    /// A flag the coordinator's own code reads (`isUpdating`) is how it tells its write-back to stay quiet; one only
    /// update reads (`didBecomeFirstResponder`) guards nothing on the UIKit side. A coordinator out of sight counts.
    private static func setsCoordinatorFlag(in body: CodeBlockSyntax, contextName: String, readBy coordinatorCode: [Syntax]) -> Bool {
        Write.all(in: body).contains { write in
            guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  assignment.value.count == 1, assignment.value[0].is(BooleanLiteralExprSyntax.self),
                  let path = assignment.target.memberPath,
                  path.count >= 3, path[0] == contextName, path[1] == "coordinator"
            else { return false }
            let flag = path[2]
            return coordinatorCode.isEmpty || coordinatorCode.contains { code in
                code.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(flag) }
            }
        }
    }
}
