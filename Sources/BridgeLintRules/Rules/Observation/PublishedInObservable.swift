import BridgeLintCore
import SwiftSyntax

/// `@Published` on a property of an `@Observable` class.
struct PublishedInObservable: Rule {
    static let description = RuleDescription(
        id: "published-in-observable",
        summary: "@Published inside an @Observable class",
        severity: .error,
        rationale: """
            The @Observable macro already tracks every stored property and generates its backing storage. \
            @Published belongs to Combine's ObservableObject world and generates a backing property of the same \
            name, so the two collide (the compiler reports an invalid redeclaration) and, while a class is half \
            migrated, readers cannot tell which mechanism SwiftUI actually observes.
            """,
        howToFix: """
            Delete @Published: a plain `var` in an @Observable class is observed. If a Combine publisher \
            for the property is really needed, mark it `@ObservationIgnored @Published` so the macro leaves it alone.
            """,
        triggeringExamples: [
            Example("""
                @Observable
                final class CartModel {
                    var items: [Item] = []
                    ↓@Published var isCheckingOut = false
                }
                """),
            Example("""
                @Observable class PlayerState {
                    ↓@Published private(set) var position: TimeInterval = 0
                    ↓@Published var rate: Float = 1
                }
                """),
            Example("""
                @Observation.Observable
                final class SearchModel: Identifiable {
                    let id = UUID()
                    ↓@Published var query = ""
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                @Observable
                final class CartModel {
                    var items: [Item] = []
                    var isCheckingOut = false
                }
                """),
            Example("""
                final class CartModel: ObservableObject {
                    @Published var items: [Item] = []
                }
                """),
            Example("""
                @Observable
                final class SearchModel {
                    @ObservationIgnored @Published var query = ""
                    var results: [Result] = []
                }
                """),
            Example("""
                @Observable
                final class Outer {
                    var value = 0
                    final class Legacy: ObservableObject {
                        @Published var flag = false
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                @Observable
                final class CartModel {
                    ↓@Published var isCheckingOut = false
                    ↓@Published
                    private(set) var total: Decimal = 0 // in the store's currency
                }
                """, """
                @Observable
                final class CartModel {
                    var isCheckingOut = false
                    private(set) var total: Decimal = 0 // in the store's currency
                }
                """),
            Correction("""
                @Observable class PlayerState {
                    ↓@Published /* seconds */ var position: TimeInterval = 0
                }
                """, """
                @Observable class PlayerState {
                    /* seconds */ var position: TimeInterval = 0
                }
                """),
        ],
        symptoms: [
            "Invalid redeclaration of synthesized property",
            "property wrapper cannot be applied to a computed property",
            "@Published in an @Observable class does not compile",
            "not sure whether SwiftUI observes the @Published or the macro",
        ]
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("@Published"), file.contains("Observable") else { return }
        for observable in ClassFinder.classes(in: file.tree)
        where TypeNames.attribute(named: "Observable", in: observable.attributes) != nil {
            for member in observable.memberBlock.flattenedDeclarations {
                guard let variable = member.as(VariableDeclSyntax.self),
                      let published = TypeNames.attribute(named: "Published", in: variable.attributes),
                      TypeNames.attribute(named: "ObservationIgnored", in: variable.attributes) == nil
                else { continue }
                let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                let subject = names.map { "'\($0)'" }.joined(separator: ", ")
                report.add(at: published, """
                    @Published in @Observable class '\(observable.name.text)': the macro already observes \
                    \(subject.isEmpty ? "this property" : subject); remove @Published (or add @ObservationIgnored \
                    if a Combine publisher is really needed)
                    """, fix: Fix("Remove @Published", edits: [.remove(published)]))
            }
        }
    }
}
