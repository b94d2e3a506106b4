import SwiftSyntax

extension ClosureExprSyntax {
    /// Whether the closure names a parameter `name`, written short (`{ data in … }`) or in full
    /// (`{ (data: Data) in … }`). Anonymous `$0` parameters are not names.
    func declaresParameter(named name: String) -> Bool {
        switch signature?.parameterClause {
        case .simpleInput(let parameters): parameters.contains { $0.name.text == name }
        case .parameterClause(let clause): clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        case nil: false
        }
    }
}
