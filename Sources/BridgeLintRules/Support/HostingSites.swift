import BridgeLintCore
import SwiftSyntax

/// Places a SwiftUI root view is handed to UIKit or AppKit.
final class HostingSiteFinder: SyntaxVisitor {
    struct Site {
        let hostType: String
        let root: HostedRoot
        let anchor: Syntax
        /// Made the root of a window (`window.rootViewController = …`), where no SwiftUI ancestor can supply anything.
        var isWindowRoot = false
    }

    var sites: [Site] = []

    /// The file's hosting sites, found once for the rule and the recorder that ask.
    static func sites(in file: LintFile) -> [Site] {
        file.memo.value("HostingSites") {
            let finder = HostingSiteFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.sites
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.constructedType {
            if type == "UIHostingConfiguration",
               let content = node.trailingClosure ?? node.argument(labeled: "content")?.as(ClosureExprSyntax.self) {
                let anchor = content.statements.first.map { Syntax($0.item) } ?? Syntax(content)
                sites.append(Site(hostType: type, root: HostedRoot(content: content), anchor: anchor))
            } else if let rootView = node.argument(labeled: "rootView") {
                sites.append(Site(hostType: type, root: HostedRoot(rootView), anchor: Syntax(rootView),
                                  isWindowRoot: WindowRoot.isMadeWindowRoot(node) || WindowRoot.isInExtensionController(node)))
            }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  member.base?.is(SuperExprSyntax.self) == true, let rootView = node.argument(labeled: "rootView"),
                  let hostingClass = node.ancestor(ClassDeclSyntax.self),
                  let superclass = hostingClass.inheritanceClause?.inheritedTypes.first.flatMap({ TypeNames.simpleName(of: $0.type) }),
                  !EnvironmentInjection.isApplied(in: hostingClass, outside: rootView) {
            sites.append(Site(hostType: superclass, root: HostedRoot(rootView), anchor: Syntax(rootView)))
        }
        return .visitChildren
    }

    /// `host.rootView = NewRoot()` on a controller declared as a hosting type.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), assignment.value.count == 1, let value = assignment.value.first,
              let member = assignment.target.withoutUnwraps.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "rootView", let owner = member.base?.withoutUnwraps, !owner.isSelf,
              let type = DeclaredType.of(owner)
        else { return .visitChildren }
        sites.append(Site(hostType: type, root: HostedRoot(value), anchor: Syntax(value)))
        return .visitChildren
    }
}

/// Whether a hosting subclass adds environment to its content in code other than the root view expression.
private final class EnvironmentInjection: SyntaxVisitor {
    private let excluded: Range<AbsolutePosition>
    private var applied = false

    private init(excluding node: some SyntaxProtocol) {
        excluded = node.position..<node.endPosition
        super.init(viewMode: .sourceAccurate)
    }

    static func isApplied(in type: ClassDeclSyntax, outside rootView: ExprSyntax) -> Bool {
        let finder = EnvironmentInjection(excluding: rootView)
        finder.walk(type.memberBlock)
        return finder.applied
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !excluded.contains(node.position), HostingVocabulary.environmentModifiers.contains(node.calleeName ?? "") {
            applied = true
        }
        return applied ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.target.trimmedDescription.hasSuffix("rootView") {
            applied = true
        }
        return applied ? .skipChildren : .visitChildren
    }
}

/// Whether a hosting controller or view is made the root of a window: assigned to `rootViewController`,
/// `contentViewController` or `contentView`, passed as a window's `rootViewController:`/`contentViewController:`,
/// or held in a local that the same function assigns so.
enum WindowRoot {
    private static let rootProperties: Set<String> = ["rootViewController", "contentViewController", "contentView"]

    static func isMadeWindowRoot(_ creation: FunctionCallExprSyntax) -> Bool {
        if let argument = creation.parent?.as(LabeledExprSyntax.self) {
            return isWindowArgument(argument)
        }
        if let sequence = creation.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) {
            return assignment.value.first?.id == ExprSyntax(creation).id && isRootProperty(assignment.target)
        }
        guard let binding = creation.parent?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let body = binding.ancestor(CodeBlockSyntax.self)
        else { return false }
        return Nodes.all(SequenceExprSyntax.self, in: body).contains { sequence in
            guard let assignment = Assignment(sequence), isRootProperty(assignment.target) else { return false }
            return assignment.value.first?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        } || Nodes.all(LabeledExprSyntax.self, in: body).contains { argument in
            isWindowArgument(argument) && argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }

    /// Made in a controller that reads `extensionContext`: an app extension's own screen (a share sheet, a
    /// widget's configuration), which no SwiftUI app scene contains, whatever the main app's entry point is.
    static func isInExtensionController(_ creation: FunctionCallExprSyntax) -> Bool {
        guard let type = creation.ancestor(ClassDeclSyntax.self) else { return false }
        return type.memberBlock.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("extensionContext") }
    }

    /// `NSWindow(contentViewController: …)`; not `UINavigationController(rootViewController: …)`, which may be
    /// shown anywhere.
    private static func isWindowArgument(_ argument: LabeledExprSyntax) -> Bool {
        guard rootProperties.contains(argument.label?.text ?? ""),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.constructedType?.hasSuffix("Window") ?? false
    }

    private static func isRootProperty(_ target: ExprSyntax) -> Bool {
        target.withoutUnwraps.as(MemberAccessExprSyntax.self).map { rootProperties.contains($0.declName.baseName.text) } ?? false
    }
}
