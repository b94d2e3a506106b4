import BridgeLintCore
import SwiftSyntax

/// Properties of the file's classes that keep their first value for the whole life of the object: a stored
/// `let`, or a `lazy var` only the class itself may set and never does. A view that reads one through an
/// object it holds (`Viewer(document: model.document)`) passes the same value for as long as it holds that
/// object, however often it renders.
enum FixedMembers {
    /// What the file's classes and actors say about their stored instance properties.
    struct Record {
        /// `Type.property` for the properties fixed for the object's life.
        var fixed: [String] = []
        /// `Type.property` for the others, so that a name two classes share is fixed only when every one of them fixes it.
        var changeable: [String] = []
        /// Classes that hold nothing of their own a new instance would lose (see `holdsNoState`).
        var stateless: [String] = []
        /// The other classes and actors, so that a name two types share is stateless only when every one of them is.
        var stateful: [String] = []
        /// `Type|performFetch(),start()` for classes whose initializers start work, and `Type(labels)|calls` for each
        /// initializer of each class, with no calls when it starts none (see `InitializerWork`).
        var initializerWork: [String] = []
        /// Classes that publish nothing and hold only what their initializers are given (see `holdsOnlyItsArguments`).
        var argumentHolders: [String] = []
        /// `Type|property|AVPlayer|line` for a UIKit/AppKit object a class makes when it is made (see `platformParts`).
        var platformParts: [String] = []
    }

