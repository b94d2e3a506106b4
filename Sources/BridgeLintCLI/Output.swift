import Foundation

/// Writing to the standard streams, and what kind of stream they are.
enum Output {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Colour only for a terminal, and never when the user asked for none (https://no-color.org).
    static var useColor: Bool {
        standardOutputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
