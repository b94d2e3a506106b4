/// Turns what `SiteScanner` read from the project into the candidate sites of one message: the sites of the kinds
/// its catalog entry lists, with the names each involves and the roles they fill.
struct SiteFinder {
    let declarations: ProjectDeclarations
    private let files: [FileSites]
    private let byPath: [String: Int]
    private let graph: EnvironmentGraph
    private let roots: [FileSites.Root]

    init(declarations: ProjectDeclarations, files: [FileSites]) {
        self.declarations = declarations
        self.files = files
        byPath = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        graph = EnvironmentGraph(declarations: declarations)
        roots = files.flatMap(\.roots)
    }

    /// The names on a finding's line, from the walk of its file.
    func names(atFinding line: Int, column: Int, in path: String) -> FileSites.LineNames? {
        byPath[path].flatMap { files[$0].findingNames["\(line):\(column)"] }
    }

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

    private func site(_ kind: SiteKind, _ place: SourcePlace, reason: String, names: [String],
                      roles: [NameRole: Set<String>] = [:]) -> ProjectSite {
        var all = Set(names)
        if let type = place.type { all.insert(type) }
        if let function = place.function { all.insert(function) }
        return ProjectSite(kind: kind, file: place.file, line: place.line, column: place.column, reason: reason, names: all,
                           roles: roles)
    }

    // MARK: Containment and presentation

    private func containmentSites(_ kind: SiteKind) -> [ProjectSite] {
        files.flatMap(\.containments).filter { $0.kind == kind }.map { containment in
            let child = containment.child.names
            let parent = containment.parent.names
            let reason = Self.describe(containment.operation, child: containment.child.primary ?? "a controller",
                                       parent: containment.parent.primary ?? "a controller")
            return site(kind, containment.place, reason: reason, names: child + parent, roles: [
                .controller: Set(child), .child: Set(child), .presented: Set(child),
                .requestedParent: Set(parent), .presenter: Set(parent),
            ])
        }
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
        for type in environmentTypes(names) {
            let covered = kind == .presentationRoot ? graph.coveredViews(by: type, observable: observable, roots: roots) : []
            for root in roots {
                // Given either way: with the wrapper the reader does not use, the reader is the place to look.
                guard !root.objects.contains(type), !root.observables.contains(type) else { continue }
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
                guard let path = root.views.lazy.compactMap({ graph.pathToReader(from: $0, of: type, observable: observable) }).first
                else { continue }
                let reader = path.last ?? type
                let chain = path.count > 1 ? " (through \(path.joined(separator: " → ")))" : ""
                let reason = "the root view \(path[0]) of this \(host) needs \(type), read by \(reader)\(chain), and is not given it"
                sites.append(site(kind, root.place, reason: reason, names: [type] + path, roles: [.environmentObject: [type]]))
            }
        }
        return sites
    }

    private func environmentReaderSites(names: [CarriedName], observable: Bool) -> [ProjectSite] {
        var sites: [ProjectSite] = []
        for type in environmentTypes(names) {
            func isSupplied(observable: Bool) -> Bool {
                roots.contains { (observable ? $0.observables : $0.objects).contains(type) }
                    || declarations.views.contains { declarations.supplies($0, observable: observable).contains(type) }
            }
            // Supplied only the other way: an @Observable model injected with .environment(_:) and read with
            // @EnvironmentObject, or the reverse.
            let suppliedOnlyOtherwise = !isSupplied(observable: observable) && isSupplied(observable: !observable)
            for reads in declarations.environmentReads.values {
                for read in reads where read.type == type {
                    let wrapper = read.isObservable ? "@Environment(\(type).self)" : "@EnvironmentObject"
                    var reason = "\(read.view) reads \(type) with \(wrapper)"
                    var site = self.site(.environmentReader, read.place, reason: reason, names: [type, read.view])
                    if read.isObservable != observable {
                        reason += ", not the wrapper the message is about"
                    } else if suppliedOnlyOtherwise {
                        reason += ", but the project supplies \(type) only with \(observable ? ".environmentObject(_:)" : ".environment(_:)")"
                        site.roles = [.environmentObject: [type]]
                        site.shapeEvidence = 1
                    }
                    site.reason = reason
                    sites.append(site)
                }
            }
        }
        return sites
    }

    // MARK: Threads and state

