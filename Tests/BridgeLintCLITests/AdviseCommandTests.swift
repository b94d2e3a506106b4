import Foundation
import Testing

@Suite("bridgelint advise")
struct AdviseCommandTests {
    @Test("A UIKit view: the bridge, its traps, and the command that generates it")
    func mapView() throws {
        let result = try CLI.run(["advise", "MKMapView", "--ios", "16.0"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("MKMapView (MapKit) is a UIView: wrap it in a UIViewRepresentable."))
        #expect(result.stdout.contains("UIViewRepresentable, iOS 13.0+ (deployment target iOS 16.0)"))
        #expect(result.stdout.contains("no intrinsic size"))
        #expect(result.stdout.contains("region: MKCoordinateRegion (from mapView(_:regionDidChangeAnimated:))"))
        #expect(result.stdout.contains("snap back to the bound region, or loop. [representable-unguarded-two-way-update]"))
        #expect(result.stdout.contains("  bridgelint new representable MapView --type MKMapView --binding region:MKCoordinateRegion\n"))
    }

    @Test("WKWebView: loading in update is the trap; the URL is an input")
    func webView() throws {
        let result = try CLI.run(["advise", "WKWebView"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("load(_:) in update reloads the page"))
        #expect(result.stdout.contains("deployment target unknown: assuming the newest"))
        #expect(result.stdout.contains("bridgelint new representable WebView --type WKWebView --input url:URL"))
    }

    @Test("A controller: UIViewControllerRepresentable, dismissal through SwiftUI, availability below its iOS")
    func photoPicker() throws {
        let result = try CLI.run(["advise", "PHPickerViewController", "--ios", "13"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("wrap it in a UIViewControllerRepresentable"))
        #expect(result.stdout.contains("needs iOS 14.0: guard its use with if #available(iOS 14.0, *)"))
        #expect(result.stdout.contains("[coordinator-direct-dismiss]"))
        #expect(result.stdout.contains("bridgelint new controller-representable PhotoPicker --type PHPickerViewController --binding 'results:[PHPickerResult]'"))
    }

    @Test("A recognizer below iOS 18: SwiftUI gestures, or the fallback")
    func recognizer() throws {
        let result = try CLI.run(["advise", "UILongPressGestureRecognizer", "--ios", "17.0"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("UIGestureRecognizerRepresentable needs iOS 18.0, above the deployment target iOS 17.0"))
        #expect(result.stdout.contains("LongPressGesture"))
        #expect(result.stdout.contains("bridgelint new gesture-representable LongPressLocation --type UILongPressGestureRecognizer"))
    }

    @Test("A container: do not wrap it")
    func container() throws {
        let result = try CLI.run(["advise", "UISplitViewController"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("do not wrap it in SwiftUI"))
        #expect(result.stdout.contains("NavigationSplitView"))
    }

    @Test("An unknown name: exit 2 with the closest known names")
    func unknown() throws {
        let result = try CLI.run(["advise", "MKMapVeiw"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("'MKMapVeiw' is neither a UIKit class bridgelint knows nor a type declared in ."))
        #expect(result.stderr.contains("Closest known: MKMapView"))
        let partial = try CLI.run(["advise", "ImagePicker"])
        #expect(partial.status == 2)
        #expect(partial.stderr.contains("UIImagePickerController"))
    }

    @Test("An invalid option or iOS version: exit 2 with usage")
    func invalidOptions() throws {
        let result = try CLI.run(["advise", "MKMapView", "--ios", "sixteen"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'sixteen' is not an iOS version"))
        let unknown = try CLI.run(["advise", "MKMapView", "--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Usage:"))
    }

    @Test("Project types: a UIView subclass, a SwiftUI view, an @Observable model; the deployment target from Package.swift")
    func projectTypes() throws {
        let folder = try TemporaryFolder(files: [
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", platforms: [.iOS(.v15)], targets: [.target(name: "App")])
                """,
            "Sources/App/ChartView.swift": """
                import UIKit
                class BaseChartView: UIView {}
                final class ChartView: BaseChartView {}
                final class BadgeView: UIView {
                    override var intrinsicContentSize: CGSize { CGSize(width: 20, height: 20) }
                }
                """,
            "Sources/App/ProfileView.swift": """
                import SwiftUI
                struct ProfileView: View {
                    @EnvironmentObject var session: Session
                    var body: some View { NavigationStack { Text(session.name) } }
                }
                """,
            "Sources/App/Cart.swift": """
                import Observation
                @Observable final class Cart { var items: [String] = [] }
                """,
        ])
        let chart = try CLI.run(["advise", "ChartView", "--path", folder.url.path])
        #expect(chart.status == 0)
        #expect(chart.stdout.contains("ChartView → BaseChartView → UIView) is a UIView: wrap it in a UIViewRepresentable."))
        #expect(chart.stdout.contains("deployment target iOS 15.0"))
        #expect(chart.stdout.contains("no intrinsic size"))
        #expect(chart.stdout.contains("bridgelint new representable ChartViewRepresentable --type ChartView"))

        let badge = try CLI.run(["advise", "BadgeView", "--path", folder.url.path])
        #expect(badge.stdout.contains("has an intrinsic size"))

        let profile = try CLI.run(["advise", "ProfileView", "--path", folder.url.path])
        #expect(profile.status == 0)
        #expect(profile.stdout.contains("is a SwiftUI view"))
        #expect(profile.stdout.contains("UIHostingConfiguration needs iOS 16.0, above the deployment target iOS 15.0"))
        #expect(profile.stdout.contains("@EnvironmentObject Session (missing: a crash)"))
        #expect(profile.stdout.contains("[hosting-nested-navigation]"))
        #expect(profile.stdout.contains("bridgelint new hosting-child ProfileViewController --root-view ProfileView"))

        let cart = try CLI.run(["advise", "Cart", "--path", folder.url.path, "--ios", "17.0"])
        #expect(cart.status == 0)
        #expect(cart.stdout.contains("is an @Observable model"))
        #expect(cart.stdout.contains("bridgelint new observation-loop CartObservation"))

        let typo = try CLI.run(["advise", "ChartVeiw", "--path", folder.url.path])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("ChartView"))
    }
}
