import BridgeLintCore
import SwiftSyntax

/// A representable hosts SwiftUI content built from its inputs and never gives the host a new root view.
struct RepresentableStaleHostingRoot: IndexedRule {
    static let description = RuleDescription(
        id: "representable-stale-hosting-root",
        summary: "A hosting controller built from the representable's inputs never gets a new rootView in update",
        severity: .warning,
        rationale: """
            A UIHostingController (or NSHostingController/NSHostingView) runs its own SwiftUI hierarchy. The root \
            view it was created with is a value: built in make from the representable's inputs, it keeps those first \
            values. Later updates of the representable reach update, not the hosted content, so unless update \
            assigns a new rootView, the hosted screen stays frozen at its first state.
            """,
        howToFix: """
            Keep the hosting controller reachable (return it from make, or store it in the coordinator) and assign \
            `host.rootView = Content(…)` with the current inputs in update. Passing a shared observable model \
            instead of plain values also keeps the hosted content live.
            """,
        triggeringExamples: [
            Example("""
                // The content comes as a trailing closure that reads each row's item: a reused row keeps the first item.
                struct DragSurface<Content: View>: UIViewControllerRepresentable {
                    @ViewBuilder let content: Content
                    func makeUIViewController(context: Context) -> UIHostingController<Content> {
                        UIHostingController(rootView: content)
                    }
                    func ↓updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {}
                }
                struct Board: View {
                    let cards: [Card]
                    var body: some View {
                        ForEach(cards) { card in DragSurface { Text(card.title) } }
                    }
                }
                """),
            Example("""
                // `@ViewBuilder` shapes the initializer's argument; the content is still an input, hosted once (latent:
                // no caller in sight passes content that changes).
                struct DragSurface<Content: View>: UIViewControllerRepresentable {
                    @ViewBuilder let content: Content
                    func makeUIViewController(context: Context) -> UIHostingController<Content> {
                        UIHostingController(rootView: content)
                    }
                    func ↓updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {}
                }
                """, confidence: .latent),
            Example("""
                // Generic content is a view value: the counter builds a new one from its @State on every render.
                struct Tappable<Content: View>: UIViewControllerRepresentable {
                    let content: Content
                    let onTap: () -> Void
                    func makeUIViewController(context: Context) -> UIHostingController<Content> {
                        let host = TapForwardingHostingController(rootView: content, onTap: onTap)
                        return host
                    }
                    func ↓updateUIViewController(_ host: UIHostingController<Content>, context: Context) {}
                }
                struct TapCounter: View {
                    @State private var taps = 0
                    var body: some View {
                        Tappable(content: Text("Tapped \\(taps) times"), onTap: { taps += 1 })
                    }
                }
                """),
            Example("""
                // No caller in sight: the contract is broken, but nothing shows that the content changes (latent).
                struct DrawerContainer<Content: View, Drawer: View>: UIViewControllerRepresentable {
                    let content: Content
                    let drawer: Drawer
                    func makeUIViewController(context: Context) -> DrawerController<Content, Drawer> {
                        DrawerController(content: content, drawer: drawer)
                    }
                    func ↓updateUIViewController(_ controller: DrawerController<Content, Drawer>, context: Context) {}
                }
                """, confidence: .latent),
            Example("""
                struct CardHost: UIViewControllerRepresentable {
                    let title: String
                    func makeUIViewController(context: Context) -> UIHostingController<CardContent> {
                        UIHostingController(rootView: CardContent(title: title))
                    }
                    func ↓updateUIViewController(_ host: UIHostingController<CardContent>, context: Context) {}
                }
                struct CardPicker: View {
                    @State private var selected = "Spring"
                    var body: some View {
                        VStack {
                            CardHost(title: selected)
                            Button("Next season") { selected = "Summer" }
                        }
                    }
                }
                """),
            Example("""
                // make keeps only the controller's view: update could not reach the controller even if it tried.
                struct ScrollCapture<Content: View>: NSViewRepresentable {
                    var content: Content
                    func makeNSView(context: Context) -> NSView {
                        let container = NSView()
                        let child = NSHostingController(rootView: content)
                        container.addSubview(child.view)
                        return container
                    }
                    func ↓updateNSView(_ view: NSView, context: Context) {}
                }
                struct Highlight: View {
                    @State private var radius = 4.0
                    var body: some View {
                        ScrollCapture(content: RoundedRectangle(cornerRadius: radius))
                            .onTapGesture { radius = 12 }
                    }
                }
                """),
            Example("""
                struct Overlay: UIViewRepresentable {
                    var progress: Double
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        let host = UIHostingController(rootView: ProgressRing(progress: progress))
                        context.coordinator.host = host
                        container.addSubview(host.view)
                        return container
                    }
                    func ↓updateUIView(_ container: UIView, context: Context) {
                        container.isHidden = progress >= 1
                    }
                    final class Coordinator { var host: UIHostingController<ProgressRing>? }
                }
                struct UploadRow: View {
                    @State private var sent = 0.0
                    var body: some View {
                        Overlay(progress: sent)
                            .task { for await fraction in uploads() { sent = fraction } }
                    }
                }
                """),
            Example("""
                // Every caller passes a fixed selection, so nothing is lost yet (latent).
                struct Sidebar: NSViewRepresentable {
                    let selection: Int
                    func makeNSView(context: Context) -> NSHostingView<SidebarList> {
                        let hosting = NSHostingView(rootView: SidebarList(selection: selection))
                        hosting.translatesAutoresizingMaskIntoConstraints = false
                        return hosting
                    }
                    func ↓updateNSView(_ nsView: NSHostingView<SidebarList>, context: Context) {
                        nsView.needsLayout = true
                    }
                }
                struct LibraryWindow: View {
                    var body: some View { Sidebar(selection: 0) }
                }
                """, confidence: .latent),
            Example("""
                // Callers pass changing stores, but a store is a reference the hosted view observes; the title, a
                // value, is always the same (latent).
                struct BadgeHost: UIViewControllerRepresentable {
                    let title: String
                    let store: BadgeStore
                    func makeUIViewController(context: Context) -> UIHostingController<BadgeView> {
                        UIHostingController(rootView: BadgeView(title: title, store: store))
                    }
                    func ↓updateUIViewController(_ host: UIHostingController<BadgeView>, context: Context) {}
                }
                final class BadgeStore: ObservableObject { @Published var count = 0 }
                struct InboxToolbar: View {
                    @State private var account = 0
                    let stores: [BadgeStore]
                    var body: some View { BadgeHost(title: "Inbox", store: stores[account]) }
                }
                """, confidence: .latent),
            Example("""
                // The hosted screen is made from a fixed account and a closure that reaches only the environment:
                // every render makes the same screen (latent).
                struct DimmedHost<Content: View>: UIViewControllerRepresentable {
                    let rootView: Content
                    func makeUIViewController(context: Context) -> UIHostingController<Content> {
                        UIHostingController(rootView: rootView)
                    }
                    func ↓updateUIViewController(_ host: UIHostingController<Content>, context: Context) {}
                }
                struct ResetScreen: View {
                    @Environment(\\.dismiss) private var dismiss
                    let account: Account
                    var body: some View {
                        DimmedHost(rootView: ResetConfirmation(title: "Reset", model: ResetModel(account: account)) { dismiss() })
                    }
                }
                """, confidence: .latent),
            Example("""
                // The only caller hosts a constant backdrop: the same content on every render (latent).
                struct PassThroughHost<Content: View>: UIViewControllerRepresentable {
                    let content: Content
                    func makeUIViewController(context: Context) -> UIHostingController<Content> {
                        UIHostingController(rootView: content)
                    }
                    func ↓updateUIViewController(_ host: UIHostingController<Content>, context: Context) {}
                }
                struct Backdrop: View {
                    var body: some View {
                        PassThroughHost(content: Color.orange.opacity(0.3))
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "TicketHost.swift": """
                    struct TicketHost: UIViewControllerRepresentable {
                        let ticket: Ticket
                        func makeUIViewController(context: Context) -> UIHostingController<TicketView> {
                            UIHostingController(rootView: TicketView(ticket: ticket))
                        }
                        func ↓updateUIViewController(_ host: UIHostingController<TicketView>, context: Context) {}
                    }
                    """,
                "Ticket.swift": """
                    struct Ticket: Identifiable { let id: UUID; var seat: String }
                    """,
                "SeatChooser.swift": """
                    struct SeatChooser: View {
                        @State private var ticket = Ticket(id: UUID(), seat: "12A")
                        var body: some View {
                            TicketHost(ticket: ticket)
                            Button("Window seat") { ticket.seat = "12F" }
                        }
                    }
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example("""
                struct DrawerContainer<Content: View, Drawer: View>: UIViewControllerRepresentable {
                    let content: Content
                    let drawer: Drawer
                    func makeUIViewController(context: Context) -> DrawerController<Content, Drawer> {
                        DrawerController(content: content, drawer: drawer)
                    }
                    func updateUIViewController(_ controller: DrawerController<Content, Drawer>, context: Context) {
                        controller.show(content: content, drawer: drawer)
                    }
                }
                """),
            Example("""
                // The items are handed over once; the list is not SwiftUI content.
                struct ItemPicker<Item: Hashable>: UIViewControllerRepresentable {
                    let items: [Item]
                    func makeUIViewController(context: Context) -> PickerController<Item> {
                        PickerController(items: items)
                    }
                    func updateUIViewController(_ controller: PickerController<Item>, context: Context) {}
                }
                """),
            Example("""
                struct CardHost: UIViewControllerRepresentable {
                    let title: String
                    func makeUIViewController(context: Context) -> UIHostingController<CardContent> {
                        UIHostingController(rootView: CardContent(title: title))
                    }
                    func updateUIViewController(_ host: UIHostingController<CardContent>, context: Context) {
                        host.rootView = CardContent(title: title)
                    }
                }
                """),
            Example("""
                // Bindings and shared models keep the hosted content live without a new root view.
                struct EditorHost: UIViewControllerRepresentable {
                    @Binding var draft: String
                    let store: DraftStore
                    func makeUIViewController(context: Context) -> UIHostingController<DraftEditor> {
                        UIHostingController(rootView: DraftEditor(draft: $draft, store: store))
                    }
                    func updateUIViewController(_ host: UIHostingController<DraftEditor>, context: Context) {}
                }
                """),
            Example("""
                struct Legend: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UIHostingController<LegendView> {
                        UIHostingController(rootView: LegendView())
                    }
                    func updateUIViewController(_ host: UIHostingController<LegendView>, context: Context) {}
                }
                """),
            Example("""
                struct CardHost: UIViewControllerRepresentable {
                    let title: String
                    func makeUIViewController(context: Context) -> UIHostingController<CardContent> {
                        UIHostingController(rootView: CardContent(title: title))
                    }
                    func updateUIViewController(_ host: UIHostingController<CardContent>, context: Context) {
                        refresh(host)
                    }
                    private func refresh(_ host: UIHostingController<CardContent>) {
                        host.rootView = CardContent(title: title)
                    }
                }
                """),
        ],
        symptoms: [
            "SwiftUI content inside a wrapped hosting controller does not update",
            "hosted SwiftUI content inside the representable never updates",
            "embedded SwiftUI view frozen at its first value",
        ]
    )

    private static let hostingTypes: Set<String> = ["UIHostingController", "NSHostingController", "NSHostingView"]

    /// Generic parameters of the representable that are SwiftUI views (`<Content: View>`, `where Content: View`):
    /// values, rebuilt by the parent on every render.
    private static func viewGenericParameters(of declaration: DeclGroupSyntax?) -> Set<String> {
        guard let type = declaration?.as(StructDeclSyntax.self) else { return [] }
        var result: Set<String> = []
        for parameter in type.genericParameterClause?.parameters ?? [] {
            if let inherited = parameter.inheritedType, TypeNames.simpleName(of: inherited) == "View" {
                result.insert(parameter.name.text)
            }
        }
        for requirement in type.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               TypeNames.simpleName(of: conformance.rightType) == "View",
               let name = TypeNames.simpleName(of: conformance.leftType) {
                result.insert(name)
            }
        }
        return result
    }

