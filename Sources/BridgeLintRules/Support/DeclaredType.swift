import BridgeLintCore
import SwiftSyntax

/// The declared type of a name, found without a type checker: a local or property declared
/// with a type annotation (`let store: Store`) or initialised by a constructor (`= Store()`),
/// searched from the use outwards through enclosing code blocks, closures, functions and types.
/// Anything else (an inferred type, a function result) is unknown.
enum DeclaredType {
    /// `name` for `name` or `self.name`; `nil` for any other expression.
    static func propertyName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The simple type name of `expression` when it is `Store()`, `name` or `self.name` with a visible declaration.
    /// With `lookup`, a name already looked up from the same scope is answered from it.
    static func of(_ expression: ExprSyntax, in lookup: Lookup? = nil) -> String? {
        if let constructed = TypeNames.constructedTypeName(expression) ?? sharedInstanceType(expression) {
            return constructed
        }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return enclosingTypeName(of: Syntax(expression))
        }
        guard let name = propertyName(of: expression) else { return nil }
        guard let lookup else { return declaredType(of: name, from: Syntax(expression)) }
        return lookup.declaredType(of: name, from: Syntax(expression))
    }

    /// `self`'s type: the type or extension the code is written in (`.environmentObject(self)` in an app delegate).
    private static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if let named = scope.asProtocol((any NamedDeclSyntax).self), scope.asDeclGroup != nil { return named.name.text }
            if let extensionDecl = scope.as(ExtensionDeclSyntax.self) { return TypeNames.simpleName(of: extensionDecl.extendedType) }
            current = scope.parent
        }
        return nil
    }

    /// Answers for the many expressions of one file that a fact recorder looks up: a name looked up again from
    /// the same innermost scope has the same answer, and in a long type each lookup reads all its members.
    final class Lookup {
        private struct Key: Hashable {
            let scope: SyntaxIdentifier
            let name: String
        }

        private var known: [Key: String?] = [:]
        /// The typed properties of each type met, with those of its other parts in the file, by name: read once
        /// rather than once per lookup that reaches the type.
        private var propertyTypes: [SyntaxIdentifier: [String: String]] = [:]

        fileprivate func declaredType(of name: String, from start: Syntax) -> String? {
            // The nodes between a use and its nearest scope change nothing.
            guard let scope = start.ancestorOrSelf(mapping: { DeclaredType.isScope($0) ? $0 : nil }) else { return nil }
            let key = Key(scope: scope.id, name: name)
            if let answer = known[key] { return answer }
            let answer = DeclaredType.declaredType(of: name, from: scope, propertyTypes: propertyTypes(of:))
            known[key] = answer
            return answer
        }

        private func propertyTypes(of group: any DeclGroupSyntax) -> [String: String] {
            if let table = propertyTypes[group.id] { return table }
            var table: [String: String] = [:]
            // The type's own members first, then its other parts': the first typed declaration of a name wins.
            for part: any DeclGroupSyntax in [group] + SameFileTypeParts.others(of: group) {
                for variable in part.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) }) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              table[name] == nil, let type = DeclaredType.type(of: name, in: variable)
                        else { continue }
                        table[name] = type
                    }
                }
            }
            propertyTypes[group.id] = table
            return table
        }
    }

    /// The nodes whose declarations `declaredType(of:from:)` reads.
    fileprivate static func isScope(_ node: Syntax) -> Bool {
        switch node.kind {
        case .codeBlock, .closureExpr, .functionDecl, .initializerDecl: return true
        default: return node.asDeclGroup != nil
        }
    }

    /// `propertyTypes`, when given, answers for the properties of a type (see `Lookup`).
    fileprivate static func declaredType(
        of name: String, from start: Syntax, propertyTypes: ((any DeclGroupSyntax) -> [String: String])? = nil
    ) -> String? {
        var node: Syntax? = start
        while let current = node {
            if let block = current.as(CodeBlockSyntax.self) {
                if let type = type(of: name, in: block.statements.map { Syntax($0.item) }) { return type }
            } else if let closure = current.as(ClosureExprSyntax.self) {
                if let type = type(of: name, in: closure.statements.map { Syntax($0.item) }) { return type }
            } else if let parameters = current.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                        ?? current.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters {
                for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return TypeNames.simpleName(of: parameter.type)
                }
            } else if let group = current.asDeclGroup, let propertyTypes {
                if let type = propertyTypes(group)[name] { return type }
            } else if let group = current.asDeclGroup {
                if let type = type(of: name, in: group.memberBlock.flattenedDeclarations.map { Syntax($0) }) { return type }
                // A method in `extension Foo` uses properties declared in `class Foo` (or another extension) of the file.
                for sibling in SameFileTypeParts.others(of: group) {
                    if let type = type(of: name, in: sibling.memberBlock.flattenedDeclarations.map { Syntax($0) }) { return type }
                }
            }
            node = current.parent
        }
        return nil
    }

    /// Names of the static property through which a type hands out its one instance.
    private static let sharedInstanceNames: Set<String> = ["shared", "default", "current", "standard", "instance"]

    /// `Theme.shared`, `Settings.default`: an instance of the capitalised type it is read from.
    static func sharedInstanceType(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              sharedInstanceNames.contains(member.declName.baseName.text),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              base.first?.isUppercase == true
        else { return nil }
        return base
    }

    private static func type(of name: String, in items: [Syntax]) -> String? {
        for item in items {
            if let variable = item.as(VariableDeclSyntax.self), let type = type(of: name, in: variable) {
                return type
            }
        }
        return nil
    }

    fileprivate static func type(of name: String, in variable: VariableDeclSyntax) -> String? {
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation {
                return TypeNames.simpleName(of: annotation.type)
            }
            if let value = binding.initializer?.value {
                // `let cell = table.dequeueReusableCell(…) as! TextBlockCell`: the cast names the type.
                return TypeNames.constructedTypeName(value) ?? sharedInstanceType(value) ?? value.castType.flatMap(TypeNames.simpleName(of:))
            }
        }
        return nil
    }
}

/// The other declarations of a type in the same file: for a top-level `extension Foo`, the `class Foo`
/// and the file's other top-level extensions of `Foo` (also inside `#if` blocks), and the other way round.
enum SameFileTypeParts {
    static func others(of group: some DeclGroupSyntax) -> [any DeclGroupSyntax] {
        guard let name = name(of: group), let file = group.root.as(SourceFileSyntax.self),
              group.parent?.parent?.is(CodeBlockItemListSyntax.self) == true || isInIfConfig(group)
        else { return [] }
        var result: [any DeclGroupSyntax] = []
        collect(file.statements.map { Syntax($0.item) }, named: name, except: group, into: &result)
        return result
    }

    private static func collect(_ items: [Syntax], named name: String, except group: some DeclGroupSyntax,
                                into result: inout [any DeclGroupSyntax]) {
        for item in items {
            if let other = item.asDeclGroup {
                if other.id != group.id, Self.name(of: other) == name { result.append(other) }
            } else if let conditional = item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    guard case .statements(let statements)? = clause.elements else { continue }
                    collect(statements.map { Syntax($0.item) }, named: name, except: group, into: &result)
                }
            }
        }
    }

    private static func name(of group: some DeclGroupSyntax) -> String? {
        TypeNames.declaredName(of: group)
    }

    private static func isInIfConfig(_ group: some DeclGroupSyntax) -> Bool {
        group.parent?.parent?.parent?.is(IfConfigClauseSyntax.self) == true
    }
}
