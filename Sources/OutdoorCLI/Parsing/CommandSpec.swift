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

    /// The command's full name, "outdoor weather fill".
    public var displayName: String { (["outdoor"] + path).joined(separator: " ") }

    /// The names that group subcommands ("trip", "weather"), in the commands' order, each once.
    static func groupNames(_ commands: [CommandSpec]) -> [String] {
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

/// One option: a flag (`--dry-run`) or an option with a value (`--title TEXT`).
public struct OptionSpec: Sendable {
    /// The long name without dashes ("title").
    public var name: String
    /// A one-letter alias ("o" for `-o`).
    public var short: Character?
    /// The value's placeholder in help ("TEXT"); nil for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// Whether the option may be given more than once.
    public var repeatable: Bool
    /// The values it accepts, when they are a fixed list (for shell completion).
    public var choices: [String]

    /// A flag that takes no value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, repeatable: false, choices: [])
    }

    /// An option that takes a value.
    public static func value(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, repeatable: Bool = false,
        choices: [String] = []
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName, help: help, repeatable: repeatable,
            choices: choices)
    }

    /// What a shell should offer for the value: a fixed list, files, folders, or nothing.
    public var valueKind: ValueKind {
        if !choices.isEmpty { return .choices(choices) }
        switch valueName {
        case "FILE", "PATH": return .file
        case "DIR": return .directory
        default: return .text
        }
    }

    /// What an option's value is, for shell completion.
    public enum ValueKind: Equatable, Sendable {
        case choices([String])
        case file
        case directory
        case text
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// How the option is written in help ("-o, --output FILE").
    public var label: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if let valueName { text += " \(valueName)" }
        return text
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

    /// Makes a positional argument.
    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.optional = optional
        self.variadic = variadic
    }
}
