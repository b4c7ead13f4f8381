import Foundation

/// Shell completion scripts for bash, zsh and fish, generated from the commands' specs.
///
/// The same `CommandSpec` values drive the parser, the help pages, these scripts and the man
/// page, so a new command or option reaches all of them at once.
public enum Completions {
    /// The shells a script can be made for.
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The completion script for `shell`.
    public static func script(for shell: Shell, program: ProgramDescription) -> String {
        switch shell {
        case .bash: return bash(program)
        case .zsh: return zsh(program)
        case .fish: return fish(program)
        }
    }

    /// Top-level words: commands and group names, in help order, each once.
    public static func topWords(_ commands: [CommandSpec]) -> [String] {
        var words: [String] = []
        for spec in commands where !words.contains(spec.path[0]) { words.append(spec.path[0]) }
        return words + ["help"]
    }

    /// The options a shell offers for `spec`: all but those accepted only to be refused.
    public static func offered(_ spec: CommandSpec) -> [OptionSpec] {
        spec.options.filter { $0.visibility != .refused }
    }

    /// Every option spelling that takes a value, for skipping values while finding the command.
    public static func valueOptionWords(_ commands: [CommandSpec]) -> [String] {
        var words: [String] = []
        for spec in commands {
            for option in spec.options where option.takesValue {
                for word in ["--\(option.name)"] + (option.short.map { ["-\($0)"] } ?? [])
                where !words.contains(word) {
                    words.append(word)
                }
            }
        }
        return words
    }

    /// The option words a shell offers for `spec`, with `--help`.
    public static func optionWords(_ spec: CommandSpec) -> [String] {
        offered(spec).flatMap(\.spellings) + ["--help"]
    }

    /// What the shell offers for the positional argument at each place, as (index, variadic,
    /// kind) in order; a variadic one covers every place from its index on.
    public static func positionalKinds(_ spec: CommandSpec)
        -> [(index: Int, variadic: Bool, kind: OptionSpec.ValueKind)]
    {
        spec.positionals.enumerated().map { ($0.offset, $0.element.variadic, $0.element.completion) }
    }
}
