import BridgeLintCore
import SwiftSyntax

/// Closure parameters the project's own functions call off the main thread:
/// `func install(_ url: URL, completion: @escaping (Bool) -> Void) { DispatchQueue.global().async { …; completion(true) } }`.
/// A view or model that hands such a function a closure (`Installer.install(url) { _ in library.apps = [] }`) runs
/// that closure in the background, though nothing at the call says so. Read by `state-write-off-main`.
///
/// Keyed by the function's name and the parameter's label, `install(completion:`, and for the last parameter
/// also `install({}:` (the form a trailing closure takes). A key some function of that name calls on an undecided
/// or main thread is not kept: the call cannot tell the two apart.
enum BackgroundCallbacks: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// Keys whose closure some function of the file calls off the main thread, with the line of that call.
        var background: [WitnessLine] = []
        /// `key|Type` for each `background` key: the type (or extended type) that declares the function, `""` at top level.
        var owners: [String] = []
        /// Keys whose closure is called on an undecided or main thread by some function of the file.
        var other: [String] = []
        /// Keys called off the main thread only in a `Task` or async method of a class isolated to no actor,
        /// which the target's concurrency settings may put back on the main actor.
        var nonisolated: [String] = []
        var path = ""

        init() {}
    }

    struct ProjectRecord: Sendable {
        /// Key → `path:line` of the call that runs the closure off the main thread.
        var background: [String: String] = [:]
        /// Key → the types whose function of that name calls it off the main thread (see `FileRecord.owners`).
        var owners: [String: Set<String>] = [:]
        var nonisolated: Set<String> = []
    }

    static let name = "background-callbacks"

    static func record(in file: LintFile) -> FileRecord? {
        // Closure parameters are `@escaping`, or optional (`((Bool) -> Void)?`), which escape without saying so.
        guard ThreadingModel.mayHaveBackgroundCallbacks(file),
              file.contains("@escaping") || file.contains("-> Void)?") || file.contains("-> ())?")
        else { return nil }
        var model: ThreadingModel?
        var record = FileRecord()
        for function in MemberFunctions.of(file) {
            guard let body = function.body else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            let closureParameters = parameters.enumerated().filter { isClosureType($0.element.type) }
            guard !closureParameters.isEmpty else { continue }
            let calls = FileCalls.all(in: body, of: file)
            let arguments = Nodes.all(LabeledExprSyntax.self, in: body)
            for (position, parameter) in closureParameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                var keys = [ArgumentKey.labelled(parameter.firstName.text, in: function.name.text)]
                if position == parameters.count - 1 { keys.append(ArgumentKey.trailing(in: function.name.text)) }
                let threads = model ?? ThreadingModel(file: file)
                model = threads
                // `completion(…)` in the body, or `completion` handed on (`task.sendPing(pongReceiveHandler: completion)`).
                // A nested function or closure with a parameter of the same name has its own `completion`.
                let uses: [(node: Syntax, context: ExecutionContext)] =
                    calls.filter { Self.calls($0, parameter: name) && !Self.isRebound(name, at: $0, within: body) }
                        .map { (Syntax($0), threads.context(of: $0)) }
                    + arguments.filter {
                        $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name && !Self.isRebound(name, at: $0, within: body)
                    }
                    .map { (Syntax($0), threads.role(ofArgument: $0) ?? threads.context(of: $0)) }
                // One use off the main thread is enough: the closure then runs there, at least sometimes.
                if let background = uses.first(where: { Self.isCallback($0.context, kind: .callback) }) {
                    let line = file.location(of: background.node.positionAfterSkippingLeadingTrivia).line
                    record.background += keys.map { WitnessLine(key: $0, line: line) }
                    let owner = Self.declaringType(of: function)
                    record.owners += keys.map { "\($0)|\(owner)" }
                } else if uses.contains(where: { Self.isCallback($0.context, kind: .nonisolatedAsync) }) {
                    record.nonisolated += keys
                } else if !uses.isEmpty {
                    record.other += keys
                }
            }
        }
        guard !record.background.isEmpty || !record.nonisolated.isEmpty || !record.other.isEmpty else { return nil }
        record.path = file.path
        return record
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        let other = Set(records.flatMap(\.other))
        var project = ProjectRecord()
        for record in records {
            for witness in record.background where !other.contains(witness.key) && project.background[witness.key] == nil {
                project.background[witness.key] = "\(record.path):\(witness.line)"
            }
        }
        for record in records {
            for entry in record.owners {
                let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2, !other.contains(parts[0]) else { continue }
                project.owners[parts[0], default: []].insert(parts[1])
            }
        }
        project.nonisolated = Set(records.flatMap(\.nonisolated)).subtracting(other).subtracting(project.background.keys)
        return project
    }

    /// The type or extended type a member function is declared in; `""` for a top-level function.
    private static func declaringType(of function: FunctionDeclSyntax) -> String {
        var current = function.parent
        while let node = current {
            if let group = node.asDeclGroup { return TypeNames.declaredName(of: group) ?? "" }
            current = node.parent
        }
        return ""
    }

    private static func isCallback(_ context: ExecutionContext, kind: OffMainSource.Kind) -> Bool {
        if case .offMain(let source) = context { source.kind == kind } else { false }
    }

    /// Whether a function or closure between `node` and `body` declares a parameter named `name`, which the
    /// name at `node` then means instead of the outer function's.
    private static func isRebound(_ name: String, at node: some SyntaxProtocol, within body: CodeBlockSyntax) -> Bool {
        var current = node.parent
        while let scope = current, scope.id != body.id {
            if let function = scope.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            }
            if let closure = scope.as(ClosureExprSyntax.self), closure.declaresParameter(named: name) {
                return true
            }
            current = scope.parent
        }
        return false
    }

    /// `completion(…)`, `completion?(…)`.
    private static func calls(_ call: FunctionCallExprSyntax, parameter name: String) -> Bool {
        var callee = call.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// `@escaping (Bool) -> Void`, `((Bool) -> Void)?`.
    private static func isClosureType(_ type: TypeSyntax) -> Bool {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
    }
}

extension ProjectIndex {
    /// See `BackgroundCallbacks`.
    var backgroundCallbacks: BackgroundCallbacks.ProjectRecord { record(of: BackgroundCallbacks.self) }
}
