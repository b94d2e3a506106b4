/// Derives a struct's `CompactCodable` coding from its stored properties, in the order declared (see
/// `CompactCodedMacro`). Reordering, adding or removing a property changes the cached form: bump
/// `CompactCoding.formatVersion` with it.
@attached(extension, conformances: CompactCodable, names: named(encode(to:)), named(init(from:)))
public macro CompactCoded() = #externalMacro(module: "BridgeLintMacros", type: "CompactCodedMacro")
