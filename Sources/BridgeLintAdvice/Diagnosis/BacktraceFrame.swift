import Foundation

/// One line of a backtrace as the Main Thread Checker, a crash report or the debugger prints it:
/// `5   MyApp   0x0000000102f0a1b4 $s5MyApp13ProfileLoaderC4loadyyF + 120`.
struct BacktraceFrame: Sendable, Equatable {
    var image: String
    var symbol: String

    /// Whether the frame is the app's own code rather than a system library's.
    var isApp: Bool { !Self.isSystemImage(image) }

    private static let expression = NSRegularExpressionBox(
        try! NSRegularExpression(pattern: #"^\s*\d+\s+(\S(?:.*?\S)?)\s+0x[0-9A-Fa-f]+\s+(.+?)(?:\s+\+\s+\d+)?\s*$"#))
    /// The debugger's form: `frame #3: 0x0000000102f0a1b4 MyApp`StatusBadge.sizeThatFits(_:uiView:context:) at StatusBadge.swift:35:40`.
    private static let debuggerExpression = NSRegularExpressionBox(
        try! NSRegularExpression(pattern: #"^[\s*]*frame #\d+: 0x[0-9A-Fa-f]+ ([^`\s]+)`(.+?)(?: at \S+:\d+(?::\d+)?)?(?:\s+\[\w+\])?\s*$"#))

    init(image: String, symbol: String) {
        self.image = image
        self.symbol = symbol
    }

    /// The frame a line prints, or nil when the line is no frame.
    init?(line: String) {
        // Cheap rejection first: a frame line holds a hexadecimal address, and starts with its number or `frame #`.
        guard line.contains("0x"), let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return nil }
        let expression: NSRegularExpressionBox
        if first.isNumber {
            expression = Self.expression
        } else if line.contains("frame #") {
            expression = Self.debuggerExpression
        } else {
            return nil
        }
        let range = NSRange(line.startIndex..<line.endIndex, in: line)
        guard let match = expression.value.firstMatch(in: line, range: range),
              let image = Range(match.range(at: 1), in: line), let symbol = Range(match.range(at: 2), in: line)
        else { return nil }
        self.init(image: String(line[image]), symbol: String(line[symbol]))
    }

    /// The app's names this frame carries: the types and the function, as `frameType` and `frameMember`.
    var names: [CarriedName] {
        guard isApp else { return [] }
        let found = SwiftSymbolNames.names(inSymbol: symbol, module: image)
        var names = found.types.filter(NameReader.isMeaningful).map {
            CarriedName(role: .frameType, name: $0, printed: symbol)
        }
        if let member = found.member, member.first?.isLetter == true {
            names.append(CarriedName(role: .frameMember, name: member, printed: symbol))
        }
        return names
    }

    /// System frameworks and libraries; anything else in a backtrace is taken to be the app (or its own frameworks).
    static func isSystemImage(_ image: String) -> Bool {
        if image.hasSuffix(".dylib") || image.hasPrefix("lib") || image == "???" || image.hasPrefix("0x") { return true }
        return systemImages.contains(image)
    }

    private static let systemImages: Set<String> = [
        "dyld", "UIKitCore", "UIKit", "Foundation", "CoreFoundation", "SwiftUI", "SwiftUICore", "AttributeGraph",
        "Combine", "QuartzCore", "GraphicsServices", "CoreGraphics", "CoreText", "CFNetwork", "WebKit", "MapKit",
        "AVFoundation", "AVFCore", "AVKit", "Photos", "PhotosUI", "CoreData", "CoreLocation", "XCTest", "XCTestCore",
        "XCUIAutomation", "FrontBoardServices", "BaseBoard", "RunningBoardServices", "Observation", "UIFoundation",
        "CoreAutoLayout", "TextInputUI", "UIKitServices", "Security", "MainThreadChecker", "CoreMedia", "ImageIO",
        "Metal", "MetalKit", "CoreImage", "SafariServices", "MessageUI", "Contacts", "ContactsUI", "EventKit",
        "EventKitUI", "StoreKit", "CloudKit", "Network", "os", "Swift", "_Concurrency", "SwiftData", "Charts",
        "RealityKit", "ARKit", "SceneKit", "SpriteKit", "GameKit", "HealthKit", "WidgetKit", "ActivityKit",
        "PDFKit", "QuickLook", "VisionKit", "Vision", "CoreML", "NaturalLanguage", "Speech", "CoreHaptics",
        "AudioToolbox", "MediaPlayer", "CoreBluetooth", "CoreMotion", "UserNotifications", "LinkPresentation",
        "PencilKit", "AppIntents", "TipKit", "CoreSpotlight", "AuthenticationServices", "LocalAuthentication",
    ]
}
