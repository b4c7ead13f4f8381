/// What a command accepts: its name, options and positional arguments, and its help text.
public struct CommandSpec: Sendable {
    /// The words that name the command after `outdoor` ("add", or "weather fill").
    public var path: [String]
    /// One line saying what the command does.
    public var summary: String
    /// Usage lines shown in help (without the leading "outdoor").
    public var usage: [String]
    /// Accepted options.
    public var options: [OptionSpec]
    /// Accepted positional arguments, in order.
    public var positionals: [PositionalSpec]
    /// Longer explanation shown after the options in help.
    public var discussion: String?
    /// Example command lines (without the leading "outdoor"), each with what it does; help leads with them.
    public var examples: [Example]

    /// Makes a spec.
    public init(
        path: [String], summary: String, usage: [String], options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], discussion: String? = nil, examples: [Example] = []
    ) {
        self.path = path
        self.summary = summary
        self.usage = usage
        self.options = options
        self.positionals = positionals
        self.discussion = discussion
        self.examples = examples
    }

    /// A command's spec from what it says about itself and its option declarations; `usage`
    /// holds its usage forms after its name (by default the positionals and every listed option).
    public init<Options: OptionGroup>(about: CommandAbout, options: Options, usage: [[UsageTerm]]? = nil) {
        let forms = usage ?? [about.positionals.map(\.usageTerm) + options.usageTerms]
        self.init(
            path: about.path, summary: about.summary,
            usage: UsageTerm.lines(path: about.path.joined(separator: " "), forms: forms),
            options: options.declarations, positionals: about.positionals, discussion: about.discussion,
            examples: about.examples)
    }

    /// The command's full name, "outdoor weather fill".
    public var displayName: String { (["outdoor"] + path).joined(separator: " ") }

    /// The names that group subcommands ("trip", "weather"), in the commands' order, each once.
    public static func groupNames(_ commands: [CommandSpec]) -> [String] {
        var names: [String] = []
        for spec in commands where spec.path.count > 1 && !names.contains(spec.path[0]) {
            names.append(spec.path[0])
        }
        return names
    }
}

/// One example in a command's help: a command line and what it does.
public struct Example: Sendable {
    /// The words after "outdoor", as typed in a shell.
    public var line: String
    /// What it does, in a few words.
    public var does: String

    /// Makes an example.
    public init(_ line: String, _ does: String) {
        self.line = line
        self.does = does
    }
}

/// One positional argument.
public struct PositionalSpec: Sendable {
    /// Placeholder in help ("ID").
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may be left out.
    public var optional: Bool
    /// Whether it takes all remaining arguments.
    public var variadic: Bool
    /// What a shell offers for it.
    public var completion: OptionSpec.ValueKind

    /// How it is written in a usage line: "ID", "ID...", "[ID...]".
    public var usageTerm: UsageTerm {
        let text = name + (variadic ? "..." : "")
        return .word(optional ? "[\(text)]" : text)
    }

    /// Makes a positional argument; a shell offers entry ids for "ID", trip names for "NAME",
    /// files for "PATH" and nothing for others, unless `completion` says otherwise.
    public init(
        _ name: String, help: String, optional: Bool = false, variadic: Bool = false,
        completion: OptionSpec.ValueKind? = nil
    ) {
        self.name = name
        self.help = help
        self.optional = optional
        self.variadic = variadic
        self.completion =
            completion ?? ["ID": .entry, "NAME": .trip, "PATH": .file, "FILE": .file][name] ?? .text
    }
}

/// What a command says about itself besides its options: its name, summary, arguments, help
/// text and examples.
public struct CommandAbout: Sendable {
    /// The words that name the command after `outdoor` ("add", or "weather fill").
    public var path: [String]
    /// One line saying what the command does.
    public var summary: String
    /// Accepted positional arguments, in order.
    public var positionals: [PositionalSpec] = []
    /// Longer explanation shown after the options in help.
    public var discussion: String?
    /// Example command lines (without the leading "outdoor"), each with what it does.
    public var examples: [Example] = []

    /// Says what a command is.
    public init(
        path: [String], summary: String, positionals: [PositionalSpec] = [], discussion: String? = nil,
        examples: [Example] = []
    ) {
        self.path = path
        self.summary = summary
        self.positionals = positionals
        self.discussion = discussion
        self.examples = examples
    }
}
