import BridgeLintCore
import SwiftSyntax

/// A map's pins or overlays taken off and put back on every update (`map.removeAnnotations(map.annotations)`
/// then `map.addAnnotations(pins)`): every pin is a new one to the map, so a selected pin loses its selection
/// and callout and the pins flicker, however little changed.
struct MapRebuild {
    /// What was taken off: `annotations` or `overlays`.
    let collection: String
    /// The call that puts them back.
    let adding: FunctionCallExprSyntax

    private static let removals: [String: (collection: String, adds: Set<String>)] = [
        "removeAnnotations": ("annotations", ["addAnnotation", "addAnnotations", "showAnnotations"]),
        "removeOverlays": ("overlays", ["addOverlay", "addOverlays", "insertOverlay"]),
    ]

    /// The rebuild `call` starts, when it removes everything the receiver holds (or every one of a kind:
    /// `map.annotations.filter { $0 is StopPin }`) and a later statement of the same block adds to the same receiver.
    /// A removal of a computed difference (`map.removeAnnotations(stale)`) is no rebuild.
    init?(_ call: FunctionCallExprSyntax) {
        guard let name = call.calleeName, let removal = Self.removals[name],
              let receiver = call.receiver?.trimmedDescription, call.arguments.count == 1,
              let argument = call.arguments.first?.expression,
              Self.takesAll(argument, of: "\(receiver).\(removal.collection)")
        else { return nil }
        guard let adding = Self.laterCall(after: call, named: removal.adds, on: receiver) else { return nil }
        self.collection = removal.collection
        self.adding = adding
    }

    /// `map.annotations`, or it filtered by kind only.
    private static func takesAll(_ argument: ExprSyntax, of collection: String) -> Bool {
        if argument.withoutUnwraps.trimmedDescription == collection { return true }
        guard let filter = argument.as(FunctionCallExprSyntax.self), filter.calleeName == "filter",
              filter.receiver?.trimmedDescription == collection,
              let closure = filter.trailingClosure ?? filter.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1
        else { return false }
        // `$0 is StopPin`, `$0.isKind(of: StopPin.self)`, `!($0 is MKUserLocation)`: a kind, not a difference.
        let text = closure.statements.trimmedDescription
        return text.contains(" is ") || text.contains("isKind(of:") || text.contains(" as? ")
    }

    /// A call named one of `names` on `receiver` in a statement after the one holding `call`, in the same block.
    private static func laterCall(after call: FunctionCallExprSyntax, named names: Set<String>, on receiver: String) -> FunctionCallExprSyntax? {
        guard let item = call.ancestor(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        for statement in list where statement.position > item.position {
            if let add = Nodes.all(FunctionCallExprSyntax.self, in: statement).first(where: {
                names.contains($0.calleeName ?? "") && $0.receiver?.trimmedDescription == receiver
            }) {
                return add
            }
        }
        return nil
    }

    /// What the user calls one of them.
    var noun: String { collection == "annotations" ? "pin" : "overlay" }

    /// What the user sees.
    var effect: String {
        collection == "annotations"
            ? "every pin is a new one to the map, so a selected pin loses its selection and callout and the pins flicker"
            : "every overlay's renderer is made again, so the overlays flicker and redraw"
    }
}
