import Foundation
import OutdoorArguments

/// `outdoor man`: the manual page, or the same as a Markdown reference, made from the commands'
/// own definitions.
enum ManCommand: Command {
    /// What the manual is written in.
    enum Format: String, CaseIterable, Sendable {
        /// troff with the man macros: the outdoor(1) page.
        case roff
        /// Markdown: Documentation/Reference.md.
        case markdown
    }

    struct Options: CommandOptions {
        let format = Option.choice(
            "format", "FORMAT", default: Format.roff,
            help:
                "roff (default): the outdoor(1) page; markdown: the same as the handbook's command reference."
        )
    }

    static let about = CommandAbout(
        path: ["man"],
        summary: "Print the outdoor(1) manual page (troff), or the command reference (Markdown).",
        discussion: """
            'make install' installs the page as share/man/man1/outdoor.1. The Markdown reference is
            Documentation/Reference.md in the source ('make reference' writes it again).
            """,
        examples: [
            Example("man | man -l -", "read it now"),
            Example("man --format markdown > reference.md", "every command's usage, options and examples"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let program = OutdoorCLI.program
        let text =
            switch arguments[\.format] {
            case .roff: ManPage.make(program)
            case .markdown: MarkdownReference.make(program)
            }
        try context.stdout.writeChecked(Data(text.utf8))
    }
}
