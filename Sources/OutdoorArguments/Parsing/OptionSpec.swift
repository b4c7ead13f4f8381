import Foundation

/// One option as the parser, help, man page and completions see it: a flag (`--dry-run`) or an
/// option with a value (`--title TEXT`), with the conversion that turns its text into a value.
///
/// Commands do not build these by hand: each comes from one `Option` or `Flag` declaration.
public struct OptionSpec: Sendable {
    /// The long name without dashes ("title").
    public var name: String
    /// A one-letter alias ("o" for `-o`).
    public var short: Character?
    /// The value's placeholder in help ("TEXT"); nil for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// The values it accepts, when they are a fixed list (for usage lines and shell completion).
    public var choices: [String]
    /// How the value is written in a usage line, when not its placeholder or choices ("FILE|-").
    public var usageValue: String?
    /// What a shell should offer for the value when there are no choices.
    public var completion: ValueKind
    /// Whether the command refuses to run without it.
    public var isRequired: Bool
    /// Where the option is shown.
    public var visibility: Visibility
    /// What the help says when it is not given ("story", "the number of cores"), if anything.
    public var defaultText: String?
    /// Turns the given text into the option's value, or throws a `UsageError` saying why not.
    public let convert: @Sendable (String, ValueContext) throws -> any Sendable
    /// For an option that may be given more than once: joins the values read so far and the next
    /// one (both of the declaration's own type); nil for an option given at most once.
    public let combine: (@Sendable (any Sendable, any Sendable) -> any Sendable)?

    /// Makes a spec; `convert` is nil for a flag.
    public init(
        name: String, short: Character?, valueName: String?, help: String, choices: [String],
        usageValue: String?, completion: ValueKind, isRequired: Bool, visibility: Visibility,
        defaultText: String?, convert: @escaping @Sendable (String, ValueContext) throws -> any Sendable,
        combine: (@Sendable (any Sendable, any Sendable) -> any Sendable)? = nil
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.usageValue = usageValue
        self.completion = completion
        self.isRequired = isRequired
        self.visibility = visibility
        self.defaultText = defaultText
        self.convert = convert
        self.combine = combine
    }

    /// Whether the option may be given more than once (`--gpx A --gpx B`), its values kept in order.
    public var isRepeatable: Bool { combine != nil }

    /// What a shell should offer for the value: a fixed list, files, folders, or nothing.
    public var valueKind: ValueKind { choices.isEmpty ? completion : .choices(choices) }

    /// What an option's value is, for shell completion.
    public enum ValueKind: Equatable, Sendable {
        case choices([String])
        case file
        case directory
        case text
        /// An entry id from the journal (offered with its date and title).
        case entry
        /// A trip name from the journal.
        case trip
    }

    /// Where an option is shown besides help and the man page.
    public enum Visibility: Sendable {
        /// In the command's usage lines and completions.
        case listed
        /// In the tool's own usage line (`outdoor [--journal PATH] <command>`) and completions,
        /// not in each command's usage.
        case global
        /// Accepted only to be refused with a reason (`edit --at`): in help and the man page only.
        case refused
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

    /// How the option is written in a usage line: the short name for an option with a value
    /// ("-o FILE|-"), the long one otherwise ("--theme light|dark", "--force").
    public var usageText: String {
        guard let valueName else { return "--\(name)" }
        let spelling = short.map { "-\($0)" } ?? "--\(name)"
        return "\(spelling) \(usageValue ?? (choices.isEmpty ? valueName : choices.joined(separator: "|")))"
    }

    /// The spellings the parser accepts: "--title", and "-t" when there is a short name.
    public var spellings: [String] { ["--\(name)"] + (short.map { ["-\($0)"] } ?? []) }
}

/// What converting an option's text may depend on besides the text: the clock and the time
/// zone, for dates such as "yesterday" or "2025-06-14".
public struct ValueContext: Sendable {
    /// The moment "now" means.
    public var now: Date
    /// The zone dates without an offset are read in.
    public var timeZone: TimeZone

    /// Makes a context.
    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The system's clock and time zone.
    public static var system: ValueContext { ValueContext(now: Date(), timeZone: .current) }
}
