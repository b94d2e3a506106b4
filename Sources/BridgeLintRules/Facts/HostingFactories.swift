import BridgeLintCore
import SwiftSyntax

/// Project functions that wrap a view in a hosting controller they make and hand back the controller or its
/// view (`UIView.embedSwiftUIView(_:)`, `func hosting(_ content: some View) -> UIView`): every call makes a new
/// hosting pipeline. Read by `hosting-controller-per-cell`: such a helper called from a cell's configuration
/// makes one per configuration, just as a hosting controller made there directly.
enum HostingFactories: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// Each factory's full names (`embed(_:in:)`, and without defaulted arguments), with the line that
        /// makes the hosting controller.
        var functions: [WitnessLine] = []
        var path = ""

        init() {}
    }

    struct ProjectRecord: Sendable {
        /// Full function name → `path:line` of the hosting controller it makes.
        var functions: [String: String] = [:]
    }

    static let name = "hosting-factories"

    static func record(in file: LintFile) -> FileRecord? {
        guard file.contains("rootView") else { return nil }
        var record = FileRecord()
        for function in MemberFunctions.of(file) {
            guard function.signature.returnClause != nil, let body = function.body,
                  let creation = madeAndReturned(in: body)
            else { continue }
            let line = file.location(of: creation.positionAfterSkippingLeadingTrivia).line
            for name in fullNames(of: function) { record.functions.append(WitnessLine(key: name, line: line)) }
        }
        guard !record.functions.isEmpty else { return nil }
        record.path = file.path
        return record
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        var project = ProjectRecord()
        for record in records {
            for function in record.functions where project.functions[function.key] == nil {
                project.functions[function.key] = "\(record.path):\(function.line)"
            }
        }
        return project
    }

    /// The names a call of `function` can have, with its argument labels (`embed(_:in:)`): one per way of leaving
    /// out parameters that have default values. A call of another type's method of the same base name
    /// (`HeaderView.instantiate(title:)`) is not a call of `instantiate()`.
    static func fullNames(of function: FunctionDeclSyntax) -> [String] {
        var forms: [[String]] = [[]]
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text
            let withIt = forms.map { $0 + [label] }
            forms = parameter.defaultValue == nil || forms.count > 16 ? withIt : forms + withIt
        }
        return forms.map { fullName(function.name.text, labels: $0) }
    }

    /// `name(a:_:)` from a base name and its labels (`_` for an unlabeled argument).
    static func fullName(_ name: String, labels: [String]) -> String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The name a call uses, with its labels; trailing closures count as unlabeled arguments.
    static func fullName(of call: FunctionCallExprSyntax, base name: String) -> String {
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        return fullName(name, labels: call.argumentLabels.map { $0 ?? "_" } + Array(repeating: "_", count: trailing))
    }

    /// The hosting controller creation whose controller or view every `return` of the body hands back
    /// (`return host.view`, `return host`, or the creation itself as the single expression).
    private static func madeAndReturned(in body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        let returned = PublisherSources.returnedValues(of: body)
        guard !returned.isEmpty else { return nil }
        var creation: FunctionCallExprSyntax?
        for value in returned {
            guard let made = hostingCreation(handedBackBy: value) else { return nil }
            creation = creation ?? made
        }
        return creation
    }

    /// `UIHostingController(rootView: v)`, its `.view`, or a local bound to it.
    private static func hostingCreation(handedBackBy value: ExprSyntax) -> FunctionCallExprSyntax? {
        var expression = value.withoutUnwraps
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view", let base = member.base {
            expression = base.withoutUnwraps
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           case .value(let origin, _)? = LocalBinding.origin(of: reference.baseName.text, visibleAt: Syntax(value)) {
            expression = origin.withoutUnwraps
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = call.constructedType,
              HostingVocabulary.isHostingControllerName(type), call.argument(labeled: "rootView") != nil
        else { return nil }
        return call
    }
}

extension ProjectIndex {
    /// See `HostingFactories`.
    var hostingFactories: [String: String] { record(of: HostingFactories.self).functions }
}
