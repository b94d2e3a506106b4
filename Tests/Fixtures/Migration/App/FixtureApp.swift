import SwiftUI

@main
struct FixtureApp: App {
    @StateObject private var session = Session()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(session)
        }
    }
}
