/// What the whole program says about itself, for the documents made from its commands' specs:
/// the overview help, the manual page and the shell completion scripts.
///
/// The commands' own grammar and help are their `CommandSpec`s; this adds what belongs to the
/// program as a whole (its version, the option that goes before any command, the environment
/// variables it reads, the overview's examples and notes), so the documents are made from values
/// the program passes in rather than known here.
public struct ProgramDescription: Sendable {
    /// The program's version, as `--version` prints it.
    public var version: String
    /// Every command, in help order.
    public var commands: [CommandSpec]
    /// The option accepted before or after the command (`--journal PATH`).
    public var globalOption: OptionSpec
    /// The environment variables the program reads, in the order the manual lists them.
    public var environment: [EnvironmentSpec]
    /// The examples the overview leads with.
    public var overviewExamples: [Example]
    /// Lines the overview prints after the global options (where the journal lives, say).
    public var overviewNotes: [String]
    /// One line on what each group of commands ("trip", "weather") is about.
    public var groupSummaries: [String: String]
    /// The hidden word the completion scripts call to list entries and trips (`__complete`).
    public var completionWord: String

    /// Describes a program.
    public init(
        version: String, commands: [CommandSpec], globalOption: OptionSpec, environment: [EnvironmentSpec],
        overviewExamples: [Example], overviewNotes: [String], groupSummaries: [String: String],
        completionWord: String
    ) {
        self.version = version
        self.commands = commands
        self.globalOption = globalOption
        self.environment = environment
        self.overviewExamples = overviewExamples
        self.overviewNotes = overviewNotes
        self.groupSummaries = groupSummaries
        self.completionWord = completionWord
    }
}

/// An environment variable as the documents list it.
public struct EnvironmentSpec: Sendable, Hashable {
    /// Its name ("OUTDOOR_JOURNAL").
    public var name: String
    /// What it does, in plain sentences.
    public var help: String
    /// Whether the overview help names it (a test hook is only in the manual).
    public var isListedInHelp: Bool

    /// Makes an entry.
    public init(name: String, help: String, isListedInHelp: Bool = true) {
        self.name = name
        self.help = help
        self.isListedInHelp = isListedInHelp
    }
}
