import BridgeLintCore
import SwiftSyntax

/// Classes of a file whose initializer builds a hosting controller's root view from its own parameters and keeps
/// that controller: a stored property set to `UIHostingController(rootView: …)`, or `super.init(rootView: …)` in a
/// hosting controller subclass. What a caller passes for those parameters (`ToastHostingView(action: { … })`)
/// ends up in a root view the new instance keeps alive.
enum HostingWrappers {
    /// For each such class, by name, the labels of the initializer parameters its root view is built from (`_`
    /// for an unlabelled one).
    static func rootViewLabels(in file: LintFile) -> [String: Set<String>] {
        file.memo.value("HostingWrappers") { collect(in: file) }
    }

    private static func collect(in file: LintFile) -> [String: Set<String>] {
        var labels: [String: Set<String>] = [:]
        for call in FileNodes.of(file).calls {
            guard let rootView = call.argument(labeled: "rootView"),
                  let initializer = call.ancestor(InitializerDeclSyntax.self),
                  let type = initializer.ancestor(ClassDeclSyntax.self), isKept(call, by: type),
                  call.ancestor(ClosureExprSyntax.self).map({ !initializer.range.contains($0.position) }) ?? true
            else { continue }
            let parameters = Dictionary(initializer.signature.parameterClause.parameters.map {
                (($0.secondName ?? $0.firstName).text, $0.firstName.text)
            }, uniquingKeysWith: { first, _ in first })
            let given = namesRead(by: rootView).compactMap { parameters[$0] }
            if !given.isEmpty { labels[type.name.text, default: []].formUnion(given) }
        }
        return labels
    }

    /// `super.init(rootView: …)`, or the value of `self.host = …` for a stored property `host` of the class.
    private static func isKept(_ call: FunctionCallExprSyntax, by type: ClassDeclSyntax) -> Bool {
        if let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base?.is(SuperExprSyntax.self) == true {
            return callee.declName.baseName.text == "init"
        }
        guard HostingVocabulary.hostingControllers.contains(call.constructedType ?? ""),
              let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
              assignment.value.first?.id == ExprSyntax(call).id, let path = assignment.target.pathFromSelf, path.count == 1
        else { return false }
        return StoredProperties.names(in: type.memberBlock).contains(path[0])
    }

    /// The names an expression reads, and those read by the values of the locals it is built from
    /// (`let content = ToastView(action: action); … rootView: content`).
    private static func namesRead(by expression: ExprSyntax) -> Set<String> {
        let parts = [Syntax(expression)] + HostingScope.valuesBuilding([Syntax(expression)]).map(Syntax.init)
        return Set(parts.flatMap { Nodes.all(DeclReferenceExprSyntax.self, in: $0) }.map(\.baseName.text))
    }
}
