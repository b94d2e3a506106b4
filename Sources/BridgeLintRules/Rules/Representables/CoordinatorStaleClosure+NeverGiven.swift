import BridgeLintCore
import SwiftSyntax

/// A closure input the coordinator has a property for and calls, but that nothing ever gives it: makeCoordinator
/// does not pass it, no code sets the property, so the coordinator calls `nil` (or its default) for good and the
/// closure callers pass is never called.
extension CoordinatorStaleClosure {
    struct NeverGiven {
        /// The input, which is also the coordinator property's name.
        let input: String
        /// Where to report: the coordinator made in makeCoordinator, else the property.
        let site: Syntax
        /// The coordinator method that calls the property.
        let caller: String
    }

    static func neverGiven(in representable: Representable, coordinator: Coordinator, closureInputs: [String]) -> [NeverGiven] {
        let properties = Dictionary(coordinator.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [NeverGiven] = []
        for input in closureInputs {
            // A `let` has to be set by an initializer; a `var` may keep its default.
            guard let property = properties[input], !property.isLet,
                  let caller = callingMethod(of: input, in: coordinator),
                  !isGiven(input, to: coordinator, by: representable)
            else { continue }
            let made = representable.makeCoordinator?.body.flatMap { Nodes.all(FunctionCallExprSyntax.self, in: $0).first }
            found.append(NeverGiven(input: input, site: made.map(Syntax.init) ?? Syntax(property.binding), caller: caller))
        }
        return found
    }

    /// The first coordinator method that reads the property by its own name (`onChange?(…)`, `self.onChange`),
    /// not a copy of the representable's (`parent.onChange`).
    private static func callingMethod(of property: String, in coordinator: Coordinator) -> String? {
        for function in coordinator.members.compactMap({ $0.as(FunctionDeclSyntax.self) }) {
            guard let body = function.body else { continue }
            let reads = Nodes.all(DeclReferenceExprSyntax.self, in: body).contains { reference in
                guard reference.baseName.text == property else { return false }
                guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
                return member.base?.isSelf == true
            }
            if reads { return function.name.text }
        }
        return nil
    }

    /// Whether any code of the file may set the coordinator's property: the coordinator's own code assigning it,
    /// an argument of that label where the coordinator is made, or an assignment through another name
    /// (`context.coordinator.onChange = onChange`).
    private static func isGiven(_ property: String, to coordinator: Coordinator, by representable: Representable) -> Bool {
        let coordinatorCode = coordinator.members.map(Syntax.init)
        let assignedInside = coordinatorCode.contains { member in
            Nodes.all(SequenceExprSyntax.self, in: member).contains { sequence in
                Assignment(sequence)?.target.pathFromSelf == [property]
            }
        }
        if assignedInside { return true }
        let representableCode = representable.members.map(Syntax.init)
        return representableCode.contains { member in
            Nodes.all(SequenceExprSyntax.self, in: member).contains { sequence in
                guard let path = Assignment(sequence)?.target.memberPath else { return false }
                return path.count >= 2 && path.last == property && path.first != "self"
            } || Nodes.all(FunctionCallExprSyntax.self, in: member).contains { call in
                call.constructedType == coordinator.name && call.arguments.contains { $0.label?.text == property }
            }
        }
    }
}
