import BridgeLintCore
import SwiftSyntax

/// Whether code runs off the main thread, judged from the closures around it: the nearest closure whose thread
/// is known decides (a `DispatchQueue.main.async` inside a `URLSession` completion handler is back on main).
/// Only callbacks known to run off the main thread count; anything unclear is taken to be on it.
enum ThreadContext {
    /// The callback that runs the node off the main thread, described for the report; nil when it is on the main
    /// thread or unknown.
    static func backgroundCallback(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self)
                || candidate.asDeclGroup != nil {
                return nil
            }
            if let closure = candidate.as(ClosureExprSyntax.self), let call = call(taking: closure) {
                switch thread(of: call, closure: closure) {
                case .main: return nil
                case .background(let description): return description
                case .unknown: break
                }
            }
            current = candidate.parent
        }
        return nil
    }

    private enum Thread {
        case main
        case background(String)
        case unknown
    }

    /// The call a closure is an argument (or trailing closure) of.
    private static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let call = closure.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }  // multiple trailing closures
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    private static let urlSessionTasks: Set<String> = ["dataTask", "downloadTask", "uploadTask", "streamTask"]
    private static let itemProviderLoads: Set<String> = [
        "loadObject", "loadDataRepresentation", "loadFileRepresentation", "loadItem", "loadInPlaceFileRepresentation",
        "loadTransferable",
    ]
    private static let combineSinks: Set<String> = ["sink", "assign"]

    private static func thread(of call: FunctionCallExprSyntax, closure: ClosureExprSyntax) -> Thread {
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = callee?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let base = callee?.base.map { $0.trimmedDescription.replacingOccurrences(of: " ", with: "") } ?? ""
        if closure.signature?.attributes.contains(where: { $0.as(AttributeSyntax.self).flatMap(TypeNames.simpleName(of:)) == "MainActor" }) == true {
            return .main
        }
        switch name {
        case "async", "asyncAfter", "sync", "asyncAndWait":
            if base.hasSuffix("DispatchQueue.main") || base == ".main" { return .main }
            if base.hasPrefix("DispatchQueue.global") { return .background("a DispatchQueue.global() block") }
            // Another queue: a serial queue of the app's own, which is not the main one.
            return base.isEmpty ? .unknown : .background("a block on the queue \(base)")
        case "run" where base == "MainActor":
            return .main
        case "detached" where base == "Task":
            return .background("a detached task")
        case "addOperation":
            return base.hasSuffix("OperationQueue.main") ? .main : .background("an OperationQueue block")
        case "detachNewThread":
            return .background("a new thread")
        default:
            break
        }
        if urlSessionTasks.contains(name) { return .background("a URLSession completion handler") }
        if itemProviderLoads.contains(name) { return .background("an NSItemProvider completion handler") }
        if combineSinks.contains(name), let base = callee?.base {
            return combineThread(base)
        }
        return .unknown
    }

    /// A Combine pipeline delivers where its last `receive(on:)` says; `dataTaskPublisher` and `subscribe(on:)` a
    /// background queue start off the main thread.
    private static func combineThread(_ pipeline: ExprSyntax) -> Thread {
        var current: ExprSyntax? = pipeline
        var startsInBackground: String?
        while let expression = current?.withoutUnwraps {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { break }
            let name = member.declName.baseName.text
            let argument = call.arguments.first?.expression.trimmedDescription.replacingOccurrences(of: " ", with: "") ?? ""
            let isMain = argument.hasSuffix("main") || argument.hasSuffix("main)") || argument.contains("MainActor")
            if name == "receive", call.arguments.first?.label?.text == "on" {
                // The last hop seen from the sink decides.
                return isMain ? .main : .background("a Combine pipeline that receives on \(argument)")
            }
            if name == "subscribe", !isMain { startsInBackground = "a Combine pipeline subscribed on \(argument)" }
            if name == "dataTaskPublisher" { startsInBackground = "a URLSession dataTaskPublisher pipeline" }
            current = member.base
        }
        return startsInBackground.map { .background($0) } ?? .unknown
    }
}

import Foundation
