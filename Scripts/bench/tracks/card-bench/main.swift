// outdoor-card-track-bench: what drawing a 100,000-point track adds to a card (issue 25).
//
//     outdoor-card-track-bench [ROUNDS]
//
// One process, warm: the same entry card (story preset, no photo, the real map over the shipped
// data, the bundled fonts) rendered ROUNDS times without and with a 100,000-point recorded track
// around the entry, interleaved; medians and the difference (target: <= 15 ms). Also: reading the
// track's points back from the journal's frozen form (what `outdoor card` does first), the map
// panel alone without and with the track and the points it hands Cairo, the activity card with
// the same track, and a card encoded as PNG. Prints "key=value" figures; `Scripts/bench/run.sh tracks`
// runs it.

import Foundation
import OutdoorCard
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import OutdoorStore

#if canImport(Glibc)
    import Glibc
#endif

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let rounds = CommandLine.arguments.count > 1 ? max(3, Int(CommandLine.arguments[1]) ?? 15) : 15

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The calling thread's CPU time, in milliseconds: unlike wall time, not stretched when other
/// processes share the cores.
func threadCPUMilliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// A 1 Hz walk of `count` points: 28 hours winding over the hills around Zeanuri (Basque Country),
/// loops of a few kilometres on a way of about 12 km, a metre of GPS noise, heights 300-1,300 m.
func walk(count: Int, start: Date) -> TrackRecording {
    var generator = SystemRandomNumberGenerator()
    var points: [TrackPoint] = []
    points.reserveCapacity(count)
    for i in 0..<count {
        let t = Double(i)
        let noise = { Double.random(in: -0.000_01...0.000_01, using: &generator) }
        points.append(
            TrackPoint(
                latitude: 43.02 + 0.04 * sin(t / 9_000) + 0.012 * sin(t / 700) + noise(),
                longitude: -2.70 + 0.06 * sin(t / 13_000) + 0.015 * cos(t / 900) + noise(),
                elevation: 800 + 500 * sin(t / 6_000), time: start.addingTimeInterval(t)
            ).onStorageGrid)
    }
    return TrackRecording(segments: [points])
}

