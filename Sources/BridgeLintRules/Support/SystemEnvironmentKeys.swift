import SwiftSyntax

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

    /// System keys whose value changes while a screen is shown, by a setting the user changes (Dark Mode, text
    /// size, contrast), the window (size class, focus, scene phase) or the view's container (enabled, editing).
    static let changingWhileShown: Set<String> = [
        "colorScheme", "colorSchemeContrast", "dynamicTypeSize", "sizeCategory", "legibilityWeight",
        "horizontalSizeClass", "verticalSizeClass", "scenePhase", "controlActiveState", "isEnabled", "editMode",
        "isSearching", "isFocused", "accessibilityReduceMotion", "accessibilityDifferentiateWithoutColor",
    ]

    /// The key of `@Environment(\.colorScheme) var scheme` when it is one of `changingWhileShown`.
    static func changingKey(read variable: VariableDeclSyntax) -> String? {
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self),
                  attribute.attributeName.trimmedDescription == "Environment",
                  let keyPath = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(KeyPathExprSyntax.self),
                  keyPath.root == nil, keyPath.components.count == 1,
                  let key = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            else { continue }
            return changingWhileShown.contains(key) ? key : nil
        }
        return nil
    }
}
