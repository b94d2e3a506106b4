/// Protocols whose conformers exist only for Xcode: previews (`PreviewProvider`) and the library's entries
/// (`LibraryContentProvider`). What they build never runs in the app, so it is no evidence of what the app does.
public enum CanvasOnlyTypes {
    public static let protocols: Set<String> = ["PreviewProvider", "LibraryContentProvider"]

    /// Whether the file may hold canvas-only code at all (`#Preview`, a preview provider, a library entry): most
    /// files do not, and need no walk to find out.
    public static func mayAppear(in file: LintFile) -> Bool {
        file.contains("Preview") || file.contains("LibraryContentProvider")
    }
}
