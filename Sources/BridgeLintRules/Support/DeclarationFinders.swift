import SwiftSyntax

/// Every class declaration in a file, nested ones included.
enum ClassFinder {
    static func classes(in tree: SourceFileSyntax) -> [ClassDeclSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found: [ClassDeclSyntax] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }
}

/// Functions with a given name anywhere in a file.
enum FunctionFinder {
    static func functions(named name: String, in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        let finder = Finder(name: name)
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let name: String
        var found: [FunctionDeclSyntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == name { found.append(node) }
            return .visitChildren
        }
    }
}
