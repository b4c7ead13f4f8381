import Foundation
import OutdoorArguments
import XCTest

/// The command-line grammar, with plain asserts: words parsed against typed declarations and read
/// back through them.
final class ArgumentParserTests: XCTestCase {
    enum Theme: String, CaseIterable, Sendable { case light, dark }

    struct Options: CommandOptions {
        let title = Option.text("title", "TEXT", help: "t")
        let lat = Option.number("lat", "DEG", help: "lat")
        let lng = Option.number("lng", "DEG", help: "lng")
        let output = Option.text("output", "FILE", short: "o", help: "o")
        let noWeather = Flag("no-weather", help: "nw")
        let jobs = Option.integer("jobs", "N", in: 1...8, default: 2, help: "j (default 2)")
        let theme = Option.choice("theme", "THEME", default: Theme.light, help: "light (default) or dark")
        let gpx = Option.repeated(
            "gpx", "FILE", help: "g",
            convert: { text, _ in
                guard text.hasSuffix(".gpx") else {
                    throw UsageError("--gpx needs a .gpx file, not '\(text)'")
                }
                return text
            })
    }

    let spec = CommandSpec(
        path: ["add"], summary: "Add.", usage: ["add"], options: Options().declarations,
        positionals: [PositionalSpec("ID", help: "an id", optional: true)])

    func parse(_ words: [String]) throws -> Arguments<Options> {
        Arguments(try ArgumentParser.parse(words, spec: spec), options: Options())
    }

    func message(_ words: [String]) -> String {
        do {
            _ = try parse(words)
            return "parsed"
        } catch {
            return "\(error)"
        }
    }

    func testOptionsFlagsAndPositionals() throws {
        let p = try parse([
            "--title", "Morning walk", "--no-weather", "abcd", "--lat=60.39", "-o", "card.png",
        ])
        XCTAssertEqual(p[\.title], "Morning walk")
        XCTAssertTrue(p[\.noWeather])
        XCTAssertEqual(p.positionals, ["abcd"])
        XCTAssertEqual(p[\.lat], 60.39)
        XCTAssertNil(p[\.lng])
        XCTAssertEqual(p[\.output], "card.png")
        XCTAssertFalse(p.parsed.helpRequested)
        XCTAssertTrue(p.given(\.lat))
        XCTAssertFalse(p.given(\.jobs))
        XCTAssertEqual(p.text(\.lat), "60.39")
    }

    func testDefaultsAreReadWhenAnOptionIsLeftOut() throws {
        let p = try parse([])
        XCTAssertEqual(p[\.jobs], 2)
        XCTAssertEqual(p[\.theme], .light)
        XCTAssertNil(p[\.title])
        XCTAssertFalse(p[\.noWeather])
        XCTAssertEqual(try parse(["--theme", "DARK", "--jobs", "4"])[\.theme], .dark)
        XCTAssertEqual(try parse(["--jobs", " 4"])[\.jobs], 4)
    }

    func testNegativeNumbersDashAndDoubleDash() throws {
        let p = try parse(["--lat", "-33.9", "--lng", "-70.6", "-o", "-"])
        XCTAssertEqual(p[\.lat], -33.9)
        XCTAssertEqual(p[\.lng], -70.6)
        XCTAssertEqual(p[\.output], "-")
        XCTAssertEqual(try parse(["--", "--title"]).positionals, ["--title"])
        XCTAssertEqual(try parse(["-ocard.png"])[\.output], "card.png")
    }

    func testAnOptionGivenTwiceIsRefused() {
        XCTAssertTrue(message(["--title", "a", "--title", "b"]).contains("more than once"))
    }

    func testARepeatableOptionKeepsEveryValueInOrder() throws {
        XCTAssertEqual(try parse([])[\.gpx], [])
        XCTAssertFalse(try parse([]).given(\.gpx))
        let p = try parse(["--gpx", "b.gpx", "--title", "x", "--gpx=a.gpx", "--gpx", "c.gpx"])
        XCTAssertEqual(p[\.gpx], ["b.gpx", "a.gpx", "c.gpx"])
        XCTAssertTrue(p.given(\.gpx))
        // Each value is checked by the declaration as it is read.
        XCTAssertEqual(message(["--gpx", "a.gpx", "--gpx", "b.txt"]), "--gpx needs a .gpx file, not 'b.txt'")
        XCTAssertEqual(UsageTerm.optional([.option(p.spec(\.gpx))]).text, "[--gpx FILE]...")
    }

    func testHelpIsRecognisedAnywhere() throws {
        XCTAssertTrue(try parse(["--title", "x", "--help"]).parsed.helpRequested)
        XCTAssertTrue(try parse(["-h"]).parsed.helpRequested)
    }

