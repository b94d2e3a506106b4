import BridgeLintCore
import SwiftSyntax

/// Where a representable's `sizeThatFits(_:uiView:context:)` returns a proposed dimension unchanged: `proposal.width
/// ?? 51`, `proposal.replacingUnspecifiedDimensions()`, or a local holding one. SwiftUI proposes `.infinity` when
/// it asks for the maximum size, and the value then comes back as an infinite size.
///
/// Only for controls whose size is their content: a view meant to fill the space it is offered (a map, a web view,
/// a text view that fills the width) answers an infinite proposal with an infinite size on purpose.
///
/// Force unwraps are left to the force-unwrap check; anything that changes the value on the way (`min`, arithmetic,
/// a measuring call such as `uiView.sizeThatFits(…)`) is not a flow; a body that tests for infinity anywhere
/// (`isFinite`, `== .infinity`, `< .greatestFiniteMagnitude`) has none.
enum ProposalFlow {
    struct Flow {
        /// The returned expression that carries the dimension: a `CGSize` argument or the whole returned value.
        let node: ExprSyntax
        /// `width`, `height`, or `size` for both.
        let dimension: String
        /// What the value came from, when it went through a local: `proposal.width ?? 320`.
        let origin: String?
        /// The represented control's type: `UISwitch`.
        let control: String
    }

    /// Controls that keep their own size: stretched to the proposal, they push their neighbours aside.
    static let fixedSizeControls: Set<String> = [
        "UISwitch", "UIStepper", "UIActivityIndicatorView", "NSSwitch", "NSStepper", "NSPopUpButton", "NSButton",
        "NSColorWell", "NSProgressIndicator",
    ]

