import BridgeLintCore
import SwiftSyntax

/// `.id(UUID())` and other identities made fresh on every body evaluation.
struct RepresentableUnstableIdentity: IndexedRule {
    static let description = RuleDescription(
        id: "representable-unstable-identity",
        summary: ".id(…) is given a value created anew on every body evaluation (UUID(), Date(), random)",
        severity: .warning,
        rationale: """
            .id(_:) ties a view's identity to a value: when the value changes, SwiftUI treats it as a different \
            view, discards the old one with all its state and builds a new one. A value created inside body — \
            UUID(), Date(), Date.now, a random number — is different on every evaluation, so each render throws the \
            view away. A representable then calls make again and loses its UIKit state (scroll position, text being \
            edited, a playing video); any view loses its @State and restarts its transitions and tasks.
            """,
        howToFix: """
            Identify the view by something stable that changes only when it should be rebuilt: the model's id \
            (`.id(item.id)`), a URL, or a value kept in @State and changed on purpose (`.id(reloadToken)`).
            """,
        triggeringExamples: [
            Example("""
                struct ArticleScreen: View {
                    let article: Article
                    var body: some View {
                        ArticleWebView(url: article.url)
                            .↓id(UUID())
                    }
                }
                struct ArticleWebView: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        if webView.url != url { webView.load(URLRequest(url: url)) }
                    }
                }
                """),
            Example("""
                // The row shows a representable: each render rebuilds it.
                struct Feed: View {
                    let posts: [Post]
                    var body: some View {
                        List(posts) { post in
                            PostRow(post: post).↓id(UUID().uuidString)
                        }
                    }
                }
                struct PostRow: View {
                    let post: Post
                    var body: some View { VStack { Text(post.title); RichText(html: post.body) } }
                }
                struct RichText: UIViewRepresentable {
                    let html: String
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ textView: UITextView, context: Context) {}
                }
                """),
            Example("""
                struct Clock: View {
                    var body: some View {
                        VStack {
                            AnalogClockView().↓id(Date())
                            AnalogClockView().↓id(Int.random(in: 0...1000))
                            AnalogClockView().↓id("tick-\\(Date.now.timeIntervalSince1970)")
                        }
                    }
                }
                struct AnalogClockView: NSViewRepresentable {
                    func makeNSView(context: Context) -> ClockFaceView { ClockFaceView() }
                    func updateNSView(_ nsView: ClockFaceView, context: Context) {}
                }
                """),
            Example(files: [
                "TrailMapScreen.swift": """
                    struct TrailMapScreen: View {
                        let trail: Trail
                        var body: some View {
                            TrailMap(trail: trail).↓id(UUID())
                        }
                    }
                    """,
                "TrailMap.swift": """
                    struct TrailMap: UIViewRepresentable {
                        let trail: Trail
                        func makeUIView(context: Context) -> MKMapView { MKMapView() }
                        func updateUIView(_ mapView: MKMapView, context: Context) {}
                    }
                    """,
            ]),
            Example("""
                // A coordinator hands its screen to SwiftUI as AnyView, and a sheet's body asks for it on each render.
                final class CallLinkCoordinator {
                    let link: URL
                    init(link: URL) { self.link = link }
                    func toPresentable() -> AnyView {
                        AnyView(CallWebView(url: link).↓id(UUID()))
                    }
                }
                struct CallWebView: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {}
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A modifier can be applied to any content, and a view from another module cannot be seen into:
                // whether a representable is rebuilt is not known, so nothing is claimed.
                struct Banner: ViewModifier {
                    func body(content: Content) -> some View {
                        content.id(UUID())
                    }
                }
                struct Player: View {
                    var body: some View { VideoPlayerKit.PlayerSurface().id(UUID()) }
                }
                """),
            Example("""
                // Only SwiftUI's own views are rebuilt: a deliberate refresh that costs their @State, nothing of UIKit's.
                struct Scoreboard: View {
                    let scores: [Score]
                    var body: some View {
                        List(scores) { Text($0.name) }
                            .id(UUID())
                    }
                }
                """),
            Example("""
                struct ArticleScreen: View {
                    let article: Article
                    @State private var reloadToken = UUID()
                    var body: some View {
                        ArticleWebView(url: article.url)
                            .id(article.id)
                            .overlay { ProgressView().id(reloadToken) }
                            .toolbar { Button("Reload") { reloadToken = UUID() } }
                    }
                }
                """),
            Example("""
                struct Feed: View {
                    let posts: [Post]
                    var body: some View {
                        List(posts, id: \\.id) { post in
                            PostRow(post: post).id(post.id)
                        }
                    }
                }
                """),
            Example("""
                // Not a view: a request builder with a method named `id`.
                func makeRequest() -> Request {
                    Request.builder().id(UUID()).build()
                }
                """),
        ],
        symptoms: [
            "makeUIView is called on every update",
            "A wrapped view loses its scroll position, text or playback on every render",
            "A view flickers or restarts its transitions",
            "makeUIView is called again on every update",
            "UIKit view loses its state on every render",
            "text field loses focus while typing",
        ]
    )

