/// A command line that does not fit the command's grammar; exits with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public var message: String
    /// The command whose help explains the grammar ("outdoor add"), if known.
    public var command: String?

    /// Makes a usage error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}
