import BridgeLintCore
import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The name being called: `reloadData` in `table.reloadData()`, `Data` in `Data(contentsOf:)`,
    /// `UIHostingController` in `UIHostingController<Root>(rootView:)`.
    var calleeName: String? {
        var callee = calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            callee = specialized.expression
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// What a method is called on: `table` in `table.reloadData()`; `nil` for a free function or constructor.
    var receiver: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Argument labels in order, `nil` for an unlabeled argument; trailing closures are not included.
    var argumentLabels: [String?] {
        arguments.map { $0.label?.text }
    }

    /// Whether the call is `name(…)` with exactly these leading labels (`nil` = unlabeled).
    /// Extra arguments after them are allowed, so `present(vc, animated: true, completion: nil)`
    /// matches `["present": [nil, "animated"]]`.
    func matches(_ name: String, labels: [String?]) -> Bool {
        calleeName == name && argumentLabels.starts(with: labels)
    }

    /// Every closure the call passes: closure arguments and trailing closures.
    var closures: [ClosureExprSyntax] {
        var result = arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = trailingClosure { result.append(trailing) }
        result += additionalTrailingClosures.map(\.closure)
        return result
    }

    /// A constructor call: a capitalised callee (`UILabel()`, `Module.Store()`, `Box<Int>()`).
    var constructedType: String? {
        TypeNames.constructedTypeName(ExprSyntax(self))
    }

    /// `.init(…)` giving a value of a declared type (`var search: UISearchController = .init(…)`,
    /// `player ?? .init()` for `player: AVPlayer?`): that type, without optionals. `nil` for any other call.
    func implicitInitType(declared: TypeSyntax?) -> String? {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init", let declared
        else { return nil }
        return TypeNames.simpleName(of: StoredValueType.core(of: declared))
    }
}

extension ExprSyntax {
    /// The components of a member chain, from its root: `self.parent.text.wrappedValue` gives
    /// `["self", "parent", "text", "wrappedValue"]`; optional chaining and force unwraps are looked
    /// through. `nil` when the chain contains a call, a subscript or anything else.
    var memberPath: [String]? {
        var components: [String] = []
        var current = self
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                components.append(member.declName.baseName.text)
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                components.append(reference.baseName.text)
                return components.reversed()
            } else {
                return nil
            }
        }
    }

    /// The value being cast in `value as? Type` (or `as!`, `as`); the expression itself when it is no cast.
    var withoutCast: ExprSyntax {
        if let cast = self.as(AsExprSyntax.self) { return cast.expression }
        if let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let value = sequence.elements.first {
            return value
        }
        return self
    }

    /// `memberPath` without a leading `self`: `self.text` and `text` both give `["text"]`.
    var pathFromSelf: [String]? {
        guard let path = memberPath else { return nil }
        return path.first == "self" && path.count > 1 ? Array(path.dropFirst()) : path
    }

    /// `channels` for `&$channels` and `&self.$channels`: the `@Published` property an `assign(to:)` feeds.
    var assignedPublishedProperty: String? {
        guard let path = self.as(InOutExprSyntax.self)?.expression.pathFromSelf, path.count == 1, path[0].hasPrefix("$")
        else { return nil }
        return String(path[0].dropFirst())
    }

    /// Whether the expression is a bare `self`.
    var isSelf: Bool {
        self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}

/// `$text`, a wrapper's projected value; not `$0`, a closure's first argument.
func isProjectedValueName(_ name: String) -> Bool {
    name.hasPrefix("$") && name.dropFirst().first?.isNumber == false
}

/// `text` for `$text` and `_text`: the property behind a projected value or wrapper storage.
func wrappedPropertyName(_ name: String) -> String {
    name.hasPrefix("$") || name.hasPrefix("_") ? String(name.dropFirst()) : name
}

/// The method `call` calls on the stored property `name` (`load` for `model.load()` or `self.model?.load()`).
func methodCalled(on name: String, by call: FunctionCallExprSyntax) -> String? {
    guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
          callee.base?.withoutUnwraps.pathFromSelf == [name]
    else { return nil }
    return callee.declName.baseName.text
}
