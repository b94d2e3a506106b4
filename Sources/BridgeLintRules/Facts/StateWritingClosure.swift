import BridgeLintCore
import SwiftSyntax

/// A closure literal a view passes to another (`Viewer(onLoad: { isLoading = false })`) that writes the calling
/// view's own state as soon as it is called, not later from a nested closure. Read by
/// `representable-state-write-in-update`: a representable that calls such a closure from update writes that
/// state in the middle of the SwiftUI update.
enum StateWritingClosure {
    /// Wrappers whose value is the view's state: writing it invalidates the view.
    static let stateWrappers: Set<String> = ["State", "Binding", "FocusState", "AppStorage", "SceneStorage"]

    /// The call-site facts' witness key for a state-writing closure argument (`Type(label:`).
    static func witnessKey(_ argument: String) -> String { "writes state " + argument }

    /// The witness key for a closure argument that sets the calling view's state back (see `writes`).
    static func resetWitnessKey(_ argument: String) -> String { "resets state " + argument }

    /// The file-record entry: the argument and what the closure writes (`Viewer(onLoad:|@State 'isLoading' of Feed`).
    static func entry(_ argument: String, writes description: String) -> String { argument + "|" + description }

    /// Splits an entry back into its argument and description.
    static func parts(of entry: String) -> (argument: String, writes: String)? {
        let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// A write a closure makes to the calling view's state: where, and what it writes (`@State 'isLoading' of Feed`).
    typealias StateWrite = (node: ExprSyntax, writes: String)

    /// In one reading of `closure` (and of animations it runs in place): its first synchronous write to a
    /// `@State`-like property of the view around `call`, and its first such write that sets the state back to `nil` or
    /// `false` on every path (`self.source = nil`, `isPicking = false`), what a closure does to close the
    /// presentation that state drives. A reset under a condition (`if let image { … pdfData = nil }`) clears a
    /// result, not the presentation.
    static func writes(in closure: ClosureExprSyntax, at call: FunctionCallExprSyntax,
                       scan: ForwardingScan) -> (first: StateWrite?, reset: StateWrite?) {
        guard let view = ClosureCaptures.enclosingView(of: Syntax(call)) else { return (nil, nil) }
        let locals = LocalNames.declared(in: closure)
        let members = scan.members(of: view)
        let holdsValue = { (name: String) in members.storedVariable(named: name).map(StoredValueType.holdsValue) ?? false }
        var first: StateWrite?
        for write in InPlaceClosure.codeRunInPlace(closure.statements).flatMap({ Write.all(in: $0, outsideClosures: true) }) {
            guard let property = write.wrappedPropertyChanged(locals: locals, holdsValue: holdsValue),
                  let variable = members.storedVariable(named: property),
                  let wrapper = TypeNames.attributeNames(variable.attributes).first(where: stateWrappers.contains)
            else { continue }
            let found = (write.node, "@\(wrapper) '\(property)' of \(view.name.text)")
            if first == nil { first = found }
            if isReset(write, within: closure) { return (first, found) }
        }
        return (first, nil)
    }

    private static func isReset(_ write: Write, within closure: ClosureExprSyntax) -> Bool {
        guard let value = write.node.as(SequenceExprSyntax.self).flatMap(Assignment.init)?.value,
              value.count == 1, let only = value.first,
              only.is(NilLiteralExprSyntax.self) || only.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        else { return false }
        return !isConditional(write.node, within: closure)
    }

    private static func isConditional(_ node: ExprSyntax, within closure: ClosureExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != closure.id {
            if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self) || ancestor.is(SwitchCaseSyntax.self)
                || ancestor.is(ForStmtSyntax.self) || ancestor.is(WhileStmtSyntax.self) || ancestor.is(TernaryExprSyntax.self) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}
