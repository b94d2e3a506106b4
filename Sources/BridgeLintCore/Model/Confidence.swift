/// Whether a finding's harm is shown in the code or only possible.
///
/// A **witnessed** finding names the place that makes the broken contract matter (the write that changes a
/// value while the view is shown, the caller that frees the owner): it is reported with its rule's severity.
/// A **latent** finding breaks the same contract where no such place is visible (a value fixed today, a type
/// with no caller in the project, a singleton that is never freed): it is a note, hidden unless the run asks for
/// latent findings (`--latent`, `latent: true`), and its message says what would make it bite.
public enum Confidence: String, Sendable, CaseIterable, Hashable, Encodable {
    case witnessed
    case latent
}
