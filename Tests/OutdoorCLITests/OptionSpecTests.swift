import Foundation
import OutdoorArguments
import XCTest

@testable import OutdoorCLI

/// The commands' declarations checked against everything made from them: no name twice in a
/// command, every option in the usage, the help, the man page and the three completion scripts,
/// help that agrees with what the command does, and every environment variable the program reads
/// declared once and in the man page's ENVIRONMENT section.
final class OptionSpecTests: XCTestCase {
    let commands = OutdoorCLI.commandSpecs
    let man = ManPage.make(OutdoorCLI.program)

    func testNoCommandHasTwoOptionsOfOneName() {
        XCTAssertEqual(commands.count, OutdoorCLI.commands.count)
        for spec in commands {
            // `--help`/`-h` and the global `--journal` are taken in every command.
            let longs = spec.options.map(\.name) + ["help"]
            let shorts = spec.options.compactMap(\.short) + ["h"]
            XCTAssertEqual(
                Set(longs).count, longs.count, "\(spec.displayName) declares a long name twice: \(longs)")
            XCTAssertEqual(Set(shorts).count, shorts.count, "\(spec.displayName) declares a short name twice")
            let journal = CommonOptions.journal.spec.name
            XCTAssertTrue(
                spec.options.allSatisfy { $0.name != journal || $0.visibility == .global },
                "\(spec.displayName): --\(journal) is the global option's name")
        }
    }

