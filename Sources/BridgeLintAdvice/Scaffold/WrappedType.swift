import BridgeLintCore

/// The UIKit type a representable kind wraps, with whatever bridgelint knows about it.
struct WrappedType {
    /// The type in the generated signatures: the class, a project subclass, or the host view of a layer.
    var name: String
    /// The table entry whose knowledge applies: the class itself, or the known ancestor of a project class.
    var knowledge: UIKitClass?
    var role: UIKitClass.Role
    /// `nil` when unknown: no sizeThatFits is generated then.
    var intrinsicSize: UIKitClass.IntrinsicSize?
    /// Said to the user when something had to be assumed.
    var notes: [String] = []

    /// The variable that holds it in make, update and dismantle: `MKMapView` → `mapView`.
    var variableName: String {
        let candidate = name.lowerCamelName
        if SwiftInput.isIdentifier(candidate) { return candidate }
        // `UISwitch` would give the keyword `switch`.
        return candidate + (role == .controller ? "Controller" : "View")
    }

    /// Resolves `typeName` for a representable kind; `wrapperName` names a layer's host view.
    static func resolve(_ typeName: String, for kind: ScaffoldKind, wrapperName: String,
                        index: ProjectIndex?) throws(ScaffoldError) -> WrappedType {
        let expected: UIKitClass.Role = switch kind {
        case .controllerRepresentable: .controller
        case .gestureRepresentable: .gestureRecognizer
        default: .view
        }
        let wrapped: WrappedType
        switch TypeResolver(index: index).resolve(typeName) {
        case .uikit(let known):
            let name = known.role == .layer ? wrapperName + "LayerView" : known.name
            wrapped = WrappedType(name: name, knowledge: known, role: known.role, intrinsicSize: known.intrinsicSize)
        case .projectSubclass(let subclass):
            wrapped = WrappedType(name: subclass.declaration.name, knowledge: subclass.base, role: subclass.base.role,
                                  intrinsicSize: subclass.intrinsicSize)
        case .swiftUIView(let fact):
            throw .invalidRequest("'\(fact.name)' is a SwiftUI view: to show it in UIKit use 'bridgelint new hosting-child' or 'bridgelint new hosting-cell'")
        case .observableModel(let fact, _):
            throw .invalidRequest("'\(fact.name)' is a model, not a view: 'bridgelint advise \(fact.name)' says how to share it")
        case .representable(let fact):
            throw .invalidRequest("'\(fact.name)' already is a representable; --type names the UIKit class it wraps")
        case .unrelated(let fact):
            throw .invalidRequest("'\(fact.name)' (\(fact.location)) does not inherit from a UIKit class bridgelint knows")
        case nil:
            let noun = switch expected {
            case .controller: "a UIViewController subclass"
            case .gestureRecognizer: "a UIGestureRecognizer subclass"
            default: "a UIView subclass"
            }
            wrapped = WrappedType(name: typeName, knowledge: nil, role: expected, intrinsicSize: nil, notes: [
                "bridgelint does not know '\(typeName)': the code assumes \(noun) with an init() and properties named after the inputs",
            ])
        }
        try wrapped.check(against: expected, kind: kind)
        return wrapped
    }

    private func check(against expected: UIKitClass.Role, kind: ScaffoldKind) throws(ScaffoldError) {
        let role = self.role == .layer ? .view : self.role
        guard role != expected else { return }
        switch role {
        case .container:
            let trap = knowledge?.traps.first?.text ?? ""
            throw .invalidRequest("\(name) is a container controller. \(trap)")
        case .cell:
            throw .invalidRequest("\(name) is a cell: put SwiftUI inside it with 'bridgelint new hosting-cell'")
        case .view:
            throw .invalidRequest("\(name) is a view: use 'bridgelint new representable'")
        case .controller:
            throw .invalidRequest("\(name) is a view controller: use 'bridgelint new controller-representable'")
        case .gestureRecognizer:
            throw .invalidRequest("\(name) is a gesture recognizer: use 'bridgelint new gesture-representable'")
        case .layer:
            throw .invalidRequest("\(name) is a layer: use 'bridgelint new representable'")
        }
    }
}
