import BridgeLintCore
import SwiftSyntax

/// The changes at the places that hold or hand on a migrating class: its SwiftUI wrappers, the backing
/// storage an initializer builds for them, and `.environmentObject(_:)`. Blocks what has no correct rewrite.
struct UseSiteRewrite {
    let context: MigrationContext
    /// `$name` and `_name` references, by the type whose code holds them and then by name: looked up once
    /// per wrapper property, so grouped once.
    private let references: [String: [String: [(Int, DeclReferenceExprSyntax)]]]

    init(context: MigrationContext) {
        self.context = context
        var references: [String: [String: [(Int, DeclReferenceExprSyntax)]]] = [:]
        for (source, reference) in context.all(\.dollarReferences) + context.all(\.backingReferences) {
            guard let owner = reference.enclosingTypeName else { continue }
            references[owner, default: [:]][reference.baseName.text, default: []].append((source, reference))
        }
        self.references = references
    }

    private func references(to name: String, in owner: String) -> [(Int, DeclReferenceExprSyntax)] {
        references[owner]?[name] ?? []
    }

    /// `$name.member` and bare `$name` references in the type that owns a wrapper (extensions included).
    private func projections(of property: WrapperProperty) -> (bindings: [(Int, DeclReferenceExprSyntax)], bare: [(Int, DeclReferenceExprSyntax)]) {
        guard let name = property.name, let owner = property.owner else { return ([], []) }
        let projections = references(to: "$\(name)", in: owner)
        let bindings = projections.filter { isBindingBase($0.1) }
        let bare = projections.filter { !isBindingBase($0.1) }
        return (bindings, bare)
    }

    /// `$m.x`: the projection is the base of a member access, a binding to one property.
    private func isBindingBase(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == reference.id
    }

    /// The `_name = Wrapper(…)` assignments an initializer makes for a property, and the other uses of `_name`.
    func backingUses(of property: WrapperProperty) -> (constructions: [(Int, FunctionCallExprSyntax)], others: [(Int, DeclReferenceExprSyntax)]) {
        guard let name = property.name, let owner = property.owner else { return ([], []) }
        let constructions = context.all(\.wrapperConstructions).filter { construction in
            assignedProperty(of: construction.node).map { $0 == (owner, name) } ?? false
        }
        let assignedTargets = Set(constructions.compactMap { assignmentTarget(of: $0.node)?.id })
        let others = references(to: "_\(name)", in: owner).filter { _, reference in
            !assignedTargets.contains(reference.id) && !(reference.parent.map { assignedTargets.contains($0.id) } ?? false)
        }
        return (constructions.map { ($0.source, $0.node) }, others)
    }

    /// For `_m = StateObject(…)` or `self._m = …`: the owner type and `m`.
    func assignedProperty(of call: FunctionCallExprSyntax) -> (String, String)? {
        guard let target = assignmentTarget(of: call), let owner = call.enclosingTypeName else { return nil }
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.hasPrefix("_") else { return nil }
        return (owner, String(name.dropFirst()))
    }

    private func assignmentTarget(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let assignment = call.parent?.as(InfixOperatorExprSyntax.self), assignment.rightOperand.id == call.id,
              assignment.operator.is(AssignmentExprSyntax.self)
        else { return nil }
        return assignment.leftOperand
    }

    func rewrite(_ property: WrapperProperty, _ work: inout ClassWork) {
        let here = context.location(of: property.declaration, in: property.source)
        guard let name = property.name else {
            work.block(.unsupportedUse, "\(property.description) binds several properties in one declaration", at: here)
            return
        }
        let (bindings, bare) = projections(of: property)
        for (source, reference) in bare {
            work.block(.unsupportedUse, "`$\(name)` (the @\(property.wrapper) projection itself) is used; it has no @Observable counterpart",
                       at: context.location(of: reference, in: source))
        }
        let (constructions, others) = backingUses(of: property)
        for (source, reference) in others {
            work.block(.unsupportedUse, "the backing storage `_\(name)` is used directly", at: context.location(of: reference, in: source))
        }
        var needsBindable = !bindings.isEmpty
        for (source, call) in constructions {
            needsBindable = rewrite(call, in: source, wrapper: property.wrapper, &work) || needsBindable
        }
        let source = property.source
        switch property.wrapper {
        case "StateObject":
            work.edit(.replace(property.attribute.attributeName, with: "State"), in: source, at: here, "@StateObject var \(name) → @State")
            if property.declaration.bindings.first?.initializer != nil || !constructions.isEmpty {
                work.notes.append("\(here): the initial value of \(name) is now built each time \(property.owner ?? "its owner") is initialized (@State keeps the first); @StateObject built it once")
            }
        case "ObservedObject" where needsBindable:
            let why = bindings.first.map { " (`$\(name).…` binding at \(context.location(of: $0.1, in: $0.0)))" } ?? ""
            work.edit(.replace(property.attribute.attributeName, with: "Bindable"), in: source, at: here,
                      "@ObservedObject var \(name) → @Bindable\(why)")
        case "ObservedObject":
            work.edit(.remove(property.attribute), in: source, at: here, "@ObservedObject var \(name) → plain var")
        default:
            rewriteEnvironmentObject(property, name: name, bindings: bindings, &work)
        }
    }

