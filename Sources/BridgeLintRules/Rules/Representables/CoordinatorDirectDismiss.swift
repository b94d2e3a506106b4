import BridgeLintCore
import SwiftSyntax

/// The coordinator dismisses the wrapped controller itself, behind SwiftUI's back.
struct CoordinatorDirectDismiss: Rule {
    static let description = RuleDescription(
        id: "coordinator-direct-dismiss",
        summary: "The coordinator dismisses the wrapped view controller itself instead of going through SwiftUI",
        severity: .warning,
        isOptIn: true,
        rationale: """
            A wrapped controller shown with `.sheet`, `.fullScreenCover` or a navigation destination is presented by \
            SwiftUI, which tracks it through the presentation binding. Dismissing it from UIKit \
            (`picker.dismiss(animated:)`) closes it without telling SwiftUI: the binding stays true, so the sheet \
            cannot be shown again until something resets it, or SwiftUI dismisses again and takes the presenting \
            screen with it. Opt-in: on current systems SwiftUI usually notices a sheet dismissed from UIKit, and on \
            real apps most findings changed nothing at run time (5 of 7 read on 22 open-source apps), so the rule \
            is for teams that want every dismissal to go through SwiftUI.
            """,
        howToFix: """
            Dismiss through SwiftUI: call the `@Environment(\\.dismiss)` action the representable captured \
            (`parent.dismiss()`), or set the presentation binding to false (`parent.isPresented = false`).
            """,
        triggeringExamples: [
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
                """),
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
                """),
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
                """),
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
                """),
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
            guard let coordinator = representable.coordinator,
                  let wrapped = representable.make.signature.returnClause.flatMap({ TypeNames.simpleName(of: $0.type) })
            else { continue }
            let holders = Set(coordinator.properties.filter { $0.typeName == wrapped }.map(\.name))
            let isAppKit = representable.lifecycle.make == "makeNSViewController"
            for member in coordinator.members {
                guard let function = member.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                let parameters = Set(function.signature.parameterClause.parameters.compactMap { parameter -> String? in
                    TypeNames.simpleName(of: parameter.type) == wrapped ? (parameter.secondName ?? parameter.firstName).text : nil
                })
                for call in Nodes.all(FunctionCallExprSyntax.self, in: body) {
                    guard call.calleeName == "dismiss",
                          isAppKit ? call.argumentLabels == [nil] : call.argumentLabels.first == "animated",
                          let path = call.receiver?.pathFromSelf, let root = path.first,
                          parameters.contains(root) || holders.contains(root),
                          path.count == 1 || path == [root, "presentingViewController"],
                          reported.insert(call.id).inserted
                    else { continue }
                    report.add(at: call, """
                        the coordinator dismisses the wrapped \(wrapped) itself, so SwiftUI's presentation state \
                        stays 'presented'; call the representable's dismiss action (@Environment(\\.dismiss)) or set \
                        the presentation binding to false instead
                        """)
                }
            }
        }
    }
}
