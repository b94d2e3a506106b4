import BridgeLintCore
import SwiftSyntax

/// A write of a representable's input from the UIKit side: the coordinator (in a delegate method, a
/// target-action handler or a closure) or a callback closure of the representable storing a new value.
struct WriteBack {
    let input: String
    /// The write itself, for pointing at it.
    let node: ExprSyntax
    /// Handed to a queue or a task first (`DispatchQueue.main.async { parent.text = … }`): it lands after
    /// the current SwiftUI update instead of re-entering it.
    let isDeferred: Bool
    /// Properties read to make the written value: `text` for `parent.text = field.text ?? ""`.
    let sourceProperties: Set<String>

    init(input: String, write: Write, within member: some SyntaxProtocol) {
        self.input = input
        self.node = write.node
        self.isDeferred = Deferral.isDeferred(write.node, within: member)
        var values: [Syntax] = []
        if let sequence = write.node.as(SequenceExprSyntax.self) {
            values = sequence.elements.dropFirst().map(Syntax.init)
        } else if let call = write.node.as(FunctionCallExprSyntax.self) {
            values = [Syntax(call.arguments)]
        }
        self.sourceProperties = Self.propertiesRead(by: values, at: Syntax(write.node))
    }

    /// Member names read to make the values, following locals back to what they were bound to
    /// (`if let text = field.text, let value = formatter.number(from: text) { parent.amount = value }` reads `text`).
    private static func propertiesRead(by values: [Syntax], at site: Syntax) -> Set<String> {
        Set(LocalBinding.sources(of: values, at: site).flatMap { Nodes.all(MemberAccessExprSyntax.self, in: $0).map(\.declName.baseName.text) })
    }
}

extension Representable {
    /// Every write-back of an input:
    /// - by the coordinator through its copy of the representable: `parent.text = …`, `parent.$text.wrappedValue = …`,
    ///   `parent.items.append(…)`;
    /// - by the coordinator through a stored binding: `text.wrappedValue = …`, or `self.text = …` on `@Binding var text`;
    /// - by a closure of the representable itself: `UIAction { _ in text = field.text ?? "" }`.
    var writeBacks: [WriteBack] {
        let inputs = self.inputs
        let inputNames = Set(inputs.map(\.name))
        var result: [WriteBack] = []
        if let coordinator {
            let parents = Set(coordinator.parentProperties(of: name).map(\.name))
            let bindings = bindingInputs(of: coordinator, inputNames: inputNames)
            let wrapperBindings = Set(coordinator.bindingProperties.filter { $0.attributes.contains("Binding") }.map(\.name))
            for (code, member) in coordinator.laterCode() {
                for write in Write.all(in: code) {
                    guard let path = write.target.pathFromSelf, let first = path.first else { continue }
                    var input: String?
                    if parents.contains(first), path.count >= 2 {
                        input = wrappedPropertyName(path[1])
                    } else if let bound = bindings[first], path.count >= 2 && path[1] == "wrappedValue" || wrapperBindings.contains(first) {
                        input = bound
                    }
                    if let input, inputNames.contains(input) {
                        result.append(WriteBack(input: input, write: write, within: member))
                    }
                }
            }
        }
        let writable = Set(inputs.filter { $0.kind != .plain }.map(\.name))
        // `let text: Binding<String>`, written through its `wrappedValue`.
        let bindingValues = Set(inputs.filter {
            $0.kind == .plain && StoredValueType.isBinding($0.declaration.bindings.first?.typeAnnotation?.type)
        }.map(\.name))
        for body in memberBodies {
            for closure in Nodes.all(ClosureExprSyntax.self, in: body) {
                let shadowed = LocalNames.declared(in: closure)
                for write in Write.all(in: closure.statements) {
                    guard let target = write.target.memberPath, let first = target.first else { continue }
                    let viaSelf = first == "self" && target.count > 1
                    let input = wrappedPropertyName(viaSelf ? target[1] : first)
                    let throughWrappedValue = target.dropFirst(viaSelf ? 2 : 1).first == "wrappedValue"
                    guard writable.contains(input) || (bindingValues.contains(input) && throughWrappedValue),
                          viaSelf || !shadowed.contains(input)
                    else { continue }
                    result.append(WriteBack(input: input, write: write, within: body))
                }
            }
        }
        return result
    }

