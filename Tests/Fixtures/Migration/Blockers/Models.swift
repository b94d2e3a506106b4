import Combine
import Foundation
import SwiftUI
import ThirdPartyKit

/// Inherits from a class declared outside the linted paths.
final class CloudStore: RemoteStore, ObservableObject {
    @Published var quota = 0
}

/// Codable through synthesized code, which @Observable's `_name` storage would change.
final class Draft: ObservableObject, Codable {
    var title = ""
}

/// Reaches its @Published storage directly.
final class Counter: ObservableObject {
    @Published var count: Int

    init(count: Int) {
        _count = Published(initialValue: count)
    }
}

/// ObservableObject through a protocol, and through an extension.
protocol Store: ObservableObject {}
final class ProfileStore: Store {
    @Published var name = ""
}

final class Inbox {
    @Published var unread = 0
}

extension Inbox: ObservableObject {}

/// Handed to an API that takes `some ObservableObject`.
final class Theme: ObservableObject {
    @Published var tint = "blue"
}

func watch(_ model: some ObservableObject) {}

/// Used through its wrapper's projection itself.
final class Form: ObservableObject {
    @Published var text = ""
}

/// Already has a member named like the storage @Observable would add.
final class Cache: ObservableObject {
    @Published var items: [String] = []
    private var _items: [String] = []
}
