import ArgumentParser
import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import Foundation

/// `bridgelint diagnose [PATH ...] --log FILE|-`: the run-time messages of the bridge in console output, a crash
/// report or a test log, and the places in the project that cause them.
struct DiagnoseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagnose",
        abstract: "Find the places in a project that cause the bridge's run-time messages in a log.",
        discussion: """
            The log is Xcode's console output, an `xcodebuild test` log, pasted text or a crash report (.ips or \
            text). Each message bridgelint knows is explained once (repeats are counted), with the project's \
            candidate sites, most likely first: findings of the rules that cause it, and the places that involve \
            the names it carries (types, controllers, backtrace functions). Lines it does not know are counted.

            Exit status: 0 when the log holds no message of the bridge; 1 when it holds at least one (a bridge bug \
            happened at run time, whether or not a candidate was found), so `xcodebuild test … | bridgelint \
            diagnose --log -` fails a CI step; 2 for bad usage, a missing or unreadable log, or a broken \
            configuration; 3 when bridgelint itself failed.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The project's files or folders. Default: the configuration's 'included' paths, else the current folder.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The log to read, or - for standard input (the default when input is piped).", valueName: "file"))
    var log: String?

    @Option(help: "Output format.")
    var format: Format = .text

    @Option(help: "The most candidate sites listed per message.")
    var limit: Int = 10

    @Option(help: "The configuration file. Default: .bridgelint.yml in the current folder, if present.")
    var config: String?

    @OptionGroup var deploymentTargets: DeploymentTargetOptions

    @Flag(name: .shortAndLong, help: "Print no summary line.")
    var quiet = false

    @Flag(help: "Say which configuration and deployment targets were used.")
    var verbose = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        if log == nil, Output.standardInputIsTerminal {
            throw ValidationError("give the log with --log FILE, or pipe it in with --log -")
        }
    }

    func run() throws {
        // A project that is not there cannot be searched: say so before reading anything.
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            Output.standardError("\(path): error: no such file or folder to search\n")
            throw ExitCode(ExitStatus.usage)
        }
        let name = log ?? "-"
        let text = try Self.readLog(name)
        let reading = LogRecognizer().read(ConsoleLog(text: text))
        var project: Diagnoser.Project?
        if !reading.messages.isEmpty {
            let request = RunPlan.Request(paths: paths, configurationPath: config, deploymentTargets: deploymentTargets.targets)
            project = Diagnoser.Project(plan: try RunPlan.load(request, verbose: verbose), rules: RuleRegistry.all)
        }
        let diagnosis = Diagnoser(candidateLimit: limit).diagnose(reading, in: project)
        for problem in diagnosis.problems {
            Output.standardError(problem + "\n")
        }
        switch format {
        case .text: Output.standardOutput(DiagnosisReport.text(diagnosis))
        case .json: Output.standardOutput(DiagnosisReport.json(diagnosis))
        }
        if !quiet {
            Output.standardError(DiagnosisReport.summary(diagnosis) + "\n")
        }
        if !diagnosis.messages.isEmpty {
            throw ExitCode(ExitStatus.findings)
        }
    }

    /// The log's text; a missing file or bytes that are not text end the run with status 2 and say why.
    static func readLog(_ name: String) throws -> String {
        let data: Data
        if name == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) else {
                Output.standardError("\(name): error: no such log file\n")
                throw ExitCode(ExitStatus.usage)
            }
            guard !isFolder.boolValue, let contents = FileManager.default.contents(atPath: name) else {
                Output.standardError("\(name): error: cannot read the log: \(isFolder.boolValue ? "it is a folder" : "permission denied or not a regular file")\n")
                throw ExitCode(ExitStatus.usage)
            }
            data = contents
        }
        let source = name == "-" ? "standard input" : name
        switch ConsoleLog.decode(data) {
        case .success(let decoded):
            if decoded.replacedBytes > 0 {
                let count = decoded.replacedBytes
                Output.standardError("\(source): warning: \("byte".counted(count)) \(count == 1 ? "is" : "are") not UTF-8 and read as U+FFFD\n")
            }
            return decoded.text
        case .failure(let error):
            Output.standardError("\(source): error: cannot read the log: \(error.reason)\n")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
