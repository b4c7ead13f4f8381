import Foundation
import OutdoorArguments
import OutdoorModel

/// `outdoor log`: the entries, newest first, and the ways to find one.
enum LogCommand: Command {
    struct Options: CommandOptions {
        let maxCount = Option.integer(
            "max-count", "N", short: "n", in: 0...1_000_000,
            help: "Show only the N newest entries that match.")
        let search = Option.text(
            "search", "TEXT",
            help:
                "Only entries whose title, note, place line, country or trip's name holds TEXT (any case or accent)."
        )
        let trip = SelectionOptions.trip
        let near = NearOptions()
        let range = DateRangeOptions()
        let json = Flag("json", help: "Print a JSON array of entries (no photo bytes; weatherTemp in °C).")
        let journal = CommonOptions.journal
    }

    /// `[--near PLACE|LAT,LNG [--within KM]]`: entries near a place or a point.
    struct NearOptions: OptionGroup {
        let center = Option.near(
            "near", "PLACE", help: "Only entries near a place (\"Bilbao\") or a point (\"43.26, -2.93\").")
        let within = Option.number(
            "within", "KM", default: 25, help: "How near --near means, in kilometres (default 25).",
            accept: { $0 > 0 && $0 <= 20_040 }, refusal: "needs a distance in kilometres above 0")

        var usageTerms: [UsageTerm] {
            [.optional([.option(center.spec), .optional([.option(within.spec)])])]
        }
    }

    static let about = CommandAbout(
        path: ["log"], summary: "List entries, newest first; find them by text, trip, place or date.",
        discussion: """
            Each line is "YYYY MMM DD title" in the entry's local time, then its short id and place. On a
            terminal long titles and lines are cut to its width; piped, every title is whole.
            --search TEXT looks in each entry's title, note and place line as shown, the name of the country
            the line's code names ("Vaduz, LI" is in Liechtenstein) and the names of the trips the entry is
            in, ignoring case and accents ("zurich" finds "Zürich" and "ZÜRICH"). TEXT of one or two Latin
            letters or digits must be a whole word: "LI" finds "Vaduz, LI" but not "Lisbon".
            Dates without an offset are read in the machine's time zone (TZ). Place names come from the
            bundled data: GeoNames places (500 people or more, and seats of government), countries and
            regions from Natural Earth's areas. --near NAME is looked up among those places (case and accents
            ignored): an unknown name is an error that suggests the names it most resembles; a name several
            places share takes them all and lists them, and "NAME, COUNTRY" ("Springfield, US") chooses.
            """,
        examples: [
            Example("log -n 5", "the five newest entries"),
            Example("log --search pancakes", "entries whose title, note or place mentions pancakes"),
            Example(
                "log --search liechtenstein", "entries in Liechtenstein (\"Vaduz, LI\") or a trip so named"),
            Example("log --near Bilbao --within 50", "entries within 50 km of Bilbao"),
            Example("log --trip \"Iceland 2024\" --json", "a trip's entries as JSON"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let (since, until) = try arguments.group(\.range).range()
        let near = arguments.group(\.near)
        let within = near[\.within]
        if near.given(\.within) && !near.given(\.center) {
            throw UsageError(
                "--\(near.spec(\.within).name) needs --\(near.spec(\.center).name) PLACE or "
                    + "--\(near.spec(\.center).name) LAT,LNG",
                command: arguments.command)
        }
        let store = try JournalLocation.openForReading(arguments[\.journal], context: context)
        var listing = EntryListing(
            since: since, until: until, search: arguments[\.search].map(EntrySearch.init), within: within,
            limit: arguments[\.maxCount])
        if let trip = arguments[\.trip] {
            guard let store else {
                throw CommandError("no trip named '\(trip)': the journal has no entries yet")
            }
            listing.trip = try EntryLookup.trip(trip, store: store).name
        }
        if let center = near[\.center] {
            let option = near.spec(\.center).name
            switch center {
            case .coordinate(let point):
                context.note(
                    "--\(option) read as \(point.hemisphereText(decimals: 5)), within \(EntryFilter.kilometresText(within)) km"
                )
                listing.near = [point]
            case .place(let name):
                // The name is looked up even in an empty journal: a typo is an error, not "no entries".
                let (points, echo) = try EntryFilter.points(
                    named: name, option: option, kilometres: within,
                    database: try BundledData(context: context).database)
                context.note(echo)
                listing.near = points
            }
        }
        let listed = ListedEntries(context: context)
        if arguments[\.json] {
            try listing.writeJSON(in: store, listed: listed, to: context.stdout)
            return
        }
        let entries = try listing.entries(in: store, listed: listed)
        if entries.isEmpty {
            let filtered =
                arguments.group(\.range).isGiven || arguments.given(\.search) || arguments.given(\.trip)
                || near.given(\.center) || arguments.given(\.maxCount)
            context.note(filtered ? "no entries match" : "no entries; add one with 'outdoor add'")
            return
        }
        let columns = TerminalText.columns(of: context.stdout, environment: context.environment)
        context.stdout.write(EntryPresenter.logLines(entries, color: context.colorOnStdout, columns: columns))
    }
}

/// The `--near` option.
extension Option where Value == EntryFilter.Center? {
    /// A place's name or a point (any form `--latlng` takes).
    static func near(_ name: String, _ valueName: String, help: String) -> Option<EntryFilter.Center?> {
        Option(
            name, valueName, help: help, usage: "PLACE|LAT,LNG", absent: nil,
            convert: { text, _ in EntryFilter.center(text) })
    }
}