do {
    let fonts = try FontLibrary(fontsDirectory: root.appendingPathComponent("Fonts").path, mode: .hermetic)
    let database = try GeoDatabase(directory: root.appendingPathComponent("Sources/OutdoorGeo/Data"))
    let map = OfflineMapProvider(database: database, fonts: fonts)
    let renderer = CardRenderer(fonts: fonts, map: map)
    let start = Date(timeIntervalSince1970: 1_718_000_000)
    let recording = walk(count: 100_000, start: start)
    guard let figures = TrackFigures(recording) else { throw CocoaError(.featureUnsupported) }
    let track = Track(
        name: "Hills of Zeanuri", sourceFileName: "walk.gpx", figures: figures,
        timeZoneIdentifier: "Europe/Madrid",
        weather: WeatherReading(wmoCode: 2, temperatureCelsius: 16, isDay: true, source: .openMeteo),
        createdAt: start, updatedAt: start)
    let recorded = RecordedTrack(track: track, recording: recording)
    let at = recording.segments[0][50_000]
    let entry = JournalEntry(
        id: UUID(), timestamp: at.time ?? start, timeZoneIdentifier: "Europe/Madrid",
        title: "Above the beeches",
        coordinate: at.coordinate,
        weather: WeatherReading(wmoCode: 2, temperatureCelsius: 16, isDay: true, source: .openMeteo),
        note: nil,
        photo: nil, createdAt: start, updatedAt: start)
    let options = CardOptions(preset: .story)
    // Disclosed precise, as `outdoor card` shows it, with the place line the data computes there.
    let disclosure = Disclosure(mode: .precise, places: FixedPlace(line: "Zeanuri, Basque Country, ES"))
    let disclosed = try disclosure.entry(entry)
    let withTrack = try disclosure.entry(entry, tracks: [recorded])
    let shown = TrackDisclosure.portion(
        of: recorded.segments, around: entry.coordinate,
        radiusKilometres: Disclosure.entryTrackRadiusKilometres
    ).reduce(0) { $0 + $1.count }

    // The journal's frozen form, read back as `outdoor card` reads it.
    let frozen = TrackPointsCodec.encode(recording)
    var decodes: [Double] = []
    for _ in 0..<5 { decodes.append(try milliseconds { _ = try TrackPointsCodec.decode(frozen) }) }

    // Warm up: fonts, map data pages, glyph caches.
    for _ in 0..<2 {
        _ = try renderer.render(disclosed, photo: nil, options: options)
        _ = try renderer.render(withTrack, photo: nil, options: options)
    }
    var without: [Double] = []
    var with: [Double] = []
    var cpuWithout: [Double] = []
    var cpuWith: [Double] = []
    for _ in 0..<rounds {
        var cpu = threadCPUMilliseconds()
        without.append(try milliseconds { _ = try renderer.render(disclosed, photo: nil, options: options) })
        cpuWithout.append(threadCPUMilliseconds() - cpu)
        cpu = threadCPUMilliseconds()
        with.append(
            try milliseconds {
                _ = try renderer.render(withTrack, photo: nil, options: options)
            })
        cpuWith.append(threadCPUMilliseconds() - cpu)
    }

    // The map panel alone, as the story card asks for it, on the same view with and without the
    // track: what the track itself costs the map (the card without a track has a wider view).
    var request = CardMap.request(
        pixelSize: PixelSize(width: 984, height: 360), scale: 1, medium: .screen, theme: .light,
        units: .metric,
        overlays: disclosed.mapOverlays())
    var trackRequest = request
    trackRequest.overlays = withTrack.mapOverlays(withTracks: true)
    trackRequest.minimumWidthKilometres = CardMap.trackMinimumWidthKilometres
    request.view = .fitting(MapTrack(segments: recorded.segments).extremes)
    trackRequest.view = request.view
    request.minimumWidthKilometres = CardMap.trackMinimumWidthKilometres
    let mapRenderer = MapRenderer(database: database, fonts: fonts)
    var mapWithout: [Double] = []
    var mapWith: [Double] = []
    var drawn = 0
    for _ in 0..<rounds {
        mapWithout.append(try milliseconds { _ = try mapRenderer.render(request) })
        mapWith.append(
            try milliseconds {
                drawn = try mapRenderer.renderWithDetails(trackRequest).details.trackPointsDrawn
            })
    }

    // The activity card with the same track (the profile and the map of all 100,000 points).
    let activity = ActivityCard(fonts: fonts, map: map)
    let along = try disclosure.activity(recorded, entries: [entry])
    _ = try activity.render(recorded, activity: along, photo: nil, options: options)
    var activities: [Double] = []
    for _ in 0..<max(3, rounds / 3) {
        activities.append(
            try milliseconds {
                _ = try activity.render(recorded, activity: along, photo: nil, options: options)
            })
    }
    // A whole card as `outdoor card` writes it (PNG), with the track.
    let encoded = try milliseconds {
        _ = try renderer.export(
            withTrack, photo: nil, options: options, output: CardOutput(format: .png))
    }

    // The card's own step before the map: the part within 10 km, through what --coords lets through.
    var portions: [Double] = []
    for _ in 0..<5 {
        portions.append(
            milliseconds {
                _ = try? disclosure.entry(entry, tracks: [recorded])
            })
    }
    let added = median(with) - median(without)
    print("track_points=\(recording.pointCount) points_within_10km=\(shown) rounds=\(rounds)")
    print(
        String(
            format: "journal_decode_ms=%.1f (100,000 points from the frozen form, %d bytes)", median(decodes),
            frozen.count))
    print(
        String(
            format: "card_without_track_ms=%.1f card_with_track_ms=%.1f (medians; fastest %.1f and %.1f)",
            median(without), median(with), without.min() ?? 0, with.min() ?? 0))
    print(
        String(
            format: "track_portion_ms=%.1f (the part around the entry, as --coords precise lets it through)",
            median(portions)))
    let fastest = (with.min() ?? 0) - (without.min() ?? 0)
    let cpuAdded = median(cpuWith) - median(cpuWithout)
    print(
        String(
            format:
                "track_adds_ms=%.1f (fastest against fastest: %.1f; CPU time of the drawing thread: %.1f) target<=15 %@",
            added, fastest, cpuAdded, max(added, fastest, cpuAdded) <= 15 ? "met" : "NOT MET"))
    print(
        String(
            format: "map_panel_same_view_without_ms=%.1f with_ms=%.1f track_points_drawn=%d",
            median(mapWithout),
            median(mapWith), drawn))
    print(String(format: "activity_card_ms=%.1f card_png_with_track_ms=%.1f", median(activities), encoded))
} catch {
    FileHandle.standardError.write(Data("outdoor-card-track-bench: \(error)\n".utf8))
    exit(1)
}

/// The place line the bundled data computes at the benchmark's entry, without opening it again.
struct FixedPlace: PlaceLineSource {
    let line: String

    func place(at coordinate: Coordinate) throws -> PlaceLine? { PlaceLine.written(line) }

    func coarsePlace(at coordinate: Coordinate) throws -> CoarsePlace? {
        CoarsePlace(regionLine: "Basque Country, ES", countryName: "Spain")
    }
}
