import BridgeLintCore
import SwiftSyntax

/// A dismantle method whose signature is not the protocol's requirement: an overload SwiftUI never calls.
struct DismantleNeverCalled: Rule {
    static let description = RuleDescription(
        id: "dismantle-never-called",
        summary: "A dismantle method whose signature does not match the protocol's, so SwiftUI never calls it",
        severity: .error,
        rationale: """
            SwiftUI calls `static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)` (and its \
            controller and AppKit twins) when it removes a representable's view. The protocol gives that method an \
            empty default, so a method of the same name with another signature compiles without a word: an \
            instance method instead of a static one, a first parameter of another type than the view make returns, \
            or a coordinator parameter of another type than makeCoordinator returns (`()` while a Coordinator class \
            exists). That method is a new overload nobody calls, and the cleanup in it (stopping a timer, removing an \
            observer, releasing frames or a player) never runs when the view goes away.
            """,
        howToFix: """
            Give the method the requirement's exact signature: `static`, the first parameter of the type make \
            returns, and `coordinator:` of the type makeCoordinator returns (`()` when there is no \
            makeCoordinator). `bridgelint fix` corrects the signature when the body uses no instance member.
            """,
        triggeringExamples: [
            Example("""
                // The coordinator's deinit runs the same cleanup when SwiftUI releases it (latent).
                struct CameraPreview: NSViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeNSView(context: Context) -> NSView { NSView() }
                    func updateNSView(_ view: NSView, context: Context) {}
                    func ↓dismantleNSView(_ view: NSView, coordinator: Coordinator) {
                        coordinator.cleanup()
                    }
                    final class Coordinator: NSObject {
                        var layer: AVCaptureVideoPreviewLayer?
                        func cleanup() { layer?.removeFromSuperlayer(); layer = nil }
                        deinit { cleanup() }
                    }
                }
                """, confidence: .latent),
            Example("""
                struct AnimatedImage: UIViewRepresentable {
                    let frames: [UIImage]
                    func makeUIView(context: Context) -> UIImageView {
                        let view = UIImageView()
                        view.animationImages = frames
                        view.startAnimating()
                        return view
                    }
                    func updateUIView(_ uiView: UIImageView, context: Context) {}
                    func ↓dismantleUIView(_ uiView: UIImageView, coordinator: ()) {
                        uiView.stopAnimating()
                        uiView.animationImages = nil
                    }
                }
                """),
            Example("""
                struct MapPreview: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    static func ↓dismantleUIView(_ map: MKMapView, coordinator: ()) {
                        map.delegate = nil
                        map.removeAnnotations(map.annotations)
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {}
                }
                """),
            Example("""
                struct WebPage: UIViewRepresentable {
                    let url: URL
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> WKWebView {
                        let web = WKWebView()
                        web.configuration.userContentController.add(context.coordinator, name: "bridge")
                        web.load(URLRequest(url: url))
                        return web
                    }
                    func updateUIView(_ web: WKWebView, context: Context) {}
                    static func ↓dismantleUIView(_ view: UIView, coordinator: Coordinator) {
                        (view as? WKWebView)?.configuration.userContentController.removeScriptMessageHandler(forName: "bridge")
                    }
                    final class Coordinator: NSObject, WKScriptMessageHandler {
                        func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                    }
                }
                """),
            Example("""
                struct PlayerControllerView: UIViewControllerRepresentable {
                    let player: AVPlayer
                    func makeUIViewController(context: Context) -> AVPlayerViewController {
                        let controller = AVPlayerViewController()
                        controller.player = player
                        return controller
                    }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
                    func ↓dismantleUIViewController(_ controller: AVPlayerViewController, coordinator: Void) {
                        controller.player?.pause()
                        controller.player = nil
                    }
                }
                """),
            Example("""
                struct LevelMeter: NSViewRepresentable {
                    func makeCoordinator() -> MeterCoordinator { MeterCoordinator() }
                    func makeNSView(context: Context) -> NSLevelIndicator {
                        let meter = NSLevelIndicator()
                        context.coordinator.start(meter)
                        return meter
                    }
                    func updateNSView(_ meter: NSLevelIndicator, context: Context) {}
                    static func ↓dismantleNSView(_ meter: NSLevelIndicator, coordinator: Void) {
                        meter.doubleValue = 0
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // No makeCoordinator: the coordinator is Void, spelt () or Void.
                struct AnimatedImage: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIImageView { UIImageView() }
                    func updateUIView(_ uiView: UIImageView, context: Context) {}
                    static func dismantleUIView(_ uiView: UIImageView, coordinator: ()) {
                        uiView.stopAnimating()
                    }
                }
                struct Spinner: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
                    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
                    static func dismantleUIView(_ uiView: UIActivityIndicatorView, coordinator: Void) {
                        uiView.stopAnimating()
                    }
                }
                """),
            Example("""
                struct MapPreview: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    static func dismantleUIView(_ map: MKMapView, coordinator: Coordinator) {
                        map.delegate = nil
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {}
                }
                """),
            Example("""
                struct PlayerControllerView: UIViewControllerRepresentable {
                    func makeCoordinator() -> PlaybackObserver { PlaybackObserver() }
                    func makeUIViewController(context: Context) -> AVPlayerViewController { AVPlayerViewController() }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
                    static func dismantleUIViewController(_ controller: UIViewControllerType, coordinator: Self.Coordinator) {
                        controller.player?.pause()
                    }
                }
                """),
            Example("""
                struct LevelMeter: NSViewRepresentable {
                    typealias NSViewType = NSLevelIndicator
                    func makeCoordinator() -> MeterCoordinator { MeterCoordinator() }
                    func makeNSView(context: Context) -> NSLevelIndicator { NSLevelIndicator() }
                    func updateNSView(_ meter: NSLevelIndicator, context: Context) {}
                    static func dismantleNSView(_ meter: NSViewType, coordinator: MeterCoordinator) {
                        meter.doubleValue = 0
                    }
                }
                """),
            Example("""
                // make returns the protocol's name for the view, bound by a typealias; makeCoordinator returns Void.
                struct Meter: UIViewRepresentable {
                    typealias UIViewType = LevelView
                    func makeCoordinator() -> Void {}
                    func makeUIView(context: Context) -> UIViewType { LevelView() }
                    func updateUIView(_ uiView: UIViewType, context: Context) {}
                    static func dismantleUIView(_ uiView: LevelView, coordinator: ()) {
                        uiView.stop()
                    }
                }
                """),
            Example("""
                // A helper of another name, called from the real dismantle.
                struct Camera: UIViewRepresentable {
                    func makeUIView(context: Context) -> PreviewView { PreviewView() }
                    func updateUIView(_ uiView: PreviewView, context: Context) {}
                    static func dismantleUIView(_ uiView: PreviewView, coordinator: ()) {
                        stopSession(of: uiView)
                    }
                    static func stopSession(of view: PreviewView) { view.session?.stopRunning() }
                }
                """),
        ],
        corrections: [
            Correction("""
                struct AnimatedImage: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIImageView { UIImageView() }
                    func updateUIView(_ uiView: UIImageView, context: Context) {}
                    func ↓dismantleUIView(_ uiView: UIImageView, coordinator: ()) {
                        uiView.stopAnimating()
                    }
                }
                """, """
                struct AnimatedImage: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIImageView { UIImageView() }
                    func updateUIView(_ uiView: UIImageView, context: Context) {}
                    static func dismantleUIView(_ uiView: UIImageView, coordinator: ()) {
                        uiView.stopAnimating()
                    }
                }
                """),
            Correction("""
                struct MapPreview: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    static func ↓dismantleUIView(_ map: UIView, coordinator: ()) {
                        (map as? MKMapView)?.delegate = nil
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {}
                }
                """, """
                struct MapPreview: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    static func dismantleUIView(_ map: MKMapView, coordinator: Coordinator) {
                        (map as? MKMapView)?.delegate = nil
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {}
                }
                """),
        ],
        symptoms: [
            "dismantleUIView is never called",
            "cleanup in dismantle never runs",
            "timer or animation keeps running after the view is gone",
            "memory grows when representable views are removed",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("dismantle") else { return }
        for representable in Representable.all(in: file) {
            let expected = Self.expectedTypes(of: representable)
            let dismantles = representable.members.compactMap { $0.as(FunctionDeclSyntax.self) }
                .filter { $0.name.text == representable.lifecycle.dismantle }
            for dismantle in dismantles {
                guard let mismatch = Mismatch(dismantle, expected: expected, representable: representable) else { continue }
                let overload = """
                    '\(dismantle.name.text)' \(mismatch.problems.joined(separator: ", and ")), so it is not the \
                    protocol's requirement but an overload SwiftUI never calls
                    """
                if let cleanup = Self.cleanupTheCoordinatorAlsoRuns(dismantle, in: representable) {
                    // The coordinator's deinit calls the same cleanup when SwiftUI releases it: nothing is left running.
                    report.add(at: dismantle.name, """
                        \(overload); the coordinator's deinit calls '\(cleanup)' too, so the cleanup still runs when \
                        SwiftUI releases the coordinator, just later than the view's removal; declare it \
                        `\(mismatch.requirement)`
                        """, fix: mismatch.fix, confidence: .latent)
                    continue
                }
                report.add(at: dismantle.name, """
                    \(overload): its cleanup never runs when the view is removed; declare it `\(mismatch.requirement)`
                    """, fix: mismatch.fix)
            }
        }
    }

    /// The dismantle only calls methods of the coordinator (`coordinator.cleanup()`) that the coordinator's own
    /// `deinit` calls as well: the name of the first, or nil.
    private static func cleanupTheCoordinatorAlsoRuns(_ dismantle: FunctionDeclSyntax, in representable: Representable) -> String? {
        guard let body = dismantle.body, !body.statements.isEmpty,
              let deinitializer = representable.coordinator?.members.lazy.compactMap({ $0.as(DeinitializerDeclSyntax.self) }).first,
              let deinitBody = deinitializer.body
        else { return nil }
        let coordinatorName = dismantle.signature.parameterClause.parameters.dropFirst().first.map { ($0.secondName ?? $0.firstName).text }
        let called = Set(Nodes.all(FunctionCallExprSyntax.self, in: deinitBody).compactMap { call -> String? in
            let path = call.calledExpression.memberPath ?? []
            return path.count == 1 || (path.count == 2 && path[0] == "self") ? path.last : nil
        })
        var names: [String] = []
        for statement in body.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self), let path = call.calledExpression.memberPath,
                  path.count == 2, path[0] == coordinatorName, called.contains(path[1])
            else { return nil }
            names.append(path[1] + "()")
        }
        return names.first
    }

    /// The view and coordinator types the requirement takes, as far as the file shows them.
    struct ExpectedTypes {
        /// What make returns; nil when it is not written as a plain type.
        var view: String?
        /// What makeCoordinator returns, `()` without one; nil when it cannot be told.
        var coordinator: String?
        var hasMakeCoordinator: Bool
    }

    private static func expectedTypes(of representable: Representable) -> ExpectedTypes {
        // make may return the protocol's own name (`UIViewType`), which a typealias can bind to any view type.
        let view = representable.make.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }
            .flatMap { $0 == Mismatch.viewAlias(representable.lifecycle) ? nil : $0 }
        // A makeCoordinator that returns Void gives the same coordinator as none.
        guard let makeCoordinator = representable.makeCoordinator,
              !(makeCoordinator.signature.returnClause.map { Mismatch.isVoid($0.type) } ?? true)
        else {
            // Without a makeCoordinator in sight, one in another file's extension could still exist.
            return ExpectedTypes(view: view, coordinator: representable.declaration == nil ? nil : "()", hasMakeCoordinator: false)
        }
        let coordinator = makeCoordinator.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }
        return ExpectedTypes(view: view, coordinator: coordinator, hasMakeCoordinator: true)
    }

    /// What is wrong with one dismantle's signature, and the fix that corrects it when one is safe.
    struct Mismatch {
        var problems: [String] = []
        var requirement: String
        var fix: Fix?

        init?(_ function: FunctionDeclSyntax, expected: ExpectedTypes, representable: Representable) {
            let parameters = Array(function.signature.parameterClause.parameters)
            // A declaration the parser had to make up a `func` for is not one the author wrote: nothing to say.
            guard function.funcKeyword.presence == .present,
                  parameters.count == 2, parameters[1].firstName.text == "coordinator"
            else { return nil }
            let lifecycle = representable.lifecycle
            let viewAlias = Self.viewAlias(lifecycle)
            var edits: [TextEdit] = []
            var fixable = true

            if !Self.isStatic(function.modifiers) {
                problems.append("is an instance method")
                // A body that uses the representable's own members cannot simply become static.
                if let body = function.body, Self.usesInstanceMembers(body, of: representable) { fixable = false }
                edits.append(.insert("static ", before: function.funcKeyword))
            }

            let viewType = parameters[0].type
            let viewName = TypeNames.simpleName(of: viewType)
            if let expectedView = expected.view, let viewName, viewName != expectedView, viewName != viewAlias {
                problems.append("takes '\(viewName)' where make returns '\(expectedView)'")
                edits.append(.replace(viewType, with: expectedView))
            }

            let coordinatorType = parameters[1].type
            let coordinatorIsVoid = Self.isVoid(coordinatorType)
            if expected.hasMakeCoordinator, coordinatorIsVoid {
                problems.append("takes 'coordinator: \(coordinatorType.trimmedDescription)' while makeCoordinator returns '\(expected.coordinator ?? "a coordinator")'")
                if let coordinator = expected.coordinator {
                    edits.append(.replace(coordinatorType, with: coordinator))
                } else {
                    fixable = false
                }
            }
            guard !problems.isEmpty else { return nil }
            let name = function.name.text
            let coordinator = expected.hasMakeCoordinator ? expected.coordinator ?? "Coordinator" : "()"
            let viewParameter = parameters[0].secondName?.text ?? parameters[0].firstName.text
            requirement = "static func \(name)(_ \(viewParameter): \(expected.view ?? viewAlias), coordinator: \(coordinator))"
            fix = fixable ? Fix("Declare it \(requirement)", edits: edits) : nil
        }

        /// `UIViewType`, `NSViewControllerType`, … : the protocol's name for the represented type.
        static func viewAlias(_ lifecycle: BridgeVocabulary.LifecycleNames) -> String {
            let platform = lifecycle.make.hasPrefix("makeNS") ? "NS" : "UI"
            return lifecycle.isController ? "\(platform)ViewControllerType" : "\(platform)ViewType"
        }

        private static func isStatic(_ modifiers: DeclModifierListSyntax?) -> Bool {
            modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ?? false
        }

        /// Whether the body reads `self` or a property or method of the representable by its bare name.
        private static func usesInstanceMembers(_ body: CodeBlockSyntax, of representable: Representable) -> Bool {
            if body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.self) }) { return true }
            var members: Set<String> = []
            for member in representable.members where !Self.isStatic(member.asProtocol(WithModifiersSyntax.self)?.modifiers) {
                if let variable = member.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { members.insert(name) }
                    }
                } else if let function = member.as(FunctionDeclSyntax.self) {
                    members.insert(function.name.text)
                }
            }
            let read = body.tokens(viewMode: .sourceAccurate).filter { token in
                guard case .identifier(let name) = token.tokenKind, members.contains(name) else { return false }
                // `other.name` is a member of something else.
                return token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period
            }
            return !read.isEmpty
        }

        /// `()` or `Void`.
        static func isVoid(_ type: TypeSyntax) -> Bool {
            if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
            return type.trimmedDescription == "Void"
        }
    }
}
