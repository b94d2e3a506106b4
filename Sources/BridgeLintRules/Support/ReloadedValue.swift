import SwiftSyntax

/// What update sets a reloading property (`pdfView.document = …`) to, which decides the harm: a value made
/// anew on each update (`PDFDocument(data: data)`, or a local holding one) is a different object every time, so
/// the view reloads on every update and a "differs" check cannot help; a value a method returns
/// (`coordinator.document()`) is new each time unless the method keeps one; a plain input (`document`) is the
/// same object for as long as the caller passes it, so whether setting it again reloads is the view's business.
enum ReloadedValue {
    /// The text of the construction that makes the value (`PDFDocument(data: data)`).
    case madeEachUpdate(String)
    /// The text of the method call that returns it.
    case returned(String)
    /// The name of the representable's plain input set as it is.
    case input(String)
    case other

    init(_ value: ExprSyntax?, update body: CodeBlockSyntax, inputs: [Representable.Input]) {
        guard let value = value.map(Self.unwrapped) else { self = .other; return }
        if let call = value.as(FunctionCallExprSyntax.self) {
            self = Self.made(by: call)
            return
        }
        let name: String
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = value.as(MemberAccessExprSyntax.self), member.base?.isSelf == true {
            name = member.declName.baseName.text
        } else {
            self = .other
            return
        }
        if value.is(DeclReferenceExprSyntax.self), let made = Self.localCall(named: name, in: body) {
            self = Self.made(by: made)
        } else if inputs.contains(where: { $0.name == name && $0.kind == .plain }) {
            self = .input(name)
        } else {
            self = .other
        }
    }

    private static func made(by call: FunctionCallExprSyntax) -> ReloadedValue {
        call.constructedType != nil ? .madeEachUpdate(call.trimmedDescription) : .returned(call.trimmedDescription)
    }

    /// `try X(…)`, `await f()`, `(x)`: the expression inside.
    private static func unwrapped(_ value: ExprSyntax) -> ExprSyntax {
        var current = value.withoutUnwraps
        while true {
            if let tryExpression = current.as(TryExprSyntax.self) {
                current = tryExpression.expression.withoutUnwraps
            } else if let awaitExpression = current.as(AwaitExprSyntax.self) {
                current = awaitExpression.expression.withoutUnwraps
            } else {
                return current
            }
        }
    }

    /// `let document = context.coordinator.makeDocument()` among update's own statements.
    private static func localCall(named name: String, in body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        for statement in body.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let call = binding.initializer.flatMap({ unwrapped($0.value).as(FunctionCallExprSyntax.self) })
            else { continue }
            return call
        }
        return nil
    }
}
