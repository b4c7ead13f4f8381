import Foundation
import OutdoorGeo
import OutdoorModel

#if canImport(Glibc)
    import Glibc
#endif

// Times typical map data queries on the shipped files and prints the figures.
// Usage: geobench [DATA_DIR]   (default: Sources/OutdoorGeo/Data of this repository)
//        geobench --line LAT,LON [LAT,LON ...]   prints the place line, region line and what is near

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

/// A small deterministic generator (SplitMix64), so every run times the same points.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Prints what the data says about each "LAT,LON" argument.
func printLines(_ arguments: [String], db: GeoDatabase) throws {
    for argument in arguments {
        let parts = argument.split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2 else { throw GeoDataError.invalidQuery("\(argument) is not LAT,LON") }
        let c = Coordinate(latitude: parts[0], longitude: parts[1])
        let result = try db.reverseGeocode(c)
        let region = try db.regionLine(for: c)
        let near = try db.namedFeatures(within: 25, of: c).prefix(6).map {
            String(format: "%@ %.1f km", $0.name, $0.distanceKilometres)
        }
        print(
            "\(argument): \(result?.displayName ?? "(no place)") [\(result?.relation.rawValue ?? "-")]; "
                + "region line: \(region?.text ?? "-"); within 25 km: \(near.joined(separator: ", "))")
    }
}

/// Reverse geocoding: one point warm (median and p95), and 10,000 points in a row.
func timeReverseGeocoding(_ db: GeoDatabase) throws {
    var random = SeededGenerator(state: 23)
    // Points where people take photos: within 30 km of a place of the data.
    let towns = try db.places(in: .world, limit: 20_000)
    var land: [Coordinate] = []
    for _ in 0..<10_000 {
        let town = towns[Int.random(in: 0..<towns.count, using: &random)]
        land.append(
            Coordinate(
                latitude: max(
                    -90, min(90, town.coordinate.latitude + Double.random(in: -0.25...0.25, using: &random))),
                longitude: max(
                    -180, min(180, town.coordinate.longitude + Double.random(in: -0.3...0.3, using: &random)))
            ))
    }
    var sphere: [Coordinate] = []
    for _ in 0..<10_000 {
        let lat = asin(Double.random(in: -1...1, using: &random)) * 180 / .pi
        sphere.append(Coordinate(latitude: lat, longitude: Double.random(in: -180..<180, using: &random)))
    }
    // Warm: every file mapped and the pages of the first 1,000 points read once.
    for p in land.prefix(1000) { _ = try db.reverseGeocode(p) }
    var times: [Double] = []
    for p in land.prefix(1000) {
        let start = Date()
        _ = try db.reverseGeocode(p)
        times.append(milliseconds(since: start))
    }
    times.sort()
    print(
        String(
            format:
                "reverse geocoding one point near a town, warm: median %.3f ms, p95 %.3f ms, max %.3f ms (target <= 2 ms)",
            times[times.count / 2], times[times.count * 95 / 100], times[times.count - 1]))
    var named = 0
    let landStart = Date()
    for p in land where try db.reverseGeocode(p) != nil { named += 1 }
    print(
        String(
            format:
                "reverse geocoding 10,000 points near towns: %.0f ms (%d with a place line) (target <= 2000 ms)",
            milliseconds(since: landStart), named))
    named = 0
    let sphereStart = Date()
    for p in sphere where try db.reverseGeocode(p) != nil { named += 1 }
    print(
        String(
            format: "reverse geocoding 10,000 points uniform on the sphere: %.0f ms (%d with a place line)",
            milliseconds(since: sphereStart), named))
    let featureStart = Date()
    var features = 0
    for p in land.prefix(1000) { features += try db.namedFeatures(within: 25, of: p).count }
    print(
        String(
            format:
                "every named place or lake within 25 km, 1,000 points near towns: %.0f ms (%.0f names per point)",
            milliseconds(since: featureStart), Double(features) / 1000))
}

func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var lines: [String] = []
    if let i = arguments.firstIndex(of: "--line") {
        lines = Array(arguments[(i + 1)...])
        arguments = Array(arguments[..<i])
    }
    let directory = arguments.first.map { URL(fileURLWithPath: $0) } ?? repositoryData()
    if !lines.isEmpty {
        try printLines(lines, db: try GeoDatabase(directory: directory))
        return
    }
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

    try timeReverseGeocoding(db)

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
