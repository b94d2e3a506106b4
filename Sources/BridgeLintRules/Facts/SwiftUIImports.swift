import BridgeLintCore

/// Whether any file of the project imports SwiftUI. Read by the thread rules: a `@Published` property changed off
/// the main thread is SwiftUI's problem only when a view observes its object, and a project without SwiftUI has no
/// such view (its Combine subscribers decide the thread with `receive(on:)`).
enum SwiftUIImports: FactRecorder {
    static let name = "swiftui-imports"

    static func record(in file: LintFile) -> Bool? {
        file.contains("import SwiftUI") ? true : nil
    }

    static func merge(_ records: [Bool]) -> Bool {
        records.contains(true)
    }
}

extension ProjectIndex {
    /// Whether some file imports SwiftUI (see `SwiftUIImports`).
    var importsSwiftUI: Bool { record(of: SwiftUIImports.self) }
}
