import BridgeLintCore

/// UIViewRepresentable, UIViewControllerRepresentable and UIGestureRecognizerRepresentable rules (and AppKit twins).
enum RepresentableRules {
    static let all: [any Rule.Type] = [
        RepresentableStaleConfig.self,
        RepresentableUnguardedTwoWayUpdate.self,
        RepresentableExpensiveUpdate.self,
        RepresentableSetupInUpdate.self,
        RepresentableLayoutMutation.self,
        CoordinatorStaleParent.self,
        RepresentableMissingDismantle.self,
        DismantleNeverCalled.self,
        RepresentableWrapsControllerView.self,
        ControllerNavigationInUpdate.self,
        ControllerPresentationFlagGuard.self,
        ControllerNavigationInMake.self,
        CoordinatorDirectDismiss.self,
        RepresentableBlockingMain.self,
        SizeThatFitsForceUnwrap.self,
        FixedSizeWithoutIntrinsicSize.self,
        RepresentableUnstableIdentity.self,
        RepresentableStoredObject.self,
        RepresentableStateWriteInUpdate.self,
        RepresentableStaleHostingRoot.self,
        GestureRepresentableManualTarget.self,
        ViewAllocatesPlatformObject.self,
        ScriptMessageHandlerRetainCycle.self,
        RepresentableStateInput.self,
        CoordinatorStaleClosure.self,
    ]
}
