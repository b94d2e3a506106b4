import BridgeLintCore
import SwiftSyntax

/// The initializer arguments a view keeps under `@ObservedObject` and reads: `MapPicker(model:)` for
/// `@ObservedObject var model: PickerModel` set by the memberwise initializer, or the label of the parameter an
/// initializer assigns to it (`init(picker model: PickerModel) { self.model = model }` gives `MapPicker(picker:)`).
/// Read by `observed-object-owned`: a caller that builds that argument in its own body
/// (`MapPicker(model: PickerModel())`) hands the view a new object on each of its renders.
enum ObservedInputs: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        var path = ""
        /// `View(label:|property|Type` with the line of the property's declaration (`Type` empty when not written).
        var inputs: [WitnessLine] = []

        init() {}
    }

    /// The property an argument arrives in, its declared type, and where it is declared (`path:line`).
    struct Input: Sendable, Equatable {
        var property: String
        var place: String
        var type: String?
        /// The view only calls the object's methods for their effect (`Task { await model.markRead(item) }`): it
        /// reads none of its state, hands it to no one, and uses no result.
        var onlyActedOn = false
    }

    /// Marks an input that `Input.onlyActedOn`.
    private static let actedOnMark = "acts"


    static let name = "observed-inputs"

    static func record(in file: LintFile) -> FileRecord? {
        guard file.contains("@ObservedObject") else { return nil }
        var record = FileRecord()
        for group in TypeGroups.all(in: file) where group.declaration?.is(StructDeclSyntax.self) == true && group.mayBeView {
            for (label, variable, property) in inputs(of: group) {
                let line = file.location(of: variable.positionAfterSkippingLeadingTrivia).line
                let type = variable.bindings.first?.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) } ?? ""
                let use = onlyActedOn(property, in: group) ? "|" + actedOnMark : ""
                record.inputs.append(WitnessLine(key: "\(group.name)(\(label):|\(property)|\(type)\(use)", line: line))
            }
        }
        guard !record.inputs.isEmpty else { return nil }
        record.path = file.path
        return record
    }

    /// For each `@ObservedObject` property with no value of its own that the view reads outside its initializers:
    /// the labels of the initializer arguments that set it.
    private static func inputs(of group: TypeGroups.Group) -> [(label: String, variable: VariableDeclSyntax, property: String)] {
        let initializers = group.members.compactMap { $0.as(InitializerDeclSyntax.self) }
        let assignments = StoredProperties.initializerAssignments(group.members)
        var found: [(label: String, variable: VariableDeclSyntax, property: String)] = []
        // The names the view's code reads outside its initializers (which only set the property), read once per view.
        var readNames: Set<String>?
        for member in group.members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  TypeNames.attribute(named: "ObservedObject", in: variable.attributes) != nil,
                  variable.bindings.count == 1, let binding = variable.bindings.first, binding.initializer == nil,
                  let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let read = readNames ?? Set(group.members.filter { !$0.is(InitializerDeclSyntax.self) }.flatMap {
                NameReferences.collect(in: $0).names
            })
            readNames = read
            guard !read.isDisjoint(with: [property, "$" + property, "_" + property]) else { continue }
            // No initializer written: the memberwise one takes the property under its own name.
            guard !initializers.isEmpty else {
                found.append((property, variable, property))
                continue
            }
            var labels: [String] = []
            // `self.model = model` stores the object; `self.model.topics = topics` stores a value in it.
            for assignment in assignments where assignment.property == property
                && AccessPath(assignment.assignment.target)?.rest.isEmpty == true {
                guard let label = parameterLabel(assignedBy: assignment.assignment),
                      !labels.contains(label)
                else { continue }
                labels.append(label)
            }
            found += labels.map { ($0, variable, property) }
        }
        return found
    }

    /// Whether every use of `property` outside the view's initializers is a call of one of its methods made as a
    /// statement (`model.markRead(item)`, `await model.load()`): nothing the object holds reaches the view.
    private static func onlyActedOn(_ property: String, in group: TypeGroups.Group) -> Bool {
        var uses = 0
        for member in group.members where !member.is(InitializerDeclSyntax.self) {
            for reference in Nodes.all(DeclReferenceExprSyntax.self, in: member)
            where [property, "$" + property, "_" + property].contains(reference.baseName.text) {
                // `self.model` stands for the property as `model` does.
                var use = Syntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                   member.base?.isSelf == true {
                    use = Syntax(member)
                } else if reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id {
                    continue
                }
                guard reference.baseName.text == property, let access = use.parent?.as(MemberAccessExprSyntax.self),
                      access.base?.id == use.id, let call = access.parent?.as(FunctionCallExprSyntax.self),
                      call.calledExpression.id == access.id, isStatement(call)
                else { return false }
                uses += 1
            }
        }
        return uses > 0
    }

    /// A call whose result nothing uses: an expression statement, possibly under `await` or `try`.
    private static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) { node = parent }
        return node.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// The external label of the initializer parameter an assignment stores, or its position (`#0`) when it
    /// has none (`init(_ model: MenuModel)`); `nil` for anything else.
    private static func parameterLabel(assignedBy assignment: Assignment) -> String? {
        guard let parameter = parameter(storedBy: assignment) else { return nil }
        guard parameter.firstName.tokenKind == .wildcard else { return parameter.firstName.text }
        guard let list = parameter.parent?.as(FunctionParameterListSyntax.self),
              let index = list.firstIndex(where: { $0.id == parameter.id })
        else { return nil }
        return InitializerLabels.positional(list.distance(from: list.startIndex, to: index))
    }

    /// The enclosing initializer's parameter an assignment stores as it is: `self.model = model`, or wrapped for
    /// the property's storage, `_model = ObservedObject(wrappedValue: model)`.
    static func parameter(storedBy assignment: Assignment) -> FunctionParameterSyntax? {
        guard assignment.value.count == 1, var value = assignment.value.first else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self) {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "wrappedValue"
            else { return nil }
            value = argument.expression
        }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let initializer = assignment.expression.ancestor(InitializerDeclSyntax.self)
        else { return nil }
        return initializer.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
    }

    /// For each `View(label:`, the property it arrives in; the first file's answer for a name two views share.
    static func merge(_ records: [FileRecord]) -> [String: Input] {
        var inputs: [String: Input] = [:]
        for record in records {
            for input in record.inputs {
                let parts = input.key.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
                guard parts.count >= 3, inputs[parts[0]] == nil else { continue }
                inputs[parts[0]] = Input(property: parts[1], place: "\(record.path):\(input.line)", type: parts[2].isEmpty ? nil : parts[2],
                                         onlyActedOn: parts.count == 4 && parts[3] == actedOnMark)
            }
        }
        return inputs
    }
}

extension ProjectIndex {
    /// For each `View(label:` whose argument the view keeps under `@ObservedObject`: the property and its place.
    var observedInputs: [String: ObservedInputs.Input] { record(of: ObservedInputs.self) }
}
