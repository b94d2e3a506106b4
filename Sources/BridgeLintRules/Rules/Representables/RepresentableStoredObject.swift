import BridgeLintCore
import SwiftSyntax

/// A representable struct that creates a UIKit object in a stored property or its init: a new one per render.
struct RepresentableStoredObject: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]
    static let description = RuleDescription(
        id: "representable-stored-object",
        summary: "The representable creates a view, controller, layer, player or its coordinator in a stored property or init",
        severity: .warning,
        rationale: """
            SwiftUI creates a new value of a representable struct every time its parent's body runs, and only the \
            first one's make result stays on screen. An object created in a stored property's initializer or in the \
            struct's init is therefore allocated again on every render: make uses the first instance, while later \
            update and makeCoordinator calls reach fresh ones that are not on screen, so their changes go nowhere \
            (and delegates pointing at them are released at once).
            """,
        howToFix: """
            Create the object in make (or makeCoordinator) and reach it later through the represented view or \
            `context.coordinator`. Objects that must outlive the view belong in a model owned by SwiftUI state and \
            passed in.
            """,
        triggeringExamples: [
            Example("""
                // One caller relies on the default: each of its renders makes a web view.
                struct BrowserPage: UIViewRepresentable {
                    var webView = ↓WKWebView()
                    func makeUIView(context: Context) -> WKWebView { webView }
                    func updateUIView(_ view: WKWebView, context: Context) {}
                }
                struct BrowserTab: View {
                    let tab: Tab
                    var body: some View { BrowserPage(webView: tab.webView) }
                }
                struct HelpScreen: View {
                    var body: some View { BrowserPage() }
                }
                """),
            Example("""
                // make builds its own web view: the stored one is allocated on every rebuild and never used.
                struct SignupPage: UIViewRepresentable {
                    let url: URL
                    private let webView = ↓WKWebView()
                    func makeUIView(context: Context) -> WKWebView {
                        let page = WKWebView()
                        page.load(URLRequest(url: url))
                        return page
                    }
                    func updateUIView(_ page: WKWebView, context: Context) {}
                }
                """),
            Example("""
                // SwiftUI keeps the first image view, but each new copy of the struct makes another (latent).
                struct ZoomableImage: UIViewRepresentable {
                    let url: URL
                    @State var imageView = ↓RemoteImageView()
                    func makeUIView(context: Context) -> RemoteImageView { imageView }
                    func updateUIView(_ view: RemoteImageView, context: Context) { view.load(url) }
                }
                """, confidence: .latent),
            Example("""
                // One new controller per tab, each time the parent's body makes this struct again.
                struct PagedTabs: UIViewControllerRepresentable {
                    let pages: [TabPage]
                    private let controllers: [UIViewController]
                    init(pages: [TabPage]) {
                        self.pages = pages
                        self.controllers = ↓pages.map { UIHostingController(rootView: TabPageView(page: $0)) }
                    }
                    func makeUIViewController(context: Context) -> UITabBarController {
                        let tabs = UITabBarController()
                        tabs.viewControllers = controllers
                        return tabs
                    }
                    func updateUIViewController(_ tabs: UITabBarController, context: Context) {}
                }
                """),
            Example("""
                struct WebView: UIViewRepresentable {
                    let url: URL
                    let webView = ↓WKWebView()
                    func makeUIView(context: Context) -> WKWebView { webView }
                    func updateUIView(_ uiView: WKWebView, context: Context) {
                        if uiView.url != url { webView.load(URLRequest(url: url)) }
                    }
                }
                """),
            Example("""
                struct VideoPlayer: UIViewControllerRepresentable {
                    let url: URL
                    private let player: AVPlayer
                    init(url: URL) {
                        self.url = url
                        self.player = ↓AVPlayer(url: url)
                    }
                    func makeUIViewController(context: Context) -> AVPlayerViewController {
                        let controller = AVPlayerViewController()
                        controller.player = player
                        return controller
                    }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
                }
                """),
            Example("""
                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    private let coordinator = ↓Coordinator()
                    private let bar: UISearchBar = ↓{
                        let bar = UISearchBar()
                        bar.searchBarStyle = .minimal
                        return bar
                    }()
                    func makeCoordinator() -> Coordinator { coordinator }
                    func makeUIView(context: Context) -> UISearchBar { bar }
                    func updateUIView(_ uiView: UISearchBar, context: Context) {}
                    final class Coordinator: NSObject, UISearchBarDelegate {}
                }
                """),
            Example(files: [
                "OptionField.swift": """
                    struct OptionField: UIViewRepresentable {
                        let field = ↓BackspaceTextField()
                        func makeUIView(context: Context) -> BackspaceTextField { field }
                        func updateUIView(_ uiView: BackspaceTextField, context: Context) {}
                    }
                    """,
                "BackspaceTextField.swift": """
                    final class BackspaceTextField: UITextField {
                        override func deleteBackward() { super.deleteBackward() }
                    }
                    """,
            ]),
            Example("""
                struct LogView: NSViewRepresentable {
                    let log: String
                    private let textView = ↓NSTextView()
                    func makeNSView(context: Context) -> NSTextView { textView }
                    func updateNSView(_ view: NSTextView, context: Context) { view.string = log }
                }
                """),
            Example("""
                // The view's class comes from a package: make returning it shows it is a view all the same.
                struct Confetti: UIViewRepresentable {
                    let burst = ↓ConfettiEmitterView()
                    func makeUIView(context: Context) -> UIView {
                        burst.start()
                        return burst
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
            Example("""
                struct RichNote: UIViewRepresentable {
                    let text: String
                    private let renderer = ↓NoteRenderer()
                    func makeUIView(context: Context) -> UITextView {
                        let textView = renderer.textView
                        textView.isEditable = false
                        return textView
                    }
                    func updateUIView(_ uiView: UITextView, context: Context) {
                        renderer.render(text)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Every caller passes its own web view: the default is never evaluated.
                struct BrowserPage: UIViewRepresentable {
                    var webView = WKWebView()
                    func makeUIView(context: Context) -> WKWebView { webView }
                    func updateUIView(_ view: WKWebView, context: Context) {}
                }
                struct BrowserTab: View {
                    let tab: Tab
                    var body: some View { BrowserPage(webView: tab.webView) }
                }
                """),
            Example("""
                // A factory that builds a new view in make: the stored value itself is not shown.
                struct Badge: UIViewRepresentable {
                    let factory = BadgeFactory()
                    func makeUIView(context: Context) -> UILabel {
                        factory.makeLabel()
                    }
                    func updateUIView(_ uiView: UILabel, context: Context) {}
                }
                """),
            Example("""
                struct VideoPlayer: UIViewControllerRepresentable {
                    let player: AVPlayer
                    func makeUIViewController(context: Context) -> AVPlayerViewController {
                        let controller = AVPlayerViewController()
                        controller.player = player
                        return controller
                    }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
                }
                """),
            Example("""
                struct Badge: UIViewRepresentable {
                    let text: String
                    private let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                    private let font = UIFont.preferredFont(forTextStyle: .caption1)
                    private let style = BadgeStyle()
                    private let session = URLSession.shared
                    private static let sharedFormatter = DateFormatter()
                    @State private var cache = ImageCache()
                    func makeUIView(context: Context) -> UILabel { UILabel() }
                    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
                }
                """),
            Example(files: [
                "Chart.swift": """
                    struct Chart: UIViewRepresentable {
                        let series: [Double]
                        let layout = ChartLayout()
                        let renderer = LegacyRenderer()
                        func makeUIView(context: Context) -> ChartView { ChartView() }
                        func updateUIView(_ view: ChartView, context: Context) { view.apply(layout, series) }
                    }
                    """,
                "ChartLayout.swift": """
                    struct ChartLayout { var spacing: CGFloat = 4 }
                    final class LegacyRenderer: NSObject {}
                    """,
            ]),
            Example("""
                // A class that wraps a representable can own objects: it is not recreated by SwiftUI.
                final class Screen {
                    let view = UIView()
                    func makeUIView(context: Context) -> UIView { view }
                }
                """),
        ],
        symptoms: [
            "Changes made in update never show on screen",
            "A delegate set in make is never called",
            "delegate methods are never called",
            "changes go to a view that is not on screen",
            "a new player or view is allocated on every render",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        var seen: Set<SyntaxIdentifier> = []
        for representable in Representable.all(in: file) {
            guard let declaration = representable.declaration?.as(StructDeclSyntax.self),
                  seen.insert(declaration.id).inserted
            else { continue }
            let coordinatorName = representable.coordinator?.name ?? "Coordinator"
            for (creation, type, property) in Self.stateCreations(in: declaration)
            where PlatformObjects.isFrameworkObject(type) || Self.makeShows(property, in: representable) {
                // SwiftUI keeps the first; whether the parent re-renders often enough to matter is out of sight.
                report.add(at: creation, """
                    the initial value of @State '\(property)' is evaluated each time the struct is made, so every \
                    re-render of the parent allocates a new \(type) that SwiftUI throws away (it keeps the first); \
                    create it in \(representable.lifecycle.make), or keep it in the coordinator
                    """, confidence: .latent)
            }
            let settableDefaults = Self.memberwiseDefaults(in: declaration)
            for (creation, type, property) in Self.creations(in: declaration) {
                // `var web = WKWebView()` with the memberwise initializer: callers that pass their own never make it.
                let replaceable = settableDefaults.contains(property) ? (representable: representable.name, property: property) : nil
                // A class from another module is still a view when make puts it (or a part of it) on screen.
                if type == coordinatorName || PlatformObjects.isFrameworkObject(type) || Self.makeShows(property, in: representable) {
                    let used = Self.isRead(property, in: declaration, apartFrom: creation)
                    let message = used ? Self.message(type, make: representable.lifecycle.make) : """
                        a new \(type) is created each time SwiftUI rebuilds the representable and nothing uses it \
                        (\(representable.lifecycle.make) makes what it shows): every rebuild allocates one for nothing; \
                        remove '\(property)'
                        """
                    if let replaceable {
                        report.whenIndexed(at: creation, asking: Question(
                            type: type, make: representable.lifecycle.make, message: message,
                            representable: replaceable.representable, property: replaceable.property))
                    } else {
                        report.add(at: creation, message)
                    }
                } else {
                    report.whenIndexed(at: creation, asking: Question(
                        type: type, make: representable.lifecycle.make, message: "",
                        representable: replaceable?.representable ?? "", property: replaceable?.property ?? ""))
                }
            }
        }
    }

    /// An object `type` created in a stored property; `make` names the representable's make method.
    struct Question: IndexQuestion {
        var type: String
        var make: String
        /// The finding's message when the object is known to be a view; empty for a project class, which the
        /// index traces to a framework object first.
        var message: String
        /// For a `var` default the memberwise initializer can replace: the representable and the property.
        var representable: String
        var property: String
    }

    /// Reported unless every construction of the representable passes its own object for the property (the
    /// default is then never evaluated); a project class only when the index traces it to a framework object.
    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        if !question.representable.isEmpty,
           index.record(of: CallSiteFacts.self).labelsEveryConstructionPasses[question.representable]?.contains(question.property) == true {
            return nil
        }
        if !question.message.isEmpty { return question.message }
        guard PlatformObjects.isKnownObject(question.type, in: index) else { return nil }
        return message(question.type, make: question.make)
    }

    /// Stored `var`s with a default that the memberwise initializer lets callers replace: the struct declares
    /// no initializer of its own.
    private static func memberwiseDefaults(in declaration: StructDeclSyntax) -> Set<String> {
        let members = declaration.memberBlock.flattenedDeclarations
        guard !members.contains(where: { $0.is(InitializerDeclSyntax.self) }) else { return [] }
        return Set(members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { $0.bindingSpecifier.tokenKind == .keyword(.var) && !$0.modifiers.contains { $0.name.tokenKind == .keyword(.private) } }
            .flatMap(\.bindings)
            .filter { $0.initializer != nil }
            .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    private static func message(_ type: String, make: String) -> String {
        """
        a new \(type) is created each time SwiftUI rebuilds the representable, but only the first one reaches \
        the screen; create it in \(make) or makeCoordinator and reach it through the view or context.coordinator
        """
    }

    /// Whether any code of the struct other than the creation reads the property (`self.web`, `web`).
    private static func isRead(_ property: String, in declaration: StructDeclSyntax, apartFrom creation: ExprSyntax) -> Bool {
        Nodes.all(DeclReferenceExprSyntax.self, in: declaration.memberBlock).contains { reference in
            guard reference.baseName.text == property,
                  reference.parent?.as(MemberAccessExprSyntax.self).map({ $0.declName.id != reference.id || $0.base?.isSelf == true }) ?? true
            else { return false }
            // `self.web = WKWebView()` in an initializer sets it; it does not read it.
            if let statement = reference.ancestor(SequenceExprSyntax.self), statement.range.contains(creation.position) { return false }
            // `func updateUIView(_ webView: WKWebView, …)`: a parameter of that name is another value. (A local
            // of that name may still read it first: `guard let button = button`.)
            let viaSelf = reference.parent?.as(MemberAccessExprSyntax.self)?.base?.isSelf == true
            guard !viaSelf, let function = reference.ancestor(FunctionDeclSyntax.self) else { return true }
            return !function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == property }
        }
    }

    /// `@State var imageView = LazyImageView()`: unlike `@StateObject`'s, a `@State` initial value is not an
    /// autoclosure, so the object is made with every copy of the struct.
    private static func stateCreations(in declaration: StructDeclSyntax) -> [(ExprSyntax, String, property: String)] {
        declaration.memberBlock.flattenedDeclarations.flatMap { member -> [(ExprSyntax, String, property: String)] in
            guard let variable = member.as(VariableDeclSyntax.self),
                  TypeNames.attributeNames(variable.attributes) == ["State"]
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard let value = binding.initializer?.value, let type = createdType(value, declared: binding.typeAnnotation?.type),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                return (value, type, name)
            }
        }
    }

    /// Objects the struct creates: initial values of stored instance properties without a property wrapper,
    /// and values its initializers assign to properties. Each with the created type.
    private static func creations(in declaration: StructDeclSyntax) -> [(ExprSyntax, String, property: String)] {
        var result: [(ExprSyntax, String, property: String)] = []
        for member in declaration.memberBlock.flattenedDeclarations {
            if let variable = member.as(VariableDeclSyntax.self),
               !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
               variable.attributes.isEmpty {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let value = binding.initializer?.value,
                          let type = createdType(value, declared: binding.typeAnnotation?.type),
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { continue }
                    result.append((value, type, name))
                }
            } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
                for statement in body.statements {
                    guard let sequence = statement.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                          assignment.value.count == 1, let path = assignment.target.pathFromSelf, path.count == 1,
                          let type = createdType(assignment.value[0], declared: nil)
                    else { continue }
                    result.append((assignment.value[0], type, path[0]))
                }
            }
        }
        return result
    }

    /// Whether make shows the stored object: returns it or a part of it (`metaText.textView`, also through a
    /// local), or adds it as a subview. Only UIKit and AppKit views can be either.
    private static func makeShows(_ property: String, in representable: Representable) -> Bool {
        guard let body = representable.make.body else { return false }
        let shadowed = LocalNames.declared(in: body).contains(property)
        func isRootedInProperty(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
            let unwrapped = expression.withoutUnwraps
            if let path = unwrapped.memberPath, path.first == "self", path.count > 1 { return path[1] == property }
            // A property path only: `factory.makeLabel()` may build something new each time.
            guard let root = unwrapped.memberPath?.first else { return false }
            if root == property { return !shadowed }
            guard depth < 2, let local = HostingScope.local(named: root, at: unwrapped), case .value(let value) = local.source
            else { return false }
            return isRootedInProperty(value, depth: depth + 1)
        }
        if representable.makeReturns.contains(where: { isRootedInProperty($0) }) { return true }
        return Nodes.all(FunctionCallExprSyntax.self, in: body).contains { call in
            guard HostingVocabulary.addingSubview.contains(call.calleeName ?? ""), let added = call.arguments.first?.expression
            else { return false }
            return isRootedInProperty(added)
        }
    }

    /// The type an expression creates: `Type(…)`, `{ … }()` whose declared type is given, or the elements of
    /// `items.map { Type(…) }` (a new object per element).
    private static func createdType(_ value: ExprSyntax, declared: TypeSyntax?) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calledExpression.is(ClosureExprSyntax.self) {
            return declared.flatMap { TypeNames.simpleName(of: $0) }
        }
        if ["map", "compactMap"].contains(call.calleeName), call.arguments.isEmpty, let closure = call.trailingClosure,
           closure.statements.count == 1, let only = closure.statements.first {
            let element = only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression
            return element?.as(FunctionCallExprSyntax.self)?.constructedType
        }
        return call.constructedType
    }
}

extension RepresentableStoredObject.Question {
    func encode(to writer: inout CompactWriter) {
        writer.write(type)
        writer.write(make)
        writer.write(message)
        writer.write(representable)
        writer.write(property)
    }

    init(from reader: inout CompactReader) throws {
        self.init(type: try reader.read(), make: try reader.read(), message: try reader.read(),
                  representable: try reader.read(), property: try reader.read())
    }
}
