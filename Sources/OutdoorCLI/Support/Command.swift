import OutdoorArguments

/// One `outdoor` command: what it says about itself, the options it declares, and what it does.
protocol Command: Sendable {
    /// The command's option declarations, read through key paths (`arguments[\.title]`).
    associatedtype Options: CommandOptions
    /// The command's name, summary, arguments, help text and examples.
    static var about: CommandAbout { get }
    /// The usage forms after the command's name; by default one: the positionals and every
    /// listed option.
    static func usage(_ options: Options) -> [[UsageTerm]]
    /// Runs the command; throws to fail (a `UsageError` exits 2, anything else 1).
    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws
}

extension Command {
    static func usage(_ options: Options) -> [[UsageTerm]] {
        [about.positionals.map(\.usageTerm) + options.usageTerms]
    }

    /// The command's grammar and help, made from its declarations.
    static var spec: CommandSpec {
        let options = Options()
        return CommandSpec(about: about, options: options, usage: usage(options))
    }

    /// Runs the command on a parsed command line.
    static func run(parsed: ParsedArguments, context: CommandContext) async throws {
        try await run(Arguments(parsed, options: Options()), context: context)
    }
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
