import OutdoorModel

/// A command line that does not fit the command's grammar; exits with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public var message: String
    /// The command whose help explains the grammar ("outdoor add"), if known.
    public var command: String?
    /// The error a value was refused with (an out-of-range coordinate...), if any.
    public var cause: ErrorCause?

    /// Makes a usage error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// A usage error for a value refused with `cause`, saying what the cause says.
    public init(_ cause: Error, command: String? = nil) {
        self.init(ErrorText.sentence(cause), command: command)
        self.cause = ErrorCause(cause)
    }

    public var description: String { message }
}
