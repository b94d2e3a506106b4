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
