/// Shows a caption whose text follows the count the parent passes, so `Caption` must apply `text` in update too.
public struct Headline: View {
    public var unread: Int

    public var body: some View {
        Caption(text: "\(unread) unread")
    }
}
