@testable import BridgeLintAdvice
import Foundation
import Testing

@Suite("Recognising the bridge's run-time messages in console output")
struct RecognitionTests {
    /// A real text of a message, with its variable parts, the catalog entry it must be recognised as, and the names
    /// it carries (`role:name`).
    struct Sample: Sendable, CustomTestStringConvertible {
        var text: String
        var id: String
        var names: [String]
        var testDescription: String { String(text.prefix(70)) }
    }

    static let samples: [Sample] = [
        Sample(text: "2024-05-01 10:00:00.123456+0200 MyApp[1234:56789] [SwiftUI] Modifying state during view update, this will cause undefined behavior.",
               id: "modifying-state-during-update", names: []),
        Sample(text: "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
               id: "publishing-from-background-thread", names: []),
        Sample(text: "No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view.",
               id: "environment-object-missing", names: ["environmentObject:Settings"]),
        Sample(text: "SwiftUI/EnvironmentObject.swift:90: Fatal error: No ObservableObject of type MyApp.Settings found. A View.environmentObject(_:) for MyApp.Settings may be missing as an ancestor of this view.",
               id: "environment-object-missing", names: ["environmentObject:Settings"]),
        Sample(text: "Fatal error: No ObservableObject of type Store<MyApp.Item> found. A View.environmentObject(_:) for Store<MyApp.Item> may be missing as an ancestor of this view.",
               id: "environment-object-missing", names: ["environmentObject:Store", "environmentObject:Item"]),
        Sample(text: "No Observable object of type Library found. A View.environment(_:) for Library may be missing as an ancestor of this view.",
               id: "observable-missing", names: ["environmentObject:Library"]),
        Sample(text: "Unbalanced calls to begin/end appearance transitions for <MyApp.DetailViewController: 0x7fa1c8d0a200>.",
               id: "unbalanced-appearance-transitions", names: ["controller:DetailViewController"]),
        Sample(text: "Unbalanced calls to begin/end appearance transitions for <UIHostingController<ModifiedContent<MyApp.SettingsView, _EnvironmentKeyWritingModifier<Optional<MyApp.Settings>>>>: 0x600003a0c000>.",
               id: "unbalanced-appearance-transitions",
               names: ["controller:UIHostingController", "controller:SettingsView", "controller:Settings"]),
        Sample(text: "Unbalanced calls to begin/end appearance transitions for <_TtGC7SwiftUI19UIHostingControllerV5MyApp12SettingsView_: 0x10480e200>.",
               id: "unbalanced-appearance-transitions", names: ["controller:UIHostingController", "controller:SettingsView"]),
        Sample(text: "*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<MyApp.ChartController: 0x7fb2d1c0a400> should have parent view controller:<MyApp.HostController: 0x7fb2d1c05e00> but requested parent is:<UINavigationController: 0x7fb2d2808200>'",
               id: "child-has-other-parent",
               names: ["child:ChartController", "expectedParent:HostController", "requestedParent:UINavigationController"]),
        Sample(text: "child view controller:<MyApp.ChartController: 0x1> should have parent view controller:<MyApp.HostController: 0x2> but actual parent is:<MyApp.TabsController: 0x3>",
               id: "child-has-other-parent",
               names: ["child:ChartController", "expectedParent:HostController", "requestedParent:TabsController"]),
        Sample(text: "Attempt to present <UIAlertController: 0x7f8b5c82a000> on <MyApp.RootViewController: 0x7f8b5c40b5f0> (from <MyApp.RootViewController: 0x7f8b5c40b5f0>) which is already presenting <MyApp.SheetController: 0x7f8b5c829200>.",
               id: "present-while-presenting",
               names: ["presented:UIAlertController", "presenter:RootViewController", "presentedFrom:RootViewController",
                       "alreadyPresented:SheetController"]),
        Sample(text: "Warning: Attempt to present <MyApp.ShareController: 0x7f9> on <MyApp.FeedController: 0x7f8> which is already presenting <UIAlertController: 0x7fa>",
               id: "present-while-presenting",
               names: ["presented:ShareController", "presenter:FeedController", "alreadyPresented:UIAlertController"]),
        Sample(text: "Attempt to present <MyApp.PickerController: 0x10> on <MyApp.CellHostController: 0x20> (from <MyApp.CellHostController: 0x20>) whose view is not in the window hierarchy.",
               id: "present-outside-window", names: ["presented:PickerController", "presenter:CellHostController"]),
        Sample(text: "AttributeGraph: cycle detected through attribute 123456", id: "attribute-graph-cycle", names: []),
        Sample(text: "=== AttributeGraph: cycle detected through attribute 2952 ===", id: "attribute-graph-cycle", names: []),
        Sample(text: "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
               id: "state-outside-view", names: []),
        Sample(text: "onChange(of: Int) action tried to update multiple times per frame.",
               id: "update-multiple-times-per-frame", names: ["observedType:Int"]),
        Sample(text: "onChange(of: Optional<MyApp.Route>) action tried to update multiple times per frame.",
               id: "update-multiple-times-per-frame", names: ["observedType:Route"]),
        Sample(text: "Bound preference SizeKey tried to update multiple times per frame.", id: "update-multiple-times-per-frame", names: []),
        Sample(text: "Main Thread Checker: UI API called on a background thread: -[UIView setNeedsLayout]",
               id: "main-thread-checker", names: ["receiverClass:UIView", "selector:setNeedsLayout"]),
        Sample(text: "Main Thread Checker: UI API called on a background thread: -[UILabel(UILabel_Private) setText:]",
               id: "main-thread-checker", names: ["receiverClass:UILabel", "selector:setText:"]),
        Sample(text: "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
               id: "publishing-during-update", names: []),
        Sample(text: "MyApp/StatusBadge.swift:35: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
               id: "unexpectedly-found-nil", names: ["sourceLocation:MyApp/StatusBadge.swift:35"]),
        Sample(text: "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value",
               id: "unexpectedly-found-nil", names: []),
    ]

