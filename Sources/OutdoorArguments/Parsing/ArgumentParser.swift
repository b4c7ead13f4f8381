import OutdoorModel

/// Parses one command's arguments against its spec.
///
/// Grammar: `--name VALUE`, `--name=VALUE`, `-x VALUE`, flags `--name` and `-x`, `--` ends options,
/// and a lone `-` is a positional value (standard input or output). An option that takes a value
/// always consumes the next word, so negative numbers work (`--lng -105.27`). An option is given at
/// most once unless its declaration repeats (`--gpx A --gpx B`).
public enum ArgumentParser {
    /// Parses `arguments` (the words after the command's name) or throws a `UsageError`.
    ///
    /// Each value is converted by its option's declaration as it is read (dates against
    /// `values`' clock and zone), so a value the option refuses fails here, before the command runs.
    public static func parse(
        _ arguments: [String], spec: CommandSpec, values: ValueContext = .system
    ) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: spec.displayName)
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "--help" || word == "-h" {
                parsed.helpRequested = true
                continue
            }
            let (option, inlineValue) = try lookUp(word, in: spec)
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(
                        "option --\(option.name) needs a value (\(option.valueName ?? "VALUE"))",
                        command: spec.displayName)
                }
                if parsed.texts[option.name] != nil && !option.isRepeatable {
                    throw UsageError(
                        "option --\(option.name) was given more than once", command: spec.displayName)
                }
                let converted = try convert(value, option: option, values: values, spec: spec)
                // A repeatable option keeps every value, in the order given.
                if let earlier = parsed.values[option.name], let combine = option.combine {
                    parsed.values[option.name] = combine(earlier, converted)
                } else {
                    parsed.values[option.name] = converted
                }
                parsed.texts[option.name] = value
            } else {
                if inlineValue != nil {
                    throw UsageError("flag --\(option.name) does not take a value", command: spec.displayName)
                }
                parsed.flags.insert(option.name)
            }
        }
        if !parsed.helpRequested {
            try checkRequired(parsed, spec: spec)
            try checkPositionals(parsed.positionals, spec: spec)
        }
        return parsed
    }

    /// The value `option`'s declaration makes of `text`; a refusal is a usage error of the command.
    private static func convert(_ text: String, option: OptionSpec, values: ValueContext, spec: CommandSpec)
        throws -> any Sendable
    {
        do {
            return try option.convert(text, values)
        } catch var error as UsageError {
            error.command = error.command ?? spec.displayName
            throw error
        } catch {
            throw UsageError(error, command: spec.displayName)
        }
    }

    private static func checkRequired(_ parsed: ParsedArguments, spec: CommandSpec) throws {
        for option in spec.options where option.isRequired && parsed.texts[option.name] == nil {
            throw UsageError("missing required option \(option.usageText)", command: spec.displayName)
        }
    }

    private static func lookUp(_ word: String, in spec: CommandSpec) throws -> (OptionSpec, String?) {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name: String
            var inline: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inline = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            if let option = spec.options.first(where: { $0.name == name }) { return (option, inline) }
            throw unknown("--\(name)", spec: spec)
        }
        let letters = word.dropFirst()
        if letters.count == 1, let letter = letters.first,
            let option = spec.options.first(where: { $0.short == letter })
        {
            return (option, nil)
        }
        if letters.count > 1, let letter = letters.first,
            let option = spec.options.first(where: { $0.short == letter }), option.takesValue
        {
            return (option, String(letters.dropFirst()))
        }
        if Double(word) != nil {
            throw UsageError(
                "unexpected number \(word); a negative number must follow the option it belongs to",
                command: spec.displayName)
        }
        throw unknown(word, spec: spec)
    }

    private static func unknown(_ word: String, spec: CommandSpec) -> UsageError {
        let names = spec.options.map { "--\($0.name)" } + ["--help"]
        var message = "unknown option \(word) for \(spec.displayName)"
        if let suggestion = Suggestions.closest(to: word, in: names) {
            message += "; did you mean \(suggestion)?"
        }
        return UsageError(message, command: spec.displayName)
    }

    private static func checkPositionals(_ values: [String], spec: CommandSpec) throws {
        let required = spec.positionals.filter { !$0.optional }.count
        if values.count < required {
            let missing = spec.positionals.filter { !$0.optional }[values.count]
            throw UsageError("missing \(missing.name): \(missing.help)", command: spec.displayName)
        }
        let variadic = spec.positionals.contains { $0.variadic }
        if !variadic && values.count > spec.positionals.count {
            let extra = values[spec.positionals.count]
            let hint =
                extra.contains(" ")
                ? "" : (spec.positionals.isEmpty ? "" : " (quote values that contain spaces)")
            throw UsageError("unexpected argument '\(extra)'\(hint)", command: spec.displayName)
        }
    }
}
