import Foundation

/// Anything that declares one option: an `Option` or a `Flag`.
public protocol OptionDeclaration: Sendable {
    /// The option as the parser, help, man page and completions see it.
    var spec: OptionSpec { get }
}

/// An option with a value, declared once: its name, placeholder, help and the conversion that
/// turns its text into a `Value`.
///
/// Commands declare options as properties of their `Options` and read them through a key path
/// (`arguments[\.title]`), so a misspelt name does not compile. `Value` is what a command reads:
/// optional when the option may be left out without a default (`String?`), plain when it has one.
public struct Option<Value: Sendable>: OptionDeclaration {
    /// The option as the parser and the help see it.
    public let spec: OptionSpec
    /// The value read when the option is not given.
    public let absent: Value

    /// Declares an option whose text `convert` turns into a value; `absent` is read when it is not given.
    public init(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, choices: [String] = [],
        usage: String? = nil, completion: OptionSpec.ValueKind = .text, required: Bool = false,
        visibility: OptionSpec.Visibility = .listed, defaultText: String? = nil, absent: Value,
        convert: @escaping @Sendable (String, ValueContext) throws -> Value
    ) {
        self.init(
            name, valueName, short: short, help: help, choices: choices, usage: usage, completion: completion,
            required: required, visibility: visibility, defaultText: defaultText, absent: absent,
            convert: convert, combine: nil)
    }

    /// Declares an option; `combine`, when given, joins the values of an option given more than once.
    public init(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, choices: [String] = [],
        usage: String? = nil, completion: OptionSpec.ValueKind = .text, required: Bool = false,
        visibility: OptionSpec.Visibility = .listed, defaultText: String? = nil, absent: Value,
        convert: @escaping @Sendable (String, ValueContext) throws -> Value,
        combine: (@Sendable (any Sendable, any Sendable) -> any Sendable)?
    ) {
        spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, choices: choices, usageValue: usage,
            completion: completion, isRequired: required, visibility: visibility, defaultText: defaultText,
            convert: { try convert($0, $1) }, combine: combine)
        self.absent = absent
    }
}

/// A flag: an option without a value (`--dry-run`), read as true when given.
public struct Flag: OptionDeclaration {
    /// The flag as the parser and the help see it.
    public let spec: OptionSpec

    /// Declares a flag.
    public init(
        _ name: String, short: Character? = nil, help: String, visibility: OptionSpec.Visibility = .listed
    ) {
        spec = OptionSpec(
            name: name, short: short, valueName: nil, help: help, choices: [], usageValue: nil,
            completion: .text, isRequired: false, visibility: visibility, defaultText: nil,
            convert: { _, _ in true })
    }
}