    static func of(_ file: LintFile) -> Record {
        guard file.contains("class ") || file.contains("actor ") else { return Record() }
        var record = Record()
        for group in TypeGroups.all(in: file) {
            // Extensions add no stored properties; a group's declaration is in this file when it has one.
            guard let declaration = group.declaration, declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
            else { continue }
            var written: Set<String>?
            let mirrors = file.contains("publisher(for:") ? Self.mirroredProperties(of: group, in: file) : []
            var holdsState = !declaration.is(ClassDeclSyntax.self) || !Self.inheritsNoState(group.inheritedNames)
                || group.members.contains { member in
                    member.as(InitializerDeclSyntax.self).map { !Self.onlySetsUpMirrors($0, mirrors: mirrors) } ?? false
                }
            for variable in group.members.compactMap({ $0.as(VariableDeclSyntax.self) }) where isInstanceMember(variable) {
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                let isKeptOutside = Self.isKeptOutside(variable)
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          ForwardedProperty.isStored(binding)
                    else { continue }
                    if isLet ? !Self.isPlainConstant(binding.initializer?.value) : !(isKeptOutside || mirrors.contains(name)) {
                        holdsState = true
                    }
                    var isFixed = isLet
                    if !isLet, isPrivateLazy(variable) {
                        // One look at the class's writes serves all its lazy properties.
                        if written == nil { written = writtenNames(in: group.members, of: file) }
                        isFixed = written?.contains(name) == false
                    }
                    let key = "\(group.name).\(name)"
                    if isFixed { record.fixed.append(key) } else { record.changeable.append(key) }
                }
            }
            if holdsState { record.stateful.append(group.name) } else { record.stateless.append(group.name) }
            let byInitializer = InitializerWork.callsByInitializer(in: group, of: file)
            let work = InitializerWork.calls(from: byInitializer)
            if holdsState, byInitializer.allSatisfy({ $0.calls.isEmpty }),
               let unverified = Self.holdsOnlyItsArguments(group, declaration, in: file) {
                // `Type|Parent`: the index must find the parent a protocol, and the class an ObservableObject.
                let isObservableHere = group.inheritedNames.contains("ObservableObject")
                record.argumentHolders.append(unverified.isEmpty && isObservableHere ? group.name : group.name + "|" + unverified.joined(separator: ","))
            }
            if !work.isEmpty { record.initializerWork.append("\(group.name)|" + work.joined(separator: ",")) }
            if let part = Self.platformPart(of: group, in: file) { record.platformParts.append(part) }
            for (labels, calls) in byInitializer {
                record.initializerWork.append("\(group.name)(\(labels))|" + calls.joined(separator: ","))
            }
        }
        return record
    }

    /// The first UIKit/AppKit object (a player, a web view, a view or controller) the class makes whenever it is
    /// made: a stored property's initial value (`let player = AVPlayer()`) or a construction its initializer stores
    /// (`self.webView = WKWebView(frame: .zero)`). As `Type|property|Object|line`.
    private static func platformPart(of group: TypeGroups.Group, in file: LintFile) -> String? {
        func part(_ name: String, _ value: ExprSyntax, at node: some SyntaxProtocol) -> String? {
            guard let type = TypeNames.constructedTypeName(value),
                  PlatformObjects.isFrameworkObject(type, suffixes: PlatformObjects.visualSuffixes)
            else { return nil }
            return "\(group.name)|\(name)|\(type)|\(file.location(of: node.positionAfterSkippingLeadingTrivia).line)"
        }
        var stored: Set<String> = []
        for variable in group.members.compactMap({ $0.as(VariableDeclSyntax.self) }) where isInstanceMember(variable) {
            let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, ForwardedProperty.isStored(binding)
                else { continue }
                stored.insert(name)
                if !isLazy, let value = binding.initializer?.value, let found = part(name, value, at: binding) { return found }
            }
        }
        for initializer in group.members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            guard let body = initializer.body else { continue }
            for write in Write.all(in: body, outsideClosures: true) {
                guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      assignment.value.count == 1, let path = write.target.pathFromSelf, path.count == 1,
                      let name = path.first, stored.contains(name)
                else { continue }
                if let found = part(name, assignment.value[0], at: write.node) { return found }
            }
        }
        return nil
    }

    /// `class ReactionsModel: ObservableObject { var items: [Reaction]; init(items:) { self.items = items } }`: a class
    /// with nothing `@Published`, no `objectWillChange` and no parent that holds state, whose stored properties
    /// only its initializers set. A new one made from the same arguments is the same object again.
    /// Whether the class publishes nothing and holds only what its initializers are given: `nil` if not, else the
    /// first name it inherits when this file cannot tell whether it is a superclass, which may hold state, or a
    /// protocol (`DetailModelProtocol`): the index decides.
    private static func holdsOnlyItsArguments(_ group: TypeGroups.Group, _ declaration: some DeclGroupSyntax, in file: LintFile) -> [String]? {
        // Only the first name the class declaration inherits can be a superclass; the others, and an extension's, are protocols.
        let superclass = declaration.inheritanceClause?.inheritedTypes.first.flatMap { TypeNames.simpleName(of: $0.type) }
        let unverified = superclass.map { stateFreeParents.contains($0) ? [] : [$0] } ?? []
        // Only an ObservableObject is ever held under @ObservedObject: other classes need no answer.
        guard declaration.is(ClassDeclSyntax.self),
              group.inheritedNames.contains("ObservableObject") || group.inheritedNames.contains(where: { !stateFreeParents.contains($0) }),
              !TypeNames.attributeNames(declaration.as(ClassDeclSyntax.self)?.attributes ?? []).contains("Observable")
        else { return nil }
        let variables = group.members.compactMap { $0.as(VariableDeclSyntax.self) }.filter(isInstanceMember)
        guard !variables.contains(where: { TypeNames.attributeNames($0.attributes).contains("Published") }) else { return nil }
        if file.contains("objectWillChange"),
           group.members.contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == "objectWillChange" } }) {
            return nil
        }
        let written = writtenNames(in: group.members.filter { !$0.is(InitializerDeclSyntax.self) }, of: file)
        let keepsArguments = variables.allSatisfy { variable in
            variable.bindings.allSatisfy { binding in
                guard ForwardedProperty.isStored(binding), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return true }
                return !written.contains(name)
            }
        }
        guard keepsArguments else { return nil }
        return unverified
    }

    /// Protocols and roots that bring no stored state of their own; any other parent may be a class that holds some.
    private static let stateFreeParents = StateFreeParents.plain.union(["ObservableObject", "Observable"])

    private static func inheritsNoState(_ names: Set<String>) -> Bool {
        names.allSatisfy(stateFreeParents.contains)
    }

    /// `let changes = PassthroughSubject<Void, Never>()`, `let limit = 20`: made the same way each time, with no
    /// work done (a `let` built from a call with arguments may subscribe, register or load).
    private static func isPlainConstant(_ value: ExprSyntax?) -> Bool {
        guard let value else { return false }
        if let call = value.as(FunctionCallExprSyntax.self) {
            return call.arguments.isEmpty && call.trailingClosure == nil
        }
        return value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            || value.is(BooleanLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
    }

    /// `@AppStorage("k") var flag`, `@UserDefault(key: …) var name`, `@KeychainStorage var token`: the value lives
    /// in a store outside the object, so a new instance reads back the same one.
    private static func isKeptOutside(_ variable: VariableDeclSyntax) -> Bool {
        TypeNames.attributeNames(variable.attributes).contains { name in
            let lowered = name.lowercased()
            return lowered.contains("default") || lowered.contains("storage") || lowered.contains("keychain")
        }
    }

    /// `@Published var canUpdate = false` that the class only ever sets by
    /// `updater.publisher(for: \.canUpdate).assign(to: &$canUpdate)`: key-value observing sends the current value
    /// as soon as it is subscribed to, so a new instance holds the same value the moment it is made.
    private static func mirroredProperties(of group: TypeGroups.Group, in file: LintFile) -> Set<String> {
        var mirrored: Set<String> = []
        var others: Set<String> = []
        for member in group.members {
            for call in FileCalls.all(in: member, of: file) where call.calleeName == "assign" {
                guard let name = assignedProperty(call) else { continue }
                if isObservingFromNow(call) { mirrored.insert(name) } else { others.insert(name) }
            }
        }
        guard !mirrored.subtracting(others).isEmpty else { return [] }
        return mirrored.subtracting(others).subtracting(writtenNames(in: group.members, of: file))
    }

    /// `assign(to: &$name)`: the published property it feeds.
    private static func assignedProperty(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "to" else { return nil }
        return argument.expression.assignedPublishedProperty
    }

    /// A pipeline that starts at `object.publisher(for: \.key)` with the default options, which sends the current
    /// value first.
    private static func isObservingFromNow(_ assign: FunctionCallExprSyntax) -> Bool {
        var node = assign.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let call = node?.as(FunctionCallExprSyntax.self) {
            if call.calleeName == "publisher" {
                return call.arguments.count == 1 && call.arguments.first?.label?.text == "for"
                    && call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
            }
            node = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return false
    }

    /// An initializer whose every statement sets up a mirror (`….assign(to: &$p)` for a property of `mirrors`) or
    /// calls `super.init()`: it keeps nothing a new instance would lack.
    private static func onlySetsUpMirrors(_ initializer: InitializerDeclSyntax, mirrors: Set<String>) -> Bool {
        guard !mirrors.isEmpty, let statements = initializer.body?.statements else { return false }
        return statements.allSatisfy { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self) else { return false }
            if call.calleeName == "init", call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true {
                return call.arguments.isEmpty
            }
            return call.calleeName == "assign" && assignedProperty(call).map(mirrors.contains) == true
        }
    }

    private static func isInstanceMember(_ variable: VariableDeclSyntax) -> Bool {
        !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `private(set) lazy var contents = render()`: computed once, on first read, and kept unless the class sets
    /// it; one that code outside the class may set is not known to be fixed.
    private static func isPrivateLazy(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            && variable.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// Properties the members write (`contents = …`, `self.items += …`, `items.append(…)`).
    private static func writtenNames(in members: [DeclSyntax], of file: LintFile) -> Set<String> {
        Set(members.flatMap { Write.all(in: $0, of: file) }.compactMap { $0.target.pathFromSelf?.first })
    }
}
