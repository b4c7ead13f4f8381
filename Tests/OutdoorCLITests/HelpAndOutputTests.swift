import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// What a new user meets first: help for every command and group, global options, shell
/// completions and the man page, and the one rule for writing images.
final class HelpAndOutputTests: CLITestCase {
    /// Every command path the tool has, as the overview lists them.
    private func commandPaths() throws -> [String] {
        let overview = try run(["help"]).output
        let start = try XCTUnwrap(overview.range(of: "COMMANDS:\n"))
        let end = try XCTUnwrap(overview.range(of: "\n\n", range: start.upperBound..<overview.endIndex))
        return overview[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = words.first, line.hasPrefix("  ") else { return nil }
            if first == "trip" || first == "weather", words.count > 1 { return "\(first) \(words[1])" }
            return String(first)
        }
    }

    func testHelpForEveryCommandAndGroupLeadsWithExamples() throws {
        let paths = try commandPaths()
        XCTAssertTrue(
            paths.contains("trip rename") && paths.contains("weather fill") && paths.contains("log"),
            "\(paths)")
        for path in paths {
            let words = path.split(separator: " ").map(String.init)
            for form in [words + ["--help"], ["help"] + words] {
                let help = try run(form).output
                let examples = try XCTUnwrap(help.range(of: "EXAMPLES:"), "\(form)")
                let usage = try XCTUnwrap(help.range(of: "USAGE:"), "\(form)")
                XCTAssertLessThan(examples.lowerBound, usage.lowerBound, "\(form): examples come first")
                XCTAssertTrue(help.contains("outdoor \(path)"), "\(form)")
            }
        }
        for group in ["trip", "weather"] {
            for form in [[group, "--help"], [group, "-h"], ["help", group]] {
                let help = try run(form).output
                XCTAssertTrue(help.contains("SUBCOMMANDS:"), "\(form): \(help)")
            }
            // The group alone is a usage error, but it still shows what there is.
            let bare = try run([group], status: 2)
            XCTAssertTrue(bare.stderr.contains("SUBCOMMANDS:"), bare.stderr)
        }
        let wrong = try run(["help", "crad"], status: 2)
        XCTAssertTrue(wrong.stderr.contains("did you mean 'outdoor help card'"), wrong.stderr)
        let sub = try run(["trip", "renme", "a", "b"], status: 2)
        XCTAssertTrue(sub.stderr.contains("did you mean 'rename'"), sub.stderr)
    }

    func testTheJournalOptionGoesBeforeOrAfterTheCommand() throws {
        let elsewhere = dir.path("elsewhere.sqlite")
        let env = ["OUTDOOR_JOURNAL": ""]
        try run(
            ["--journal", elsewhere, "add", "--title", "Before", "--lat", "1", "--lng", "2", "--no-weather"],
            env: env)
        try run(
            ["add", "--title", "After", "--lat", "1", "--lng", "2", "--no-weather", "--journal", elsewhere],
            env: env)
        XCTAssertEqual(
            try run(["--journal=\(elsewhere)", "log"], env: env).output.split(separator: "\n").count, 2)
        XCTAssertEqual(
            try run(["log", "--journal", elsewhere], env: env).output.split(separator: "\n").count, 2)
        XCTAssertNil(journalBytes(), "the default journal was never made")
        try run(["--journal"], status: 2)
        let alone = try run(["--journal", elsewhere], status: 2)
        XCTAssertTrue(alone.stderr.contains("needs a command"), alone.stderr)
    }

    /// Every command path and long option, read from each command's help; `refused` for the
    /// options accepted only to be refused (`edit --at`), which completions do not offer.
    private func everyOption() throws -> [(path: String, option: String, refused: Bool)] {
        var result: [(String, String, Bool)] = []
        for path in try commandPaths() {
            let help = try run(path.split(separator: " ").map(String.init) + ["--help"]).output
            guard let options = help.range(of: "OPTIONS:") else { continue }
            for line in help[options.upperBound...].split(separator: "\n") where line.hasPrefix("  -") {
                for word in line.split(separator: " ") where word.hasPrefix("--") {
                    result.append(
                        (
                            path, String(word.trimmingCharacters(in: CharacterSet(charactersIn: ","))),
                            line.contains("Refused:")
                        ))
                }
            }
        }
        return result
    }

