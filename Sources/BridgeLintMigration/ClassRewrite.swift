import BridgeLintCore
import SwiftSyntax

/// The class's own changes: `@Observable` added, `ObservableObject` dropped from its inheritance list,
/// `@Published` removed (access control and observers stay), and `@ObservationIgnored` on stored properties
/// Observation must not or cannot track. Blocks what it cannot rewrite correctly.
struct ClassRewrite {
    /// Attributes that are not property wrappers: a stored property with any other custom attribute is
    /// wrapped, and a macro-generated tracked property cannot be.
    static let plainAttributes: Set<String> = [
        "MainActor", "objc", "nonobjc", "available", "IBOutlet", "IBInspectable", "GKInspectable", "preconcurrency",
        "ObservationIgnored", "usableFromInline", "inlinable", "_spi", "backDeployed", "discardableResult", "Sendable",
    ]
    /// Protocols whose requirement the compiler would synthesize from the stored properties, which
    /// `@Observable` renames to `_name`.
    static let synthesizedCoding: [String: [String]] = [
        "Codable": ["init(from:)", "encode(to:)"], "Decodable": ["init(from:)"], "Encodable": ["encode(to:)"],
    ]

    let context: MigrationContext
    let source: Int
    let declaration: ClassDeclSyntax

    /// The names of the class's `@Published` properties: their `$name` publishers are what Combine reaches.
    var publishedNames: Set<String> {
        Set(storedProperties.filter(\.isPublished).flatMap { $0.bindings.compactMap(\.boundName) })
    }

    private var storedProperties: [VariableDeclSyntax] {
        declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { !$0.isStatic && $0.isStored }
    }

