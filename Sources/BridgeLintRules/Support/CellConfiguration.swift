import BridgeLintCore
import SwiftSyntax

/// Code that runs each time a cell, header, footer or supplementary view is configured.
struct CellContext {
    let node: Syntax
    let description: String

    /// The nearest cell-configuring function or closure around `call`.
    static func enclosing(_ call: FunctionCallExprSyntax) -> CellContext? {
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                if let kind = closureKind(closure) { return CellContext(node: node, description: kind) }
                // Code of a menu action or a stored handler runs when the user acts, once per tap, not per cell.
                if runsOnUserAction(closure) { return nil }
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                return functionKind(function).map { CellContext(node: node, description: $0) }
            }
            if node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.asDeclGroup != nil {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// A closure stored to run later (`cell.onTap = { … }`) or handed to an action or menu
    /// (`UIAction(title: …) { _ in … }`, `UIContextMenuConfiguration(actionProvider: …)`).
    private static func runsOnUserAction(_ closure: ClosureExprSyntax) -> Bool {
        if let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           assignment.value.first?.id == ExprSyntax(closure).id {
            return true
        }
        guard let site = ClosureSite(closure) else { return false }
        if let label = site.label, userActionLabels.contains(label) { return true }
        return site.calleeName.hasSuffix("Action") || userActionCallees.contains(site.calleeName)
    }

    private static let userActionLabels: Set<String> = ["handler", "actionProvider", "primaryAction", "menu"]
    private static let userActionCallees: Set<String> = ["UIContextMenuConfiguration", "UIDeferredMenuElement", "UIMenu", "addAction"]

    /// The function itself, when it configures a cell.
    static func of(_ function: FunctionDeclSyntax) -> CellContext? {
        functionKind(function).map { CellContext(node: Syntax(function), description: $0) }
    }

    /// The closure itself, when it is a cell registration or a cell provider.
    static func of(_ closure: ClosureExprSyntax) -> CellContext? {
        closureKind(closure).map { CellContext(node: Syntax(closure), description: $0) }
    }

    /// Data-source methods that configure a cell or a header/footer, by name and argument labels.
    private static let dataSourceMethods: [(name: String, label: String, description: String)] = [
        ("tableView", "cellForRowAt", "tableView(_:cellForRowAt:)"),
        ("tableView", "viewForHeaderInSection", "tableView(_:viewForHeaderInSection:)"),
        ("tableView", "viewForFooterInSection", "tableView(_:viewForFooterInSection:)"),
        ("collectionView", "cellForItemAt", "collectionView(_:cellForItemAt:)"),
        ("collectionView", "viewForSupplementaryElementOfKind", "collectionView(_:viewForSupplementaryElementOfKind:at:)"),
        ("collectionView", "itemForRepresentedObjectAt", "collectionView(_:itemForRepresentedObjectAt:)"),
        ("tableView", "viewFor", "tableView(_:viewFor:row:)"),
    ]

    private static let configurePrefixes = ["configure", "bind", "update", "populate", "apply", "render", "fill", "display", "set"]

    private static func functionKind(_ function: FunctionDeclSyntax) -> String? {
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        if let method = dataSourceMethods.first(where: { $0.name == name && labels.contains($0.label) }) {
            return method.description
        }
        guard configurePrefixes.contains(where: name.hasPrefix), !name.hasPrefix("setup"), !name.hasPrefix("setUp") else {
            return nil
        }
        if let cell = enclosingCellType(of: function), !isCalledWhileInitializing(name, in: function) {
            return "'\(name)' of cell '\(cell)'"
        }
        let takesCell = function.signature.parameterClause.parameters.contains {
            TypeNames.simpleName(of: $0.type).map(HostingVocabulary.isCellName) ?? false
        }
        return takesCell && name.hasPrefix("configure") ? "'\(name)'" : nil
    }

    /// The cell class a method belongs to, when its superclass (or the extended type's name) is a cell.
    private static func enclosingCellType(of function: FunctionDeclSyntax) -> String? {
        guard let group = function.ancestor(MemberBlockSyntax.self)?.parent else { return nil }
        if let type = group.as(ClassDeclSyntax.self),
           let superclass = type.inheritanceClause?.inheritedTypes.first.flatMap({ TypeNames.simpleName(of: $0.type) }),
           HostingVocabulary.isCellName(superclass) || HostingVocabulary.isCellName(type.name.text) {
            return type.name.text
        }
        if let extended = group.as(ExtensionDeclSyntax.self).flatMap({ TypeNames.simpleName(of: $0.extendedType) }),
           HostingVocabulary.isCellName(extended) {
            return extended
        }
        return nil
    }

    /// A method the cell's initializer (or `awakeFromNib`) calls runs once per cell, not per configuration.
    private static func isCalledWhileInitializing(_ name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let members = function.ancestor(MemberBlockSyntax.self) else { return false }
        for member in members.flattenedDeclarations {
            let setUp: Syntax?
            if let initializer = member.as(InitializerDeclSyntax.self) {
                setUp = initializer.body.map(Syntax.init)
            } else if let method = member.as(FunctionDeclSyntax.self), method.name.text == "awakeFromNib" {
                setUp = method.body.map(Syntax.init)
            } else {
                setUp = nil
            }
            if let setUp, setUp.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
        }
        return false
    }

    /// Cell registrations, diffable data source cell providers and supplementary view providers.
    private static func closureKind(_ closure: ClosureExprSyntax) -> String? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let name = call?.calleeName {
            if name == "CellRegistration" { return "a cell registration" }
            if name == "SupplementaryRegistration" { return "a supplementary registration" }
            if name.hasSuffix("DiffableDataSource") { return "the cell provider" }
        }
        if let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           let target = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["cellProvider", "supplementaryViewProvider"].contains(target) {
            return "the \(target)"
        }
        return nil
    }
}

