import Foundation
import OutdoorArguments
import OutdoorModel

/// The `outdoor` command line: parses arguments, runs one command, returns the exit status.
public enum OutdoorCLI {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Every command, in the order help lists them.
    static let commands: [any Command.Type] = [
        AddCommand.self, LogCommand.self, ShowCommand.self, PhotoCommand.self, EditCommand.self,
        DeleteCommand.self, CardCommand.self, MapCommand.self, WeatherFillCommand.self, ImportCommand.self,
        ExportCommand.self, BookCommand.self, ServeCommand.self,
        TripCreateCommand.self,
        TripAddCommand.self, TripRemoveCommand.self,
        TripListCommand.self, TripShowCommand.self, TripRenameCommand.self, TripDeleteCommand.self,
        TrackImportCommand.self, TrackListCommand.self, TrackShowCommand.self, TrackRenameCommand.self,
        TrackDeleteCommand.self,
        MapdataImportCommand.self, MapdataListCommand.self, MapdataRemoveCommand.self,
        CheckCommand.self, BackupCommand.self,
        DemoCommand.self,
        AboutCommand.self, CompletionsCommand.self, ManCommand.self,
    ]

    /// Every command's definition, in help order: what the parser, help, completions and man page use.
    public static var commandSpecs: [CommandSpec] { commands.map { $0.spec } }

    /// The program as its overview help, manual page and completion scripts describe it.
    public static var program: ProgramDescription {
        ProgramDescription(
            version: version, commands: commandSpecs, globalOption: CommonOptions.journal.spec,
            environment: EnvironmentVariable.allCases.map {
                EnvironmentSpec(name: $0.name, help: $0.help, isListedInHelp: $0.isListedInHelp)
            },
            overviewExamples: [
                Example(
                    "add --title \"Summit\" --photo IMG_0412.jpg",
                    "add an entry (place and time from the photo)"),
                Example("log --search summit", "find entries"),
                Example("card 1a2b", "render an entry's share card as a PNG"),
                Example("export --trip \"Iceland 2024\" -o iceland", "a trip's cards, summary and gallery"),
            ],
            overviewNotes: [
                "The journal is $XDG_DATA_HOME/outdoor/journal.sqlite (else ~/.local/share/outdoor/journal.sqlite);",
                "--journal PATH or OUTDOOR_JOURNAL chooses another. See 'outdoor help <command>' for details.",
            ],
            groupSummaries: [
                "trip": "Group entries into trips: create, add, remove, list, show, rename, delete.",
                "weather": "The weather frozen with entries: fill in what is missing.",
            ],
            completionWord: CompletionCandidates.word)
    }

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

    static func run(_ arguments: [String], context: CommandContext) async -> Int32 {
        let words: [String]
        let global: [String]
        do {
            (global, words) = try globalOptions(arguments)
        } catch {
            return report(error, context: context)
        }
        if words.first == CompletionCandidates.word {
            return CompletionCandidates.run(Array(words.dropFirst()), global: global, context: context)
        }
        if words.isEmpty || words == ["--help"] || words == ["-h"] || words == ["help"] {
            context.stdout.write(HelpFormatter.overview(program))
            return words.isEmpty ? 2 : 0
        }
        if words == ["--version"] || words == ["version"] {
            context.stdout.write("outdoor \(version)\n")
            return 0
        }
        if words[0] == "help" {
            return help(topic: Array(words.dropFirst()), context: context)
        }
        guard let (command, consumed) = find(words) else {
            if groups.contains(words[0]), words.count == 1 || ["--help", "-h"].contains(words[1]) {
                let text = HelpFormatter.groupHelp(words[0], program: program)
                if words.count == 1 {
                    context.stderr.write(text)
                    return 2
                }
                context.stdout.write(text)
                return 0
            }
            return report(unknownCommand(words), context: context)
        }
        do {
            let spec = command.spec
            let parsed = try ArgumentParser.parse(
                global + Array(words.dropFirst(consumed)), spec: spec,
                values: ValueContext(now: context.now(), timeZone: context.timeZone))
            if parsed.helpRequested {
                context.stdout.write(HelpFormatter.help(for: spec))
                return 0
            }
            // Whatever the command writes, it never writes over its own journal.
            let journal = JournalLocation.path(
                parsed.texts[CommonOptions.journal.spec.name], context: context)
            let commandContext = context.protecting(journal: journal)
            try await command.run(parsed: parsed, context: commandContext)
            MissingGlyphWarning.warn(context: commandContext)
            return 0
        } catch {
            MissingGlyphWarning.warn(context: context)
            return report(error, context: context)
        }
    }

