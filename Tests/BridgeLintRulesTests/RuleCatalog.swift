/// The rule ids of the catalog (shared/RULES.md): a contract the CLI, configuration, suppressions and
/// output depend on. A registered rule must use one of these ids exactly.
enum RuleCatalog {
    static let ids: Set<String> = [
        // Representables
        "representable-stale-config", "representable-unguarded-two-way-update", "representable-expensive-update",
        "representable-setup-in-update", "representable-layout-mutation", "coordinator-stale-parent",
        "representable-missing-dismantle", "representable-wraps-controller-view", "controller-navigation-in-update",
        "controller-navigation-in-make", "coordinator-direct-dismiss", "representable-blocking-main",
        "size-that-fits-force-unwrap", "fixed-size-without-intrinsic-size", "representable-unstable-identity",
        "representable-stored-object", "representable-state-write-in-update", "representable-stale-hosting-root",
        "gesture-representable-manual-target",
        // Hosting SwiftUI in UIKit
        "containment-incomplete", "hosting-controller-not-retained", "hosting-controller-per-cell",
        "hosting-root-view-retain-cycle", "hosting-missing-sizing-options", "hosting-legacy-size-invalidation",
        "hosting-missing-environment", "hosting-nested-navigation",
        // Observation and threads
        "published-in-observable", "observable-with-legacy-wrapper", "state-holds-observable-object",
        "observed-object-owned", "observation-tracking-once", "observation-tracking-off-main", "combine-ui-off-main",
        "state-write-off-main", "uikit-observation-tracking-disabled",
        // Additions (second wave)
        "coordinator-stale-closure", "representable-state-input", "view-allocates-platform-object",
        "script-message-handler-retain-cycle", "child-controllers-accumulate", "hosting-outside-controller-hierarchy",
        "controller-presentation-flag-guard",
    ]
}
