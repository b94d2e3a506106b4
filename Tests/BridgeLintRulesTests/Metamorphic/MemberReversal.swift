import SwiftParser
import SwiftSyntax

/// Reverses the members of every type and extension. Each member keeps its own leading trivia
/// (its comments go with it) and starts on a line of its own.
final class MemberReversal: SyntaxRewriter {
    override func visit(_ node: MemberBlockSyntax) -> MemberBlockSyntax {
        let inner = super.visit(node)
        return inner.with(\.members, MemberBlockItemListSyntax(inner.members.reversed().map(OnOwnLine.member)))
    }
}

/// Adds a constant and a helper method that no rule has reason to look at to every struct, class
/// and actor, and the method alone to enums and extensions (they cannot hold stored properties).
final class UnrelatedMembers: SyntaxRewriter {
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        let inner = super.visit(node).cast(StructDeclSyntax.self)
        return DeclSyntax(inner.with(\.memberBlock, Self.padded(inner.memberBlock, stored: true)))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let inner = super.visit(node).cast(ClassDeclSyntax.self)
        return DeclSyntax(inner.with(\.memberBlock, Self.padded(inner.memberBlock, stored: true)))
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        let inner = super.visit(node).cast(EnumDeclSyntax.self)
        return DeclSyntax(inner.with(\.memberBlock, Self.padded(inner.memberBlock, stored: false)))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let inner = super.visit(node).cast(ExtensionDeclSyntax.self)
        return DeclSyntax(inner.with(\.memberBlock, Self.padded(inner.memberBlock, stored: false)))
    }

    private static func padded(_ block: MemberBlockSyntax, stored: Bool) -> MemberBlockSyntax {
        var members = Array(block.members)
        let method = ParsedDecl.make("\nprivate func unrelatedHelper(_ count: Int) -> Int { count * 2 }")
        members.insert(MemberBlockItemSyntax(decl: method), at: members.count / 2)
        if stored {
            let constant = ParsedDecl.make("\nprivate let unrelatedLimit = 42")
            members.insert(MemberBlockItemSyntax(decl: constant), at: 0)
        }
        return block.with(\.members, MemberBlockItemListSyntax(members.map(OnOwnLine.member)))
    }
}

/// A member that starts on a line of its own, so that members can be moved next to each other.
enum OnOwnLine {
    static func member(_ member: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        guard !member.leadingTrivia.contains(where: \.isNewline) else { return member }
        return member.with(\.leadingTrivia, .newline + member.leadingTrivia)
    }
}

/// Wraps a file in a platform condition that holds for the platform its code is written for.
enum PlatformCondition {
    static func wrap(_ code: String) -> String {
        let appKitOnly = code.contains("NS") && !code.contains("UI")
        let condition = appKitOnly ? "os(macOS)" : "os(iOS)"
        return "#if \(condition)\n\(code)\n#endif\n"
    }
}

/// A declaration parsed from text (the tests do not link SwiftSyntaxBuilder).
enum ParsedDecl {
    static func make(_ text: String) -> DeclSyntax {
        guard let item = Parser.parse(source: text).statements.first, case .decl(let decl) = item.item else {
            preconditionFailure("not a declaration: \(text)")
        }
        return decl
    }
}
