/// Shows a caption whose text the parent changes, so `Caption` must apply `text` in update too.
public struct Headline: View {
    public var title: String

    public var body: some View {
        Caption(text: title)
    }
}
