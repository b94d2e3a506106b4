import BridgeLintCore
import SwiftSyntax

/// One-time setup (delegates, targets, observers, subviews, constraints) repeated on every update.
struct RepresentableSetupInUpdate: Rule {
    static let description = RuleDescription(
        id: "representable-setup-in-update",
        summary: "One-time setup (delegate, target, observer, subview, constraint) is done in update with no guard",
        severity: .warning,
        rationale: """
            make runs once per view; update runs on every SwiftUI update. Setup placed in update is repeated each \
            time: targets, actions, gesture recognizers and observers are added again, so one tap or notification \
            is handled many times; constraints stack up until Auto Layout reports conflicts; subviews are re-added; \
            delegates and data sources are reassigned in the middle of scrolling or editing.
            """,
        howToFix: """
            Move the setup to make (delegates, targets, observers, subviews, constraints, cell registration), or \
            guard it so it runs once (`if child.superview == nil { view.addSubview(child) }`).
            """,
        triggeringExamples: [
            Example("""
                struct Field: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
                    func makeUIView(context: Context) -> UITextField { UITextField() }
                    func updateUIView(_ field: UITextField, context: Context) {
                        ↓field.addTarget(context.coordinator, action: #selector(Coordinator.changed), for: .editingChanged)
                        if field.text != text { field.text = text }
                    }
                }
                """),
            Example("""
                // The same coordinator each time: nothing changes today (latent).
                struct SearchField: UIViewRepresentable {
                    @Binding var query: String
                    func makeCoordinator() -> Coordinator { Coordinator(query: $query) }
                    func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        ↓bar.delegate = context.coordinator
                        if bar.text != query { bar.text = query }
                    }
                }
                """, confidence: .latent),
            Example("""
                // Each copy of the struct brings its own delegate, which the map keeps weakly: handing it over on every
                // update keeps the map's delegate alive, so nothing breaks; the coordinator is where it belongs (latent).
                struct ParkMap: UIViewRepresentable {
                    let parks: [Park]
                    private let pinStyler = ParkPinStyler()
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        ↓map.delegate = pinStyler
                        map.addAnnotations(parks.map { $0.pin })
                    }
                }
                """, confidence: .latent),
            Example("""
                struct Gallery: UIViewRepresentable {
                    let photos: [Photo]
                    func makeUIView(context: Context) -> UICollectionView {
                        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    }
                    func updateUIView(_ collection: UICollectionView, context: Context) {
                        ↓collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                        ↓collection.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tapped)))
                        context.coordinator.photos = photos
                    }
                }
                """),
            Example("""
                struct Badge: UIViewRepresentable {
                    let count: Int
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ view: UIView, context: Context) {
                        let label = context.coordinator.label
                        label.text = "\\(count)"
                        ↓view.addSubview(label)
                        ↓NSLayoutConstraint.activate([
                            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        ])
                    }
                }
                """),
            Example("""
                struct KeyboardAware: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> FormController { FormController() }
                    func updateUIViewController(_ controller: FormController, context: Context) {
                        ↓NotificationCenter.default.addObserver(
                            controller, selector: #selector(FormController.keyboardChanged),
                            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                        ↓controller.view.heightAnchor.constraint(equalToConstant: 320).isActive = true
                    }
                }
                """),
            Example("""
                // The early return only skips updates without a hint: every update that has one adds a constraint.
                struct HintedEditor: UIViewRepresentable {
                    let hint: String?
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ editor: UITextView, context: Context) {
                        let hintLabel = context.coordinator.hintLabel
                        if hint == nil { return }
                        hintLabel.text = hint
                        ↓hintLabel.widthAnchor.constraint(equalTo: editor.widthAnchor).isActive = true
                    }
                }
                """),
            Example("""
                struct Browser: NSViewRepresentable {
                    func makeNSView(context: Context) -> WKWebView { WKWebView() }
                    func updateNSView(_ webView: WKWebView, context: Context) {
                        ↓webView.navigationDelegate = context.coordinator
                        ↓webView.uiDelegate = context.coordinator
                    }
                }
                """, confidence: .latent),
        ],
        nonTriggeringExamples: [
            Example("""
                // The sheet's presentation controller exists only once SwiftUI has presented the controller.
                struct DiscardGuard: UIViewControllerRepresentable {
                    let hasChanges: Bool
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {
                        context.coordinator.hasChanges = hasChanges
                        controller.parent?.presentationController?.delegate = context.coordinator
                    }
                    func makeCoordinator() -> DiscardCoordinator { DiscardCoordinator() }
                }
                """),
            Example("""
                struct Field: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        field.addTarget(context.coordinator, action: #selector(Coordinator.changed), for: .editingChanged)
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        if field.text != text { field.text = text }
                    }
                }
                """),
            Example("""
                struct CameraView: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ container: UIView, context: Context) {
                        if let preview = context.coordinator.previewView, preview.superview == nil {
                            preview.frame = container.bounds
                            preview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                            container.addSubview(preview)
                        }
                    }
                }
                """),
            Example("""
                struct Chips: UIViewRepresentable {
                    let chips: [String]
                    func makeUIView(context: Context) -> UIStackView { UIStackView() }
                    func updateUIView(_ stack: UIStackView, context: Context) {
                        guard !context.coordinator.isConfigured else { return }
                        context.coordinator.isConfigured = true
                        stack.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tapped)))
                    }
                }
                """),
            Example("""
                // The update rebuilds the rows from scratch: nothing accumulates.
                struct Rows: UIViewRepresentable {
                    let rows: [String]
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIStackView { UIStackView() }
                    func updateUIView(_ stack: UIStackView, context: Context) {
                        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
                        for label in context.coordinator.labels(for: rows) {
                            stack.addArrangedSubview(label)
                        }
                    }
                }
                """),
            Example("""
                // `coordinator` holds a part of the UIKit side: its nil test is a one-time check.
                struct PlayerSurface: UIViewRepresentable {
                    let url: URL
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ surface: UIView, context: Context) {
                        let coordinator = context.coordinator
                        guard coordinator.playerLayer == nil else { return }
                        let layer = AVPlayerLayer(player: AVPlayer(url: url))
                        coordinator.playerLayer = layer
                        surface.layer.addSublayer(layer)
                    }
                }
                """),
            Example("""
                struct Picker: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIPickerView { UIPickerView() }
                    func updateUIView(_ picker: UIPickerView, context: Context) {
                        context.coordinator.delegate = delegate
                        configure(picker)
                    }
                }
                """),
        ],
        symptoms: [
            "Unable to simultaneously satisfy constraints",
            "A tap or notification is handled several times",
            "A delegate changes in the middle of scrolling",
            "action fires several times for one tap",
            "duplicate subviews stacked on top of each other",
            "gesture recognizer added again on every update",
            "observer called multiple times",
            "memory grows with every state change",
        ],
        scaffold: .representable
    )

