/// A golden-image check that did not pass, with a message saying what to look at or do.
public struct GoldenFailure: Error, CustomStringConvertible {
    /// What happened, with paths to the written images when there are any.
    public let description: String

    /// A failure described by `description`.
    public init(_ description: String) { self.description = description }
}
