import Foundation
import OutdoorArguments

/// A command grammar with one option of every kind OutdoorArguments declares, for fuzzing the
/// parser without the program's own commands (the CLI's tests replay the same seeds against
/// every real command: `ArgumentSeedTests`).
enum FuzzGrammar {
    /// A choice's names.
    enum Shade: String, CaseIterable, Sendable {
        case light, dark
    }

    /// The options: text, blank-refusing text, required text, choices with and without a
    /// default, whole numbers, numbers with and without a default, a repeated option and flags.
    struct Options: CommandOptions {
        let text = Option.text("text", "TEXT", short: "t", help: "Any text.")
        let nonBlank = Option.nonBlankText("title", "TEXT", help: "Text that may not be blank.")
        let required = Option.requiredText("name", "NAME", help: "Text the command needs.")
        let shade = Option.choice("shade", "SHADE", default: Shade.light, help: "A choice.")
        let maybeShade = Option.choice("tint", "SHADE", of: Shade.self, help: "A choice or none.")
        let count = Option.integer("count", "N", in: 1...30, default: 3, help: "A whole number.")
        let limit = Option.integer("limit", "N", short: "n", in: 0...1_000, help: "A whole number or none.")
        let scale = Option.number(
            "scale", "X", default: 1, help: "A positive number.", accept: { $0 > 0 },
            refusal: "must be positive")
        let offset = Option.number("offset", "X", help: "A number or none.")
        let files = Option.repeated("file", "FILE", help: "Given any number of times.") { text, _ in text }
        let force = Flag("force", short: "f", help: "A flag.")
        let quiet = Flag("quiet", help: "Another flag.")

        init() {}
    }

    /// The grammar: the options above and a variadic positional.
    static let spec = CommandSpec(
        about: CommandAbout(
            path: ["fuzz"], summary: "Every kind of option.",
            positionals: [PositionalSpec("ID", help: "Words.", optional: true, variadic: true)]),
        options: Options())
}
