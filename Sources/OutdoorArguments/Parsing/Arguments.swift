/// What a command reads: the parsed command line, through the command's own declarations.
///
/// Every read goes through a key path to a declaration (`arguments[\.title]`,
/// `arguments[\.card.preset]`), so it names an option the command declares, with its type.
public struct Arguments<Options: Sendable>: Sendable {
    /// The words as parsed.
    public let parsed: ParsedArguments
    /// The declarations they are read through.
    public let options: Options

    /// Reads `parsed` through `options`.
    public init(_ parsed: ParsedArguments, options: Options) {
        self.parsed = parsed
        self.options = options
    }

    /// An option's value, or its declared value when not given.
    public subscript<Value>(_ key: KeyPath<Options, Option<Value>>) -> Value {
        let option = options[keyPath: key]
        // The parser stored what this declaration's own conversion returned: a `Value`.
        return parsed.values[option.spec.name].flatMap { $0 as? Value } ?? option.absent
    }

    /// Whether a flag was given.
    public subscript(_ key: KeyPath<Options, Flag>) -> Bool {
        parsed.flags.contains(options[keyPath: key].spec.name)
    }

    /// Whether an option or flag was given.
    public func given<Declaration: OptionDeclaration>(_ key: KeyPath<Options, Declaration>) -> Bool {
        let name = options[keyPath: key].spec.name
        return parsed.texts[name] != nil || parsed.flags.contains(name)
    }

    /// Refuses one of two options that only make sense together when the other is missing.
    public func requireTogether<A: OptionDeclaration, B: OptionDeclaration>(
        _ first: KeyPath<Options, A>, _ second: KeyPath<Options, B>
    ) throws {
        guard given(first) != given(second) else { return }
        let (present, missing) = given(first) ? (spec(first), spec(second)) : (spec(second), spec(first))
        throw UsageError("--\(present.name) needs --\(missing.name) as well", command: command)
    }

    /// An option's text as typed, if given.
    public func text<Value>(_ key: KeyPath<Options, Option<Value>>) -> String? {
        parsed.texts[options[keyPath: key].spec.name]
    }

    /// The option a key path declares, for messages ("--lat").
    public func spec<Declaration: OptionDeclaration>(_ key: KeyPath<Options, Declaration>) -> OptionSpec {
        options[keyPath: key].spec
    }

    /// The same command line read through one of the groups the options hold.
    public func group<Group>(_ key: KeyPath<Options, Group>) -> Arguments<Group> {
        Arguments<Group>(parsed, options: options[keyPath: key])
    }

    /// Positional arguments in order.
    public var positionals: [String] { parsed.positionals }

    /// The command's display name, for error messages ("outdoor card").
    public var command: String { parsed.command }
}