    func testEveryOptionIsInTheUsageTheHelpTheManPageAndTheCompletions() {
        let bash = Completions.script(for: .bash, program: OutdoorCLI.program)
        let zsh = zshSections(Completions.script(for: .zsh, program: OutdoorCLI.program))
        let fish = Completions.script(for: .fish, program: OutdoorCLI.program)
        let overview = HelpFormatter.overview(OutdoorCLI.program)
        var checked = 0
        for spec in commands {
            let path = spec.path.joined(separator: " ")
            let usage = spec.usage.joined(separator: " ")
            let help = HelpFormatter.help(for: spec)
            let manSection = section(of: spec)
            let bashWords = bashOptions(bash, path: path)
            for option in spec.options {
                let name = "\(path) --\(option.name)"
                switch option.visibility {
                case .listed:
                    XCTAssertTrue(usage.contains(option.usageText), "\(name): not in usage '\(usage)'")
                case .global:
                    XCTAssertTrue(
                        overview.contains("[\(option.usageText)]"), "\(name): not in the tool's usage")
                case .refused:
                    XCTAssertFalse(usage.contains("--\(option.name)"), "\(name): refused, yet in usage")
                }
                XCTAssertTrue(
                    help.contains("  \(option.label) ") || help.contains("  \(option.label)\n"),
                    "\(name): not in help")
                XCTAssertTrue(help.contains(option.help), "\(name): its help line is not in help")
                XCTAssertTrue(
                    manSection.contains("\\fB\\-\\-\(ManPage.escape(option.name))\\fR"),
                    "\(name): not in the man page")
                XCTAssertTrue(
                    manSection.contains(ManPage.escape(option.help)), "\(name): help not in the man page")
                let offered = option.visibility != .refused
                XCTAssertEqual(bashWords.contains("--\(option.name)"), offered, "\(name): bash")
                let zshSpec = zsh[path] ?? ""
                XCTAssertEqual(
                    zshSpec.contains("'--\(option.name)[") || zshSpec.contains(",--\(option.name)}'[")
                        || zshSpec.contains("'*--\(option.name)["),
                    offered,
                    "\(name): zsh")
                XCTAssertEqual(
                    fish.contains("= \"\(path)\"' -l \(option.name) ")
                        || fish.contains("= \"\(path)\"' -l \(option.name)\n"),
                    offered, "\(name): fish")
                if let short = option.short {
                    XCTAssertEqual(bashWords.contains("-\(short)"), offered, "\(name): bash -\(short)")
                }
                if case .choices(let values) = option.valueKind, offered {
                    XCTAssertTrue(
                        bash.contains("\"\(path):--\(option.name)\"")
                            && bash.contains(values.joined(separator: " ")),
                        "\(name): bash does not offer its values")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 120, "every command's every option")
        // Every environment variable too: in the tool's help, and in the man page with what it does.
        let environment = manEnvironment()
        for variable in EnvironmentVariable.allCases {
            if variable.isListedInHelp {
                XCTAssertTrue(overview.contains(variable.name), "\(variable.name): not in outdoor --help")
            }
            XCTAssertTrue(
                environment.contains(
                    ".B \(ManPage.escape(variable.name))\n\(ManPage.escape(variable.help))\n"),
                "\(variable.name): not in the man page's ENVIRONMENT with its help")
        }
        XCTAssertTrue(EnvironmentVariable.allCases.contains { $0.name == "OUTDOOR_CONTACT" })
    }

    /// The man page's ENVIRONMENT section.
    private func manEnvironment() -> String {
        guard let start = man.range(of: ".SH ENVIRONMENT\n") else { return "" }
        // Up to the next section, the last line's newline included.
        let end = man.range(of: "\n.SH ", range: start.upperBound..<man.endIndex)?.upperBound ?? man.endIndex
        return String(man[start.upperBound..<end])
    }

    /// The faults issue 27 found, as rules: the help of an option speaks of what its own command does.
    func testHelpAgreesWithWhatEachCommandDoes() throws {
        for spec in commands {
            let output = spec.options.first { $0.short == "o" }
            for option in spec.options {
                let name = "\(spec.displayName) --\(option.name)"
                // Every option a help line names is one the command has.
                for word in option.help.split(whereSeparator: { " ,;()'\"".contains($0) })
                where word.hasPrefix("--") && word.count > 2 {
                    let mentioned = word.dropFirst(2).prefix { $0.isLetter || $0 == "-" }
                    XCTAssertTrue(
                        spec.options.contains { $0.name == mentioned },
                        "\(name): its help names --\(mentioned)")
                }
                // Only a command that writes to a default name may speak of one.
                if option.help.contains("default name") {
                    XCTAssertEqual(
                        output?.isRequired, false, "\(name) speaks of a default name; there is none")
                }
                // Only a command writing one file may take anything from the -o name.
                if option.help.contains("-o name") {
                    XCTAssertEqual(
                        output?.valueKind, .file, "\(name) speaks of the -o name, which names no file")
                }
                // An option with a default says which.
                if let value = option.defaultText {
                    XCTAssertTrue(
                        option.help.contains(value) && option.help.contains("default"),
                        "\(name): its help does not say the default is \(value)")
                }
            }
            for line in spec.usage {
                XCTAssertLessThanOrEqual(line.count, 110, "\(spec.displayName): usage line too long: \(line)")
            }
        }
        let export = try XCTUnwrap(commands.first { $0.path == ["export"] })
        XCTAssertFalse(try XCTUnwrap(export.options.first { $0.name == "format" }).help.contains("-o"))
        let book = try XCTUnwrap(commands.first { $0.path == ["book"] })
        XCTAssertFalse(try XCTUnwrap(book.options.first { $0.name == "force" }).help.contains("default name"))
    }

    /// Usage issue 27 found short: each is now made from the declarations.
    func testUsageListsTheOptionsThatWereMissing() throws {
        func usage(_ path: String) throws -> String {
            try XCTUnwrap(commands.first { $0.path.joined(separator: " ") == path }).usage.joined(
                separator: " ")
        }
        XCTAssertTrue(try usage("map").contains("[--units metric|imperial]"))
        XCTAssertTrue(try usage("map").contains("[--scale 1|2]"))
        XCTAssertTrue(try usage("import").contains("[--lat DEG --lng DEG | --latlng PAIR]"))
        XCTAssertTrue(
            try usage("book").hasPrefix("book (--trip NAME | --since DATE --until DATE | --all) -o FILE.pdf"))
    }

    /// The trips guide quotes `book`'s usage: every term it quotes is in the usage help prints.
    func testTheTripsGuideQuotesTheBookUsageAsHelpPrintsIt() throws {
        let readme = try String(
            contentsOf: repository.appendingPathComponent("Documentation/Guides/Trips.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "`outdoor book ("))
        let end = try XCTUnwrap(readme.range(of: "`", range: start.upperBound..<readme.endIndex))
        let quoted = readme[start.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        let book = try XCTUnwrap(commands.first { $0.path == ["book"] })
        let usage = book.usage.joined(separator: " ").split(separator: " ").joined(separator: " ")
        var terms: [String] = []
        var depth = 0
        var term = ""
        for character in "(" + quoted {
            term.append(character)
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if depth == 0 && character == " " {
                terms.append(term.trimmingCharacters(in: .whitespaces))
                term = ""
            }
        }
        terms.append(term)
        XCTAssertGreaterThan(terms.count, 6, "\(terms)")
        for term in terms where !term.isEmpty {
            XCTAssertTrue(
                usage.contains(term), "the trips guide quotes '\(term)'; book --help says '\(usage)'")
        }
    }

    func testEveryEnvironmentVariableIsDeclaredOnceAndInTheManPage() throws {
        let names = EnvironmentVariable.allCases.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        let environment = try XCTUnwrap(man.range(of: ".SH ENVIRONMENT\n"))
        let sectionEnd =
            man.range(of: "\n.SH ", range: environment.upperBound..<man.endIndex)?.lowerBound ?? man.endIndex
        let listed = man[environment.upperBound..<sectionEnd]
        for variable in EnvironmentVariable.allCases {
            XCTAssertTrue(
                listed.contains(".B \(ManPage.escape(variable.name))\n"),
                "\(variable.name) not in ENVIRONMENT")
            XCTAssertFalse(variable.help.isEmpty)
        }
        for name in [
            "OUTDOOR_JOURNAL", "OUTDOOR_RESOURCES", "OUTDOOR_BUSY_TIMEOUT_MS", "OUTDOOR_RAINVIEWER_URL",
            "OUTDOOR_OPEN_METEO_FORECAST_URL", "NO_COLOR", "XDG_DATA_HOME", "TZ", "OUTDOOR_CONTACT",
        ] {
            XCTAssertTrue(names.contains(name), "\(name) is read by the program")
        }
        // Every variable the sources read is declared: no string-keyed read of the environment,
        // and every OUTDOOR_ name a module spells is one of the declared ones.
        var files = 0
        let sources = repository.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard ["swift", "c", "h"].contains(url.pathExtension) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            files += 1
            for pattern in [#"environment\[\s*""#, #"getenv\("#, #"ProcessInfo\.processInfo\.environment\["#]
            {
                XCTAssertNil(
                    text.range(of: pattern, options: .regularExpression),
                    "\(url.lastPathComponent) reads the environment by a string: declare it in EnvironmentVariable"
                )
            }
            let regex = try NSRegularExpression(pattern: #""(OUTDOOR_[A-Z0-9_]+)""#)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                XCTAssertTrue(
                    names.contains(String(text[range])),
                    "\(url.lastPathComponent) names \(text[range]), which EnvironmentVariable does not declare"
                )
            }
        }
        XCTAssertGreaterThan(files, 300)
    }

    // MARK: reading what was made

    /// The repository this test file is in.
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The man page's section for one command.
    private func section(of spec: CommandSpec) -> String {
        guard let start = man.range(of: ".SS \"\(ManPage.escape(spec.displayName))\"\n") else { return "" }
        let end = man.range(of: "\n.S", range: start.upperBound..<man.endIndex)?.lowerBound ?? man.endIndex
        return String(man[start.upperBound..<end])
    }

    /// The option words bash offers after `path`.
    private func bashOptions(_ script: String, path: String) -> [String] {
        guard let line = script.split(separator: "\n").first(where: { $0.contains("\"\(path)\") opts=\"") }),
            let open = line.range(of: "opts=\"")
        else { return [] }
        return line[open.upperBound...].prefix { $0 != "\"" }.split(separator: " ").map(String.init)
    }

    /// Each command's `_arguments` call in the zsh script, by command path.
    private func zshSections(_ script: String) -> [String: String] {
        var sections: [String: String] = [:]
        var group = ""
        var current: String?
        for line in script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if indent == 16, body.hasSuffix(")"), !body.contains(" ") { group = String(body.dropLast()) }
            if let close = body.range(of: ") _arguments -s ") {
                let word = String(body[..<close.lowerBound])
                current = indent == 16 ? word : "\(group) \(word)"
            }
            if let path = current {
                sections[path, default: ""] += line + "\n"
                if line.hasSuffix(" ;;") { current = nil }
            }
        }
        return sections
    }
}