    /// The first argument of `call` that is a plain input holding SwiftUI content (a generic view parameter,
    /// `AnyView`).
    private static func viewInput(
        handedTo call: FunctionCallExprSyntax, inputs: [String: Representable.Input], viewParameters: Set<String>
    ) -> String? {
        for argument in call.arguments {
            // `content` or `self.content`.
            guard let path = argument.expression.pathFromSelf, path.count == 1, let name = path.first, let input = inputs[name],
                  let type = valueTypeName(of: input), viewParameters.contains(type) || type == "AnyView"
            else { continue }
            return name
        }
        return nil
    }

    /// Types whose values never refer to shared, observable state.
    private static let valueTypes: Set<String> = [
        "String", "Substring", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Decimal",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Character",
        "CGSize", "CGPoint", "CGRect", "Color", "Font", "Image", "LocalizedStringKey", "AttributedString", "TimeInterval",
        "View", "AnyView",
    ]

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("Hosting") || file.contains(": View") || file.contains("AnyView") else { return }
        for representable in Representable.all(in: file) {
            guard let update = representable.update, let makeBody = representable.make.body,
                  !Self.assignsRootView(update, in: representable)
            else { continue }
            let inputs = Dictionary(representable.inputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let viewParameters = Self.viewGenericParameters(of: representable.declaration)
            let labels = InputVariation.callSiteLabels(of: representable)
            func question(host: String, used: [Representable.Input], handedContent: String? = nil, isDropped: Bool = false) -> Question {
                Question(
                    host: host, update: representable.lifecycle.update, make: representable.lifecycle.make,
                    inputs: used.map { input in
                        Question.Input(
                            name: input.name,
                            type: Self.valueTypeName(of: input).map { viewParameters.contains($0) ? "View" : $0 },
                            changesByNature: input.kind != .plain,
                            labels: InputVariation.question([input.name], of: representable, labels: labels, message: "",
                                                            latentMessage: "")?.labels)
                    },
                    representable: representable.name, handedContent: handedContent, isDropped: isDropped)
            }
            for call in Nodes.all(FunctionCallExprSyntax.self, in: makeBody, outsideClosures: true) {
                guard let type = call.constructedType else { continue }
                let isDropped = Self.handsOnOnlyItsView(call, in: makeBody)
                guard isDropped || Self.isKept(call, by: representable, in: makeBody) else { continue }
                let root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression
                guard let root, Self.hostingTypes.contains(type) || HostingVocabulary.isHostingControllerName(type) else {
                    // A controller of the project given SwiftUI content once, by an update that does nothing.
                    if update.body?.statements.isEmpty == true,
                       let content = Self.viewInput(handedTo: call, inputs: inputs, viewParameters: viewParameters),
                       let input = inputs[content] {
                        report.whenIndexed(at: update.name, asking: question(host: type, used: [input], handedContent: content))
                    }
                    continue
                }
                let read = representable.expandingHelpers(NameReferences.collect(in: root).valueNames)
                let used = read.compactMap { inputs[$0] }.sorted { $0.name < $1.name }
                guard !used.isEmpty else { continue }
                report.whenIndexed(at: update.name, asking: question(host: type, used: used, isDropped: isDropped))
            }
        }
    }

