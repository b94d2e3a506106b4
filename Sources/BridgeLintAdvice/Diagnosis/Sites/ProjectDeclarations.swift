import BridgeLintCore

/// What the project declares, gathered from every file before any site is looked at: types and what they inherit,
/// stored properties with their types (resolved within their file), functions, and which types are SwiftUI views
/// with what they show, supply and read from the environment. Names and places only: no syntax tree outlives the
/// file it was read from.
struct ProjectDeclarations: Sendable, PropertyTypes {
    struct Property: Sendable {
        let name: String
        let owner: String
        let type: TypeReference
        /// Property wrappers and attributes: `State`, `Published`, `EnvironmentObject`, `MainActor`.
        let attributes: [String]
        /// A computed property (`var body: some View { … }`), which a backtrace can name like a function.
        let hasAccessors: Bool
        let place: SourcePlace
    }

    struct Function: Sendable {
        let name: String
        /// The type it is declared in (or extends); nil at the top level.
        let owner: String?
        let place: SourcePlace
    }

    /// A view's `@EnvironmentObject var x: T` (an object) or `@Environment(T.self) var x` (an observable).
    struct EnvironmentRead: Sendable {
        let type: String
        let isObservable: Bool
        let view: String
        let place: SourcePlace
    }

    /// What a type's code builds and puts into the environment (merged over its declaration and extensions).
    struct ViewFacts: Sendable {
        /// Types it constructs, in order of appearance (views among them are the views it shows).
        var constructed: [String] = []
        /// Types given with `.environmentObject(_:)` and `.environment(_:)`.
        var objects: Set<String> = []
        var observables: Set<String> = []
    }

    private(set) var inherited: [String: [String]] = [:]
    private(set) var properties: [String: [String: Property]] = [:]
    private(set) var functions: [Function] = []
    private(set) var environmentReads: [String: [EnvironmentRead]] = [:]
    private(set) var viewFacts: [String: ViewFacts] = [:]
    /// Types that are SwiftUI views (they conform to `View` or a representable protocol, or declare `body`).
    private(set) var views: Set<String> = []
    /// The names of every function, for telling the app's names from the system's.
    private(set) var functionNames: Set<String> = []
    /// The names of every `@Published` property: an assignment to any other name needs no closer look.
    private(set) var publishedNames: Set<String> = []

    init(_ files: [FileDeclarations]) {
        var reads: [FileDeclarations.Read] = []
        for file in files {
            for (type, parents) in file.inherited {
                inherited[type, default: []] += parents
            }
            for property in file.properties where properties[property.owner]?[property.name] == nil {
                properties[property.owner, default: [:]][property.name] = property
            }
            functions += file.functions
            views.formUnion(file.views)
            for (type, facts) in file.viewFacts {
                var merged = viewFacts[type] ?? ViewFacts()
                merged.constructed += facts.constructed.filter { !merged.constructed.contains($0) }
                merged.objects.formUnion(facts.objects)
                merged.observables.formUnion(facts.observables)
                viewFacts[type] = merged
            }
            reads += file.reads
        }
        // A type is a view wherever its conformance is declared, so reads are kept once every file is in.
        for read in reads where views.contains(read.view) {
            environmentReads[read.view, default: []].append(
                EnvironmentRead(type: read.type, isObservable: read.isObservable, view: read.view, place: read.place))
        }
        functionNames = Set(functions.map(\.name))
        publishedNames = Set(properties.values.flatMap { $0.values.filter { $0.attributes.contains("Published") }.map(\.name) })
    }

    func property(_ name: String, of type: String) -> Property? {
        properties[type]?[name]
    }

    func type(ofProperty name: String, in owner: String) -> TypeReference? {
        properties[owner]?[name]?.type
    }

    func isDeclared(_ type: String) -> Bool {
        inherited[type] != nil
    }

    /// Whether the project type inherits from or conforms to `name` directly, or through project superclasses.
    func inherits(_ type: String, from name: String, depth: Int = 0) -> Bool {
        guard depth < 8, let parents = inherited[type] else { return false }
        return parents.contains(name) || parents.contains { inherits($0, from: name, depth: depth + 1) }
    }

    /// The project views a view's code builds, in order of appearance.
    func shows(_ view: String) -> [String] {
        (viewFacts[view]?.constructed ?? []).filter { $0 != view && views.contains($0) }
    }

    /// The types a view's own code supplies with `.environmentObject(_:)` (objects) or `.environment(_:)`.
    func supplies(_ view: String, observable: Bool) -> Set<String> {
        (observable ? viewFacts[view]?.observables : viewFacts[view]?.objects) ?? []
    }
}
