import BridgeLintCore
import SwiftSyntax

/// Turns what `SiteScanner` read from the project into the candidate sites of one message: the sites of the kinds
/// its catalog entry lists, with the names each involves and the roles they fill.
final class SiteFinder {
    let project: ParsedProject
    let declarations: ProjectDeclarations
    let resolver: NameResolver
    private let graph: EnvironmentGraph
    /// Each file with what its walk found; the walks run once, whatever the messages.
    private let scanned: [(file: ParsedProject.File, scanner: SiteScanner)]

    init(project: ParsedProject) {
        self.project = project
        declarations = ProjectDeclarations(project)
        let resolver = NameResolver(declarations)
        self.resolver = resolver
        graph = EnvironmentGraph(resolver: resolver)
        scanned = project.files.map { file in
            let scanner = SiteScanner(resolver: resolver)
            scanner.walk(file.tree)
            return (file, scanner)
        }
    }

    private var allRoots: [SiteScanner.Root] { scanned.flatMap(\.scanner.roots) }

    /// - Parameter observable: whether an environment message is about `@Environment(T.self)` (an @Observable
    ///   object supplied with `.environment(_:)`) rather than `@EnvironmentObject`.
    func sites(of kinds: [SiteKind], names: [CarriedName], observable: Bool = false) -> [ProjectSite] {
        var sites: [ProjectSite] = []
        for kind in kinds {
            switch kind {
            case .containment, .presentation: sites += containmentSites(kind)
            case .environmentRoot, .presentationRoot: sites += environmentRootSites(kind, names: names, observable: observable)
            case .environmentReader: sites += environmentReaderSites(names: names, observable: observable)
            case .publishedWriteOffMain: sites += backgroundWriteSites()
            case .stateOutsideView: sites += stateOutsideViewSites()
            case .onChangeWrite: sites += onChangeSites()
            case .backtraceFunction: sites += backtraceSites(names: names)
            case .crashLocation: sites += crashLocationSites(names: names)
            }
        }
        return sites
    }

    private func site(_ kind: SiteKind, _ file: ParsedProject.File, _ node: some SyntaxProtocol, reason: String,
                      names: [String], roles: [NameRole: Set<String>] = [:]) -> ProjectSite {
        let (line, column) = file.location(of: Self.anchor(node))
        var all = Set(names)
        if let type = NameResolver.enclosingType(of: node) { all.insert(type) }
        if let function = NameResolver.enclosingFunction(of: node) { all.insert(function) }
        return ProjectSite(kind: kind, file: file.path, line: line, column: column, reason: reason, names: all, roles: roles)
    }

    /// Where a site is reported: a method call at its name (`.onChange` in a chain that starts lines above),
    /// anything else at its start.
    private static func anchor(_ node: some SyntaxProtocol) -> Syntax {
        if let call = Syntax(node).as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base != nil {
            return Syntax(member.declName)
        }
        return Syntax(node)
    }

    // MARK: Containment and presentation

    private func containmentSites(_ kind: SiteKind) -> [ProjectSite] {
        var sites: [ProjectSite] = []
        for (file, scanner) in scanned {
            for containment in scanner.containments where containment.kind == kind {
                let child = containment.child.names
                let parent = containment.parent.names
                let childText = containment.child.primary ?? "a controller"
                let parentText = containment.parent.primary ?? "a controller"
                let reason = Self.describe(containment.operation, child: childText, parent: parentText)
                sites.append(site(kind, file, containment.node, reason: reason, names: child + parent, roles: [
                    .controller: Set(child), .child: Set(child), .presented: Set(child),
                    .requestedParent: Set(parent), .presenter: Set(parent),
                ]))
            }
        }
        return sites
    }

    private static func describe(_ operation: String, child: String, parent: String) -> String {
        switch operation {
        case _ where SiteScanner.presentOperations.contains(operation): "\(parent) presents \(child) (\(operation))"
        case _ where SiteScanner.navigationOperations.contains(operation): "\(child) is pushed onto \(parent) (\(operation))"
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
            "\(child)'s view is added to \(parent)'s view (\(operation))"
        case "removeFromSuperview": "\(child)'s view is removed from \(parent)'s view (\(operation))"
        case "removeFromParent", "removeFromParentViewController": "\(child) is removed from its parent (\(operation))"
        case "willMove", "didMove": "\(child) is told it moves to \(parent) (\(operation)(toParent:))"
        case "beginAppearanceTransition", "endAppearanceTransition": "\(child)'s appearance transition is driven by hand (\(operation))"
        case "UINavigationController(rootViewController:)": "\(child) becomes the root of a new UINavigationController"
        case "setViewControllers", "viewControllers =": "\(child) becomes a child of \(parent) (\(operation))"
        default: "\(child) is added as a child of \(parent) (\(operation))"
        }
    }

