import BridgeLintCore
import SwiftSyntax

/// The thread a queue, run loop, scheduler or URLSession delivers work on, read from how it is written:
/// `DispatchQueue.main`, `.main`, `RunLoop.main`, `OperationQueue.main` are the main thread;
/// `DispatchQueue.global()`, `DispatchQueue(label:)` and `OperationQueue()` are not. A name is followed to the
/// value it was initialized with when that is visible in the file; anything else is unknown.
enum QueueKind: Equatable {
    case main
    case background
    case unknown

    private static let queueTypes: Set<String> = ["DispatchQueue", "OperationQueue", "RunLoop"]

    static func of(_ expression: ExprSyntax) -> QueueKind {
        of(expression, depth: 0)
    }

    private static func of(_ expression: ExprSyntax, depth: Int) -> QueueKind {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return name == "main" ? .main : .unknown }
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, queueTypes.contains(type) {
                return name == "main" ? .main : .unknown
            }
            return followed(expression, depth: depth)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "global",
               member.base.map({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue" }) ?? true {
                return .background
            }
            if let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, type == "DispatchQueue" || type == "OperationQueue" {
                // A queue targeting another queue runs its work there.
                if let target = call.arguments.first(where: { $0.label?.text == "target" }) {
                    return of(target.expression, depth: depth + 1)
                }
                return .background
            }
            return .unknown
        }
        return followed(expression, depth: depth)
    }

    /// `queue` or `self.queue`, declared in the file with a visible initial value.
    private static func followed(_ expression: ExprSyntax, depth: Int) -> QueueKind {
        guard depth < 4, let path = AccessPath(expression), path.rest.isEmpty, let name = path.property,
              let value = VisibleValue.initializer(of: name, near: expression)
        else { return .unknown }
        return of(value, depth: depth + 1)
    }
}

/// Where a URLSession calls its completion handlers and publishers: its delegate queue, a background serial
/// queue unless the session was created with `delegateQueue: .main`.
enum SessionKind {
    static func of(_ expression: ExprSyntax) -> QueueKind {
        of(expression, depth: 0)
    }

    private static func of(_ expression: ExprSyntax, depth: Int) -> QueueKind {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared",
           member.base.map({ $0.as(DeclReferenceExprSyntax.self)?.baseName.text == "URLSession" }) ?? true {
            return .background
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "URLSession" {
            guard let queue = call.arguments.first(where: { $0.label?.text == "delegateQueue" })?.expression,
                  !queue.is(NilLiteralExprSyntax.self)
            else { return .background }
            return QueueKind.of(queue)
        }
        guard depth < 4, let path = AccessPath(expression), path.rest.isEmpty, let name = path.property else { return .unknown }
        if let value = VisibleValue.initializer(of: name, near: expression) {
            return of(value, depth: depth + 1)
        }
        // Declared `let session: URLSession` and set elsewhere (usually `.shared` or a configured session).
        return DeclaredType.of(ExprSyntax(path.firstReference)) == "URLSession" ? .background : .unknown
    }
}
