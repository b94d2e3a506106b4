import BridgeLintCore
import SwiftSyntax

/// Whether a representable's plain inputs can change between updates, from what its call sites pass: an input
/// every call site fixes (or leaves at its default), forwards from a parent view's property that is itself
/// always fixed, or one no call site in sight sets, never changes. Asked by the rules whose finding holds only
/// for a changing input (`representable-stale-config`, `coordinator-stale-parent`).
enum InputVariation {
    /// Reported when some call site of `representable` passes a changing value with one of `labels`.
    @CompactCoded
    struct Question: IndexQuestion {
        var representable: String
        /// The file declaring it: where the project declares several views of that name, a call site counts
        /// for the declaration nearest to it.
        var file: String
        var message: String
        var labels: [String]
        /// What the finding says when no call site passes a changing value: the contract is broken, but
        /// nothing in the project makes it bite yet (latent).
        var latentMessage: String
        /// For properties of an object input read only in make (`recognizer.language`): what changes is the
        /// property, not the input, so the witness is a write to it rather than a call site.
        var observedMembers: [ObservedMember] = []
        /// The inputs are closures: a caller's closure that reads changing values is itself the evidence.
        var changesThroughCaptures = false
        /// For an input the view never reads, its default (`true`): a call that passes another literal is ignored
        /// now, whether or not the value ever changes.
        var ignoredDefault = ""
        /// The finding holds wherever a caller passes any value of its own (not a constant) for one of the labels:
        /// a write the input was to carry back to that value (the coordinator setting its copy's plain property)
        /// never reaches it, whether or not the value changes.
        var heldByCaller = false
    }

    /// `recognizer.language`, read from an object input of type `type`.
    @CompactCoded
    struct ObservedMember: CompactCodable, Sendable, Hashable {
        var display: String
        var type: String
        var property: String
        /// Declared with a wrapper for observed objects (`@ObservedObject`, `@Bindable`, …): an object whose
        /// changes SwiftUI follows, even when its type is out of sight.
        var isObserved: Bool

        init(display: String, type: String, property: String, isObserved: Bool) {
            self.display = display
            self.type = type
            self.property = property
            self.isObserved = isObserved
        }
    }

    /// The question whose answer is `message` when one of `names` gets a changing value at some call site;
    /// nil when the call-site label of one of them is not known.
    static func question(_ names: [String], of representable: Representable, labels: [String: [String]]?,
                         message: String, latentMessage: String, changesThroughCaptures: Bool = false) -> Question? {
        guard let labels, names.allSatisfy({ labels[$0]?.isEmpty == false }) else { return nil }
        return Question(representable: representable.name, file: representable.path, message: message, labels: names.flatMap { labels[$0] ?? [] },
                        latentMessage: latentMessage, changesThroughCaptures: changesThroughCaptures)
    }

