import SwiftSyntax

/// Collects a file's `FileFacts` in one walk of its tree.
final class FactCollector: SyntaxVisitor {
    private let file: LintFile
    /// For `isRead`: token counts of the member blocks looked at, and the file's extensions by type.
    private var tokenCountsByBlock: [SyntaxIdentifier: [String: Int]] = [:]
    private var extensionBlocks: [String: [MemberBlockSyntax]]?
    /// Whether the file mentions `rootView` at all; only then can a class in it customise hosted content.
    private let mentionsRootView: Bool
    /// The declaration recorders this file may interest, asked about each declaration as the walk meets it.
    private let declarationRecordings: [DeclarationRecording]
    private(set) var facts = FileFacts()

    /// - Parameter recorders: the declaration recorders among them are asked during the walk.
    init(file: LintFile, recorders: [any FactRecorder.Type]) {
        self.file = file
        mentionsRootView = file.contains("rootView")
        declarationRecordings = recorders.compactMap { ($0 as? any DeclarationFactRecorder.Type)?.recording(in: file) }
        super.init(viewMode: .sourceAccurate)
    }

    /// The file's declarations, then what each of `recorders` records about it: declaration recorders during
    /// the same walk, the others on their own.
    /// With `statistics`, the declaration walk and each other recorder are timed apart.
    static func collect(
        from file: LintFile, recorders: [any FactRecorder.Type], statistics: LintStatistics? = nil
    ) -> FileFacts {
        func timed<T>(_ name: String, _ work: () -> T) -> T {
            statistics.map { $0.measureRecorder(name, work) } ?? work()
        }
        let collector = FactCollector(file: file, recorders: recorders)
        timed("declarations") { collector.walk(file.tree) }
        var facts = collector.facts
        facts.typeUse = timed("type-use") { TypeUse.of(file) }
        facts.recorded = recorders.compactMap { recorder in
            guard !(recorder is any DeclarationFactRecorder.Type) else {
                return collector.declarationRecordings.first { $0.recorder == recorder.name }?.recorded
            }
            return timed(recorder.name) { recorder.recorded(in: file) }
        }
        return facts
    }

