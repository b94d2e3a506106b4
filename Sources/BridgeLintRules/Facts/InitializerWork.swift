import BridgeLintCore
import SwiftSyntax

/// The work a class's initializer starts (`fetchedResults.performFetch()`, `monitor.start(queue:)`, `load()`):
/// what a view that makes a new object on each render does again each time. Logging, Combine plumbing and
/// calls on collections are not work a user would notice; constructions are the object's own parts.
enum InitializerWork {
    /// `performFetch()`, `start()`: the first two distinct calls the class's initializers make.
    static func calls(in group: TypeGroups.Group) -> [String] {
        var found: [String] = []
        for initializer in group.members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            guard let body = initializer.body else { continue }
            for call in Nodes.all(FunctionCallExprSyntax.self, in: body) {
                guard let name = call.calleeName, isWork(call, named: name), runsDuringInitializer(call, body: body) else { continue }
                let text = "\(name)()"
                if !found.contains(text) { found.append(text) }
                if found.count == 2 { return found }
            }
        }
        return found
    }

    /// Not inside a closure that runs later (a `sink` handler, a completion), unless the closure is work started
    /// now (`Task { await load() }`, `DispatchQueue.main.async { … }`).
    private static func runsDuringInitializer(_ call: FunctionCallExprSyntax, body: CodeBlockSyntax) -> Bool {
        var node = call.parent
        while let current = node, current.id != body.id {
            if let closure = current.as(ClosureExprSyntax.self) {
                let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let name = owner?.calleeName, ["Task", "detached", "async"].contains(name) else { return false }
            }
            node = current.parent
        }
        return true
    }

    private static func isWork(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        guard let first = name.first, first.isLowercase, !plumbing.contains(name) else { return false }
        // `Log.d(…)`, `logger.info(…)`, `super.init()`.
        if let receiver = call.receiver?.trimmedDescription.lowercased(),
           receiver.contains("log") || receiver == "super" || receiver == "self" && name == "init" {
            return false
        }
        return true
    }

    private static let plumbing: Set<String> = [
        "init", "print", "debugPrint", "NSLog", "os_log", "assert", "assertionFailure", "precondition", "fatalError",
        "sink", "store", "assign", "receive", "map", "compactMap", "flatMap", "filter", "eraseToAnyPublisher",
        "removeDuplicates", "debounce", "throttle", "combineLatest", "merge", "dropFirst", "prepend", "share",
        "append", "insert", "removeAll", "contains", "first", "async", "asyncAfter", "autoconnect", "publish", "publisher",
        "addObserver",
    ]
}
