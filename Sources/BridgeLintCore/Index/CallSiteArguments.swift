import SwiftSyntax

/// Which types a file constructs, and which labelled arguments of those constructions are not constants:
/// `RouteMap(mapType: selectedType)` records `RouteMap` and `RouteMap(mapType:`, `RouteMap(mapType: .hybrid)`
/// only `RouteMap`. Read by `representable-stale-config`: an input that every call site in the project gives a
/// constant (or leaves at its default) never changes, so applying it only in make is correct.
final class CallSiteArgumentFinder: SyntaxVisitor {
    private(set) var constructedTypes: Set<String> = []
    private(set) var variableArguments: Set<String> = []

    static func collect(in file: LintFile) -> (constructed: [String], variable: [String]) {
        // Views are built in SwiftUI code; files without any (most UIKit code) are not walked.
        guard file.contains("some View") || file.contains("ViewBuilder") || file.contains("rootView") else { return ([], []) }
        let finder = CallSiteArgumentFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return (finder.constructedTypes.sorted(), finder.variableArguments.sorted())
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true
        else { return .visitChildren }
        constructedTypes.insert(type)
        for argument in node.arguments {
            guard let label = argument.label?.text, !Self.isConstant(argument.expression) else { continue }
            variableArguments.insert("\(type)(\(label):")
        }
        return .visitChildren
    }

    /// Literals, `nil`, `.caseName`, `Type.member`, negated numbers, and arrays of constants.
    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "-" && isConstant(prefix.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.allSatisfy { isConstant($0.expression) }
        }
        return false
    }
}
