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
            report.add(at: member.declName, """
                '.id(\(argument.trimmedDescription))' gets a new value from '\(fresh)' on every body evaluation, so \
                SwiftUI rebuilds the view each render and a representable loses its UIKit state; use a stable id
                """)
        }
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