    func testClearMessagesForMistakes() {
        XCTAssertEqual(
            message(["--titel", "x"]), "unknown option --titel for outdoor add; did you mean --title?")
        XCTAssertEqual(message(["--title"]), "option --title needs a value (TEXT)")
        XCTAssertEqual(message(["--no-weather=yes"]), "flag --no-weather does not take a value")
        XCTAssertTrue(message(["-x"]).hasPrefix("unknown option -x"))
        XCTAssertTrue(message(["a", "b"]).contains("unexpected argument 'b'"))
        XCTAssertTrue(message(["-5"]).contains("negative number must follow the option"))
        XCTAssertEqual(
            message(["--jbos", "2"]), "unknown option --jbos for outdoor add; did you mean --jobs?")
        XCTAssertEqual(message(["--colour"]), "unknown option --colour for outdoor add")
    }

    func testValuesAreCheckedByTheirDeclarationWhenParsed() {
        XCTAssertEqual(message(["--lat", "north"]), "--lat needs a number, not 'north'")
        XCTAssertEqual(message(["--lat", "nan"]), "--lat needs a number, not 'nan'")
        XCTAssertEqual(message(["--jobs", "0"]), "--jobs needs a whole number from 1 to 8, not '0'")
        XCTAssertEqual(
            message(["--theme", "drak"]), "--theme must be one of light, dark, not 'drak'; did you mean dark?"
        )
        XCTAssertThrowsError(try parse(["--jobs", "9"])) {
            XCTAssertEqual(
                ($0 as? UsageError)?.command, "outdoor add", "a refused value is a usage error of the command"
            )
        }
    }

    func testRequiredOptionsAndPositionalsAreNamedWhenMissing() {
        struct Required: CommandOptions {
            let title = Option.requiredText("title", "TEXT", help: "t")
        }
        let add = CommandSpec(path: ["add"], summary: "a", usage: ["add"], options: Required().declarations)
        XCTAssertThrowsError(try ArgumentParser.parse([], spec: add)) {
            XCTAssertEqual("\($0)", "missing required option --title TEXT")
        }
        XCTAssertNoThrow(try ArgumentParser.parse(["--help"], spec: add), "help needs nothing else")
        let show = CommandSpec(
            path: ["show"], summary: "s", usage: ["show ID"],
            positionals: [PositionalSpec("ID", help: "the entry's id")])
        XCTAssertThrowsError(try ArgumentParser.parse([], spec: show)) {
            XCTAssertEqual("\($0)", "missing ID: the entry's id")
            XCTAssertEqual(($0 as? UsageError)?.command, "outdoor show")
        }
    }

    func testAGroupIsReadThroughItsOwnDeclarations() throws {
        struct Pair: OptionGroup {
            let first = Option.text("first", "A", help: "a")
            let second = Option.text("second", "B", help: "b")
            var usageTerms: [UsageTerm] { [.optional([.option(first.spec), .option(second.spec)])] }
        }
        struct Grouped: CommandOptions {
            let pair = Pair()
            let quiet = Flag("quiet", short: "q", help: "q")
        }
        let options = Grouped()
        XCTAssertEqual(options.declarations.map(\.name), ["first", "second", "quiet"])
        XCTAssertEqual(options.usageTerms.map(\.text), ["[--first A --second B]", "[--quiet]"])
        let spec = CommandSpec(path: ["x"], summary: "x", usage: ["x"], options: options.declarations)
        let arguments = Arguments(
            try ArgumentParser.parse(["--second", "b", "-q"], spec: spec), options: options)
        let pair = arguments.group(\.pair)
        XCTAssertEqual(pair[\.second], "b")
        XCTAssertEqual(arguments[\.pair.second], "b")
        XCTAssertTrue(arguments[\.quiet])
        XCTAssertThrowsError(try pair.requireTogether(\.first, \.second)) {
            XCTAssertEqual("\($0)", "--second needs --first as well")
        }
    }

    func testUsageTermsAreWrittenAsHelpShowsThem() {
        let options = Options()
        XCTAssertEqual(UsageTerm.optional([.option(options.output.spec)]).text, "[-o FILE]")
        XCTAssertEqual(UsageTerm.optional([.option(options.theme.spec)]).text, "[--theme light|dark]")
        XCTAssertEqual(
            UsageTerm.oneOf([
                [.option(options.lat.spec), .option(options.lng.spec)], [.option(options.noWeather.spec)],
            ])
            .text,
            "(--lat DEG --lng DEG | --no-weather)")
        XCTAssertEqual(
            UsageTerm.optional([.oneOf([[.option(options.title.spec)], [.option(options.noWeather.spec)]])])
                .text,
            "[--title TEXT | --no-weather]")
    }
}
