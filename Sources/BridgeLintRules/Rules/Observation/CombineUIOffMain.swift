import BridgeLintCore
import SwiftSyntax

/// A Combine pipeline that delivers off the main thread and ends in a `sink` or `assign` that changes UI state,
/// with no `receive(on:)` a main scheduler after the last background hop.
struct CombineUIOffMain: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [ObservableMembers.self, SwiftUIImports.self, PublisherSources.self, ObservedObjects.self]
    static let description = RuleDescription(
        id: "combine-ui-off-main",
        summary: "A Combine pipeline delivering off the main thread updates UI state in sink/assign without receive(on: main)",
        severity: .warning,
        rationale: """
            A Combine subscriber receives values on the thread the last upstream operator sends them on. \
            dataTaskPublisher sends on URLSession's background queue, and receive(on:), subscribe(on:), debounce, \
            throttle or delay with a background queue move delivery there too. A sink or assign at the end that \
            sets @Published, @State, @Binding or UIKit view properties then changes the UI from a background \
            thread: "Publishing changes from background threads is not allowed", flicker and crashes. A pipeline \
            that starts from one of the project's functions (`api.fetchUsers().sink { … }`) is followed into it: \
            one that returns a data task's publisher, directly or through other such functions, with no hop back, \
            delivers off the main thread too. Pipelines whose thread bridgelint cannot see (a publisher stored \
            elsewhere, NotificationCenter, $property, a project operator) are not reported, nor are test files \
            (importing XCTest or Testing).
            """,
        howToFix: """
            Add .receive(on: DispatchQueue.main) (or RunLoop.main) after the last operator that runs in the \
            background, right before sink or assign.
            """,
        triggeringExamples: [
            Example("""
                // The settings type comes from another module: where its publisher sends is out of sight (latent).
                import SwiftUI
                final class TunnelSettingsModel: ObservableObject {
                    @Published var excludeLocalNetworks = true
                    private var bag = Set<AnyCancellable>()
                    init(settings: TunnelSettings) {
                        settings.excludeLocalNetworksPublisher
                            .↓assign(to: \\.excludeLocalNetworks, onWeaklyHeld: self)
                            .store(in: &bag)
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "UsersModel.swift": """
                    // The project's API returns the data task's publisher as it is: its values arrive off the main thread.
                    import SwiftUI
                    final class UsersModel: ObservableObject {
                        @Published var users: [User] = []
                        private var bag = Set<AnyCancellable>()
                        func load() {
                            api.fetchUsers()
                                .replaceError(with: [])
                                .sink { ↓self.users = $0 }
                                .store(in: &bag)
                        }
                    }
                    """,
                "API.swift": """
                    struct API {
                        func fetchUsers() -> AnyPublisher<[User], Error> {
                            URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/users")!)
                                .map(\\.data)
                                .decode(type: [User].self, decoder: JSONDecoder())
                                .eraseToAnyPublisher()
                        }
                    }
                    """,
            ]),
            Example("""
                import SwiftUI
                final class ArticlesModel: ObservableObject {
                    @Published var articles: [Article] = []
                    private var subscriptions = Set<AnyCancellable>()

                    func load(_ url: URL) {
                        URLSession.shared.dataTaskPublisher(for: url)
                            .map(\\.data)
                            .decode(type: [Article].self, decoder: JSONDecoder())
                            .replaceError(with: [])
                            .sink { [weak self] articles in
                                ↓self?.articles = articles
                            }
                            .store(in: &subscriptions)
                    }
                }
                """),
            Example("""
                import SwiftUI
                final class AvatarModel: ObservableObject {
                    @Published var image: UIImage?

                    func load(_ url: URL) {
                        URLSession.shared.dataTaskPublisher(for: url)
                            .receive(on: DispatchQueue.main)
                            .map { UIImage(data: $0.data) }
                            .receive(on: DispatchQueue.global(qos: .utility))
                            .map { $0?.preparingThumbnail(of: CGSize(width: 64, height: 64)) }
                            .replaceError(with: nil)
                            .↓assign(to: &$image)
                    }

                    func reload(_ url: URL) {
                        URLSession.shared.dataTaskPublisher(for: url)
                            .map { UIImage(data: $0.data) }
                            .replaceError(with: nil)
                            .↓assign(to: &self.$image)
                    }
                }
                """),
            Example("""
                final class SearchViewController: UIViewController {
                    @IBOutlet private var countLabel: UILabel!
                    private let searchQueue = DispatchQueue(label: "search")
                    private var subscription: AnyCancellable?

                    func bind(_ query: AnyPublisher<String, Never>) {
                        subscription = query
                            .debounce(for: .milliseconds(300), scheduler: searchQueue)
                            .map { Index.shared.count(matching: $0) }
                            .sink { [weak self] count in
                                ↓self?.countLabel.text = "\\(count) results"
                            }
                    }
                }
                """),
            Example("""
                final class StatusController: UIViewController {
                    private let statusLabel = UILabel()
                    private var subscription: AnyCancellable?

                    func start() {
                        subscription = Just(Diagnostics.collect())
                            .subscribe(on: DispatchQueue.global())
                            .map(\\.summary)
                            .↓assign(to: \\.text, on: statusLabel)
                    }
                }
                """),
            Example("""
                import SwiftUI
                final class SyncModel: ObservableObject {
                    @Published var log: [String] = []
                    private var subscriptions = Set<AnyCancellable>()

                    func sync(_ request: URLRequest) {
                        URLSession.shared.dataTaskPublisher(for: request)
                            .sink(receiveCompletion: { [weak self] completion in
                                if case .failure(let error) = completion {
                                    ↓self?.log.append(error.localizedDescription)
                                }
                            }, receiveValue: { _ in })
                            .store(in: &subscriptions)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(files: [
                "TunnelSettingsModel.swift": """
                    // The settings type is the project's own: its publisher is read where it is made, not guessed at.
                    import SwiftUI
                    final class TunnelSettingsModel: ObservableObject {
                        @Published var excludeLocalNetworks = true
                        private var bag = Set<AnyCancellable>()
                        init(settings: TunnelSettings) {
                            settings.excludeLocalNetworksPublisher.assign(to: \\.excludeLocalNetworks, onWeaklyHeld: self).store(in: &bag)
                        }
                    }
                    """,
                "TunnelSettings.swift": """
                    final class TunnelSettings {
                        @Published var excludeLocalNetworks = true
                        var excludeLocalNetworksPublisher: AnyPublisher<Bool, Never> { $excludeLocalNetworks.eraseToAnyPublisher() }
                    }
                    """,
            ]),
            Example(files: [
                "UsersModel.swift": """
                    // The API hops to the main queue itself.
                    import SwiftUI
                    final class UsersModel: ObservableObject {
                        @Published var users: [User] = []
                        private var bag = Set<AnyCancellable>()
                        func load() {
                            api.fetchUsers().replaceError(with: []).sink { self.users = $0 }.store(in: &bag)
                        }
                    }
                    """,
                "API.swift": """
                    struct API {
                        func fetchUsers() -> AnyPublisher<[User], Error> {
                            URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/users")!)
                                .map(\\.data)
                                .decode(type: [User].self, decoder: JSONDecoder())
                                .receive(on: DispatchQueue.main)
                                .eraseToAnyPublisher()
                        }
                    }
                    """,
            ]),
            Example("""
                final class ArticlesModel: ObservableObject {
                    @Published var articles: [Article] = []
                    private var subscriptions = Set<AnyCancellable>()

                    func load(_ url: URL) {
                        URLSession.shared.dataTaskPublisher(for: url)
                            .map(\\.data)
                            .decode(type: [Article].self, decoder: JSONDecoder())
                            .replaceError(with: [])
                            .receive(on: DispatchQueue.main)
                            .sink { [weak self] in self?.articles = $0 }
                            .store(in: &subscriptions)
                    }
                }
                """),
            Example("""
                final class AvatarModel: ObservableObject {
                    @Published var image: UIImage?

                    func load(_ url: URL) {
                        Just(url)
                            .subscribe(on: DispatchQueue.global())
                            .map { try? Data(contentsOf: $0) }
                            .map { $0.flatMap(UIImage.init(data:)) }
                            .receive(on: RunLoop.main)
                            .assign(to: &$image)
                    }
                }
                """),
            Example("""
                final class SearchModel: ObservableObject {
                    @Published var query = ""
                    @Published var results: [Item] = []
                    private var subscriptions = Set<AnyCancellable>()

                    init(index: SearchIndex) {
                        $query
                            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
                            .map(index.search)
                            .sink { [weak self] in self?.results = $0 }
                            .store(in: &subscriptions)
                        NotificationCenter.default.publisher(for: .indexDidChange)
                            .sink { [weak self] _ in self?.results = [] }
                            .store(in: &subscriptions)
                    }
                }
                """),
            Example("""
                final class FeedViewController: UITableViewController {
                    private var subscription: AnyCancellable?

                    func load(_ url: URL) {
                        subscription = URLSession.shared.dataTaskPublisher(for: url)
                            .map(\\.data)
                            .receiveOnMain()
                            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in
                                self?.tableView.reloadData()
                            })
                    }
                }
                """),
            Example("""
                final class UploadModel: ObservableObject {
                    @Published var isDone = false
                    private var subscription: AnyCancellable?

                    func upload(_ request: URLRequest) {
                        subscription = URLSession.shared.dataTaskPublisher(for: request)
                            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in
                                DispatchQueue.main.async { self?.isDone = true }
                            })
                    }
                }
                """),
        ],
        symptoms: [
            "Publishing changes from background threads is not allowed",
            "make sure to publish values from the main thread (via operators like receive(on:)) on model updates",
            "Main Thread Checker: UI API called on a background thread",
        ]
    )

    static func verdict(_ question: MainActorQuestion, index: ProjectIndex) -> IndexVerdict? {
        MainActorQuestion.verdict(question, index: index)
    }

    /// The project functions the values come from, when `node` is directly inside a `sink` closure (no hop in
    /// between) whose pipeline no operator decides the thread of: `api.fetchUsers().sink { self.users = $0 }`.
    private static func projectSources(ofSinkAround node: Syntax) -> [String] {
        guard let closure = node.ancestor(ClosureExprSyntax.self), let site = ClosureSite(closure), site.calleeName == "sink",
              let upstream = site.receiver, case .unknown = CombineDelivery.of(upstream)
        else { return [] }
        return CombineDelivery.projectSources(of: upstream)
    }

    /// `VPNSettings` for `settings.selectedLocationPublisher.map(…)` with `let settings: VPNSettings`.
    private static func publisherOwnerType(of upstream: ExprSyntax) -> String? {
        guard let owner = CombineDelivery.publisherOwner(of: upstream), let type = DeclaredType.of(owner),
              type.first?.isUppercase == true, !MainActorTypes.isUIKitName(type)
        else { return nil }
        return type
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        // A pipeline from a project function may lack any hop in this file: that missing hop is the bug.
        guard file.contains(".sink") || file.contains(".assign"), !TestCode.isTestFile(file) else { return }
        let model = ThreadingModel(file: file)
        let inSink = { (node: Syntax) in model.sinkHop(of: node) != nil || !Self.projectSources(ofSinkAround: node).isEmpty }
        for touch in MainStateTouch.all(in: file, types: TypeMemberFacts.all(in: file), where: inSink) {
            let hop: String
            let ending: String
            if let upstream = touch.assignedFrom {
                let delivery = CombineDelivery.of(upstream)
                if case .unknown = delivery, case let sources = CombineDelivery.projectSources(of: upstream), !sources.isEmpty {
                    report.add(touch, inPipelineFrom: sources, ending: "assign")
                    continue
                }
                if case .unknown = delivery, let owner = Self.publisherOwnerType(of: upstream) {
                    report.add(touch, inPipelineOf: owner, ending: "assign")
                    continue
                }
                guard case .background(let operatorName) = delivery else { continue }
                hop = operatorName
                ending = "assign"
            } else {
                guard let operatorName = model.sinkHop(of: touch.node) else {
                    let sources = Self.projectSources(ofSinkAround: touch.node)
                    if !sources.isEmpty { report.add(touch, inPipelineFrom: sources, ending: "sink") }
                    continue
                }
                hop = operatorName
                ending = "sink"
            }
            report.add(touch, """
                \(touch.summary) by \(ending) while the pipeline still delivers off the main thread after '\(hop)', \
                so the UI changes from a background thread; add .receive(on: DispatchQueue.main) before \(ending)
                """)
        }
    }
}