    // MARK: Environment

    private func environmentTypes(_ names: [CarriedName]) -> [String] {
        names.filter { $0.role == .environmentObject && !$0.isGenericArgument }.map(\.name)
    }

    private func environmentRootSites(_ kind: SiteKind, names: [CarriedName], observable: Bool) -> [ProjectSite] {
        var sites: [ProjectSite] = []
        let roots = allRoots
        for type in environmentTypes(names) {
            let covered = kind == .presentationRoot ? graph.coveredViews(by: type, observable: observable, roots: roots) : []
            for (file, scanner) in scanned {
                for root in scanner.roots {
                    let given = observable ? root.observables : root.objects
                    let givenOtherwise = observable ? root.objects : root.observables
                    guard !given.contains(type), !givenOtherwise.contains(type) else { continue }
                    let host: String
                    switch root.kind {
                    case .hosting(let name), .scene(let name):
                        guard kind == .environmentRoot else { continue }
                        host = name
                    case .presentation(let name):
                        guard kind == .presentationRoot else { continue }
                        if let view = root.hostView, covered.contains(view) { continue }
                        host = ".\(name)"
                    }
                    guard let path = root.views.lazy.compactMap({ self.graph.pathToReader(from: $0, of: type, observable: observable) }).first
                    else { continue }
                    let reader = path.last ?? type
                    let chain = path.count > 1 ? " (through \(path.joined(separator: " → ")))" : ""
                    let reason = "the root view \(path[0]) of this \(host) needs \(type), read by \(reader)\(chain), and is not given it"
                    sites.append(site(kind, file, root.node, reason: reason, names: [type] + path,
                                      roles: [.environmentObject: [type]]))
                }
            }
        }
        return sites
    }

    private func environmentReaderSites(names: [CarriedName], observable: Bool) -> [ProjectSite] {
        var sites: [ProjectSite] = []
        let roots = allRoots
        for type in environmentTypes(names) {
            // Supplied only the other way: an @Observable model injected with .environment(_:) and read with
            // @EnvironmentObject, or the reverse.
            let suppliedHere = roots.contains { (observable ? $0.observables : $0.objects).contains(type) }
                || declarations.views.contains { (observable ? graph.supplies($0).observables : graph.supplies($0).objects).contains(type) }
            let suppliedOtherwise = roots.contains { (observable ? $0.objects : $0.observables).contains(type) }
                || declarations.views.contains { (observable ? graph.supplies($0).objects : graph.supplies($0).observables).contains(type) }
            for (view, reads) in declarations.environmentReads {
                for read in reads where read.type == type {
                    let file = project.files[read.property.file]
                    let wrapper = read.isObservable ? "@Environment(\(type).self)" : "@EnvironmentObject"
                    var reason = "\(view) reads \(type) with \(wrapper)"
                    var site = self.site(.environmentReader, file, read.property.node, reason: reason, names: [type, view])
                    if read.isObservable != observable || (!suppliedHere && suppliedOtherwise) {
                        reason += read.isObservable == observable
                            ? ", but the project supplies \(type) only with \(observable ? ".environmentObject(_:)" : ".environment(_:)")"
                            : ", not the wrapper the message is about"
                        site.reason = reason
                        if read.isObservable == observable {
                            site.roles = [.environmentObject: [type]]
                            site.shapeEvidence = 1
                        }
                    }
                    sites.append(site)
                }
            }
        }
        return sites
    }

    // MARK: Threads and state

    private func backgroundWriteSites() -> [ProjectSite] {
        scanned.flatMap { file, scanner in
            scanner.backgroundWrites.map { write in
                site(.publishedWriteOffMain, file, write.node,
                     reason: "\(write.owner).\(write.property) is @Published and is written in \(write.callback), off the main thread",
                     names: [write.owner, write.property])
            }
        }
    }

    private func stateOutsideViewSites() -> [ProjectSite] {
        scanned.flatMap { file, scanner in
            scanner.statesOutsideViews.map { state in
                // @State read where SwiftUI does not manage it is this message's direct cause, not a guess.
                var site = site(.stateOutsideView, file, state.node, reason: state.reason, names: [state.property])
                site.shapeEvidence = 1
                return site
            }
        }
    }

    private func onChangeSites() -> [ProjectSite] {
        scanned.flatMap { file, scanner in
            scanner.onChanges.map { change in
                let feedsItself = change.writes.contains(change.observed)
                var reason = "onChange(of: \(change.observed)) writes \(change.writes.joined(separator: ", "))"
                if feedsItself { reason += ": it changes the value it observes" }
                var site = self.site(.onChangeWrite, file, change.node, reason: reason,
                                     names: change.observedType.names + [change.observed] + change.writes,
                                     roles: [.observedType: Set(change.observedType.primary.map { [$0] } ?? [])])
                site.shapeEvidence = feedsItself ? 1 : 0
                return site
            }
        }
    }

