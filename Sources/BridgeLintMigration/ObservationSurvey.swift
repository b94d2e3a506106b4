import BridgeLintCore
import SwiftSyntax

/// Everything in one file that ties code to ObservableObject: the classes, the SwiftUI wrappers that hold
/// them, the calls that hand them on, and every way of reaching Combine through them. One walk per file;
/// the planner judges what it found.
final class ObservationSurvey: SyntaxVisitor {
    /// The SwiftUI property wrappers for ObservableObject, and the Combine one inside the classes.
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]
    static let wrapperTypes: Set<String> = objectWrappers.union(["Published"])

    private(set) var classes: [ClassDeclSyntax] = []
    /// `extension T: ObservableObject`.
    private(set) var conformingExtensions: [ExtensionDeclSyntax] = []
    /// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` properties.
    private(set) var wrapperProperties: [VariableDeclSyntax] = []
    /// `StateObject(wrappedValue:)`, `ObservedObject(…)`, `EnvironmentObject()`: backing storage built by hand.
    private(set) var wrapperConstructions: [FunctionCallExprSyntax] = []
    /// `.environmentObject(x)`.
    private(set) var environmentObjectCalls: [FunctionCallExprSyntax] = []
    /// `$name` references: a property's publisher inside its class, a wrapper's projection in a view.
    private(set) var dollarReferences: [DeclReferenceExprSyntax] = []
    /// `base.$name`: a `@Published` property's publisher reached from outside.
    private(set) var publisherAccesses: [MemberAccessExprSyntax] = []
    /// `objectWillChange`, alone or as a member.
    private(set) var objectWillChangeReferences: [DeclReferenceExprSyntax] = []
    /// `_name` references: a wrapper's backing storage.
    private(set) var backingReferences: [DeclReferenceExprSyntax] = []
    /// `ObservableObject` written as a type anywhere but a class's or extension's inheritance list: a generic
    /// constraint, a protocol's requirement, an existential.
    private(set) var constraintMentions: [IdentifierTypeSyntax] = []
    /// `StateObject<T>`, `ObservedObject<T>.Wrapper`, `Published<T>`: the wrappers named as types.
    private(set) var wrapperTypeMentions: [IdentifierTypeSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if TypeNames.inheritedNames(node.inheritanceClause).contains("ObservableObject") {
            conformingExtensions.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if !Self.objectWrappers.isDisjoint(with: TypeNames.attributeNames(node.attributes)) {
            wrapperProperties.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
           Self.objectWrappers.contains(callee.baseName.text) {
            wrapperConstructions.append(node)
        } else if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
                  callee.declName.baseName.text == "environmentObject" {
            environmentObjectCalls.append(node)
        } else if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil,
                  callee.declName.baseName.text == "init", Self.assignsBackingStorage(node) {
            // `_model = .init(wrappedValue: …)`: which wrapper it builds is read from the property.
            wrapperConstructions.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        // `$name` is a projection or a publisher; `$0` is a closure's parameter.
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
                publisherAccesses.append(access)
            } else {
                dollarReferences.append(node)
            }
        } else if name == "objectWillChange" {
            objectWillChangeReferences.append(node)
        } else if name.hasPrefix("_"), name.count > 1 {
            backingReferences.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name == "ObservableObject", !Self.isConformanceListEntry(node) {
            constraintMentions.append(node)
        } else if Self.wrapperTypes.contains(name), node.genericArgumentClause != nil {
            wrapperTypeMentions.append(node)
        }
        return .visitChildren
    }

    /// `_name = call` or `self._name = call`.
    private static func assignsBackingStorage(_ call: FunctionCallExprSyntax) -> Bool {
        guard let assignment = call.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self)
        else { return false }
        let target = assignment.leftOperand.as(MemberAccessExprSyntax.self)?.declName ?? assignment.leftOperand.as(DeclReferenceExprSyntax.self)
        return target?.baseName.text.hasPrefix("_") == true
    }

    /// `class T: ObservableObject` and `extension T: ObservableObject` are conformances, read elsewhere;
    /// a protocol's `ObservableObject` refinement is a requirement on its conformers.
    private static func isConformanceListEntry(_ node: IdentifierTypeSyntax) -> Bool {
        guard let entry = node.parent?.as(InheritedTypeSyntax.self),
              let clause = entry.parent?.parent?.as(InheritanceClauseSyntax.self)
        else { return false }
        return clause.parent?.is(ClassDeclSyntax.self) == true || clause.parent?.is(ExtensionDeclSyntax.self) == true
    }
}
