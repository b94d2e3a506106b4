import BridgeLintCore
import SwiftSyntax

/// Where a Combine pipeline delivers its values, read from the operator chain written in one expression:
/// `URLSession.shared.dataTaskPublisher(for: url).map(\.data).receive(on: DispatchQueue.main)`.
///
/// Known background sources and hops move delivery off the main thread, `receive(on:)` a main scheduler
/// moves it back, and operators that only transform values keep it. Anything else (a publisher stored in a
/// property, `NotificationCenter`, `$published`, a project operator such as `receiveOnMain()`) is unknown.
enum CombineDelivery {
    case main
    /// Off the main thread; the operator that put it there, for messages: `dataTaskPublisher(for:)`.
    case background(String)
    case unknown

    /// Operators that deliver each value on the thread they received it.
    private static let transparent: Set<String> = [
        "map", "tryMap", "compactMap", "tryCompactMap", "filter", "tryFilter", "removeDuplicates", "decode", "encode",
        "mapError", "replaceError", "replaceNil", "replaceEmpty", "setFailureType", "eraseToAnyPublisher", "share",
        "handleEvents", "print", "breakpoint", "retry", "first", "last", "prefix", "dropFirst", "drop", "scan",
        "tryScan", "reduce", "tryReduce", "collect", "ignoreOutput", "assertNoFailure", "output", "count",
        "contains", "allSatisfy", "min", "max", "multicast", "autoconnect", "makeConnectable",
    ]
    /// Operators that deliver on the scheduler passed as `scheduler:`.
    private static let scheduling: Set<String> = ["debounce", "throttle", "delay", "timeout", "measureInterval"]
    /// Operators whose values come from other publishers, on those publishers' threads.
    private static let joining: Set<String> = [
        "flatMap", "switchToLatest", "merge", "combineLatest", "zip", "append", "prepend", "catch", "tryCatch",
    ]
    /// Sources that emit synchronously when subscribed, so `subscribe(on:)` decides their thread.
    private static let synchronousSources: Set<String> = ["Just", "Future", "Deferred", "Fail", "Empty", "Record"]

    /// The delivery of `upstream`, the expression an operator such as `sink` or `assign` is called on.
    static func of(_ upstream: ExprSyntax) -> CombineDelivery {
        var operators: [(name: String, call: FunctionCallExprSyntax, base: ExprSyntax)] = []
        var current = upstream
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            operators.insert((member.declName.baseName.text, call, base), at: 0)
            current = base
        }
        var delivery = CombineDelivery.unknown
        var emitsOnSubscribe = isSynchronousSource(current)
        for (name, call, base) in operators {
            switch name {
            case "dataTaskPublisher":
                delivery = SessionKind.of(base) == .main ? .main : .background("dataTaskPublisher(for:)")
            case "publish" where base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer":
                delivery = argument("on", of: call).map(QueueKind.of) == .main ? .main : .unknown
            case "receive":
                delivery = scheduled(on: argument("on", of: call), by: name)
            case "subscribe":
                // Moves where subscription happens: it decides the thread only for sources that emit right then.
                let scheduler = argument("on", of: call)
                if emitsOnSubscribe, let scheduler, QueueKind.of(scheduler) == .background {
                    delivery = .background("subscribe(on: \(scheduler.trimmedDescription))")
                } else if !delivery.isBackground {
                    delivery = .unknown
                }
            case _ where scheduling.contains(name):
                delivery = scheduled(on: argument("scheduler", of: call), by: name)
            case _ where joining.contains(name):
                if containsCall(named: "dataTaskPublisher", inArgumentsOf: call) {
                    delivery = .background("dataTaskPublisher(for:)")
                } else if !(name == "catch" && fallsBackToValue(call)) {
                    delivery = .unknown
                }
            case _ where transparent.contains(name):
                break
            default:
                delivery = .unknown
            }
            if name != "subscribe" && !transparent.contains(name) { emitsOnSubscribe = false }
        }
        return delivery
    }

    /// The project functions a pipeline's values come from, when nothing in the chain decides its thread: the
    /// method it starts from (`client.fetchUsers(…)` in `client.fetchUsers(…).map(\.name)`) and those called
    /// inside its joining operators (`.flatMap { network.dataTask(with: $0) }`). Empty when an operator
    /// schedules (`receive(on:)`, `debounce`) or a known source decides.
    static func projectSources(of upstream: ExprSyntax) -> [String] {
        var operators: [(name: String, call: FunctionCallExprSyntax)] = []
        var current = upstream
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            operators.insert((member.declName.baseName.text, call), at: 0)
            current = base
        }
        var sources: [String] = []
        if let call = current.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name.first?.isLowercase == true {
            sources.append(name)
        }
        for (position, (name, call)) in operators.enumerated() {
            if transparent.contains(name) { continue }
            if joining.contains(name) {
                let parts: [Syntax] = [Syntax(call.arguments)] + [call.trailingClosure.map(Syntax.init)].compactMap { $0 }
                for part in parts {
                    for inner in Nodes.all(FunctionCallExprSyntax.self, in: part) {
                        if let name = inner.calleeName, name.first?.isLowercase == true { sources.append(name) }
                    }
                }
                continue
            }
            // The method the chain starts from (`client.fetch(…)`): a project source; anything later decides.
            guard position == 0, !scheduling.contains(name), !["receive", "subscribe", "dataTaskPublisher", "publish"].contains(name)
            else { return [] }
            sources.append(name)
        }
        return sources
    }

    /// `settings` in `settings.selectedLocationPublisher.map(…)`: the object whose `…Publisher` property the
    /// chain starts from, whose type then says where the values come from.
    static func publisherOwner(of upstream: ExprSyntax) -> ExprSyntax? {
        var current = upstream
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            current = base
        }
        guard let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasSuffix("Publisher"),
              let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
        else { return nil }
        return base
    }

    var isBackground: Bool {
        if case .background = self { true } else { false }
    }

    private static func scheduled(on scheduler: ExprSyntax?, by name: String) -> CombineDelivery {
        guard let scheduler else { return .unknown }
        switch QueueKind.of(scheduler) {
        case .main: return .main
        case .background: return .background("\(name)(\(name == "receive" ? "on" : "scheduler"): \(scheduler.trimmedDescription))")
        case .unknown: return .unknown
        }
    }

    private static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private static func isSynchronousSource(_ source: ExprSyntax) -> Bool {
        if let call = source.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
            return callee.as(DeclReferenceExprSyntax.self).map { synchronousSources.contains($0.baseName.text) } ?? false
        }
        // `[1, 2, 3].publisher`
        return source.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "publisher"
            && source.as(MemberAccessExprSyntax.self)?.base?.is(ArrayExprSyntax.self) == true
    }

    /// `.catch { _ in Just([]) }`: the fallback is a value sent right away, on the same thread.
    private static func fallsBackToValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { return false }
        return isSynchronousSource(only)
    }

    /// Whether the operator's own arguments (not the upstream it is called on) call `name`.
    private static func containsCall(named name: String, inArgumentsOf call: FunctionCallExprSyntax) -> Bool {
        let parts: [Syntax] = [Syntax(call.arguments)] + [call.trailingClosure.map(Syntax.init)].compactMap { $0 }
            + call.additionalTrailingClosures.map { Syntax($0) }
        return parts.contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } }
    }
}