    static func flows(in function: FunctionDeclSyntax, proposal: String) -> [Flow] {
        guard let body = function.body,
              let view = function.signature.parameterClause.parameters.first(where: { ["uiView", "nsView"].contains($0.firstName.text) }),
              let control = view.type.as(IdentifierTypeSyntax.self)?.name.text, fixedSizeControls.contains(control),
              !handlesInfinity(body)
        else { return [] }
        let locals = boundLocals(in: body, proposal: proposal)
        var returned = Nodes.all(ReturnStmtSyntax.self, in: body, outsideClosures: true).compactMap(\.expression)
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
            returned.append(only)
        }
        var result: [Flow] = []
        for value in returned {
            if let source = source(of: value, proposal: proposal, locals: locals), source.dimension == "size" {
                result.append(Flow(node: value, dimension: "size", origin: source.origin, control: control))
                continue
            }
            guard let call = value.withoutParentheses.as(FunctionCallExprSyntax.self), isSizeConstructor(call) else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text, label == "width" || label == "height",
                      let source = source(of: argument.expression, proposal: proposal, locals: locals), source.dimension != "size"
                else { continue }
                result.append(Flow(node: argument.expression, dimension: label, origin: source.origin, control: control))
            }
        }
        return result
    }

    /// A proposed dimension written unchanged into the represented view's frame or bounds
    /// (`textView.frame.size.width = size.width` after `let size = proposal.replacingUnspecifiedDimensions()`):
    /// any view, since a non-finite frame is invalid whatever the view is.
    struct FrameWrite {
        /// The assignment.
        let node: ExprSyntax
        /// `textView.frame.size.width`.
        let target: String
        /// `size.width`: the value written.
        let value: String
        /// `width`, `height`, or `size` for both.
        let dimension: String
        /// What a local it went through was set to, shortened for messages: `proposal.replacingUnspecifiedDimensions(…)`.
        let origin: String?
        /// For a stored size: the optional dimensions read with a fallback (`proposal.width` of `proposal.width ?? 320`),
        /// when every dimension carried is read that way, so that a fix can turn an infinite one into the fallback.
        var fallbackReads: [ExprSyntax] = []
    }

    static func frameWrites(in function: FunctionDeclSyntax, proposal: String) -> [FrameWrite] {
        viewAssignments(in: function, proposal: proposal).compactMap { write in
            guard write.path.dropFirst().first.map({ ["frame", "bounds"].contains($0) }) == true,
                  let source = source(of: write.value, proposal: proposal, locals: write.locals)
            else { return nil }
            return FrameWrite(node: ExprSyntax(write.sequence), target: write.assignment.target.trimmedDescription,
                              value: write.value.trimmedDescription, dimension: source.dimension,
                              origin: source.origin.map(shortened))
        }
    }

    /// The single-value assignments to a property path of the represented view (`uiView.frame.size.width = …`)
    /// in a body that never tests for infinity, with the locals that hold proposed dimensions.
    private static func viewAssignments(in function: FunctionDeclSyntax, proposal: String) -> [(
        sequence: SequenceExprSyntax, assignment: Assignment, value: ExprSyntax, path: [String],
        locals: [String: (dimension: String, origin: String)]
    )] {
        guard let body = function.body,
              let view = function.signature.parameterClause.parameters.first(where: { ["uiView", "nsView"].contains($0.firstName.text) }),
              !handlesInfinity(body)
        else { return [] }
        let viewName = (view.secondName ?? view.firstName).text
        let locals = boundLocals(in: body, proposal: proposal)
        return Nodes.all(SequenceExprSyntax.self, in: body, outsideClosures: true).compactMap { sequence in
            guard let assignment = Assignment(sequence), assignment.value.count == 1, let value = assignment.value.first,
                  let path = assignment.target.memberPath, path.first == viewName
            else { return nil }
            return (sequence, assignment, value, path, locals)
        }
    }

    /// A proposed size or dimension kept in another property of the represented view (`uiView.proposedSize =
    /// .init(width: proposal.width ?? noMetric, height: …)`): what the view does with it is out of sight, but a
    /// view that lays out or measures from it meets `.infinity` on maximum-size queries.
    static func storedWrites(in function: FunctionDeclSyntax, proposal: String) -> [FrameWrite] {
        viewAssignments(in: function, proposal: proposal).compactMap { write in
            guard write.path.count == 2, !["frame", "bounds"].contains(write.path[1]) else { return nil }
            let (value, locals) = (write.value, write.locals)
            let dimension: String?
            var carried: [ExprSyntax] = [value]
            if let call = value.withoutParentheses.as(FunctionCallExprSyntax.self), isSizeConstructor(call) {
                carried = call.arguments.map(\.expression).filter { source(of: $0, proposal: proposal, locals: locals) != nil }
                dimension = carried.isEmpty ? nil : carried.count == 2 ? "size" : call.arguments.first { $0.expression.id == carried[0].id }?.label?.text
            } else {
                dimension = source(of: value, proposal: proposal, locals: locals)?.dimension
            }
            guard let dimension else { return nil }
            var stored = FrameWrite(node: ExprSyntax(write.sequence), target: write.assignment.target.trimmedDescription,
                                    value: shortened(value.trimmedDescription), dimension: dimension, origin: nil)
            let reads = carried.compactMap(fallbackRead)
            if reads.count == carried.count { stored.fallbackReads = reads }
            return stored
        }
    }

    /// `proposal.width` in `proposal.width ?? 320`.
    private static func fallbackRead(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let sequence = expression.withoutParentheses.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
        return elements[0]
    }

    /// One line, and a long call's arguments elided: `proposal.replacingUnspecifiedDimensions(…)`.
    private static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard line.count > 60, let open = line.firstIndex(of: "(") else { return line }
        return line[..<open] + "(…)"
    }

    /// `CGSize(width:height:)`, `NSSize(…)`, `CGSize.init(…)`, `.init(…)`.
    private static func isSizeConstructor(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.map({ $0.label?.text }) == ["width", "height"] else { return false }
        if let type = call.constructedType { return type == "CGSize" || type == "NSSize" }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return false }
        return member.base.map { ["CGSize", "NSSize"].contains($0.trimmedDescription) } ?? true
    }

    /// Which dimension an expression carries unchanged, and from what, when it is a proposed one.
    private static func source(of expression: ExprSyntax, proposal: String, locals: [String: (dimension: String, origin: String)])
        -> (dimension: String, origin: String?)? {
        let expression = expression.withoutParentheses
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = locals[name] {
            return (local.dimension, local.origin)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = locals[name], local.dimension == "size" {
            let dimension = member.declName.baseName.text
            return dimension == "width" || dimension == "height" ? (dimension, local.origin) : nil
        }
        return direct(expression, proposal: proposal).map { ($0, nil) }
    }

    /// `proposal.width ?? c`, `proposal.replacingUnspecifiedDimensions().width`, `proposal.replacingUnspecifiedDimensions()`.
    private static func direct(_ expression: ExprSyntax, proposal: String) -> String? {
        let expression = expression.withoutParentheses
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
            return NilChecks.dimension(of: elements[0], parameter: proposal)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           direct(base, proposal: proposal) == "size" {
            let dimension = member.declName.baseName.text
            return dimension == "width" || dimension == "height" ? dimension : nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "replacingUnspecifiedDimensions",
           call.receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text == proposal {
            return "size"
        }
        return nil
    }

    /// Locals that hold a proposed dimension unchanged (`let width = proposal.width ?? 0`, `guard let width =
    /// proposal.width`), minus any that are assigned again (or have a member assigned) later.
    private static func boundLocals(in body: CodeBlockSyntax, proposal: String) -> [String: (dimension: String, origin: String)] {
        var result: [String: (dimension: String, origin: String)] = [:]
        for binding in Nodes.all(PatternBindingSyntax.self, in: body, outsideClosures: true) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, let dimension = direct(value, proposal: proposal)
            else { continue }
            result[name] = (dimension, value.trimmedDescription)
        }
        for condition in Nodes.all(OptionalBindingConditionSyntax.self, in: body, outsideClosures: true) {
            guard let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = condition.initializer?.value,
                  let dimension = NilChecks.dimension(of: value, parameter: proposal)
            else { continue }
            result[name] = (dimension, value.trimmedDescription)
        }
        // `width = min(width, 600)`, `size.width -= 8`: changed on the way.
        for write in Write.all(in: body) {
            if let name = write.target.memberPath?.first {
                result[name] = nil
            }
        }
        return result
    }

    /// Whether the body tests a value for infinity anywhere: then it knows about the case.
    private static func handlesInfinity(_ body: CodeBlockSyntax) -> Bool {
        let tests: Set<String> = ["isFinite", "isInfinite", "isNaN", "isNormal"]
        let limits: Set<String> = ["infinity", "greatestFiniteMagnitude"]
        let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]
        if Nodes.all(MemberAccessExprSyntax.self, in: body).contains(where: { tests.contains($0.declName.baseName.text) }) {
            return true
        }
        return Nodes.all(SequenceExprSyntax.self, in: body).contains { sequence in
            let elements = Array(sequence.elements)
            let compares = elements.contains { $0.as(BinaryOperatorExprSyntax.self).map { comparisons.contains($0.operator.text) } ?? false }
            let limit = elements.contains { element in
                element.as(MemberAccessExprSyntax.self).map { limits.contains($0.declName.baseName.text) } ?? false
            }
            return compares && limit
        }
    }
}

private extension ExprSyntax {
    /// The expression without parentheses around it.
    var withoutParentheses: ExprSyntax {
        var current = self
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            current = only.expression
        }
        return current
    }
}
