import BridgeLintCore
import SwiftSyntax

/// Where a local name visible at some code got its value, for following a value back through local names:
/// `case .pdf(let document)` of `switch model.contents`, `if let item = model.selection`, `let title = model.title`,
/// or the element of `ForEach(values, id: \.self) { value in … }`.
enum LocalBinding {
    enum Origin {
        /// The name was bound to (a part of) this value; `site` is where that value is read.
        case value(ExprSyntax, site: Syntax)
        /// A `ForEach` element keyed by itself (`id: \.self`): a different value is a different view, whose make
        /// sees it, so the value is fixed for the life of each view made from it.
        case identity
    }

    /// `values` and, for every local they read, the value it was bound to, followed back up to three steps:
    /// `let styled = NSMutableAttributedString(string: text); view.setAttributedString(styled)` gives the
    /// argument and `NSMutableAttributedString(string: text)`. What the values are made from, for callers that
    /// ask which names or properties they read.
    static func sources(of values: [Syntax], at site: Syntax, depth: Int = 0) -> [Syntax] {
        var result = values
        guard depth < 3 else { return result }
        for value in values {
            for reference in Nodes.all(DeclReferenceExprSyntax.self, in: value) {
                guard reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id,
                      case .value(let bound, let boundSite)? = origin(of: reference.baseName.text, visibleAt: site)
                else { continue }
                result += sources(of: [Syntax(bound)], at: boundSite, depth: depth + 1)
            }
        }
        return result
    }

    /// The binding of `name` in sight of `node`, looking outwards through the code around it up to the member
    /// it is written in; `nil` when it is bound some other way (a parameter, a loop, a closure parameter).
    static func origin(of name: String, visibleAt node: Syntax) -> Origin? {
        var child = node
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let found = origin(of: name, in: parent, enclosing: child) { return found }
            // A closure parameter or function parameter of that name hides anything further out.
            if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature, binds(name, signature) {
                return isSelfKeyedForEachElement(closure) ? .identity : nil
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
            child = parent
        }
        return nil
    }

    /// A binding that `scope` makes and `child` (a part of `scope`) sees.
    private static func origin(of name: String, in scope: Syntax, enclosing child: Syntax) -> Origin? {
        if let switchCase = scope.as(SwitchCaseSyntax.self), child.id != Syntax(switchCase.label).id,
           case .case(let label) = switchCase.label,
           label.caseItems.contains(where: { binds(name, $0.pattern) }),
           let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
            return .value(switchExpression.subject, site: Syntax(switchExpression))
        }
        if let ifExpression = scope.as(IfExprSyntax.self), child.id == Syntax(ifExpression.body).id {
            return origin(of: name, in: Array(ifExpression.conditions))
        }
        // `if let text = field.text, let value = number(from: text)`: a condition sees the ones before it.
        if let conditions = scope.as(ConditionElementListSyntax.self) {
            return origin(of: name, in: conditions.filter { $0.position < child.position })
        }
        if let items = scope.as(CodeBlockItemListSyntax.self) {
            // The nearest statement before `child` that binds the name.
            for item in items.reversed() where item.position < child.position {
                if let variable = item.item.as(VariableDeclSyntax.self),
                   let binding = variable.bindings.first(where: { binds(name, $0.pattern) }) {
                    guard variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1,
                          binding.pattern.is(IdentifierPatternSyntax.self), let value = binding.initializer?.value
                    else { return nil }
                    return .value(value, site: Syntax(binding))
                }
                if let guardStatement = item.item.as(GuardStmtSyntax.self),
                   let found = origin(of: name, in: Array(guardStatement.conditions)) {
                    return found
                }
            }
        }
        return nil
    }

    /// `let name = value` or `case .x(let name) = value` among conditions.
    private static func origin(of name: String, in conditions: [ConditionElementSyntax]) -> Origin? {
        for condition in conditions.reversed() {
            switch condition.condition {
            case .optionalBinding(let binding) where binds(name, binding.pattern):
                // `if let name` alone re-binds the name from further out: not followed.
                guard let value = binding.initializer?.value else { return nil }
                return .value(value, site: Syntax(binding))
            case .matchingPattern(let match) where binds(name, match.pattern):
                return .value(match.initializer.value, site: Syntax(match))
            default:
                continue
            }
        }
        return nil
    }

    private static func binds(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            && LocalNames.declared(in: node).contains(name)
    }

    /// The closure of `ForEach(values, id: \.self) { value in … }`, or keyed by the value's hash (`id: \.hash`,
    /// `\.hashValue`): either way another value is another row.
    static func isSelfKeyedForEachElement(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
              let key = call.arguments.first(where: { $0.label?.text == "id" })?.expression.as(KeyPathExprSyntax.self)
        else { return false }
        return key.components.count == 1 && [".self", ".hash", ".hashValue"].contains(key.components.first?.trimmedDescription ?? "")
    }
}
