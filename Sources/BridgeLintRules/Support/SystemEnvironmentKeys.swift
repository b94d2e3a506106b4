/// Keys SwiftUI itself declares on `EnvironmentValues`. A project may declare a key of the same name for
/// another platform (`horizontalSizeClass` back-ported to macOS), but where the system key exists a hosting
/// controller provides it, so a view reading it never silently gets a default.
enum SystemEnvironmentKeys {
    static let names: Set<String> = [
        "accessibilityDifferentiateWithoutColor", "accessibilityEnabled", "accessibilityInvertColors",
        "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityShowButtonShapes",
        "allowsTightening", "backgroundMaterial", "backgroundStyle", "calendar", "colorScheme", "colorSchemeContrast",
        "controlActiveState", "controlSize", "defaultMinListRowHeight", "disableAutocorrection", "dismiss",
        "dismissSearch", "displayScale", "dynamicTypeSize", "editMode", "font", "horizontalSizeClass", "imageScale",
        "isEnabled", "isFocused", "isPresented", "isSearching", "layoutDirection", "legibilityWeight", "lineLimit",
        "lineSpacing", "locale", "managedObjectContext", "minimumScaleFactor", "multilineTextAlignment",
        "openURL", "openWindow", "pixelLength", "presentationMode", "redactionReasons", "refresh", "scenePhase",
        "sizeCategory", "supportsMultipleWindows", "symbolRenderingMode", "textCase", "timeZone", "truncationMode",
        "undoManager", "verticalSizeClass",
    ]
}
