import BridgeLintCLI
import Foundation

exit(CommandLineEntry.run(Array(CommandLine.arguments.dropFirst())))
