// swift-tools-version: 6.0
// A sample package that uses bridgelint's plugins, for the plugin tests (BRIDGELINT_PLUGIN_TESTS=1).
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [
        .package(name: "bridgelint", path: "../../.."),
    ],
    targets: [
        .target(
            name: "SampleViews",
            plugins: [.plugin(name: "BridgeLintBuildToolPlugin", package: "bridgelint")]
        ),
    ]
)
