import BridgeLintCore
import SwiftSyntax

/// Which of the project's objects anything observes: the types views hold with `@ObservedObject`, `@StateObject`
/// or `@EnvironmentObject` (SwiftUI subscribes to their `objectWillChange`), and the publishers code subscribes
/// to, `model.$items` or `model.objectWillChange`, by the declared type of the object they are read from.
/// Read by the thread rules: a `@Published` property changed off the main thread reaches the UI only through one
/// of these; an object that no view holds and whose publisher nothing subscribes to tells no one.
///
/// Recorded as type names (`Store`) and `Type.property` (`Store.items`, `Store.objectWillChange`); a type or an
/// object the code does not name (a generic parameter, an inferred local) is `?`, which may be anything.
enum ObservedObjects: FactRecorder {
    static let name = "observed-objects"

    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// Types views hold with an observing wrapper.
        var held: [String] = []
        /// `Type.property` of each `$property` or `objectWillChange` subscribed to.
        var subscribed: [String] = []

        init() {}
    }

    struct ProjectRecord: Sendable {
        var held: Set<String> = []
        var subscribed: Set<String> = []
    }

    /// The wrappers through which SwiftUI observes an object's `objectWillChange`.
    private static let observingWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    static let unknown = "?"

    static func record(in file: LintFile) -> FileRecord? {
        var record = FileRecord()
        let nodes = FileNodes.of(file)
        if observingWrappers.contains(where: file.contains) {
            for variable in nodes.variables {
                guard TypeNames.attributeNames(variable.attributes).contains(where: observingWrappers.contains) else { continue }
                for binding in variable.bindings {
                    record.held += heldTypes(binding, in: variable) ?? [unknown]
                }
            }
        }
        if file.contains("$") || file.contains("objectWillChange") {
            let lookup = DeclaredType.Lookup()
            for access in nodes.memberAccesses {
                guard let subscription = subscription(access, lookup: lookup), !receivesOnMain(access) else { continue }
                record.subscribed.append(subscription)
            }
        }
        guard !record.held.isEmpty || !record.subscribed.isEmpty else { return nil }
        record.held = Set(record.held).sorted()
        record.subscribed = Set(record.subscribed).sorted()
        return record
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        var project = ProjectRecord()
        for record in records {
            project.held.formUnion(record.held)
            project.subscribed.formUnion(record.subscribed)
        }
        return project
    }

    /// `@ObservedObject var store: Store` or `@StateObject var store = Store()`: `Store`. For a generic parameter
    /// of the enclosing type (`@ObservedObject var model: Model` in `Row<Model: FeedModel>`), the protocols it is
    /// constrained to, joined by `&`: only objects conforming to all of them are held there. nil for a type not
    /// written, or an unconstrained one.
    private static func heldTypes(_ binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> [String]? {
        let name = binding.typeAnnotation.flatMap { TypeNames.simpleName(of: StoredValueType.core(of: $0.type)) }
            ?? binding.initializer.flatMap { TypeNames.constructedTypeName($0.value) ?? sharedInstanceType($0.value) }
        guard let name else { return nil }
        guard let constraints = GenericConstraints.around(variable, of: name) else { return [name] }
        // An object held there conforms to every constraint at once: `FeedModel&ObservableObject`.
        return constraints.isEmpty ? nil : [Set(constraints).sorted().joined(separator: "&")]
    }

    /// `UserManager.shared`: a type's one instance, of that type by the convention such properties follow.
    private static func sharedInstanceType(_ value: ExprSyntax) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self),
              let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true, member.declName.baseName.text.first?.isLowercase == true
        else { return nil }
        return type
    }

    /// `session.$state.receive(on: DispatchQueue.main)`: a subscriber that takes each value on the main thread,
    /// whichever thread sets it, so a change made off the main thread reaches no UI from there.
    private static func receivesOnMain(_ access: MemberAccessExprSyntax) -> Bool {
        // `$state.receive(on:)` in the object's own code is the access itself; `session.$state.receive(on:)` the next.
        let next = access.declName.baseName.text == "receive" ? access : access.parent?.as(MemberAccessExprSyntax.self)
        guard let next, next.declName.baseName.text == "receive",
              next.id == access.id || next.base?.id == ExprSyntax(access).id,
              let call = next.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(next).id,
              let scheduler = call.arguments.first(where: { $0.label?.text == "on" })?.expression.trimmedDescription
        else { return false }
        return ["DispatchQueue.main", "RunLoop.main", ".main", "OperationQueue.main"].contains(scheduler)
    }

    /// `store.$items` or `store.objectWillChange`: `Store.items`, `Store.objectWillChange`; `$items.sink` inside a
    /// type: that type's `items`. `?.items` when the object's type is not written where it is declared.
    private static func subscription(_ access: MemberAccessExprSyntax, lookup: DeclaredType.Lookup) -> String? {
        let member = access.declName.baseName.text
        if member.hasPrefix("$"), member.count > 1 {
            return "\(ownerType(of: access.base, at: access, lookup: lookup)).\(member.dropFirst())"
        }
        if member == "objectWillChange" {
            // `objectWillChange.send()` announces a change; it subscribes to nothing.
            if access.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "send" { return nil }
            return "\(ownerType(of: access.base, at: access, lookup: lookup)).objectWillChange"
        }
        // `$items.sink { … }` in the object's own code.
        if let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.hasPrefix("$"),
           base.baseName.text.count > 1, base.baseName.text.dropFirst().first?.isLetter == true {
            return "\(TypeMemberFacts.enclosingTypeName(of: access) ?? unknown).\(base.baseName.text.dropFirst())"
        }
        return nil
    }

    private static func ownerType(of base: ExprSyntax?, at access: MemberAccessExprSyntax, lookup: DeclaredType.Lookup) -> String {
        guard let base = base?.withoutUnwraps else { return unknown }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return TypeMemberFacts.enclosingTypeName(of: access) ?? unknown
        }
        return DeclaredType.of(base, in: lookup) ?? unknown
    }
}