    /// `@EnvironmentObject var m: T` → `@Environment(T.self) var m`, and `@Bindable var m = m` at the top of
    /// each function or property body that makes `$m.x` bindings.
    private func rewriteEnvironmentObject(_ property: WrapperProperty, name: String,
                                          bindings: [(Int, DeclReferenceExprSyntax)], _ work: inout ClassWork) {
        let here = context.location(of: property.declaration, in: property.source)
        guard let annotation = property.declaration.bindings.first?.typeAnnotation,
              annotation.type.is(IdentifierTypeSyntax.self) || annotation.type.is(MemberTypeSyntax.self),
              property.declaration.bindings.first?.initializer == nil
        else {
            work.block(.unsupportedUse, "\(property.description) has no plain type annotation to move into @Environment(T.self)", at: here)
            return
        }
        let typeText = annotation.type.trimmedDescription
        work.edit(.replace(property.attribute, with: "@Environment(\(typeText).self)"), in: property.source, at: here,
                  "@EnvironmentObject var \(name): \(typeText) → @Environment(\(typeText).self) var \(name)")
        work.edit(TextEdit(start: annotation.positionAfterSkippingLeadingTrivia.utf8Offset,
                           end: annotation.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""), in: property.source)
        var bodies: Set<SyntaxIdentifier> = []
        for (source, reference) in bindings {
            guard let body = Self.enclosingBody(of: reference), let first = body.first else {
                work.block(.unsupportedUse, "`$\(name).…` is used outside a function or property body, where @Bindable cannot be declared",
                           at: context.location(of: reference, in: source))
                continue
            }
            guard bodies.insert(body.id).inserted else { continue }
            let indentation = context.sources[source].indentation(of: first)
            work.edit(.insert("@Bindable var \(name) = \(name)\n\(indentation)", before: first), in: source,
                      at: context.location(of: first, in: source), "@Bindable var \(name) = \(name) for the `$\(name).…` bindings")
        }
    }

    /// The statements of the function, initializer, accessor or computed property whose code holds `node`.
    static func enclosingBody(of node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let candidate = current {
            if let statements = candidate.as(CodeBlockItemListSyntax.self) {
                if statements.parent?.is(AccessorBlockSyntax.self) == true { return statements }
                if let block = statements.parent?.as(CodeBlockSyntax.self),
                   let owner = block.parent,
                   owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(AccessorDeclSyntax.self) {
                    return statements
                }
            }
            if candidate.asDeclGroup != nil { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// `StateObject(wrappedValue: e)` → `State(initialValue: e)`; `ObservedObject(wrappedValue: e)` →
    /// `Bindable(wrappedValue: e)`. Returns whether the property must become `@Bindable`.
    private func rewrite(_ call: FunctionCallExprSyntax, in source: Int, wrapper: String, _ work: inout ClassWork) -> Bool {
        let here = context.location(of: call, in: source)
        let callee = call.calledExpression.trimmedDescription
        guard callee == wrapper || callee == ".init", call.arguments.count == 1, let argument = call.arguments.first,
              call.trailingClosure == nil, let label = argument.label?.text,
              ["wrappedValue", "initialValue"].contains(label), wrapper != "EnvironmentObject"
        else {
            work.block(.unsupportedUse, "`\(call.trimmedDescription.prefix(60))` builds the wrapper in a form the migration does not rewrite", at: here)
            return false
        }
        var (newCallee, newLabel) = wrapper == "StateObject" ? ("State", "initialValue") : ("Bindable", "wrappedValue")
        if callee == ".init" {
            newCallee = ".init"
        } else {
            work.edit(.replace(call.calledExpression, with: newCallee), in: source)
        }
        if let labelToken = argument.label, labelToken.text != newLabel {
            work.edit(.replace(labelToken, with: newLabel), in: source)
        }
        work.changes.append(.init(location: here, summary: "\(callee)(\(label):) → \(newCallee)(\(newLabel):)"))
        return wrapper == "ObservedObject"
    }

    /// `.environmentObject(x)` → `.environment(x)`.
    func rewriteEnvironmentCall(_ call: FunctionCallExprSyntax, in source: Int, _ work: inout ClassWork) {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        work.edit(.replace(callee.declName, with: "environment"), in: source, at: context.location(of: call, in: source),
                  ".environmentObject(\(call.arguments.first?.expression.trimmedDescription ?? "")) → .environment(…)")
    }
}
