import CardTestSupport
import Dispatch
import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorModel
import XCTest

/// Timings of whole cards, printed for people; skipped unless `OUTDOOR_BENCHMARK=1`.
///
/// Run: `OUTDOOR_BENCHMARK=1 swift test -c release --filter CardBenchmarkTests`.
/// The sample journal's photos (1800 px) are always used; set `OUTDOOR_BENCHMARK_PHOTOS` to a
/// folder of larger JPEG/HEIC files (12 and 48 megapixel camera photos) to time those too.
/// Nothing here asserts a duration; each case checks that a card came out.
final class CardBenchmarkTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["OUTDOOR_BENCHMARK"] == "1", "set OUTDOOR_BENCHMARK=1 to run")
    }

    private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Render, PNG and JPEG figures for `photo` on a `preset` card; median of `runs`.
    private func bench(_ label: String, photo: Data?, preset: CardPreset, runs: Int = 7) throws {
        let renderer = try CardFixtures.renderer()
        let entry = CardFixtures.meadow
        let options = CardOptions(preset: preset)
        var render: [Double] = []
        var png: [Double] = []
        var jpeg: [Double] = []
        var pngBytes = 0
        var jpegBytes = 0
        for _ in 0..<runs {
            var card: RenderedCard?
            render.append(
                try milliseconds { card = try renderer.render(entry, photo: photo, options: options) })
            let pixels = try XCTUnwrap(card).pixels
            png.append(try milliseconds { pngBytes = try CardEncoder.encode(pixels, format: .png).count })
            jpeg.append(try milliseconds { jpegBytes = try CardEncoder.encode(pixels, format: .jpeg).count })
        }
        XCTAssertGreaterThan(pngBytes, 0)
        print(
            String(
                format:
                    "benchmark card %@ %@: render %.1f ms, PNG %.1f ms (%.2f MB), JPEG q90 %.1f ms (%d KB); "
                    + "render + PNG %.1f ms (median of %d)",
                preset.rawValue, label, median(render), median(png), Double(pngBytes) / 1_048_576,
                median(jpeg),
                jpegBytes / 1_024, median(render) + median(png), runs))
    }

    func testSamplePhotos() throws {
        for name in ["forest-stream.jpg", "farmhouse-friends.jpg", "picos-de-europa.heic"] {
            try bench(name, photo: try CardFixtures.samplePhoto(name), preset: .story)
        }
        try bench("no photo", photo: nil, preset: .story)
        try bench(
            "forest-stream.jpg", photo: try CardFixtures.samplePhoto("forest-stream.jpg"), preset: .square)
        try bench(
            "forest-stream.jpg", photo: try CardFixtures.samplePhoto("forest-stream.jpg"), preset: .landscape)
    }

    func testLargePhotosFromAFolder() throws {
        let folder = ProcessInfo.processInfo.environment["OUTDOOR_BENCHMARK_PHOTOS"] ?? ""
        try XCTSkipIf(folder.isEmpty, "set OUTDOOR_BENCHMARK_PHOTOS to a folder of large photos")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { [".jpg", ".jpeg", ".heic"].contains(where: $0.lowercased().hasSuffix) }
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
            try bench(name, photo: data, preset: .story, runs: 5)
        }
    }

    func testLongestTitleAndNote() throws {
        let renderer = try CardFixtures.renderer()
        let words = ["ridge", "beech", "limestone", "cairn", "owl", "headtorch", "valley", "meadow", "pass"]
        func text(_ count: Int) -> String {
            var out = ""
            var i = 0
            while out.count < count {
                out += words[i % words.count] + (i % 13 == 12 ? ". " : " ")
                i += 1
            }
            return String(out.prefix(count))
        }
        var entry = CardFixtures.meadow
        entry.title = text(500)
        entry.note = text(20_000)
        for preset in CardPreset.allCases {
            var times: [Double] = []
            var card: RenderedCard?
            for _ in 0..<5 {
                times.append(
                    try milliseconds {
                        card = try renderer.render(entry, photo: nil, options: CardOptions(preset: preset))
                    })
            }
            XCTAssertEqual(try XCTUnwrap(card).shownNote?.hasSuffix("…"), true)
            print(
                String(
                    format:
                        "benchmark card %@ with a 500-character title and a 20,000-character note: %.1f ms",
                    preset.rawValue, median(times)))
        }
    }

    func testTripSummary() throws {
        let card = try TripFixtures.summaryCard()
        // The sample trip, and a long one: 1,000 stops wandering over northern Spain.
        let long = (0..<1_000).map { index -> JournalEntry in
            let base = TripFixtures.basque[index % 6]
            let t = Double(index)
            return TripFixtures.stop(
                index + 1, base.title,
                String(format: "2024-05-%02dT%02d:%02d:00", 1 + index / 48, index % 24, index % 60),
                43 + 0.4 * sin(t / 37), -3.5 + 1.5 * cos(t / 53), base.placeCorrection, base.weather)
        }
        for (label, entries) in [("6 stops", TripFixtures.basque), ("1,000 stops", long)] {
            for preset in CardPreset.allCases {
                var render: [Double] = []
                var png: [Double] = []
                var bytes = 0
                for _ in 0..<5 {
                    var summary: RenderedTripSummary?
                    render.append(
                        try milliseconds {
                            summary = try card.render(
                                entries: entries, title: TripFixtures.basqueTitle,
                                options: CardOptions(preset: preset))
                        })
                    let pixels = try XCTUnwrap(summary).pixels
                    png.append(
                        try milliseconds { bytes = try CardEncoder.encode(pixels, format: .png).count })
                }
                print(
                    String(
                        format:
                            "benchmark trip summary %@ %@: render %.1f ms, PNG %.1f ms (%d KB) (median of 5)",
                        preset.rawValue, label, median(render), median(png), bytes / 1_024))
            }
        }
    }

    func testFontLibraryStartUp() throws {
        for mode in [FontLibrary.Mode.hermetic, .withSystemFallback] {
            var times: [Double] = []
            for _ in 0..<5 {
                times.append(
                    try milliseconds {
                        _ = try FontLibrary(fontsDirectory: CardFixtures.fontsDirectory, mode: mode)
                    })
            }
            print(
                String(format: "benchmark font library %@: %.1f ms (median of 5)", "\(mode)", median(times)))
        }
    }
}