    private static let setupProperties: Set<String> = ["delegate", "dataSource", "navigationDelegate", "uiDelegate"]

    /// Setup calls, with the labels after the first argument that identify them, and the undoing calls whose
    /// presence in update means it rebuilds rather than stacks.
    private static let setupCalls: [(name: String, labels: [String?]?, undoneBy: Set<String>)] = [
        ("addTarget", [nil, "action"], ["removeTarget"]),
        ("addAction", [nil, "for"], ["removeAction"]),
        ("addGestureRecognizer", [nil], ["removeGestureRecognizer"]),
        ("addInteraction", [nil], ["removeInteraction"]),
        ("addObserver", nil, ["removeObserver"]),
        ("register", [nil, "forCellReuseIdentifier"], []),
        ("register", [nil, "forCellWithReuseIdentifier"], []),
        ("register", [nil, "forHeaderFooterViewReuseIdentifier"], []),
        ("register", [nil, "forSupplementaryViewOfKind", "withReuseIdentifier"], []),
        ("addSubview", [nil], ["removeFromSuperview"]),
        ("addArrangedSubview", [nil], ["removeFromSuperview", "removeArrangedSubview"]),
        ("addSublayer", [nil], ["removeFromSuperlayer"]),
        ("addConstraint", [nil], ["removeConstraint", "removeConstraints", "deactivate"]),
        ("addConstraints", [nil], ["removeConstraint", "removeConstraints", "deactivate"]),
    ]

    private static let constraintRemovals: Set<String> = ["removeConstraint", "removeConstraints", "deactivate"]

    /// Objects a controller or view reaches only once SwiftUI has placed it (`parent`, the presentation
    /// controller, the window): nil in make, so update is the first place a delegate can be set on them.
    private static let placementMembers: Set<String> = [
        "parent", "presentingViewController", "presentationController", "sheetPresentationController",
        "popoverPresentationController", "navigationController", "tabBarController", "splitViewController",
        "window", "superview",
    ]

