import BridgeLintCore
import SwiftSyntax

/// Something started in make, makeCoordinator or the coordinator's init that nothing ever stops.
struct RepresentableMissingDismantle: Rule {
    static let description = RuleDescription(
        id: "representable-missing-dismantle",
        summary: "make or the coordinator starts an observer, timer, session, player or task, and there is no dismantle to stop it",
        severity: .warning,
        rationale: """
            SwiftUI removes a representable's view whenever it leaves the hierarchy: a sheet closes, a tab or list \
            row goes away, the view's identity changes. Observers, repeating timers, display links, capture \
            sessions, location updates, network tasks and long-running tasks started for it keep running: they \
            use battery and network, fire callbacks into a coordinator or view that is no longer shown, and may keep \
            both alive. The static dismantle method is SwiftUI's hook to stop them.
            """,
        howToFix: """
            Implement `static func dismantleUIView(_ uiView: …, coordinator: Coordinator)` (or the controller or \
            AppKit twin) and stop there what make started: remove the observer, invalidate the timer or display \
            link, stop the session or updates, cancel the task. Stopping it in the coordinator's `deinit` also works \
            for observers and timers that do not retain the coordinator.
            """,
        triggeringExamples: [
            Example("""
                // The dismantle cannot reach an observer whose token make threw away.
                struct NotesEditor: UIViewRepresentable {
                    @Binding var height: CGFloat
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        ↓NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                               object: nil, queue: .main) { _ in
                            height = textView.contentSize.height
                        }
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {}
                    static func dismantleUIView(_ textView: UITextView, coordinator: ()) {
                        NotificationCenter.default.removeObserver(textView)
                    }
                }
                """),
            Example("""
                struct Clock: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        context.coordinator.timer = ↓Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                            label.text = Date.now.formatted(date: .omitted, time: .standard)
                        }
                        return label
                    }
                    func updateUIView(_ label: UILabel, context: Context) {}
                    final class Coordinator { var timer: Timer? }
                }
                """),
            Example("""
                struct CameraPreview: UIViewRepresentable {
                    let session: AVCaptureSession
                    func makeUIView(context: Context) -> PreviewView {
                        let view = PreviewView()
                        view.previewLayer.session = session
                        ↓session.startRunning()
                        return view
                    }
                    func updateUIView(_ view: PreviewView, context: Context) {}
                }
                """),
            Example("""
                struct KeyboardSpacer: UIViewRepresentable {
                    @Binding var height: CGFloat
                    func makeCoordinator() -> Coordinator { Coordinator(height: $height) }
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ view: UIView, context: Context) {}
                    final class Coordinator {
                        var height: Binding<CGFloat>
                        var token: NSObjectProtocol?
                        init(height: Binding<CGFloat>) {
                            self.height = height
                            token = ↓NotificationCenter.default.addObserver(
                                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
                            ) { note in
                                height.wrappedValue = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                            }
                        }
                    }
                }
                """),
            Example("""
                struct LiveMap: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        context.coordinator.locationManager.delegate = context.coordinator
                        ↓context.coordinator.locationManager.startUpdatingLocation()
                        context.coordinator.feed = ↓Task {
                            for await update in LiveTraffic.updates() {
                                map.addOverlay(update.overlay)
                            }
                        }
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    final class Coordinator: NSObject, CLLocationManagerDelegate {
                        let locationManager = CLLocationManager()
                        var feed: Task<Void, Never>?
                    }
                }
                """),
            Example("""
                struct Spinner: NSViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeNSView(context: Context) -> SpinnerView {
                        let view = SpinnerView()
                        ↓view.addObserver(context.coordinator, forKeyPath: "isHidden", options: [.new], context: nil)
                        return view
                    }
                    func updateNSView(_ view: SpinnerView, context: Context) {}
                    final class Coordinator: NSObject {}
                }
                """),
            Example("""
                struct ShortcutRecorder: NSViewRepresentable {
                    @Binding var shortcut: Shortcut?
                    func makeNSView(context: Context) -> NSTextField {
                        let field = NSTextField()
                        ↓NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in
                            shortcut = Shortcut(event)
                            return nil
                        }
                        return field
                    }
                    func updateNSView(_ field: NSTextField, context: Context) {}
                }
                """),
            Example("""
                // The timer is started through a method of the represented view.
                struct Stopwatch: UIViewRepresentable {
                    func makeUIView(context: Context) -> StopwatchLabel {
                        let label = StopwatchLabel()
                        ↓label.startTicking()
                        return label
                    }
                    func updateUIView(_ label: StopwatchLabel, context: Context) {}
                }
                final class StopwatchLabel: UILabel {
                    private var timer: Timer?
                    private var started = Date()
                    func startTicking() {
                        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [unowned self] _ in
                            text = Date().timeIntervalSince(started).formatted()
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The animation view is the representable's own (made with it, not passed in) and goes away with the view.
                struct Confetti: UIViewRepresentable {
                    var name: String
                    var animationView = LottieAnimationView()
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        animationView.animation = LottieAnimation.named(name)
                        animationView.play()
                        container.addSubview(animationView)
                        return container
                    }
                    func updateUIView(_ container: UIView, context: Context) {}
                }
                """),
            Example("""
                // The view stops its own timer as it leaves its window.
                struct Stopwatch: UIViewRepresentable {
                    func makeUIView(context: Context) -> StopwatchLabel {
                        let label = StopwatchLabel()
                        label.startTicking()
                        return label
                    }
                    func updateUIView(_ label: StopwatchLabel, context: Context) {}
                }
                final class StopwatchLabel: UILabel {
                    private var timer: Timer?
                    func startTicking() {
                        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.tick() }
                    }
                    override func willMove(toWindow newWindow: UIWindow?) {
                        if newWindow == nil { timer?.invalidate() }
                    }
                    func tick() {}
                }
                """),
            Example("""
                // The monitor is removed in dismantle.
                struct ShortcutRecorder: NSViewRepresentable {
                    @Binding var shortcut: Shortcut?
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeNSView(context: Context) -> NSTextField {
                        context.coordinator.monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in
                            shortcut = Shortcut(event)
                            return nil
                        }
                        return NSTextField()
                    }
                    func updateNSView(_ field: NSTextField, context: Context) {}
                    static func dismantleNSView(_ field: NSTextField, coordinator: Coordinator) {
                        if let monitor = coordinator.monitor { NSEvent.removeMonitor(monitor) }
                    }
                    final class Coordinator { var monitor: Any? }
                }
                """),
            Example("""
                struct CameraPreview: UIViewRepresentable {
                    let session: AVCaptureSession
                    func makeUIView(context: Context) -> PreviewView {
                        let view = PreviewView()
                        view.previewLayer.session = session
                        session.startRunning()
                        return view
                    }
                    func updateUIView(_ view: PreviewView, context: Context) {}
                    static func dismantleUIView(_ view: PreviewView, coordinator: ()) {
                        view.previewLayer.session?.stopRunning()
                    }
                }
                """),
            Example("""
                struct KeyboardSpacer: UIViewRepresentable {
                    @Binding var height: CGFloat
                    func makeCoordinator() -> Coordinator { Coordinator(height: $height) }
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ view: UIView, context: Context) {}
                    final class Coordinator {
                        var height: Binding<CGFloat>
                        var token: NSObjectProtocol?
                        init(height: Binding<CGFloat>) {
                            self.height = height
                            token = NotificationCenter.default.addObserver(
                                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
                            ) { note in
                                height.wrappedValue = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                            }
                        }
                        deinit {
                            if let token { NotificationCenter.default.removeObserver(token) }
                        }
                    }
                }
                """),
            Example("""
                struct Clock: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak label] _ in
                            label?.text = Date.now.formatted(date: .omitted, time: .standard)
                        }
                        return label
                    }
                    func updateUIView(_ label: UILabel, context: Context) {}
                    final class Coordinator {
                        var timer: Timer?
                        deinit { timer?.invalidate() }
                    }
                }
                """),
            Example("""
                // Selector-based observers, one-shot timers and Combine subscriptions end with their owner.
                struct Banner: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.localeChanged),
                                                               name: NSLocale.currentLocaleDidChangeNotification, object: nil)
                        Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in label.alpha = 0 }
                        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                            .sink { _ in label.setNeedsDisplay() }
                            .store(in: &context.coordinator.subscriptions)
                        return label
                    }
                    func updateUIView(_ label: UILabel, context: Context) {}
                    final class Coordinator: NSObject {
                        var subscriptions: Set<AnyCancellable> = []
                        @objc func localeChanged() {}
                    }
                }
                """),
            Example("""
                // A player made for this view goes away with it.
                struct Intro: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> PlayerView {
                        let view = PlayerView(player: AVPlayer(url: url))
                        view.player.play()
                        return view
                    }
                    func updateUIView(_ view: PlayerView, context: Context) {}
                }
                """),
        ],
        symptoms: [
            "A timer keeps firing after the view is gone",
            "The camera or location indicator stays on after leaving the screen",
            "Notifications are handled by a view that is no longer shown",
            "audio keeps playing after leaving the screen",
            "camera keeps running after the view is gone",
            "timer keeps firing after the view disappeared",
            "location updates continue in the background",
            "memory leak each time the screen is shown",
        ],
        scaffold: .representable
    )

