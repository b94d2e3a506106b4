/// Which views show which, what each reads from the environment and what each supplies: enough to tell which
/// roots of SwiftUI trees need an object they are not given.
struct EnvironmentGraph {
    let declarations: ProjectDeclarations

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
        if declarations.supplies(view, observable: observable).contains(type) { return nil }
        for child in declarations.shows(view) {
            if let path = pathToReader(from: child, type, observable, &visited) { return [view] + path }
        }
        return nil
    }

    /// Views that sit below something supplying `type`: the root views of roots that supply it, and what views
    /// that supply it themselves show, with everything they show in turn.
    func coveredViews(by type: String, observable: Bool, roots: [FileSites.Root]) -> Set<String> {
        var pending: [String] = []
        for root in roots where (observable ? root.observables : root.objects).contains(type) {
            pending += root.views.filter(declarations.views.contains)
        }
        for view in declarations.views where declarations.supplies(view, observable: observable).contains(type) {
            pending += declarations.shows(view)
        }
        var covered: Set<String> = []
        while let view = pending.popLast() {
            guard covered.insert(view).inserted else { continue }
            pending += declarations.shows(view)
        }
        return covered
    }
}