    /// Write-backs that land synchronously, while SwiftUI may be in the middle of an update.
    var immediateWriteBacks: [WriteBack] {
        writeBacks.filter { !$0.isDeferred }
    }

    /// Names of the UIKit objects whose events the UIKit side listens to: one given a delegate or data source,
    /// a target, an action or a gesture recognizer, or named as a notification's `object:` or a publisher's
    /// source. `searchBar` for `controller.search.searchBar.delegate = context.coordinator`. Only a change to
    /// one of these can come back as a write-back; a label the update also sets cannot.
    var listenedObjectNames: Set<String> {
        var code = members.map(Syntax.init)
        if let coordinator, !members.contains(where: { $0.as(ClassDeclSyntax.self) == coordinator.declaration }) {
            code.append(Syntax(coordinator.declaration))
        }
        var names: Set<String> = []
        for node in code {
            for sequence in Nodes.all(SequenceExprSyntax.self, in: node) {
                guard let assignment = Assignment(sequence), let path = assignment.target.memberPath, path.count >= 2,
                      ["delegate", "dataSource"].contains(path[path.count - 1])
                else { continue }
                names.insert(path[path.count - 2])
            }
            for call in Nodes.all(FunctionCallExprSyntax.self, in: node) {
                if let name = call.calleeName, Self.listeningCalls.contains(name),
                   let receiver = call.receiver?.memberPath?.last {
                    names.insert(receiver)
                }
                for argument in call.arguments where argument.label?.text == "object" {
                    if let object = argument.expression.memberPath?.last { names.insert(object) }
                }
            }
        }
        return names
    }

    private static let listeningCalls: Set<String> = [
        "addTarget", "addAction", "addGestureRecognizer", "publisher", "observe", "addObserver",
    ]

    /// Bodies of the representable's own methods and computed properties (not of nested types).
    private var memberBodies: [Syntax] {
        members.flatMap { member -> [Syntax] in
            if let function = member.as(FunctionDeclSyntax.self) { return function.body.map { [Syntax($0)] } ?? [] }
            if let variable = member.as(VariableDeclSyntax.self) {
                return variable.bindings.compactMap { $0.accessorBlock.map(Syntax.init) }
            }
            return []
        }
    }

    /// Which input each of the coordinator's stored bindings holds, by property name. Followed from
    /// makeCoordinator (`Coordinator(text: $text)`) through the coordinator's initializer (`self.value = text`);
    /// a binding property named like a binding input is taken to hold it.
    private func bindingInputs(of coordinator: Coordinator, inputNames: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        let bindingNames = Set(coordinator.bindingProperties.map(\.name))
        if let body = makeCoordinator?.body,
           let call = Nodes.all(FunctionCallExprSyntax.self, in: body).first(where: { $0.constructedType == coordinator.name }) {
            for (position, argument) in call.arguments.enumerated() {
                guard let projected = argument.expression.pathFromSelf, projected.count == 1,
                      projected[0].hasPrefix("$"), inputNames.contains(wrappedPropertyName(projected[0]))
                else { continue }
                let label = argument.label?.text ?? "_"
                for initializer in coordinator.initializers {
                    let parameters = Array(initializer.signature.parameterClause.parameters)
                    guard parameters.count == call.arguments.count, parameters[position].firstName.text == label,
                          let body = initializer.body
                    else { continue }
                    let parameter = (parameters[position].secondName ?? parameters[position].firstName).text
                    for statement in body.statements {
                        guard let sequence = statement.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                              assignment.value.count == 1, assignment.value[0].as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
                              let target = assignment.target.pathFromSelf, target.count == 1
                        else { continue }
                        let property = wrappedPropertyName(target[0])
                        if bindingNames.contains(property) {
                            result[property] = wrappedPropertyName(projected[0])
                        }
                    }
                }
            }
        }
        for property in bindingNames where result[property] == nil && inputNames.contains(property) {
            result[property] = property
        }
        return result
    }
}