    private static func existsOnlyOncePlaced(_ base: ExprSyntax) -> Bool {
        Nodes.all(MemberAccessExprSyntax.self, in: base).contains { placementMembers.contains($0.declName.baseName.text) }
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let update = representable.update, let body = update.body else { continue }
            let contextName = Representable.contextName(in: update)
            let calledInUpdate = representable.calleeNamesInUpdate
            let make = representable.lifecycle.make
            let updateName = representable.lifecycle.update
            for call in representable.callsOnEveryUpdate {
                guard let name = call.calleeName, let receiver = call.receiver else { continue }
                let subject = "\(receiver.trimmedDescription).\(name)"
                if name == "activate", receiver.memberPath == ["NSLayoutConstraint"] {
                    guard calledInUpdate.isDisjoint(with: Self.constraintRemovals) else { continue }
                    report.add(at: call, """
                        '\(subject)' adds the same constraints again on every \(updateName), until Auto Layout \
                        reports conflicts; create them once in \(make)
                        """)
                    continue
                }
                guard receiver.memberPath != [contextName, "coordinator"],
                      let setup = Self.setupCalls.first(where: { entry in
                          entry.name == name && entry.labels.map { call.argumentLabels.starts(with: $0) } != false
                      }),
                      calledInUpdate.isDisjoint(with: setup.undoneBy)
                else { continue }
                // A view created right here is representable-expensive-update's finding.
                if RepresentableExpensiveUpdate.addingCalls.contains(name),
                   let added = call.arguments.first?.expression, NewObject.isCreated(added, in: body) {
                    continue
                }
                // Adding a view that is already there only moves it: what goes wrong is the view it replaces.
                if ["addSubview", "addArrangedSubview"].contains(name), let added = call.arguments.first?.expression {
                    report.add(at: call, """
                        '\(subject)(\(added.trimmedDescription))' runs on every \(updateName): adding a view that is \
                        already there only moves it to the front, but when '\(added.trimmedDescription)' is another view \
                        than last time, nothing removes the old one and both stay in the hierarchy; add it once in \(make), \
                        or remove the view shown before when the new one differs from it
                        """)
                    continue
                }
                report.add(at: call, """
                    '\(subject)' is one-time setup repeated on every \(updateName), so it stacks up or is redone \
                    mid-interaction; do it once in \(make) or guard it
                    """)
            }
            for write in representable.writesOnEveryUpdate {
                guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      let member = assignment.target.as(MemberAccessExprSyntax.self), let base = member.base
                else { continue }
                let property = member.declName.baseName.text
                if Self.setupProperties.contains(property), base.memberPath?.first != contextName,
                   !Self.existsOnlyOncePlaced(base) {
                    if property != "dataSource", assignment.value.count == 1,
                       assignment.value.first?.memberPath == [contextName, "coordinator"] {
                        // The coordinator is one object for the view's life: setting it again changes nothing.
                        report.add(at: sequence, """
                            '\(assignment.target.trimmedDescription)' is set to the coordinator again on every \
                            \(updateName); it is the same object each time, so nothing changes today, but a delegate \
                            set anywhere else in the meantime is silently replaced; set the \(property) once in \(make)
                            """, confidence: .latent)
                        continue
                    }
                    if property != "dataSource", assignment.value.count == 1,
                       let stored = Self.storedObject(assignment.value[0], of: representable) {
                        // `mapView.delegate = mapDelegate`, a property of the struct: each copy has its own, and the view
                        // keeps it weakly, so setting it once in make would leave the view with a freed delegate.
                        report.add(at: sequence, """
                            '\(assignment.target.trimmedDescription)' is set on every \(updateName) to the struct's own \
                            '\(stored)', which a new copy of '\(representable.name)' brings anew each time SwiftUI makes it \
                            again; the view keeps a \(property) only weakly, so handing over each copy's is what keeps one \
                            alive, and nothing breaks today; make the coordinator the \(property) (makeCoordinator) and set \
                            it once in \(make), so it lives as long as the view
                            """, confidence: .latent)
                        continue
                    }
                    report.add(at: sequence, """
                        '\(assignment.target.trimmedDescription)' is assigned on every \(updateName); set the \
                        \(property) once in \(make)
                        """)
                } else if property == "isActive", assignment.valueText == "true",
                          Nodes.all(FunctionCallExprSyntax.self, in: base).contains(where: { $0.calleeName == "constraint" }),
                          calledInUpdate.isDisjoint(with: Self.constraintRemovals) {
                    report.add(at: sequence, """
                        a new constraint is activated on every \(updateName), until Auto Layout reports conflicts; \
                        create it once in \(make) and only change its constant here
                        """)
                }
            }
        }
    }

    /// `mapDelegate` or `self.mapDelegate`, a stored property of the representable given an object where it is
    /// declared (`private let mapDelegate = MapDelegate()`): the property's name.
    private static func storedObject(_ value: ExprSyntax, of representable: Representable) -> String? {
        guard let path = value.withoutUnwraps.pathFromSelf, path.count == 1, let declaration = representable.declaration
        else { return nil }
        let made = declaration.memberBlock.flattenedDeclarations.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap(\.bindings).contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == path[0]
                    && binding.initializer?.value.as(FunctionCallExprSyntax.self)?.constructedType != nil
            }
        return made ? path[0] : nil
    }
}