    func testCompletionsAndTheManPageListEveryCommandAndOption() throws {
        let options = try everyOption()
        XCTAssertTrue(options.contains { $0.path == "log" && $0.option == "--near" }, "\(options)")
        XCTAssertTrue(options.contains { $0.path == "delete" && $0.option == "--yes" })
        XCTAssertTrue(options.contains { $0.path == "edit" && $0.option == "--at" && $0.refused })
        let man = try run(["man"]).output.replacingOccurrences(of: "\\-", with: "-")
        XCTAssertTrue(man.hasPrefix(".\\\" outdoor(1)"), String(man.prefix(80)))
        for shell in ["bash", "zsh", "fish"] {
            let script = try run(["completions", shell]).output
            for path in try commandPaths() {
                for word in path.split(separator: " ") {
                    XCTAssertTrue(script.contains(String(word)), "\(shell) lacks \(word)")
                }
                XCTAssertTrue(man.contains("outdoor \(path)"), "man lacks \(path)")
            }
            for (path, option, refused) in options where option != "--help" {
                let name = String(option.dropFirst(2))
                let listed = shell == "fish" ? script.contains("-l \(name)") : script.contains(option)
                XCTAssertTrue(listed || refused, "\(shell) lacks \(path) \(option)")
                XCTAssertTrue(man.contains(option), "man lacks \(path) \(option)")
            }
            // Each script is valid for its shell.
            let file = try write(Data(script.utf8), "outdoor.\(shell)")
            let checker = Process()
            checker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            checker.arguments = [shell, "-n", file]
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)") || shell == "bash" {
                try checker.run()
                checker.waitUntilExit()
                XCTAssertEqual(checker.terminationStatus, 0, "\(shell) -n \(file)")
            }
        }
        XCTAssertEqual(
            try run(["completions", "tcsh"], status: 2).stderr.contains("bash, zsh or fish"), true)
    }

    func testBashCompletesSubcommandsAndFixedValues() throws {
        let script = try write(try run(["completions", "bash"]).stdout, "outdoor.bash")
        let probe = """
            source \(script)
            COMP_WORDS=(outdoor trip re); COMP_CWORD=2; _outdoor; echo "${COMPREPLY[*]}"
            COMP_WORDS=(outdoor card 1a2b --coords ""); COMP_CWORD=4; _outdoor; echo "${COMPREPLY[*]}"
            COMP_WORDS=(outdoor --journal j.sqlite lo); COMP_CWORD=3; _outdoor; echo "${COMPREPLY[*]}"
            """
        let process = Process()
        let out = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", probe]
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(text.split(separator: "\n"), ["remove rename", "precise approx hidden", "log"])
    }

    /// Adds a walk with an 80 x 60 JPEG photo and no weather; returns its short id.
    private func addWalk(_ extra: [String] = []) throws -> String {
        let photo = try write(try PhotoFixtures.jpeg(width: 80, height: 60), "p.jpg")
        // The fixture photo has no capture time: it is dated now unless `extra` gives a time.
        let when = extra.contains("--at") ? [] : ["--at", "now"]
        let place = ["--lat", "1", "--lng", "2"] + when + extra
        let added = try run(["add", "--title", "Walk", "--photo", photo] + place + ["--no-weather"])
        return String(added.output.prefix(8))
    }

    func testAFileNameMustMatchTheFormat() throws {
        let id = try addWalk()
        for (arguments, message) in [
            (["card", id, "-o", "x.gif"], "ends in .gif but the data is PNG: name it .png"),
            (
                ["card", id, "-o", "x.png", "--format", "jpeg"],
                "--format jpeg does not match the file name x.png"
            ),
            (["photo", id, "-o", "x.png"], "but the data is JPEG: name it .jpg"),
            (["map", "-o", "x.jpg"], "but the data is PNG"),
        ] {
            let result = try run(arguments, status: 2)
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        for command in [["export", "--all"], ["demo"]] {
            let stream = try run(command + ["-o", "-"], status: 2)
            XCTAssertTrue(stream.stderr.contains("writes a folder of files"), stream.stderr)
        }
        let made = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
        XCTAssertEqual(made.filter { $0.hasPrefix("x.") || $0 == "-" }, [])
        // The format follows a known extension; an extension-less name is fine.
        try run(["card", id, "-o", "card.JPEG"])
        XCTAssertEqual(
            FileManager.default.contents(atPath: dir.path("card.JPEG"))?.prefix(2), Data([0xFF, 0xD8]))
        try run(["photo", id, "-o", "original"])
        XCTAssertNotNil(FileManager.default.contents(atPath: dir.path("original")))
    }

    func testBinaryIsRefusedOnATerminalUnlessForced() throws {
        let id = try addWalk()
        for arguments in [["card", id, "-o", "-"], ["photo", id, "-o", "-"], ["map", "-o", "-"]] {
            let screen = try cli.runOnTerminal(arguments)
            XCTAssertEqual(screen.status, 2, "\(arguments): \(screen.stderr)")
            XCTAssertTrue(screen.stderr.contains("standard output is a terminal"), screen.stderr)
            XCTAssertEqual(screen.screen, "", "nothing printed on the terminal")
        }
        let forced = try cli.runOnTerminal(["photo", id, "-o", "-", "--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertFalse(forced.screen.isEmpty)
        // Piped, nothing is refused; --max-bytes alone means JPEG.
        let piped = try run(["card", id, "-o", "-", "--max-bytes", "300KB"])
        XCTAssertEqual(piped.stdout.prefix(2), Data([0xFF, 0xD8]))
        XCTAssertLessThanOrEqual(piped.stdout.count, 300 * 1024)
    }

    func testOneOverwriteRuleForCardPhotoAndMap() throws {
        let id = try addWalk(["--at", "2024-06-14T08:42"])
        // A default name never replaces a file: the next free name is used and said.
        let kept = Data("mine".utf8)
        try kept.write(to: dir.url.appendingPathComponent("2024-06-14-walk.png"))
        let second = try run(["card", id])
        XCTAssertTrue(
            second.stderr.contains("2024-06-14-walk.png exists: writing 2024-06-14-walk-2.png"), second.stderr
        )
        XCTAssertEqual(FileManager.default.contents(atPath: dir.path("2024-06-14-walk.png")), kept)
        try run(["card", id])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("2024-06-14-walk-3.png")))
        try run(["photo", id])
        try run(["photo", id])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("2024-06-14-walk-2.jpg")))
        try run(["map"])
        try run(["map"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("journal-map-2.png")))
        // --force lets the default name replace; an explicit -o always replaces.
        try run(["card", id, "--force"])
        XCTAssertEqual(
            FileManager.default.contents(atPath: dir.path("2024-06-14-walk.png"))?.prefix(4),
            Data([0x89, 0x50, 0x4E, 0x47]))
        try kept.write(to: dir.url.appendingPathComponent("mine.png"))
        try run(["map", "-o", "mine.png"])
        XCTAssertNotEqual(FileManager.default.contents(atPath: dir.path("mine.png")), kept)
        for command in ["card", "photo", "map", "export"] {
            XCTAssertTrue(try run([command, "--help"]).output.contains("-o FILE replaces FILE"), command)
        }
    }

    func testHiddenCoordinatesShowNoPlaceFinerThanTheRegion() throws {
        let id = try addEntry(title: "Meadow", lat: 42.97903, lng: -2.39802)
        let precise = try run(["card", id, "-o", "-", "--alt-text", dir.path("precise.txt")], status: 0)
        XCTAssertFalse(precise.stdout.isEmpty)
        let preciseText = try String(contentsOfFile: dir.path("precise.txt"), encoding: .utf8)
        XCTAssertTrue(preciseText.contains("Oñati"), preciseText)
        let hidden = try run(["card", id, "--coords", "hidden", "-o", dir.path("h.png"), "--alt-text", "-"])
        XCTAssertTrue(hidden.output.contains("Basque Country, ES"), hidden.output)
        XCTAssertFalse(hidden.output.contains("Oñati"), hidden.output)
        XCTAssertFalse(hidden.output.contains("42.9"), hidden.output)
        XCTAssertFalse(hidden.output.contains("openstreetmap"), hidden.output)
        try run(["export", "--all", "--coords", "hidden", "-o", dir.path("out")])
        let gallery = try String(contentsOfFile: dir.path("out/index.html"), encoding: .utf8)
        XCTAssertFalse(gallery.contains("Oñati"))
        XCTAssertTrue(gallery.contains("Basque Country"))
        XCTAssertTrue(try run(["card", "--help"]).output.contains("no place finer than the region"))
    }
}
