import Foundation
import TestSupport
import XCTest

/// The completion scripts in the real shells (issue 27): `outdoor card <TAB>` offers entry ids
/// with their titles, `trip show <TAB>` and `--trip <TAB>` trip names, from the journal itself;
/// bash through its completion function, zsh typed into under zpty, fish with `complete -C`.
final class CompletionShellTests: CLITestCase {
    var ids: [String: String] = [:]

    /// Three entries, two of them in "Iceland 2024", and an empty trip "Iceland 2023".
    func makeJournal() throws {
        for (title, day) in [("Morning walk", "12"), ("Geysir: Strokkur", "13"), ("Glacier lagoon", "14")] {
            ids[title] = String(try addEntry(title: title, at: "2024-07-\(day)T08:42").prefix(8))
        }
        try run(["trip", "create", "Iceland 2024"])
        try run(["trip", "add", "Iceland 2024", ids["Morning walk"] ?? "", ids["Glacier lagoon"] ?? ""])
        try run(["trip", "create", "Iceland 2023"])
    }

    /// Runs `shell` with `arguments`, `outdoor` on its PATH; its output, killed after 60 s.
    func runShell(_ shell: String, _ arguments: [String]) throws -> String {
        let path = "/usr/bin/\(shell)"
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: path),
            "\(shell) is not installed (Scripts/install-deps.sh --test installs it)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = dir.url
        var environment = cli.environment
        environment["PATH"] = OutdoorProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["TERM"] = "xterm"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    func script(_ shell: String) throws -> String {
        try write(try run(["completions", shell]).stdout, shell == "zsh" ? "_outdoor" : "outdoor.\(shell)")
    }

    func testBashOffersEntriesWithTitlesAndTripsFromTheJournal() throws {
        try makeJournal()
        let other = dir.path("other.sqlite")
        let lone = String(
            try run([
                "--journal", other, "add", "--title", "Elsewhere", "--lat", "1", "--lng", "2", "--no-weather",
            ])
            .output.prefix(8))
        let probe = """
            source \(try script("bash"))
            at() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _outdoor; printf '%s\\n' "${COMPREPLY[@]}"; echo ==; }
            at outdoor card ""
            at outdoor show \(ids["Geysir: Strokkur", default: ""].prefix(5))
            at outdoor trip show ""
            at outdoor trip show "Iceland 2024" ""
            at outdoor log --trip Iceland\\ 202
            at outdoor trip add "Iceland 2023" ""
            at outdoor trip rename "Iceland 2024" ""
            at outdoor --journal \(other) card ""
            """
        let blocks = try runShell("bash", ["-c", probe]).components(separatedBy: "==\n").map {
            $0.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(blocks.count, 9, "\(blocks)")
        guard blocks.count == 9 else { return }
        XCTAssertEqual(
            blocks[0],
            [
                "\(ids["Glacier lagoon"] ?? "")  (2024 JUL 14 Glacier lagoon)",
                "\(ids["Geysir: Strokkur"] ?? "")  (2024 JUL 13 Geysir: Strokkur)",
                "\(ids["Morning walk"] ?? "")  (2024 JUL 12 Morning walk)",
            ], "ids newest first, each with its date and title")
        XCTAssertEqual(blocks[1], [ids["Geysir: Strokkur"] ?? ""], "one match: the id alone")
        XCTAssertEqual(blocks[2].sorted(), ["Iceland 2023", "Iceland 2024"], "trips")
        XCTAssertFalse(blocks[3].contains { $0.contains("Iceland") }, "trip show takes one name")
        XCTAssertEqual(blocks[4].sorted(), ["Iceland 2023", "Iceland 2024"])
        XCTAssertEqual(blocks[5].count, 3, "trip add: the ids after the name \(blocks[5])")
        XCTAssertEqual(blocks[6], [], "a new name is not completed")
        XCTAssertEqual(blocks[7], [lone], "--journal's journal")
    }

    func testFishOffersEntriesWithTitlesAndTripsFromTheJournal() throws {
        try makeJournal()
        let script = try script("fish")
        func complete(_ line: String) throws -> [String] {
            try runShell("fish", ["--no-config", "-c", "source \(script); complete -C \"\(line)\""])
                .split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(
            try complete("outdoor card "),
            [
                "\(ids["Glacier lagoon"] ?? "")\t2024 JUL 14 Glacier lagoon",
                "\(ids["Geysir: Strokkur"] ?? "")\t2024 JUL 13 Geysir: Strokkur",
                "\(ids["Morning walk"] ?? "")\t2024 JUL 12 Morning walk",
            ])
        XCTAssertEqual(
            try complete("outdoor trip show ").sorted(),
            ["Iceland 2023\t0 entries", "Iceland 2024\t2 entries"])
        XCTAssertEqual(try complete("outdoor export --trip Iceland").count, 2)
        XCTAssertEqual(try complete("outdoor trip add 'Iceland 2023' ").count, 3)
        XCTAssertEqual(try complete("outdoor trip rename 'Iceland 2023' "), [])
        XCTAssertTrue(try complete("outdoor completions ").contains("zsh"))
    }

    func testZshOffersEntriesWithTitlesAndTripsFromTheJournal() throws {
        try makeJournal()
        let folder = (try script("zsh") as NSString).deletingLastPathComponent
        /// What zsh prints when `line` and two tabs are typed at its prompt.
        func typed(_ line: String) throws -> String {
            let driver = """
                zmodload zsh/zpty
                zpty z 'zsh -f -i'
                zpty -w z 'PS1="> "; fpath=(\(folder) $fpath); autoload -Uz compinit; compinit -u -D; unsetopt list_ambiguous'
                zpty -w -n z $'\(line)\\t'
                sleep 1
                zpty -w -n z $'\\t'
                for i in {1..40}; do
                    if zpty -r -t z out; then print -r -- "$out"; else sleep 0.1; fi
                done
                zpty -d z
                """
            return try runShell("zsh", ["-f", "-c", driver])
        }
        let card = try typed("outdoor card ")
        for (title, id) in ids {
            XCTAssertTrue(card.contains(id), "\(id) in \(card)")
            XCTAssertTrue(card.contains(title), "\(title) in \(card)")
        }
        let trips = try typed("outdoor trip show ")
        XCTAssertTrue(trips.contains("Iceland 2023") && trips.contains("Iceland 2024"), trips)
        XCTAssertFalse(trips.contains(ids["Morning walk"] ?? "-"), trips)
        let option = try typed("outdoor log --trip Iceland")
        XCTAssertTrue(option.contains("Iceland 2023") && option.contains("Iceland 2024"), option)
    }
}
