/// One `outdoor` command: its grammar and what it does (a type whose metatype any thread may use).
protocol Command: SendableMetatype {
    /// The command's grammar and help.
    static var spec: CommandSpec { get }
    /// Runs the command; throws to fail (a `UsageError` exits 2, anything else 1).
    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws
}

/// Ends a command with a status after it has already told the user why.
struct ExitStatus: Error {
    /// The process exit status.
    var code: Int32
}

/// A failure with a message for the user (exit status 1).
struct CommandError: Error, CustomStringConvertible {
    /// What went wrong, in one or more sentences.
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
