import BridgeLintCore
import SwiftSyntax

/// What the site search asks of one file besides its sites: the names on the lines of rule findings, the functions
/// a backtrace names (and the selector's spellings in them), the lines a runtime error names.
struct ScanRequests: Sendable {
    var findings: [(line: Int, column: Int)] = []
    var frameMembers: Set<String> = []
    var selectorSpellings: Set<String> = []
    var crashLines: [Int] = []
}

/// Everything the walk of one file found, as names and places.
struct FileSites: Sendable {
    var path: String

    /// A call that makes one controller the child (or presented controller) of another.
    struct Containment: Sendable {
        var kind: SiteKind
        var operation: String
        var child: TypeReference
        var parent: TypeReference
        var place: SourcePlace
    }

    /// The root of a SwiftUI tree: the views it shows and what it puts into their environment.
    struct Root: Sendable {
        enum Kind: Sendable { case hosting(String), scene(String), presentation(String) }
        var kind: Kind
        var views: [String] = []
        var objects: Set<String> = []
        var observables: Set<String> = []
        /// The view whose body attaches a presentation.
        var hostView: String?
        var place: SourcePlace
    }

    struct OnChange: Sendable {
        var observed: String
        var observedType: TypeReference
        var writes: [String]
        var place: SourcePlace
    }

    struct Write: Sendable {
        var property: String
        var owner: String
        var callback: String
        var place: SourcePlace
    }

    struct StateOutsideView: Sendable {
        var property: String
        var reason: String
        var place: SourcePlace
    }

    /// A function (or computed property) a backtrace may name, and where in it the selector's spellings appear.
    struct FrameBody: Sendable {
        var owner: String?
        var name: String
        var place: SourcePlace
        var touches: [(spelling: String, place: SourcePlace)]
    }

    /// The names code on a finding's line involves, and the type and function it is in.
    struct LineNames: Sendable {
        var names: Set<String>
        var type: String?
        var function: String?
    }

    var containments: [Containment] = []
    var roots: [Root] = []
    var onChanges: [OnChange] = []
    var backgroundWrites: [Write] = []
    var statesOutsideViews: [StateOutsideView] = []
    var frameBodies: [FrameBody] = []
    /// By `line:column` of the finding.
    var findingNames: [String: LineNames] = [:]
    var crashPlaces: [SourcePlace] = []
}