    private func backgroundWriteSites() -> [ProjectSite] {
        files.flatMap(\.backgroundWrites).map { write in
            site(.publishedWriteOffMain, write.place,
                 reason: "\(write.owner).\(write.property) is @Published and is written in \(write.callback), off the main thread",
                 names: [write.owner, write.property])
        }
    }

    private func stateOutsideViewSites() -> [ProjectSite] {
        files.flatMap(\.statesOutsideViews).map { state in
            // @State read where SwiftUI does not manage it is this message's direct cause, not a guess.
            var site = site(.stateOutsideView, state.place, reason: state.reason, names: [state.property])
            site.shapeEvidence = 1
            return site
        }
    }

    private func onChangeSites() -> [ProjectSite] {
        files.flatMap(\.onChanges).map { change in
            let feedsItself = change.writes.contains(change.observed)
            var reason = "onChange(of: \(change.observed)) writes \(change.writes.joined(separator: ", "))"
            if feedsItself { reason += ": it changes the value it observes" }
            var site = site(.onChangeWrite, change.place, reason: reason,
                            names: change.observedType.names + [change.observed] + change.writes,
                            roles: [.observedType: Set(change.observedType.primary.map { [$0] } ?? [])])
            site.shapeEvidence = feedsItself ? 1 : 0
            return site
        }
    }

    // MARK: Backtraces and crashes

    /// The functions the app's frames name, and in them the lines that call the selector of the message.
    private func backtraceSites(names: [CarriedName]) -> [ProjectSite] {
        let types = Set(names.filter { $0.role == .frameType }.map(\.name))
        let members = Set(names.filter { $0.role == .frameMember }.map(\.name))
        let spellings = Set(names.filter { $0.role == .selector }.flatMap(\.spellings))
        // When a frame names a type of the project, only that type's functions of that name are meant.
        let projectTypes = types.filter(declarations.isDeclared)
        var sites: [ProjectSite] = []
        for body in files.flatMap(\.frameBodies) where members.contains(body.name) {
            guard projectTypes.isEmpty || body.owner.map(projectTypes.contains) == true else { continue }
            let owner = body.owner.map { $0 + "." } ?? ""
            var roles: [NameRole: Set<String>] = [.frameMember: [body.name]]
            if let type = body.owner { roles[.frameType] = [type] }
            let names = [body.name] + (body.owner.map { [$0] } ?? [])
            sites.append(site(.backtraceFunction, body.place, reason: "\(owner)\(body.name) is in the backtrace", names: names, roles: roles))
            for touch in body.touches where spellings.contains(touch.spelling) {
                var touching = roles
                touching[.selector] = [touch.spelling]
                sites.append(site(.backtraceFunction, touch.place, reason: "\(owner)\(body.name), in the backtrace, calls \(touch.spelling) here",
                                  names: names + [touch.spelling], roles: touching))
            }
        }
        return sites
    }

    /// The line a Swift runtime error names (`TrailNotes/StatusBadge.swift:35`).
    private func crashLocationSites(names: [CarriedName]) -> [ProjectSite] {
        names.filter { $0.role == .sourceLocation }.flatMap { location -> [ProjectSite] in
            guard let target = CrashLocation(location.name) else { return [] }
            return files.flatMap(\.crashPlaces).filter { target.matches($0) }.map { place in
                site(.crashLocation, place, reason: "the crash happened on this line (\(location.name))", names: [location.name],
                     roles: [.sourceLocation: [location.name]])
            }
        }
    }
}

/// `TrailNotes/StatusBadge.swift:35` (the module's folder, the file, the line), as a Swift runtime error prints it.
struct CrashLocation: Hashable, Sendable {
    /// The path as printed, `TrailNotes/StatusBadge.swift`.
    let path: String
    let fileName: String
    let line: Int

    init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]) else { return nil }
        path = String(text[..<colon])
        fileName = path.split(separator: "/").last.map(String.init) ?? path
        self.line = line
    }

    /// Whether a project file is the one meant: the same file name (the printed folder is the module's, which the
    /// project's folders need not repeat).
    func names(file: String) -> Bool {
        ("/" + file).hasSuffix("/" + fileName)
    }

    func matches(_ place: SourcePlace) -> Bool {
        place.line == line && names(file: place.file)
    }
}