extension ObservedObjects.ProjectRecord {
    /// Whether anything may learn of a change to `property` of an `owner` object: a view holds an `owner` (or a
    /// type related to it by inheritance, or one the code does not name), or code subscribes to its
    /// `$property` or `objectWillChange` (or to those of an object whose type is not written).
    func mayObserve(_ owner: String, property: String, index: ProjectIndex) -> Bool {
        let unknown = ObservedObjects.unknown
        if held.contains(unknown) || held.contains(where: { Self.mayHold($0, owner, index: index) }) { return true }
        return [property, "objectWillChange"].contains { member in
            subscribed.contains("\(unknown).\(member)")
                || subscribed.contains { entry in
                    guard entry.hasSuffix(".\(member)") else { return false }
                    return Self.isRelated(String(entry.dropLast(member.count + 1)), owner, index: index)
                }
        }
    }

    /// Whether a view holding `held` (a type, or generic constraints joined by `&`) may hold an `owner`: every
    /// constraint is one `owner` meets (any object whose `@Published` properties change is an ObservableObject).
    private static func mayHold(_ held: String, _ owner: String, index: ProjectIndex) -> Bool {
        guard held.contains("&") else { return isRelated(held, owner, index: index) }
        return held.split(separator: "&").allSatisfy { constraint in
            constraint == "ObservableObject" || isRelated(String(constraint), owner, index: index)
        }
    }

    /// `type` is `owner`, or one inherits from the other through the project's declarations.
    private static func isRelated(_ type: String, _ owner: String, index: ProjectIndex) -> Bool {
        type == owner || inherits(type, from: owner, index: index) || inherits(owner, from: type, index: index)
    }

    private static func inherits(_ type: String, from ancestor: String, index: ProjectIndex, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let parents = index.declarations(named: type).flatMap(\.inheritedTypes) + index.extensions(of: type).flatMap(\.inheritedTypes)
        return parents.contains(ancestor) || parents.contains { inherits($0, from: ancestor, index: index, depth: depth + 1) }
    }
}

extension ProjectIndex {
    /// What the project observes (see `ObservedObjects`).
    var observedObjects: ObservedObjects.ProjectRecord { record(of: ObservedObjects.self) }
}