/// Reads, in one walk per file, the places where diagnosis looks for causes: containment and presentation calls,
/// roots of SwiftUI trees (hosting controllers, scenes, sheets), writes of `@Published` properties off the main
/// thread, `onChange(of:)` actions that write state, `@State` used outside a view, and what `ScanRequests` asks.
final class SiteScanner: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private let resolver: NameResolver
    private let declarations: ProjectDeclarations
    private let requests: ScanRequests
    private var sites: FileSites

    static func scan(_ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter,
                     declarations: ProjectDeclarations, requests: ScanRequests) -> FileSites {
        let scanner = SiteScanner(path: path, converter: converter, declarations: declarations, requests: requests)
        scanner.walk(tree)
        scanner.readRequestedLines(tree)
        return scanner.sites
    }

    private init(path: String, converter: SourceLocationConverter, declarations: ProjectDeclarations, requests: ScanRequests) {
        self.path = path
        self.converter = converter
        self.declarations = declarations
        self.resolver = NameResolver(properties: declarations)
        self.requests = requests
        sites = FileSites(path: path)
        super.init(viewMode: .sourceAccurate)
    }

    private func place(_ node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(node, in: path, converter: converter)
    }

    static let hostingTypes: Set<String> = ["UIHostingController", "NSHostingController", "NSHostingView", "_UIHostingView"]
    static let sceneTypes: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "UtilityWindow"]
    static let presentationModifiers: Set<String> = ["sheet", "popover", "fullScreenCover", "inspector"]
    static let navigationOperations: Set<String> = ["pushViewController", "show", "showDetailViewController"]
    static let presentOperations: Set<String> = ["present", "presentViewController"]
    static let mutatingCalls: Set<String> = ["toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "send"]

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let receiver = member?.base
        if let constructed = TypeNames.constructedTypeName(ExprSyntax(node)) {
            readConstruction(constructed, node)
        } else {
            readContainment(name, receiver: receiver, node)
            readPresentationRoot(name, node)
            readOnChange(name, node)
            readMutatingCall(name, receiver: receiver, node)
        }
        return .visitChildren
    }

    private func enclosingTypeReference(_ node: some SyntaxProtocol) -> TypeReference {
        TypeReference(primary: NameResolver.enclosingType(of: node))
    }

    /// The controller a containment call's argument stands for: `detail` for `detail`, `detail.view`, `detail.view!`.
    private func controller(_ expression: ExprSyntax) -> TypeReference {
        let expression = expression.withoutUnwraps
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view", let base = member.base {
            return resolver.type(of: base)
        }
        return resolver.type(of: expression)
    }

    private func isControllerView(_ expression: ExprSyntax) -> Bool {
        expression.withoutUnwraps.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "view"
    }

    private func owner(ofReceiver receiver: ExprSyntax?, _ node: some SyntaxProtocol) -> TypeReference {
        guard let receiver = receiver?.withoutUnwraps else { return enclosingTypeReference(node) }
        // `view.addSubview(…)` and `self.view.addSubview(…)` are the enclosing controller's.
        if receiver.trimmedDescription == "view" || receiver.trimmedDescription == "self.view"
            || receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return enclosingTypeReference(node)
        }
        if let member = receiver.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view", let base = member.base {
            return resolver.type(of: base)
        }
        return resolver.type(of: receiver)
    }

    private func readContainment(_ name: String, receiver: ExprSyntax?, _ node: FunctionCallExprSyntax) {
        let first = node.arguments.first?.expression
        func add(_ kind: SiteKind, _ child: TypeReference, _ parent: TypeReference) {
            guard !child.isUnknown || !parent.isUnknown else { return }
            sites.containments.append(FileSites.Containment(kind: kind, operation: name, child: child, parent: parent, place: place(node)))
        }
        switch name {
        case _ where BridgeVocabulary.addChildCalls.contains(name):
            if let first { add(.containment, resolver.type(of: first), owner(ofReceiver: receiver, node)) }
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
            if let first, isControllerView(first) { add(.containment, controller(first), owner(ofReceiver: receiver, node)) }
        case _ where BridgeVocabulary.removeFromParentCalls.contains(name), "beginAppearanceTransition", "endAppearanceTransition":
            if let receiver { add(.containment, resolver.type(of: receiver), enclosingTypeReference(node)) }
        case "willMove", "didMove":
            guard node.arguments.first?.label?.text == "toParent", let receiver else { return }
            let parentExpression = node.arguments.first?.expression
            let parent = parentExpression.map { $0.is(NilLiteralExprSyntax.self) ? TypeReference.unknown : resolver.type(of: $0) } ?? .unknown
            add(.containment, resolver.type(of: receiver), parent)
        case "removeFromSuperview":
            if let receiver, isControllerView(receiver) { add(.containment, controller(receiver), enclosingTypeReference(node)) }
        case _ where Self.presentOperations.contains(name):
            guard let first, node.arguments.count >= 2 || node.trailingClosure != nil || node.arguments.first?.label == nil else { return }
            add(.presentation, resolver.type(of: first), owner(ofReceiver: receiver, node))
        case _ where Self.navigationOperations.contains(name):
            guard let first else { return }
            var parent = receiver.map { resolver.type(of: $0) } ?? .unknown
            if parent.primary == nil || parent.primary == "UINavigationController" { parent.primary = "UINavigationController" }
            add(.containment, resolver.type(of: first), parent)
        case "setViewControllers":
            guard let array = first?.withoutUnwraps.as(ArrayExprSyntax.self) else { return }
            let parent = receiver.map { resolver.type(of: $0) } ?? enclosingTypeReference(node)
            for element in array.elements {
                add(.containment, resolver.type(of: element.expression), parent.isUnknown ? TypeReference(primary: "UINavigationController") : parent)
            }
        default:
            break
        }
    }

    private func readConstruction(_ type: String, _ node: FunctionCallExprSyntax) {
        if type == "UINavigationController", let root = node.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            sites.containments.append(FileSites.Containment(
                kind: .containment, operation: "UINavigationController(rootViewController:)", child: resolver.type(of: root.expression),
                parent: TypeReference(primary: "UINavigationController"), place: place(node)))
        }
        if Self.hostingTypes.contains(type), let root = node.arguments.first(where: { $0.label?.text == "rootView" }) {
            addRoot(.hosting(type), tree: root.expression, node)
        } else if type == "UIHostingConfiguration", let closure = node.trailingClosure {
            addRoot(.hosting(type), tree: closure, node)
        } else if Self.sceneTypes.contains(type), let closure = node.trailingClosure {
            addRoot(.scene(type), tree: closure, node)
        }
    }

    // MARK: Roots of SwiftUI trees

    private func addRoot(_ kind: FileSites.Root.Kind, tree: some SyntaxProtocol, _ node: some SyntaxProtocol) {
        var root = FileSites.Root(kind: kind, place: place(node))
        readTree(tree, into: &root)
        sites.roots.append(root)
    }

    /// The views a root expression or content closure builds and the objects its modifiers supply.
    private func readTree(_ tree: some SyntaxProtocol, into root: inout FileSites.Root) {
        for call in Nodes.all(FunctionCallExprSyntax.self, in: tree) {
            if let type = TypeNames.constructedTypeName(ExprSyntax(call)), !root.views.contains(type) {
                root.views.append(type)
            }
            supplies(call, into: &root)
        }
    }

    private func supplies(_ call: FunctionCallExprSyntax, into root: inout FileSites.Root) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let argument = call.arguments.first, call.arguments.count == 1
        else { return }
        switch member.declName.baseName.text {
        case "environmentObject":
            if let type = resolver.type(of: argument.expression).primary { root.objects.insert(type) }
        case "environment" where !argument.expression.is(KeyPathExprSyntax.self):
            if let type = resolver.type(of: argument.expression).primary { root.observables.insert(type) }
        default:
            break
        }
    }

    /// `.sheet(isPresented:) { SettingsScreen() }`: the content, and what the modifiers around the sheet give it:
    /// a modifier reaches the sheet when the sheet is inside the view it modifies (`.sheet { … }.environmentObject(x)`,
    /// or `VStack { Text("").sheet { … } }.environmentObject(x)`), not when it modifies a view the sheet is attached to.
    private func readPresentationRoot(_ name: String, _ node: FunctionCallExprSyntax) {
        guard Self.presentationModifiers.contains(name), node.calledExpression.is(MemberAccessExprSyntax.self) else { return }
        let closure = node.trailingClosure
            ?? node.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        guard let closure else { return }
        var root = FileSites.Root(kind: .presentation(name), hostView: NameResolver.enclosingType(of: node), place: place(node))
        readTree(closure, into: &root)
        var current = Syntax(node)
        while let parent = current.parent, parent.asDeclGroup == nil {
            if let call = parent.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
               base.position <= node.position, node.endPosition <= base.endPosition {
                supplies(call, into: &root)
            }
            current = parent
        }
        sites.roots.append(root)
    }

    // MARK: onChange

    private func readOnChange(_ name: String, _ node: FunctionCallExprSyntax) {
        guard name == "onChange", let observed = node.arguments.first(where: { $0.label?.text == "of" })?.expression else { return }
        let action = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        guard let action else { return }
        let writes = Self.writtenNames(in: action)
        guard !writes.isEmpty else { return }
        let observedName = Self.lastName(observed) ?? observed.trimmedDescription
        sites.onChanges.append(FileSites.OnChange(observed: observedName, observedType: resolver.type(of: observed), writes: writes,
                                                  place: place(node)))
    }

    /// The properties a closure assigns (`count = 0`, `self.count += 1`, `model.items.append(x)`, `isOn.toggle()`).
    static func writtenNames(in closure: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        for sequence in Nodes.all(SequenceExprSyntax.self, in: closure) {
            if let target = assignmentTarget(sequence), let name = lastName(target), !names.contains(name) { names.append(name) }
        }
        for call in Nodes.all(FunctionCallExprSyntax.self, in: closure) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), mutatingCalls.contains(member.declName.baseName.text),
                  let base = member.base, let name = lastName(base), !names.contains(name)
            else { continue }
            names.append(name)
        }
        return names
    }

    /// The left side of `a = b` or `a += b` in an unfolded sequence.
    static func assignmentTarget(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return nil }
        if elements[1].is(AssignmentExprSyntax.self) { return elements[0] }
        if let operation = elements[1].as(BinaryOperatorExprSyntax.self),
           ["+=", "-=", "*=", "/=", "|=", "&=", "%="].contains(operation.operator.text) {
            return elements[0]
        }
        return nil
    }

    /// `count`, `self.count`, `self?.model.count` → `count`; `$text.wrappedValue` → `text`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        let expression = expression.withoutUnwraps
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            return text.hasPrefix("$") ? String(text.dropFirst()) : text
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "wrappedValue", let base = member.base { return lastName(base) }
            return name
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return lastName(subscripted.calledExpression) }
        return nil
    }

    // MARK: Writes of @Published properties off the main thread

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let target = Self.assignmentTarget(node) {
            readPublishedWrite(target, Syntax(node))
            if let member = target.withoutUnwraps.as(MemberAccessExprSyntax.self), let value = node.elements.last {
                readAssignedProperty(member, value: value, node)
            }
        }
        return .visitChildren
    }

    private func readMutatingCall(_ name: String, receiver: ExprSyntax?, _ node: FunctionCallExprSyntax) {
        guard Self.mutatingCalls.contains(name), let receiver else { return }
        readPublishedWrite(receiver, Syntax(node))
    }

    private func readPublishedWrite(_ target: ExprSyntax, _ node: Syntax) {
        guard let name = Self.lastName(target), declarations.publishedNames.contains(name),
              let owner = publishedOwner(of: target, name: name),
              let callback = ThreadContext.backgroundCallback(around: node)
        else { return }
        sites.backgroundWrites.append(FileSites.Write(property: name, owner: owner, callback: callback, place: place(node)))
    }

    /// The model whose `@Published` property the target is: the enclosing class for `x`, `self.x`, `self?.x`,
    /// or the type of the base for `model.x`.
    private func publishedOwner(of target: ExprSyntax, name: String) -> String? {
        let target = target.withoutUnwraps
        var owner: String?
        if target.is(DeclReferenceExprSyntax.self) {
            owner = NameResolver.enclosingType(of: target)
        } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.withoutUnwraps {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                owner = NameResolver.enclosingType(of: target)
            } else {
                owner = resolver.type(of: base).primary
            }
        }
        guard let owner, declarations.property(name, of: owner)?.attributes.contains("Published") == true else { return nil }
        return owner
    }

    /// `host.rootView = SettingsScreen()` replaces a hosting controller's root.
    private func readAssignedProperty(_ member: MemberAccessExprSyntax, value: ExprSyntax, _ node: SequenceExprSyntax) {
        switch member.declName.baseName.text {
        case "rootView":
            if let base = member.base, let host = resolver.type(of: base).primary,
               Self.hostingTypes.contains(host) || declarations.isDeclared(host) {
                addRoot(.hosting(host), tree: value, node)
            }
        case "viewControllers":
            guard let array = value.withoutUnwraps.as(ArrayExprSyntax.self) else { return }
            var parent = member.base.map { resolver.type(of: $0) } ?? enclosingTypeReference(node)
            if parent.isUnknown { parent = TypeReference(primary: "UINavigationController") }
            for element in array.elements {
                sites.containments.append(FileSites.Containment(
                    kind: .containment, operation: "viewControllers =", child: resolver.type(of: element.expression), parent: parent,
                    place: place(node)))
            }
        default:
            break
        }
    }

    // MARK: Functions a backtrace names

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        readFrameBody(node.name.text, node)
        return .visitChildren
    }

    private func readFrameBody(_ name: String, _ node: some SyntaxProtocol) {
        guard requests.frameMembers.contains(name) else { return }
        let touches = node.tokens(viewMode: .sourceAccurate).filter { requests.selectorSpellings.contains($0.text) }
            .map { (spelling: $0.text, place: place($0)) }
        sites.frameBodies.append(FileSites.FrameBody(owner: NameResolver.enclosingType(of: node), name: name, place: place(node),
                                                     touches: touches))
    }

    // MARK: Lines asked for

    /// The names on the lines of rule findings, and the first token of each line a runtime error names.
    private func readRequestedLines(_ tree: SourceFileSyntax) {
        for finding in requests.findings {
            sites.findingNames["\(finding.line):\(finding.column)"] = names(atLine: finding.line, column: finding.column, in: tree)
        }
        for line in requests.crashLines {
            if let token = firstToken(ofLine: line, in: tree) { sites.crashPlaces.append(place(token)) }
        }
    }

    private func firstToken(ofLine line: Int, in tree: SourceFileSyntax) -> TokenSyntax? {
        guard line >= 1, var token = tree.token(at: converter.position(ofLine: line, column: 1)) else { return nil }
        // The token at a line's start may be the last of the line before (its trailing trivia runs into this one).
        if converter.location(for: token.positionAfterSkippingLeadingTrivia).line < line,
           let next = token.nextToken(viewMode: .sourceAccurate) {
            token = next
        }
        return converter.location(for: token.positionAfterSkippingLeadingTrivia).line == line ? token : nil
    }

    /// The names code on a line involves: its identifiers and the types they resolve to, and the type and function
    /// the code at `column` is in.
    private func names(atLine line: Int, column: Int, in tree: SourceFileSyntax) -> FileSites.LineNames {
        var names: Set<String> = []
        var anchor: TokenSyntax?
        var next = firstToken(ofLine: line, in: tree)
        while let token = next, converter.location(for: token.positionAfterSkippingLeadingTrivia).line == line {
            next = token.nextToken(viewMode: .sourceAccurate)
            if anchor == nil || converter.location(for: token.positionAfterSkippingLeadingTrivia).column <= column { anchor = token }
            guard case .identifier(let text) = token.tokenKind else { continue }
            names.insert(text)
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
                names.formUnion(resolver.type(of: ExprSyntax(reference)).names)
            } else if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) {
                names.formUnion(resolver.type(of: ExprSyntax(member)).names)
            }
        }
        return FileSites.LineNames(names: names, type: anchor.flatMap { NameResolver.enclosingType(of: $0) },
                                   function: anchor.flatMap { NameResolver.enclosingFunction(of: $0) })
    }

    // MARK: @State outside views

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberBlockItemSyntax.self) == true {
            for binding in node.bindings where binding.accessorBlock != nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { readFrameBody(name, node) }
            }
        }
        let attributes = TypeNames.attributeNames(node.attributes)
        guard let wrapper = attributes.first(where: { $0 == "State" || $0 == "StateObject" }),
              node.parent?.is(MemberBlockItemSyntax.self) == true, let owner = NameResolver.enclosingType(of: node),
              !declarations.views.contains(owner), !Self.isSwiftUIType(owner, declarations)
        else { return .visitChildren }
        let name = node.bindings.first?.pattern.trimmedDescription ?? "?"
        sites.statesOutsideViews.append(FileSites.StateOutsideView(
            property: name, reason: "@\(wrapper) var \(name) is declared in \(owner), which is not a SwiftUI view, so SwiftUI never installs it",
            place: place(node)))
        return .visitChildren
    }

    /// Types that may hold `@State` besides views: apps, scenes, view modifiers, dynamic properties, styles.
    private static func isSwiftUIType(_ type: String, _ declarations: ProjectDeclarations) -> Bool {
        let holders = ["App", "Scene", "ViewModifier", "DynamicProperty", "PreviewProvider", "ButtonStyle", "ToggleStyle",
                       "LabelStyle", "Layout", "Commands", "ToolbarContent", "TableRowContent", "ChartContent", "Shape"]
        return holders.contains { declarations.inherits(type, from: $0) } || !declarations.isDeclared(type)
    }

    /// A view's init that reads one of its own `@State` properties (not `_x = State(…)`, which sets it up).
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = NameResolver.enclosingType(of: node), declarations.views.contains(owner), let body = node.body else {
            return .visitChildren
        }
        let states = Set((declarations.properties[owner] ?? [:]).values.filter {
            $0.attributes.contains("State") || $0.attributes.contains("StateObject")
        }.map(\.name))
        guard !states.isEmpty else { return .visitChildren }
        for reference in Nodes.all(DeclReferenceExprSyntax.self, in: body) {
            let name = reference.baseName.text
            guard states.contains(name), !Self.isAssignmentTarget(reference) else { continue }
            sites.statesOutsideViews.append(FileSites.StateOutsideView(
                property: name, reason: "\(owner)'s init reads its @State \(name) before SwiftUI installs the view", place: place(reference)))
        }
        return .visitChildren
    }

    private static func isAssignmentTarget(_ reference: DeclReferenceExprSyntax) -> Bool {
        var node = Syntax(reference)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == reference.baseName.id { node = Syntax(member) }
        guard let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) ?? node.parent?.as(SequenceExprSyntax.self),
              let target = assignmentTarget(sequence)
        else { return false }
        return target.id == node.as(ExprSyntax.self)?.id
    }
}