    /// Witnessed when the project shows the value changing while the view is shown: a binding made anew on each
    /// render, a value from a content closure's parameter, or a write to the object property it is read from.
    /// Latent when no call site passes a changing value (every caller fixes it, or none is in sight), and when
    /// one passes a value that is not a constant but nothing in sight changes it.
    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        guard question.observedMembers.isEmpty else { return memberVerdict(question, index: index) }
        if question.changesThroughCaptures { return verdictFromAnyChangingCall(question, index: index) }
        if question.heldByCaller { return verdictFromCallerValue(question, index: index) }
        let type = question.representable
        // What the view was given differs only when the value does: the caller's own object is the same reference on
        // every render, and a closure reaching only shared storage acts the same from an old copy.
        let varying = question.labels.filter {
            index.varyingValueArguments.contains("\(type)(\($0):") && callBuildsThisDeclaration("\(type)(\($0):", question, index: index)
        }
        guard let label = varying.first else { return ignoredLiteral(question, index: index) ?? .latent(question.latentMessage) }
        // Evidence that the value changes while the view is shown: a binding made anew on each render, or a
        // write to the object property the value is read from.
        if let fresh = varying.first(where: { $0.hasPrefix(CallSiteFacts.perRenderBindingMark) }) {
            return IndexVerdict(question.message + witnessClause(type, label: fresh, index: index))
        }
        let calls = index.record(of: CallSiteFacts.self)
        for label in varying {
            guard let evidence = calls.argumentEvidence["\(type)(\(label):"] else { continue }
            return IndexVerdict(question.message + """
                ; the value passed for \(displayed(label)) at \(evidence.site) \(evidence.reason) while the view is shown
                """)
        }
        let members = index.record(of: ObservableMembers.self)
        for label in varying {
            guard let member = calls.varyingMembers["\(type)(\(label):"],
                  let dot = member.lastIndex(of: "."),
                  let place = members.write(of: String(member[member.index(after: dot)...]), in: String(member[..<dot]),
                                            outside: type, index: index)
            else { continue }
            let passed = index.callSiteWitness("\(type)(\(label):").map { " at \($0)" } ?? ""
            return IndexVerdict(question.message + """
                ; the value passed for \(displayed(label))\(passed) is read from '\(member)', which changes while the view is \
                shown (it is written at \(place))
                """)
        }
        // A caller passes something that is not a constant, but no write that changes it is in sight.
        let passed = index.callSiteWitness("\(type)(\(label):").map { " at \($0)" } ?? ""
        return .latent(question.message + """
            , if it changes while the view is shown: the call\(passed) passes a value that is not a constant for \
            \(displayed(label)), but no write that changes it while the view is shown is in sight
            """)
    }

    /// Witnessed by a call that passes a value of its own for one of the labels, which the finding says never
    /// hears back; latent when every call passes a constant or none is in sight.
    private static func verdictFromCallerValue(_ question: Question, index: ProjectIndex) -> IndexVerdict {
        for label in question.labels {
            let key = "\(question.representable)(\(label):"
            guard index.passedArguments.contains(key), callBuildsThisDeclaration(key, question, index: index) else { continue }
            let place = index.callSiteHoldingValue(key).map { " at \($0)" } ?? ""
            return IndexVerdict(question.message + "; the call\(place) passes its own value for \(displayed(label)), which the write never reaches")
        }
        return .latent(question.latentMessage)
    }

    /// A call that passes a literal other than the ignored input's default: what it asks for is lost today.
    private static func ignoredLiteral(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        guard !question.ignoredDefault.isEmpty else { return nil }
        let literals = index.record(of: CallSiteFacts.self).constantArguments
        for label in question.labels {
            guard let passed = literals["\(question.representable)(\(label):"]?.first(where: { $0.value != question.ignoredDefault })
            else { continue }
            return IndexVerdict(question.message + """
                ; the call at \(passed.site) passes \(passed.value) for \(displayed(label)), and the view goes on as if given \
                its default, \(question.ignoredDefault)
                """)
        }
        return nil
    }

    /// Witnessed when some call site passes a changing value, with no evidence asked of it: a hosted root built
    /// from a content closure is rebuilt only in update, and a caller's closure that reads changing values is
    /// itself the evidence. Latent when no call site does.
    static func verdictFromAnyChangingCall(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        guard question.observedMembers.isEmpty else { return memberVerdict(question, index: index) }
        let type = question.representable
        let varying = question.labels.filter {
            index.varyingValueArguments.contains("\(type)(\($0):") && callBuildsThisDeclaration("\(type)(\($0):", question, index: index)
        }
        var unchangingMembers: [String] = []
        for label in varying {
            switch objectMember(passedFor: "\(type)(\(label):", index: index) {
            case nil:
                return IndexVerdict(question.message + witnessClause(type, label: label, index: index))
            case .written(let member, let place)?:
                let passed = index.callSiteWitness("\(type)(\(label):").map { " at \($0)" } ?? ""
                return IndexVerdict(question.message + """
                    ; the closure passed for \(displayed(label))\(passed) is read from '\(member)', which is replaced while \
                    the view is shown (it is written at \(place))
                    """)
            case .unchanging(let member)?:
                unchangingMembers.append(member)
            }
        }
        guard let member = unchangingMembers.first else { return .latent(question.latentMessage) }
        return .latent(question.latentMessage + """
            ; the closure passed is '\(member)', a method (or a property nothing replaces) of an object the caller keeps, \
            which acts the same from every render's copy
            """)
    }

    private enum ObjectMember {
        case written(member: String, place: String)
        case unchanging(member: String)
    }

    /// A closure passed as a member of an object in sight (`model.pasteAddress`), with nothing else making it
    /// change: the same method of the same object on every render, unless the member is an observable
    /// property the project writes. `nil` for any other value.
    private static func objectMember(passedFor key: String, index: ProjectIndex) -> ObjectMember? {
        let calls = index.record(of: CallSiteFacts.self)
        guard !key.contains(CallSiteFacts.perRenderBindingMark), calls.argumentEvidence[key] == nil,
              let member = calls.varyingMembers[key], let dot = member.lastIndex(of: ".")
        else { return nil }
        let (owner, name) = (String(member[..<dot]), String(member[member.index(after: dot)...]))
        guard !index.declarations(named: owner).isEmpty else { return nil }
        let members = index.record(of: ObservableMembers.self)
        guard members.properties.contains(member) else { return .unchanging(member: member) }
        guard let place = members.write(of: name, in: owner, outside: "", index: index) else { return .unchanging(member: member) }
        return .written(member: member, place: place)
    }

    /// Witnessed when one of the properties tells SwiftUI of its changes (`@Published`, an `@Observable`
    /// class's) and the project writes it somewhere; latent when it is observable but never written after its
    /// object is made, or its type is out of sight; no finding when the type is in sight and the property does
    /// not tell SwiftUI of changes (update would not run for them anyway).
    private static func memberVerdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let record = index.record(of: ObservableMembers.self)
        var unwritten: [String] = []
        var outOfSight: [ObservedMember] = []
        for member in question.observedMembers {
            if record.properties.contains("\(member.type).\(member.property)") {
                if let place = record.write(of: member.property, in: member.type, outside: question.representable, index: index) {
                    return IndexVerdict(question.message + """
                        ; '\(member.display)' changes while the view is shown (it is written at \(place)), and the \
                        view keeps showing the value it had when it was made
                        """)
                }
                unwritten.append(member.display)
            } else if member.isObserved, index.declarations(named: member.type).isEmpty {
                outOfSight.append(member)
            }
        }
        if !unwritten.isEmpty {
            return .latent(question.latentMessage + """
                ; no code outside '\(question.representable)' writes \(quotedList(unwritten)) after its object is made, so \
                nothing is lost yet; a write from elsewhere while the view is shown would not reach the view
                """)
        }
        guard let hidden = outOfSight.first else { return nil }
        return .latent(question.latentMessage + """
            ; '\(hidden.type)' is declared out of sight, so whether '\(hidden.property)' changes while the view is shown \
            cannot be seen here; if it does, the view keeps the first value
            """)
    }

    /// A call-site label as a message names it: `'title'`, or `its trailing closure`.
    private static func displayed(_ label: String) -> String {
        label == ClosureArgument.trailingLabel ? "its trailing closure" : InitializerLabels.displayed(label)
    }

    /// `; a changing value comes from the call at Feed.swift:42`, when the index knows the place.
    /// Whether the call passing a changing value for `key` can build the declaration the question is about:
    /// where several types share its name (an app's targets side by side, each with its own `WebView`), the
    /// witnessing call counts only for the declarations nearest to it in the folder tree.
    private static func callBuildsThisDeclaration(_ key: String, _ question: Question, index: ProjectIndex) -> Bool {
        guard !question.file.isEmpty, let site = index.callSiteWitness(key) else { return true }
        return FolderDistance.site(site, makes: question.file, among: index.declaringFiles(of: question.representable))
    }

    static func witnessClause(_ type: String, label: String, index: ProjectIndex) -> String {
        guard let place = index.callSiteWitness("\(type)(\(label):") else { return "" }
        if label.hasPrefix(CallSiteFacts.perRenderBindingMark) {
            return " (a binding made anew on each render is passed for '\(label.dropFirst())' at \(place))"
        }
        if label == ClosureArgument.trailingLabel {
            return " (the trailing closure passed at \(place) reads values that change)"
        }
        let shown = displayed(label)
        let name = shown.hasPrefix("the ") ? String(shown.dropFirst("the ".count)) : shown
        return " (a changing \(name) comes from \(place))"
    }

    /// The latent variant's second half: why nothing shows yet and what would make it. `callersInSight` is
    /// false when the call-site labels cannot be known here (an unlabeled parameter, the initializers in another file).
    static func noChangingCaller(
        _ names: [String], callersInSight: Bool = true, then consequence: String = "the view keep the first value"
    ) -> String {
        let them = names.count == 1 ? "it" : "them"
        let why = callersInSight
            ? "no call site in this project passes a changing value for \(them) while the view is shown today, so nothing is lost yet"
            : "what callers pass for \(them) cannot be seen here (an unlabeled parameter, or initializers in another file)"
        return "\(why); a caller that passes one (a @State, a model's property) would see \(consequence)"
    }

    /// The argument labels call sites use for each input of a representable: the property name with the
    /// memberwise initializer, or, with initializers of its own, the labels of the parameters they assign to it
    /// (`init(title text: String) { self.text = text }`). `nil` when the declaration is elsewhere.
    /// `properties` names the stored properties the memberwise initializer takes, when not only `inputs`
    /// (closures, which are not inputs).
    static func callSiteLabels(of representable: Representable, properties: [String]? = nil) -> [String: [String]]? {
        guard let declaration = representable.declaration else { return nil }
        let members = declaration.memberBlock.flattenedDeclarations
        guard members.contains(where: { $0.is(InitializerDeclSyntax.self) }) else {
            let names = properties ?? representable.inputs.map(\.name)
            var labels = Dictionary(names.map { ($0, [$0]) }, uniquingKeysWith: { first, _ in first })
            // `@ViewBuilder let content: Content` last: the memberwise initializer takes a closure for it, which
            // callers usually write as a trailing closure (`Pane { Text(title) }`).
            if let last = lastStoredProperty(in: members), labels[last.name] != nil,
               TypeNames.attributeNames(last.declaration.attributes).contains(where: { $0.hasSuffix("Builder") }) {
                labels[last.name]?.append(ClosureArgument.trailingLabel)
            }
            return labels
        }
        var labels = InitializerLabels.byProperty(in: members)
        // `self.delegate = WebDelegate(application: application)`: the object changes where `application` does.
        labels.merge(InitializerLabels.constructionSources(in: members)) { direct, _ in direct }
        // The first of the closures ending an initializer may come as a trailing closure (`Drawer { … } content: { … }`).
        for property in InitializerLabels.firstTrailingClosureProperties(in: members) where labels[property] != nil {
            labels[property]?.append(ClosureArgument.trailingLabel)
        }
        return labels
    }

    /// The last stored instance property the memberwise initializer takes (no `let` with a value), and its declaration.
    private static func lastStoredProperty(in members: [DeclSyntax]) -> (name: String, declaration: VariableDeclSyntax)? {
        StoredProperties.memberwiseParameters(in: members).last.map { ($0.name, $0.declaration) }
    }

    /// `callSiteLabels`, where the closure the memberwise initializer takes as a call's first trailing closure,
    /// when it is among `properties`, may also come that way (`PhotoGrid(photos: p) { photo in … }`).
    static func callSiteLabelsWithTrailingClosure(of representable: Representable, properties: [String]) -> [String: [String]]? {
        guard var labels = callSiteLabels(of: representable, properties: properties),
              let members = representable.declaration?.memberBlock.flattenedDeclarations,
              !members.contains(where: { $0.is(InitializerDeclSyntax.self) }),
              let trailing = StoredProperties.firstTrailingClosureParameter(in: members), properties.contains(trailing)
        else { return callSiteLabels(of: representable, properties: properties) }
        if labels[trailing]?.contains(ClosureArgument.trailingLabel) != true {
            labels[trailing, default: []].append(ClosureArgument.trailingLabel)
        }
        return labels
    }

    /// For each closure the representable is given: the arguments call sites pass it as, `Type(label:`.
    static func callbackArguments(of representable: Representable) -> [String: [String]] {
        let closures = memberwiseClosures(of: representable)
        let labels = callSiteLabelsWithTrailingClosure(of: representable, properties: closures) ?? [:]
        return labels.filter { closures.contains($0.key) }.mapValues { $0.map { "\(representable.name)(\($0):" } }
    }

    /// Closure-typed stored properties the memberwise initializer takes (any, not only the inputs looked at).
    static func memberwiseClosures(of representable: Representable) -> [String] {
        guard let declaration = representable.declaration else { return [] }
        return StoredProperties.memberwiseParameters(in: declaration.memberBlock.flattenedDeclarations)
            .filter { StoredValueType.isFunction($0.binding.typeAnnotation?.type) }
            .map(\.name)
    }
}
