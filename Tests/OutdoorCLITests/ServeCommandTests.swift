import Foundation
import OutdoorModel
import Synchronization
import TestSupport
import XCTest

/// `outdoor serve` as a bot meets it: the real server on 127.0.0.1 at a port the kernel chose,
/// every endpoint against what the card command makes, ETags and 304 (and new ones after an
/// edit and a map-data import), the token beyond loopback, the queue's 503, malformed and
/// oversized requests, a slow sender, a writer at work meanwhile, and SIGTERM's drain.
final class ServeCommandTests: CLITestCase {
    /// The data folder the service and the commands share (imported map data lives under it).
    var dataHome: String { dir.path("data") }

    /// Starts `outdoor serve` with `arguments` and returns it with its address's port.
    func serve(_ arguments: [String] = []) throws -> (RunningOutdoor, UInt16) {
        let server = try cli.start(
            ["serve", "--listen", "127.0.0.1:0"] + arguments, environment: ["XDG_DATA_HOME": dataHome])
        addTeardownBlock { server.kill() }
        let line = try XCTUnwrap(server.firstOutputLine(), "no address printed: \(server.stderr)")
        let port = try XCTUnwrap(line.split(separator: ":").last.flatMap { UInt16($0) }, line)
        return (server, port)
    }

    /// An entry with a small photo, at `lat`, `lng`.
    func addPhotoEntry(
        _ title: String, lat: Double = 60.1675, lng: Double = 24.9527, at: String = "2024-06-12T10:30"
    ) throws -> String {
        let photo = try write(PhotoFixtures.jpeg(width: 320, height: 240), "\(title.prefix(8)).jpg")
        return try addEntry(title: title, lat: lat, lng: lng, at: at, extra: ["--photo", photo])
    }

