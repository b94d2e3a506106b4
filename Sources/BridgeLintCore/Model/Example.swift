/// A piece of code that documents and tests a rule.
///
/// In a triggering example, `↓` marks each place a finding must start. An example
/// may span several files (for rules that need the project index); the first file
/// is the one `explain` shows.
public struct Example: Sendable {
    public static let marker: Character = "↓"

    public struct File: Sendable {
        public var name: String
        public var code: String
    }

    public var files: [File]
    /// Where the example is written, so a failing example points at its source.
    public var sourceFile: StaticString
    public var sourceLine: UInt
    /// The deployment target the example is linted with, when it matters.
    public var deploymentTarget: IOSVersion?

    public init(
        _ code: String, deploymentTarget: IOSVersion? = nil,
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        self.init(files: [("Example.swift", code)], deploymentTarget: deploymentTarget,
                  sourceFile: sourceFile, sourceLine: sourceLine)
    }

    public init(
        files: KeyValuePairs<String, String>, deploymentTarget: IOSVersion? = nil,
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        self.init(files: files.map { ($0.key, $0.value) }, deploymentTarget: deploymentTarget,
                  sourceFile: sourceFile, sourceLine: sourceLine)
    }

    private init(
        files: [(String, String)], deploymentTarget: IOSVersion?,
        sourceFile: StaticString, sourceLine: UInt
    ) {
        self.files = files.map { File(name: $0.0, code: $0.1) }
        self.deploymentTarget = deploymentTarget
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
    }

    /// The code of the first file without markers, as shown to users.
    public var displayCode: String {
        files.first.map { $0.code.filter { $0 != Example.marker } } ?? ""
    }
}
