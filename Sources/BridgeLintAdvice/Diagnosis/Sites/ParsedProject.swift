import BridgeLintCore
import SwiftParser
import SwiftSyntax

/// The project's Swift files, read and parsed once for the site search (in parallel), kept with what turns
/// positions into lines.
struct ParsedProject {
    struct File: Sendable {
        let path: String
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter

        func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return (location.line, location.column)
        }
    }

    let files: [File]
    private let indexByPath: [String: Int]

    init(paths: [String]) {
        let read = ParallelMap.map(count: paths.count, progress: nil) { index -> Result<File, FileProblem> in
            SourceReader.read(paths[index]).map { text in
                let tree = Parser.parse(source: text)
                return File(path: paths[index], tree: tree, converter: SourceLocationConverter(fileName: paths[index], tree: tree))
            }
        }
        // A file that cannot be read is reported by the lint run over the same files; here it is left out.
        files = read.compactMap { try? $0.get() }
        indexByPath = Self.index(files)
    }

    private static func index(_ files: [File]) -> [String: Int] {
        Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    func file(_ path: String) -> File? {
        indexByPath[path].map { files[$0] }
    }
}

import Foundation
