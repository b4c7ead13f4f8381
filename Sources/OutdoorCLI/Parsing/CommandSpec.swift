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

    /// Makes a spec.
    public init(
        path: [String], summary: String, usage: [String], options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], discussion: String? = nil
    ) {
        self.path = path
        self.summary = summary
        self.usage = usage
        self.options = options
        self.positionals = positionals
        self.discussion = discussion
    }

    /// The command's full name, "outdoor weather fill".
    public var displayName: String { (["outdoor"] + path).joined(separator: " ") }
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

    /// A flag that takes no value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, repeatable: false)
    }

    /// An option that takes a value.
    public static func value(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help, repeatable: repeatable)
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
