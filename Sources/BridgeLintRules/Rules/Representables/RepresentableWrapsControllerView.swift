import BridgeLintCore
import SwiftSyntax

/// A UIViewRepresentable that makes a view controller and returns only its view.
struct RepresentableWrapsControllerView: Rule {
    static let description = RuleDescription(
        id: "representable-wraps-controller-view",
        summary: "A UIViewRepresentable creates a view controller in make and returns its view",
        severity: .warning,
        rationale: """
            Returning `controller.view` from makeUIView puts the view on screen without its controller: nothing \
            keeps the controller alive unless something else happens to, and it is never added as a child, so it \
            gets no appearance callbacks, trait and safe-area updates, presentation context or navigation item. \
            Hosting controllers stop updating their SwiftUI content once freed, and controllers that present or \
            push find no parent.
            """,
        howToFix: """
            Wrap the controller with UIViewControllerRepresentable (NSViewControllerRepresentable on macOS) and \
            return the controller itself from makeUIViewController; SwiftUI then retains and contains it.
            """,
        triggeringExamples: [
            Example("""
                struct ScannerView: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView {
                        let scanner = ScannerViewController()
                        scanner.delegate = context.coordinator
                        return ↓scanner.view
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
            Example("""
                struct Card: UIViewRepresentable {
                    let title: String
                    func makeUIView(context: Context) -> UIView {
                        ↓UIHostingController(rootView: CardContent(title: title)).view
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
            Example("""
                struct Player: UIViewRepresentable {
                    let player: AVPlayer
                    func makeUIView(context: Context) -> UIView {
                        let controller: AVPlayerViewController = AVPlayerViewController()
                        controller.player = player
                        let view = ↓controller.view!
                        view.backgroundColor = .black
                        return view
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
            Example("""
                struct Inspector: NSViewRepresentable {
                    func makeNSView(context: Context) -> NSView {
                        let controller = InspectorViewController()
                        return ↓controller.view
                    }
                    func updateNSView(_ nsView: NSView, context: Context) {}
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct ScannerView: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> ScannerViewController {
                        let scanner = ScannerViewController()
                        scanner.delegate = context.coordinator
                        return scanner
                    }
                    func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
                }
                """),
            Example("""
                struct Card: UIViewRepresentable {
                    let title: String
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        let label = UILabel()
                        label.text = title
                        container.addSubview(label)
                        return container
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
            Example("""
                struct Preview: UIViewRepresentable {
                    let controller: PreviewController
                    func makeUIView(context: Context) -> UIView { controller.view }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
        ],
        symptoms: [
            "viewWillAppear/viewDidAppear are never called",
            "Hosted SwiftUI content stops updating",
            "Wrong safe area or trait collection in a wrapped controller",
            "viewDidAppear is never called",
            "view controller deallocated while its view is on screen",
            "child view controller lifecycle methods not called",
        ],
        scaffold: .controllerRepresentable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) where !representable.lifecycle.isController {
            guard let body = representable.make.body else { continue }
            for returned in representable.makeReturns {
                guard let (access, controller) = Self.controllerView(returned, in: body) else { continue }
                let viewKind = representable.lifecycle.make == "makeNSView" ? "NSViewControllerRepresentable" : "UIViewControllerRepresentable"
                let kept = Self.keeper(of: access, in: body).map { "kept in '\($0)' but not contained" } ?? "neither retained nor contained"
                report.add(at: access, """
                    \(representable.lifecycle.make) returns the view of a \(controller) it creates; the controller is \
                    \(kept) (no appearance, trait or safe-area updates); wrap it with \(viewKind) instead
                    """)
            }
        }
    }

    /// Where make stores the controller whose view it returns (`context.coordinator.host = host`), if it does.
    private static func keeper(of access: MemberAccessExprSyntax, in body: CodeBlockSyntax) -> String? {
        guard let name = access.base?.withoutUnwraps.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for sequence in Nodes.all(SequenceExprSyntax.self, in: body) {
            guard let assignment = Assignment(sequence), assignment.value.count == 1,
                  assignment.value.first?.withoutUnwraps.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                  assignment.target.is(MemberAccessExprSyntax.self)
            else { continue }
            return assignment.target.trimmedDescription
        }
        return nil
    }

    /// `controller.view` (possibly through a local: `let view = controller.view!; return view`) where the controller
    /// is created in make. Returns the `.view` access and the controller's type.
    private static func controllerView(_ expression: ExprSyntax, in body: CodeBlockSyntax) -> (MemberAccessExprSyntax, String)? {
        var expression = expression.withoutUnwraps
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let value = initializer(of: name, in: body) {
            expression = value.withoutUnwraps
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "view",
              let base = access.base?.withoutUnwraps
        else { return nil }
        var type = base.as(FunctionCallExprSyntax.self)?.constructedType
        if type == nil, let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let binding = binding(of: name, in: body),
           let created = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.constructedType {
            type = binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) } ?? created
        }
        guard let type, type.hasSuffix("Controller") else { return nil }
        return (access, type)
    }

    private static func binding(of name: String, in body: CodeBlockSyntax) -> PatternBindingSyntax? {
        Nodes.all(PatternBindingSyntax.self, in: body, outsideClosures: true).first {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }

    private static func initializer(of name: String, in body: CodeBlockSyntax) -> ExprSyntax? {
        binding(of: name, in: body)?.initializer?.value
    }
}
