// The physical limit for the benchmark: read every .swift file, parse it with the same swift-syntax
// bridgelint uses, and walk each tree once — nothing else. bridgelint cannot be faster than this.
// Usage: bridgelint-parse-limit [--threads 1] PATH...
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Visits every node once, as the cheapest possible analysis pass.
final class NodeCounter: SyntaxAnyVisitor {
    var nodes = 0

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes += 1
        return .visitChildren
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var singleThreaded = false
if let flag = arguments.firstIndex(of: "--threads"), flag + 1 < arguments.count {
    singleThreaded = arguments[flag + 1] == "1"
    arguments.removeSubrange(flag...(flag + 1))
}

var files: [String] = []
for root in arguments {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
    for case let path as String in enumerator where path.hasSuffix(".swift") && !path.contains(".build/") {
        files.append(root + "/" + path)
    }
}

final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    var lines = 0
    var nodes = 0

    func add(lines: Int, nodes: Int) {
        lock.lock()
        self.lines += lines
        self.nodes += nodes
        lock.unlock()
    }
}

let totals = Totals()
let work: @Sendable (Int) -> Void = { [files] index in
    guard let data = FileManager.default.contents(atPath: files[index]) else { return }
    let text = String(decoding: data, as: UTF8.self)
    let tree = Parser.parse(source: text)
    let counter = NodeCounter(viewMode: .sourceAccurate)
    counter.walk(tree)
    totals.add(lines: text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }, nodes: counter.nodes)
}
if singleThreaded {
    for index in files.indices { work(index) }
} else {
    DispatchQueue.concurrentPerform(iterations: files.count, execute: work)
}
print("\(files.count) files, \(totals.lines) lines, \(totals.nodes) nodes")