    // MARK: Backtraces

    /// The functions the app's frames name, and in them the lines that call the selector of the message.
    private func backtraceSites(names: [CarriedName]) -> [ProjectSite] {
        let types = Set(names.filter { $0.role == .frameType }.map(\.name))
        let members = Set(names.filter { $0.role == .frameMember }.map(\.name))
        let spellings = Set(names.filter { $0.role == .selector }.flatMap(\.spellings))
        guard !members.isEmpty else { return [] }
        var sites: [ProjectSite] = []
        var bodies: [(owner: String?, name: String, node: Syntax, file: Int)] = declarations.functions.map { ($0.owner, $0.name, $0.node, $0.file) }
        for (owner, properties) in declarations.properties {
            for property in properties.values where members.contains(property.name) && property.node.bindings.first?.accessorBlock != nil {
                bodies.append((owner, property.name, Syntax(property.node), property.file))
            }
        }
        for body in bodies where members.contains(body.name) {
            let typeMatches = body.owner.map(types.contains) ?? false
            guard typeMatches || types.isEmpty || !types.contains(where: declarations.isDeclared) else { continue }
            let file = project.files[body.file]
            let owner = body.owner.map { $0 + "." } ?? ""
            var roles: [NameRole: Set<String>] = [.frameMember: [body.name]]
            if let type = body.owner { roles[.frameType] = [type] }
            sites.append(site(.backtraceFunction, file, body.node, reason: "\(owner)\(body.name) is in the backtrace",
                              names: [body.name] + (body.owner.map { [$0] } ?? []), roles: roles))
            for token in body.node.tokens(viewMode: .sourceAccurate) where spellings.contains(token.text) {
                var touching = roles
                touching[.selector] = [token.text]
                sites.append(site(.backtraceFunction, file, token,
                                  reason: "\(owner)\(body.name), in the backtrace, calls \(token.text) here",
                                  names: [body.name, token.text] + (body.owner.map { [$0] } ?? []), roles: touching))
            }
        }
        return sites
    }

    /// The line a Swift runtime error names (`TrailNotes/StatusBadge.swift:35`), in the project files of that name
    /// (those whose path also ends with the folder the message gives first).
    private func crashLocationSites(names: [CarriedName]) -> [ProjectSite] {
        var sites: [ProjectSite] = []
        for location in names where location.role == .sourceLocation {
            guard let colon = location.name.lastIndex(of: ":"), let line = Int(location.name[location.name.index(after: colon)...])
            else { continue }
            let path = String(location.name[..<colon])
            let fileName = "/" + (path.split(separator: "/").last.map(String.init) ?? path)
            let matching = project.files.filter { ("/" + $0.path).hasSuffix(fileName) }
            let exact = matching.filter { ("/" + $0.path).hasSuffix("/" + path) }
            for file in exact.isEmpty ? matching : exact {
                let position = file.converter.position(ofLine: line, column: 1)
                guard var token = file.tree.token(at: position) else { continue }
                // The line's first token: the one at its start may be the last of the line before (trailing trivia).
                if file.location(of: token).line < line, let next = token.nextToken(viewMode: .sourceAccurate) { token = next }
                guard file.location(of: token).line == line else { continue }
                sites.append(site(.crashLocation, file, token, reason: "the crash happened on this line (\(location.name))",
                                  names: [location.name], roles: [.sourceLocation: [location.name]]))
            }
        }
        return sites
    }

    // MARK: Names at a finding

    /// The names code on a line involves: its identifiers and the types they resolve to, and the type and
    /// function it is in.
    func names(atLine line: Int, column: Int, in path: String) -> (names: Set<String>, type: String?, function: String?) {
        guard let file = project.file(path) else { return ([], nil, nil) }
        var names: Set<String> = []
        var anchor: TokenSyntax?
        // From the line's first token to the last one on it, rather than through the whole file.
        var next = file.tree.token(at: file.converter.position(ofLine: line, column: 1))
        if let first = next, file.location(of: first).line < line { next = first.nextToken(viewMode: .sourceAccurate) }
        while let token = next {
            next = token.nextToken(viewMode: .sourceAccurate)
            let location = file.location(of: token)
            if location.line < line { continue }
            if location.line > line { break }
            if anchor == nil || location.column <= column { anchor = token }
            guard case .identifier(let text) = token.tokenKind else { continue }
            names.insert(text)
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
                names.formUnion(resolver.type(of: ExprSyntax(reference)).names)
            } else if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) {
                names.formUnion(resolver.type(of: ExprSyntax(member)).names)
            }
        }
        return (names, anchor.flatMap { NameResolver.enclosingType(of: $0) }, anchor.flatMap { NameResolver.enclosingFunction(of: $0) })
    }
}
