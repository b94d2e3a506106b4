import BridgeLintCore
import SwiftSyntax

/// Which views show which, what each reads from the environment and what each supplies: enough to tell which
/// roots of SwiftUI trees need an object they are not given.
final class EnvironmentGraph {
    private let declarations: ProjectDeclarations
    private let resolver: NameResolver
    private var showsMemo: [String: [String]] = [:]
    private var suppliesMemo: [String: (objects: Set<String>, observables: Set<String>)] = [:]

    init(resolver: NameResolver) {
        self.resolver = resolver
        self.declarations = resolver.declarations
    }

    /// The project views a view's code builds, in order of appearance.
    func shows(_ view: String) -> [String] {
        if let known = showsMemo[view] { return known }
        var shown: [String] = []
        for declaration in declarations.declarations(of: view) {
            for call in Nodes.all(FunctionCallExprSyntax.self, in: declaration.node) {
                if let type = TypeNames.constructedTypeName(ExprSyntax(call)), type != view, declarations.views.contains(type),
                   !shown.contains(type) {
                    shown.append(type)
                }
            }
        }
        showsMemo[view] = shown
        return shown
    }

    /// The types a view's own code supplies with `.environmentObject(_:)` and `.environment(_:)`.
    func supplies(_ view: String) -> (objects: Set<String>, observables: Set<String>) {
        if let known = suppliesMemo[view] { return known }
        var objects: Set<String> = []
        var observables: Set<String> = []
        for declaration in declarations.declarations(of: view) {
            for call in Nodes.all(FunctionCallExprSyntax.self, in: declaration.node) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), call.arguments.count == 1,
                      let argument = call.arguments.first?.expression, !argument.is(KeyPathExprSyntax.self),
                      let type = resolver.type(of: argument).primary
                else { continue }
                if member.declName.baseName.text == "environmentObject" { objects.insert(type) }
                if member.declName.baseName.text == "environment" { observables.insert(type) }
            }
        }
        suppliesMemo[view] = (objects, observables)
        return (objects, observables)
    }

    /// The views from `view` down to one that reads `type` (of the given kind), when no view on the way supplies
    /// it; nil when the view's tree does not need it.
    func pathToReader(from view: String, of type: String, observable: Bool) -> [String]? {
        var visited: Set<String> = []
        return pathToReader(from: view, type, observable, &visited)
    }

    private func pathToReader(from view: String, _ type: String, _ observable: Bool, _ visited: inout Set<String>) -> [String]? {
        guard visited.insert(view).inserted else { return nil }
        if (declarations.environmentReads[view] ?? []).contains(where: { $0.type == type && $0.isObservable == observable }) {
            return [view]
        }
        let supplied = supplies(view)
        if (observable ? supplied.observables : supplied.objects).contains(type) { return nil }
        for child in shows(view) {
            if let path = pathToReader(from: child, type, observable, &visited) { return [view] + path }
        }
        return nil
    }

    /// Views that sit below something supplying `type`: the root views of roots that supply it, and what views
    /// that supply it themselves show, with everything they show in turn.
    func coveredViews(by type: String, observable: Bool, roots: [SiteScanner.Root]) -> Set<String> {
        var pending: [String] = []
        for root in roots where (observable ? root.observables : root.objects).contains(type) {
            pending += root.views.filter(declarations.views.contains)
        }
        for view in declarations.views {
            let supplied = supplies(view)
            if (observable ? supplied.observables : supplied.objects).contains(type) { pending += shows(view) }
        }
        var covered: Set<String> = []
        while let view = pending.popLast() {
            guard covered.insert(view).inserted else { continue }
            pending += shows(view)
        }
        return covered
    }
}