    private static let freshValues: Set<String> = ["UUID", "NSUUID", "Date", "NSDate", "arc4random", "arc4random_uniform",
                                                   "CACurrentMediaTime", "CFAbsoluteTimeGetCurrent", "mach_absolute_time"]

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains(".id(") else { return }
        for call in FileCalls.all(in: file) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  member.declName.baseName.text == "id", call.argumentLabels == [nil],
                  let argument = call.arguments.first?.expression,
                  let fresh = Self.freshValue(in: argument), Self.isInViewBody(call)
            else { continue }
            // Views the modified subtree builds.
            let views = Set(Nodes.all(FunctionCallExprSyntax.self, in: member.base!).compactMap(\.constructedType))
            report.whenIndexed(at: member.declName, asking: Question(
                argument: argument.trimmedDescription, freshValue: fresh, views: views.sorted()))
        }
    }

    /// Reported when the rebuilt subtree holds a representable: a project representable, or a project view whose
    /// body shows one (two levels deep). A subtree of SwiftUI's own views is rebuilt on purpose (a deliberate
    /// reset or a forced refresh): only its @State is lost. A view of another module, or a modifier's arbitrary
    /// content, cannot be seen into: no representable is claimed there.
    /// `.id(argument)` with a new value from `freshValue` each time, on a subtree that builds `views`.
    @CompactCoded
    struct Question: IndexQuestion {
        var argument: String
        var freshValue: String
        var views: [String]
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let (argument, fresh) = (question.argument, question.freshValue)
        var pending = question.views.map { ($0, 0) }
        var seen: Set<String> = []
        while let (name, depth) = pending.popLast() {
            guard seen.insert(name).inserted, !BridgeVocabulary.swiftUIViews.contains(name) else { continue }
            let declarations = index.declarations(named: name)
            if (declarations + index.extensions(of: name)).contains(where: { $0.makeReturnType != nil }) {
                return """
                    '.id(\(argument))' gets a new value from '\(fresh)' on every body evaluation, so SwiftUI \
                    rebuilds the view each render and representable '\(name)' is made again, losing its UIKit \
                    state (scroll position, text being edited, playback); use a stable id
                    """
            }
            if depth < 2 { pending += declarations.flatMap(\.inlineBodyReferences).map { ($0, depth + 1) } }
        }
        return nil
    }

    /// The part of an expression that makes a new value each time it runs (`UUID()`, `Date.now`, `Int.random(in:)`).
    private static func freshValue(in expression: ExprSyntax) -> String? {
        for call in Nodes.all(FunctionCallExprSyntax.self, in: expression, outsideClosures: true) {
            if let name = call.calleeName, call.receiver == nil, freshValues.contains(name) {
                return call.calledExpression.trimmedDescription + "()"
            }
            if call.calleeName == "random", call.receiver != nil {
                return call.calledExpression.trimmedDescription
            }
        }
        for access in Nodes.all(MemberAccessExprSyntax.self, in: expression, outsideClosures: true) {
            if access.declName.baseName.text == "now", access.base?.trimmedDescription == "Date" {
                return "Date.now"
            }
        }
        return nil
    }

    /// Inside a declaration that builds view content (see `ViewContentBuilder`): the nearest variable or function
    /// around the node decides.
    private static func isInViewBody(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            if parent.is(VariableDeclSyntax.self) || parent.is(FunctionDeclSyntax.self) { return ViewContentBuilder.builds(parent) }
            current = parent.parent
        }
        return false
    }
}
