/// Facts about the tool itself.
public enum BridgeLint {
    public static let version = "0.1.0"
}
