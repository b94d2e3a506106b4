import BridgeLintCore
import SwiftSyntax

/// SwiftUI state, a binding, a `@Published` property or a UIKit view changed inside a callback that the
/// system runs off the main thread, with no hop back to the main thread first.
struct StateWriteOffMain: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [
        ObservableMembers.self, SwiftUIImports.self, BackgroundCallbacks.self, ObservedObjects.self, MutatingMethods.self,
    ]
    static let description = RuleDescription(
        id: "state-write-off-main",
        summary: "UI state (@State, @Binding, @Published, a UIKit view) is changed in a callback that runs off the main thread",
        severity: .warning,
        rationale: """
            Item providers, URLSession completion handlers, global and private dispatch queues, OperationQueue() \
            blocks, camera sample buffer delegates and PhotoKit video requests call their closures on background \
            threads. SwiftUI state, bindings and @Published properties drive view updates, and UIKit views are \
            main-thread only: changing them from such a closure triggers "Publishing changes from background \
            threads is not allowed" warnings, lost or torn updates, and crashes inside UIKit. bridgelint follows \
            each write outwards to the nearest closure or method that says where it runs. A closure handed to one \
            of the project's own functions counts as off the main thread when that function calls it on a global \
            queue or in another known background callback; writes in code whose thread it cannot tell are not \
            reported. A view's own @State changed off the main thread is latent: SwiftUI documents it as safe from \
            any thread, and only Swift 6's main-actor isolation of views rejects it. A @Published property changed off the main thread in a project that never imports SwiftUI \
            is latent: no view observes it, and Combine subscribers choose their thread with receive(on:). \
            An async method (or a Task started in a method) of an ObservableObject class isolated to no actor runs \
            off the main thread unless the project opts into main-actor defaults: a warning when the Xcode project \
            or package that holds the file sets neither default MainActor isolation nor \
            NonisolatedNonsendingByDefault (nor Approachable Concurrency), latent when no such build file is in \
            sight, and nothing when a superclass is @MainActor. \
            MainActor.assumeIsolated does not move work to the main thread, so a write inside it still counts. \
            Files that import XCTest or Testing are not checked: tests drive threads on purpose.
            """,
        howToFix: """
            Hop to the main thread before changing UI state: wrap the write in DispatchQueue.main.async { … } or \
            Task { @MainActor in … }, or in async code `await MainActor.run { … }`. Keep the heavy work (decoding, \
            resizing) on the background thread and hand only the result over.
            """,
        triggeringExamples: [
            Example(files: [
                "RecipePhotoDrop.swift": """
                    // The model's own mutating method, declared in another file, changes the binding like an assignment.
                    struct RecipePhotoDrop: View {
                        @Binding var recipe: Recipe
                        var body: some View {
                            Color.clear.onDrop(of: [.image], isTargeted: nil) { providers in
                                providers.first?.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in
                                    if let data { ↓recipe.attachPhoto(data) }
                                }
                                return true
                            }
                        }
                    }
                    """,
                "Recipe.swift": """
                    struct Recipe {
                        var photo: Data?
                        mutating func attachPhoto(_ data: Data) { photo = data }
                    }
                    """,
            ]),
            Example(files: [
                "ReaderApp.swift": """
                    import SwiftUI
                    @main
                    struct ReaderApp: App {
                        var body: some Scene { WindowGroup { FeedRow(model: Feed()) } }
                    }
                    """,
                "Feed.swift": """
                    // A generic view holds it through the protocol it conforms to: its change reaches the view.
                    protocol FeedModel: ObservableObject { var headline: String { get } }
                    struct FeedRow<Model: FeedModel>: View {
                        @ObservedObject var model: Model
                        var body: some View { Text(model.headline) }
                    }
                    final class Feed: FeedModel {
                        @Published var headline = ""
                        func reload() {
                            URLSession.shared.dataTask(with: Feed.url) { data, _, _ in
                                ↓self.headline = String(decoding: data ?? Data(), as: UTF8.self)
                            }.resume()
                        }
                    }
                    """,
            ]),
            Example(files: [
                "ReaderApp.swift": """
                    import SwiftUI
                    @main
                    struct ReaderApp: App {
                        var body: some Scene { WindowGroup { Text("Reader") } }
                    }
                    """,
                "Session.swift": """
                    // Its only subscriber takes each value on the main thread and no view holds it: no UI changes off it (latent).
                    import Combine
                    final class Session: ObservableObject {
                        @Published var state = "signedOut"
                        private var subscriptions: Set<AnyCancellable> = []
                        init() {
                            $state.receive(on: RunLoop.main).sink { Analytics.log($0) }.store(in: &subscriptions)
                        }
                        func restore() {
                            DispatchQueue.global().async {
                                ↓self.state = Keychain.read("state") ?? "signedOut"
                            }
                        }
                    }
                    final class LoginModel {
                        private var subscriptions: Set<AnyCancellable> = []
                        init(session: Session) {
                            session.$state.receive(on: DispatchQueue.main).sink { print($0) }.store(in: &subscriptions)
                        }
                    }
                    """,
                "AccountRow.swift": """
                    // A generic view holds only objects that meet its constraints, which Session does not; forwarding
                    // a change is no subscription.
                    protocol AccountRowModel: ObservableObject { var title: String { get } }
                    struct AccountRow<Model>: View where Model: ObservableObject, Model: AccountRowModel {
                        @ObservedObject var model: Model
                        var body: some View { Text(model.title) }
                    }
                    // A type's shared instance is of that type: this view holds a Settings, not a Session.
                    struct SettingsBadge: View {
                        @ObservedObject private var settings = Settings.shared
                        var body: some View { Text(settings.name) }
                    }
                    final class Settings: ObservableObject {
                        static let shared = Settings()
                        @Published var name = ""
                    }
                    final class ProfileModel: AccountRowModel {
                        var title = ""
                        func refresh() { objectWillChange.send() }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // No ObservableObject: no view observes 'level', and its subscribers pick their own thread (latent).
                import SwiftUI
                final class MicrophoneLevels: NSObject {
                    @Published var level: Float = 0
                    func sample() {
                        DispatchQueue.global().async {
                            ↓self.level = Self.measure()
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The notification center calls back on a queue of its own.
                import SwiftUI
                final class ReminderSettings: ObservableObject {
                    @Published var isAllowed = false
                    func askPermission() {
                        let center = UNUserNotificationCenter.current()
                        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
                            ↓self.isAllowed = granted
                        }
                    }
                }
                struct ReminderToggle: View {
                    @StateObject private var settings = ReminderSettings()
                    var body: some View {
                        Toggle("Reminders", isOn: $settings.isAllowed).onAppear { settings.askPermission() }
                    }
                }
                """),
            Example(files: [
                "DownloadModel.swift": """
                    // The app's entry point is in sight and nothing in the app uses this model: dead code (latent).
                    import SwiftUI
                    final class DownloadModel: ObservableObject {
                        @Published var isDone = false
                        func start(_ url: URL) {
                            URLSession.shared.downloadTask(with: url) { _, _, _ in
                                ↓self.isDone = true
                            }.resume()
                        }
                    }
                    """,
                "ReaderApp.swift": """
                    import SwiftUI
                    @main
                    struct ReaderApp: App {
                        var body: some Scene { WindowGroup { Text("Reader") } }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "CaptureService.swift": """
                    // The whole app is in sight: views observe the camera model, which keeps the service in a plain
                    // property and never subscribes to its 'shouldClose'. Nothing learns of the change (latent).
                    import SwiftUI
                    final class CaptureService: ObservableObject {
                        @Published var shouldClose = false
                        func checkAccess() {
                            AVCaptureDevice.requestAccess(for: .video) { granted in
                                ↓self.shouldClose = !granted
                            }
                        }
                    }
                    """,
                "CameraModel.swift": """
                    import SwiftUI
                    final class CameraModel: ObservableObject {
                        let service = CaptureService()
                        @Published var shouldClose = false
                    }
                    """,
                "CameraApp.swift": """
                    import SwiftUI
                    @main
                    struct CameraApp: App {
                        @StateObject private var model = CameraModel()
                        var body: some Scene {
                            WindowGroup { Text("Camera").onReceive(model.$shouldClose) { _ in } }
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "CaptureService.swift": """
                    // The whole app is in sight, and the model forwards the service's 'shouldClose' to its views.
                    import SwiftUI
                    final class CaptureService: ObservableObject {
                        @Published var shouldClose = false
                        func checkAccess() {
                            AVCaptureDevice.requestAccess(for: .video) { granted in
                                ↓self.shouldClose = !granted
                            }
                        }
                    }
                    """,
                "CameraModel.swift": """
                    import SwiftUI
                    final class CameraModel: ObservableObject {
                        let service = CaptureService()
                        @Published var shouldClose = false
                        private var subscriptions = Set<AnyCancellable>()
                        init() {
                            service.$shouldClose.sink { [weak self] value in self?.shouldClose = value }
                                .store(in: &subscriptions)
                        }
                    }
                    """,
                "CameraApp.swift": """
                    import SwiftUI
                    @main
                    struct CameraApp: App {
                        @StateObject private var model = CameraModel()
                        var body: some Scene {
                            WindowGroup { Text("Camera").onReceive(model.$shouldClose) { _ in } }
                        }
                    }
                    """,
            ]),
            Example("""
                // No file imports SwiftUI: no view observes the source, and its Combine subscribers hop (latent).
                import Combine
                final class TimelineSource {
                    @Published var notes: [Note] = []
                    func reload() {
                        DispatchQueue.global().async {
                            ↓self.notes = NoteStore.load()
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                import SwiftUI
                // The project's own helper calls the completion on a global queue.
                final class LibraryModel: ObservableObject {
                    @Published var apps: [InstalledApp] = []
                    func install(_ package: URL) {
                        Installer.install(package) { installed in
                            ↓self.apps = installed
                        }
                    }
                }
                enum Installer {
                    static func install(_ package: URL, completion: @escaping ([InstalledApp]) -> Void) {
                        DispatchQueue.global(qos: .userInitiated).async {
                            completion(unpack(package))
                        }
                    }
                }
                """),
            Example("""
                // The project extends UIImage with the method the closure is given to, and it calls back off main.
                import SwiftUI
                final class AvatarModel: ObservableObject {
                    @Published var encoded: String?
                    func prepare(_ image: UIImage) {
                        image.compressAndEncode { text in
                            ↓self.encoded = text
                        }
                    }
                }
                extension UIImage {
                    func compressAndEncode(_ completion: @escaping (String) -> Void) {
                        DispatchQueue.global(qos: .utility).async { completion("") }
                    }
                }
                """),
            Example(files: [
                "ToolSettingsView.swift": """
                    // The library's one instance drives the app list: its @Published property is UI state.
                    struct ToolSettingsView: View {
                        let app: InstalledApp
                        var body: some View {
                            Button("Remove tools") {
                                DispatchQueue.global(qos: .userInitiated).async {
                                    app.removeTools()
                                    ↓Library.shared.apps = []
                                }
                            }
                        }
                    }
                    """,
                "Library.swift": """
                    final class Library: ObservableObject {
                        static let shared = Library()
                        @Published var apps: [InstalledApp] = []
                    }
                    """,
            ]),
            Example("""
                // An async method of a class isolated to no actor runs off the main thread under Swift's classic
                // rules; the target's concurrency settings, out of sight, may say otherwise (latent).
                final class FeedModel: ObservableObject {
                    @Published var isLoading = false
                    func refresh() async {
                        ↓isLoading = true
                        _ = try? await api.fetchFeed()
                    }
                }
                """, confidence: .latent),
            Example("""
                final class Coordinator: NSObject, PHPickerViewControllerDelegate {
                    var parent: ImagePicker
                    init(_ parent: ImagePicker) { self.parent = parent }

                    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                        results.first?.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
                            ↓self.parent.image = image as? UIImage
                        }
                    }
                }
                """),
            Example("""
                import SwiftUI
                final class FeedModel: ObservableObject {
                    @Published var posts: [Post] = []
                    @Published var isLoading = false

                    func reload() {
                        isLoading = true
                        URLSession.shared.dataTask(with: Self.feedURL) { [weak self] data, _, _ in
                            ↓self?.posts = (try? JSONDecoder().decode([Post].self, from: data ?? Data())) ?? []
                            ↓self?.isLoading = false
                        }.resume()
                    }
                }
                """),
            Example("""
                // SwiftUI accepts @State changes from any thread; Swift 6 isolation does not (latent).
                struct ThumbnailGrid: View {
                    let urls: [URL]
                    @State private var thumbnails: [UIImage] = []

                    var body: some View {
                        Grid { ForEach(thumbnails, id: \\.self) { Image(uiImage: $0) } }
                            .onAppear {
                                DispatchQueue.global(qos: .userInitiated).async {
                                    let images = urls.compactMap { UIImage(contentsOfFile: $0.path) }
                                    ↓thumbnails = images
                                }
                            }
                    }
                }
                """, confidence: .latent),
            Example("""
                final class ScannerViewController: UIViewController, AVCaptureVideoDataOutputSampleBufferDelegate {
                    @IBOutlet private var statusLabel: UILabel!
                    private let output = AVCaptureVideoDataOutput()
                    private let videoQueue = DispatchQueue(label: "camera.frames")

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        output.setSampleBufferDelegate(self, queue: videoQueue)
                    }

                    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
                        let code = Barcode.detect(in: sampleBuffer)
                        ↓statusLabel.text = code?.payload ?? "Searching…"
                    }
                }
                """),
            Example("""
                final class ResultsViewController: UITableViewController {
                    private var rows: [Row] = []
                    private let session = URLSession(configuration: .ephemeral)

                    func load(_ url: URL) {
                        session.dataTask(with: url) { [weak self] data, _, _ in
                            guard let self, let data else { return }
                            self.rows = Row.decode(data)
                            ↓self.tableView.reloadData()
                        }.resume()
                    }
                }
                """),
            Example("""
                struct DropZone: View {
                    @Binding var fileURL: URL?

                    var body: some View {
                        Color.clear.onDrop(of: [.fileURL], isTargeted: nil) { providers in
                            _ = providers.first?.loadFileRepresentation(for: .data) { url, _, _ in
                                MainActor.assumeIsolated {
                                    ↓fileURL = url
                                }
                            }
                            return true
                        }
                    }
                }
                """),
            Example(files: [
                "PhotoPicker.swift": """
                    // Every caller binds the image to its own @State, which SwiftUI accepts from any thread (latent).
                    struct PhotoPicker: UIViewControllerRepresentable {
                        @Binding var image: UIImage?
                        func makeUIViewController(context: Context) -> PHPickerViewController {
                            let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                            picker.delegate = context.coordinator
                            return picker
                        }
                        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
                        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

                        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
                            let parent: PhotoPicker
                            init(parent: PhotoPicker) { self.parent = parent }
                            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                                results.first?.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
                                    ↓self.parent.image = image as? UIImage
                                }
                            }
                        }
                    }
                    """,
                "AvatarEditor.swift": """
                    struct AvatarEditor: View {
                        @State private var avatar: UIImage?
                        @State private var picks = false
                        var body: some View {
                            Button("Choose") { picks = true }
                                .sheet(isPresented: $picks) { PhotoPicker(image: $avatar) }
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "PhotoPicker.swift": """
                    // A caller binds the image to an observable model's @Published property.
                    struct PhotoPicker: UIViewControllerRepresentable {
                        @Binding var image: UIImage?
                        func makeUIViewController(context: Context) -> PHPickerViewController {
                            let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                            picker.delegate = context.coordinator
                            return picker
                        }
                        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
                        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

                        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
                            let parent: PhotoPicker
                            init(parent: PhotoPicker) { self.parent = parent }
                            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                                results.first?.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
                                    ↓self.parent.image = image as? UIImage
                                }
                            }
                        }
                    }
                    """,
                "ProfileEditor.swift": """
                    struct ProfileEditor: View {
                        @ObservedObject var profile: ProfileModel
                        @State private var picks = false
                        var body: some View {
                            Button("Choose") { picks = true }
                                .sheet(isPresented: $picks) { PhotoPicker(image: $profile.avatar) }
                        }
                    }
                    """,
            ]),
            Example("""
                import SwiftUI
                final class ExportModel: ObservableObject {
                    @Published var progress = 0.0
                    private let queue = OperationQueue()

                    func export(_ items: [Item]) {
                        queue.addOperation {
                            for (index, item) in items.enumerated() {
                                item.write()
                                ↓self.progress = Double(index + 1) / Double(items.count)
                            }
                        }
                    }
                }
                """),
            Example("""
                final class Coordinator: NSObject {
                    var text: Binding<String>
                    init(text: Binding<String>) { self.text = text }

                    func transcribe(_ audio: URL) {
                        Task.detached {
                            let words = Transcriber.run(audio)
                            ↓self.text.wrappedValue = words
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A method that changes nothing (not mutating) only reads the binding's value off the main thread;
                // another type's mutating method of the same name is not this one.
                struct RecipeExport: View {
                    @Binding var recipe: Recipe
                    var body: some View {
                        Color.clear.onDrop(of: [.fileURL], isTargeted: nil) { providers in
                            _ = providers.first?.loadFileRepresentation(for: .data) { url, _, _ in
                                if let url { recipe.export(to: url) }
                            }
                            return true
                        }
                    }
                }
                struct Recipe {
                    var title = ""
                    func export(to url: URL) {}
                }
                struct Draft {
                    var pages: [URL] = []
                    mutating func export(to url: URL) { pages.append(url) }
                }
                """),
            Example("""
                // The @Published property holds an object: setting its member off the main thread publishes nothing.
                import SwiftUI
                final class ProfileEditor: ObservableObject {
                    final class Draft {
                        var avatarURL: URL?
                        var name = ""
                    }
                    @Published var draft = Draft()
                    func upload(_ image: Data) {
                        URLSession.shared.uploadTask(with: URLRequest(url: Self.endpoint), from: image) { data, _, _ in
                            self.draft.avatarURL = data.flatMap { URL(dataRepresentation: $0, relativeTo: nil) }
                        }.resume()
                    }
                    static let endpoint = URL(string: "https://example.com/avatar")!
                }
                """),
            Example(files: [
                "BaseModel.swift": """
                    @MainActor
                    class BaseModel {}
                    """,
                "FeedModel.swift": """
                    // The superclass, in another file, is @MainActor: so is this class, and its async methods run on the main actor.
                    final class FeedModel: BaseModel, ObservableObject {
                        @Published var isLoading = false
                        func refresh() async {
                            isLoading = true
                            _ = try? await api.fetchFeed()
                        }
                    }
                    """,
            ]),
            Example(files: [
                "ScreenModel.swift": """
                    @MainActor
                    protocol ScreenModel: AnyObject {
                        func reload() async
                    }
                    """,
                "InboxModel.swift": """
                    // Conforming to a @MainActor protocol in its own declaration makes the whole class main-actor isolated.
                    final class InboxModel: ScreenModel, ObservableObject {
                        @Published var messages: [Message] = []
                        func reload() async {
                            messages = (try? await mailbox.fetch()) ?? []
                        }
                    }
                    """,
            ]),
            Example("""
                // The detached task awaits a closure isolated to the main actor: the button changes on the main thread.
                final class MapCell: UITableViewCell {
                    let preview = UIButton()
                    func showMap(_ place: Place) {
                        Task.detached {
                            let image = await MapSnapshots.image(of: place)
                            await { @MainActor in
                                self.preview.setImage(image, for: .normal)
                            }()
                        }
                    }
                }
                """),
            Example(files: [
                "SyncService.swift": """
                    // The home controller's own data and the wallet model it holds are no view properties: only the
                    // labels show them, and those are updated back on the main queue.
                    final class SyncService {
                        let home: HomeViewController
                        init(home: HomeViewController) { self.home = home }
                        func sync() {
                            DispatchQueue.global(qos: .background).async {
                                self.home.articles = ArticleStore.load()
                                self.home.wallet.balance = WalletStore.balance()
                                DispatchQueue.main.async { self.home.showBalance() }
                            }
                        }
                    }
                    """,
                "HomeViewController.swift": """
                    final class HomeViewController: UIViewController {
                        var articles: [String: Article]?
                        var wallet = Wallet()
                        let balanceLabel = UILabel()
                        func showBalance() { balanceLabel.text = "\\(wallet.balance)" }
                    }
                    """,
            ]),
            Example("""
                // `reloadData(alerts:)` is the controller's own method, which hops to the main queue itself: not the
                // table's `reloadData()`.
                final class AlertsViewController: UITableViewController {
                    private var rows: [String] = []
                    func refresh() {
                        DispatchQueue.global().async {
                            let alerts = AlertStore.load()
                            self.reloadData(alerts: alerts)
                        }
                    }
                    func reloadData(alerts: [String]) {
                        let sorted = alerts.sorted()
                        DispatchQueue.main.async {
                            self.rows = sorted
                            self.tableView.reloadData()
                        }
                    }
                }
                """),
            Example(files: [
                "GroupViewController.swift": """
                    // `GroupAPI.create` hands its completion to the network layer; another type's `create` calls back off the main thread.
                    final class GroupViewController: UIViewController {
                        let createButton = UIButton()
                        func createGroup() {
                            GroupAPI.create(name: "Team") { [weak self] ok in
                                self?.createButton.isEnabled = ok
                            }
                        }
                        func flash() { DispatchQueue.main.async { self.view.alpha = 1 } }
                    }
                    """,
                "GroupAPI.swift": """
                    enum GroupAPI {
                        static func create(name: String, completion: @escaping (Bool) -> Void) {
                            Network.post("/groups", completion: completion)
                        }
                    }
                    """,
                "GroupStore.swift": """
                    final class GroupStore {
                        func create(id: String, completion: @escaping (Bool) -> Void) {
                            DispatchQueue.global().async { completion(true) }
                        }
                    }
                    """,
            ]),
            Example("""
                // A project type's request decides its own queue; the system one here hops back first.
                import SwiftUI
                final class ReminderSettings: ObservableObject {
                    @Published var isAllowed = false
                    private let permissions = PermissionService()
                    func askPermission() {
                        permissions.requestAuthorization { granted in self.isAllowed = granted }
                        UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in
                            DispatchQueue.main.async { self.isAllowed = granted }
                        }
                    }
                }
                struct ReminderToggle: View {
                    @StateObject private var settings = ReminderSettings()
                    var body: some View {
                        Toggle("Reminders", isOn: $settings.isAllowed).onAppear { settings.askPermission() }
                    }
                }
                """),
            Example(files: [
                "Importer.swift": """
                    // A shared cache's plain property is no UI state: nothing observes it.
                    import SwiftUI
                    struct ImportButton: View {
                        var body: some View {
                            Button("Import") {
                                DispatchQueue.global(qos: .utility).async { ThumbnailCache.shared.entries = [:] }
                            }
                        }
                    }
                    """,
                "ThumbnailCache.swift": """
                    final class ThumbnailCache {
                        static let shared = ThumbnailCache()
                        var entries: [URL: Data] = [:]
                    }
                    """,
            ]),
            Example("""
                // The helper hops back to the main queue before it calls the completion.
                final class LibraryModel: ObservableObject {
                    @Published var apps: [InstalledApp] = []
                    func install(_ package: URL) {
                        Installer.install(package) { installed in
                            self.apps = installed
                        }
                    }
                }
                enum Installer {
                    static func install(_ package: URL, completion: @escaping ([InstalledApp]) -> Void) {
                        DispatchQueue.global(qos: .userInitiated).async {
                            let installed = unpack(package)
                            DispatchQueue.main.async { completion(installed) }
                        }
                    }
                }
                """),
            Example("""
                // The nested fetch's `completion` is its own parameter; the outer one is called on the main queue.
                final class QuoteModel: ObservableObject {
                    @Published var quote: Quote?
                    func refresh(_ ticker: String) {
                        QuoteService().load(ticker) { quote in
                            self.quote = quote
                        }
                    }
                }
                struct QuoteService {
                    func load(_ ticker: String, completion: @escaping (Quote) -> Void) {
                        let group = DispatchGroup()
                        var parts: [String: Any] = [:]
                        func fetch(_ url: URL, completion: @escaping ([String: Any]) -> Void) {
                            URLSession.shared.dataTask(with: url) { _, _, _ in completion([:]) }.resume()
                        }
                        group.enter()
                        fetch(Quote.url(ticker)) { json in
                            parts = json
                            group.leave()
                        }
                        group.notify(queue: .main) { completion(Quote(parts)) }
                    }
                }
                """),
            Example("""
                // `search` is a MapKit object: its own start(completionHandler:) runs, not the project's start.
                import SwiftUI
                import MapKit
                struct PlaceSearch: View {
                    @State private var places: [MKMapItem] = []
                    let query: String
                    var body: some View {
                        List(places, id: \\.self) { Text($0.name ?? "") }
                            .task {
                                let search = MKLocalSearch(request: MKLocalSearch.Request())
                                search.start { response, _ in
                                    places = response?.mapItems ?? []
                                }
                            }
                    }
                }
                final class Dictation {
                    func start(_ onResult: @escaping (String) -> Void) {
                        DispatchQueue.global().async { onResult("") }
                    }
                }
                """),
            Example("""
                // The class is main-actor isolated: its async methods resume on the main actor after each await.
                @MainActor final class FeedModel: ObservableObject {
                    @Published var isLoading = false
                    func refresh() async {
                        isLoading = true
                        _ = try? await api.fetchFeed()
                        isLoading = false
                    }
                }
                """),
            Example("""
                final class Coordinator: NSObject, PHPickerViewControllerDelegate {
                    var parent: ImagePicker
                    init(_ parent: ImagePicker) { self.parent = parent }

                    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                        results.first?.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
                            DispatchQueue.main.async {
                                self.parent.image = image as? UIImage
                            }
                        }
                    }
                }
                """),
            Example("""
                final class FeedModel: ObservableObject {
                    @Published var posts: [Post] = []
                    private var cache: [URL: Data] = [:]

                    func reload(_ url: URL) {
                        URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
                            let posts = (try? JSONDecoder().decode([Post].self, from: data ?? Data())) ?? []
                            Task { @MainActor in
                                self?.posts = posts
                            }
                        }.resume()
                    }
                }
                """),
            Example("""
                struct ThumbnailGrid: View {
                    let urls: [URL]
                    @State private var thumbnails: [UIImage] = []

                    var body: some View {
                        Grid { ForEach(thumbnails, id: \\.self) { Image(uiImage: $0) } }
                            .task {
                                let images = await Task.detached {
                                    urls.compactMap { UIImage(contentsOfFile: $0.path) }
                                }.value
                                thumbnails = images
                            }
                            .onAppear {
                                DispatchQueue.global().async {
                                    var loaded: [UIImage] = []
                                    loaded = urls.compactMap { UIImage(contentsOfFile: $0.path) }
                                    DispatchQueue.main.async { thumbnails = loaded }
                                }
                            }
                    }
                }
                """),
            Example("""
                final class Downloader: ObservableObject {
                    @Published var files: [URL] = []
                    private lazy var session = URLSession(configuration: .default, delegate: nil, delegateQueue: .main)

                    func fetch(_ url: URL) {
                        session.downloadTask(with: url) { location, _, _ in
                            if let location { self.files.append(location) }
                        }.resume()
                    }
                }
                """),
            Example("""
                final class PreviewController: UIViewController, AVCaptureVideoDataOutputSampleBufferDelegate {
                    private let output = AVCaptureVideoDataOutput()
                    private let imageView = UIImageView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        output.setSampleBufferDelegate(self, queue: DispatchQueue.main)
                    }

                    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
                        imageView.image = UIImage(sampleBuffer: sampleBuffer)
                    }
                }
                """),
            Example("""
                final class SearchModel: ObservableObject {
                    @Published var results: [Result] = []

                    func search(_ query: String) {
                        api.search(query) { [weak self] results in
                            self?.results = results
                        }
                        Task.detached { [weak self] in
                            let ranked = Ranker.rank(query)
                            await MainActor.run { self?.results = ranked }
                        }
                    }
                }
                """),
            Example("""
                final class Importer {
                    private let queue = DispatchQueue(label: "import")
                    private var imported: [Record] = []

                    func run(_ urls: [URL], progress: Binding<Double>) {
                        queue.async {
                            var records: [Record] = []
                            for url in urls { records.append(Record(url)) }
                            self.imported = records
                            DispatchQueue.main.async { progress.wrappedValue = 1 }
                        }
                    }
                }
                """),
        ],
        options: [
            "background_delegates": """
                Names of protocols whose delegate methods are called off the main thread (for example a streaming \
                or Bluetooth SDK's delegate). Methods of a type or extension that adopts one of them (and no other \
                protocol with methods) are checked like the built-in background callbacks.
                """,
        ],
        symptoms: [
            "Publishing changes from background threads is not allowed",
            "Main Thread Checker: UI API called on a background thread",
            "picked photo never appears",
            "random crashes after a network request completes",
        ]
    )

    static func verdict(_ question: MainActorQuestion, index: ProjectIndex) -> IndexVerdict? {
        MainActorQuestion.verdict(question, index: index)
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        let delegates = report.options["background_delegates"] ?? []
        guard ThreadingModel.mayHaveBackgroundCallbacks(file, backgroundDelegates: delegates), !TestCode.isTestFile(file) else {
            return
        }
        let model = ThreadingModel(file: file, backgroundDelegates: delegates)
        func source(of node: some SyntaxProtocol) -> OffMainSource? {
            model.offMainSource(of: node, kinds: [.callback, .nonisolatedAsync])
        }
        let candidates = { (node: Syntax) in source(of: node) != nil || model.undecidedCallback(of: node) != nil }
        for touch in MainStateTouch.all(in: file, types: TypeMemberFacts.all(in: file), projectMethods: true, where: candidates)
        where touch.assignedFrom == nil {
            guard let source = source(of: touch.node) else {
                // A closure handed to a function of the project: the index knows whether it calls it off main.
                if let (function, label, receiverType) = model.undecidedCallback(of: touch.node) {
                    report.add(touch, inClosureFor: label.map { ArgumentKey.labelled($0, in: function) } ?? ArgumentKey.trailing(in: function), function: "'\(function)'",
                               receiverType: receiverType)
                }
                continue
            }
            // Every target compiling the file makes such code main-actor isolated: it runs on the main thread.
            if source.kind == .nonisolatedAsync, file.concurrencyDefaults == .runsOnMainActor { continue }
            if source.kind == .nonisolatedAsync, file.concurrencyDefaults == .nonisolatedRunsOffMain {
                // The project's build files are in sight, and none makes such code main-actor isolated.
                report.add(touch, """
                    \(touch.summary) in \(source.name) of a class isolated to no actor, which the project's build \
                    settings run off the main thread (no default MainActor isolation, no NonisolatedNonsendingByDefault), \
                    \(MainStateTouch.offMainConsequence(viewState: touch.isViewState)); mark the class or method \
                    @MainActor, or write through MainActor.run { … }
                    """, isolatingClass: source.isolatingClass)
                continue
            }
            if source.kind == .nonisolatedAsync {
                // Where it runs depends on the target's concurrency settings, which are out of sight: latent.
                report.add(touch, """
                    \(touch.summary) in \(source.name) of a class isolated to no actor, which runs off the main thread \
                    unless the target makes such code main-actor isolated (default MainActor isolation, or \
                    NonisolatedNonsendingByDefault with a main-actor caller); mark the class or method @MainActor, or \
                    write through MainActor.run { … }
                    """, confidence: .latent, isolatingClass: source.isolatingClass)
                continue
            }
            report.add(touch, """
                \(touch.summary) in \(source.name), which runs off the main thread, \
                \(MainStateTouch.offMainConsequence(viewState: touch.isViewState)); hop to the main thread first with \
                DispatchQueue.main.async or Task { @MainActor in … }
                """)
        }
    }
}
