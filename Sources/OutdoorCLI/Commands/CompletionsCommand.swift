import Foundation
import OutdoorArguments

/// `outdoor completions SHELL`: a shell completion script, made from the commands' own definitions.
enum CompletionsCommand: Command {
    typealias Options = NoOptions

    static let about = CommandAbout(
        path: ["completions"], summary: "Print a shell completion script for bash, zsh or fish.",
        positionals: [
            PositionalSpec(
                "SHELL", help: "bash, zsh or fish",
                completion: .choices(Completions.Shell.allCases.map(\.rawValue)))
        ],
        discussion: """
            'make install' installs all three (share/bash-completion/completions/outdoor,
            share/zsh/site-functions/_outdoor, share/fish/vendor_completions.d/outdoor.fish).
            """,
        examples: [
            Example(
                "completions bash > ~/.local/share/bash-completion/completions/outdoor", "bash, for you alone"
            ),
            Example("completions fish > ~/.config/fish/completions/outdoor.fish", "fish"),
        ])

    static func usage(_ options: Options) -> [[UsageTerm]] {
        [[.word(Completions.Shell.allCases.map(\.rawValue).joined(separator: "|"))]]
    }

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let name = arguments.positionals[0]
        guard let shell = Completions.Shell(rawValue: name.lowercased()) else {
            throw UsageError(
                "no completions for '\(name)': choose bash, zsh or fish", command: arguments.command)
        }
        try context.stdout.writeChecked(
            Data(Completions.script(for: shell, program: OutdoorCLI.program).utf8))
    }
}