    @Test("Each message's real text is recognised and its names extracted", arguments: samples)
    func recognised(sample: Sample) throws {
        let recognition = try #require(LogRecognizer().recognize(Substring(sample.text)))
        #expect(recognition.message.id == sample.id)
        #expect(recognition.names.map { "\($0.role.rawValue):\($0.name)" } == sample.names)
    }

    /// Ordinary app output and other UIKit warnings.
    static let unrelatedLog = """
        2024-05-01 10:00:00.100 MyApp[42:4242] Loaded 12 trails
        2024-05-01 10:00:00.200 MyApp[42:4242] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        "<NSLayoutConstraint:0x600002b0c0a0 UILabel:0x7fa1c8d0a200.height == 44   (active)>",
        Will attempt to recover by breaking constraint
        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        [UIFocus] MyApp.TagField implements focusItemsInRect: - caching for linear focus movement is limited
        Thread Performance Checker: Thread running at User-interactive quality-of-service class waiting on a lower QoS thread running at Default quality-of-service class.
        Publishing build settings for the target MyApp
        Test Case '-[MyAppTests.StoreTests testUnbalancedTotals]' passed (0.012 seconds).
        nw_connection_copy_connected_local_endpoint_block_invoke [C3] Connection has no local endpoint
        The view controller <MyApp.DetailViewController: 0x7fa1c8d0a200> appeared
        Modifying the settings of the state machine
        """

    @Test("Ordinary logs and other UIKit warnings are counted, never recognised")
    func unrelated() {
        let reading = LogRecognizer().read(ConsoleLog(text: Self.unrelatedLog))
        #expect(reading.messages.isEmpty)
        #expect(reading.recognizedLineCount == 0)
        #expect(reading.unrecognizedLineCount == 13)
        #expect(reading.lineCount == 13)
    }

    @Test("Identical messages group with a count whatever their addresses; other names make another group")
    func grouping() {
        let log = """
            Unbalanced calls to begin/end appearance transitions for <MyApp.DetailViewController: 0x7fa1c8d0a200>.
            Loaded page 2
            Unbalanced calls to begin/end appearance transitions for <MyApp.DetailViewController: 0x7fa1c8d0b900>.
            Unbalanced calls to begin/end appearance transitions for <MyApp.ChartController: 0x7fa1c8d0a200>.

            Unbalanced calls to begin/end appearance transitions for <MyApp.DetailViewController: 0x600001234000>.
            """
        let reading = LogRecognizer().read(ConsoleLog(text: log))
        #expect(reading.messages.map(\.count) == [3, 1])
        #expect(reading.messages.map(\.firstLine) == [1, 4])
        #expect(reading.messages.map { $0.names.map(\.name) } == [["DetailViewController"], ["ChartController"]])
        #expect(reading.recognizedLineCount == 4)
        #expect(reading.unrecognizedLineCount == 1)
    }

