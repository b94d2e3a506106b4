import Testing

/// Projects seeded with one known cause of a run-time message (the line marked `// CAUSE`) among near misses:
/// code of the same kind that is fine, or that causes other messages, and that the search still lists. Each of
/// the catalog's ten required messages has one; the diagnosis must put the cause first.
enum SeededProjects {
    struct Seed: Sendable, CustomTestStringConvertible {
        var name: String
        var log: String
        var files: [String: String]
        var testDescription: String { name }
    }

    static let all: [Seed] = [
        Seed(
            name: "modifying-state",
            log: #"""
            2024-05-01 10:00:00.100 Notes[42:4242] [SwiftUI] Modifying state during view update, this will cause undefined behavior.
            """#,
            files: [
                "Bridges/TitleField.swift": #"""
                import SwiftUI
                import UIKit

                struct TitleField: UIViewRepresentable {
                    @Binding var title: String
                    func makeUIView(context: Context) -> UITextField { UITextField() }
                    func updateUIView(_ field: UITextField, context: Context) {
                        field.text = title
                        title = field.text ?? "" // CAUSE
                    }
                }
                """#,
                "Bridges/Editors.swift": #"""
                import SwiftUI
                import UIKit

                struct NoteEditor: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.delegate = context.coordinator
                        return view
                    }
                    func updateUIView(_ view: UITextView, context: Context) {
                        view.text = text
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var parent: NoteEditor
                        init(_ parent: NoteEditor) { self.parent = parent }
                        func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
                    }
                }

