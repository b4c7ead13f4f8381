import Foundation

/// Shell completion scripts for bash, zsh and fish, generated from the commands' specs.
///
/// The same `CommandSpec` values drive the parser, the help pages, these scripts and the man
/// page, so a new command or option reaches all of them at once.
enum Completions {
    /// The shells a script can be made for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The completion script for `shell`.
    static func script(for shell: Shell, commands: [CommandSpec]) -> String {
        switch shell {
        case .bash: return bash(commands)
        case .zsh: return zsh(commands)
        case .fish: return fish(commands)
        }
    }

    /// Top-level words: commands and group names, in help order, each once.
    static func topWords(_ commands: [CommandSpec]) -> [String] {
        var words: [String] = []
        for spec in commands where !words.contains(spec.path[0]) { words.append(spec.path[0]) }
        return words + ["help"]
    }

    /// The options a shell offers for `spec`: all but those accepted only to be refused.
    static func offered(_ spec: CommandSpec) -> [OptionSpec] {
        spec.options.filter { $0.visibility != .refused }
    }

    /// The option that goes before the command too (`outdoor --journal PATH log`).
    static var global: OptionSpec { CommonOptions.journal.spec }

    /// Every option spelling that takes a value, for skipping values while finding the command.
    static func valueOptionWords(_ commands: [CommandSpec]) -> [String] {
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
    static func optionWords(_ spec: CommandSpec) -> [String] {
        offered(spec).flatMap(\.spellings) + ["--help"]
    }

    /// What the shell offers for the positional argument at each place, as (index, variadic,
    /// kind) in order; a variadic one covers every place from its index on.
    static func positionalKinds(_ spec: CommandSpec)
        -> [(index: Int, variadic: Bool, kind: OptionSpec.ValueKind)]
    {
        spec.positionals.enumerated().map { ($0.offset, $0.element.variadic, $0.element.completion) }
    }
}
