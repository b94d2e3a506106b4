import BridgeLintCore
import SwiftSyntax

/// The work a class's initializer starts (`fetchedResults.performFetch()`, `monitor.start(queue:)`, `load()`):
/// what a view that makes a new object on each render does again each time. Logging, Combine plumbing and
/// calls on collections are not work a user would notice; constructions are the object's own parts.
enum InitializerWork {
    /// `performFetch()`, `start()`: the first two distinct calls the class's initializers make, from the work each
    /// of them starts.
    static func calls(from byInitializer: [(labels: String, calls: [String])]) -> [String] {
        var found: [String] = []
        for call in byInitializer.flatMap(\.calls) where call != handsOnClosure && !found.contains(call) {
            found.append(call)
        }
        return Array(found.prefix(2))
    }

    /// Stands in the calls of an initializer that hands on a closure (a subscription, an observer, a task): code
    /// of the object may run later, though no call names work a user would notice.
    static let handsOnClosure = "{…}"

    /// For each initializer of the class, by its labels (`init(userDetails:)` is `userDetails:`): the calls it
    /// makes, and those of the initializer it hands over to (`self.init(…)`), then `handsOnClosure` when it hands on
    /// a closure. An initializer that starts nothing has an empty list: an object made with it changes only
    /// through what its holders do.
    static func callsByInitializer(in group: TypeGroups.Group, of file: LintFile) -> [(labels: String, calls: [String])] {
        let initializers = group.members.compactMap { $0.as(InitializerDeclSyntax.self) }
        func labels(of initializer: InitializerDeclSyntax) -> String {
            initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        }
        func calls(of initializer: InitializerDeclSyntax, depth: Int) -> [String] {
            guard let body = initializer.body else { return [] }
            var found: [String] = []
            for call in FileCalls.all(in: body, of: file) {
                if depth < 3, let delegated = delegatedInitializer(call, among: initializers) {
                    found += calls(of: delegated, depth: depth + 1).filter { !found.contains($0) }
                    continue
                }
                guard let name = call.calleeName, isWork(call, named: name), runsDuringInitializer(call, body: body) else { continue }
                if !found.contains("\(name)()") { found.append("\(name)()") }
            }
            let work = Array(found.filter { $0 != handsOnClosure }.prefix(2))
            let handsOn = found.contains(handsOnClosure) || !Nodes.all(ClosureExprSyntax.self, in: body).isEmpty
            return handsOn ? work + [handsOnClosure] : work
        }
        return initializers.map { (labels(of: $0), calls(of: $0, depth: 0)) }
    }

    /// `self.init(firstName: …)`: the initializer of the same class with those labels.
    private static func delegatedInitializer(
        _ call: FunctionCallExprSyntax, among initializers: [InitializerDeclSyntax]
    ) -> InitializerDeclSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let matching = initializers.filter { accepts($0, labels: labels) }
        return matching.count == 1 ? matching.first : nil
    }

    /// The arguments' labels, in order, are the initializer's parameters once those with defaults that the call
    /// leaves out are skipped.
    private static func accepts(_ initializer: InitializerDeclSyntax, labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in initializer.signature.parameterClause.parameters {
            if remaining.first == parameter.firstName.text {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// Not inside a closure that runs later (a `sink` handler, a completion), unless the closure is work started
    /// now (`Task { await load() }`, `DispatchQueue.main.async { … }`).
    /// `os(macOS)` in `#if os(macOS)` is a build condition, not a call.
    private static func runsDuringInitializer(_ call: FunctionCallExprSyntax, body: CodeBlockSyntax) -> Bool {
        var node = call.parent
        var child = Syntax(call)
        while let current = node, current.id != body.id {
            if let clause = current.as(IfConfigClauseSyntax.self), clause.condition?.id == child.id { return false }
            child = current
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
        // `.loaded("")`: an enum case's value or a static factory, made and handed back; nothing starts.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil { return false }
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
