/// `bridgelint new`: checks the request, fills the kind's template, and refuses to hand out code that does not parse.
public enum Scaffolder {
    public static func generate(_ request: ScaffoldRequest) throws(ScaffoldError) -> Scaffold {
        try checkOptions(request)
        let draft: Scaffold = switch request.kind {
        case .representable, .controllerRepresentable: try RepresentableTemplate.generate(request)
        case .gestureRepresentable: try GestureRepresentableTemplate.generate(request)
        case .hostingChild: HostingChildTemplate.generate(request)
        case .hostingCell: HostingCellTemplate.generate(request)
        case .childContainer: ChildContainerTemplate.generate(request)
        case .traitBridge: try TraitBridgeTemplate.generate(request)
        case .observationLoop: ObservationLoopTemplate.generate(request)
        }
        let errors = SyntaxCheck.errors(in: draft.source)
        guard errors.isEmpty else { throw .generatedCodeDoesNotParse(errors) }
        return draft
    }

    /// The name must be a Swift name, and only the options the kind uses may be given.
    private static func checkOptions(_ request: ScaffoldRequest) throws(ScaffoldError) {
        let kind = request.kind
        guard SwiftInput.isIdentifier(request.name) else {
            throw .invalidRequest("'\(request.name)' is not a Swift type name")
        }
        var given: [String] = []
        if request.typeName != nil { given.append("--type") }
        if !request.bindings.isEmpty { given.append("--binding") }
        if !request.inputs.isEmpty { given.append("--input") }
        if !request.actions.isEmpty { given.append("--action") }
        if request.delegateProtocol != nil { given.append("--delegate") }
        if request.rootView != nil { given.append("--root-view") }
        if request.forTableView { given.append("--table") }
        if request.traitValueType != nil || request.traitDefault != nil { given.append("TYPE DEFAULT") }
        let allowed: Set<String> = switch kind {
        case .representable, .controllerRepresentable: ["--type", "--binding", "--input", "--action", "--delegate"]
        case .gestureRepresentable: ["--type"]
        case .hostingChild, .childContainer: ["--root-view"]
        case .hostingCell: ["--root-view", "--table"]
        case .traitBridge: ["TYPE DEFAULT"]
        case .observationLoop: []
        }
        if let unused = given.first(where: { !allowed.contains($0) }) {
            throw .invalidRequest("\(kind.rawValue) does not take \(unused): \(kind.synopsis)")
        }
        if let typeName = request.typeName, !SwiftInput.isIdentifier(typeName) {
            throw .invalidRequest("--type \(typeName): give the class's name, such as MKMapView")
        }
        if let delegate = request.delegateProtocol, !SwiftInput.isIdentifier(delegate) {
            throw .invalidRequest("--delegate \(delegate): give the protocol's name")
        }
        if let rootView = request.rootView, !SwiftInput.isType(rootView) {
            throw .invalidRequest("--root-view \(rootView): '\(rootView)' is not a Swift type")
        }
    }
}
