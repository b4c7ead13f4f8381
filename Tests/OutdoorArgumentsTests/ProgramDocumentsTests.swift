import Foundation
import OutdoorArguments
import XCTest

/// Help, the manual page and the completion scripts made from a small program's declarations:
/// every option, positional and environment variable reaches each of them, from one place.
final class ProgramDocumentsTests: XCTestCase {
    enum Size: String, CaseIterable, Sendable { case small, large }

    struct ShowOptions: CommandOptions {
        let size = Option.choice("size", "SIZE", default: Size.small, help: "How big the picture is.")
        let output = Option.text("output", "FILE", short: "o", help: "Where it goes.", completion: .file)
        let dryRun = Flag("dry-run", help: "Say what would happen.")
    }

    let program = ProgramDescription(
        version: "9.9",
        commands: [
            CommandSpec(
                about: CommandAbout(
                    path: ["show"], summary: "Show an entry.",
                    positionals: [PositionalSpec("ID", help: "The entry.")],
                    discussion: "Shows it whole.", examples: [Example("show 1a2b", "the entry 1a2b")]),
                options: ShowOptions()),
            CommandSpec(
                about: CommandAbout(path: ["trip", "list"], summary: "List trips."), options: NoOptions()),
        ],
        globalOption: Option.text("journal", "PATH", help: "The journal to use.", completion: .file).spec,
        environment: [
            EnvironmentSpec(name: "EXAMPLE_HOME", help: "Where the journal lives."),
            EnvironmentSpec(name: "EXAMPLE_HOOK", help: "A test hook.", isListedInHelp: false),
        ],
        overviewExamples: [Example("show 1a2b", "show an entry")], overviewNotes: ["A note on the journal."],
        groupSummaries: ["trip": "Trips."], completionWord: "__complete")

    func testHelpListsExamplesUsageArgumentsOptionsAndDiscussion() throws {
        let help = HelpFormatter.help(for: program.commands[0])
        for part in [
            "outdoor show: Show an entry.", "EXAMPLES:", "outdoor show 1a2b", "USAGE:", "ARGUMENTS:", "ID",
            "--size SIZE", "How big the picture is.", "-o, --output FILE", "--dry-run", "-h, --help",
            "Shows it whole.",
        ] {
            XCTAssertTrue(help.contains(part), "help lacks \(part):\n\(help)")
        }
        XCTAssertLessThan(
            try XCTUnwrap(help.range(of: "EXAMPLES:")).lowerBound,
            try XCTUnwrap(help.range(of: "USAGE:")).lowerBound,
            "examples come first")
    }

    func testTheOverviewNamesCommandsGlobalOptionNotesAndListedVariablesOnly() {
        let overview = HelpFormatter.overview(program)
        XCTAssertTrue(overview.hasPrefix("outdoor 9.9:"))
        for part in ["show", "trip list", "--journal PATH", "A note on the journal.", "EXAMPLE_HOME"] {
            XCTAssertTrue(overview.contains(part), "overview lacks \(part)")
        }
        XCTAssertFalse(overview.contains("EXAMPLE_HOOK"), "a test hook is only in the manual")
        XCTAssertTrue(HelpFormatter.groupHelp("trip", program: program).contains("outdoor trip: Trips."))
    }

    func testTheManualCarriesEveryOptionAndEveryVariable() {
        let man = ManPage.make(program)
        for part in [
            ".SS \"outdoor show\"", "\\fB\\-\\-size\\fR \\fISIZE\\fR", "\\fB\\-o\\fR, \\fB\\-\\-output\\fR",
            ".B EXAMPLE_HOME", ".B EXAMPLE_HOOK", "Shows it whole.",
        ] {
            XCTAssertTrue(man.contains(part), "manual lacks \(part)")
        }
    }

    func testEveryShellOffersTheOptionsAndChoices() {
        for shell in Completions.Shell.allCases {
            let script = Completions.script(for: shell, program: program)
            for part in ["dry-run", "output", "small", "large", "journal", "__complete"] {
                XCTAssertTrue(script.contains(part), "\(shell) lacks \(part)")
            }
        }
    }

    func testTheMarkdownReferenceCarriesEveryPart() {
        let reference = MarkdownReference.make(program)
        for part in [
            "## outdoor show", "- [outdoor show](#outdoor-show): Show an entry.",
            "outdoor show ID [--size small|large]",
            "outdoor show 1a2b  # the entry 1a2b", "- `ID`: The entry.",
            "- `--size SIZE`: How big the picture is.",
            "Choices: `small`, `large`; default: small.", "- `-o, --output FILE`: Where it goes.",
            "- `--dry-run`",
            "Shows it whole.", "## outdoor trip list", "- `--journal PATH`: The journal to use.",
            "- `EXAMPLE_HOME`: Where the journal lives.", "- `EXAMPLE_HOOK`: A test hook.", "## Exit status",
        ] {
            XCTAssertTrue(reference.contains(part), "reference lacks \(part):\n\(reference)")
        }
    }

    func testTextReadsAsItselfInMarkdown() {
        XCTAssertEqual(
            MarkdownReference.escape("default <date>-<title>.png"), #"default \<date>-\<title>.png"#)
        XCTAssertEqual(MarkdownReference.escape("OUTDOOR_JOURNAL or _this_"), #"OUTDOOR_JOURNAL or \_this\_"#)
        XCTAssertEqual(MarkdownReference.escape("*x* [a](b) `c`"), #"\*x\* \[a\](b) \`c\`"#)
        XCTAssertEqual(MarkdownReference.escape("- not a list"), #"\- not a list"#)
        XCTAssertEqual(MarkdownReference.escape("2. not a list"), #"2\. not a list"#)
        XCTAssertEqual(MarkdownReference.escape("# not a heading"), "\\# not a heading")
        XCTAssertEqual(MarkdownReference.escape("> not a quote"), #"\> not a quote"#)
        XCTAssertEqual(MarkdownReference.escape("--clock-offset +00:02:00"), "--clock-offset +00:02:00")
        XCTAssertEqual(MarkdownReference.escape("2,000 code points"), "2,000 code points")
    }
}
