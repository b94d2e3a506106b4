import BridgeLintCore
import BridgeLintRules
import Testing

/// The advice of `state-holds-observable-object` follows how the view sets its @State: a plain declaration
/// takes the one-word fix; a view that sets the storage in init must set a StateObject there too.
@Suite("state-holds-observable-object: advice that compiles where the @State is set")
struct StateHoldsObservableAdviceTests {
    private func finding(declaration: String, initializer: String = "") throws -> Finding {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["state-holds-observable-object"]
        let code = """
            final class Contact: ObservableObject {
                @Published var displayName = ""
                init(key: String) {}
                func rename(_ name: String) { displayName = name }
            }
            struct ContactTitle: View {
                \(declaration)
                \(initializer)
                var body: some View { Text(contact.displayName) }
                func apply(_ name: String) { contact.rename(name) }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return try #require(run.findings.first { $0.ruleID == "state-holds-observable-object" })
    }

    /// The first finding of `state-holds-observable-object`, latent ones included, in `sources`.
    private func holdsFinding(_ sources: [(path: String, text: String)]) -> Finding? {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["state-holds-observable-object"]
        configuration.showsLatent = true
        return Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: sources)
            .findings.first { $0.ruleID == "state-holds-observable-object" }
    }

    /// A field holding a `DigitsOnly` in @State and handing it to other code.
    private static let handedEntry = (path: "Entry.swift", text: """
        final class DigitsOnly: ObservableObject {
            @Published var value = ""
        }
        struct WeightField: View {
            @State private var weight = DigitsOnly()
            var body: some View { Text(weight.value).onAppear { Registry.track(weight) } }
        }
        """)

    @Test("A write to a property of the same name on a value of another declared type is no witness")
    func aSameNamedPropertyOfAnotherTypeIsNoWitness() {
        // The `Reading`'s `value` is not the object's: nothing in sight changes it.
        let found = holdsFinding([Self.handedEntry, (path: "Sensors.swift", text: """
            final class SensorFeed: ObservableObject {
                func refresh() {
                    var reading = Reading(kind: .heartRate)
                    reading.value.intVal = 72
                }
            }
            """)])
        #expect(found?.message.contains("Sensors.swift") == false)
        #expect(found?.confidence == .latent)
        // A write through a name of unknown type still may be the object's, and is the witness.
        let withUnknown = holdsFinding([Self.handedEntry, (path: "Store.swift", text: """
            final class EntryStore: ObservableObject {
                func restore() { sharedEntry.value = "72" }
            }
            """)])
        #expect(withUnknown?.message.contains("it is written at Store.swift:2") == true)
        #expect(withUnknown?.confidence == .witnessed)
    }

    @Test("Another instance's writes are no witness for an object the view makes and keeps to itself")
    func anObjectKeptToItselfIsChangedOnlyThroughTheView() {
        let entry = """
            final class DigitsOnly: ObservableObject {
                @Published var value = ""
            }
            struct OtherField: View {
                @StateObject private var other = DigitsOnly()
                var body: some View { Button("Clear") { other.value = "" } }
            }
            """
        func finding(_ view: String) -> Finding? {
            holdsFinding([(path: "Entry.swift", text: entry), (path: "Field.swift", text: view)])
        }
        // Only `OtherField`'s own object is written: this view's is not handed to anyone.
        let kept = finding("""
            struct WeightField: View {
                @State private var weight = DigitsOnly()
                var body: some View { Text(self.weight.value) }
            }
            """)
        #expect(kept?.confidence == .latent)
        // A control writes through `self.$weight.value`: the view's own change, named where it is.
        let bound = finding("""
            struct WeightField: View {
                @State private var weight = DigitsOnly()
                var body: some View { TextField("kg", text: self.$weight.value).onChange(of: self.weight.value) {} }
            }
            """)
        #expect(bound?.message.contains("the view itself changes 'value' (at Field.swift:3)") == true)
        // Handed on, the object may be the one other code writes.
        let handed = finding("""
            struct WeightField: View {
                @State private var weight = DigitsOnly()
                var body: some View { Text(weight.value).onAppear { Registry.track(weight) } }
            }
            """)
        #expect(handed?.message.contains("it is written at Entry.swift:6") == true)
    }

    @Test func aPlainDeclarationGetsTheWrapperFix() throws {
        let found = try finding(declaration: "@State private var contact = Contact(key: \"a\")")
        #expect(found.message.contains("use @StateObject;") && found.message.contains("the view calls 'rename()' on the object, whose own methods change 'displayName' (at A.swift:4)"))
        #expect(found.fix != nil)
    }

    @Test func storageSetInInitNamesTheStateObjectInitializer() throws {
        let found = try finding(
            declaration: "@State private var contact: Contact",
            initializer: "init(key: String) { _contact = State(wrappedValue: Contact(key: key)) }")
        #expect(found.message.contains("'_contact = StateObject(wrappedValue: …)'"))
        // Swapping only the attribute would leave `State(wrappedValue:)` assigned to StateObject storage.
        #expect(found.fix == nil)
    }

    @Test func anOptionalIsObservedWhereItIsShown() throws {
        let found = try finding(declaration: "@State private var contact: Contact?")
        #expect(found.message.contains("@ObservedObject in the view that displays it"))
        #expect(found.fix == nil)
    }

    @Test func anObjectTheCallerPassesInIsObservedNotOwned() throws {
        let found = try finding(
            declaration: "@State private var contact: Contact",
            initializer: "init(contact: Contact) { self.contact = contact }")
        #expect(found.message.contains("the caller passes it in, so observe it with @ObservedObject"))
        #expect(found.fix == nil)
    }

    @Test func anObjectTheMemberwiseInitializerTakesIsObservedWithTheMatchingFix() throws {
        // `ContactTitle(contact: contact)`: declared without a value and no initializer of its own, so the caller
        // hands the object over; @ObservedObject keeps the memberwise initializer's argument.
        let found = try finding(declaration: "@State var contact: Contact")
        #expect(found.message.contains("the caller passes it in, so observe it with @ObservedObject"))
        #expect(found.fix?.summary == "Replace @State with @ObservedObject")
    }

    @Test func aResetAsTheViewDisappearsIsNotTheWitness() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["state-holds-observable-object"]
        let code = """
            final class UploadStatus: ObservableObject { @Published var topic = "---" }
            final class SensorListener {
                let status: UploadStatus
                init(status: UploadStatus) { self.status = status }
                func sensorDidUpdate(name: String) { status.topic = "devices/" + name }
            }
            struct UploadView: View {
                @State var status: UploadStatus
                var body: some View { Text(status.topic).onDisappear { reset() } }
                private func reset() { status.topic = "---" }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        let found = try #require(run.findings.first { $0.ruleID == "state-holds-observable-object" })
        #expect(!found.isLatent)
        #expect(found.message.contains("written at A.swift:5") && !found.message.contains("A.swift:10"))
    }
}