    static let mainThreadChecker = """
        =================================================================
        Main Thread Checker: UI API called on a background thread: -[UILabel setText:]
        PID: 4242, TID: 1234567, Thread name: (none), Queue name: com.apple.root.default-qos, QoS: 21
        Backtrace:
        4   UIKitCore                           0x00000001b5a1f2c8 -[UILabel setText:] + 40
        5   MyApp                               0x0000000102f0a1b4 $s5MyApp21ProfileViewControllerC8loadNameyyFy10Foundation4DataVSgcfU_ + 120
        6   MyApp                               0x0000000102f0a2c0 closure #1 () -> () in MyApp.AvatarLoader.start() -> () + 28
        7   libdispatch.dylib                   0x00000001b0e5e2d0 _dispatch_call_block_and_release + 32
        8   libsystem_pthread.dylib             0x00000001f2a1b0f0 start_wqthread + 8
        2024-05-01 10:00:00.100 MyApp[42:4242] Loaded 12 trails
        """

    @Test("The Main Thread Checker's backtrace belongs to its message and names the app's frames")
    func backtrace() throws {
        let reading = LogRecognizer().read(ConsoleLog(text: Self.mainThreadChecker))
        let message = try #require(reading.messages.first)
        #expect(message.message.id == "main-thread-checker")
        #expect(message.names.map { "\($0.role.rawValue):\($0.name)" } == [
            "receiverClass:UILabel", "selector:setText:", "frameType:ProfileViewController", "frameMember:loadName",
            "frameType:AvatarLoader", "frameMember:start",
        ])
        #expect(reading.recognizedLineCount == 8)
        #expect(reading.unrecognizedLineCount == 1)
    }

    @Test("The debugger's backtrace (`bt`) belongs to a crash's message too")
    func debuggerBacktrace() throws {
        let log = """
            MyApp/StatusBadge.swift:35: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            * thread #1, queue = 'com.apple.main-thread', stop reason = Fatal error: Unexpectedly found nil while unwrapping an Optional value
                frame #0: 0x00000001a2b3c4d5 libswiftCore.dylib`_assertionFailure(_:_:file:line:flags:) + 1234
              * frame #1: 0x0000000102f0a1b4 MyApp`StatusBadge.sizeThatFits(_:uiView:context:) at StatusBadge.swift:35:40
                frame #2: 0x00000001c1a2b3c4 SwiftUI`PlatformViewRepresentableAdaptor.sizeThatFits(in:) + 120
            """
        let reading = LogRecognizer().read(ConsoleLog(text: log))
        #expect(reading.messages.map(\.count) == [1])
        #expect(reading.messages.first?.names.map { "\($0.role.rawValue):\($0.name)" } == [
            "sourceLocation:MyApp/StatusBadge.swift:35", "frameType:StatusBadge", "frameMember:sizeThatFits",
        ])
        #expect(reading.unrecognizedLineCount == 0)
        #expect(reading.recognizedLineCount == 5)
    }

    @Test("Symbols of backtraces: mangled, demangled, Objective-C, accessors")
    func symbols() {
        func names(_ symbol: String) -> String {
            let found = SwiftSymbolNames.names(inSymbol: symbol, module: "MyApp")
            return (found.types + [found.member ?? "-"]).joined(separator: ".")
        }
        #expect(names("$s5MyApp13ProfileLoaderC4loadyyFyAA0B0VcfU_") == "ProfileLoader.load")
        #expect(names("closure #1 (Foundation.Data?, __C.NSURLResponse?, Swift.Error?) -> () in MyApp.ProfileLoader.load(for: MyApp.User) -> ()") == "ProfileLoader.load")
        #expect(names("MyApp.SettingsForm.body.getter : some") == "SettingsForm.body")
        #expect(names("@objc MyApp.DetailController.viewDidLoad() -> ()") == "DetailController.viewDidLoad")
        #expect(names("-[MyApp.DetailController viewWillAppear:]") == "DetailController.viewWillAppear")
        #expect(names("ProfileLoader.load()") == "ProfileLoader.load")
        #expect(SwiftSymbolNames.mangledTypeNames("_TtC5MyApp16DetailController") == ["DetailController"])
    }

    @Test("A JSON crash report (.ips) is read: its message and the crashed thread's frames")
    func crashReport() throws {
        let header = #"{"app_name":"MyApp","bug_type":"309","os_version":"iPhone OS 17.4 (21E213)","name":"MyApp"}"#
        let body = #"""
            {
              "procName" : "MyApp",
              "exception" : {"codes":"0x0000000000000001, 0x000000018a1b2c3d","type":"EXC_BREAKPOINT","signal":"SIGTRAP"},
              "asi" : {"libswiftCore.dylib":["SwiftUI\/EnvironmentObject.swift:90: Fatal error: No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."]},
              "usedImages" : [{"name":"libswiftCore.dylib"},{"name":"SwiftUI"},{"name":"MyApp"}],
              "threads" : [
                {"id":1,"frames":[{"imageIndex":1,"symbol":"main"}]},
                {"triggered":true,"id":2,"frames":[
                  {"imageIndex":0,"symbol":"_assertionFailure(_:_:file:line:flags:)","symbolLocation":400},
                  {"imageIndex":1,"symbol":"EnvironmentObject.error()","symbolLocation":20},
                  {"imageIndex":2,"symbol":"UnitsRow.body.getter","symbolLocation":64}
                ]}
              ]
            }
            """#
        let log = ConsoleLog(text: header + "\n" + body)
        #expect(log.isCrashReport)
        let reading = LogRecognizer().read(log)
        let message = try #require(reading.messages.first)
        #expect(message.message.id == "environment-object-missing")
        #expect(message.names.map { "\($0.role.rawValue):\($0.name)" } == ["environmentObject:Settings", "frameType:UnitsRow", "frameMember:body"])
    }

    @Test("Bytes that are not UTF-8 are replaced and counted; a binary file is refused with a reason")
    func decoding() throws {
        var bytes = Array("Loaded 12 trails\nAttributeGraph: cycle detected through attribute 7\n".utf8)
        bytes.insert(contentsOf: [0xFF, 0xC3], at: 3)
        let decoded = try ConsoleLog.decode(Data(bytes)).get()
        #expect(decoded.replacedBytes == 2)
        #expect(LogRecognizer().read(ConsoleLog(text: decoded.text)).messages.count == 1)
        guard case .failure(let binary) = ConsoleLog.decode(Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01])) else {
            Issue.record("a file with NUL bytes was read as text")
            return
        }
        #expect(binary.reason.contains("NUL"))
        guard case .failure(let noise) = ConsoleLog.decode(Data((0..<400).map { UInt8(0x80 + $0 % 64) })) else {
            Issue.record("a file of invalid bytes was read as text")
            return
        }
        #expect(noise.reason.contains("not UTF-8"))
        let utf16 = try ConsoleLog.decode("\u{FEFF}AttributeGraph: cycle detected".data(using: .utf16LittleEndian)!).get()
        #expect(utf16.text.contains("AttributeGraph"))
    }

    @Test("A 100,000-line log is read whole: every planted message found, every other line counted")
    func longLog() {
        var lines: [String] = []
        var planted = 0
        for index in 0..<100_000 {
            if index % 997 == 0 {
                lines.append("Unbalanced calls to begin/end appearance transitions for <MyApp.Page\(index % 3)Controller: 0x\(String(index, radix: 16))>.")
                planted += 1
            } else {
                lines.append("2024-05-01 10:00:00.\(index % 1000) MyApp[42:4242] row \(index) configured")
            }
        }
        let reading = LogRecognizer().read(ConsoleLog(text: lines.joined(separator: "\n")))
        #expect(reading.lineCount == 100_000)
        #expect(reading.messages.reduce(0) { $0 + $1.count } == planted)
        #expect(reading.messages.count == 3)
        #expect(reading.unrecognizedLineCount == 100_000 - planted)
    }
}
