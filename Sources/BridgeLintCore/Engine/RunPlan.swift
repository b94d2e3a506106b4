import Foundation

/// What a run works with, assembled the same way for `lint`, `fix`, `advise` and `new`: the effective
/// configuration, the files to lint, the app's Info.plist files, the deployment target of each platform and
/// the linter. It prints nothing: the command says what it found (warnings, `--verbose`).
public struct RunPlan: Sendable {
    /// What the command line asks for.
    public struct Request: Sendable {
        /// Files or folders; when empty, the configuration's `included` entries, else the current folder.
        public var paths: [String]
        /// The configuration file; when nil, `.bridgelint.yml` in the current folder if there is one.
        public var configurationPath: String?
        /// Targets given on the command line (`--ios`, `--macos`, …); they override the configuration.
        public var deploymentTargets: PlatformVersions
        /// Files or folders read for what the project declares and provides, whose own findings are not
        /// reported: the rest of the project when only changed files are checked (a pre-commit hook).
        public var contextPaths: [String]
        /// The folder the run acts as if started in, where the default configuration and, when only files are
        /// named, the project files are looked for: for servers, which run in no particular folder. Nil for the
        /// process's current folder.
        public var workingDirectory: String?
        /// Report latent findings too (`--latent`); when false, the configuration's `latent` decides.
        public var showsLatent: Bool

        public init(paths: [String] = [], configurationPath: String? = nil, deploymentTargets: PlatformVersions = [:],
                    contextPaths: [String] = [], workingDirectory: String? = nil, showsLatent: Bool = false) {
            self.showsLatent = showsLatent
            self.paths = paths
            self.configurationPath = configurationPath
            self.deploymentTargets = deploymentTargets
            self.contextPaths = contextPaths
            self.workingDirectory = workingDirectory
        }

        /// A path of the working folder: relative to the process's folder when there is none.
        func inWorkingDirectory(_ name: String) -> String {
            guard let workingDirectory else { return name }
            return name == "." ? workingDirectory : (workingDirectory as NSString).appendingPathComponent(name)
        }
    }

    /// The configuration, with the deployment targets of the command line and the detected ones filled in.
    public let configuration: Configuration
    /// The configuration file read; nil when the defaults are used.
    public let configurationFile: String?
    /// What is wrong but harmless in the configuration (unknown keys or rule ids), one message each.
    public let warnings: [String]
    /// The Swift files to lint, as display paths (context files included).
    public let files: [String]
    /// The files whose findings are reported; nil when every file's are.
    public let reportedFiles: Set<String>?
    /// The app's Info.plist files found beside them, for rules that read app settings.
    public let infoPlists: [String]
    /// Paths that could not be used.
    public let problems: [FileProblem]
    /// Where each known deployment target came from: `--ios`, `the configuration`, or a file.
    public let deploymentTargetSources: [Platform: String]
    public let linter: Linter
    /// What was asked, to find the files again when files appear on disk.
    private let request: Request

    /// Loads the configuration, finds the files and detects the deployment targets the command line and the
    /// configuration leave open. A configuration that cannot be used throws.
    public init(_ request: Request, rules: [any Rule.Type]) throws(ConfigurationError) {
        let file = try Self.loadConfiguration(request, rules: rules.map { $0.description })
        var configuration = file?.loaded.configuration ?? Configuration()
        var sources: [Platform: String] = [:]
        for platform in configuration.deploymentTargets.platforms {
            sources[platform] = "the configuration"
        }
        if request.showsLatent { configuration.showsLatent = true }
        for platform in request.deploymentTargets.platforms {
            configuration.deploymentTargets[platform] = request.deploymentTargets[platform]
            sources[platform] = "--\(platform.key)"
        }
        let discovered = Self.discover(request, configuration)
        let buildFiles = Self.buildFiles(discovered, request, configuration)
        let texts = BuildFileTexts(reading: buildFiles.projectFiles + buildFiles.packageManifests + discovered.projectFiles)
        if Platform.allCases.contains(where: { configuration.deploymentTargets[$0] == nil }) {
            let detected = DeploymentTargetDetector.detect(
                packageManifests: buildFiles.packageManifests, projectFiles: buildFiles.projectFiles, texts: texts)
            for (platform, detected) in detected where configuration.deploymentTargets[platform] == nil {
                configuration.deploymentTargets[platform] = detected.version
                sources[platform] = detected.source
            }
        }
        configuration.concurrency = ConcurrencySettings.detect(
            packageManifests: buildFiles.packageManifests, projectFiles: buildFiles.projectFiles, texts: texts)
        configuration.unbuiltFiles = BuildMembership.unbuiltFiles(
            discovered.files, projectFiles: discovered.projectFiles, packageManifests: discovered.packageManifests, texts: texts)
        self.configuration = configuration
        self.configurationFile = file?.path
        self.warnings = file?.loaded.warnings ?? []
        self.files = discovered.files
        self.reportedFiles = request.contextPaths.isEmpty ? nil : Self.reportedFiles(request, configuration, among: discovered.files)
        self.infoPlists = discovered.infoPlists
        self.problems = discovered.problems
        self.deploymentTargetSources = sources
        self.linter = Linter(allRules: rules, configuration: configuration)
        self.request = request
    }

