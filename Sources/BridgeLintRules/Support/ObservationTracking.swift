import BridgeLintCore
import SwiftSyntax

/// A call of `withObservationTracking(_:onChange:)`, in any of its spellings: two trailing closures,
/// closure arguments, or a function reference for either part.
struct ObservationTrackingCall {
    let call: FunctionCallExprSyntax
    /// `withObservationTracking` as written: where findings about the call are reported.
    let name: ExprSyntax
    /// The code whose reads are tracked; it runs right away, on the caller's thread.
    let apply: ExprSyntax?
    /// What runs once, on the thread that changes a tracked property, before the change is stored.
    let onChange: ExprSyntax?

    init?(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression
        let calleeName = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard calleeName == "withObservationTracking" else { return nil }
        self.call = call
        self.name = callee
        if let first = call.arguments.first, first.label == nil {
            apply = first.expression
            onChange = call.arguments.first { $0.label?.text == "onChange" }?.expression
                ?? call.trailingClosure.map(ExprSyntax.init)
        } else {
            apply = call.trailingClosure.map(ExprSyntax.init)
            onChange = call.additionalTrailingClosures.first { $0.label.text == "onChange" }.map { ExprSyntax($0.closure) }
                ?? call.arguments.first { $0.label?.text == "onChange" }?.expression
        }
    }

    /// The onChange closure, when it is written in place.
    var onChangeClosure: ClosureExprSyntax? { onChange?.as(ClosureExprSyntax.self) }

    /// Every tracking call in a file.
    static func all(in file: LintFile) -> [ObservationTrackingCall] {
        file.memo.value("ObservationTrackingCall") {
            guard file.contains("withObservationTracking") else { return [] }
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return collector.found
        }
    }

    private final class Collector: SyntaxVisitor {
        var found: [ObservationTrackingCall] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let call = ObservationTrackingCall(node) { found.append(call) }
            return .visitChildren
        }
    }
}
