import BridgeLintCore
import SwiftSyntax

/// Where a piece of code runs, as far as the code around it shows.
enum ExecutionContext {
    /// Inside a hop back to the main thread (`DispatchQueue.main.async`, `Task { @MainActor in … }`,
    /// `MainActor.run`, a Combine sink after `receive(on: DispatchQueue.main)`).
    case main
    /// Inside a callback known to run off the main thread.
    case offMain(OffMainSource)
    /// Anything else: the caller's thread, an API bridgelint does not know, a plain `Task { }`.
    case unknown
}

/// What runs a piece of code off the main thread.
struct OffMainSource {
    enum Kind: Equatable {
        /// A completion handler, queue block or delegate method that the system calls off the main thread.
        case callback
        /// A Combine `sink` whose pipeline delivers off the main thread since the operator `after`.
        case combinePipeline(after: String)
        /// The onChange handler of `withObservationTracking`, which runs on whichever thread changed the model.
        case observationChange
        /// An `async` method of an `ObservableObject` class isolated to no actor, or a `Task` started in one of its
        /// methods: off the main thread under Swift's long-standing rules, but on the caller's actor or the main
        /// actor when the target opts into `NonisolatedNonsendingByDefault` or default `MainActor` isolation,
        /// build settings out of sight here.
        case nonisolatedAsync
    }

    let kind: Kind
    /// How messages name it: "the URLSession completion handler".
    let name: String
    /// For `nonisolatedAsync`: the class whose method it is. A superclass marked `@MainActor`, maybe in another
    /// file, makes it main-actor isolated after all.
    var isolatingClass: String?
}

/// A closure and the call it is handed to.
struct ClosureSite {
    let call: FunctionCallExprSyntax
    /// The label it is passed with (`completionHandler`, `onChange`); `nil` for the first trailing closure.
    let label: String?
    /// The called function's name: `async` in `DispatchQueue.main.async { }`, `Task` in `Task { }`.
    let calleeName: String
    /// What the function is called on: `DispatchQueue.main` in `DispatchQueue.main.async { }`.
    let receiver: ExprSyntax?