    func apply(to work: inout ClassWork) {
        let name = declaration.name.text
        let here = context.location(of: declaration, in: source)
        let attributes = TypeNames.attributeNames(declaration.attributes)
        if !BridgeVocabulary.observationMacros.isDisjoint(with: attributes) {
            work.block(.unsupportedUse, "\(name) is already marked @Observable while conforming to ObservableObject", at: here)
        }
        checkInheritance(&work)
        let members = declaration.memberBlock.members
        if members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) && $0.decl.description.contains("@Published") }) {
            work.block(.unsupportedUse, "@Published properties inside #if are not rewritten", at: here)
        }
        if let custom = members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
            .first(where: { $0.bindings.contains { $0.boundName == "objectWillChange" } }) {
            work.block(.objectWillChange, "\(name) declares its own objectWillChange", at: context.location(of: custom, in: source))
        }
        let memberNames = Set(members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { $0.bindings.compactMap(\.boundName) })
        for property in storedProperties {
            rewrite(property, &work)
            // The macro stores a tracked `name` in `_name`: a member already called that would clash.
            for name in property.bindings.compactMap(\.boundName) where memberNames.contains("_\(name)") && property.bindingSpecifier.text == "var" {
                work.block(.unsupportedUse, "a member named `_\(name)` would clash with the storage @Observable gives \(name)",
                           at: context.location(of: property, in: source))
            }
        }
        if declaration.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) {
            work.notes.append("\(here): \(name) is \(declaration.modifiers.contains { $0.name.text == "open" } ? "open" : "public"); uses outside the linted paths are not seen")
        }
        let indentation = context.sources[source].indentation(of: declaration)
        work.edit(.insert("@Observable\n\(indentation)", before: declaration), in: source, at: here,
                  "@Observable added to \(name), ObservableObject dropped")
    }

    private func checkInheritance(_ work: inout ClassWork) {
        guard let clause = declaration.inheritanceClause else { return }
        let entries = Array(clause.inheritedTypes)
        let names = entries.map { TypeNames.simpleName(of: $0.type) }
        guard let position = names.firstIndex(of: "ObservableObject") else { return }
        let here = context.location(of: clause, in: source)
        for parent in names.compactMap({ $0 }) where parent != "ObservableObject" {
            switch context.index.isObservableObject(parent) {
            case .yes:
                work.block(.hierarchy, "inherits from \(parent), itself an ObservableObject, which would have to migrate with it", at: here)
            case .unknown where !Self.isPlatformType(parent):
                work.block(.outsideLintedPaths,
                           "inherits from \(parent), declared outside the linted paths: cannot tell whether it is or needs an ObservableObject",
                           at: here)
            default:
                break
            }
            if let required = Self.synthesizedCoding[parent], !required.allSatisfy(declaredCodingMethods().contains) {
                work.block(.unsupportedUse,
                           "conforms to \(parent) through synthesized code, which @Observable's renamed storage breaks", at: here)
            }
        }
        let entry = entries[position]
        let removal: TextEdit
        if entries.count == 1 {
            removal = TextEdit(start: clause.positionAfterSkippingLeadingTrivia.utf8Offset,
                               end: clause.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
        } else if position + 1 < entries.count {
            removal = TextEdit(start: entry.positionAfterSkippingLeadingTrivia.utf8Offset,
                               end: entries[position + 1].positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
        } else {
            let comma = entries[position - 1].trailingComma ?? entries[position - 1].lastToken(viewMode: .sourceAccurate)!
            removal = TextEdit(start: comma.positionAfterSkippingLeadingTrivia.utf8Offset,
                               end: entry.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
        }
        work.edit(removal, in: source)
    }

    /// `init(from:)` and `encode(to:)` written by hand, in the class or a top-level extension of it.
    private func declaredCodingMethods() -> Set<String> {
        let name = declaration.name.text
        var groups: [MemberBlockSyntax] = [declaration.memberBlock]
        for file in context.sources where file.text.contains("extension \(name)") {
            for item in file.tree.statements {
                if let group = item.item.as(ExtensionDeclSyntax.self), Syntax(group).declaredTypeName == name {
                    groups.append(group.memberBlock)
                }
            }
        }
        var found: Set<String> = []
        for member in groups.flatMap(\.members) {
            if let initializer = member.decl.as(InitializerDeclSyntax.self),
               initializer.signature.parameterClause.parameters.first?.firstName.text == "from" {
                found.insert("init(from:)")
            }
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "encode",
               function.signature.parameterClause.parameters.first?.firstName.text == "to" {
                found.insert("encode(to:)")
            }
        }
        return found
    }

    private func rewrite(_ property: VariableDeclSyntax, _ work: inout ClassWork) {
        let here = context.location(of: property, in: source)
        let names = property.bindings.compactMap(\.boundName).joined(separator: ", ")
        let modifiers = Set(property.modifiers.map(\.name.text))
        if modifiers.contains("dynamic") {
            work.block(.unsupportedUse, "\(names) is `dynamic` (KVO), which a tracked property cannot be", at: here)
        }
        let customAttributes = TypeNames.attributeNames(property.attributes).filter { !Self.plainAttributes.contains($0) }
        guard property.isPublished else {
            guard property.bindingSpecifier.text == "var" else { return }
            var reasons: [String] = []
            if modifiers.contains("lazy") { reasons.append("lazy") }
            if modifiers.contains("weak") || modifiers.contains("unowned") { reasons.append("a weak or unowned reference") }
            if let wrapper = customAttributes.first { reasons.append("marked @\(wrapper), which the macro cannot track") }
            guard !reasons.isEmpty, !TypeNames.attributeNames(property.attributes).contains("ObservationIgnored") else { return }
            work.edit(.insert("@ObservationIgnored ", before: property), in: source, at: here,
                      "@ObservationIgnored on \(names) (\(reasons.joined(separator: ", ")); it was never published)")
            return
        }
        if let other = customAttributes.first(where: { $0 != "Published" }) {
            work.block(.unsupportedUse, "\(names) combines @Published with @\(other)", at: here)
        }
        if property.bindings.count > 1 {
            work.block(.unsupportedUse, "one @Published declaration binds several properties (\(names))", at: here)
        }
        for binding in property.bindings {
            guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
            for accessor in accessors {
                let code = accessor.body?.description ?? ""
                if code.contains("objectWillChange") || code.contains("$") {
                    work.block(.observerTiming,
                               "the \(accessor.accessorSpecifier.text) of \(names) uses objectWillChange or a publisher, whose timing Observation does not keep",
                               at: context.location(of: accessor, in: source))
                } else {
                    work.notes.append("\(here): \(names) keeps its \(accessor.accessorSpecifier.text); it runs as before, and views now update from the tracked change")
                }
            }
        }
        if let attribute = TypeNames.attribute(named: "Published", in: property.attributes) {
            work.edit(.remove(attribute), in: source, at: here, "@Published removed from \(names)")
        }
    }

    /// Apple's types (`NSObject`, `CLLocationManagerDelegate`, `UIApplicationDelegate`, …) are never
    /// ObservableObject and never require one: a two-letter-or-more capital prefix followed by a word.
    static func isPlatformType(_ name: String) -> Bool {
        let prefixes = ["NS", "UI", "CL", "MK", "AV", "WK", "SK", "PH", "CN", "UN", "WC", "GK", "CB", "EK", "HK",
                        "MC", "MP", "SF", "AS", "CK", "CX", "NW", "PK", "SC", "ST", "AR", "CA", "CI", "AU", "RP", "VN", "QL"]
        guard let prefix = prefixes.first(where: name.hasPrefix), name.count > prefix.count else { return false }
        return name.dropFirst(prefix.count).first?.isUppercase == true
    }
}

extension VariableDeclSyntax {
    var isPublished: Bool { TypeNames.attributeNames(attributes).contains("Published") }

    var isStatic: Bool { modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } }

    /// Whether it stores its value: no `get`/`set` (observers are fine).
    var isStored: Bool {
        bindings.allSatisfy { binding in
            switch binding.accessorBlock?.accessors {
            case nil: true
            case .getter: false
            case .accessors(let accessors)?:
                accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
        }
    }
}
