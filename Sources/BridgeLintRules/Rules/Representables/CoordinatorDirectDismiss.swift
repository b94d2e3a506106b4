import BridgeLintCore
import SwiftSyntax

/// The coordinator dismisses the wrapped controller itself, behind SwiftUI's back.
struct CoordinatorDirectDismiss: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]

    static let description = RuleDescription(
        id: "coordinator-direct-dismiss",
        summary: "The coordinator dismisses the wrapped view controller itself instead of going through SwiftUI",
        severity: .warning,
        rationale: """
            A wrapped controller shown with `.sheet`, `.fullScreenCover` or a navigation destination is presented by \
            SwiftUI, which tracks it through the presentation binding. Dismissing it from UIKit \
            (`picker.dismiss(animated:)`) closes it without telling SwiftUI: the binding stays true, so the sheet \
            cannot be shown again until something resets it, or SwiftUI dismisses again and takes the presenting \
            screen with it. A warning shows the second dismissal: the same callback also dismisses through SwiftUI \
            (`dismiss()`, `isPresented = false`), or a call site's closure that the coordinator calls does, so the \
            controller is dismissed twice and the second dismissal can close the screen beneath. Without that, the \
            finding is latent: on current systems SwiftUI usually notices a sheet dismissed from UIKit, and on real \
            apps most such dismissals changed nothing at run time.
            """,
        howToFix: """
            Dismiss through SwiftUI: call the `@Environment(\\.dismiss)` action the representable captured \
            (`parent.dismiss()`), or set the presentation binding to false (`parent.isPresented = false`).
            """,
        triggeringExamples: [
            Example("""
                struct ScannerSheet: UIViewControllerRepresentable {
                    @Environment(\\.dismiss) private var dismiss
                    let onScan: (String) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> ScannerController {
                        let scanner = ScannerController()
                        scanner.delegate = context.coordinator
                        return scanner
                    }
                    func updateUIViewController(_ scanner: ScannerController, context: Context) {
                        context.coordinator.parent = self
                    }
                    final class Coordinator: NSObject, ScannerControllerDelegate {
                        var parent: ScannerSheet
                        init(_ parent: ScannerSheet) { self.parent = parent }
                        func scanner(_ scanner: ScannerController, didRead code: String) {
                            parent.onScan(code)
                            parent.dismiss()
                            ↓scanner.dismiss(animated: true)
                        }
                    }
                }
                """),
            Example(files: [
                "PhotoPickerView.swift": """
                    struct PhotoPickerView: UIViewControllerRepresentable {
                        let onPick: (NSItemProvider?) -> Void
                        func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }
                        func makeUIViewController(context: Context) -> PHPickerViewController {
                            let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                            picker.delegate = context.coordinator
                            return picker
                        }
                        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
                        final class Coordinator: PHPickerViewControllerDelegate {
                            let onPick: (NSItemProvider?) -> Void
                            init(onPick: @escaping (NSItemProvider?) -> Void) { self.onPick = onPick }
                            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                                onPick(results.first?.itemProvider)
                                ↓picker.dismiss(animated: true)
                            }
                        }
                    }
                    """,
                "AvatarEditor.swift": """
                    struct AvatarEditor: View {
                        @Environment(\\.dismiss) private var dismiss
                        let onChoose: (NSItemProvider) -> Void

                        var body: some View {
                            PhotoPickerView { provider in
                                provider.map(onChoose)
                                dismiss()
                            }
                        }
                    }
                    """,
            ]),
            Example("""
                struct ImagePicker: UIViewControllerRepresentable {
                    @Binding var image: UIImage?
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let picker = UIImagePickerController()
                        picker.delegate = context.coordinator
                        return picker
                    }
                    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
                        context.coordinator.parent = self
                    }
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        var parent: ImagePicker
                        init(_ parent: ImagePicker) { self.parent = parent }
                        func imagePickerController(_ picker: UIImagePickerController,
                                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                            parent.image = info[.originalImage] as? UIImage
                            ↓picker.dismiss(animated: true)
                        }
                        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                            ↓picker.presentingViewController?.dismiss(animated: true)
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // Declared as a plain UIViewController; the coordinator, declared outside, dismisses the picker it returns.
                final class PhotoPickerCoordinator: NSObject, PHPickerViewControllerDelegate {
                    let onPick: (UIImage) -> Void
                    init(onPick: @escaping (UIImage) -> Void) { self.onPick = onPick }
                    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                        guard let first = results.first else {
                            ↓picker.dismiss(animated: true)
                            return
                        }
                        load(first) { [onPick] image in onPick(image) }
                    }
                }

                struct PhotoPicker: UIViewControllerRepresentable {
                    let onPick: (UIImage) -> Void
                    func makeCoordinator() -> PhotoPickerCoordinator { PhotoPickerCoordinator(onPick: onPick) }
                    func makeUIViewController(context: Context) -> UIViewController {
                        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                        picker.delegate = context.coordinator
                        return picker
                    }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }
                """, confidence: .latent),
            Example("""
                // The SwiftUI flag is reset only in the UIKit dismissal's completion, once the scanner is gone (latent).
                struct PageScanner: UIViewControllerRepresentable {
                    let onDone: () -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(onDone: onDone) }
                    func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
                        let scanner = VNDocumentCameraViewController()
                        scanner.delegate = context.coordinator
                        return scanner
                    }
                    func updateUIViewController(_ scanner: VNDocumentCameraViewController, context: Context) {}
                    final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
                        let onDone: () -> Void
                        init(onDone: @escaping () -> Void) { self.onDone = onDone }
                        func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
                            ↓controller.dismiss(animated: true) { [onDone] in onDone() }
                        }
                    }
                }
                struct ScanScreen: View {
                    @State private var scanning = false
                    var body: some View {
                        Button("Scan") { scanning = true }
                            .fullScreenCover(isPresented: $scanning) { PageScanner(onDone: { scanning = false }) }
                    }
                }
                """, confidence: .latent),
            Example("""
                struct MailComposer: UIViewControllerRepresentable {
                    let recipient: String
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIViewController(context: Context) -> MFMailComposeViewController {
                        let mail = MFMailComposeViewController()
                        mail.setToRecipients([recipient])
                        mail.mailComposeDelegate = context.coordinator
                        return mail
                    }
                    func updateUIViewController(_ mail: MFMailComposeViewController, context: Context) {}
                    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
                        func mailComposeController(_ controller: MFMailComposeViewController,
                                                   didFinishWith result: MFMailComposeResult, error: Error?) {
                            DispatchQueue.main.async { ↓controller.dismiss(animated: true, completion: nil) }
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                struct DocumentPicker: UIViewControllerRepresentable {
                    let onPick: (URL) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }
                    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
                        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
                        picker.delegate = context.coordinator
                        context.coordinator.picker = picker
                        return picker
                    }
                    func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {}
                    final class Coordinator: NSObject, UIDocumentPickerDelegate {
                        let onPick: (URL) -> Void
                        weak var picker: UIDocumentPickerViewController?
                        init(onPick: @escaping (URL) -> Void) { self.onPick = onPick }
                        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
                            urls.first.map(onPick)
                            ↓picker?.dismiss(animated: true)
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                struct ExportSheet: NSViewControllerRepresentable {
                    @Binding var isPresented: Bool
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeNSViewController(context: Context) -> ExportController {
                        let controller = ExportController()
                        controller.delegate = context.coordinator
                        return controller
                    }
                    func updateNSViewController(_ controller: ExportController, context: Context) {}
                    final class Coordinator: NSObject, ExportControllerDelegate {
                        func exportControllerDidFinish(_ controller: ExportController) {
                            ↓controller.dismiss(nil)
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The flag the coordinator sets back is the one that presents the picker: SwiftUI closes it too.
                struct ReceiptForm: View {
                    @State private var picking = false
                    @State private var photo: UIImage?
                    var body: some View {
                        Button("Add photo") { picking = true }
                            .sheet(isPresented: $picking) { PhotoPicker(photo: $photo, isShowingPicker: $picking) }
                    }
                }
                struct PhotoPicker: UIViewControllerRepresentable {
                    @Binding var photo: UIImage?
                    @Binding var isShowingPicker: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let picker = UIImagePickerController()
                        picker.delegate = context.coordinator
                        return picker
                    }
                    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        let parent: PhotoPicker
                        init(_ parent: PhotoPicker) { self.parent = parent }
                        func imagePickerController(_ picker: UIImagePickerController,
                                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                            parent.photo = info[.originalImage] as? UIImage
                            parent.isShowingPicker = false
                            ↓picker.dismiss(animated: true)
                        }
                    }
                }
                """),
            Example("""
                // The flag set back is a spinner's: the call site presents the picker with another binding, so only
                // UIKit closes it, and SwiftUI's 'picking' stays true (latent).
                struct ReceiptForm: View {
                    @State private var picking = false
                    @State private var uploading = false
                    var body: some View {
                        Button("Add photo") { picking = true }
                            .sheet(isPresented: $picking) { PhotoPicker(showSpinner: $uploading) }
                    }
                }
                struct PhotoPicker: UIViewControllerRepresentable {
                    @Binding var showSpinner: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let picker = UIImagePickerController()
                        picker.delegate = context.coordinator
                        return picker
                    }
                    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        let parent: PhotoPicker
                        init(_ parent: PhotoPicker) { self.parent = parent }
                        func imagePickerController(_ picker: UIImagePickerController,
                                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                            parent.showSpinner = false
                            ↓picker.dismiss(animated: true)
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // SwiftUI's dismiss runs in UIKit's completion, once the composer is gone: both agree again (latent).
                struct FeedbackMail: UIViewControllerRepresentable {
                    @Environment(\\.presentationMode) var presentation
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIViewController(context: Context) -> MFMailComposeViewController {
                        let mail = MFMailComposeViewController()
                        mail.mailComposeDelegate = context.coordinator
                        return mail
                    }
                    func updateUIViewController(_ mail: MFMailComposeViewController, context: Context) {}
                    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
                        let parent: FeedbackMail
                        init(parent: FeedbackMail) { self.parent = parent }
                        func mailComposeController(_ controller: MFMailComposeViewController,
                                                   didFinishWith result: MFMailComposeResult, error: Error?) {
                            ↓controller.dismiss(animated: true) { self.parent.presentation.wrappedValue.dismiss() }
                        }
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "AttachmentSheet.swift": """
                    // The caller's closure sets the item that presents the sheet back to nil (latent).
                    struct AttachmentSheet: View {
                        @Binding var source: AttachmentSource?
                        @Binding var photo: UIImage?
                        var body: some View {
                            if source == .library {
                                LibraryPicker { image in
                                    if let image { photo = image } else { photo = nil }
                                    self.source = nil
                                }
                            }
                        }
                    }
                    """,
                "LibraryPicker.swift": """
                    struct LibraryPicker: UIViewControllerRepresentable {
                        let completion: (UIImage?) -> Void
                        func makeCoordinator() -> Coordinator { Coordinator(completion: completion) }
                        func makeUIViewController(context: Context) -> PHPickerViewController {
                            let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                            picker.delegate = context.coordinator
                            return picker
                        }
                        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
                        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
                            let completion: (UIImage?) -> Void
                            init(completion: @escaping (UIImage?) -> Void) { self.completion = completion }
                            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                                ↓picker.dismiss(animated: true)
                                completion(nil)
                            }
                        }
                    }
                    """,
            ], confidence: .latent),
        ],
        nonTriggeringExamples: [
            Example("""
                struct ImagePicker: UIViewControllerRepresentable {
                    @Binding var image: UIImage?
                    @Environment(\\.dismiss) private var dismiss
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let picker = UIImagePickerController()
                        picker.delegate = context.coordinator
                        return picker
                    }
                    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
                        context.coordinator.parent = self
                    }
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        var parent: ImagePicker
                        init(_ parent: ImagePicker) { self.parent = parent }
                        func imagePickerController(_ picker: UIImagePickerController,
                                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                            parent.image = info[.originalImage] as? UIImage
                            parent.dismiss()
                        }
                    }
                }
                """),
            Example("""
                struct Scanner: UIViewControllerRepresentable {
                    @Binding var isPresented: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(isPresented: $isPresented) }
                    func makeUIViewController(context: Context) -> ScannerController {
                        let scanner = ScannerController()
                        scanner.delegate = context.coordinator
                        return scanner
                    }
                    func updateUIViewController(_ scanner: ScannerController, context: Context) {}
                    final class Coordinator: NSObject, ScannerDelegate {
                        var isPresented: Binding<Bool>
                        init(isPresented: Binding<Bool>) { self.isPresented = isPresented }
                        func scanner(_ scanner: ScannerController, didFailWith error: Error) {
                            // The alert this coordinator presented on top of the scanner is its own to dismiss.
                            scanner.presentedViewController?.dismiss(animated: true)
                            isPresented.wrappedValue = false
                        }
                    }
                }
                """),
            Example("""
                // A UIViewRepresentable is not presented: there is no SwiftUI presentation to fall out of sync.
                struct Banner: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> BannerView { BannerView() }
                    func updateUIView(_ view: BannerView, context: Context) {}
                    final class Coordinator: NSObject {
                        func close(_ alert: UIAlertController) { alert.dismiss(animated: true) }
                    }
                }
                """),
        ],
        symptoms: [
            "A sheet cannot be presented a second time",
            "The presentation binding stays true after the controller closed",
            "sheet cannot be opened again after the picker closes",
            "isPresented stays true after dismissing",
            "picker dismissed but SwiftUI state out of sync",
        ],
        scaffold: .controllerRepresentable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        // Shared iOS/macOS code gives two representables with one coordinator: report once.
        var reported: Set<SyntaxIdentifier> = []
        for representable in Representable.all(in: file) where representable.lifecycle.isController {
            // `-> UIViewController` returning a `PHPickerViewController` or a `UIImagePickerController`: any of them.
            let madeTypes = representable.madeTypes
            guard let coordinator = representable.coordinator, !madeTypes.isEmpty else { continue }
            // The coordinator's properties and each method's parameters that hold the wrapped controller, by type.
            let holders = Dictionary(coordinator.properties.compactMap { property in
                property.typeName.flatMap { madeTypes.contains($0) ? (property.name, $0) : nil }
            }, uniquingKeysWith: { first, _ in first })
            let isAppKit = representable.lifecycle.make == "makeNSViewController"
            let callbacks = InputVariation.callbackArguments(of: representable)
            for member in coordinator.members {
                guard let function = member.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                var held = holders
                for parameter in function.signature.parameterClause.parameters {
                    guard let type = TypeNames.simpleName(of: parameter.type), madeTypes.contains(type) else { continue }
                    held[(parameter.secondName ?? parameter.firstName).text] = type
                }
                for call in Nodes.all(FunctionCallExprSyntax.self, in: body) {
                    guard call.calleeName == "dismiss",
                          isAppKit ? call.argumentLabels == [nil] : call.argumentLabels.first == "animated",
                          let path = call.receiver?.pathFromSelf, let root = path.first, let wrapped = held[root],
                          path.count == 1 || path == [root, "presentingViewController"],
                          reported.insert(call.id).inserted
                    else { continue }
                    let message = """
                        the coordinator dismisses the wrapped \(wrapped) itself, so SwiftUI's presentation state \
                        stays 'presented'; call the representable's dismiss action (@Environment(\\.dismiss)) or set \
                        the presentation binding to false instead
                        """
                    let swiftUIDismissal = SwiftUIDismissal.first(in: body)
                    let alsoDismisses = swiftUIDismissal.map { file.location(of: $0.positionAfterSkippingLeadingTrivia).line }
                    // `parent.showsPicker = false`: a dismissal only if call sites present the picker with that binding.
                    let resetFlag = swiftUIDismissal.flatMap(SwiftUIDismissal.resetFlagName(of:))
                        .map { "\(representable.name)(\($0):" }
                    let called = Self.calledCallbacks(in: body, among: callbacks)
                    // `controller.dismiss(animated: true) { onCancel() }`: the closures run once UIKit has finished.
                    let completion = call.trailingClosure
                        ?? call.arguments.first { $0.label?.text == "completion" }?.expression.as(ClosureExprSyntax.self)
                    let calledAfter = completion.map { Self.calledCallbacks(in: $0, among: callbacks) } ?? []
                    let dismissesAfter = swiftUIDismissal.map { dismissal in
                        completion?.range.contains(dismissal.position) ?? false
                    } ?? false
                    report.whenIndexed(at: call, asking: Question(
                        message: message, wrapped: wrapped, callbacks: called, alsoDismissesAtLine: alsoDismisses,
                        resetFlag: resetFlag, callbacksRunAfterDismissal: !called.isEmpty && Set(calledAfter) == Set(called),
                        alsoDismissesAfterDismissal: dismissesAfter))
                }
            }
        }
    }

    /// A UIKit dismissal in a coordinator method: its message, and what else in the method may dismiss.
    @CompactCoded
    struct Question: IndexQuestion {
        var message: String
        var wrapped: String
        /// `Type(label:` for the representable's closures the method calls, as call sites pass them.
        var callbacks: [String]
        /// The line where the method itself also dismisses through SwiftUI.
        var alsoDismissesAtLine: Int?
        /// When that dismissal sets a flag back (`parent.showsPicker = false`): the argument (`Picker(showsPicker:`)
        /// whose call sites say whether the flag is the one that presents the controller.
        var resetFlag: String?
        /// The closures are called only in the UIKit dismissal's completion, once the controller is gone.
        var callbacksRunAfterDismissal = false
        /// The method's own SwiftUI dismissal runs only in the UIKit dismissal's completion.
        var alsoDismissesAfterDismissal = false
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let twice = "drop the UIKit dismissal and let SwiftUI close it once"
        let calls = index.record(of: CallSiteFacts.self)
        // A flag the call sites pass, never the binding that presents the content: a spinner's, not a dismissal.
        let flagPresents = question.resetFlag.map { flag in
            !calls.bindingArguments.contains(flag) || calls.presentingBindingArguments.contains(flag)
        } ?? true
        if let line = question.alsoDismissesAtLine, flagPresents, question.alsoDismissesAfterDismissal {
            return .latent("""
                the coordinator dismisses the wrapped \(question.wrapped) itself and dismisses through SwiftUI \
                (line \(line)) only in that dismissal's completion: SwiftUI's state is put back once the controller \
                is gone, so both agree again; the second dismissal closes another screen only if the one that \
                presented it is itself presented modally (latent); \(twice)
                """)
        }
        if let line = question.alsoDismissesAtLine, flagPresents {
            return IndexVerdict("""
                the coordinator dismisses the wrapped \(question.wrapped) itself and also through SwiftUI (line \(line)), \
                so it is dismissed twice and the second dismissal can close the screen that presented it; \(twice)
                """)
        }
        let dismissing = calls.dismissingClosures
        if let callback = question.callbacks.first(where: { dismissing[$0] != nil }), let site = dismissing[callback] {
            if question.callbacksRunAfterDismissal {
                return .latent("""
                    the coordinator dismisses the wrapped \(question.wrapped) itself and calls the closure given at \(site), \
                    which dismisses through SwiftUI, only from that dismissal's completion: SwiftUI's state is put back \
                    once the controller is gone, so both agree again; the second dismissal closes another screen only if \
                    the one that presented it is itself presented modally (latent); \(twice)
                    """)
            }
            return IndexVerdict("""
                the coordinator dismisses the wrapped \(question.wrapped) itself, and the closure it calls, given at \
                \(site), dismisses through SwiftUI too: the controller is dismissed twice and the second dismissal \
                can close the screen that presented it; \(twice)
                """)
        }
        // `onPick(image)` whose call site sets `source = nil`: the caller puts SwiftUI's state back itself.
        if let resets = question.callbacks.lazy.compactMap({ calls.resettingClosures[$0] }).first {
            return .latent("""
                the coordinator dismisses the wrapped \(question.wrapped) itself, then calls a closure that sets \
                the caller's state back (\(resets)): if that state presents the controller, SwiftUI's state follows \
                and nothing is left presented (latent); to close it once, drop the UIKit dismissal and let that \
                closure close it
                """)
        }
        return .latent(question.message + " (latent: nothing here dismisses a second time, and current systems usually notice a sheet closed from UIKit)")
    }

    /// The labels of the representable's closures that `body` calls, directly (`onPick(url)`, a copy the
    /// coordinator keeps) or through the parent (`parent.onPick(url)`).
    private static func calledCallbacks(in body: some SyntaxProtocol, among callbacks: [String: [String]]) -> [String] {
        var labels: [String] = []
        for call in Nodes.all(FunctionCallExprSyntax.self, in: body) {
            let callee = call.calledExpression.withoutUnwraps
            let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let name, let found = callbacks[name] else { continue }
            labels += found.filter { !labels.contains($0) }
        }
        return labels
    }
}
