@testable import BridgeLintRules
import SwiftParser
import SwiftSyntax
import Testing

/// `DeclaredLocalNames` spares `HostingScope.local` its walk for names no code in sight declares: it must
/// never change what the walk finds, and it should rule out the locals of other methods.
@Suite("Local lookups")
struct LocalLookupTests {
    /// Shapes that declare names in each way the walk knows, in each kind of scope.
    static let shapes = """
    let topLevel = 1
    print(topLevel)
    final class Host {
        var title = ""
        lazy var make: () -> Int = { let inner = 2; return inner }
        var observed: Int = 0 { didSet { print(oldValue) } willSet(next) { print(next) } }
        subscript(index: Int) -> Int { index }
        func first(_ value: Int, label named: String) {
            let (a, b) = (value, named)
            if let unwrapped = Optional(a) { print(unwrapped, b) }
            guard let kept = Optional(b) else { return }
            for item in [kept] { print(item) }
            while let next = Optional(item) { print(next) }
            switch value { case let .some(caught): print(caught); default: break }
            [1].forEach { element in print(element, $0) }
            let typed = { (full: Int) -> Int in full + a }
            func nested(_ deep: Int) { print(deep, value, title) }
            do { try work() } catch { print(error) }
            print(second, title, a)
        }
        func second() { let onlyHere = 3; print(onlyHere, value) }
    }
    extension Host { func third() { print(onlyHere, title) } }
    """

    /// Every name used in the shapes, the rule examples and the example app.
    static var uses: [(tree: SourceFileSyntax, reference: DeclReferenceExprSyntax)] {
        ([shapes] + FuzzTests.corpus).flatMap { source -> [(tree: SourceFileSyntax, reference: DeclReferenceExprSyntax)] in
            let tree = Parser.parse(source: source)
            return references(in: tree).map { (tree, $0) }
        }
    }

    static func references(in node: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }
    }

    static func function(_ name: String, in tree: SourceFileSyntax) throws -> FunctionDeclSyntax {
        let functions = tree.tokens(viewMode: .sourceAccurate).filter { $0.text == name }.compactMap { $0.parent?.as(FunctionDeclSyntax.self) }
        return try #require(functions.first)
    }

    @Test("The names in sight leave every lookup's answer as the full walk finds it")
    func sameAnswers() {
        var cache: [SyntaxIdentifier: DeclaredLocalNames] = [:]
        var found = 0
        for (tree, reference) in Self.uses {
            let locals = cache[tree.id] ?? DeclaredLocalNames(in: tree)
            cache[tree.id] = locals
            let name = reference.baseName.text
            let walked = HostingScope.local(named: name, at: reference)
            let gated = HostingScope.local(named: name, at: reference, locals: locals)
            #expect(walked?.node.id == gated?.node.id, "\(name) at \(reference.positionAfterSkippingLeadingTrivia)")
            if walked != nil { found += 1 }
        }
        #expect(found > 500, "the corpus should resolve many locals, resolved \(found)")
    }

    @Test("A local of another method or of code outside the type is not in sight")
    func otherScopes() throws {
        let tree = Parser.parse(source: Self.shapes)
        let locals = DeclaredLocalNames(in: tree)
        let inThird = Self.references(in: try Self.function("third", in: tree)).filter { $0.baseName.text == "onlyHere" }
        let use = try #require(inThird.first)
        #expect(!locals.mayBeLocal("onlyHere", at: use))
        #expect(!locals.mayBeLocal("topLevel", at: use))
        let inSecond = Self.references(in: try Self.function("second", in: tree)).filter { $0.baseName.text == "onlyHere" }
        let own = try #require(inSecond.first)
        #expect(locals.mayBeLocal("onlyHere", at: own))
        #expect(!locals.mayBeLocal("value", at: own))
    }
}
