import BridgeLintCore
import BridgeLintRules
import Testing

/// The evidence `observed-object-owned` gives for an object a parent makes in its body: what makes the parent
/// render again, and what the new object loses. Each has to hold for the code it names.
@Suite("observed-object-owned: evidence of a re-render and of lost state")
struct ObservedObjectEvidenceTests {
    private func finding(_ code: String) throws -> Finding {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        configuration.showsLatent = true
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return try #require(run.findings.first { $0.ruleID == "observed-object-owned" })
    }

    /// A month list whose parent keeps `month` in @State and hands it to the list as a binding; `parentBody` is
    /// the parent's body around that call.
    private func monthScreen(parentBody: String) -> String {
        """
        final class MonthModel: ObservableObject {
            @Published var entries: [String] = []
            func load() { entries = ["First"] }
        }
        struct MonthList: View {
            @ObservedObject var model: MonthModel
            @Binding var month: Int
            var body: some View {
                List(model.entries, id: \\.self) { Text($0) }
                    .onAppear { model.load() }
                Button("Next") { month += 1 }
            }
        }
        struct MonthScreen: View {
            @State private var month = 1
            var body: some View {
                \(parentBody)
            }
        }
        """
    }

    @Test func aStateTheParentOnlyHandsOnAsABindingDoesNotRenderIt() throws {
        let found = try finding(monthScreen(parentBody: "MonthList(model: MonthModel(), month: $month)"))
        #expect(found.isLatent)
        #expect(found.message.contains("nothing visible makes 'MonthScreen' render again"))
    }

    @Test func aStateTheParentReadsRendersItWhenTheChildWritesIt() throws {
        let found = try finding(monthScreen(parentBody: """
            VStack {
                    Text("Month \\(month)")
                    MonthList(model: MonthModel(), month: $month)
                }
            """))
        #expect(!found.isLatent)
        #expect(found.message.contains("renders again whenever it changes @State 'month'"))
        #expect(found.message.contains("'entries', written at A.swift:3"))
    }

    /// A draft model the child edits through a binding, or one that only another screen changes (on an object of
    /// its own); the parent re-renders as its search text changes. `savesItself` gives the model a save method that
    /// changes its `savedAt` (declared at line 3, written at line 4).
    private func draftScreen(childBody: String, savesItself: Bool = false) -> String {
        let saving = savesItself ? "\n    @Published var savedAt: Date?\n    func save() { savedAt = Date() }" : ""
        return """
            final class Draft: ObservableObject {
                @Published var title = ""\(saving)
            }
            struct DraftEditor: View {
                @ObservedObject var draft: Draft
                var body: some View { \(childBody) }
            }
            struct Inbox: View {
                @StateObject private var draft = Draft()
                var body: some View { Button("Clear") { draft.title = "" } }
            }
            struct DraftScreen: View {
                @State private var search = ""
                var body: some View {
                    TextField("Search", text: $search)
                    Text(search)
                    DraftEditor(draft: Draft())
                }
            }
            """
    }

    @Test func aWriteByTheChildIsWhatTheNewObjectLoses() throws {
        let found = try finding(draftScreen(childBody: "TextField(\"Title\", text: $draft.title)"))
        #expect(!found.isLatent)
        #expect(found.message.contains("'title', written at A.swift:6"))
    }

    @Test func aWriteOnlyByCodeHoldingAnotherObjectLosesNothingShown() throws {
        let found = try finding(draftScreen(childBody: "Text(draft.title)"))
        #expect(found.isLatent)
        #expect(found.message.contains("'title' is written at A.swift:10, by code that holds another one"))
    }

    @Test func anOwnChangeNoneOfTheViewsShowsLosesNothingShown() throws {
        let found = try finding(draftScreen(childBody: "Button(\"Save \\(draft.title)\") { draft.save() }", savesItself: true))
        #expect(found.isLatent)
        #expect(found.message.contains("'savedAt' is written at A.swift:4, which they neither show nor change"))
        // Shown, the same change is what a new object loses.
        let shown = try finding(draftScreen(childBody: "Button(\"Saved \\(draft.savedAt)\") { draft.save() }", savesItself: true))
        #expect(!shown.isLatent && shown.message.contains("'savedAt', written at A.swift:4"))
        // Shown by a part of the view declared in an extension, where the object's type is out of sight.
        let inExtension = try finding(draftScreen(childBody: "status", savesItself: true)
            + "\nextension DraftEditor { var status: some View { Text(\"\\(draft.savedAt)\") } }")
        #expect(!inExtension.isLatent && inExtension.message.contains("'savedAt', written at A.swift:4"))
    }

