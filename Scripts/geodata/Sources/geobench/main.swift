import Foundation
import OutdoorGeo
import OutdoorModel

#if canImport(Glibc)
    import Glibc
#endif

// Times typical map data queries on the shipped files and prints the figures.
// Usage: geobench [DATA_DIR]   (default: Sources/OutdoorGeo/Data of this repository)

let processStart = Date()

func repositoryData() -> URL {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Sources/OutdoorGeo/Data")
}

/// Peak resident memory of this process so far, in megabytes.
func peakMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func milliseconds(since start: Date) -> Double { Date().timeIntervalSince(start) * 1000 }

/// Median and 95th percentile of `runs` timings of `body`, in milliseconds.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> (median: Double, p95: Double) {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = Date()
        try body()
        times.append(milliseconds(since: start))
    }
    times.sort()
    return (times[times.count / 2], times[min(times.count - 1, times.count * 95 / 100)])
}

/// Everything a 1080x540 map panel needs from the data: coast, rivers, borders and labels.
func panelQuery(_ db: GeoDatabase, _ view: MapViewport) throws -> (features: Int, points: Int) {
    var features = 0
    var points = 0
    for layer in GeoLayer.allCases {
        let found = try db.features(layer, in: view)
        features += found.count
        points += found.reduce(0) { $0 + $1.points.count }
    }
    features += try db.places(in: view, limit: 100).count
    return (features, points)
}

func run() throws {
    let directory =
        CommandLine.arguments.count > 1 ? URL(fileURLWithPath: CommandLine.arguments[1]) : repositoryData()
    let baseline = peakMegabytes()
    let bergen = try MapViewport(
        center: Coordinate(latitude: 60.3913, longitude: 5.3221), widthKilometres: 100, width: 1080,
        height: 540)
    let world = try MapViewport(
        center: Coordinate(latitude: 20, longitude: 0), widthKilometres: 40_000, width: 1080, height: 540)

    let openStart = Date()
    let db = try GeoDatabase(directory: directory)
    let first = try panelQuery(db, bergen)
    print(
        String(
            format:
                "first Bergen 100 km panel (open + level %@ query): %.2f ms (%.1f ms after process start), %d features, %d points",
            bergen.detailLevel().letter, milliseconds(since: openStart), milliseconds(since: processStart),
            first.features, first.points))

    let b = try measure(runs: 500) { _ = try panelQuery(db, bergen) }
    print(String(format: "Bergen 100 km panel, level h, warm: median %.3f ms, p95 %.3f ms", b.median, b.p95))
    let worldFirst = Date()
    let w0 = try panelQuery(db, world)
    print(
        String(
            format: "first world panel (level %@): %.2f ms, %d features, %d points",
            world.detailLevel().letter,
            milliseconds(since: worldFirst), w0.features, w0.points))
    let w = try measure(runs: 100) { _ = try panelQuery(db, world) }
    print(String(format: "world panel, level c, warm: median %.3f ms, p95 %.3f ms", w.median, w.p95))

    var random = SystemRandomNumberGenerator()
    var points: [Coordinate] = []
    for _ in 0..<1000 {
        // Uniform over the sphere's surface: most points are at sea.
        let lat = asin(Double.random(in: -1...1, using: &random)) * 180 / .pi
        points.append(Coordinate(latitude: lat, longitude: Double.random(in: -180..<180, using: &random)))
    }
    var named = 0
    let geocodeStart = Date()
    for p in points where try db.reverseGeocode(p) != nil { named += 1 }
    let geocodeTime = milliseconds(since: geocodeStart)
    var nominal = 0
    let zoneStart = Date()
    for p in points where try db.timeZone(for: p).isNominal { nominal += 1 }
    let zoneTime = milliseconds(since: zoneStart)
    print(
        String(
            format:
                "reverse geocoding 1,000 random points: %.1f ms (%d named); time zones: %.1f ms (%d nominal)",
            geocodeTime, named, zoneTime, nominal))

    var land: [Coordinate] = []
    let cities = try db.places(in: .world, limit: 1000)
    for city in cities {
        land.append(
            Coordinate(
                latitude: city.coordinate.latitude + Double.random(in: -0.2...0.2, using: &random),
                longitude: city.coordinate.longitude + Double.random(in: -0.2...0.2, using: &random)))
    }
    let landStart = Date()
    for p in land { _ = try db.reverseGeocode(p) }
    print(
        String(
            format: "reverse geocoding 1,000 points near the largest cities: %.1f ms",
            milliseconds(since: landStart)))

    print(
        String(format: "peak memory after the queries: %.1f MB (%.1f MB at start)", peakMegabytes(), baseline)
    )

    let validateStart = Date()
    let counts = try db.validate()
    print(
        String(
            format: "decoding every file completely: %.0f ms (%d features and places)",
            milliseconds(since: validateStart), counts.values.reduce(0, +)))
    print(String(format: "peak memory after decoding everything: %.1f MB", peakMegabytes()))
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("geobench: \(error)\n".utf8))
    exit(1)
}
