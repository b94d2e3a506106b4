import BridgeLintCore
import SwiftSyntax

/// An assignment statement `target = value` read from its unfolded sequence expression.
/// Assignment has the lowest precedence, so everything after the first `=` is the value.
struct Assignment {
    let expression: SequenceExprSyntax
    let target: ExprSyntax
    let value: [ExprSyntax]

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        self.expression = sequence
        self.target = elements[0]
        self.value = Array(elements.dropFirst(2))
    }

    /// The assignment whose whole value is `value` (`target = value`), if `value` is one.
    init?(assigning value: some ExprSyntaxProtocol) {
        guard let sequence = value.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
              let assignment = Assignment(sequence), assignment.value.count == 1, assignment.value[0].id == value.id
        else { return nil }
        self = assignment
    }

    /// The source text of the value, without the comments and spaces around it.
    var valueText: String {
        guard let first = value.first else { return "" }
        let text = Array(expression.trimmedDescription.utf8)
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset - expression.positionAfterSkippingLeadingTrivia.utf8Offset
        return String(decoding: text[start...], as: UTF8.self)
    }
}

extension ExprSyntax {
    /// The identifier a member chain starts from: `map` in `map.layer.cornerRadius`,
    /// `context` in `context.coordinator.parent`. `self.x.y` starts from `x`.
    var rootIdentifier: String? {
        var current = self
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                    return member.declName.baseName.text
                }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text
            } else {
                return nil
            }
        }
    }

    /// Whether this is a member access (`a.b`, `a.b.c`), as opposed to a bare name.
    var isMemberAccess: Bool {
        self.is(MemberAccessExprSyntax.self)
    }
}

/// A change of a stored value: `a = b`, a compound assignment such as `a += b`, or a call of a
/// well-known mutating method (`a.append(b)`, `a.toggle()`).
struct Write {
    /// The sequence expression of an assignment, or the mutating call.
    let node: ExprSyntax
    /// What changes: `text`, `parent.text`, `text.wrappedValue`.
    let target: ExprSyntax

    /// Standard-library mutating methods: calling one on a binding, a state value or an object's property writes
    /// it. The one list every rule and fact recorder asks.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange",
        "popLast", "toggle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "sort", "shuffle",
        "reverse", "merge", "updateValue", "removeValue",
    ]

    private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return nil }
        if !elements[1].is(AssignmentExprSyntax.self) {
            guard let text = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  text.hasSuffix("="), !Self.comparisons.contains(text)
            else { return nil }
        }
        node = ExprSyntax(sequence)
        target = elements[0]
    }

    /// A mutating method call (`codes.append(x)`) rather than an assignment.
    var isMutatingCall: Bool { node.is(FunctionCallExprSyntax.self) }

    init?(_ call: FunctionCallExprSyntax) {
        guard let name = call.calleeName, Self.mutatingMethods.contains(name), let receiver = call.receiver else { return nil }
        node = ExprSyntax(call)
        target = receiver
    }

    /// The property of the type around whose wrapped value this write changes: `text = …`, `self.text += …`,
    /// `$text.wrappedValue = …`, `_text.wrappedValue = …`, `items.append(…)`. A member of the value
    /// (`size.width = 1`, `holder.view = v`) or a mutating call counts only when `holdsValue` says the property
    /// holds a value: setting an object's property leaves the wrapper as it was. `nil` for a name `locals`
    /// declares, and for `$text`/`_text` other than their `.wrappedValue`. An element (`colors[index] = c`) is a
    /// member of the value.
    func wrappedPropertyChanged(locals: Set<String>, holdsValue: (String) -> Bool) -> String? {
        var changed = target
        var throughSubscript = false
        while let element = changed.as(SubscriptCallExprSyntax.self) {
            changed = element.calledExpression
            throughSubscript = true
        }
        guard let path = changed.memberPath, let first = path.first else { return nil }
        let viaSelf = first == "self" && path.count > 1
        let name = viaSelf ? path[1] : first
        let property = wrappedPropertyName(name)
        guard viaSelf || !locals.contains(property) else { return nil }
        // `$text` and `_text` reach only the binding's own value; `text.x` through a projection is something else.
        if name != property, throughSubscript || path.count != (viaSelf ? 3 : 2) || path.last != "wrappedValue" { return nil }
        let throughMember = throughSubscript || path.count > (viaSelf ? 2 : 1) && path.last != "wrappedValue"
        if throughMember || isMutatingCall, !holdsValue(property) { return nil }
        return property
    }

    /// Every write under a node of `file`, in source order, read from the file's one list of sequences and calls.
    static func all(in root: some SyntaxProtocol, of file: LintFile) -> [Write] {
        FileNodes.within(root, FileNodes.of(file).sequencesAndCalls).compactMap { node in
            node.as(SequenceExprSyntax.self).flatMap(Write.init) ?? node.as(FunctionCallExprSyntax.self).flatMap(Write.init)
        }
    }

    /// Every write under a node, in source order; closures and nested functions are skipped when asked.
    static func all(in root: some SyntaxProtocol, outsideClosures: Bool = false) -> [Write] {
        Nodes.all(in: root, outsideClosures: outsideClosures) { node in
            node.is(SequenceExprSyntax.self) || node.is(FunctionCallExprSyntax.self) ? node : nil
        }.compactMap { node in
            node.as(SequenceExprSyntax.self).flatMap(Write.init) ?? node.as(FunctionCallExprSyntax.self).flatMap(Write.init)
        }
    }
}