    @Test func aFactoryMethodMakesANewObjectOnEachRender() throws {
        func screen(_ content: String) -> String {
            """
            final class Library: ObservableObject {
                @Published var syncing = false
                func sync() { syncing = true }
                func makeShelf(genre: String) -> Shelf { Shelf(genre: genre) }
            }
            final class Shelf: ObservableObject {
                @Published var query = ""
                init(genre: String) {}
            }
            struct ShelfView: View {
                @ObservedObject var shelf: Shelf
                var body: some View { TextField("Search", text: $shelf.query) }
            }
            struct LibraryScreen: View {
                @EnvironmentObject private var library: Library
                var body: some View {
                    Text(library.syncing ? "Syncing" : "Ready")
                    \(content)
                }
            }
            """
        }
        let direct = try finding(screen("ShelfView(shelf: library.makeShelf(genre: \"Poetry\"))"))
        #expect(!direct.isLatent)
        #expect(direct.message.hasPrefix("'library.makeShelf(genre: \"Poetry\")' makes a new object where 'LibraryScreen' builds its content"))
        #expect(direct.message.contains("a new 'Shelf', so 'query', written at A.swift:"))
        let throughLocal = try finding(screen("""
            VStack {
                        let shelf = library.makeShelf(genre: "Poetry")
                        ShelfView(shelf: shelf)
                    }
            """))
        #expect(!throughLocal.isLatent && throughLocal.message.contains("a new 'Shelf'"))
        let constructedLocal = try finding(screen("""
            VStack {
                        let shelf = Shelf(genre: "Poetry")
                        ShelfView(shelf: shelf)
                    }
            """))
        #expect(!constructedLocal.isLatent && constructedLocal.message.hasPrefix("'Shelf(…)' is made where 'LibraryScreen' builds its content"))
    }

    /// A contact screen that pushes a call log whose model it makes in the link's destination; `screenCode` is
    /// added to the screen's members, `modifiers` after its content.
    private func pushedLog(screenCode: String = "", modifiers: String = "", destination: String = "CallLogView(log: CallLog())") -> String {
        """
        final class ContactModel: ObservableObject {
            @Published var name = ""
            func load() { name = "Ada" }
        }
        final class CallLog: ObservableObject {
            @Published var calls: [String] = []
            func add(_ call: String) { calls.append(call) }
        }
        struct CallLogView: View {
            @ObservedObject var log: CallLog
            var body: some View {
                List(log.calls, id: \\.self) { Text($0) }
                Button("Add") { log.add("Now") }
            }
        }
        struct ContactScreen: View {
            @State private var name = ""
            @State private var errorText: String?
            \(screenCode)
            var body: some View {
                VStack {
                    Text(name)
                    if let errorText { Text(errorText) }
                    NavigationLink("Calls") {
                        \(destination)
                    }
                }
                .task { await reload() }
                \(modifiers)
            }
            private func reload() async {
                name = "Ada"
                errorText = nil
            }
        }
        """
    }

    @Test func pushedContentLosesNothingToChangesMadeOnlyWhileItsParentIsUncovered() throws {
        let quiet = try finding(pushedLog())
        #expect(quiet.isLatent)
        // A task a button starts runs on the user's action too.
        let retried = try finding(pushedLog(screenCode: "func retry() { Button(\"Retry\") { Task { await reload() } } }"))
        #expect(retried.isLatent)
        #expect(quiet.message.contains("but it shows 'CallLogView' over itself (pushed or presented)"))
        // A timer keeps changing the parent's state while the log is pushed over it.
        let ticking = try finding(pushedLog(modifiers: ".onReceive(timer) { _ in errorText = \"Offline\" }"))
        #expect(!ticking.isLatent && ticking.message.contains("it changes @State 'errorText'"))
        // An object the parent observes changes through its methods: only as the parent appears, or also through a
        // closure the pushed view calls while it is shown.
        let observed = "@ObservedObject var contact: ContactModel"
        let loadedOnAppear = try finding(pushedLog(screenCode: observed, modifiers: ".onAppear { contact.load() }"))
        #expect(loadedOnAppear.isLatent && loadedOnAppear.message.contains("shows 'CallLogView' over itself"))
        let reloadedByLog = try finding(pushedLog(
            screenCode: observed, modifiers: ".onAppear { contact.load() }",
            destination: "CallLogView(log: CallLog()).onFailure { contact.load() }"))
        #expect(!reloadedByLog.isLatent && reloadedByLog.message.contains("'contact' (ContactModel) changes (its 'name' is written at A.swift:"))
        // A closure handed to the pushed view runs while it is shown, however the parent's own code names it.
        let reporting = try finding(pushedLog(
            screenCode: "private func fail(_ text: String) { errorText = text }",
            destination: "CallLogView(log: CallLog()).onFailure { fail($0) }"))
        #expect(!reporting.isLatent && reporting.message.contains("it changes @State 'errorText'"))
    }