    /// What the declaration recorder `recorder` recorded during the walk.
    func declarationRecords<Recorder: DeclarationFactRecorder>(of recorder: Recorder.Type) -> DeclarationRecords<Recorder.Value>? {
        declarationRecordings.lazy.compactMap { $0 as? TypedDeclarationRecording<Recorder> }.first?.record
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.class, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node) { fact in
            fact.hostedViewType = Self.hostedViewType(of: node)
            if mentionsRootView {
                fact.customizesRootView = RootViewCustomizationFinder.customizes(node.memberBlock)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.struct, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.enum, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.actor, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.protocol, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let name = TypeNames.simpleName(of: node.extendedType) else { return .visitChildren }
        if name == "EnvironmentValues" {
            facts.environmentKeys += Self.propertyNames(in: node.memberBlock)
            facts.optionalEnvironmentKeys += Self.propertyNames(in: node.memberBlock, optionalOnly: true)
        }
        record(.extension, name: name, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let target = TypeNames.simpleName(of: node.initializer.value) {
            facts.typealiases.append(TypealiasFact(name: node.name.text, target: target))
        }
        return .skipChildren
    }

    // Function bodies hold no declarations the index needs; skipping them keeps the walk cheap.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(
        _ kind: TypeFact.Kind, name: String, attributes: AttributeListSyntax,
        inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, at node: some SyntaxProtocol,
        adding extras: (inout TypeFact) -> Void = { _ in }
    ) {
        var fact = TypeFact(
            kind: kind, name: name, file: file.path,
            line: file.location(of: node.positionAfterSkippingLeadingTrivia).line)
        fact.attributes = TypeNames.attributeNames(attributes)
        fact.inheritedTypes = TypeNames.inheritedNames(inheritance)
        let declarations = members.flattenedDeclarations
        let code = declarations.flatMap(ViewBuilderMembers.part(of:))
        // Which helpers the body uses matters only where there are helpers besides a body.
        let namesMatter = code.count > 1 && code.contains { $0.name == "body" }
        let parts = code.map { ($0.name, BodyReferenceCollector.collect(in: $0.code, collectingNames: namesMatter)) }
        for decl in declarations {
            if let variable = decl.as(VariableDeclSyntax.self) {
                read(variable, into: &fact)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                read(function, into: &fact)
            }
        }
        // A helper the body never uses shows nothing.
        for part in ViewBuilderMembers.reached(parts, names: \.referencedNames) { addBody(part, to: &fact) }
        handOnParts(parts, in: &fact)
        extras(&fact)
        for recording in declarationRecordings {
            recording.ask(kind, name: name, line: fact.line, members: members)
        }
        facts.types.append(fact)
    }

    private func read(_ variable: VariableDeclSyntax, into fact: inout TypeFact) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if name == "intrinsicContentSize", variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                fact.overridesIntrinsicContentSize = true
            }
            if let requirement = Self.environmentRequirement(of: variable, binding: binding),
               isRead(name, in: variable) {
                fact.environmentRequirements.append(requirement)
            }
        }
    }

    /// `NavigationView { destination }` where `var destination: some View { Detail() }`: the views a part builds
    /// are handed on with it.
    private func handOnParts(_ parts: [(String, BodyReferenceCollector)], in fact: inout TypeFact) {
        guard parts.count > 1 else { return }
        for pair in fact.handedBodyReferences {
            let names = pair.split(separator: "<", maxSplits: 1).map(String.init)
            guard names.count == 2, let part = parts.first(where: { $0.0 == names[0] })?.1 else { continue }
            for view in part.inlineNames + part.presentedNames where !fact.handedBodyReferences.contains("\(view)<\(names[1])") {
                fact.handedBodyReferences.append("\(view)<\(names[1])")
            }
        }
    }

    private func addBody(_ body: BodyReferenceCollector, to fact: inout TypeFact) {
        fact.bodyReferences += body.names.filter { !fact.bodyReferences.contains($0) }
        fact.inlineBodyReferences += body.inlineNames.filter { !fact.inlineBodyReferences.contains($0) }
        fact.presentedBodyReferences += body.presentedNames.filter { !fact.presentedBodyReferences.contains($0) }
        fact.handedBodyReferences += body.handedNames.filter { !fact.handedBodyReferences.contains($0) }
        fact.bodyModifiers += body.modifiers.filter { !fact.bodyModifiers.contains($0) }
    }

    private func read(_ function: FunctionDeclSyntax, into fact: inout TypeFact) {
        let name = function.name.text
        if BridgeVocabulary.lifecycle(forMake: name) != nil,
           let returnType = function.signature.returnClause?.type {
            fact.makeReturnType = TypeNames.simpleName(of: returnType)
        }
        if name == "sizeThatFits" {
            fact.implementsSizeThatFits = true
        }
    }

    /// Whether the type reads a property it declares: SwiftUI looks an environment object up only when the
    /// property is read, so one declared and never used needs nothing. Looks for the name (or `$name`, `_name`)
    /// elsewhere in the type's body and in its extensions in the same file.
    private func isRead(_ name: String, in declaration: VariableDeclSyntax) -> Bool {
        guard let members = declaration.ancestor(MemberBlockSyntax.self),
              let group = members.parent?.asDeclGroup,
              let typeName = TypeNames.declaredName(of: group)
        else { return true }
        let uses = [name, "$" + name, "_" + name].map { name in
            ([members] + sameFileExtensions(of: typeName)).reduce(0) { $0 + tokenCounts(in: $1)[name, default: 0] }
        }
        // The declaration itself is one use of the plain name.
        return uses.reduce(0, +) > 1
    }

    /// How often each token's text occurs in a member block; counted once per block.
    private func tokenCounts(in block: MemberBlockSyntax) -> [String: Int] {
        if let counts = tokenCountsByBlock[block.id] { return counts }
        var counts: [String: Int] = [:]
        for token in block.tokens(viewMode: .sourceAccurate) { counts[token.text, default: 0] += 1 }
        tokenCountsByBlock[block.id] = counts
        return counts
    }

    /// The member blocks of the file's extensions of a type, found once per file.
    private func sameFileExtensions(of typeName: String) -> [MemberBlockSyntax] {
        if extensionBlocks == nil {
            extensionBlocks = Dictionary(grouping: FileNodes.of(file).extensions) {
                TypeNames.simpleName(of: $0.extendedType) ?? ""
            }.mapValues { $0.map(\.memberBlock) }
        }
        return extensionBlocks?[typeName] ?? []
    }

    private static func environmentRequirement(
        of variable: VariableDeclSyntax, binding: PatternBindingSyntax
    ) -> EnvironmentRequirement? {
        if let attribute = TypeNames.attribute(named: "EnvironmentObject", in: variable.attributes),
           let type = binding.typeAnnotation.flatMap({ TypeNames.simpleName(of: $0.type) }) ?? genericArgument(of: attribute) {
            return .environmentObject(type: type)
        }
        guard let environment = TypeNames.attribute(named: "Environment", in: variable.attributes),
              case .argumentList(let arguments) = environment.arguments,
              let argument = arguments.first?.expression
        else { return nil }
        if let keyPath = argument.as(KeyPathExprSyntax.self),
           let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            return .key(name: component.declName.baseName.text)
        }
        if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base, let type = Self.typeName(of: base) {
            return .observableObject(type: type)
        }
        return nil
    }

    /// `Store` in `@EnvironmentObject<Store> private var store`, the wrapper's generic argument.
    private static func genericArgument(of attribute: AttributeSyntax) -> String? {
        guard let arguments = attribute.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments,
              arguments.count == 1, case .type(let type) = arguments.first?.argument
        else { return nil }
        return TypeNames.simpleName(of: type)
    }

    /// `SettingsView` in `class SettingsHost: UIHostingController<SettingsView>`; `nil` when the argument is
    /// one of the class's own generic parameters or the superclass is not a hosting controller.
    private static func hostedViewType(of node: ClassDeclSyntax) -> String? {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type,
              let name = TypeNames.hostingControllerRootType(superclass)
        else { return nil }
        let parameters = node.genericParameterClause?.parameters.map(\.name.text) ?? []
        return parameters.contains(name) ? nil : name
    }

    /// `Store` in `Store.self` or `Module.Store.self`.
    private static func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The names of the properties a member block declares; with `optionalOnly`, those declared with an
    /// optional type (`var onReload: (() -> Void)?`).
    private static func propertyNames(in members: MemberBlockSyntax, optionalOnly: Bool = false) -> [String] {
        members.flattenedDeclarations.flatMap { decl -> [String] in
            guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                if optionalOnly {
                    guard let type = binding.typeAnnotation?.type,
                          type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                    else { return nil }
                }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        }
    }
}

