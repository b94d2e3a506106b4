import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@CompactCoded` on a struct writes its `CompactCodable` coding: every stored instance property, in the order
/// declared, written by `encode(to:)` and read back by `init(from:)`. Adding a fact is then adding a property.
public struct CompactCodedMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else { throw Failure("@CompactCoded applies to structs") }
        let names = storedPropertyNames(of: declaration)
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        let conformance = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        let writes = names.map { "writer.write(\($0))" }.joined(separator: "\n")
        let reads = names.map { "\($0) = try reader.read()" }.joined(separator: "\n")
        let decl: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                \(raw: access)func encode(to writer: inout CompactWriter) {
                    \(raw: writes)
                }
                \(raw: access)init(from reader: inout CompactReader) throws {
                    \(raw: reads)
                }
            }
            """
        guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { throw Failure("could not build the coding") }
        return [extensionDecl]
    }

    /// Stored instance properties: not static, not computed (observers alone still store), not a `let` with a value.
    static func storedPropertyNames(of declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable -> [String] in
            guard !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return [] }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                if isLet && binding.initializer != nil { return nil }
                if let accessors = binding.accessorBlock {
                    guard case .accessors(let list) = accessors.accessors,
                          list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
                    else { return nil }
                }
                return name
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

@main
struct BridgeLintMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [CompactCodedMacro.self]
}