    @Test func aSubclassObjectChangesThePropertiesItsSuperclassDeclares() throws {
        let picked = try finding("""
            class TargetModel: ObservableObject {
                @Published var raceName = ""
                func pick(_ race: String) { raceName = race }
            }
            final class EditTargetModel: TargetModel {}
            final class RacePicker: ObservableObject {
                @Published var races: [String] = []
                func load() { races = ["Berlin"] }
            }
            struct RaceList: View {
                @ObservedObject var picker: RacePicker
                let onPick: (String) -> Void
                var body: some View {
                    List(picker.races, id: \\.self) { race in Button(race) { onPick(race) } }
                        .task { picker.load() }
                }
            }
            struct EditTargetView: View {
                @StateObject private var model = EditTargetModel()
                var body: some View {
                    Text(model.raceName)
                    NavigationLink("Race") {
                        RaceList(picker: RacePicker(), onPick: { model.pick($0) })
                    }
                }
            }
            """)
        #expect(!picked.isLatent && picked.message.contains("'model' (EditTargetModel) changes (its 'raceName' is written at A.swift:3)"))
    }

    @Test func aViewDeclaredInTwoTargetsIsTheOneNearestTheCallSite() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        let list = """
            struct DebtList: View {
                @ObservedObject var model: DebtModel
                var body: some View { List(model.debts, id: \\.self) { Text($0) } }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "App/Debts/DebtList.swift", text: list),
            (path: "Widget/DebtList.swift", text: list),
            (path: "App/Debts/DebtModel.swift", text: """
                final class DebtModel: ObservableObject {
                    @Published var debts: [String] = []
                    func add(_ debt: String) { debts.append(debt) }
                }
                """),
            (path: "App/Debts/DebtsTab.swift", text: """
                struct DebtsTab: View {
                    @State private var filter = ""
                    var body: some View {
                        TextField("Filter", text: $filter)
                        Text(filter)
                        let model = DebtModel()
                        DebtList(model: model)
                    }
                }
                """),
        ])
        let found = try #require(run.findings.first { $0.ruleID == "observed-object-owned" })
        #expect(found.file == "App/Debts/DebtsTab.swift" && found.message.contains("(App/Debts/DebtList.swift:2)"))
    }

    @Test func aViewNothingInTheAppShowsIsSaidToBeUnused() throws {
        let found = try finding("""
            @main
            struct TimerApp: App {
                var body: some Scene { WindowGroup { Text("Timer") } }
            }
            final class StepCount: ObservableObject { @Published var steps = 0 }
            struct StepStepper: View {
                @ObservedObject var count = StepCount()
                var body: some View { Stepper("\\(count.steps)", value: $count.steps) }
            }
            """)
        #expect(found.isLatent)
        #expect(found.message.contains("today nothing in the app shows 'StepStepper'"))
    }

    @Test func coveredContentIsWitnessedByAChangeThatCanHappenWhileCovered() throws {
        let found = try finding("""
            final class CheckIn: ObservableObject { @Published var effort = 5 }
            struct CheckInSheet: View {
                @ObservedObject var checkIn: CheckIn
                var body: some View { Stepper("\\(checkIn.effort)", value: $checkIn.effort) }
            }
            struct WorkoutScreen: View {
                @State private var checkingIn = false
                @State private var banner = ""
                var body: some View {
                    Button("Finish") { banner = "Done"; checkingIn = true }
                        .sheet(isPresented: $checkingIn) { CheckInSheet(checkIn: CheckIn()) }
                        .onReceive(NotificationCenter.default.publisher(for: .syncFinished)) { _ in banner = "Synced" }
                        .overlay { Text(banner) }
                }
            }
            """)
        #expect(!found.isLatent)
        #expect(found.message.contains("@State 'banner' (at A.swift:12)"))
    }

    @Test func aViewThatOnlyCallsTheObjectsMethodsLosesNothingShown() throws {
        let found = try finding("""
            struct Feed: View {
                @State private var items: [String] = []
                var body: some View {
                    List(items, id: \\.self) { Row(title: $0, tracker: Feed.Tracker()) }.refreshable { items = ["New"] }
                }
            }
            extension Feed {
                final class Tracker: ObservableObject {
                    @Published var opened: [String] = []
                    func open(_ title: String) { opened.append(title) }
                }
            }
            extension Profile {
                final class Tracker: ObservableObject { @Published var seen = 0 }
            }
            struct Row: View {
                let title: String
                @ObservedObject var tracker: Feed.Tracker
                var body: some View { Button(title) { tracker.open(title) } }
            }
            """)
        #expect(found.isLatent)
        #expect(found.message.contains("only calls its methods for their effect"))
    }
}
