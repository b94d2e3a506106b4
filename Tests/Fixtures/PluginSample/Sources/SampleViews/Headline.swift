/// Shows a caption whose text follows the count the parent passes, so `Caption` must apply `text` in update too.
public struct Headline: View {
    public var unread: Int

    public var body: some View {
        Caption(text: "\(unread) unread")
    }
}

/// Counts taps: each one changes the count `Headline` passes on while the caption is shown.
public struct Inbox: View {
    @State private var unread = 0

    public init() {}

    public var body: some View {
        Headline(unread: unread)
            .onTapGesture { unread += 1 }
    }
}
