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
    /// For a triggering example of a fixable rule that no mechanical edit can repair safely: why. Its findings
    /// must then come without a fix; every other triggering example of a fixable rule must be fixed.
    public var noFixBecause: String?
    /// For a triggering example: the tier its findings must have (latent when the code shows no harm yet).
    public var confidence: Confidence

    public init(
        _ code: String, deploymentTarget: IOSVersion? = nil, noFixBecause: String? = nil,
        confidence: Confidence = .witnessed, sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        self.init(files: [("Example.swift", code)], deploymentTarget: deploymentTarget, noFixBecause: noFixBecause,
                  confidence: confidence, sourceFile: sourceFile, sourceLine: sourceLine)
    }

    public init(
        files: KeyValuePairs<String, String>, deploymentTarget: IOSVersion? = nil, noFixBecause: String? = nil,
        confidence: Confidence = .witnessed, sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        self.init(files: files.map { ($0.key, $0.value) }, deploymentTarget: deploymentTarget, noFixBecause: noFixBecause,
                  confidence: confidence, sourceFile: sourceFile, sourceLine: sourceLine)
    }

    private init(
        files: [(String, String)], deploymentTarget: IOSVersion?, noFixBecause: String?, confidence: Confidence,
        sourceFile: StaticString, sourceLine: UInt
    ) {
        self.files = files.map { File(name: $0.0, code: $0.1) }
        self.deploymentTarget = deploymentTarget
        self.noFixBecause = noFixBecause
        self.confidence = confidence
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
    }

    /// The code of the first file without markers, as shown to users.
    public var displayCode: String {
        files.first.map { $0.code.filter { $0 != Example.marker } } ?? ""
    }
}