    func testEveryEndpointAnswersWhatTheCommandsMake() throws {
        let id = try addPhotoEntry("Harbour market")
        try run(["trip", "create", "Helsinki days"])
        try run(["trip", "add", "Helsinki days", id])
        let gpx = Corpus.folder.appendingPathComponent("gpx/togeojson/run_gpxtpx.gpx").path
        let trackID =
            try run(["track", "import", gpx, "--no-weather"]).output
            .split(separator: "\n").first.map(String.init) ?? ""
        let (server, port) = try serve()

        XCTAssertEqual(try LoopbackHTTP.get("/healthz", port: port).text, "ok\n")
        // The entry's card is the card command's, byte for byte.
        let png = try LoopbackHTTP.get("/entries/\(id.prefix(8))/card.png?preset=square", port: port)
        XCTAssertEqual(png.status, 200, png.text)
        XCTAssertEqual(png.header("Content-Type"), "image/png")
        try run(["card", id, "--preset", "square", "-o", dir.path("cli.png")])
        XCTAssertEqual(png.body, try Data(contentsOf: URL(fileURLWithPath: dir.path("cli.png"))))
        let jpg = try LoopbackHTTP.get("/entries/\(id)/card.jpg?max-bytes=200KB", port: port)
        XCTAssertEqual(jpg.header("Content-Type"), "image/jpeg")
        XCTAssertEqual(Array(jpg.body.prefix(3)), [0xFF, 0xD8, 0xFF])
        XCTAssertLessThanOrEqual(jpg.body.count, 200_000)
        // The JSON: the card command's alt text, and addresses that pin the version.
        let described = try LoopbackHTTP.get("/entries/\(id.prefix(8))/card.json?preset=square", port: port)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: described.body) as? [String: String])
        let alt = try run(["card", id, "--preset", "square", "--alt-text", "-", "-o", dir.path("x.png")])
            .output
        XCTAssertEqual(json["altText"].map { $0 + "\n" }, alt)
        XCTAssertEqual(json["title"], "Harbour market")
        let pinned = try XCTUnwrap(json["png"])
        XCTAssertTrue(pinned.hasPrefix("/entries/\(id.prefix(8))/card.png?preset=square&v="), pinned)
        let immutable = try LoopbackHTTP.get(pinned, port: port)
        XCTAssertEqual(immutable.header("Cache-Control"), "public, max-age=31536000, immutable")
        XCTAssertEqual(immutable.body, png.body)
        // The trip's summary and the track's activity card.
        let summary = try LoopbackHTTP.get("/trips/Helsinki%20days/summary.png?preset=landscape", port: port)
        XCTAssertEqual(summary.status, 200, summary.text)
        XCTAssertEqual(PNGSize.of(summary.body)?.width, 1200)
        let tripJSON = try LoopbackHTTP.get("/trips/helsinki%20days/summary.json", port: port)
        XCTAssertTrue(tripJSON.text.contains("Helsinki days"), tripJSON.text)
        let activity = try LoopbackHTTP.get("/tracks/\(trackID.prefix(8))/card.png?preset=square", port: port)
        XCTAssertEqual(activity.status, 200, activity.text)
        XCTAssertEqual(PNGSize.of(activity.body)?.height, 1080)
        // What is not there, said plainly.
        let missing = try LoopbackHTTP.get("/entries/ffffffff/card.png", port: port)
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(try LoopbackHTTP.get("/trips/Nowhere/summary.png", port: port).status, 404)
        XCTAssertEqual(try LoopbackHTTP.get("/tracks/ffffffff/card.png", port: port).status, 404)
        let badPreset = try LoopbackHTTP.get("/entries/\(id.prefix(8))/card.png?preset=huge", port: port)
        XCTAssertEqual(badPreset.status, 400)
        XCTAssertTrue(badPreset.text.hasPrefix("preset= must be one of story, square"), badPreset.text)
        XCTAssertEqual(
            try LoopbackHTTP.get("/entries/\(id.prefix(8))/card.png?quality=80", port: port).text,
            "quality= applies to JPEG: ask for card.jpg\n")
        // The log: one line per request with method, address, status and milliseconds.
        let logged = try XCTUnwrap(
            server.waitForStderrLine { $0.hasPrefix("GET /entries/ffffffff/card.png 404 ") })
        XCTAssertTrue(logged.hasSuffix(" ms"), logged)
        XCTAssertNotNil(server.waitForStderrLine { $0.hasPrefix("GET /healthz 200 ") })
    }

    func testETagsAnswer304AndChangeWithTheEntryAndTheMapData() throws {
        // By the small extract of south-east Finland the test imports below.
        let id = try addPhotoEntry("Market square", lat: 60.53, lng: 26.95)
        let (_, port) = try serve()
        let path = "/entries/\(id.prefix(8))/card.png?preset=landscape"
        let first = try LoopbackHTTP.get(path, port: port)
        let tag = try XCTUnwrap(first.header("ETag"))
        XCTAssertEqual(first.header("Cache-Control"), "public, no-cache")
        XCTAssertEqual(try LoopbackHTTP.get(path, port: port, headers: ["If-None-Match": tag]).status, 304)
        // An edit while the service runs: a new tag.
        try run(["edit", id, "--title", "Market square at noon"])
        let edited = try LoopbackHTTP.get(path, port: port, headers: ["If-None-Match": tag])
        XCTAssertEqual(edited.status, 200)
        let editedTag = try XCTUnwrap(edited.header("ETag"))
        XCTAssertNotEqual(editedTag, tag)
        // Map data imported while it runs: the card now draws it, under a new tag.
        let extract = RepositoryRoot.url.appendingPathComponent(
            "Tests/OutdoorOSMTests/Resources/test.osm.pbf")
        try run(["mapdata", "import", extract.path, "--name", "kotka"], env: ["XDG_DATA_HOME": dataHome])
        usleep(1_100_000)
        let detailed = try LoopbackHTTP.get(path, port: port, headers: ["If-None-Match": editedTag])
        XCTAssertEqual(detailed.status, 200, "the map data changed")
        XCTAssertNotEqual(detailed.header("ETag"), editedTag)
        XCTAssertNotEqual(detailed.body, edited.body, "the card draws the imported detail")
    }

    func testBeyondLoopbackATokenIsRequiredAndPlacesAreHidden() throws {
        let id = try addPhotoEntry("Secret spot")
        // Listening on every address needs a token: refused before it listens.
        let refused = try run(["serve", "--listen", "0.0.0.0:0"], status: 2)
        XCTAssertTrue(
            refused.stderr.contains("lets other machines ask: give --token-file FILE"), refused.stderr)
        let token = "tok-\(UUID().uuidString)"
        let tokenFile = try write(Data((token + "\n").utf8), "token")
        chmod(tokenFile, 0o600)
        // Bound on every address, reached here through 127.0.0.1 only: the rule follows the
        // listening address, and no test traffic leaves this machine's loopback.
        let server = try cli.start(
            ["serve", "--listen", "0.0.0.0:0", "--token-file", tokenFile],
            environment: ["XDG_DATA_HOME": dataHome])
        addTeardownBlock { server.kill() }
        let line = try XCTUnwrap(server.firstOutputLine(), server.stderr)
        let port = try XCTUnwrap(line.split(separator: ":").last.flatMap { UInt16($0) })
        XCTAssertTrue(server.stderr.contains("coords hidden, token required"), server.stderr)
        let path = "/entries/\(id.prefix(8))/card.json"
        XCTAssertEqual(try LoopbackHTTP.get(path, port: port).status, 401)
        XCTAssertEqual(
            try LoopbackHTTP.get(path, port: port, headers: ["Authorization": "Bearer \(token)x"]).status, 401
        )
        let admitted = try LoopbackHTTP.get(path, port: port, headers: ["Authorization": "Bearer \(token)"])
        XCTAssertEqual(admitted.status, 200, admitted.text)
        let alt = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: admitted.body) as? [String: String])?["altText"])
        XCTAssertTrue(alt.contains("Place: Uusimaa, FI"), alt)
        XCTAssertFalse(alt.contains("60.1") || alt.contains("Helsinki") || alt.contains("openstreetmap"), alt)
        // No query asks for more than the service shows.
        let more = try LoopbackHTTP.get(
            path + "?coords=precise", port: port, headers: ["Authorization": "Bearer \(token)"])
        XCTAssertEqual(more.status, 403)
        XCTAssertEqual(more.text, "this service shows places no more precisely than coords=hidden\n")
        XCTAssertEqual(try LoopbackHTTP.get("/healthz", port: port).status, 200)
    }

    func testOverloadIsTurnedAwayWith503AndTheRestAnswered() throws {
        let ids = try (0..<3).map { try addPhotoEntry("Stop \($0)", at: "2024-06-1\($0 + 1)T10:30") }
        let (_, port) = try serve(["--jobs", "1", "--queue", "1"])
        let statuses = Mutex<[Int: Int]>([:])
        let group = DispatchGroup()
        for index in 0..<6 {
            group.enter()
            Thread {
                let preset = ["story", "square", "landscape"][index % 3]
                let response = try? LoopbackHTTP.get(
                    "/entries/\(ids[index % 3].prefix(8))/card.png?preset=\(preset)&theme=\(index < 3 ? "light" : "dark")",
                    port: port)
                statuses.withLock { $0[response?.status ?? 0, default: 0] += 1 }
                if response?.status == 503 { XCTAssertEqual(response?.header("Retry-After"), "2") }
                group.leave()
            }.start()
        }
        group.wait()
        let counts = statuses.withLock { $0 }
        XCTAssertEqual(counts[200, default: 0] + counts[503, default: 0], 6, "\(counts)")
        XCTAssertGreaterThanOrEqual(counts[200, default: 0], 2, "one rendering and one waiting: \(counts)")
        XCTAssertGreaterThanOrEqual(counts[503, default: 0], 1, "\(counts)")
    }

    func testMalformedOversizedAndSlowRequestsAreRefusedAndTheServiceGoesOn() throws {
        let id = try addPhotoEntry("Pier")
        let (server, port) = try serve(["--header-timeout", "1"])
        let post = try LoopbackHTTP.get("/entries/\(id.prefix(8))/card.png", port: port, method: "POST")
        XCTAssertEqual(post.status, 405)
        XCTAssertEqual(
            try LoopbackHTTP.get("/entries/\(id.prefix(8))/../../etc/passwd", port: port).status, 404)
        XCTAssertEqual(
            try LoopbackHTTP.get("/entries/\(id.prefix(8))/card.png?scale=9", port: port).status, 400)
        let big = try LoopbackHTTP.get(
            "/healthz", port: port, headers: ["X-Pad": String(repeating: "p", count: 10_000)])
        XCTAssertEqual(big.status, 431)
        let huge = try LoopbackHTTP.get(
            "/healthz", port: port, headers: ["X-Pad": String(repeating: "p", count: 200_000)])
        XCTAssertTrue((400..<500).contains(huge.status), "\(huge.status)")
        let long = try LoopbackHTTP.get("/healthz?" + String(repeating: "q", count: 4000), port: port)
        XCTAssertEqual(long.status, 414)
        let garbage = try LoopbackHTTP.exchange(
            Data("\u{1}\u{2} nonsense\r\n\r\n".utf8), port: port, timeout: 5)
        XCTAssertTrue(garbage.status == 0 || (400..<500).contains(garbage.status), "\(garbage.status)")
        // A client trickling its request is cut off near the limit, not after its whole trickle.
        let started = Date()
        let slow = try LoopbackHTTP.exchange(
            Data(
                "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: \(String(repeating: "s", count: 60))\r\n\r\n"
                    .utf8),
            port: port, pieces: 80, pause: 0.1, timeout: 10)
        XCTAssertEqual(slow.status, 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), 4)
        XCTAssertNotNil(
            server.waitForStderrLine { $0.contains("no whole request within 1 s") }, server.stderr)
        XCTAssertEqual(try LoopbackHTTP.get("/healthz", port: port).status, 200)
        XCTAssertNotNil(server.waitForStderrLine { $0.hasPrefix("POST /entries/") && $0.contains(" 405 ") })
    }

    func testAWriterAtWorkDoesNotStopTheServiceAndSIGTERMDrains() throws {
        let id = try addPhotoEntry("Ferry")
        let (server, port) = try serve(["--jobs", "1"])
        // A writer holds the journal's write lock: in WAL mode readers go on.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        holder.arguments = [
            journal, "BEGIN IMMEDIATE; UPDATE entries SET note = note; SELECT 1;", ".shell sleep 3",
            "COMMIT;",
        ]
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        usleep(300_000)
        let during = try LoopbackHTTP.get(
            "/entries/\(id.prefix(8))/card.png?preset=square", port: port, timeout: 10)
        XCTAssertEqual(during.status, 200, during.text)
        // Another command adds an entry meanwhile (it waits for the lock); the service serves it.
        let added = try addPhotoEntry("Island", at: "2024-06-13T09:00")
        holder.waitUntilExit()
        XCTAssertEqual(try LoopbackHTTP.get("/entries/\(added.prefix(8))/card.json", port: port).status, 200)
        // SIGTERM with renders in hand: they are answered, then the process ends with 0.
        let answers = Mutex<[Int]>([])
        let group = DispatchGroup()
        for preset in ["story", "landscape"] {
            group.enter()
            Thread {
                let response = try? LoopbackHTTP.get(
                    "/entries/\(id.prefix(8))/card.png?preset=\(preset)&theme=dark", port: port, timeout: 20)
                answers.withLock { $0.append(response?.status ?? 0) }
                group.leave()
            }.start()
        }
        // Both are read and in hand (one rendering, one waiting) well before a render ends.
        usleep(300_000)
        server.send(SIGTERM)
        group.wait()
        XCTAssertEqual(answers.withLock { $0 }, [200, 200], server.stderr)
        XCTAssertEqual(server.waitForExit(), 0, server.stderr)
        XCTAssertTrue(server.stderr.contains("stopping: answering the"), server.stderr)
        XCTAssertTrue(server.stderr.hasSuffix("outdoor: stopped\n"), server.stderr)
        XCTAssertThrowsError(try LoopbackHTTP.get("/healthz", port: port, timeout: 2))
    }
}

/// The width and height a PNG's header gives.
enum PNGSize {
    static func of(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count > 24, data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let bytes = [UInt8](data.prefix(24))
        let read = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (read(16), read(20))
    }
}