                struct SearchField: UIViewRepresentable {
                    @Binding var query: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        bar.text = query
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        var parent: SearchField
                        init(_ parent: SearchField) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { parent.query = searchText }
                    }
                }

                struct CommentField: UIViewRepresentable {
                    @Binding var comment: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        field.text = comment
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var parent: CommentField
                        init(_ parent: CommentField) { self.parent = parent }
                        func textFieldDidChangeSelection(_ textField: UITextField) { parent.comment = textField.text ?? "" }
                    }
                }

                struct BioEditor: UIViewRepresentable {
                    @Binding var bio: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.delegate = context.coordinator
                        return view
                    }
                    func updateUIView(_ view: UITextView, context: Context) {
                        view.text = bio
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var parent: BioEditor
                        init(_ parent: BioEditor) { self.parent = parent }
                        func textViewDidChange(_ textView: UITextView) { parent.bio = textView.text }
                    }
                }

                struct TagSearch: UIViewRepresentable {
                    @Binding var tag: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        bar.text = tag
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        var parent: TagSearch
                        init(_ parent: TagSearch) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { parent.tag = searchText }
                    }
                }
                """#,
            ]
        ),
        Seed(
            name: "publishing-background",
            log: #"""
            2024-05-01 10:00:01.000 Notes[42:4301] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.
            """#,
            files: [
                "Models/ProfileStore.swift": #"""
                import Foundation
                import Combine

                final class ProfileStore: ObservableObject {
                    @Published var name = ""
                    @Published var isLoading = false

                    func reload(from url: URL) {
                        isLoading = true
                        URLSession.shared.dataTask(with: url) { data, _, _ in
                            let text = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
                            self.name = text // CAUSE
                            DispatchQueue.main.async {
                                self.isLoading = false
                            }
                        }.resume()
                    }
                }
                """#,
                "Models/Other.swift": #"""
                import Foundation
                import Combine
                import SwiftUI
                import UIKit

                @MainActor
                final class FeedStore: ObservableObject {
                    @Published var items: [String] = []
                    func refresh() async {
                        items = await Self.download()
                    }
                    static func download() async -> [String] { [] }
                }

                struct AvatarView: View {
                    @State private var image: UIImage?
                    let url: URL
                    var body: some View {
                        Color.clear.onAppear {
                            URLSession.shared.dataTask(with: url) { data, _, _ in
                                image = data.flatMap(UIImage.init(data:))
                            }.resume()
                        }
                    }
                }

                final class StatusViewController: UIViewController {
                    let label = UILabel()
                    var cancellables: Set<AnyCancellable> = []
                    func load(_ url: URL) {
                        URLSession.shared.dataTask(with: url) { data, _, _ in
                            self.label.text = "Loaded"
                        }.resume()
                    }
                    func watch(_ url: URL) {
                        URLSession.shared.dataTaskPublisher(for: url)
                            .map { String(decoding: $0.data, as: UTF8.self) }
                            .replaceError(with: "")
                            .sink { text in self.label.text = text }
                            .store(in: &cancellables)
                    }
                }

                struct DropZone: View {
                    @State private var dropped = ""
                    var body: some View {
                        Color.clear.onDrop(of: [.text], isTargeted: nil) { providers in
                            _ = providers.first?.loadObject(ofClass: NSString.self) { string, _ in
                                dropped = (string as? String) ?? ""
                            }
                            return true
                        }
                    }
                }

                struct ClipboardButton: View {
                    @State private var pasted = ""
                    var body: some View {
                        Button("Paste") {
                            DispatchQueue.global().async {
                                pasted = "clipboard"
                            }
                        }
                    }
                }

                final class Downloader: ObservableObject {
                    @Published var progress = 0.0
                    func start(_ url: URL) {
                        URLSession.shared.dataTask(with: url) { _, _, _ in
                            DispatchQueue.main.async { self.progress = 1 }
                        }.resume()
                    }
                }
                """#,
            ]
        ),
        Seed(
            name: "environment-object",
            log: #"""
            SwiftUI/EnvironmentObject.swift:90: Fatal error: No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view.
            """#,
            files: [
                "App/AppDelegate.swift": #"""
                import UIKit
                import SwiftUI

                final class Settings: ObservableObject {
                    @Published var units = "km"
                }

                final class Session: ObservableObject {
                    @Published var user = ""
                }

                final class RootController: UITabBarController {
                    let settings = Settings()
                    let session = Session()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let home = UIHostingController(rootView: HomeScreen().environmentObject(settings))
                        let profile = UIHostingController(rootView: ProfileScreen()) 
                        let preferences = UIHostingController(rootView: PreferencesScreen()) // CAUSE
                        viewControllers = [home, profile, preferences]
                    }
                }
                """#,
                "Views/Screens.swift": #"""
                import SwiftUI

                struct HomeScreen: View {
                    @EnvironmentObject var settings: Settings
                    var body: some View { Text(settings.units) }
                }

                struct ProfileScreen: View {
                    @EnvironmentObject var session: Session
                    var body: some View { Text(session.user) }
                }

                struct PreferencesScreen: View {
                    var body: some View { Form { UnitsRow() } }
                }

                struct UnitsRow: View {
                    @EnvironmentObject var settings: Settings
                    var body: some View { Text(settings.units) }
                }

                struct DistanceLabel: View {
                    @EnvironmentObject var settings: Settings
                    var body: some View { Text(settings.units) }
                }

                struct SpeedLabel: View {
                    @EnvironmentObject var settings: Settings
                    var body: some View { Text(settings.units) }
                }
                """#,
            ]
        ),
        Seed(
            name: "unbalanced",
            log: #"""
            2024-05-01 10:00:02.000 Notes[42:4242] Unbalanced calls to begin/end appearance transitions for <Notes.DetailViewController: 0x7fa1c8d0a200>.
            """#,
            files: [
                "Controllers/Home.swift": #"""
                import UIKit

                final class DetailViewController: UIViewController {}
                final class ChartViewController: UIViewController {}

                final class HomeViewController: UIViewController {
                    private let detail = DetailViewController()
                    private let chart = ChartViewController()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(detail.view) // CAUSE
                        addChild(chart)
                        view.addSubview(chart.view)
                    }
                }

                final class SplitController: UIViewController {
                    let detail = DetailViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(detail)
                        view.addSubview(detail.view)
                        detail.didMove(toParent: self)
                    }
                    func showDetail() {
                        navigationController?.pushViewController(DetailViewController(), animated: true)
                    }
                }
                """#,
            ]
        ),
        Seed(
            name: "child-parent",
            log: #"""
            *** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<Reports.ChartController: 0x7fb2d1c0a400> should have parent view controller:<Reports.DashboardController: 0x7fb2d1c05e00> but requested parent is:<UINavigationController: 0x7fb2d2808200>'
            """#,
            files: [
                "Controllers/Dashboard.swift": #"""
                import UIKit

                final class ChartController: UIViewController {}
                final class LegendController: UIViewController {}
                final class ExportController: UIViewController {}

                final class DashboardController: UIViewController {
                    let chart = ChartController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(chart)
                        view.addSubview(chart.view)
                        chart.didMove(toParent: self)
                    }
                }

                final class ReportsController: UIViewController {
                    let dashboard: DashboardController
                    init(dashboard: DashboardController) {
                        self.dashboard = dashboard
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { fatalError() }

                    func showChartFullScreen() {
                        navigationController?.pushViewController(dashboard.chart, animated: true) // CAUSE
                    }
                    func showLegend() {
                        navigationController?.pushViewController(LegendController(), animated: true)
                    }
                    func export() {
                        let export = ExportController()
                        navigationController?.pushViewController(export, animated: true)
                    }
                    func embedLegend() {
                        let legend = LegendController()
                        addChild(legend)
                        view.addSubview(legend.view)
                    }
                }
                """#,
            ]
        ),
        Seed(
            name: "present-presenting",
            log: #"""
            2024-05-01 10:00:03.000 Shop[42:4242] Attempt to present <UIAlertController: 0x7f8b5c82a000> on <Shop.RootViewController: 0x7f8b5c40b5f0> (from <Shop.RootViewController: 0x7f8b5c40b5f0>) which is already presenting <Shop.OnboardingController: 0x7f8b5c829200>.
            """#,
            files: [
                "Controllers/Root.swift": #"""
                import UIKit
                import SwiftUI

                final class RootViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        present(OnboardingController(), animated: true)
                    }
                    @objc func showHelp() {
                        let help = UIAlertController(title: "Help", message: nil, preferredStyle: .actionSheet)
                        present(help, animated: true)
                    }
                }

                final class OnboardingController: UIViewController {}

                final class SettingsController: UIViewController {
                    func confirmReset() {
                        let alert = UIAlertController(title: "Reset?", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }

                struct ErrorAlertHost: UIViewControllerRepresentable {
                    let message: String?
                    func makeUIViewController(context: Context) -> RootViewController { RootViewController() }
                    func updateUIViewController(_ root: RootViewController, context: Context) {
                        guard let message else { return }
                        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
                        root.present(alert, animated: true) // CAUSE
                    }
                }

                struct ShareHost: UIViewControllerRepresentable {
                    let text: String
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        let share = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                        host.present(share, animated: true)
                    }
                }

                struct GuardedAlertHost: UIViewControllerRepresentable {
                    let message: String?
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        guard let message, host.presentedViewController == nil else { return }
                        let alert = UIAlertController(title: "Note", message: message, preferredStyle: .alert)
                        host.present(alert, animated: true)
                    }
                }
                """#,
            ]
        ),
        Seed(
            name: "attribute-graph",
            log: #"""
            === AttributeGraph: cycle detected through attribute 2952 ===
            AttributeGraph: cycle detected through attribute 2952
            AttributeGraph: cycle detected through attribute 3120
            """#,
            files: [
                "Bridges/Fields.swift": #"""
                import SwiftUI
                import UIKit

                struct AmountField: UIViewRepresentable {
                    @Binding var amount: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.addTarget(context.coordinator, action: #selector(Coordinator.edited(_:)), for: .editingChanged)
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        field.text = amount // CAUSE
                    }
                    final class Coordinator: NSObject {
                        var parent: AmountField
                        init(_ parent: AmountField) { self.parent = parent }
                        @objc func edited(_ field: UITextField) { parent.amount = field.text ?? "" }
                    }
                }

                struct Gauge: UIViewRepresentable {
                    @Binding var level: Double
                    func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
                    func updateUIView(_ view: UIProgressView, context: Context) {
                        level = Double(view.progress)
                    }
                }

                struct Counter: UIViewRepresentable {
                    @Binding var taps: Int
                    func makeUIView(context: Context) -> UILabel { UILabel() }
                    func updateUIView(_ label: UILabel, context: Context) {
                        taps += 1
                    }
                }

                struct Ticker: UIViewRepresentable {
                    @Binding var lastUpdate: Date
                    func makeUIView(context: Context) -> UILabel { UILabel() }
                    func updateUIView(_ label: UILabel, context: Context) {
                        lastUpdate = Date()
                    }
                }

                struct Badge: UIViewRepresentable {
                    @Binding var count: Int
                    func makeUIView(context: Context) -> UILabel { UILabel() }
                    func updateUIView(_ label: UILabel, context: Context) {
                        count = Int(label.text ?? "") ?? 0
                    }
                }

                struct Meter: UIViewRepresentable {
                    @Binding var reading: Float
                    func makeUIView(context: Context) -> UISlider { UISlider() }
                    func updateUIView(_ slider: UISlider, context: Context) {
                        reading = slider.value
                    }
                }
                """#,
            ]
        ),
        Seed(
            name: "state-outside-view",
            log: #"""
            2024-05-01 10:00:04.000 Notes[42:4242] [SwiftUI] Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.
            """#,
            files: [
                "Models/Loader.swift": #"""
                import SwiftUI

                final class ProfileLoader: ObservableObject {
                    @State var isLoading = false // CAUSE
                    @Published var name = ""
                }
                """#,
                "Bridges/Search.swift": #"""
                import SwiftUI
                import UIKit

                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    let minimumLength: Int
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        if bar.text != text { bar.text = text }
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let parent: SearchBar
                        init(_ parent: SearchBar) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            guard searchText.count >= parent.minimumLength else { return }
                            parent.text = searchText
                        }
                    }
                }

                struct FilterScreen: View {
                    @State private var query = ""
                    @AppStorage("minimumQuery") private var minimum = 2
                    var body: some View { SearchBar(text: $query, minimumLength: minimum) }
                }

                struct TagPicker: UIViewRepresentable {
                    @State var selection: Int
                    func makeUIView(context: Context) -> UISegmentedControl { UISegmentedControl() }
                    func updateUIView(_ control: UISegmentedControl, context: Context) {
                        control.selectedSegmentIndex = selection
                    }
                }

                struct TagScreen: View {
                    @State private var tag = 0
                    var body: some View {
                        TagPicker(selection: tag)
                        Stepper("Tag", value: $tag, in: 0...3)
                    }
                }

                struct RatingControl: UIViewRepresentable {
                    @State var rating: Int
                    func makeUIView(context: Context) -> UISegmentedControl { UISegmentedControl() }
                    func updateUIView(_ control: UISegmentedControl, context: Context) {
                        control.selectedSegmentIndex = rating
                    }
                }

                struct RatingScreen: View {
                    @State private var stars = 3
                    var body: some View {
                        RatingControl(rating: stars)
                        Button("More") { stars += 1 }
                    }
                }

                struct NameField: UIViewRepresentable {
                    @Binding var name: String
                    let maximumLength: Int
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        if field.text != name { field.text = name }
                    }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        let parent: NameField
                        init(parent: NameField) { self.parent = parent }
                        func textFieldDidEndEditing(_ textField: UITextField) {
                            parent.name = String((textField.text ?? "").prefix(parent.maximumLength))
                        }
                    }
                }

                struct VolumeBar: UIViewRepresentable {
                    @State var volume: Float
                    func makeUIView(context: Context) -> UISlider { UISlider() }
                    func updateUIView(_ slider: UISlider, context: Context) {
                        slider.value = volume
                    }
                }

                struct PlayerScreen: View {
                    @State private var level: Float = 0.5
                    var body: some View {
                        VolumeBar(volume: level)
                        Button("Louder") { level += 0.1 }
                    }
                }

                struct NameScreen: View {
                    @State private var name = ""
                    @AppStorage("maximumName") private var maximum = 20
                    var body: some View { NameField(name: $name, maximumLength: maximum) }
                }
                """#,
            ]
        ),
        Seed(
            name: "on-change",
            log: #"""
            2024-05-01 10:00:05.000 Notes[42:4242] [SwiftUI] onChange(of: Int) action tried to update multiple times per frame.
            """#,
            files: [
                "Views/Pager.swift": #"""
                import SwiftUI

                struct Pager: View {
                    @State private var page = 0
                    @State private var pageCount = 5
                    @State private var title = ""
                    @State private var query = ""
                    @State private var results: [String] = []
                    @State private var lastPage = 0
                    @State private var scrollOffset = 0

                    var body: some View {
                        VStack {
                            Text(title)
                        }
                        .onChange(of: page) { _, newValue in // CAUSE
                            page = min(newValue + 1, pageCount)
                        }
                        .onChange(of: query) { _, newValue in
                            results = [newValue]
                        }
                        .onChange(of: pageCount) { _, newValue in
                            lastPage = newValue - 1
                        }
                        .onChange(of: scrollOffset) { _, newValue in
                            title = "\(newValue)"
                        }
                        .onChange(of: title) { _, newValue in
                            title = newValue.trimmingCharacters(in: .whitespaces)
                        }
                        .onChange(of: lastPage) { _, _ in
                            print("last page changed")
                        }
                    }
                }
                """#,
                "Bridges/Field.swift": #"""
                import SwiftUI
                import UIKit

                struct CountField: UIViewRepresentable {
                    @Binding var count: Int
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.addTarget(context.coordinator, action: #selector(Coordinator.edited(_:)), for: .editingChanged)
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        field.text = String(count)
                    }
                    final class Coordinator: NSObject {
                        var parent: CountField
                        init(_ parent: CountField) { self.parent = parent }
                        @objc func edited(_ field: UITextField) { parent.count = Int(field.text ?? "") ?? 0 }
                    }
                }
                """#,
            ]
        ),
        Seed(
            name: "main-thread-checker",
            log: #"""
            =================================================================
            Main Thread Checker: UI API called on a background thread: -[UILabel setText:]
            PID: 4242, TID: 1234567, Thread name: (none), Queue name: com.apple.root.default-qos, QoS: 21
            Backtrace:
            4   Profile                             0x0000000102f0a1b4 closure #1 (Foundation.Data?, __C.NSURLResponse?, Swift.Error?) -> () in Profile.ProfileViewController.loadName() -> () + 120
            5   Profile                             0x0000000102f0a2c0 reabstraction thunk helper from @escaping @callee_guaranteed (@guaranteed Foundation.Data?) -> () + 28
            6   CFNetwork                           0x00000001b0e5e2d0 __40-[__NSURLSessionLocal taskForClassInfo:]_block_invoke + 80
            7   libdispatch.dylib                   0x00000001b0e5e2d0 _dispatch_call_block_and_release + 32
            8   libdispatch.dylib                   0x00000001b0e5fdd4 _dispatch_client_callout + 20
            9   libsystem_pthread.dylib             0x00000001f2a1b0f0 start_wqthread + 8
            """#,
            files: [
                "Controllers/Profile.swift": #"""
                import UIKit

                final class ProfileViewController: UIViewController {
                    let nameLabel = UILabel()
                    let statusLabel = UILabel()

                    func loadName() {
                        let url = URL(string: "https://example.com/name")!
                        URLSession.shared.dataTask(with: url) { data, _, _ in
                            let name = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
                            self.nameLabel.text = name // CAUSE
                        }.resume()
                    }

                    func showStatus(_ status: String) {
                        statusLabel.text = status
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        nameLabel.text = "Loading"
                        loadName()
                    }
                }

                final class FeedViewController: UIViewController {
                    let countLabel = UILabel()
                    func refresh() {
                        DispatchQueue.global().async {
                            self.countLabel.text = "10"
                        }
                    }
                }

                final class AvatarViewController: UIViewController {
                    let imageView = UIImageView()
                    func load(_ url: URL) {
                        URLSession.shared.dataTask(with: url) { data, _, _ in
                            self.imageView.image = data.flatMap(UIImage.init(data:))
                        }.resume()
                    }
                }

                final class SyncViewController: UIViewController {
                    let progressLabel = UILabel()
                    func sync(_ url: URL) {
                        URLSession.shared.dataTask(with: url) { _, _, _ in
                            self.progressLabel.text = "Done"
                        }.resume()
                    }
                }

                final class ClockViewController: UIViewController {
                    let timeLabel = UILabel()
                    func tick() {
                        DispatchQueue.global(qos: .utility).async {
                            self.timeLabel.text = Date().description
                        }
                    }
                }

                final class InboxViewController: UIViewController {
                    let badge = UILabel()
                    func loadName() {
                        badge.text = "3"
                    }
                }
                """#,
            ]
        ),
    ]
}