    /// The Swift files to lint as they are on disk now, found as the plan found its `files`: for a long-lived
    /// run (a language server) that learns files were created.
    public func discoverFiles() -> [String] {
        Self.discover(request, configuration).files
    }

    /// The given file, else `.bridgelint.yml` in the working folder if present; nil for the defaults.
    private static func loadConfiguration(
        _ request: Request, rules: [RuleDescription]
    ) throws(ConfigurationError) -> (path: String, loaded: ConfigurationLoader.Loaded)? {
        let defaultFile = request.inWorkingDirectory(Configuration.defaultFileName)
        guard let path = request.configurationPath ?? (FileManager.default.fileExists(atPath: defaultFile) ? defaultFile : nil)
        else { return nil }
        do {
            return (path, try ConfigurationLoader(rules: rules).load(path: path))
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError(description: "\(path): error: \(error)")
        }
    }

    /// Whether the run reports the findings in this file (as the plan's `files` name it).
    public func reports(_ file: String) -> Bool {
        reportedFiles?.contains(file) ?? true
    }

    /// The paths given, else the configuration's `included` entries (relative to its folder), else `.`; and
    /// the context paths.
    private static func discover(_ request: Request, _ configuration: Configuration) -> FileDiscovery.Result {
        let discovery = FileDiscovery(excluded: configuration.excluded, rootDirectory: configuration.rootDirectory)
        guard request.paths.isEmpty else { return discovery.discover(request.paths + request.contextPaths) }
        var found = discovery.discover([lintedRoot(request, configuration)])
        if !configuration.included.isEmpty {
            let included = configuration.included.map(Glob.init)
            found.files = found.files.filter { file in
                included.contains { $0.matches(discovery.relativeToRoot(file)) }
            }
        }
        return found
    }

    /// The folder linted when no path is given: the configuration's folder, else the working folder.
    private static func lintedRoot(_ request: Request, _ configuration: Configuration) -> String {
        request.configurationPath == nil ? request.inWorkingDirectory(".") : configuration.rootDirectory
    }

    /// Of the discovered files, those the request's own paths name (each file is found once, under the name
    /// its first mention gives it, so the same discovery of the paths alone names them alike).
    private static func reportedFiles(_ request: Request, _ configuration: Configuration, among files: [String]) -> Set<String> {
        var own = request
        own.contextPaths = []
        return Set(discover(own, configuration).files).intersection(files)
    }

    /// From the linted folders' Package.swift or Xcode projects; when they hold none, from the nearest ones
    /// above the linted paths, up to their repository's root (EnclosingProject).
    /// The Package.swift manifests and Xcode projects that build the linted code: the linted folders' own, or
    /// when they hold none, the nearest ones above the linted paths, up to their repository's root.
    private static func buildFiles(
        _ found: FileDiscovery.Result, _ request: Request, _ configuration: Configuration
    ) -> EnclosingProject.Files {
        let files = EnclosingProject.Files(packageManifests: found.packageManifests, projectFiles: found.projectFiles)
        guard files.isEmpty else { return files }
        let linted = request.paths.isEmpty ? [lintedRoot(request, configuration)] : request.paths + request.contextPaths
        return EnclosingProject.files(enclosing: linted, base: request.workingDirectory ?? FileManager.default.currentDirectoryPath)
    }

    /// The files' texts, for commands that change them (`fix`), and the files that could not be read.
    public func readSources() -> (sources: [(path: String, text: String)], problems: [FileProblem]) {
        var sources: [(path: String, text: String)] = []
        var problems: [FileProblem] = []
        for path in files {
            switch SourceReader.read(path) {
            case .success(let text): sources.append((path, text))
            case .failure(let problem): problems.append(problem)
            }
        }
        return (sources, problems)
    }
}
