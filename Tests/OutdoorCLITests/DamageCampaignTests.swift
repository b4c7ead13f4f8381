import Foundation
import OutdoorStore
import TestSupport
import XCTest

/// Issue 30, items 3 and 4: deliberate damage to a real journal made by the tool.
///
/// Each damage is applied with sqlite3, as a broken or hostile world would. `outdoor check` names each damage and says what
/// to do; the commands that read skip or name a damaged row instead of failing whole.
final class DamageCampaignTests: CLITestCase {
    /// One damage: SQL applied to a copy of the base journal (`$E0` to `$R` stand for its ids).
    struct Damage {
        var name: String
        var sql: String
        /// What `check` must say about it.
        var check: String
        /// Whether the journal's triggers are kept out of the way while the SQL runs (a damage to
        /// a frozen column); schema damages run as they are.
        var bypassTriggers = true
        /// What `log` must do: list the undamaged entries (nil), or fail saying this.
        var logRefuses: String?
        /// How many entries `log` must list at least when it works.
        var logAtLeast = 4
    }

    /// The ids of the base journal: three entries with photos (in trip Coast), one with
    /// weather, one with a radar frame.
    var ids: [String: String] = [:]
    let radarID = "00000000-0000-4000-8000-0000000000aa"

    /// Makes the base journal and checks it is clean.
    func makeBase() throws {
        let photos = try addEntriesWithPhotos(3, width: 80, height: 60, trip: "Coast")
        for (index, id) in photos.enumerated() { ids["$E\(index)"] = id }
        ids["$W"] = try run([
            "add", "--title", "Sleet", "--lat", "60.39", "--lng", "5.32", "--at", "2024-06-20T10:00",
            "--weather-temp", "1.5", "--weather-code", "66",
        ]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        ids["$R"] = radarID
        let radar = try write(PhotoFixtures.quadrantPNG(width: 64, height: 48), "radar.png")
        try sql(
            """
            INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, created_ms, updated_ms, radar_status)
                VALUES ('\(radarID)', 1718900000000, 'Europe/Oslo', 'Rain', 60.39, 5.32, 0, 0, 'captured');
            INSERT INTO entry_radar (entry_id, image, format, width, height, byte_count, west, east, north, south,
                zoom, frame_ms, source)
                VALUES ('\(radarID)', readfile('\(radar)'), 'png', 64, 48, length(readfile('\(radar)')), 3.0, 8.0,
                62.0, 58.0, 7, 1718900000000, 'rainviewer');
            PRAGMA wal_checkpoint(TRUNCATE);
            """)
        let clean = try run(["check"])
        XCTAssertTrue(clean.output.contains("5 entries"), clean.output)
    }

    /// Applies `damage` to a fresh copy of the base journal and returns the copy's path.
    func damagedCopy(_ damage: Damage, number: Int) throws -> String {
        let copy = dir.path("damaged-\(number).sqlite")
        try FileManager.default.copyItem(atPath: journal, toPath: copy)
        var statements = damage.sql
        for (key, value) in ids.sorted(by: { $0.key.count > $1.key.count }) {
            statements = statements.replacingOccurrences(of: key, with: "'\(value)'")
        }
        var script = "PRAGMA ignore_check_constraints = ON;\n"
        if damage.bypassTriggers {
            let triggers = try sql(
                "SELECT name FROM sqlite_schema WHERE type = 'trigger'; SELECT '@@'; SELECT sql || ';' FROM sqlite_schema WHERE type = 'trigger';"
            ).components(separatedBy: "@@\n")
            let names = triggers[0].split(separator: "\n")
            script += names.map { "DROP TRIGGER \"\($0)\";\n" }.joined() + statements + "\n" + triggers[1]
        } else {
            script += statements
        }
        try sqlite3(copy, script)
        return copy
    }

    /// Runs sqlite3 on `path`.
    func sqlite3(_ path: String, _ script: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path]
        let input = Pipe()
        let err = Pipe()
        process.standardInput = input
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, problem, file: file, line: line)
    }

    static let damages: [Damage] = [
        // The schema.
        Damage(
            name: "user_version 0", sql: "PRAGMA user_version = 0;", check: "schema version says 0",
            bypassTriggers: false, logRefuses: "user_version = \(JournalSchema.current)"),
        Damage(
            name: "user_version 4", sql: "PRAGMA user_version = 4;", check: "schema version says 4",
            bypassTriggers: false, logRefuses: "user_version = \(JournalSchema.current)"),
        Damage(
            name: "a newer schema", sql: "PRAGMA user_version = 99;", check: "newer version",
            bypassTriggers: false, logRefuses: "newer version"),
        Damage(
            name: "another program's database", sql: "PRAGMA application_id = 7;", check: "another program",
            bypassTriggers: false, logRefuses: "another program"),
        Damage(
            name: "a trigger that wipes photos",
            sql: "CREATE TRIGGER wipe AFTER INSERT ON entry BEGIN DELETE FROM photo; END;",
            check: "trigger wipe (on entry) that outdoor did not make", bypassTriggers: false),
        Damage(
            name: "a view", sql: "CREATE VIEW everything AS SELECT * FROM entry;", check: "view everything",
            bypassTriggers: false),
        Damage(
            name: "a table", sql: "CREATE TABLE extra (x);", check: "table extra that outdoor did not make",
            bypassTriggers: false),
        Damage(
            name: "an index", sql: "CREATE INDEX by_title ON entry (title);", check: "index by_title",
            bypassTriggers: false),
        Damage(
            name: "the moment's trigger dropped", sql: "DROP TRIGGER entry_moment_is_frozen;",
            check: "entry_moment_is_frozen (on entry), which keeps what is frozen", bypassTriggers: false),
        Damage(
            name: "the weather's trigger dropped", sql: "DROP TRIGGER entry_weather_is_frozen;",
            check: "entry_weather_is_frozen", bypassTriggers: false),
        Damage(
            name: "the radar's trigger dropped", sql: "DROP TRIGGER entry_radar_is_frozen;",
            check: "entry_radar_is_frozen", bypassTriggers: false),
        Damage(
            name: "an index dropped", sql: "DROP INDEX entry_by_time;",
            check: "index entry_by_time (on entry) is missing",
            bypassTriggers: false),
        Damage(
            name: "a freeze trigger changed",
            sql: """
                DROP TRIGGER entry_capture_is_frozen;
                CREATE TRIGGER entry_capture_is_frozen BEFORE UPDATE ON entry BEGIN SELECT 1; END;
                """,
            check:
                "entry_capture_is_frozen (on entry), which keeps what is frozen in an entry from changing, was changed",
            bypassTriggers: false),
        // Entry rows.
        Damage(
            name: "a malformed id",
            sql: "UPDATE entry SET id = 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz' WHERE id = $E2;",
            check: "entry zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz: its id is not an id outdoor writes"),
        Damage(
            name: "an id duplicated in capitals",
            sql: """
                CREATE TEMP TABLE copy AS SELECT * FROM entry WHERE id = $E0;
                UPDATE copy SET id = upper(id);
                INSERT INTO entry SELECT * FROM copy;
                """,
            check: "2 rows share this id"),
        Damage(
            name: "an id in capitals", sql: "UPDATE entry SET id = upper(id) WHERE id = $W;",
            check: "capitals"),
        Damage(
            name: "text in timestamp_ms", sql: "UPDATE entry SET timestamp_ms = '2024-06-01' WHERE id = $E1;",
            check: "its timestamp_ms holds the text '2024-06-01'", logAtLeast: 4),
        Damage(
            name: "a fraction in timestamp_ms",
            sql: "UPDATE entry SET timestamp_ms = 1717236000000.5 WHERE id = $E1;",
            check: "its timestamp_ms holds the number"),
        Damage(
            name: "a moment far in the future",
            sql: "UPDATE entry SET timestamp_ms = 9000000000000000000 WHERE id = $E1;",
            check: "is not a moment between year 1 and 9999"),
        Damage(
            name: "text in lat", sql: "UPDATE entry SET lat = 'north' WHERE id = $E0;",
            check: "its lat holds the text"),
        Damage(
            name: "text in lng", sql: "UPDATE entry SET lng = 'east' WHERE id = $E0;",
            check: "its lng holds the text"),
        Damage(
            name: "bytes in lng", sql: "UPDATE entry SET lng = x'0001' WHERE id = $E0;",
            check: "its lng holds 2 bytes"),
        Damage(
            name: "a latitude of 91", sql: "UPDATE entry SET lat = 91 WHERE id = $E0;",
            check: "is not a latitude and longitude"),
        Damage(
            name: "an empty title", sql: "UPDATE entry SET title = '' WHERE id = $E0;",
            check: "its title is refused"),
        Damage(
            name: "an escape in a title", sql: "UPDATE entry SET title = char(27) || '[2J' WHERE id = $E0;",
            check: "control character"),
        Damage(
            name: "bytes in a title", sql: "UPDATE entry SET title = x'4142' WHERE id = $E0;",
            check: "its title holds 2 bytes"),
        Damage(
            name: "a title of 5,000 letters",
            sql: "UPDATE entry SET title = printf('%.*c', 5000, 'x') WHERE id = $E0;",
            check: "its title is refused"),
        Damage(
            name: "a title of one letter with 20,000 combining marks",
            sql:
                "UPDATE entry SET title = 'a' || replace(hex(zeroblob(20000)), '00', char(769)) WHERE id = $E0;",
            check: "its title is refused"),
        Damage(
            name: "a NUL in a note", sql: "UPDATE entry SET note = 'a' || char(0) || 'b' WHERE id = $E0;",
            check: "control character"),
        Damage(
            name: "a note of 300 KB",
            sql: "UPDATE entry SET note = printf('%.*c', 300000, 'n') WHERE id = $E0;",
            check: "its note is refused"),
        Damage(
            name: "an unknown time zone",
            sql: "UPDATE entry SET time_zone = 'Mars/Olympus_Mons' WHERE id = $E0;",
            check: "its time zone 'Mars/Olympus_Mons'"),
        Damage(
            name: "weather with a source but no temperature",
            sql: "UPDATE entry SET weather_temp = NULL WHERE id = $W;",
            check: "its weather is incomplete (it has no temperature)"),
        Damage(
            name: "a temperature of 1e19", sql: "UPDATE entry SET weather_temp = 1e19 WHERE id = $W;",
            check: "its temperature"),
        Damage(
            name: "text in the temperature", sql: "UPDATE entry SET weather_temp = 'warm' WHERE id = $W;",
            check: "its weather temperature holds the text 'warm'"),
        Damage(
            name: "an unknown WMO code", sql: "UPDATE entry SET weather_code = 999 WHERE id = $W;",
            check: "WMO table"),
        Damage(
            name: "an altitude of 1e6 m", sql: "UPDATE entry SET altitude_m = 1e6 WHERE id = $E0;",
            check: "its altitude 1000000.0 m"),
        Damage(
            name: "a heading of 400°",
            sql: "UPDATE entry SET direction_deg = 400, direction_ref = 'T' WHERE id = $E0;",
            check: "its camera heading 400.0°"),
        Damage(
            name: "a heading without its reference",
            sql: "UPDATE entry SET direction_deg = 10 WHERE id = $E0;",
            check: "its camera heading is incomplete"),
        Damage(
            name: "an unknown time source", sql: "UPDATE entry SET time_source = 'sundial' WHERE id = $E0;",
            check: "its time source 'sundial'"),
        Damage(
            name: "text in created_ms", sql: "UPDATE entry SET created_ms = 'yesterday' WHERE id = $E0;",
            check: "its created_ms holds the text"),
        // Radar.
        Damage(
            name: "radar captured without its frame", sql: "DELETE FROM entry_radar;",
            check: "its frame is missing"),
        Damage(
            name: "an unknown radar status", sql: "UPDATE entry SET radar_status = 'maybe' WHERE id = $R;",
            check: "its radar status 'maybe'"),
        Damage(
            name: "a radar frame not captured",
            sql: "UPDATE entry SET radar_status = 'skipped' WHERE id = $R;",
            check: "its radar status says none was captured"),
        Damage(
            name: "a radar picture that is not a PNG",
            sql: "UPDATE entry_radar SET image = x'00112233', byte_count = 4;",
            check: "its radar picture is damaged: it is not a PNG"),
        Damage(
            name: "a radar picture of another size", sql: "UPDATE entry_radar SET width = 640;",
            check: "it is 64x48 pixels where 640x48 were recorded"),
        Damage(
            name: "radar bounds off the map", sql: "UPDATE entry_radar SET west = 500;",
            check: "bounds are not a place"),
        // Photos.
        Damage(
            name: "a photo's bytes changed",
            sql:
                "UPDATE photo SET data = CAST(substr(data, 1, 100) || randomblob(8) || substr(data, 109) AS BLOB) WHERE entry_id = $E0;",
            check: "its photo is damaged"),
        Damage(
            name: "a photo's byte count wrong",
            sql: "UPDATE photo SET byte_count = byte_count + 1 WHERE entry_id = $E0;",
            check: "bytes where"),
        Damage(
            name: "a photo's format wrong", sql: "UPDATE photo SET format = 'png' WHERE entry_id = $E0;",
            check: "recorded as png but its bytes are jpeg"),
        Damage(
            name: "a photo's size wrong", sql: "UPDATE photo SET width = 9999 WHERE entry_id = $E0;",
            check: "recorded as 9999x60 pixels but is 80x60"),
        Damage(
            name: "a photo's format unknown", sql: "UPDATE photo SET format = 'gif' WHERE entry_id = $E0;",
            check: "format 'gif'"),
        Damage(
            name: "a photo's SHA-256 wrong",
            sql: "UPDATE photo SET sha256 = printf('%.*c', 64, 'a') WHERE entry_id = $E0;",
            check: "SHA-256"),
        Damage(
            name: "a photo of no entry",
            sql: """
                INSERT INTO photo (entry_id, data, format, width, height, byte_count, sha256)
                    SELECT '00000000-0000-4000-8000-000000000009', data, format, width, height, byte_count, sha256
                    FROM photo WHERE entry_id = $E0;
                """,
            check: "refers to an entry that is not in the journal"),
        // Trips.
        Damage(
            name: "a trip whose dates run backwards",
            sql: "INSERT INTO trip (name, since_ms, until_ms, created_ms) VALUES ('Back', 10, 5, 0);",
            check: "trip 'Back': its dates end before they start"),
        Damage(
            name: "an escape in a trip name", sql: "UPDATE trip SET name = 'Coast' || char(27);",
            check: "its name breaks the rules"),
        Damage(
            name: "a trip member that is no entry",
            sql: "INSERT INTO trip_entry VALUES (1, '00000000-0000-4000-8000-000000000009');",
            check: "a row of trip_entry"),
    ]

    func testEveryDamageIsNamedByCheckAndReadersCarryOn() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 not installed")
        try makeBase()
        XCTAssertGreaterThanOrEqual(Self.damages.count, 46)
        for (number, damage) in Self.damages.enumerated() {
            let copy = try damagedCopy(damage, number: number)
            let check = try cli.run(["check", "--journal", copy])
            XCTAssertEqual(check.status, 1, "\(damage.name): check passed it: \(check.output)")
            let said = check.output + check.stderr
            XCTAssertTrue(said.contains(damage.check), "\(damage.name): check said\n\(said)")
            XCTAssertFalse(said.contains("Fatal error"), "\(damage.name): \(said)")
            let entryLines = check.output.split(separator: "\n").filter { $0.hasPrefix("entry ") }
            if !entryLines.isEmpty {
                XCTAssertTrue(
                    check.output.contains("what to do:"), "\(damage.name): no advice in\n\(check.output)")
            }
            let log = try cli.run(["log", "--json", "--journal", copy])
            if let refusal = damage.logRefuses {
                XCTAssertEqual(log.status, 1, "\(damage.name): log \(log.stderr)")
                XCTAssertTrue(log.stderr.contains(refusal), "\(damage.name): log said \(log.stderr)")
                continue
            }
            XCTAssertEqual(log.status, 0, "\(damage.name): log failed whole: \(log.stderr)")
            let listed = (try? JSONSerialization.jsonObject(with: log.stdout) as? [Any])?.count ?? -1
            XCTAssertGreaterThanOrEqual(listed, damage.logAtLeast, "\(damage.name): log listed \(listed)")
        }
    }

    func testATruncatedJournalIsNamedByCheck() throws {
        try makeBase()
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: journal))
        let size = try handle.seekToEnd()
        try handle.truncate(atOffset: size / 2)
        try handle.close()
        let check = try cli.run(["check"])
        XCTAssertEqual(check.status, 1, check.output + check.stderr)
        XCTAssertTrue((check.output + check.stderr).contains("damaged"), check.output + check.stderr)
    }

    func testOneMalformedIDStopsNoCommandFromWorkingOnTheOthers() throws {
        try makeBase()
        try sql(
            """
            PRAGMA ignore_check_constraints = ON;
            UPDATE entry SET id = 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz' WHERE id = '\(try XCTUnwrap(ids["$E2"]))';
            """)
        let log = try run(["log"])
        XCTAssertEqual(log.output.split(separator: "\n").count, 4, log.output)
        XCTAssertTrue(
            log.stderr.contains("skipped: the entry zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"), log.stderr)
        try run(["show", try XCTUnwrap(ids["$E0"])])
        try run(["card", try XCTUnwrap(ids["$E0"]), "-o", dir.path("card.png")])
        let export = try run(["export", "--all", "-o", dir.path("cards")])
        XCTAssertTrue(export.stderr.contains("zzzzzzzz"), export.stderr)
        try run(["book", "--trip", "Coast", "-o", dir.path("coast.pdf")])
    }

    func testARowWithTextInItsTimeIsNamedWhenAskedFor() throws {
        try makeBase()
        let id = try XCTUnwrap(ids["$E1"])
        try sql(
            """
            DROP TRIGGER entry_moment_is_frozen;
            UPDATE entry SET timestamp_ms = '2024-06-01' WHERE id = '\(id)';
            """)
        let show = try run(["show", id], status: 1)
        XCTAssertTrue(show.stderr.contains("its timestamp_ms holds the text '2024-06-01'"), show.stderr)
        XCTAssertFalse(try run(["log"]).output.contains("1970"))
    }

    func testAPlantedTriggerStopsEveryWriteAndIsNamed() throws {
        try makeBase()
        try sql("CREATE TRIGGER wipe AFTER INSERT ON entry BEGIN DELETE FROM photo; END;")
        let add = try run(
            [
                "add", "--title", "Next", "--lat", "60.1", "--lng", "5.1", "--at", "2024-07-01T10:00",
                "--no-weather",
            ],
            status: 1)
        XCTAssertTrue(add.stderr.contains("trigger wipe (on entry) that outdoor did not make"), add.stderr)
        XCTAssertTrue(add.stderr.contains("DROP TRIGGER \"wipe\""), add.stderr)
        try run(["edit", try XCTUnwrap(ids["$E0"]), "--title", "Renamed"], status: 1)
        try run(["trip", "create", "Later"], status: 1)
        XCTAssertEqual(
            try sql("SELECT count(*) FROM photo;").trimmingCharacters(in: .whitespacesAndNewlines), "3")
        let log = try run(["log"])
        XCTAssertTrue(log.stderr.contains("warning: the journal"), log.stderr)
        XCTAssertEqual(log.output.split(separator: "\n").count, 5)
    }

    func testMissingFreezeTriggersAreRestoredByTheNextWrite() throws {
        try makeBase()
        let id = try XCTUnwrap(ids["$E0"])
        try sql("DROP TRIGGER entry_moment_is_frozen; DROP TRIGGER entry_weather_is_frozen;")
        try run(["check"], status: 1)
        try run(["edit", id, "--note", "Windy"])
        try assertJournalChecksClean()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [journal, "UPDATE entry SET lat = 1 WHERE id = '\(id)';"]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertTrue(message.contains("frozen"), message)
    }
}
