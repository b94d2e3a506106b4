import Combine
import UIKit

final class SessionViewController: UIViewController {
    private let session: Session
    private var subscriptions: Set<AnyCancellable> = []
    private let tokenLabel = UILabel()

    init(session: Session) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        session.$token
            .receive(on: DispatchQueue.main)
            .sink { [weak self] token in self?.tokenLabel.text = token }
            .store(in: &subscriptions)
    }
}
