import SwiftUI
import UIKit

/// The original UIKit detail screen, still used when "Classic Detail Screen" is on.
/// The stats grid is SwiftUI, embedded as a child view controller.
final class TrailDetailViewController: UIViewController {
    var trail: Trail {
        didSet {
            guard isViewLoaded else { return }
            render()
        }
    }

    private let settings: SettingsModel
    private let titleLabel = UILabel()
    private let regionLabel = UILabel()
    private let distanceLabel = UILabel()
    private let profileView = ElevationProfileView()
    private var statsHost: UIHostingController<TrailStatsGrid>?

    init(trail: Trail, settings: SettingsModel) {
        self.trail = trail
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        regionLabel.font = .preferredFont(forTextStyle: .subheadline)
        regionLabel.textColor = .secondaryLabel
        distanceLabel.font = .preferredFont(forTextStyle: .headline)

        let header = UIStackView(arrangedSubviews: [titleLabel, regionLabel, distanceLabel, profileView])
        header.axis = .vertical
        header.spacing = 8
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)

        let host = UIHostingController(rootView: TrailStatsGrid(trail: trail))
        host.view.backgroundColor = .clear
        host.sizingOptions = .intrinsicContentSize
        addChild(host)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(host.view)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: margins.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            profileView.heightAnchor.constraint(equalToConstant: 120),
            host.view.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24),
            host.view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            host.view.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            host.view.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
        host.didMove(toParent: self)
        statsHost = host

        render()
        observeUnits()
    }

    /// Keeps the distance in the units chosen in Settings (an @Observable model, so it is tracked explicitly).
    private func observeUnits() {
        // BUG(observation-tracking-once): onChange only asks for a new layout and never calls observeUnits() again, so only the first change of units reaches the label.
        withObservationTracking {
            distanceLabel.text = settings.formattedDistance(trail.lengthKilometers)
        } onChange: { [weak self] in
            Task { @MainActor in self?.view.setNeedsLayout() }
        }
    }

    private func render() {
        title = trail.name
        titleLabel.text = trail.name
        regionLabel.text = trail.region
        profileView.samples = trail.elevationProfile
        statsHost?.rootView = TrailStatsGrid(trail: trail)
    }
}

/// Lets the SwiftUI navigation stack push the UIKit screen.
struct TrailDetailScreen: UIViewControllerRepresentable {
    let trail: Trail
    @Environment(SettingsModel.self) private var settings

    func makeUIViewController(context: Context) -> TrailDetailViewController {
        TrailDetailViewController(trail: trail, settings: settings)
    }

    func updateUIViewController(_ uiViewController: TrailDetailViewController, context: Context) {
        if uiViewController.trail != trail {
            uiViewController.trail = trail
        }
    }
}
