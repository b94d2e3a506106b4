import BridgeLintCore
import SwiftSyntax

/// A view whose body runs again only when its parent makes it again with other values: it has no property
/// wrapper (no `@State`, `@ObservedObject`, `@Environment`…) and its stored properties are plain values
/// (`let title: String`). What its body constructs is re-made only when the view itself is, so a view shown
/// once, with nothing above it that re-renders, keeps what it makes. A stored object could be `@Observable`
/// and re-run the body on its own, so any property of another type that its code reads keeps the view out.
enum InertView {
    /// `name` and whether it stores anything; `nil` for a struct that is no inert view.
    typealias Answer = (name: String, holdsValues: Bool)?

    /// The inert view whose body (or other member) makes `call`, outside any nested type. `holdsValues` is false
    /// when it stores nothing at all: every copy of it is equal, so SwiftUI never runs its body again. `memo`
    /// keeps the answer for each struct already read.
    static func enclosing(_ call: FunctionCallExprSyntax, memo: inout [SyntaxIdentifier: Answer]) -> (name: String, holdsValues: Bool)? {
        var current = call.parent
        while let node = current {
            if node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) {
                return nil
            }
            if let view = node.as(StructDeclSyntax.self) {
                if let known = memo[view.id] { return known }
                let answer: Answer = isInert(view) ? (view.name.text, holdsValues(view)) : nil
                memo[view.id] = answer
                return answer
            }
            current = node.parent
        }
        return nil
    }

    private static func isInert(_ view: StructDeclSyntax) -> Bool {
        let members = view.memberBlock.flattenedDeclarations
        let variables = members.compactMap { $0.as(VariableDeclSyntax.self) }
        guard variables.contains(where: { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" } })
        else { return false }
        return variables.allSatisfy { variable in
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return true }
            guard variable.attributes.isEmpty else { return false }
            return variable.bindings.allSatisfy { binding in
                // Computed properties hold nothing.
                if let accessors = binding.accessorBlock, !StoredProperties.isObserverOnly(accessors) { return true }
                if let type = binding.typeAnnotation?.type,
                   plainValueTypes.contains(TypeNames.simpleName(of: StoredValueType.core(of: type)) ?? "") {
                    return true
                }
                guard let initial = binding.initializer?.value else { return false }
                // An object the view makes and its code never reads cannot run its body again, @Observable or not.
                return isLiteral(initial) || binding.pattern.as(IdentifierPatternSyntax.self).map {
                    !StoredObjectUse.isRead($0.identifier.text, in: view, apartFrom: initial)
                } ?? false
            }
        }
    }

    private static func holdsValues(_ view: StructDeclSyntax) -> Bool {
        view.memberBlock.flattenedDeclarations.compactMap { $0.as(VariableDeclSyntax.self) }.contains { variable in
            !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                && variable.bindings.contains { binding in
                    binding.accessorBlock.map { StoredProperties.isObserverOnly($0) } ?? true
                }
        }
    }

    private static func isLiteral(_ value: ExprSyntax) -> Bool {
        value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    }

    private static let plainValueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "URL", "Date", "UUID", "Character",
    ]
}
