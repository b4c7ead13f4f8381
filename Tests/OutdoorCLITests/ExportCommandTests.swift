import Foundation
import OutdoorImage
import OutdoorModel
import TestSupport
import XCTest

/// `outdoor export`: cards, manifest and gallery, re-runs that write nothing, and interruptions.
final class ExportCommandTests: CLITestCase {
    var out: URL { dir.url.appendingPathComponent("out") }

    /// Imports the generated Iceland folder as trip "Iceland".
    func importTrip() throws {
        try run(["import", try makeTripFolder().path, "--trip", "Iceland", "--no-weather"], status: 1)
    }

    /// Every file in the export folder with its inode and modification time.
    func snapshot() throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            var info = stat()
            stat(out.appendingPathComponent(name).path, &info)
            result[name] = "\(info.st_ino)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)-\(info.st_size)"
        }
        return result
    }

    func manifest() throws -> [String: Any] {
        let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Checks that every card file decodes whole and matches its manifest record.
    func assertCompleteExport(file: StaticString = #filePath, line: UInt = #line) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertFalse(
            names.contains { $0.hasSuffix(".part") }, "left a temporary file: \(names)", file: file,
            line: line)
        for name in names where name.hasSuffix(".png") {
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            XCTAssertNoThrow(
                try ImageProbe.inspect(data), "\(name) is not a whole PNG", file: file, line: line)
        }
        let cards = try XCTUnwrap(try manifest()["cards"] as? [[String: Any]], file: file, line: line)
        for card in cards {
            let name = try XCTUnwrap(card["file"] as? String)
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            XCTAssertEqual(SHA256.hex(of: data), card["sha256"] as? String, name, file: file, line: line)
        }
    }

    func testExportATripThenReRunWritesNothing() throws {
        try importTrip()
        let first = try run(["export", "--trip", "iceland", "-o", out.path, "--jobs", "2"])
        XCTAssertTrue(first.stderr.contains("wrote"), first.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let cards = names.filter { $0.hasSuffix(".png") && !$0.hasPrefix("00-") }
        XCTAssertEqual(cards.count, 3, "\(names)")
        XCTAssertTrue(names.contains("index.html") && names.contains("manifest.json"))
        XCTAssertTrue(names.contains("00-summary.png"), "the trip summary card")
        for name in names {
            XCTAssertNotNil(
                name.range(
                    of: #"^[\p{Ll}\p{Lo}\p{M}0-9][\p{Ll}\p{Lo}\p{M}0-9.-]{0,79}$"#,
                    options: .regularExpression), name)
        }
        try assertCompleteExport()
        let manifest = try manifest()
        let summary = try XCTUnwrap(manifest["summary"] as? [String: Any])
        XCTAssertTrue((summary["altText"] as? String)?.contains("Iceland") == true, "\(summary)")
        let settings = try XCTUnwrap(manifest["settings"] as? [String: String])
        XCTAssertEqual(settings["preset"], "story")
        XCTAssertEqual(settings["format"], "png")
        XCTAssertEqual(settings["gamut"], "srgb")
        let records = try XCTUnwrap(manifest["cards"] as? [[String: Any]])
        let ids = Set(try logJSON().compactMap { $0["id"] as? String })
        XCTAssertEqual(Set(records.compactMap { $0["entry"] as? String }), ids)

        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for card in cards + ["00-summary.png"] { XCTAssertTrue(page.contains("src=\"\(card)\""), card) }
        XCTAssertTrue(page.contains("alt=\"1 Jul 2024, 09:10"), "each card carries its alt text")
        XCTAssertFalse(page.contains("http://") || page.contains("<link"), "the page needs no network")

        let before = try snapshot()
        let again = try run(["export", "--trip", "Iceland", "-o", out.path, "--jobs", "2"])
        XCTAssertTrue(again.stderr.contains("wrote 0 files"), again.stderr)
        XCTAssertEqual(try snapshot(), before, "an unchanged export writes nothing")

        // A changed title redraws that card only, under its new name, and removes the old one.
        let vik = try XCTUnwrap(try logJSON().first { ($0["title"] as? String)?.hasPrefix("2 Jul") == true })
        try run(["edit", try XCTUnwrap(vik["id"] as? String), "--title", "Black sand beach"])
        let third = try run(["export", "--trip", "Iceland", "-o", out.path])
        XCTAssertTrue(third.stderr.contains("removed 1"), third.stderr)
        let after = try snapshot()
        XCTAssertTrue(after.keys.contains { $0.contains("black-sand-beach") })
        for (name, stamp) in before where name.contains("1-jul-2024") {
            XCTAssertEqual(after[name], stamp, "\(name) was rewritten")
        }
        try assertCompleteExport()

        XCTAssertTrue(
            try run(["export", "--trip", "Iceland", "-o", out.path, "--force"]).stderr.contains("wrote"))
    }

    /// A re-export in another format keeps the files of the first (issue 27).
    ///
    /// Re-exporting a trip as JPEG deleted its PNGs: each file's settings are now in the
    /// manifest, and an export replaces only files of its own format.
    func testAReExportInAnotherFormatKeepsTheOtherFormatsFiles() throws {
        try importTrip()
        try run(["export", "--trip", "Iceland", "-o", out.path])
        let pngs = try snapshot().filter { $0.key.hasSuffix(".png") }
        XCTAssertEqual(pngs.count, 4, "\(pngs)")
        let jpeg = try run(["export", "--trip", "Iceland", "-o", out.path, "--format", "jpeg"])
        XCTAssertFalse(jpeg.stderr.contains("removed"), jpeg.stderr)
        let both = try snapshot()
        XCTAssertEqual(both.filter { $0.key.hasSuffix(".png") }, pngs, "the PNGs stay as they were")
        XCTAssertEqual(both.keys.filter { $0.hasSuffix(".jpg") }.count, 4, "\(both.keys)")
        let manifest = try manifest()
        let cards = try XCTUnwrap(manifest["cards"] as? [[String: Any]])
        XCTAssertTrue(
            cards.allSatisfy { ($0["settings"] as? [String: String])?["format"] == "jpeg" }, "\(cards)")
        let others = try XCTUnwrap(manifest["otherFormats"] as? [[String: Any]])
        XCTAssertEqual(Set(others.compactMap { $0["file"] as? String }), Set(pngs.keys))
        XCTAssertTrue(others.allSatisfy { ($0["settings"] as? [String: String])?["format"] == "png" })
        // Back to PNG: the PNGs are up to date, the JPEGs stay.
        let png = try run(["export", "--trip", "Iceland", "-o", out.path])
        XCTAssertFalse(png.stderr.contains("removed"), png.stderr)
        let after = try snapshot()
        XCTAssertEqual(after.filter { $0.key.hasSuffix(".png") }, pngs, "nothing redrawn")
        XCTAssertEqual(
            after.filter { $0.key.hasSuffix(".jpg") }, both.filter { $0.key.hasSuffix(".jpg") })
        try assertCompleteExport()
    }

    func testExportChoicesAndErrors() throws {
        try importTrip()
        try run(["export", "-o", out.path], status: 2)
        try run(["export", "--all", "--trip", "Iceland", "-o", out.path], status: 2)
        try run(["export", "--all"], status: 2)
        try run(["export", "--trip", "Nowhere", "-o", out.path], status: 1)
        let jpeg = try run([
            "export", "--all", "-o", out.path, "--format", "jpeg", "--max-bytes", "200KB", "--preset",
            "square",
        ])
        XCTAssertTrue(jpeg.stderr.contains("wrote"), jpeg.stderr)
        let jpegs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
            $0.hasSuffix(".jpg")
        }
        XCTAssertGreaterThanOrEqual(jpegs.count, 3)
        for name in jpegs {
            XCTAssertLessThanOrEqual(
                try Data(contentsOf: out.appendingPathComponent(name)).count, 200_000, name)
        }
        let blocker = dir.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let refused = try run(["export", "--all", "-o", blocker.path], status: 1)
        XCTAssertTrue(refused.stderr.contains("cannot create"), refused.stderr)
    }

    func testAnInterruptedExportLeavesOnlyWholeFiles() throws {
        // Twelve entries, one card at a time, so there is time to interrupt in the middle.
        let photo = try write(try PhotoFixtures.jpeg(width: 400, height: 300), "p.jpg")
        for i in 0..<12 {
            try addEntry(
                title: "Stop \(i)", at: String(format: "2024-06-%02dT10:00", i + 1),
                extra: ["--photo", photo])
        }
        let process = Process()
        process.executableURL = OutdoorProcess.executable
        process.arguments = ["export", "--all", "-o", out.path, "--jobs", "1"]
        process.environment = cli.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        var seen = 0
        while Date() < deadline && process.isRunning {
            seen =
                ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter {
                    $0.hasSuffix(".png")
                }.count
            if seen >= 2 { break }
            usleep(20_000)
        }
        XCTAssertTrue(process.isRunning, "the export finished before it could be interrupted")
        process.interrupt()  // SIGINT, as Ctrl-C
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        try assertCompleteExport()
        let written = try XCTUnwrap(try manifest()["cards"] as? [[String: Any]]).count
        XCTAssertLessThan(written, 12)
        // Running it again finishes the job, without redoing what was done.
        let rest = try run(["export", "--all", "-o", out.path, "--jobs", "2"])
        XCTAssertTrue(rest.stderr.contains("\(written) up to date"), rest.stderr)
        try assertCompleteExport()
        XCTAssertEqual(try XCTUnwrap(try manifest()["cards"] as? [[String: Any]]).count, 12)
    }

    /// The gallery is a page people would send (issue 27): short captions, the credits once,
    /// the alt text only as alt text, no raw addresses, a summary that is not a wall of text.
    func testTheGalleryIsAPagePeopleWouldSend() throws {
        try importTrip()
        let hut = try run([
            "add", "--title", "Hut", "--lat", "63.99", "--lng", "-19.06", "--at", "2024-07-02T18:00",
            "--weather-temp", "4.5", "--weather-code", "light snow", "--no-radar",
        ]).output.prefix(8)
        try run(["trip", "add", "Iceland", String(hut)])
        try run(["export", "--trip", "Iceland", "-o", out.path])
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        // What a reader sees: the page without its alt attributes and tags.
        let visible = page.replacingOccurrences(of: #" alt="[^"]*""#, with: "", options: .regularExpression)
            .replacingOccurrences(
                of: #"<(script|style)[^>]*>[\s\S]*?</\1>"#, with: "", options: .regularExpression
            )
            .replacingOccurrences(of: #"(<[^>]*>)+"#, with: "\n", options: .regularExpression)
        XCTAssertFalse(visible.contains("https://"), "no raw address shows")
        XCTAssertFalse(
            visible.contains("Place: ") || visible.contains("Note: "), "the alt text is not a caption")
        XCTAssertEqual(visible.components(separatedBy: "Weather recorded by hand").count, 2, "a credit once")
        XCTAssertEqual(
            visible.components(separatedBy: MapAttribution.bundledData).count, 2, "the map's credit once")
        XCTAssertTrue(
            page.contains("alt=\"Hut\nTuesday 2 July 2024, 18:00"), "the whole alt text stays as alt")
        XCTAssertTrue(page.contains(">Map</a>"), "the map link by its name")
        for caption in page.components(separatedBy: "<figcaption>").dropFirst() {
            let text = caption.components(separatedBy: "</figcaption>")[0]
                .replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
            XCTAssertLessThan(text.count, 160, "a short caption: \(text)")
        }
        XCTAssertTrue(
            visible.contains("Tuesday 2 July 2024, 18:00\nSouth, IS\nSlight snow fall, 5°C\nMap"), visible)
        XCTAssertFalse(page.contains("og:image"), "no preview tags without --base-url")

        // Published: the summary card previews a shared link, by its absolute address.
        try run([
            "export", "--trip", "Iceland", "-o", out.path, "--base-url", "https://example.org/trips/iceland",
        ])
        let shared = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for tag in [
            #"<meta property="og:image" content="https://example.org/trips/iceland/00-summary.png">"#,
            #"<meta name="twitter:image" content="https://example.org/trips/iceland/00-summary.png">"#,
            #"<meta name="twitter:card" content="summary_large_image">"#,
            #"<meta property="og:title" content="Iceland">"#,
            #"<meta property="og:url" content="https://example.org/trips/iceland/index.html">"#,
            #"<meta property="og:image:width" content="1080">"#,
        ] {
            XCTAssertTrue(shared.contains(tag), "\(tag) in \(shared.prefix(1500))")
        }
        let before = try snapshot()
        for bad in ["example.org/x", "ftp://example.org/", "https://example.org/?q=1", "/srv/www"] {
            let refused = try run(
                ["export", "--trip", "Iceland", "-o", out.path, "--base-url", bad], status: 2)
            XCTAssertTrue(refused.stderr.contains("is not a web address"), refused.stderr)
        }
        XCTAssertEqual(try snapshot(), before, "a refused --base-url changes nothing")
    }

    func testTheGalleryShowsEveryImageInAHeadlessBrowser() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        try XCTSkipIf(
            chromium == nil, "Debian's chromium is not installed (Scripts/install-deps.sh --test installs it)"
        )
        try importTrip()
        try run(["export", "--trip", "Iceland", "-o", out.path])
        let images = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
            $0.hasSuffix(".png")
        }.count
        func browse(_ arguments: [String]) throws -> String {
            let browser = Process()
            browser.executableURL = URL(fileURLWithPath: chromium ?? "")
            browser.arguments =
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--virtual-time-budget=10000",
                ]
                + arguments + [out.appendingPathComponent("index.html").absoluteString]
            browser.environment = ["HOME": dir.path("browser-home"), "PATH": "/usr/bin:/bin"]
            let pipe = Pipe()
            browser.standardOutput = pipe
            browser.standardError = FileHandle.nullDevice
            try browser.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            browser.waitUntilExit()
            return output
        }
        let dom = try browse(["--dump-dom"])
        XCTAssertTrue(dom.contains("data-images-loaded=\"\(images)\""), String(dom.prefix(300)))
        XCTAssertTrue(dom.contains("data-images-failed=\"0\""), String(dom.prefix(300)))
        XCTAssertTrue(dom.contains("data-captions-overflowing=\"0\""), String(dom.prefix(300)))

        // The page as a person sees it, phone-wide and desktop-wide; kept in .build/gallery-check to look at.
        let folder = RepositoryRoot.url.appendingPathComponent(".build/gallery-check")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, width, height) in [("desktop", 1280, 2000), ("phone", 412, 2400)] {
            let shot = folder.appendingPathComponent("gallery-\(name).png")
            try? FileManager.default.removeItem(at: shot)
            _ = try browse(["--screenshot=\(shot.path)", "--window-size=\(width),\(height)"])
            let pixels = try GoldenPNG.read(shot.path)
            XCTAssertEqual([pixels.width, pixels.height], [width, height], name)
            // The cards were drawn: far more colours than a blank page and its text.
            var colours = Set<UInt32>()
            for y in stride(from: 0, to: height, by: 3) {
                for x in stride(from: 0, to: width, by: 3) {
                    let p = pixels.rgba(x: x, y: y)
                    colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
                }
            }
            XCTAssertGreaterThan(colours.count, 2000, "\(name): \(shot.path) looks blank")
        }
    }
}