/// Capitalised callees inside a view's `body` (the views it builds); which of them it shows in place and which
/// it presents, leaving out values handed to actions (`router.push(Detail())`); and the modifiers applied to
/// the views it builds.
private final class BodyReferenceCollector: SyntaxVisitor {
    /// Modifiers whose content is presented on its own, not shown with the view they are attached to.
    private static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "inspector",
    ]

    private(set) var names: [String] = []
    private(set) var inlineNames: [String] = []
    private(set) var presentedNames: [String] = []
    /// `Content<Container` pairs (see `TypeFact.handedBodyReferences`).
    private(set) var handedNames: [String] = []
    private(set) var modifiers: [String] = []
    /// The constructions whose arguments the walk is in, innermost last.
    private var constructions: [(id: SyntaxIdentifier, name: String)] = []
    /// Every name the code refers to (`header`, `self.row(for:)`): which of the view's helpers it uses.
    private(set) var referencedNames: Set<String> = []
    private var presentationDepth = 0
    private var actionDepth = 0

    /// Whether to gather `referencedNames`, which costs a set insertion per name.
    private var collectsNames = false

    static func collect(in node: some SyntaxProtocol, collectingNames: Bool) -> BodyReferenceCollector {
        let collector = BodyReferenceCollector(viewMode: .sourceAccurate)
        collector.collectsNames = collectingNames
        collector.walk(node)
        return collector
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `row(for: item)`, `self.header(title)`, `contentView.background(…)`: a helper of the view the body uses,
        // named in the callee (which the walk below may skip, taking the call for an action).
        var callee: ExprSyntax? = collectsNames ? node.calledExpression : nil
        while let current = callee {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                referencedNames.insert(reference.baseName.text)
                break
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    referencedNames.insert(member.declName.baseName.text)
                    break
                }
                callee = member.base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                callee = call.calledExpression
            } else {
                callee = current.as(OptionalChainingExprSyntax.self)?.expression ?? current.as(ForceUnwrapExprSyntax.self)?.expression
            }
        }
        if let name = TypeNames.constructedTypeName(ExprSyntax(node)) {
            Self.append(name, to: &names)
            if actionDepth == 0 && presentationDepth == 0 {
                Self.append(name, to: &inlineNames)
            } else if actionDepth == 0 {
                Self.append(name, to: &presentedNames)
            }
            if actionDepth == 0 {
                for container in constructions where container.name != name {
                    Self.append("\(name)<\(container.name)", to: &handedNames)
                }
            }
            constructions.append((node.id, name))
            return .visitChildren
        }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        // `destination.environment(\.key, v)`: SwiftUI's environment modifiers exist only on views, so on a stored
        // view as on a built one they are modifiers.
        let isModifier = member?.base?.is(FunctionCallExprSyntax.self) == true
            || (member?.base != nil && RootViewCustomizationFinder.environmentModifiers.contains(member?.declName.baseName.text ?? ""))
        if let member, isModifier { Self.append(member.declName.baseName.text, to: &modifiers) }
        if let member, member.base != nil, Self.presentationModifiers.contains(member.declName.baseName.text) {
            // The view the content is attached to is in place; the presented content is not.
            walkArguments(of: node, after: member.base, presented: true)
            return .skipChildren
        }
        // A function or a method of something other than a view (`dismiss()`, `router.push(Detail())`):
        // what it is given is not shown by this body.
        let isAction = member.map { $0.base != nil && !isModifier } ?? node.calledExpression.is(DeclReferenceExprSyntax.self)
        guard isAction else { return .visitChildren }
        walkArguments(of: node, after: nil, presented: false)
        return .skipChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if constructions.last?.id == node.id { constructions.removeLast() }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if collectsNames { referencedNames.insert(node.baseName.text) }
        // `SheetButton(destination: destination)`, `Card { content }`: a value of the view handed on whole.
        if actionDepth == 0, !constructions.isEmpty, node.parent?.is(LabeledExprSyntax.self) == true
            || node.parent?.is(CodeBlockItemSyntax.self) == true,
           let first = node.baseName.text.first, first.isLowercase {
            for container in constructions { Self.append("\(node.baseName.text)<\(container.name)", to: &handedNames) }
        }
        return .skipChildren
    }

    private func walkArguments(of node: FunctionCallExprSyntax, after base: ExprSyntax?, presented: Bool) {
        if let base { walk(base) }
        if presented { presentationDepth += 1 } else { actionDepth += 1 }
        walk(node.arguments)
        if let trailing = node.trailingClosure { walk(trailing) }
        walk(node.additionalTrailingClosures)
        if presented { presentationDepth -= 1 } else { actionDepth -= 1 }
    }

    private static func append(_ name: String, to list: inout [String]) {
        if !list.contains(name) { list.append(name) }
    }
}