    /// A root view of the `host` type built from `inputs`, which the `update` method never assigns again.
    @CompactCoded
    struct Question: IndexQuestion {
        var host: String
        var update: String
        var make: String
        var inputs: [Input]
        var representable: String
        /// The input holding SwiftUI content handed to a controller of the project (not a hosting controller).
        var handedContent: String?
        /// The controller is a local of make that only hands its view on: update has no way to reach it.
        var isDropped = false

        @CompactCoded
        struct Input: Hashable, Sendable {
            var name: String
            /// The declared type, when known.
            var type: String?
            /// A binding or @State input: it changes whatever the callers pass.
            var changesByNature: Bool
            /// The labels call sites give it; nil when they cannot be seen (unlabeled, initializers elsewhere).
            var labels: [String]?
        }
    }

    /// Witnessed when one of the inputs the root is built from is a value (a struct or enum: a copy that does not
    /// follow its source) and it changes while the view is shown: a binding or @State input, or a call site that
    /// passes a changing value. Latent when no caller in sight passes one.
    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        // Only a value's copy stops following its source: what a class reference's callers pass does not matter here.
        let values = question.inputs.filter { isValueType($0.type ?? "", in: index) }
        guard let first = values.first else { return nil }
        let message = { (input: String) in
            question.handedContent.map {
                """
                \(question.update) is empty, so '\($0)', SwiftUI content handed to the \(question.host) only when \
                \(question.make) creates it, keeps showing its first value; hand the new content to the controller \
                here (assign its hosting controller's rootView)
                """
            } ?? Self.message(question.host, input: input, update: question.update, isDropped: question.isDropped)
        }
        if let changing = values.first(where: \.changesByNature) { return IndexVerdict(message(changing.name)) }
        let latentMessage = { (callersInSight: Bool) in
            """
            \(question.update) never gives the \(question.host) a new root view built from '\(first.name)'; \
            \(InputVariation.noChangingCaller([first.name], callersInSight: callersInSight,
                                              then: "the hosted content keep its first value"))
            """
        }
        // Each value input whose callers are in sight, asked in turn: the first a call site changes is the witness.
        for input in values {
            guard let labels = input.labels else { continue }
            let verdict = InputVariation.verdictFromAnyChangingCall(InputVariation.Question(
                representable: question.representable, file: "", message: message(input.name), labels: labels,
                latentMessage: ""), index: index)
            if let verdict, verdict.confidence != .latent { return verdict }
        }
        return .latent(latentMessage(values.allSatisfy { $0.labels != nil }))
    }

    private static func message(_ type: String, input: String, update: String, isDropped: Bool) -> String {
        let fix = isDropped
            ? "keep the controller in the coordinator (make keeps only its view) and set its rootView here with the current inputs"
            : "set rootView here with the current inputs"
        return """
            \(update) never assigns a new rootView to the \(type) built from '\(input)', so the hosted content keeps \
            showing the first value; \(fix)
            """
    }

    /// The declared type of an input, or of the value of a binding (`Bool` for `@Binding var on: Bool`).
    private static func valueTypeName(of input: Representable.Input) -> String? {
        guard let binding = input.declaration.bindings.first(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == input.name
        }) else { return nil }
        if let type = binding.typeAnnotation?.type {
            if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return "Array" }
            return TypeNames.simpleName(of: type)
        }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    private static func isValueType(_ type: String, in index: ProjectIndex) -> Bool {
        if valueTypes.contains(type) || type == "Array" { return true }
        let declarations = index.declarations(named: type)
        return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .struct || $0.kind == .enum }
    }

    /// Whether make keeps the host where update could reach it: returns it, or stores it on the coordinator.
    /// `let child = NSHostingController(rootView: content); parent.addSubview(child.view)`: a local controller
    /// whose view make puts on screen, and which nothing else keeps.
    private static func handsOnOnlyItsView(_ host: FunctionCallExprSyntax, in body: CodeBlockSyntax) -> Bool {
        guard let binding = host.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return false }
        var handsOnView = false
        for reference in Nodes.all(DeclReferenceExprSyntax.self, in: body, outsideClosures: true) where reference.baseName.text == local {
            guard reference.position > binding.position else { continue }
            let member = reference.parent?.as(MemberAccessExprSyntax.self)
            if member?.base?.id == ExprSyntax(reference).id {
                if member?.declName.baseName.text == "view", member?.parent?.is(LabeledExprSyntax.self) == true { handsOnView = true }
                continue
            }
            // The controller itself is handed on or kept (`addChild(child)`, `coordinator.host = child`).
            return false
        }
        return handsOnView
    }

    private static func isKept(_ host: FunctionCallExprSyntax, by representable: Representable, in body: CodeBlockSyntax) -> Bool {
        if representable.makeReturns.contains(where: { $0.withoutUnwraps.id == ExprSyntax(host).id }) { return true }
        guard let binding = host.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return false }
        if representable.madeViewName == local { return true }
        let contextName = Representable.contextName(in: representable.make)
        return Write.all(in: body, outsideClosures: true).contains { write in
            guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  let target = assignment.target.memberPath, target.count >= 3,
                  target[0] == contextName, target[1] == "coordinator"
            else { return false }
            return assignment.value.count == 1 && assignment.value[0].as(DeclReferenceExprSyntax.self)?.baseName.text == local
        }
    }

    /// Whether update, or a helper it calls, mentions `rootView` (assigning it, or handing the host on).
    private static func assignsRootView(_ update: FunctionDeclSyntax, in representable: Representable) -> Bool {
        guard let body = update.body else { return true }
        guard UpdateReach.names(readBy: update, in: representable) != nil else { return true }
        let helpers = representable.helperBodies
        var pending: [Syntax] = [Syntax(body)]
        var seen: Set<String> = []
        while let node = pending.popLast() {
            if Nodes.all(MemberAccessExprSyntax.self, in: node).contains(where: { $0.declName.baseName.text == "rootView" }) {
                return true
            }
            for name in NameReferences.collect(in: node).names where seen.insert(name).inserted {
                pending += helpers[name] ?? []
            }
        }
        return false
    }
}
