import BridgeLintFuzzing
import Foundation
import SwiftParser
import Testing
@testable import BridgeLintCore

@Suite("LintFile text search and positions")
struct LintFileTests {
    private func file(_ text: String) -> LintFile {
        LintFile(path: "A.swift", source: text, tree: Parser.parse(source: text))
    }

    @Test("contains finds a needle at the start, the end, overlapping partial matches, and not past the end")
    func edges() {
        let sample = file("DispatchQueue.main.async { x.asyn }")
        #expect(sample.contains("Dispatch"))
        #expect(sample.contains(".async"))
        #expect(sample.contains("asyn }"))
        #expect(sample.contains("}"))
        #expect(sample.contains(""))
        #expect(!sample.contains(".asyncAfter"))
        #expect(!sample.contains("x.async"))
        #expect(!sample.contains("DispatchQueue.main.async { x.asyn } and more"))
        #expect(file("aaab").contains("aab"))
        #expect(!file("").contains("a"))
        #expect(file("café ☕️").contains("☕️"))
    }

    @Test("contains agrees with a plain substring search on random text")
    func agreesWithSubstringSearch() {
        var generator = Mutator.Generator(seed: 7)
        let alphabet = Array("ab.Ay s\n{}")
        for _ in 0..<500 {
            let text = String((0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let needle = String((0..<Int(1 + generator.next() % 4)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let haystack = Array(text.utf8)
            let pattern = Array(needle.utf8)
            let expected = pattern.count <= haystack.count
                && (0...(haystack.count - pattern.count)).contains { haystack[$0..<$0 + pattern.count].elementsEqual(pattern) }
            #expect(file(text).contains(needle) == expected, "\(needle.debugDescription) in \(text.debugDescription)")
        }
    }
}