/// Whether a class's own code changes the SwiftUI content it hosts (see `TypeFact.customizesRootView`).
private final class RootViewCustomizationFinder: SyntaxVisitor {
    static let environmentModifiers: Set<String> = [
        "environment", "environmentObject", "modifier", "transformEnvironment",
    ]
    private var customizes = false

    static func customizes(_ members: MemberBlockSyntax) -> Bool {
        let finder = RootViewCustomizationFinder(viewMode: .sourceAccurate)
        for decl in members.flattenedDeclarations where !decl.is(ClassDeclSyntax.self) && !decl.is(StructDeclSyntax.self) {
            finder.walk(decl)
            if finder.customizes { return true }
        }
        return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if Self.environmentModifiers.contains(name) {
                customizes = true
            } else if name == "init", member.base?.is(SuperExprSyntax.self) == true,
                      let rootView = node.arguments.first(where: { $0.label?.text == "rootView" }),
                      !Self.isPassedThrough(rootView.expression) {
                customizes = true
            }
        }
        return customizes ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), Self.isRootView(elements[0]) {
            customizes = true
        }
        return customizes ? .skipChildren : .visitChildren
    }

    /// `rootView` or `self.rootView`.
    private static func isRootView(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "rootView" }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text == "rootView"
        }
        return false
    }

    /// A parameter handed on unchanged: `rootView` or `AnyView(rootView)`.
    private static func isPassedThrough(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyView",
           call.arguments.count == 1, let only = call.arguments.first {
            return only.expression.is(DeclReferenceExprSyntax.self)
        }
        return false
    }
}
