import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Finding and handling entries: log's filters, trips, several ids, deleting with a question,
/// forgiving dates and coordinates, and rows that line up whatever the script.
final class FindingEntriesTests: CLITestCase {
    private func titles(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> [String]
    {
        let result = try run(arguments + ["--json"], file: file, line: line)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        return entries.compactMap { $0["title"] as? String }
    }

    func testLogFindsByCountTextTripAndPlace() throws {
        let bilbao = try addEntry(
            title: "Pintxos in the old town", lat: 43.2569, lng: -2.9236, at: "2024-05-13T20:00")
        try addEntry(
            title: "Ridge walk", lat: 43.0, lng: -2.33, at: "2024-05-14T10:00",
            extra: ["--note", "Crème brûlée at the hut afterwards"])
        try addEntry(title: "Fjord ferry", lat: 60.3913, lng: 5.3221, at: "2024-07-01T09:00")
        XCTAssertEqual(try titles(["log", "-n", "2"]), ["Fjord ferry", "Ridge walk"])
        XCTAssertEqual(try titles(["log", "--max-count", "1"]), ["Fjord ferry"])
        XCTAssertEqual(try titles(["log", "--search", "CREME BRULEE"]), ["Ridge walk"], "any case or accent")
        XCTAssertEqual(try titles(["log", "--search", "bergen"]), ["Fjord ferry"], "the place counts")
        XCTAssertEqual(try titles(["log", "--near", "Bilbao"]), ["Pintxos in the old town"])
        XCTAssertEqual(
            try titles(["log", "--near", "Bilbao", "--within", "100"]),
            ["Ridge walk", "Pintxos in the old town"])
        let near = try run(["log", "--near", "43°15'N 2°55'W", "--within", "5"])
        XCTAssertTrue(near.output.contains(String(bilbao.prefix(8))), near.output)
        XCTAssertTrue(near.stderr.contains("--near read as 43.25000° N, 2.91667° W"), near.stderr)
        try run(["trip", "create", "Basque week", "--since", "2024-05-13", "--until", "2024-05-19"])
        XCTAssertEqual(
            try titles(["log", "--trip", "basque week"]), ["Ridge walk", "Pintxos in the old town"])
        XCTAssertEqual(
            try titles(["log", "--trip", "Basque week", "-n", "1", "--search", "pintxos"]),
            ["Pintxos in the old town"])
        let none = try run(["log", "--search", "nothing like this"])
        XCTAssertEqual(none.output, "")
        XCTAssertTrue(none.stderr.contains("no entries match"), none.stderr)
        XCTAssertTrue(
            try run(["log", "--trip", "Nowhere"], status: 1).stderr.contains("no trip named 'Nowhere'"))
        XCTAssertTrue(try run(["log", "--within", "5"], status: 2).stderr.contains("--within needs --near"))
        XCTAssertTrue(
            try run(["log", "-n", "-1"], status: 2).stderr.contains("--max-count needs a whole number"))
    }

    /// Issue 37 item 7: "Vaduz, LI" is in Liechtenstein, and a trip's name is searched too.
    func testSearchFindsCountriesByNameCodesAsWordsAndTripNames() throws {
        try addEntry(title: "Snow in June", lat: 47.10, lng: 9.61, at: "2024-06-10T10:00")
        try addEntry(title: "Castle view", lat: 47.1393, lng: 9.5215, at: "2024-07-02T10:00")
        try addEntry(title: "Rhine bike path", lat: 47.165, lng: 9.509, at: "2024-07-03T10:00")
        try addEntry(title: "Ridge above Malbun", lat: 47.10, lng: 9.61, at: "2024-07-04T10:00")
        let museum = try addEntry(title: "Stamp museum", lat: 47.118, lng: 9.543, at: "2024-07-05T10:00")
        try run(["edit", museum, "--place", "Gaflei, Triesenberg, LI"])
        try addEntry(title: "Train from Buchs", lat: 47.1675, lng: 9.4786, at: "2024-07-06T10:00")
        try addEntry(title: "Tram 28 in Lisbon", lat: 38.7223, lng: -9.1393, at: "2024-08-01T10:00")
        try addEntry(title: "Breakfast at Café Zürich", lat: 46.948, lng: 7.447, at: "2024-08-02T10:00")
        try run([
            "trip", "create", "Liechtenstein July 2024", "--since", "2024-07-01", "--until", "2024-07-31",
        ])
        let inLiechtenstein = ["Stamp museum", "Ridge above Malbun", "Rhine bike path", "Castle view"]

        XCTAssertEqual(
            try titles(["log", "--search", "liechtenstein"]),
            ["Train from Buchs"] + inLiechtenstein + ["Snow in June"],
            "by the country's name for a line ending ', LI', and by the trip's name")
        XCTAssertEqual(
            try titles(["log", "--search", "LIECHTENSTEIN"]),
            ["Train from Buchs"] + inLiechtenstein + ["Snow in June"])
        XCTAssertEqual(
            try titles(["log", "--search", "LI"]), inLiechtenstein + ["Snow in June"], "the code, as a word")
        XCTAssertEqual(
            try titles(["log", "--search", "li"]), inLiechtenstein + ["Snow in June"], "not 'Lisbon'")
        XCTAssertEqual(
            try titles(["log", "--search", "li", "--trip", "liechtenstein july 2024"]), inLiechtenstein)
        XCTAssertEqual(
            try titles(["log", "--search", "july 2024"]), ["Train from Buchs"] + inLiechtenstein,
            "the trip's name")
        XCTAssertEqual(try titles(["log", "--search", "portugal"]), ["Tram 28 in Lisbon"])
        XCTAssertEqual(
            try titles(["log", "--search", "Switzerland"]), ["Breakfast at Café Zürich", "Train from Buchs"])
        XCTAssertEqual(try titles(["log", "--search", "zurich"]), ["Breakfast at Café Zürich"])
        XCTAssertEqual(try titles(["log", "--search", "ZÜRICH"]), ["Breakfast at Café Zürich"])
        XCTAssertEqual(try titles(["log", "--search", "gaflei"]), ["Stamp museum"], "a corrected line")
        let listed = try run(["log", "--search", "Liechtenstein"])
        XCTAssertEqual(listed.output.split(separator: "\n").count, 6, listed.output)
        let help = try run(["log", "--help"]).output
        XCTAssertTrue(help.contains("place line, country or trip's name"), help)
        XCTAssertTrue(help.contains("\"LI\" finds \"Vaduz, LI\" but not \"Lisbon\""), help)
    }

    func testTripsRenameRemoveAndJSON() throws {
        let a = try addEntry(title: "a", at: "2024-06-01T10:00")
        let b = try addEntry(title: "b", at: "2024-06-02T10:00")
        try run(["trip", "create", "June", "--since", "2024-06-01", "--until", "2024-06-01"])
        let added = try run(["trip", "add", "June", String(a.prefix(6)), String(b.prefix(6)), b])
        XCTAssertTrue(added.stderr.contains("added 1 entry to 'June'; 1 was in it already"), added.stderr)
        let list = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try run(["trip", "list", "--json"]).stdout) as? [[String: Any]]
        )
        XCTAssertEqual(list.first?["name"] as? String, "June")
        XCTAssertEqual(list.first?["entryCount"] as? Int, 2)
        let show = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try run(["trip", "show", "june", "--json"]).stdout)
                as? [String: Any])
        XCTAssertEqual(
            (show["entries"] as? [[String: Any]])?.compactMap { $0["title"] as? String }, ["a", "b"])
        XCTAssertEqual(show["days"] as? Int, 2)
        try run(["trip", "rename", "june", "June 2024"])
        XCTAssertTrue(try run(["trip", "list"]).output.hasPrefix("June 2024  2 entries"))
        let removed = try run(["trip", "remove", "June 2024", String(b.prefix(6))])
        XCTAssertTrue(removed.stderr.contains("removed 1 entry from 'June 2024'"), removed.stderr)
        let byDates = try run(["trip", "remove", "June 2024", String(a.prefix(6))], status: 1)
        XCTAssertTrue(byDates.stderr.contains("by the trip's dates"), byDates.stderr)
        XCTAssertEqual(try titles(["log"]).count, 2, "removing from a trip keeps the entries")
        let typo = try run(["trip", "show", "june 2042"], status: 1)
        XCTAssertTrue(typo.stderr.contains("did you mean 'June 2024'?"), typo.stderr)
        let part = try run(["trip", "delete", "june"], status: 1)
        XCTAssertTrue(part.stderr.contains("did you mean 'June 2024'?"), part.stderr)
        let refused = try run(["trip", "delete", "June 2024"], status: 2)
        XCTAssertTrue(refused.stderr.contains("pass --yes to delete"), refused.stderr)
        XCTAssertTrue(try run(["trip", "list"]).output.hasPrefix("June 2024"))
        try run(["trip", "create", "Other"])
        XCTAssertTrue(
            try run(["trip", "rename", "Other", "june 2024"], status: 1).stderr.contains("exists already"))
    }

    func testSeveralIdsForShowCardAndDelete() throws {
        let a = try addEntry(title: "First", at: "2024-06-01T10:00")
        let b = try addEntry(title: "Second", at: "2024-06-02T10:00")
        let c = try addEntry(title: "Third", at: "2024-06-03T10:00")
        let shown = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: try run(["show", String(a.prefix(5)), String(b.prefix(5)), "--json"]).stdout)
                as? [[String: Any]])
        XCTAssertEqual(shown.compactMap { $0["title"] as? String }, ["First", "Second"])
        try run(["card", String(a.prefix(5)), String(b.prefix(5)), "--preset", "square"])
        for name in ["2024-06-01-first.png", "2024-06-02-second.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path(name)), name)
        }
        XCTAssertTrue(try run(["card", a, b, "-o", "x.png"], status: 2).stderr.contains("one card's files"))
        // An unknown id stops before anything is deleted.
        XCTAssertTrue(try run(["delete", a, "ffffffff", "--yes"], status: 1).stderr.contains("ffffffff"))
        XCTAssertEqual(try titles(["log"]).count, 3)
        // A script cannot be asked: without --yes it refuses and deletes nothing.
        let refused = try run(["delete", a, b], status: 2)
        XCTAssertTrue(refused.stderr.contains("cannot be confirmed; pass --yes to delete"), refused.stderr)
        XCTAssertEqual(try titles(["log"]).count, 3)
        try run(["delete", a, b, "--yes"])
        XCTAssertEqual(try titles(["log"]), ["Third"])
        // At a terminal it asks; anything but yes keeps the entry.
        let no = try cli.runOnTerminal(["delete", String(c.prefix(6))], typed: "n\n")
        XCTAssertEqual(no.status, 1, no.stderr)
        XCTAssertTrue(no.stderr.contains("Delete? [y/N]") && no.stderr.contains("Third"), no.stderr)
        XCTAssertTrue(no.stderr.contains("nothing deleted"), no.stderr)
        XCTAssertEqual(try titles(["log"]), ["Third"])
        let yes = try cli.runOnTerminal(["delete", String(c.prefix(6))], typed: "y\n")
        XCTAssertEqual(yes.status, 0, yes.stderr)
        XCTAssertEqual(try titles(["log"]), [])
        let d = try addEntry(title: "Fourth")
        XCTAssertEqual(try cli.runOnTerminal(["delete", d, "--yes"]).status, 0)
        XCTAssertEqual(try titles(["log"]), [])
    }

    func testRelativeTimesAndPastedCoordinatesAreEchoed() throws {
        let added = try run([
            "add", "--title", "Summit", "--latlng", "46°33'N 7°58'E", "--at", "yesterday 18:30",
            "--no-weather",
        ])
        XCTAssertTrue(added.stderr.contains("--latlng read as 46.55000° N, 7.96667° E"), added.stderr)
        XCTAssertTrue(added.stderr.contains("--at \"yesterday 18:30\" read as"), added.stderr)
        let entry = try XCTUnwrap(try logJSON().first)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let yesterday = try XCTUnwrap(utc.date(byAdding: .day, value: -1, to: Date()))
        let day = utc.dateComponents([.year, .month, .day], from: yesterday)
        let expected = String(
            format: "%04d-%02d-%02dT18:30:00+02:00", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        let winter = expected.replacingOccurrences(of: "+02:00", with: "+01:00")
        XCTAssertTrue([expected, winter].contains(entry["timestamp"] as? String ?? ""), "\(entry)")
        XCTAssertEqual(try XCTUnwrap(entry["lat"] as? Double), 46.55, accuracy: 1e-9)
        try run(["add", "--title", "Decimal", "--latlng", "43.5, -2.1", "--at", "3 days ago", "--no-weather"])
        XCTAssertEqual(try titles(["log", "--since", "2 days ago"]), ["Summit"])
        XCTAssertTrue(
            try run(["add", "--title", "x", "--latlng", "43.5"], status: 2).stderr.contains("two numbers"))
        XCTAssertTrue(
            try run(["add", "--title", "x", "--latlng", "1, 2", "--lat", "1", "--lng", "2"], status: 2).stderr
                .contains("not both"))
    }

    func testRowsLineUpByDisplayWidthAndFitTheTerminal() throws {
        let titles = [
            "富士山の朝焼け", "Best pancakes ever 🥞🔥", "Café", String(repeating: "Very long title ", count: 11),
        ]
        for (index, title) in titles.enumerated() {
            try addEntry(title: title, at: "2024-06-0\(index + 1)T10:00")
        }
        // Piped: every title whole, and the short ids of the padded rows in one column.
        let piped = try run(["log"]).output.split(separator: "\n").map(String.init)
        XCTAssertTrue(piped.contains { $0.contains(titles[3].trimmingCharacters(in: .whitespaces)) })
        let ids = try logJSON().compactMap { ($0["id"] as? String).map { String($0.prefix(8)) } }
        var idColumns: Set<Int> = []
        for (line, id) in zip(piped, ids) where !line.contains("Very long") {
            let at = try XCTUnwrap(line.range(of: "  \(id)  "), line)
            idColumns.insert(displayWidth(String(line[..<at.lowerBound])))
        }
        XCTAssertEqual(idColumns.count, 1, "\(piped)")
        // On a terminal of 60 columns no line is wider, and a long title ends with "…".
        let screen = try cli.runOnTerminal(["log"], environment: ["COLUMNS": "60"])
        XCTAssertEqual(screen.status, 0, screen.stderr)
        let lines = screen.screen.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, screen.screen)
        for line in lines { XCTAssertLessThanOrEqual(displayWidth(line), 60, line) }
        XCTAssertTrue(lines[0].contains("Very long title") && lines[0].contains("…"), lines[0])
        let trips = try run(["trip", "create", "All", "--since", "2024-06-01", "--until", "2024-06-30"])
        XCTAssertTrue(trips.stderr.contains("4 entries"), trips.stderr)
        XCTAssertTrue(try run(["trip", "show", "All"]).output.contains("富士山の朝焼け"))
    }

    /// Terminal columns as the tool counts them: CJK and emoji two, others one.
    private func displayWidth(_ text: String) -> Int {
        text.reduce(0) { total, character in
            let wide = character.unicodeScalars.contains {
                $0.properties.isEmojiPresentation || (0x3040...0x9FFF).contains($0.value)
            }
            return total + (wide ? 2 : 1)
        }
    }

    func testImportingAnExportCountsEntries() throws {
        let export: [[String: Any]] = [
            ["timestamp": "2024-06-14T08:42:00-07:00", "title": "One", "lat": 37.77, "lng": -122.42],
            ["timestamp": "2024-06-15T08:42:00-07:00", "title": "Two", "lat": 37.78, "lng": -122.42],
            ["timestamp": "2024-06-16T08:42:00-07:00", "title": "Three", "lat": 37.79, "lng": -122.42],
        ]
        let file = try write(try JSONSerialization.data(withJSONObject: export), "entries.json")
        let result = try run(["import", file, "--no-weather"])
        XCTAssertTrue(result.stderr.contains("imported 3 entries"), result.stderr)
        XCTAssertFalse(result.stderr.contains("photo"), result.stderr)
    }
}
