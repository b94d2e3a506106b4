import BridgeLintCore
import SwiftSyntax

/// Per type: the view controllers its methods pass to `addChild(_:)`, or call `didMove(toParent:)`,
/// `willMove(toParent:)` or `removeFromParent()` on (`*` for one that is not a plain name): containment it may do
/// for a child that code in another file adds. Read by `containment-incomplete` and
/// `hosting-outside-controller-hierarchy`.
enum ContainmentSubjects: DeclarationFactRecorder {
    static let name = "containment-subjects"

    static func mayRecord(in file: LintFile) -> Bool {
        BridgeVocabulary.containmentCalls.contains(where: file.contains)
    }

    static func value(of kind: TypeFact.Kind, members: MemberBlockSyntax, in file: LintFile) -> [String]? {
        let finder = ContainmentSubjectFinder(viewMode: .sourceAccurate)
        for decl in members.flattenedDeclarations where decl.asDeclGroup == nil {
            finder.walk(decl)
        }
        return finder.subjects.isEmpty ? nil : finder.subjects
    }
}

extension ProjectIndex {
    /// The children `fact`'s declaration does containment for (see `ContainmentSubjects`).
    func containmentSubjects(of fact: TypeFact) -> [String] {
        recorded(ContainmentSubjects.self, for: fact) ?? []
    }
}

private final class ContainmentSubjectFinder: SyntaxVisitor {
    private(set) var subjects: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, BridgeVocabulary.containmentCalls.contains(name) else { return .visitChildren }
        let subject = BridgeVocabulary.addChildCalls.contains(name) ? node.arguments.first?.expression : member?.base
        if let subject {
            let text = subject.plainName ?? "*"
            if !subjects.contains(text) { subjects.append(text) }
        }
        return .visitChildren
    }
}
