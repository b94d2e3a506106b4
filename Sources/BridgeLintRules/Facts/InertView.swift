import BridgeLintCore
import SwiftSyntax

/// A view whose body runs again only when its parent makes it again with other values: it has no property
/// wrapper (no `@State`, `@ObservedObject`, `@Environment`…) and its stored properties are plain values
/// (`let title: String`). What its body constructs is re-made only when the view itself is, so a view shown
/// once, with nothing above it that re-renders, keeps what it makes. A stored object could be `@Observable`
/// and re-run the body on its own, so a property of another type keeps the view out unless the project declares
/// that type plain (a struct, an enum, a class that declares no observation), which the merge decides.
enum InertView {
    /// `name`, whether it stores anything, and the types of the properties it stores that are no plain values
    /// (`let model: ArticleModel`): the view is inert only if each is a plain type of the project (a struct, an
    /// enum, a class that is no observable object, see `CallSiteFacts.FileRecord.plainTypes`), which only the merge
    /// can tell; `nil` for a struct that is no inert view.
    typealias Answer = (name: String, holdsValues: Bool, objectTypes: [String])?

    /// The inert view whose body (or other member) makes `call`, outside any nested type. `holdsValues` is false
    /// when it stores nothing at all: every copy of it is equal, so SwiftUI never runs its body again. `memo`
    /// keeps the answer for each struct already read.
    static func enclosing(_ call: FunctionCallExprSyntax, memo: inout [SyntaxIdentifier: Answer]) -> Answer {
        var current = call.parent
        while let node = current {
            if node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) {
                return nil
            }
            if let view = node.as(StructDeclSyntax.self) {
                if let known = memo[view.id] { return known }
                let answer: Answer = objectTypes(ifInert: view).map { (view.name.text, holdsValues(view), $0) }
                memo[view.id] = answer
                return answer
            }
            current = node.parent
        }
        return nil
    }

    /// For a view with no property wrapper whose stored properties are plain values or of a type named by its
    /// annotation: those types (empty when every property is a plain value); `nil` for any other struct.
    private static func objectTypes(ifInert view: StructDeclSyntax) -> [String]? {
        let members = view.memberBlock.flattenedDeclarations
        let variables = members.compactMap { $0.as(VariableDeclSyntax.self) }
        guard variables.contains(where: { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" } })
        else { return nil }
        var objectTypes: [String] = []
        for variable in variables where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            guard variable.attributes.isEmpty else { return nil }
            for binding in variable.bindings {
                // Computed properties hold nothing.
                if let accessors = binding.accessorBlock, !StoredProperties.isObserverOnly(accessors) { continue }
                if let type = binding.typeAnnotation?.type {
                    let name = TypeNames.simpleName(of: StoredValueType.core(of: type)) ?? ""
                    if plainValueTypes.contains(name) { continue }
                    // `let model: ArticleModel`: a plain type of the project keeps the view inert; the merge decides.
                    if binding.initializer == nil, !name.isEmpty, !type.is(FunctionTypeSyntax.self) {
                        if !objectTypes.contains(name) { objectTypes.append(name) }
                        continue
                    }
                }
                guard let initial = binding.initializer?.value else { return nil }
                // An object the view makes and its code never reads cannot run its body again, @Observable or not.
                let unread = isLiteral(initial) || binding.pattern.as(IdentifierPatternSyntax.self).map {
                    !StoredObjectUse.isRead($0.identifier.text, in: view, apartFrom: initial)
                } ?? false
                if !unread { return nil }
            }
        }
        return objectTypes
    }

    /// The file's types a view can store without SwiftUI watching them (structs, enums, and classes that declare
    /// no observation: no `@Observable` or `@Model`, no `ObservableObject`, nothing inherited beyond `NSObject` and
    /// plain system protocols), and its other classes and actors.
    static func plainTypes(in file: LintFile) -> (plain: [String], other: [String]) {
        var plain: [String] = []
        var other: [String] = []
        // Read from the declarations the file's one walk gathered: most files declare no view, and grouping their
        // members by type (as `TypeGroups` does) would cost more than this question is worth.
        var observedByExtension: Set<String> = []
        for node in FileNodes.of(file).declarationsOutsideCode {
            guard let extensionDecl = node.as(ExtensionDeclSyntax.self),
                  !Set(TypeNames.inheritedNames(extensionDecl.inheritanceClause)).isSubset(of: StateFreeParents.plain),
                  let name = TypeNames.simpleName(of: extensionDecl.extendedType)
            else { continue }
            observedByExtension.insert(name)
        }
        for node in FileNodes.of(file).declarationsOutsideCode {
            if let type = node.as(StructDeclSyntax.self) {
                plain.append(type.name.text)
            } else if let type = node.as(EnumDeclSyntax.self) {
                plain.append(type.name.text)
            } else if let type = node.as(ClassDeclSyntax.self) {
                let name = type.name.text
                let observed = TypeNames.attributeNames(type.attributes).contains { $0 == "Observable" || $0 == "Model" }
                    || !Set(TypeNames.inheritedNames(type.inheritanceClause)).isSubset(of: StateFreeParents.plain)
                    || observedByExtension.contains(name)
                if observed { other.append(name) } else { plain.append(name) }
            } else if let actor = node.as(ActorDeclSyntax.self) {
                other.append(actor.name.text)
            }
        }
        return (plain, other)
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
