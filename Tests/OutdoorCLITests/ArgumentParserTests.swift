import OutdoorCLI
import XCTest

/// The command-line grammar, with plain asserts.
final class ArgumentParserTests: XCTestCase {
    let spec = CommandSpec(
        path: ["add"], summary: "Add.", usage: ["add"],
        options: [
            .value("title", "TEXT", help: "t"), .value("lat", "DEG", help: "lat"),
            .value("lng", "DEG", help: "lng"),
            .value("output", "FILE", short: "o", help: "o"), .flag("no-weather", help: "nw"),
            .value("tag", "TAG", help: "tag", repeatable: true), .value("jobs", "N", help: "j"),
        ],
        positionals: [PositionalSpec("ID", help: "an id", optional: true)])

    func parse(_ words: [String]) throws -> ParsedArguments { try ArgumentParser.parse(words, spec: spec) }

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
        XCTAssertEqual(p.value("title"), "Morning walk")
        XCTAssertTrue(p.flag("no-weather"))
        XCTAssertEqual(p.positionals, ["abcd"])
        XCTAssertEqual(try p.double("lat"), 60.39)
        XCTAssertEqual(p.value("output"), "card.png")
        XCTAssertFalse(p.helpRequested)
    }

    func testNegativeNumbersDashAndDoubleDash() throws {
        let p = try parse(["--lat", "-33.9", "--lng", "-70.6", "-o", "-"])
        XCTAssertEqual(try p.double("lat"), -33.9)
        XCTAssertEqual(try p.double("lng"), -70.6)
        XCTAssertEqual(p.value("output"), "-")
        XCTAssertEqual(try parse(["--", "--title"]).positionals, ["--title"])
        XCTAssertEqual(try parse(["-ocard.png"]).value("output"), "card.png")
    }

    func testRepeatableAndRepeatedOptions() throws {
        XCTAssertEqual(try parse(["--tag", "a", "--tag", "b"]).allValues("tag"), ["a", "b"])
        XCTAssertTrue(message(["--title", "a", "--title", "b"]).contains("more than once"))
    }

    func testHelpIsRecognisedAnywhere() throws {
        XCTAssertTrue(try parse(["--title", "x", "--help"]).helpRequested)
        XCTAssertTrue(try parse(["-h"]).helpRequested)
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

    func testTypedValues() throws {
        XCTAssertThrowsError(try parse(["--lat", "north"]).double("lat")) {
            XCTAssertEqual("\($0)", "--lat needs a number, not 'north'")
        }
        XCTAssertThrowsError(try parse(["--lat", "nan"]).double("lat"))
        XCTAssertEqual(try parse(["--jobs", "4"]).integer("jobs", in: 1...8), 4)
        XCTAssertThrowsError(try parse(["--jobs", "0"]).integer("jobs", in: 1...8)) {
            XCTAssertEqual("\($0)", "--jobs needs a whole number from 1 to 8, not '0'")
        }
        XCTAssertThrowsError(try parse(["--lat", "1"]).requireTogether("lat", "lng")) {
            XCTAssertEqual("\($0)", "--lat needs --lng as well")
        }
        XCTAssertThrowsError(try parse([]).required("title", "TEXT")) {
            XCTAssertEqual("\($0)", "missing required option --title TEXT")
        }
    }

    func testChoicesSuggestTheNearestName() throws {
        enum Theme: String, CaseIterable { case light, dark }
        XCTAssertEqual(try parse(["--title", "DARK"]).choice("title", Theme.self), .dark)
        XCTAssertThrowsError(try parse(["--title", "drak"]).choice("title", Theme.self)) {
            XCTAssertEqual("\($0)", "--title must be one of light, dark, not 'drak'; did you mean dark?")
        }
    }

    func testARequiredPositionalIsNamedWhenMissing() {
        let show = CommandSpec(
            path: ["show"], summary: "s", usage: ["show ID"],
            positionals: [PositionalSpec("ID", help: "the entry's id")])
        XCTAssertThrowsError(try ArgumentParser.parse([], spec: show)) {
            XCTAssertEqual("\($0)", "missing ID: the entry's id")
            XCTAssertEqual(($0 as? UsageError)?.command, "outdoor show")
        }
    }
}