/// Whether a creation only happens when the cell has no controller yet: under a condition (or after an
/// early exit) that checks for an existing controller or subview.
enum ReuseCheck {
    /// Words in a condition that show it checks for an existing controller or subview.
    static let hints = [
        "host", "controller", "nil", "subviews", "viewwithtag", "superview", "contentconfiguration", "children",
        // AppKit's reuse: a row view made from the table's queue keeps what it was given.
        "makeview",
    ]

    /// Whether `call` runs only under a once-set flag, or under a condition or after an early exit whose text
    /// contains one of `hints` (lowercased), looking no further out than `context`.
    static func isGuarded(_ call: FunctionCallExprSyntax, upTo context: Syntax, hints: [String] = hints) -> Bool {
        // `if !isConfigured { isConfigured = true; … }`: whatever the flag is called, the code runs once.
        if OnceFlag.guards(call, upTo: context) { return true }
        var child = Syntax(call)
        while let parent = child.parent, parent.id != context.id {
            // `tableView.makeReusableView(for: id) { NSHostingView(rootView: row) }`: the closure makes a view only
            // when the queue has none to reuse.
            if let closure = parent.as(ClosureExprSyntax.self), let maker = Deferral.callPassing(closure)?.calleeName?.lowercased(),
               maker.contains("reusable") || maker.hasPrefix("dequeue") || maker == "makeview" {
                return true
            }
            if let ifExpr = parent.as(IfExprSyntax.self), child.id != ifExpr.conditions.id, mentionsReuse(ifExpr.conditions, hints) {
                return true
            }
            if let guardStmt = parent.as(GuardStmtSyntax.self), child.id == guardStmt.body.id, mentionsReuse(guardStmt.conditions, hints) {
                return true
            }
            if let sequence = parent.as(ExprListSyntax.self), isDefaultOfNilCoalescing(child, in: sequence) {
                return true
            }
            if let items = parent.as(CodeBlockItemListSyntax.self), hasEarlyExitForReuse(in: items, before: child, hints: hints) {
                return true
            }
            child = parent
        }
        return false
    }

    private static func mentionsReuse(_ conditions: ConditionElementListSyntax, _ hints: [String]) -> Bool {
        let text = conditions.trimmedDescription.lowercased()
        return !text.contains("dequeue") && hints.contains(where: text.contains)
    }

    /// `cell.host ?? UIHostingController(…)`.
    private static func isDefaultOfNilCoalescing(_ child: Syntax, in list: ExprListSyntax) -> Bool {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == child.id }), index >= 2 else { return false }
        return elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }

    /// `guard cell.host == nil else { … }` or `if let host = cell.host { …; return cell }` before the creation.
    private static func hasEarlyExitForReuse(in items: CodeBlockItemListSyntax, before child: Syntax, hints: [String]) -> Bool {
        for item in items where item.endPosition <= child.position {
            if let guardStmt = item.item.as(GuardStmtSyntax.self), mentionsReuse(guardStmt.conditions, hints) { return true }
            if let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self),
               mentionsReuse(ifExpr.conditions, hints),
               ifExpr.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
                return true
            }
        }
        return false
    }
}
