import Foundation
import OutdoorModel

/// The `outdoor` command line: parses arguments, runs one command, returns the exit status.
public enum OutdoorCLI {
    /// The tool's version.
    public static let version = "0.1.0"
    /// Where the source code lives.
    public static let projectURL = "https://github.com/outdoor-utility/outdoor"

    /// Every command, in the order help lists them.
    static let commands: [Command.Type] = [
        AddCommand.self, LogCommand.self, ShowCommand.self, PhotoCommand.self, EditCommand.self,
        DeleteCommand.self, CardCommand.self, MapCommand.self, WeatherFillCommand.self, ImportCommand.self,
        ExportCommand.self,
        TripCreateCommand.self,
        TripAddCommand.self,
        TripListCommand.self, TripShowCommand.self, TripDeleteCommand.self, CheckCommand.self,
        DemoCommand.self,
        AboutCommand.self,
    ]

    /// Every command's grammar, in the order help lists them (for the argument parser's fuzz target).
    public static var commandSpecs: [CommandSpec] { commands.map { $0.spec } }

    /// Runs the command named by `arguments` (argument 0 is the program) and returns its exit status.
    public static func main(arguments: [String]) async -> Int32 {
        // A file size limit (RLIMIT_FSIZE) makes a write fail with EFBIG, reported like any
        // other failed write, instead of killing the process half-way through a file.
        signal(SIGXFSZ, SIG_IGN)
        let context = CommandContext(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            stdout: OutputChannel(handle: .standardOutput, name: "standard output"),
            stderr: OutputChannel(handle: .standardError, name: "standard error"))
        let status = await run(Array(arguments.dropFirst()), context: context)
        ProcessMapsHook.recordIfAsked(environment: context.environment, context: context)
        return finalStatus(status, context: context)
    }

    /// The exit status once the output is accounted for: a command whose standard output or
    /// error could not be written has failed, whatever it did (`log > /dev/full` exits 1).
    static func finalStatus(_ status: Int32, context: CommandContext) -> Int32 {
        if let failure = context.stdout.failure {
            if status == 0 || status == 2 { context.stderr.write("outdoor: error: \(failure)\n") }
            return status == 0 ? 1 : status
        }
        if context.stderr.failure != nil && status == 0 { return 1 }
        return status
    }

    static func run(_ words: [String], context: CommandContext) async -> Int32 {
        if words.isEmpty || words == ["--help"] || words == ["-h"] || words == ["help"] {
            context.stdout.write(HelpFormatter.overview(commands: commands.map { $0.spec }, version: version))
            return words.isEmpty ? 2 : 0
        }
        if words == ["--version"] || words == ["version"] {
            context.stdout.write("outdoor \(version)\n")
            return 0
        }
        guard let (command, consumed) = find(words) else {
            return report(unknownCommand(words), context: context)
        }
        do {
            let parsed = try ArgumentParser.parse(Array(words.dropFirst(consumed)), spec: command.spec)
            if parsed.helpRequested {
                context.stdout.write(HelpFormatter.help(for: command.spec))
                return 0
            }
            try await command.run(parsed, context: context)
            return 0
        } catch {
            return report(error, context: context)
        }
    }

    /// The command whose path is the longest prefix of `words`, and how many words named it.
    static func find(_ words: [String]) -> (Command.Type, Int)? {
        let matches = commands.filter { Array(words.prefix($0.spec.path.count)) == $0.spec.path }
        guard let best = matches.max(by: { $0.spec.path.count < $1.spec.path.count }) else { return nil }
        return (best, best.spec.path.count)
    }

    private static func unknownCommand(_ words: [String]) -> UsageError {
        let word = words[0]
        let groups = Set(commands.map { $0.spec.path[0] })
        if groups.contains(word) {
            let subcommands = commands.filter { $0.spec.path[0] == word }.compactMap {
                $0.spec.path.dropFirst().first
            }
            let given =
                words.count > 1
                ? "unknown subcommand '\(words[1])' for outdoor \(word)"
                : "outdoor \(word) needs a subcommand"
            return UsageError("\(given): one of \(subcommands.joined(separator: ", "))")
        }
        var message = "unknown command '\(word)'"
        if let suggestion = Suggestions.closest(to: word, in: Array(groups)) {
            message += "; did you mean '\(suggestion)'?"
        }
        return UsageError(message + " (see 'outdoor --help')")
    }

    /// A sentence for any error: Foundation's own errors by their localized text, ours by description.
    static func messageText(_ error: Error) -> String { ErrorText.sentence(error) }

    /// Prints an error and returns its exit status: 2 for usage errors, else 1.
    static func report(_ error: Error, context: CommandContext) -> Int32 {
        if let status = error as? ExitStatus { return status.code }
        let label = context.colorOnStderr ? "\u{1B}[31merror:\u{1B}[0m" : "error:"
        let message = messageText(error)
        context.stderr.write("outdoor: \(label) \(message)\n")
        if let usage = error as? UsageError {
            if let command = usage.command { context.stderr.write("Run '\(command) --help' for usage.\n") }
            return 2
        }
        return 1
    }
}
