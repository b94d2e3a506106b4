import BridgeLintCore
import SwiftSyntax

/// What a declaration says about a name's type: a written type, an expression to work it out from, or
/// nothing usable (a closure parameter without a type, a `for` pattern).
enum DeclaredValue {
    case type(String)
    case expression(ExprSyntax)
    /// A function, or a variable holding a closure: calling it gives this type.
    case callable(returning: String?)
    case unknown

    /// From a variable's binding: its annotation first, else its initial value.
    init(_ binding: PatternBindingSyntax) {
        if let type = binding.typeAnnotation?.type {
            self = DeclaredValue(type)
        } else if let value = binding.initializer?.value {
            self = .expression(value)
        } else {
            self = .unknown
        }
    }

    /// From a parameter's written type, when it has one.
    init(_ type: TypeSyntax?) {
        var unwrapped = type
        while let inner = unwrapped?.as(AttributedTypeSyntax.self)?.baseType ?? unwrapped?.as(TupleTypeSyntax.self)
            .flatMap({ $0.elements.count == 1 ? $0.elements.first?.type : nil }) {
            unwrapped = inner
        }
        if let function = unwrapped?.as(FunctionTypeSyntax.self) {
            self = .callable(returning: TypeNames.simpleName(of: function.returnClause.type))
            return
        }
        self = type.flatMap(TypeNames.simpleName(of:)).map(DeclaredValue.type) ?? .unknown
    }
}

extension PatternBindingSyntax {
    /// The name a simple binding declares (`var x = …` → `x`); nil for tuple patterns.
    var boundName: String? {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}

extension SyntaxProtocol {
    /// The simple name of the type whose declaration or extension holds this node, nil at the top level.
    var enclosingTypeName: String? {
        var current = parent
        while let node = current {
            if let name = node.declaredTypeName { return name }
            current = node.parent
        }
        return nil
    }
}

extension Syntax {
    /// The simple name a type declaration declares, or an extension extends.
    var declaredTypeName: String? {
        asProtocol(DeclGroupSyntax.self).flatMap { TypeNames.declaredName(of: $0) }
    }
}
