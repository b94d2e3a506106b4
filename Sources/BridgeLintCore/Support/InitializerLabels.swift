import SwiftSyntax

/// The argument labels call sites use to set a type's stored properties through its own initializers:
/// `init(title text: String) { self.text = text }` sets `text` under the label `title`; `_value = value`
/// sets the wrapped `value`. A property set any other way has no label here.
public enum InitializerLabels {
    /// The labels for each property the type's initializers assign straight from a parameter. An unlabelled
    /// parameter that no defaulted one precedes (`init(_ title: String, text: Binding<String>)`) is passed at a
    /// fixed position, named by `positional(_:)`; a position that sets different properties in different
    /// initializers names none.
    public static func byProperty(in members: [DeclSyntax]) -> [String: [String]] {
        var labels: [String: [String]] = [:]
        var positions: [String: Set<String>] = [:]
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            let parameters = Array(initializer.signature.parameterClause.parameters)
            for statement in initializer.body?.statements ?? [] {
                guard let (property, source) = assignment(in: statement),
                      let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == source })
                else { continue }
                let parameter = parameters[index]
                let label: String
                if parameter.firstName.tokenKind != .wildcard {
                    label = parameter.firstName.text
                } else if parameters[...index].allSatisfy({ $0.defaultValue == nil && $0.ellipsis == nil }) {
                    label = positional(index)
                    positions[label, default: []].insert(property)
                } else {
                    continue
                }
                if labels[property]?.contains(label) != true { labels[property, default: []].append(label) }
            }
        }
        for (label, properties) in positions where properties.count > 1 {
            for property in properties { labels[property]?.removeAll { $0 == label } }
        }
        return labels.filter { !$0.value.isEmpty }
    }

    /// Properties each of the type's initializers sets to an object it makes from no parameter
    /// (`self.delegate = Delegate()`): every copy makes an equal one, so callers never choose the value.
    public static func madeByEveryInitializer(in members: [DeclSyntax]) -> Set<String> {
        var made: Set<String>?
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            let parameters = parameterNames(of: initializer)
            var here: Set<String> = []
            for statement in initializer.body?.statements ?? [] {
                guard let (property, value) = constructionAssignment(in: statement),
                      namesRead(in: value).isDisjoint(with: parameters)
                else { continue }
                here.insert(property)
            }
            made = made.map { $0.intersection(here) } ?? here
        }
        return made ?? []
    }

    /// The labels of the parameters an initializer makes a property's object from
    /// (`self.delegate = WebDelegate(application: application)` sets `delegate` from `application`): the object
    /// differs between copies only where those arguments do.
    public static func constructionSources(in members: [DeclSyntax]) -> [String: [String]] {
        var labels: [String: [String]] = [:]
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            let parameters = Array(initializer.signature.parameterClause.parameters)
            for statement in initializer.body?.statements ?? [] {
                guard let (property, value) = constructionAssignment(in: statement) else { continue }
                let read = namesRead(in: value)
                for parameter in parameters where read.contains((parameter.secondName ?? parameter.firstName).text) {
                    guard parameter.firstName.tokenKind != .wildcard else { continue }
                    if labels[property]?.contains(parameter.firstName.text) != true {
                        labels[property, default: []].append(parameter.firstName.text)
                    }
                }
            }
        }
        return labels
    }

    /// The names an expression reads (`application` in `WebDelegate(application: application)`), not the members it
    /// names after a dot.
    private static func namesRead(in expression: ExprSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
            else { continue }
            names.insert(token.text)
        }
        return names
    }

    private static func parameterNames(of initializer: InitializerDeclSyntax) -> Set<String> {
        Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    /// `self.x = Type(…)` or `x = Type(…)` as a statement: the property and the construction.
    private static func constructionAssignment(in statement: CodeBlockItemSyntax) -> (property: String, value: ExprSyntax)? {
        guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].is(AssignmentExprSyntax.self), let call = parts[2].as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              callee.first?.isUppercase == true, let property = assignedProperty(parts[0])
        else { return nil }
        return (property, parts[2])
    }

    /// The name of an initializer statement's target property.
    private static func assignedProperty(_ target: ExprSyntax) -> String? {
        if let member = target.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return target.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The name under which call sites record an unlabelled argument at `index` (`#0` for the first).
    public static func positional(_ index: Int) -> String { "#\(index)" }

    /// How a message names a call-site label: `'title'`, or `the first argument` for a positional one.
    public static func displayed(_ label: String) -> String {
        guard label.hasPrefix("#"), let index = Int(label.dropFirst()) else { return "'\(label)'" }
        let ordinals = ["first", "second", "third", "fourth", "fifth"]
        return index < ordinals.count ? "the \(ordinals[index]) argument" : "argument \(index + 1)"
    }

    /// Properties set from the parameter a call site may pass as its first trailing closure: the first of the
    /// closure parameters that end an initializer (`init(@ViewBuilder drawer: () -> D, content: () -> C)` sets
    /// `drawer` from `Drawer { … } content: { … }`).
    public static func firstTrailingClosureProperties(in members: [DeclSyntax]) -> Set<String> {
        var properties: Set<String> = []
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            let parameters = Array(initializer.signature.parameterClause.parameters)
            guard let first = parameters.lastIndex(where: { !isClosure($0.type) }).map({ $0 + 1 }) ?? (parameters.isEmpty ? nil : 0),
                  first < parameters.count
            else { continue }
            let name = (parameters[first].secondName ?? parameters[first].firstName).text
            for statement in initializer.body?.statements ?? [] {
                if let (property, source) = assignment(in: statement), source == name { properties.insert(property) }
            }
        }
        return properties
    }

    /// `() -> Content`, `@escaping (Int) -> Void`, `@ViewBuilder () -> Content`, `((Bool) -> Void)?`: a trailing
    /// closure can be given for an optional one too.
    private static func isClosure(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isClosure(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isClosure(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isClosure(only.type)
        }
        return type.is(FunctionTypeSyntax.self)
    }

    /// `content()`: the view a builder closure parameter makes, stored in its place.
    private static func builtSource(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil
        else { return nil }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `State(initialValue: y)`, `State(wrappedValue: y)`, `StateObject(wrappedValue: y)`: a wrapper's storage
    /// made from `y`.
    private static func wrapperSource(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let wrapper = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["State", "StateObject"].contains(wrapper), call.arguments.count == 1, let argument = call.arguments.first,
              ["initialValue", "wrappedValue"].contains(argument.label?.text ?? "")
        else { return nil }
        return argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `self.x = y`, `x = y` or `_x = y` (also `_x = State(initialValue: y)`, `self.x = y()` for a builder closure
    /// `y`) as a statement: the property (`x`) and the name it is set from (`y`).
    private static func assignment(in statement: CodeBlockItemSyntax) -> (property: String, source: String)? {
        guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].is(AssignmentExprSyntax.self),
              let source = parts[2].as(DeclReferenceExprSyntax.self)?.baseName.text ?? wrapperSource(parts[2])
                ?? builtSource(parts[2])
        else { return nil }
        guard let target = assignedProperty(parts[0]) else { return nil }
        return (target.hasPrefix("_") ? String(target.dropFirst()) : target, source)
    }
}
