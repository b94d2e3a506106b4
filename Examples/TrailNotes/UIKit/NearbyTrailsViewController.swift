import SwiftUI
import UIKit

/// The "Nearby" screen of the classic UIKit interface: a SwiftUI summary banner over a table of the closest
/// trails, each row drawn by SwiftUI.
final class NearbyTrailsViewController: UIViewController, UITableViewDataSource {
    private let store: TrailStore
    private let settings: SettingsModel
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var banner = UIHostingController(rootView: NearbySummary().environment(store))
    private var rowHosts: [UIHostingController<NearbyTrailRow>] = []

    private var nearbyTrails: [Trail] {
        store.trails.sorted { $0.lengthKilometers < $1.lengthKilometers }
    }

    init(store: TrailStore, settings: SettingsModel) {
        self.store = store
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "All Trails", style: .plain, target: self, action: #selector(showAllTrails))

        banner.sizingOptions = .intrinsicContentSize
        banner.view.backgroundColor = .clear
        banner.view.translatesAutoresizingMaskIntoConstraints = false
        // BUG(containment-incomplete): the banner's view is added without addChild(banner) or didMove(toParent: self): the unit-help sheet its content presents has no controller in the hierarchy to present from.
        view.addSubview(banner.view)

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Trail")
        tableView.dataSource = self
        view.addSubview(tableView)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            banner.view.topAnchor.constraint(equalTo: margins.topAnchor, constant: 8),
            banner.view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            banner.view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: banner.view.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        nearbyTrails.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Trail", for: indexPath)
        let trail = nearbyTrails[indexPath.row]
        let distance = settings.formattedDistance(trail.lengthKilometers)
        // BUG(hosting-controller-per-cell): every dequeue builds a new hosting controller; `cell.contentConfiguration = UIHostingConfiguration { … }` needs none.
        let row = UIHostingController(rootView: NearbyTrailRow(trail: trail, distance: distance))
        rowHosts.append(row)
        // BUG(child-controllers-accumulate): each dequeue also makes the new controller a child, and none is removed: children pile up as cells are reused.
        addChild(row)
        row.view.frame = cell.contentView.bounds
        row.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.contentView.addSubview(row.view)
        row.didMove(toParent: self)
        return cell
    }

    @objc private func showAllTrails() {
        let list = UIHostingController(rootView: TrailListView().environment(store).environment(settings))
        // BUG(hosting-nested-navigation): TrailListView brings its own NavigationStack; pushed here, the screen gets a second navigation bar.
        navigationController?.pushViewController(list, animated: true)
    }
}

struct NearbySummary: View {
    @Environment(TrailStore.self) private var store
    @Environment(\.distanceUnit) private var unit
    @State private var showsUnitHelp = false

    var body: some View {
        Button {
            showsUnitHelp = true
        } label: {
            Label("\(store.trails.count) trails nearby, distances in \(unit.label)", systemImage: "location.circle")
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .sheet(isPresented: $showsUnitHelp) {
            Text("Distances follow the unit chosen in Settings.")
                .padding()
        }
    }
}

struct NearbyTrailRow: View {
    let trail: Trail
    let distance: String

    var body: some View {
        HStack {
            Text(trail.name)
            Spacer()
            Text(distance).foregroundStyle(.secondary)
        }
        .padding(.horizontal)
    }
}
