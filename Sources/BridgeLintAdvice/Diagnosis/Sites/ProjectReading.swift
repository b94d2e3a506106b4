import BridgeLintCore
import SwiftParser
import SwiftSyntax

/// The site search reads the project twice, each file parsed on all cores and its tree dropped as soon as its
/// facts are out: first every file for what it declares, then the files that can hold a site (or that hold a
/// finding, a function a backtrace names, a line a crash names) for the walk that finds the sites.
enum ProjectReading {
    /// Words that a file holding a site of the kind must contain; a file with none of them is not walked.
    static let keywords: [SiteKind: [[UInt8]]] = {
        let containment = ["addChild", "Subview", "removeFromParent", "didMove", "willMove", "present", "push", "show",
                           "iewControllers", "rootViewController", "AppearanceTransition"]
        let roots = ["rootView", "UIHostingConfiguration", "Window", "DocumentGroup", "sheet", "popover", "fullScreenCover",
                     "inspector"]
        let words: [SiteKind: [String]] = [
            .containment: containment, .presentation: containment, .environmentRoot: roots, .presentationRoot: roots,
            .publishedWriteOffMain: ["async", "Task", "load", "sink", "assign", "detached", "addOperation", "Thread"],
            .stateOutsideView: ["State"], .onChangeWrite: ["onChange"],
        ]
        return words.mapValues { $0.map { Array($0.utf8) } }
    }()

    /// One file's declarations and the site kinds its text may hold.
    struct FirstRead: Sendable {
        var path: String
        var declarations: FileDeclarations
        var kinds: Set<SiteKind>
    }

    static func declarations(of paths: [String]) -> [FirstRead] {
        ParallelMap.map(count: paths.count, progress: nil) { index -> FirstRead? in
            let path = paths[index]
            guard case .success(let text) = SourceReader.read(path) else { return nil }
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let kinds = Set(keywords.filter { _, words in ByteSearch.contains(any: words, in: text) }.keys)
            return FirstRead(path: path, declarations: DeclarationCollector.collect(tree, path: path, converter: converter), kinds: kinds)
        }.compactMap { $0 }
    }

    /// Walks the files that can hold a site of the kinds asked for, or that `requests` asks something of.
    static func sites(_ reads: [FirstRead], kinds: Set<SiteKind>, requests: [String: ScanRequests],
                      declarations: ProjectDeclarations) -> [FileSites] {
        let walked = reads.filter { !$0.kinds.isDisjoint(with: kinds) || requests[$0.path] != nil }.map(\.path)
        return ParallelMap.map(count: walked.count, progress: nil) { index -> FileSites? in
            let path = walked[index]
            guard case .success(let text) = SourceReader.read(path) else { return nil }
            let tree = Parser.parse(source: text)
            return SiteScanner.scan(tree, path: path, converter: SourceLocationConverter(fileName: path, tree: tree),
                                    declarations: declarations, requests: requests[path] ?? ScanRequests())
        }.compactMap { $0 }
    }
}
