import Foundation
import Testing

/// The SwiftPM plugins, used from a sample package (Tests/Fixtures/PluginSample) as a user would.
/// Building the sample compiles bridgelint and swift-syntax again, which takes minutes, so these run only
/// when BRIDGELINT_PLUGIN_TESTS=1 (CI sets it).
@Suite("SwiftPM plugins", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["BRIDGELINT_PLUGIN_TESTS"] == "1",
                "set BRIDGELINT_PLUGIN_TESTS=1 to build the sample package"))
struct PluginTests {
    static let sample = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/PluginSample")
    static let badge = sample.appendingPathComponent("Sources/SampleViews/Badge.swift")

    /// Runs `swift` in the sample package.
    private func swift(_ arguments: [String]) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = Self.sample
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return CLI.Result(status: process.terminationStatus, stdout: text, stderr: text)
    }

    @Test("Command plugin lints and fixes; build-tool plugin shows findings as build warnings and errors")
    func plugins() throws {
        let original = try String(contentsOf: Self.badge, encoding: .utf8)
        defer { try? original.write(to: Self.badge, atomically: true, encoding: .utf8) }

        let lint = try swift(["package", "bridgelint"])
        #expect(lint.status != 0, "an error-severity finding fails the command")
        #expect(lint.stdout.contains("Sources/SampleViews/Caption.swift:8:9: warning: 'text' is applied to the view only in makeUIView"))
        #expect(lint.stdout.contains("Sources/SampleViews/Badge.swift:15:30: error: 'proposal.width!' crashes"))

        let fix = try swift(["package", "--allow-writing-to-package-directory", "bridgelint", "fix",
                             "--rules", "size-that-fits-force-unwrap"])
        #expect(fix.stdout.contains("Fixed 1 finding in 1 file."), "\(fix.stdout)")
        #expect(try String(contentsOf: Self.badge, encoding: .utf8).contains("proposal.replacingUnspecifiedDimensions().width"))

        let warningsOnly = try swift(["build"])
        #expect(warningsOnly.status == 0, "\(warningsOnly.stdout)")
        #expect(warningsOnly.stdout.contains("Caption.swift:8:9: warning: 'text' is applied to the view only in makeUIView"))

        try original.write(to: Self.badge, atomically: true, encoding: .utf8)
        let withError = try swift(["build"])
        #expect(withError.status != 0, "an error-severity finding fails the build")
        #expect(withError.stdout.contains("Badge.swift:15:30: error: 'proposal.width!' crashes"))
    }
}
