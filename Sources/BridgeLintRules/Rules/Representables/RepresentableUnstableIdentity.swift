import BridgeLintCore
import SwiftSyntax

/// `.id(UUID())` and other identities made fresh on every body evaluation.
struct RepresentableUnstableIdentity: Rule {
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
                """),
            Example("""
                struct Feed: View {
                    let posts: [Post]
                    var body: some View {
                        List(posts) { post in
                            PostRow(post: post).↓id(UUID().uuidString)
                        }
                    }
                }
                """),
            Example("""
                struct Clock: View {
                    var body: some View {
                        VStack {
                            AnalogClockView().↓id(Date())
                            Sparkle().↓id(Int.random(in: 0...1000))
                            Ticker().↓id("tick-\\(Date.now.timeIntervalSince1970)")
                        }
                    }
                }
                """),
            Example("""
                struct Banner: ViewModifier {
                    func body(content: Content) -> some View {
                        content.↓id(UUID())
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
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
        ]
    )

    private static let freshValues: Set<String> = ["UUID", "NSUUID", "Date", "NSDate", "arc4random", "arc4random_uniform",
                                                   "CACurrentMediaTime", "CFAbsoluteTimeGetCurrent", "mach_absolute_time"]

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains(".id(") else { return }
        for call in Nodes.all(FunctionCallExprSyntax.self, in: file.tree) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  member.declName.baseName.text == "id", call.argumentLabels == [nil],
                  let argument = call.arguments.first?.expression,
                  let fresh = Self.freshValue(in: argument), Self.isInViewBody(call)
            else { continue }
            let message = """
                '.id(\(argument.trimmedDescription))' gets a new value from '\(fresh)' on every body evaluation, so \
                SwiftUI rebuilds the view each render and a representable loses its UIKit state; use a stable id
                """
            // Views the modified subtree builds; `self.id(…)` in a View extension and a modifier's `content` can be any view.
            var views = Set(Nodes.all(FunctionCallExprSyntax.self, in: member.base!).compactMap(\.constructedType))
            if let base = member.base, base.isSelf || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "content" {
                views.insert("(any view)")
            }
            report.whenIndexed(at: member.declName, asking: IndexQuestion("rebuilt", [message] + views.sorted()))
        }
    }

    /// Reported when the rebuilt subtree may hold a representable: a project representable, a project view whose
    /// body shows one (two levels deep), or a view bridgelint cannot see into (another module's). A subtree of
    /// SwiftUI's own views is rebuilt on purpose (a deliberate reset or a forced refresh): only its @State is lost.
    static func answer(_ question: IndexQuestion, index: ProjectIndex) -> String? {
        guard question.kind == "rebuilt", let message = question.arguments.first else { return nil }
        var pending = question.arguments.dropFirst().map { ($0, 0) }
        var seen: Set<String> = []
        while let (name, depth) = pending.popLast() {
            guard seen.insert(name).inserted, !swiftUIViews.contains(name) else { continue }
            let declarations = index.declarations(named: name)
            if declarations.isEmpty || declarations.contains(where: { $0.makeReturnType != nil }) { return message }
            if depth < 2 { pending += declarations.flatMap(\.inlineBodyReferences).map { ($0, depth + 1) } }
        }
        return nil
    }

    /// SwiftUI's own views and containers, which hold no UIKit view of the app's.
    private static let swiftUIViews: Set<String> = [
        "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "Picker", "TextField", "SecureField",
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "List", "ForEach", "Section", "Group", "GroupBox", "ScrollView", "ScrollViewReader", "GeometryReader",
        "NavigationLink", "NavigationStack", "NavigationView", "Form", "Spacer", "Divider", "Color", "Rectangle",
        "RoundedRectangle", "Circle", "Capsule", "ProgressView", "Gauge", "ViewThatFits", "AnyView", "EmptyView",
        "Menu", "DisclosureGroup", "ContentUnavailableView", "TimelineView", "Canvas", "LinearGradient",
        "AsyncImage", "Link", "ShareLink", "LabeledContent", "ControlGroup", "TabView",
    ]

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

    /// Inside a view's `body`, a ViewModifier's `body(content:)`, or a property or function returning `some View`
    /// or marked `@ViewBuilder`.
    private static func isInViewBody(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                        || returnsView(binding.typeAnnotation?.type)
                } || TypeNames.attribute(named: "ViewBuilder", in: variable.attributes) != nil
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.name.text == "body" || returnsView(function.signature.returnClause?.type)
                    || TypeNames.attribute(named: "ViewBuilder", in: function.attributes) != nil
            }
            current = parent.parent
        }
        return false
    }

    /// `some View`.
    private static func returnsView(_ type: TypeSyntax?) -> Bool {
        guard let some = type?.as(SomeOrAnyTypeSyntax.self) else { return false }
        return TypeNames.simpleName(of: some.constraint) == "View"
    }
}
