import BridgeLintCore
import SwiftSyntax

/// The project's declared members, by type: what `TypeResolver` looks names up in. Declarations and
/// extensions of a type share one entry (an extension in another file adds to it).
struct MemberTable {
    /// Members by type simple name, then member name: properties (instance and static) and methods (their
    /// return type).
    private(set) var members: [String: [String: DeclaredValue]] = [:]
    /// Top-level variables and functions.
    private(set) var globals: [String: DeclaredValue] = [:]
    /// Every type name the project declares (not extensions).
    private(set) var declaredTypes: Set<String> = []

    init(_ sources: [ParsedSource]) {
        for source in sources {
            for item in source.tree.statements {
                record(Syntax(item.item), owner: nil)
            }
        }
    }

    func member(_ name: String, of type: String) -> DeclaredValue? {
        members[type]?[name]
    }

    private mutating func record(_ node: Syntax, owner: String?) {
        if let group = node.asDeclGroup, let name = node.declaredTypeName {
            if !node.is(ExtensionDeclSyntax.self) { declaredTypes.insert(name) }
            members[name, default: [:]] = members[name] ?? [:]
            for member in group.memberBlock.members {
                record(Syntax(member.decl), owner: name)
            }
        } else if let variable = node.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.boundName else { continue }
                add(name, DeclaredValue(binding), owner: owner)
            }
        } else if let function = node.as(FunctionDeclSyntax.self) {
            let returned = function.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }
            add(function.name.text, .callable(returning: returned), owner: owner)
        } else if let conditional = node.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                switch clause.elements {
                case .decls(let members): for member in members { record(Syntax(member.decl), owner: owner) }
                case .statements(let items): for item in items { record(Syntax(item.item), owner: owner) }
                default: break
                }
            }
        }
    }

    /// A name declared twice (in `#if` branches, or overloaded methods) keeps its first type only when
    /// both agree; otherwise it is unknown.
    private mutating func add(_ name: String, _ value: DeclaredValue, owner: String?) {
        if let owner {
            members[owner, default: [:]][name] = merged(members[owner]?[name], value)
        } else {
            globals[name] = merged(globals[name], value)
        }
    }

    private func merged(_ old: DeclaredValue?, _ new: DeclaredValue) -> DeclaredValue {
        guard let old else { return new }
        if case .type(let a) = old, case .type(let b) = new, a == b { return old }
        if case .callable(let a) = old, case .callable(let b) = new, a == b { return old }
        return .unknown
    }
}