    /// Options that may come before the command (`outdoor --journal X log`), and the words after them.
    static func globalOptions(_ words: [String]) throws -> (global: [String], rest: [String]) {
        var global: [String] = []
        var rest = words[...]
        let journal = CommonOptions.journal.spec
        while let first = rest.first {
            if first == "--\(journal.name)" {
                guard rest.count >= 2 else {
                    throw UsageError(
                        "option --\(journal.name) needs a value (\(journal.valueName ?? "PATH"))")
                }
                global += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else if first.hasPrefix("--\(journal.name)=") {
                global.append(first)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        if !global.isEmpty && rest.isEmpty {
            throw UsageError(
                "--\(journal.name) needs a command after it, such as 'outdoor \(journal.usageText) log'")
        }
        return (global, Array(rest))
    }

    /// `outdoor help [COMMAND...]`: the overview, a group's help or a command's help.
    static func help(topic: [String], context: CommandContext) -> Int32 {
        let specs = commandSpecs
        if let spec = specs.first(where: { $0.path == topic }) {
            context.stdout.write(HelpFormatter.help(for: spec))
            return 0
        }
        if topic.count == 1, groups.contains(topic[0]) {
            context.stdout.write(HelpFormatter.groupHelp(topic[0], program: program))
            return 0
        }
        let names = specs.map { $0.path.joined(separator: " ") }
        var message = "no help for '\(topic.joined(separator: " "))'"
        if let suggestion = Suggestions.closest(to: topic.joined(separator: " "), in: names) {
            message += "; did you mean 'outdoor help \(suggestion)'?"
        }
        return report(UsageError(message + " (see 'outdoor help')"), context: context)
    }

    /// Names that group subcommands ("trip", "weather").
    static var groups: Set<String> { Set(CommandSpec.groupNames(commandSpecs)) }

    /// The command whose path is the longest prefix of `words`, and how many words named it.
    static func find(_ words: [String]) -> (any Command.Type, Int)? {
        let matches = commands.filter { Array(words.prefix($0.spec.path.count)) == $0.spec.path }
        guard let best = matches.max(by: { $0.spec.path.count < $1.spec.path.count }) else { return nil }
        return (best, best.spec.path.count)
    }

    private static func unknownCommand(_ words: [String]) -> UsageError {
        let word = words[0]
        let names = Set(commands.map { $0.spec.path[0] })
        if groups.contains(word) {
            let subcommands = commands.filter { $0.spec.path[0] == word }.compactMap {
                $0.spec.path.dropFirst().first
            }
            var given = "unknown subcommand '\(words[1])' for outdoor \(word)"
            if let suggestion = Suggestions.closest(to: words[1], in: subcommands) {
                given += "; did you mean '\(suggestion)'?"
            }
            return UsageError("\(given) (one of \(subcommands.joined(separator: ", ")))")
        }
        var message = "unknown command '\(word)'"
        if let suggestion = Suggestions.closest(to: word, in: Array(names)) {
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
        // An error quoting input (a title, a path) shows its control characters, never acts on them.
        let message = TerminalText.safe(messageText(error), keeping: ["\n"])
        context.stderr.write("outdoor: \(label) \(message)\n")
        if let usage = error as? UsageError {
            if let command = usage.command { context.stderr.write("Run '\(command) --help' for usage.\n") }
            return 2
        }
        return 1
    }
}