    private static let locationUpdates: Set<String> = [
        "startUpdatingLocation", "startUpdatingHeading", "startMonitoringSignificantLocationChanges",
        "startMonitoringVisits", "startRangingBeacons",
    ]

    private static let taskFactories: Set<String> = ["dataTask", "downloadTask", "uploadTask", "webSocketTask", "streamTask"]

    func check(_ file: LintFile, report: inout RuleReport) {
        // Shared iOS/macOS code gives two representables with one makeCoordinator and coordinator: report once.
        var reported: Set<SyntaxIdentifier> = []
        for representable in Representable.all(in: file) {
            Self.checkDiscardedObservers(of: representable, reported: &reported, report: &report)
            // A coordinator declared elsewhere may clean up in its deinit: out of sight.
            guard representable.dismantle == nil, representable.declaration != nil,
                  representable.makeCoordinator == nil || representable.coordinator != nil,
                  representable.coordinator?.deinitializer?.body?.statements.isEmpty ?? true
            else { continue }
            // `var animationView = LottieAnimationView()`: each copy makes its own, which goes away with the view it is
            // added to; only an object a caller passes in outlives it.
            let inputs = Set(representable.inputs.filter { !$0.isOwnObject }.map(\.name))
            let dismantle = representable.lifecycle.dismantle
            var places: [(body: CodeBlockSyntax, name: String, isCoordinator: Bool)] = []
            if let body = representable.make.body { places.append((body, representable.lifecycle.make, false)) }
            if let body = representable.makeCoordinator?.body { places.append((body, "makeCoordinator", false)) }
            for initializer in representable.coordinator?.initializers ?? [] {
                if let body = initializer.body { places.append((body, "the coordinator's init", true)) }
            }
            let viewMethods = Self.timerStartingMethods(ofViewMadeBy: representable, in: file)
            for (body, place, isCoordinator) in places {
                for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true) {
                    guard let what = Self.start(call, in: body, inputs: inputs, inCoordinator: isCoordinator)
                            ?? Self.startThroughViewMethod(call, methods: viewMethods),
                          reported.insert(call.id).inserted
                    else { continue }
                    report.add(at: call, """
                        '\(call.calleeName ?? "")' in \(place) starts \(what) that nothing stops once SwiftUI removes \
                        the view: \(representable.name) has no static \(dismantle); stop it there
                        """)
                }
            }
        }
    }

    /// `NotificationCenter.default.addObserver(forName:object:queue:using:)` in make whose token is thrown away:
    /// no dismantle can remove that observer, so its block and what it captures stay registered for good.
    private static func checkDiscardedObservers(of representable: Representable, reported: inout Set<SyntaxIdentifier>,
                                                report: inout RuleReport) {
        guard let body = representable.make.body else { return }
        for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true)
        where call.calleeName == "addObserver" && call.argumentLabels.first == "forName" && isDiscarded(call) {
            guard reported.insert(call.id).inserted else { continue }
            report.add(at: call, """
                the token 'addObserver(forName:…)' returns in \(representable.lifecycle.make) is thrown away, so this \
                observer can never be removed: its block, and the view and bindings it captures, stay registered and \
                keep running after SwiftUI removes the view (removeObserver(view, …) does not reach it); keep the token \
                in the coordinator and pass it to NotificationCenter.default.removeObserver(_:) in static \
                \(representable.lifecycle.dismantle)
                """)
        }
    }

    /// A call whose result nothing keeps: a statement of its own, or assigned to `_`.
    private static func isDiscarded(_ call: FunctionCallExprSyntax) -> Bool {
        if call.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) else { return false }
        return assignment.target.is(DiscardAssignmentExprSyntax.self)
    }

    /// What the call starts, if it starts something that must be stopped.
    private static func start(
        _ call: FunctionCallExprSyntax, in body: CodeBlockSyntax, inputs: Set<String>, inCoordinator: Bool
    ) -> String? {
        let name = call.calleeName ?? ""
        switch name {
        case "addObserver" where call.argumentLabels.first == "forName":
            return "a block-based NotificationCenter observer"
        case "addObserver" where call.argumentLabels.starts(with: [nil, "forKeyPath"]):
            return "a key-value observer"
        case "scheduledTimer" where isRepeating(call):
            return "a repeating Timer"
        case "addLocalMonitorForEvents", "addGlobalMonitorForEvents":
            // The monitor keeps its handler (and what it captures) until `NSEvent.removeMonitor` is called.
            return "an NSEvent monitor"
        case "CADisplayLink" where call.argumentLabels.first == "target":
            return "a CADisplayLink"
        case "startRunning" where call.arguments.isEmpty:
            return "a capture session"
        case _ where locationUpdates.contains(name):
            return "location updates"
        case "play" where call.arguments.isEmpty:
            guard let root = call.receiver?.pathFromSelf?.first, inputs.contains(root) else { return nil }
            return "playback of '\(root)' (passed in, so it outlives the view)"
        case "resume" where call.arguments.isEmpty:
            guard let receiver = call.receiver, isSessionTask(receiver, in: body) else { return nil }
            return "a URLSession task"
        case "Task", "detached":
            // Stored so it can outlive the call, and looping (`for await`, `while`): meant to run for long.
            guard isStoredOnCoordinator(call, inCoordinator: inCoordinator), let closure = call.closures.first,
                  !Nodes.all(ForStmtSyntax.self, in: closure).isEmpty || !Nodes.all(WhileStmtSyntax.self, in: closure).isEmpty
                    || !Nodes.all(RepeatStmtSyntax.self, in: closure).isEmpty
            else { return nil }
            return "a long-running Task"
        default:
            return nil
        }
    }

    /// `view.startTicking()` in make, where `startTicking` is a method of the represented view's class (declared in
    /// this file) that starts a repeating timer or display link.
    private static func startThroughViewMethod(_ call: FunctionCallExprSyntax, methods: [String: String]) -> String? {
        guard let name = call.calleeName, let what = methods[name],
              call.receiver?.as(DeclReferenceExprSyntax.self) != nil
        else { return nil }
        return what
    }

    /// The methods of the view class make returns that start a repeating timer or display link, with what they
    /// start; none when the class stops it itself as it leaves its window or superview.
    private static func timerStartingMethods(ofViewMadeBy representable: Representable, in file: LintFile) -> [String: String] {
        guard let viewType = representable.make.signature.returnClause.flatMap({ TypeNames.simpleName(of: $0.type) }),
              file.contains("Timer") || file.contains("CADisplayLink"),
              let view = TypeGroups.all(in: file).first(where: { $0.name == viewType && $0.declaration?.is(ClassDeclSyntax.self) == true })
        else { return [:] }
        let functions = view.members.compactMap { $0.as(FunctionDeclSyntax.self) }
        // Teardown the view does itself, when it leaves the screen: nothing is left for a dismantle to stop.
        let teardown: Set<String> = ["willMove", "didMoveToWindow", "didMoveToSuperview", "viewDidMoveToWindow",
                                     "viewWillMove", "viewDidMoveToSuperview", "removeFromSuperview"]
        let stopsItself = functions.contains { function in
            teardown.contains(function.name.text) && function.body.map { body in
                Nodes.all(FunctionCallExprSyntax.self, in: body).contains { $0.calleeName == "invalidate" }
            } == true
        }
        guard !stopsItself else { return [:] }
        var methods: [String: String] = [:]
        for function in functions {
            guard let body = function.body else { continue }
            let starts = Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).compactMap { call -> String? in
                switch call.calleeName {
                case "scheduledTimer" where isRepeating(call): "a repeating Timer"
                case "CADisplayLink" where call.argumentLabels.first == "target": "a CADisplayLink"
                default: nil
                }
            }
            if let first = starts.first { methods[function.name.text] = "\(first) (in \(viewType).\(function.name.text))" }
        }
        return methods
    }

    private static func isRepeating(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { $0.label?.text == "repeats" && $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }
    }

    /// `session.dataTask(with: url).resume()`, or `task.resume()` with `let task = session.dataTask(…)`.
    private static func isSessionTask(_ receiver: ExprSyntax, in body: CodeBlockSyntax) -> Bool {
        if let call = receiver.withoutUnwraps.as(FunctionCallExprSyntax.self) {
            return call.calleeName.map(taskFactories.contains) ?? false
        }
        guard let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return Nodes.all(PatternBindingSyntax.self, in: body, outsideClosures: true).contains { binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                && binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName.map(taskFactories.contains) == true
        }
    }

    /// `context.coordinator.task = Task { … }` in make, or `task = Task { … }` / `self.task = …` in the coordinator.
    private static func isStoredOnCoordinator(_ call: FunctionCallExprSyntax, inCoordinator: Bool) -> Bool {
        guard call.calleeName == "Task" ? call.receiver == nil : call.receiver?.memberPath == ["Task"],
              let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
              assignment.value.count == 1, assignment.value[0].id == ExprSyntax(call).id,
              let path = assignment.target.memberPath
        else { return false }
        return inCoordinator || path.count >= 3 && path[1] == "coordinator"
    }
}
