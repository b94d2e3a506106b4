import BridgeLintCore
import SwiftSyntax

/// Which properties of the project's classes tell SwiftUI when they change (`@Published` ones of an
/// `ObservableObject`, every stored `var` of an `@Observable` class), and where each property is written after
/// its object is made. Read by `representable-stale-config`: a representable that reads `model.language` only
/// when it makes its view loses the change exactly when such a property is written while the view is shown,
/// and the write is the witness its message names.
///
/// Writes are found by name: `model.language = …`, `model.items.append(…)`, `&model.count`, `$model.language`
/// (a binding a control writes through), and, inside the type's own methods, `language = …` or
/// `self.language = …`. Writes in initializers set the first value: they are not changes, unless they are in a
/// closure the initializer hands on (a subscription), which runs later.
enum ObservableMembers: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// `Type.property` for each observable property the file declares.
        var properties: [String] = []
        /// Where the file first writes each property: keyed `Type.property` for a write inside the type, and
        /// `property` for a write through some other object (its type is not known), then `|` and the outermost
        /// type the write is in (`language|ScannerScreen`), so a representable's own write-backs can be told apart.
        var writes: [WitnessLine] = []
        /// Lines of those writes made by the type's own code in a `private` or `fileprivate` method: they run
        /// only when the type's other code calls them (see `ProjectRecord.privatePlaces`).
        var privateLines: [Int] = []
        /// `Type.property|View` for each property a SwiftUI view reads through an object it observes
        /// (`model.title` with `@ObservedObject var model: Model`): what the view shows of it. In an extension, where
        /// the view's properties are out of sight, `property|View` for each `name.property` read.
        var reads: [String] = []
        /// `Type.property|method` for each method of the type whose own code writes the property; `method` is empty
        /// for a write that runs on its own schedule (a subscription, a timer, an observer, an accessor).
        var writingMethods: [String] = []
        /// `Type.method|View|1` for each call a SwiftUI view makes through an object it observes
        /// (`model.reload()`), `1` when the call runs only while the view is shown and uncovered (on its controls
        /// or as it appears), `0` otherwise (in a closure handed to other views, a timer, …).
        var methodCalls: [String] = []
        var path = ""

        init() {}
    }

    struct ProjectRecord: Sendable {
        /// `Type.property` of every observable property.
        var properties: Set<String> = []
        /// Each write's `path:line` and the outermost type it is in, keyed `Type.property` or `property`; the type
        /// is followed by `|started` for a write in a closure that type's initializer hands on.
        var writes: [String: [(place: String, outerType: String)]] = [:]
        /// The `path:line` of writes a type's own private method makes: an object whose initializer starts no work
        /// (no observer, no task that could call that method) changes through them only if its other code runs.
        var privatePlaces: Set<String> = []
        /// For each `Type.property`, the views that read it through an object they observe.
        var readers: [String: Set<String>] = [:]
        /// For each `Type.property`, the methods of the type that write it (`""`: code on its own schedule).
        var writingMethods: [String: Set<String>] = [:]
        /// For each `Type.method`, the views that call it through an object they observe, and whether each call
        /// runs only while that view is shown and uncovered.
        var methodCallers: [String: [(view: String, uncoveredOnly: Bool)]] = [:]
        /// For each property name, the places of writes whose receiver's type is known, with that type
        /// (`cell.send = …` with `let cell = … as! TextBlockCell`): there, the untyped `property` key names that
        /// type's property.
        var typedWritePlaces: [String: [String: Set<String>]] = [:]

        /// Where `property` of `type` is written, if anywhere in the project outside `excluded` (a representable
        /// whose coordinator writes back what its own view shows: not a change from outside).
        func write(of property: String, in type: String, outside excluded: String, index: ProjectIndex) -> String? {
            if let write = writes["\(type).\(property)"]?.first(where: { $0.outerType != excluded }) { return write.place }
            return untypedWrites(of: property, index: index).first { $0.outerType != excluded }?.place
        }

        /// Writes of a property by name alone, through a receiver whose type is out of sight. Where the receiver is
        /// declared with a type (`let cell = … as! TextBlockCell`), the write is that type's (see `typedWritePlaces`)
        /// and kept only for `types`; a protocol of the project may be any type that adopts it (generic parameters
        /// are not recorded as types).
        func untypedWrites(
            of property: String, allowing types: Set<String> = [], index: ProjectIndex
        ) -> [(place: String, outerType: String)] {
            let typed = typedWritePlaces[property] ?? [:]
            return (writes[property] ?? []).filter { write in
                !(typed[write.place] ?? []).contains { type in !types.contains(type) && !index.declaresProtocol(type) }
            }
        }
    }

    static let name = "observable-members"

    static func record(in file: LintFile) -> FileRecord? {
        // Where such properties are declared, and where SwiftUI code holds the objects (`@ObservedObject`,
        // `@StateObject`, `@EnvironmentObject`, `@Bindable`) and writes through them or binds to them. A write from
        // other code goes unseen: the finding stays latent, never wrongly witnessed.
        let properties: [String]
        let writes: [String: Int]
        var privateLines: Set<Int> = []
        var reads: [String] = []
        var writingMethods: [String] = []
        var methodCalls: [String] = []
        if file.contains("Published") || file.contains("Observable") || file.contains("ObservedObject") || file.contains("StateObject")
            || file.contains("EnvironmentObject") || file.contains("Bindable") {
            let finder = Finder(file: file)
            finder.walk(file.tree)
            (properties, writes, privateLines) = (finder.properties, finder.writes, finder.privateLines)
            reads = finder.reads.sorted()
            (writingMethods, methodCalls) = (finder.writingMethods.sorted(), finder.methodCalls.sorted())
        } else {
            (properties, writes) = ([], typedWrites(in: file))
        }
        guard !properties.isEmpty || !writes.isEmpty || !reads.isEmpty else { return nil }
        var record = FileRecord()
        record.properties = properties
        record.reads = reads
        // A test's writes drive the object by hand: no evidence of what the app does while a view shows it.
        guard !TestCode.isTestFile(file) else { return record }
        record.writes = writes.map { WitnessLine(key: $0.key, line: $0.value) }.sorted { $0.key < $1.key }
        record.privateLines = privateLines.intersection(writes.values).sorted()
        record.writingMethods = writingMethods
        record.methodCalls = methodCalls
        record.path = file.path
        return record
    }

    /// A file that names no observable wrapper can still change an observable object it is handed under a
    /// declared type (`func update(_ pill: PillContext) { pill.viewState = … }`). Only such typed writes are read
    /// from it, among the assignments and calls the file's one walk already gathered: `Type.property|Outer`.
    private static func typedWrites(in file: LintFile) -> [String: Int] {
        var writes: [String: Int] = [:]
        let declaredTypes = DeclaredType.Lookup()
        for node in FileNodes.of(file).sequencesAndCalls {
            let target: ExprSyntax
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count >= 3, Finder.isAssignment(elements[1]) else { continue }
                target = elements[0]
            } else if let method = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
                      Write.mutatingMethods.contains(method.declName.baseName.text), let base = method.base {
                target = base
            } else {
                continue
            }
            var property: String?
            var current = target.withoutUnwraps
            while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                property = member.declName.baseName.text
                current = base.withoutUnwraps
            }
            guard let property, let reference = current.as(DeclReferenceExprSyntax.self), !current.isSelf,
                  !Finder.isInInitializer(node) || Finder.isInClosureOfInitializer(node), !TestCode.isPreviewOrMock(node),
                  let type = DeclaredType.of(ExprSyntax(reference), in: declaredTypes)
            else { continue }
            let key = "\(type).\(property)|\(outermostType(of: node))"
            if writes[key] == nil { writes[key] = file.location(of: node.positionAfterSkippingLeadingTrivia).line }
        }
        return writes
    }

    /// The name of the outermost class, struct or extension around `node` (`""` at top level).
    private static func outermostType(of node: Syntax) -> String {
        var name = ""
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) {
                name = type.name.text
            } else if let type = parent.as(StructDeclSyntax.self) {
                name = type.name.text
            } else if let type = parent.as(ExtensionDeclSyntax.self) {
                name = TypeNames.simpleName(of: type.extendedType) ?? ""
            }
            current = parent.parent
        }
        return name
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        var project = ProjectRecord()
        for record in records {
            project.properties.formUnion(record.properties)
            project.privatePlaces.formUnion(record.privateLines.map { "\(record.path):\($0)" })
            for read in record.reads {
                let parts = read.split(separator: "|", maxSplits: 1).map(String.init)
                if parts.count == 2 { project.readers[parts[0], default: []].insert(parts[1]) }
            }
            for entry in record.writingMethods {
                let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                if parts.count == 2 { project.writingMethods[parts[0], default: []].insert(parts[1]) }
            }
            for entry in record.methodCalls {
                let parts = entry.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                if parts.count == 3 { project.methodCallers[parts[0], default: []].append((parts[1], parts[2] == "1")) }
            }
            for write in record.writes {
                let parts = write.key.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let place = "\(record.path):\(write.line)"
                project.writes[parts[0], default: []].append((place, parts.count > 1 ? parts[1] : ""))
                if let dot = parts[0].lastIndex(of: ".") {
                    let (type, property) = (String(parts[0][..<dot]), String(parts[0][parts[0].index(after: dot)...]))
                    project.typedWritePlaces[property, default: [:]][place, default: []].insert(type)
                }
            }
        }
        return project
    }

    /// Follows the outer type of a write made in a closure an initializer hands on (`Model|started`).
    static let startedMark = "started"

    private final class Finder: SyntaxVisitor {
        let file: LintFile
        var properties: [String] = []
        var writes: [String: Int] = [:]
        /// Lines of writes the type's own code makes in its private methods.
        var privateLines: Set<Int> = []
        /// `Type.property|View` reads through observed objects (see `FileRecord.reads`).
        var reads: Set<String> = []
        /// See `FileRecord.writingMethods` and `FileRecord.methodCalls`.
        var writingMethods: Set<String> = []
        var methodCalls: Set<String> = []
        /// For each struct around the walk's position, innermost last: its members, for telling when its code runs,
        /// and what is known of its methods (see `CoveredContent.runsOnlyWhileUncovered`).
        private var structMembers: [[DeclSyntax]] = []
        private var methodVerdicts: [[SyntaxIdentifier: Bool]] = []
        /// The types around the walk's position, innermost last.
        private var types: [String] = []
        /// For each struct or extension around the walk's position, innermost last: its observed objects' types by
        /// property name; nil for an extension, whose type's properties are declared elsewhere.
        private var observedObjects: [[String: String]?] = []
        private var initializerDepth = 0
        private let declaredTypes = DeclaredType.Lookup()

        init(file: LintFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            types.append(name)
            let observableClass = TypeNames.attributeNames(node.attributes).contains("Observable")
            for variable in node.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) }) {
                let attributes = TypeNames.attributeNames(variable.attributes)
                let observed = attributes.contains("Published")
                    || (observableClass && variable.bindingSpecifier.tokenKind == .keyword(.var)
                        && !attributes.contains("ObservationIgnored")
                        && !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) })
                guard observed else { continue }
                for binding in variable.bindings where binding.accessorBlock.map(StoredProperties.isObserverOnly) ?? true {
                    if let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        properties.append("\(name).\(property)")
                    }
                }
            }
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            var objects: [String: String] = [:]
            for variable in node.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) })
            where Representable.isObservedObjectWrapper(TypeNames.attributeNames(variable.attributes)) {
                guard let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = Representable.objectType(of: variable, binding)
                        ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.constructedType
                else { continue }
                objects[name] = type
            }
            observedObjects.append(objects)
            structMembers.append(objects.isEmpty ? [] : node.memberBlock.flattenedDeclarations)
            methodVerdicts.append([:])
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) {
            types.removeLast()
            observedObjects.removeLast()
            structMembers.removeLast()
            methodVerdicts.removeLast()
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(TypeNames.simpleName(of: node.extendedType) ?? "")
            observedObjects.append(nil)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) {
            types.removeLast()
            observedObjects.removeLast()
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            initializerDepth += 1
            return .visitChildren
        }

        override func visitPost(_ node: InitializerDeclSyntax) { initializerDepth -= 1 }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count >= 3, Self.isAssignment(elements[1]) {
                written(elements[0], at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
            written(node.expression, at: node)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let method = node.calledExpression.as(MemberAccessExprSyntax.self),
               Write.mutatingMethods.contains(method.declName.baseName.text), let base = method.base {
                written(base, at: node)
            }
            if let method = node.calledExpression.as(MemberAccessExprSyntax.self) { noteCall(method, at: node) }
            return .visitChildren
        }

        /// `model.reload()` (or `self.model.reload()`) in a struct that observes `model`: who changes the object, and when.
        private func noteCall(_ method: MemberAccessExprSyntax, at call: FunctionCallExprSyntax) {
            guard let objects = observedObjects.last ?? nil, !objects.isEmpty, let view = types.last,
                  let members = structMembers.last else { return }
            var base = method.base
            if let member = base?.as(MemberAccessExprSyntax.self), member.base?.isSelf == true { base = ExprSyntax(member.declName) }
            guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = objects[name] else { return }
            let uncovered = CoveredContent.runsOnlyWhileUncovered(call, in: members, verdicts: &methodVerdicts[methodVerdicts.count - 1])
            methodCalls.insert("\(type).\(method.declName.baseName.text)|\(view)|\(uncovered ? 1 : 0)")
        }

        /// `$model.language`: a binding through which a control writes the property. (`$0.name` reads a closure's
        /// first argument.)
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self), isProjectedValueName(base.baseName.text) {
                note(node.declName.baseName.text, at: node)
                // `$vm.searchTerm` with `@StateObject var vm = EditWatchlistViewModel(…)`: that type's property.
                if let type = (observedObjects.last ?? nil)?[wrappedPropertyName(base.baseName.text)],
                   GenericConstraints.around(node, of: type) == nil {
                    note("\(type).\(node.declName.baseName.text)", at: node)
                }
            }
            noteRead(node)
            return .visitChildren
        }

        /// `model.title`, `self.model.title` or `$model.title` in a struct that observes `model`.
        private func noteRead(_ node: MemberAccessExprSyntax) {
            guard let objects = observedObjects.last, let view = types.last, objects.map({ !$0.isEmpty }) ?? true else { return }
            var base = node.base
            if let member = base?.as(MemberAccessExprSyntax.self), member.base?.isSelf == true { base = ExprSyntax(member.declName) }
            guard var name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
            if name.hasPrefix("$") { name.removeFirst() }
            let property = node.declName.baseName.text
            guard let objects else {
                if name.first?.isLowercase == true { reads.insert("\(property)|\(view)") }
                return
            }
            if let type = objects[name] { reads.insert("\(type).\(property)|\(view)") }
        }

        /// `=`, and compound assignments such as `+=` (not comparisons).
        static func isAssignment(_ element: ExprSyntax) -> Bool {
            if element.is(AssignmentExprSyntax.self) { return true }
            guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
        }

        /// The property a write target changes: `language` in `model.language = …` (and `settings` in
        /// `model.settings.language = …`, the property of the object that changes); `Type.language` for
        /// `language = …` or `self.language = …` inside the type, and `language` of `self.model.language = …`.
        private func written(_ target: ExprSyntax, at node: some SyntaxProtocol) {
            guard initializerDepth == 0 || Self.isInClosureOfInitializer(node), !TestCode.isPreviewOrMock(node) else { return }
            var chain: [String] = []
            var current = target.withoutUnwraps
            while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                chain.insert(member.declName.baseName.text, at: 0)
                current = base.withoutUnwraps
            }
            let type = types.last.flatMap { $0.isEmpty ? nil : $0 }
            if current.isSelf || (chain.isEmpty && current.is(DeclReferenceExprSyntax.self)) {
                if chain.isEmpty, let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    chain = [name]
                }
                guard let own = chain.first else { return }
                if let type {
                    note("\(type).\(own)", at: node, inPrivateMethod: Self.isInPrivateMethod(node))
                    if initializerDepth == 0 { writingMethods.insert("\(type).\(own)|\(Self.callingMethod(of: node) ?? "")") }
                }
                if chain.count > 1 { note(chain[1], at: node) }
            } else if let reference = current.as(DeclReferenceExprSyntax.self), let property = chain.first {
                note(property, at: node)
                // `pillContext.viewState = …` in `func update(_ pillContext: PillContext)`: the type is declared.
                // A generic parameter (`@ObservedObject var source: Source`) may be any type: the write stays untyped.
                if let type = DeclaredType.of(ExprSyntax(reference), in: declaredTypes), GenericConstraints.around(node, of: type) == nil {
                    note("\(type).\(property)", at: node)
                }
            }
        }

        /// The method whose call makes the write at `node` happen: the function it is in, directly or in a closure
        /// started in place (`Task { … }`); nil for a closure that runs on its own schedule (`sink`, a timer).
        static func callingMethod(of node: some SyntaxProtocol) -> String? {
            guard case .function(let function) = ModalContent.trigger(of: node) else { return nil }
            return function.name.text
        }

        /// A write in a closure an initializer hands on (`publisher.sink { [weak self] in self?.state = $0 }`)
        /// runs later, when the object is in use: a change, not a first value.
        static func isInClosureOfInitializer(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current, !parent.is(InitializerDeclSyntax.self) {
                if parent.is(ClosureExprSyntax.self) { return true }
                current = parent.parent
            }
            return false
        }

        static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
            node.enclosingFunction()?.is(InitializerDeclSyntax.self) == true
        }

        /// Keyed `property|Outer`, and `property|Outer|started` for a write in a closure an initializer hands on:
        /// the object changes itself from then on, whoever holds it.
        /// The first write of each key, preferring one outside private methods (which runs whenever code
        /// outside the type calls it) to one inside them.
        private func note(_ property: String, at node: some SyntaxProtocol, inPrivateMethod: Bool = false) {
            let started = initializerDepth > 0 ? "|\(ObservableMembers.startedMark)" : ""
            let key = "\(property)|\(types.first ?? "")\(started)"
            if let line = writes[key], !privateLines.contains(line) || inPrivateMethod { return }
            let line = file.location(of: node.positionAfterSkippingLeadingTrivia).line
            writes[key] = line
            if inPrivateMethod { privateLines.insert(line) }
        }

        /// In a `private` or `fileprivate` method of the type (or a closure inside one).
        static func isInPrivateMethod(_ node: some SyntaxProtocol) -> Bool {
            guard let function = node.ancestor(FunctionDeclSyntax.self) else { return false }
            return function.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        }
    }
}