    init?(_ closure: ClosureExprSyntax) {
        let parent = closure.parent
        if let call = parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
            self.init(call: call, label: nil)
        } else if let element = parent?.as(MultipleTrailingClosureElementSyntax.self),
                  let call = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
            self.init(call: call, label: element.label.text)
        } else if let argument = parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            self.init(call: call, label: argument.label?.text)
        } else {
            return nil
        }
    }

    init?(call: FunctionCallExprSyntax, label: String?) {
        var callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            calleeName = member.declName.baseName.text
            receiver = member.base
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            calleeName = reference.baseName.text
            receiver = nil
        } else {
            return nil
        }
        self.call = call
        self.label = label
    }

    /// The first argument's label: `ofClass` in `loadObject(ofClass: UIImage.self) { … }`.
    var firstArgumentLabel: String? {
        call.arguments.first?.label?.text
    }

    /// The receiver's text, when it is a plain type name such as `Task`, `MainActor` or `Thread`.
    var receiverTypeName: String? {
        receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

/// A small model of which thread code runs on, built from the known off-main callbacks and the known hops
/// back to the main thread. Code is looked at from the inside out: the nearest closure or method that says
/// something decides. Anything the model does not know is `.unknown`, and rules stay silent on it.
/// One model serves one file's check; it remembers what each closure says, since many statements share them.
final class ThreadingModel {
    /// Protocols the configuration declares as called off the main thread.
    private let backgroundDelegates: Set<String>
    /// Whether the file hands sample buffers to a delegate on the main queue (then its callbacks run there).
    private let sampleBuffersOnMain: Bool
    /// What each closure seen so far says (`nil`: it runs in place).
    private var roles: [SyntaxIdentifier: ExecutionContext?] = [:]
    /// What each method seen so far says: many statements of one method ask.
    private var methodContexts: [SyntaxIdentifier: ExecutionContext] = [:]

    init(file: LintFile, backgroundDelegates: [String] = []) {
        self.backgroundDelegates = Set(backgroundDelegates)
        self.sampleBuffersOnMain = file.contains("setSampleBufferDelegate") && MainQueueDelegateFinder.find(in: file.tree)
    }

    /// Whether the file can contain a callback the model knows to run off the main thread: a cheap text
    /// check before a rule walks the file.
    static func mayHaveBackgroundCallbacks(_ file: LintFile, backgroundDelegates: [String] = []) -> Bool {
        (callbackWords + backgroundDelegates).contains { file.contains($0) }
    }

    private static let callbackWords = [
        ".async", "addOperation", "addBarrierBlock", "detach", "loadObject", "Representation", "loadItem", "dataTask",
        "downloadTask", "uploadTask", "captureOutput", "dataOutputSynchronizer", "depthDataOutput", "requestAVAsset",
        "requestPlayerItem", "requestExportSession", "requestAuthorization", "getNotificationSettings", "requestAccess",
        "requestRecordPermission", "setAlternateIconName",
        // Async methods and tasks of classes isolated to no actor.
        ") async", "Task {", "Task(",
    ]

    func context(of node: some SyntaxProtocol) -> ExecutionContext {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self) {
                if let decided = cachedRole(of: closure) { return decided }
            } else if let function = scope.as(FunctionDeclSyntax.self) {
                return cachedContext(ofMethod: function)
            } else if scope.is(InitializerDeclSyntax.self) || scope.is(DeinitializerDeclSyntax.self)
                        || scope.is(AccessorDeclSyntax.self) || scope.is(AccessorBlockSyntax.self)
                        || scope.is(MemberBlockSyntax.self) {
                return .unknown
            }
            current = scope.parent
        }
        return .unknown
    }

    /// What runs `node` off the main thread, when it is a source of one of these kinds.
    func offMainSource(of node: some SyntaxProtocol, kinds: [OffMainSource.Kind]) -> OffMainSource? {
        guard case .offMain(let source) = context(of: node), kinds.contains(source.kind) else { return nil }
        return source
    }

    /// What runs `node` off the main thread, when it is a source of this kind.
    func offMainSource(of node: some SyntaxProtocol, kind: OffMainSource.Kind) -> OffMainSource? {
        offMainSource(of: node, kinds: [kind])
    }

    /// For code in a Combine sink that runs off the main thread: the operator that moved delivery there.
    func sinkHop(of node: some SyntaxProtocol) -> String? {
        guard case .offMain(let source) = context(of: node), case .combinePipeline(let hop) = source.kind else { return nil }
        return hop
    }

    /// The call whose closure leaves the thread of `node` undecided, when that closure is handed to a function
    /// the model does not know (`Installer.install(url, completion: { … })`): the function's name and the label
    /// of the closure's parameter (`nil` for a trailing closure). The project may show what the function does
    /// with it (see `BackgroundCallbacks`).
    func undecidedCallback(of node: some SyntaxProtocol) -> (function: String, label: String?, receiverType: String?)? {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self), let role = cachedRole(of: closure) {
                guard case .unknown = role, let site = ClosureSite(closure), site.calleeName.first?.isLowercase == true else {
                    return nil
                }
                return (site.calleeName, site.label, site.receiver.flatMap(Self.declaredType(of:)))
            }
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(MemberBlockSyntax.self) {
                return nil
            }
            current = scope.parent
        }
        return nil
    }

    /// The type a call's receiver is: `Installer` in `Installer.install(…)`, or the type a name is declared with.
    private static func declaredType(of receiver: ExprSyntax) -> String? {
        if let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true { return name }
        return DeclaredType.of(receiver)
    }

    // MARK: - Closures

    private func cachedRole(of closure: ClosureExprSyntax) -> ExecutionContext? {
        if let known = roles[closure.id] { return known }
        let role = role(of: closure)
        roles[closure.id] = .some(role)
        return role
    }

    /// What a closure says about where its body runs; `nil` when it runs in place, on the thread of the code
    /// around it (`forEach`, `map`, the tracked closure of `withObservationTracking`, `MainActor.assumeIsolated`).
    private func role(of closure: ClosureExprSyntax) -> ExecutionContext? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(closure).id {
            // `{ … }()` runs right away, on the thread around it unless isolated to the main actor
            // (`await { @MainActor in … }()` hops there).
            return Self.isMainActor(closure) ? .main : nil
        }
        guard let site = ClosureSite(closure) else { return .unknown }
        if let tracking = ObservationTrackingCall(site.call) {
            guard tracking.onChange?.id == ExprSyntax(closure).id else { return nil }
            return .offMain(OffMainSource(kind: .observationChange, name: "the onChange handler of withObservationTracking"))
        }
        return role(at: site, closure: closure)
    }

    /// Where a closure passed by name runs (`session.dataTask(with: url, completionHandler: completion)`): the
    /// function it is handed to decides, as for a closure literal. `nil` when it runs in place.
    func role(ofArgument argument: LabeledExprSyntax) -> ExecutionContext? {
        guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let site = ClosureSite(call: call, label: argument.label?.text)
        else { return .unknown }
        return role(at: site, closure: nil)
    }

    /// `closure`: the literal, when the closure is one (a Task's isolation is read from it).
    private func role(at site: ClosureSite, closure: ClosureExprSyntax?) -> ExecutionContext? {
        let name = site.calleeName
        switch name {
        case "async", "asyncAfter", "sync", "asyncAndWait", "addOperation", "addBarrierBlock", "perform":
            guard let receiver = site.receiver else { return .unknown }
            switch QueueKind.of(receiver) {
            case .main:
                return .main
            case .background where name == "sync" || name == "asyncAndWait":
                return nil  // the caller waits: the block runs on the caller's thread
            case .background where name != "perform":
                return callback("\(receiver.trimmedDescription).\(name)")
            default:
                return .unknown
            }
        case "Task":
            guard let closure else { return .unknown }
            if Self.isMainActor(closure) { return .main }
            if let method = Self.enclosingMethod(of: closure), Self.isNonisolatedObservableObjectMember(method) {
                return .offMain(OffMainSource(kind: .nonisolatedAsync, name: "a Task started in '\(method.name.text)'",
                                              isolatingClass: TypeMemberFacts.enclosingTypeName(of: method)))
            }
            return .unknown
        case "detached" where site.receiverTypeName == "Task":
            guard let closure else { return .unknown }
            return Self.isMainActor(closure) ? .main : callback("Task.detached")
        case "run" where site.receiverTypeName == "MainActor":
            return .main
        case "assumeIsolated" where site.receiverTypeName == "MainActor":
            return nil  // asserts, does not hop: still the thread around it
        case "detachNewThread" where site.receiverTypeName == "Thread":
            return callback("Thread.detachNewThread")
        case "loadObject", "loadDataRepresentation", "loadFileRepresentation", "loadInPlaceFileRepresentation", "loadItem":
            guard let label = site.firstArgumentLabel, Self.itemProviderLabels.contains(label) else { return .unknown }
            return callback("the NSItemProvider.\(name) completion handler")
        case "sendPing" where site.label == "pongReceiveHandler":
            return callback("the URLSessionWebSocketTask ping handler")
        case "receive" where site.label == "completionHandler", "send" where site.label == "completionHandler":
            // URLSessionWebSocketTask's message handlers run on the session's delegate queue.
            return callback("the URLSessionWebSocketTask \(name) completion handler")
        case "dataTask", "downloadTask", "uploadTask":
            guard site.firstArgumentLabel == "with", let receiver = site.receiver else { return .unknown }
            switch SessionKind.of(receiver) {
            case .main: return .main
            case .background: return callback("the URLSession \(name) completion handler")
            case .unknown: return .unknown
            }
        case "requestAuthorization", "getNotificationSettings", "requestAccess", "requestRecordPermission",
             "setAlternateIconName":
            // Documented to call back on a queue of the framework's choosing, not necessarily the main one
            // (notification center, photo library, speech, contacts, capture devices, audio session, app icon).
            // Only UIApplication sets an alternate icon, whatever the receiver is called (`app()`).
            guard Self.permissionCallbackLabels.contains(site.label ?? ""), let receiver = site.receiver,
                  let framework = name == "setAlternateIconName" ? "UIApplication" : PermissionRequesters.framework(of: receiver)
            else { return .unknown }
            return callback("the \(framework).\(name) completion handler")
        case "requestAVAsset", "requestPlayerItem", "requestExportSession":
            return site.firstArgumentLabel == "forVideo" ? callback("the PHImageManager.\(name) result handler") : .unknown
        case "requestImage", "requestImageDataAndOrientation", "requestImageData":
            // A synchronous request calls its handler before returning, on the caller's thread.
            return Self.isSynchronousRequest(site.call) ? nil : .unknown
        case "sink":
            guard let upstream = site.receiver else { return .unknown }
            switch CombineDelivery.of(upstream) {
            case .main: return .main
            case .background(let hop):
                return .offMain(OffMainSource(kind: .combinePipeline(after: hop), name: "a sink delivered off the main thread by '\(hop)'"))
            case .unknown: return .unknown
            }
        case "animate" where site.label == nil || site.label == "animations":
            return nil
        default:
            return Self.inPlaceFunctions.contains(name) ? nil : .unknown
        }
    }

    private func callback(_ name: String) -> ExecutionContext {
        .offMain(OffMainSource(kind: .callback, name: name))
    }

    private static let itemProviderLabels: Set<String> = ["ofClass", "forTypeIdentifier", "for", "forType"]
    /// The closure of a permission request or settings query: a trailing closure or its labelled form.
    private static let permissionCallbackLabels: Set<String> = ["", "completionHandler", "completion", "handler"]

    /// Functions that call their closure before they return, on the caller's thread.
    static let inPlaceFunctions: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "contains", "first",
        "firstIndex", "last", "lastIndex", "allSatisfy", "min", "max", "removeAll", "partition", "enumerateObjects",
        "withAnimation", "withTransaction", "performWithoutAnimation", "autoreleasepool", "withLock",
    ]

    /// `Task { @MainActor in … }`
    private static func isMainActor(_ closure: ClosureExprSyntax) -> Bool {
        TypeNames.attribute(named: "MainActor", in: closure.signature?.attributes ?? []) != nil
    }

    /// `manager.requestImage(…, options: options) { … }` after `options.isSynchronous = true` in the same body.
    private static func isSynchronousRequest(_ call: FunctionCallExprSyntax) -> Bool {
        guard let options = call.arguments.first(where: { $0.label?.text == "options" })?.expression,
              let name = options.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        var scope = call.parent
        while let node = scope, !node.is(CodeBlockSyntax.self) { scope = node.parent }
        return scope?.tokens(viewMode: .sourceAccurate).map(\.text).joined()
            .contains("\(name).isSynchronous=true") ?? false
    }

    // MARK: - Delegate methods

    /// Sample buffer delegate callbacks, by name and argument labels.
    private static let sampleBufferCallbacks: [(name: String, labels: [String])] = [
        ("captureOutput", ["_", "didOutput", "from"]),
        ("captureOutput", ["_", "didDrop", "from"]),
        ("dataOutputSynchronizer", ["_", "didOutput"]),
        ("depthDataOutput", ["_", "didOutput", "timestamp", "connection"]),
    ]

    /// Inherited names that bring no methods, so a type adopting a configured protocol besides these
    /// implements only that protocol's methods.
    private static let neutralAdoptions: Set<String> = [
        "NSObject", "NSObjectProtocol", "AnyObject", "Sendable", "ObservableObject", "Identifiable", "Equatable", "Hashable",
    ]

    private func cachedContext(ofMethod function: FunctionDeclSyntax) -> ExecutionContext {
        if let known = methodContexts[function.id] { return known }
        let context = context(ofMethod: function)
        methodContexts[function.id] = context
        return context
    }

    private func context(ofMethod function: FunctionDeclSyntax) -> ExecutionContext {
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        if !sampleBuffersOnMain, Self.sampleBufferCallbacks.contains(where: { $0.name == name && $0.labels == labels }) {
            return callback("the sample buffer delegate method '\(name)(\(labels.map { "\($0):" }.joined()))'")
        }
        if let adopted = configuredProtocol(implementedBy: function) {
            return callback("'\(name)', a \(adopted) method the configuration lists as called off the main thread")
        }
        if function.signature.effectSpecifiers?.asyncSpecifier != nil, Self.isNonisolatedObservableObjectMember(function) {
            return .offMain(OffMainSource(kind: .nonisolatedAsync, name: "the async method '\(name)'",
                                          isolatingClass: TypeMemberFacts.enclosingTypeName(of: function)))
        }
        return .unknown
    }

    /// The method a closure is written in, when it is one (not an initializer or accessor).
    private static func enclosingMethod(of closure: ClosureExprSyntax) -> FunctionDeclSyntax? {
        var current = closure.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            if node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(MemberBlockSyntax.self) {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// The class an extension extends, when the same file declares it at the top level.
    private static func extendedClass(_ extensionDecl: ExtensionDeclSyntax?) -> ClassDeclSyntax? {
        guard let extensionDecl, let name = TypeNames.simpleName(of: extensionDecl.extendedType),
              let file = extensionDecl.root.as(SourceFileSyntax.self)
        else { return nil }
        return file.statements.lazy.compactMap { $0.item.as(ClassDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// A method of a class declared here as an `ObservableObject`, with no `@MainActor` on the method or the
    /// class, and no UIKit or AppKit superclass (whose subclasses inherit main-actor isolation).
    private static func isNonisolatedObservableObjectMember(_ function: FunctionDeclSyntax) -> Bool {
        guard function.parent?.is(MemberBlockItemSyntax.self) == true,
              TypeNames.attribute(named: "MainActor", in: function.attributes) == nil,
              let group = function.parent?.parent?.parent?.parent,
              let type = group.as(ClassDeclSyntax.self) ?? extendedClass(group.as(ExtensionDeclSyntax.self)),
              TypeNames.attribute(named: "MainActor", in: type.attributes) == nil
        else { return false }
        if let extensionDecl = group.as(ExtensionDeclSyntax.self),
           TypeNames.attribute(named: "MainActor", in: extensionDecl.attributes) != nil {
            return false
        }
        let inherited = TypeNames.inheritedNames(type.inheritanceClause)
        guard inherited.contains("ObservableObject") else { return false }
        return !inherited.contains { ($0.hasPrefix("UI") || $0.hasPrefix("NS")) && $0 != "NSObject" }
    }

    /// The configured background protocol a method implements: the method belongs to a type or extension that
    /// adopts that protocol and nothing else that brings methods, and does not override a superclass method.
    private func configuredProtocol(implementedBy function: FunctionDeclSyntax) -> String? {
        guard !backgroundDelegates.isEmpty, function.parent?.is(MemberBlockItemSyntax.self) == true,
              !function.modifiers.contains(where: { [.keyword(.override), .keyword(.static), .keyword(.class)].contains($0.name.tokenKind) })
        else { return nil }
        var scope = function.parent
        while let node = scope, !node.isProtocol(DeclGroupSyntax.self) { scope = node.parent }
        guard let group = scope?.asDeclGroup else { return nil }
        let adopted = TypeNames.inheritedNames(group.inheritanceClause)
        let configured = adopted.filter(backgroundDelegates.contains)
        guard configured.count == 1,
              adopted.allSatisfy({ configured.contains($0) || Self.neutralAdoptions.contains($0) })
        else { return nil }
        return configured.first
    }

    /// Finds `setSampleBufferDelegate(self, queue: DispatchQueue.main)`.
    private final class MainQueueDelegateFinder: SyntaxVisitor {
        var found = false

        static func find(in tree: SourceFileSyntax) -> Bool {
            let finder = MainQueueDelegateFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.found
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setSampleBufferDelegate",
               let queue = node.arguments.first(where: { $0.label?.text == "queue" })?.expression,
               QueueKind.of(queue) == .main {
                found = true
            }
            return found ? .skipChildren : .visitChildren
        }
    }
}
