import BridgeLintCore
import SwiftSyntax

/// Project functions that put the view their callers give into a hosting controller they make:
/// `func showWindow<Content: View>(title: String, view: @escaping () -> Content)` making
/// `NSHostingController(rootView: view())`, or handing `view` on to such a function. What the caller's content
/// needs from the environment must come from the caller's own modifiers or the function's. Read by
/// `hosting-missing-environment`, which asks at each call that gives such a function a view.
///
/// Keyed like a call: the function's name and the content parameter's label, `showWindow(view:`, and for the
/// last closure parameter also `showWindow({}:`, the form a trailing closure takes.
enum HostingContentHelpers: FactRecorder {
    /// A function that hosts its content parameter itself.
    @CompactCoded
    struct Host: CompactCodable, Sendable, Equatable {
        var keys: [String]
        var host: String
        var isWindowRoot: Bool
        /// What the function puts into the content's environment itself.
        var objects: [String]
        var observables: [String]
        var environmentKeys: [String]
        var unknownObjects: [String]
        var givesUnknownObservable: Bool
        var line: Int

        init(keys: [String], host: String, isWindowRoot: Bool, root: HostedRoot, line: Int) {
            (self.keys, self.host, self.isWindowRoot, self.line) = (keys, host, isWindowRoot, line)
            objects = root.objects.sorted()
            observables = root.observables.sorted()
            environmentKeys = root.keys.sorted()
            unknownObjects = root.unknownObjects
            givesUnknownObservable = root.givesUnknownObservable
        }

        /// Whether both put content into the same kind of host with the same environment, wherever they are.
        func hostsAlike(_ other: Host) -> Bool {
            var moved = other
            (moved.keys, moved.line) = (keys, line)
            return moved == self
        }
    }

    /// A function that passes its content parameter, as it is, to another function (`makeWindow(view: view)`).
    @CompactCoded
    struct Forward: CompactCodable, Sendable, Equatable {
        var keys: [String]
        /// The key of the argument it is passed as (`makeWindow(view:`).
        var target: String

        init(keys: [String], target: String) {
            (self.keys, self.target) = (keys, target)
        }
    }

    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        var hosts: [Host] = []
        var forwards: [Forward] = []
        var path = ""

        init() {}
    }

    /// Where a helper's content ends up: the hosting site, with `path:line`.
    struct Site: Sendable, Equatable {
        var host: Host
        var place: String
    }

    struct ProjectRecord: Sendable {
        /// Key → the hosting sites of the functions with that key; more than one site that differ leaves the key
        /// undecided.
        var sites: [String: [Site]] = [:]
    }

    static let name = "hosting-content-helpers"

    static func record(in file: LintFile) -> FileRecord? {
        guard file.contains("View") else { return nil }
        var record = FileRecord()
        if file.contains("rootView") || file.contains("UIHostingConfiguration") {
            for site in HostingSiteFinder.sites(in: file) where !site.root.isOpaque && site.root.views.isEmpty {
                guard let parameter = site.root.contentParameter,
                      let function = parameter.ancestor(FunctionDeclSyntax.self)
                else { continue }
                let line = file.location(of: site.anchor.positionAfterSkippingLeadingTrivia).line
                record.hosts.append(Host(keys: keys(of: parameter, in: function), host: site.hostType,
                                         isWindowRoot: site.isWindowRoot, root: site.root, line: line))
            }
        }
        for function in MemberFunctions.of(file) {
            guard let body = function.body else { continue }
            for parameter in function.signature.parameterClause.parameters where givesView(parameter, in: function) {
                let name = (parameter.secondName ?? parameter.firstName).text
                for target in forwardTargets(of: name, in: body) {
                    record.forwards.append(Forward(keys: keys(of: parameter, in: function), target: target))
                }
            }
        }
        guard !record.hosts.isEmpty || !record.forwards.isEmpty else { return nil }
        record.path = file.path
        return record
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        var direct: [String: [Site]] = [:]
        var forwards: [String: [String]] = [:]
        for record in records {
            for host in record.hosts {
                let site = Site(host: host, place: "\(record.path):\(host.line)")
                for key in host.keys where !(direct[key]?.contains(site) ?? false) { direct[key, default: []].append(site) }
            }
            for forward in record.forwards {
                for key in forward.keys { forwards[key, default: []].append(forward.target) }
            }
        }
        var project = ProjectRecord(sites: direct)
        // A function forwarding to a helper hosts what its callers give, as that helper does (a few levels deep).
        for _ in 0..<3 {
            for (key, targets) in forwards {
                for site in targets.flatMap({ project.sites[$0] ?? [] }) where !(project.sites[key]?.contains(site) ?? false) {
                    project.sites[key, default: []].append(site)
                }
            }
        }
        return project
    }

    /// The keys a call giving `parameter` its content uses: its label, and the trailing-closure form for the
    /// function's last closure parameter.
    static func keys(of parameter: FunctionParameterSyntax, in function: FunctionDeclSyntax) -> [String] {
        let name = function.name.text
        var keys = [ArgumentKey.labelled(parameter.firstName.text, in: name)]
        let lastClosure = function.signature.parameterClause.parameters.last { StoredValueType.isFunction($0.type) }
        if lastClosure?.id == parameter.id { keys.append(ArgumentKey.trailing(in: name)) }
        return keys
    }


    /// A parameter that gives a view: a closure returning one, or a view value, typed by a generic parameter
    /// the function constrains to `View`, `some View` or `AnyView`.
    private static func givesView(_ parameter: FunctionParameterSyntax, in function: FunctionDeclSyntax) -> Bool {
        var type = StoredValueType.core(of: parameter.type)
        if let closure = type.as(FunctionTypeSyntax.self) { type = closure.returnClause.type }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return some.constraint.trimmedDescription == "View" }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return name == "AnyView" || GenericConstraints.of(name, in: Syntax(function))?.contains("View") == true
    }

    /// The keys of the calls in `body` that are given `name` itself as an argument (`makeWindow(title: t, view: view)`).
    private static func forwardTargets(of name: String, in body: CodeBlockSyntax) -> [String] {
        Nodes.all(FunctionCallExprSyntax.self, in: body).flatMap { call -> [String] in
            guard let callee = call.calleeName, call.constructedType == nil else { return [] }
            return call.arguments.compactMap { argument in
                guard argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return nil }
                return ArgumentKey.labelled(argument.label?.text, in: callee)
            }
        }
    }
}

extension ProjectIndex {
    /// See `HostingContentHelpers`.
    var hostingContentHelpers: HostingContentHelpers.ProjectRecord { record(of: HostingContentHelpers.self) }
}
