// Map figures for OutdoorMap: first render in a fresh process, warm median and p95, peak memory.
// Build and run in release mode from the repository root:
//   swift build -c release --product outdoor-map-bench
//   .build/release/outdoor-map-bench                 # every scenario, the summary table
//   .build/release/outdoor-map-bench render bergen /tmp/bergen.png   # one image, to look at
// See README.md beside this file for what each figure means.
import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel

#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic nanoseconds, comparable across processes of one machine (CLOCK_MONOTONIC).
func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

let mainStart = monotonicNanoseconds()

/// The repository root, from this file's location, Scripts/bench/map-bench/main.swift (the bench is
/// run from a checkout).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let environment = ProcessInfo.processInfo.environment
let dataDirectory = URL(
    fileURLWithPath: environment["OUTDOOR_MAP_DATA"]
        ?? repositoryRoot.appendingPathComponent("Sources/OutdoorGeo/Data").path)
let fontsDirectory = environment["OUTDOOR_FONTS"] ?? repositoryRoot.appendingPathComponent("Fonts").path
let fontMode: FontLibrary.Mode = environment["OUTDOOR_MAP_HERMETIC"] == "1" ? .hermetic : .withSystemFallback

/// A value from /proc/self/status in kilobytes ("VmHWM", "VmRSS").
func procStatusKilobytes(_ key: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
        let digits = line.dropFirst(key.count + 1).filter(\.isNumber)
        return Int(digits) ?? -1
    }
    return -1
}

/// Milliseconds from this process's exec to now, from /proc/self/stat's start time (10 ms ticks).
func millisecondsSinceExec() -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
        let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name; starttime is field 22 overall, the 20th after ")".
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]),
        let uptime = Double(uptimeText.split(separator: " ").first ?? "")
    else { return nil }
    let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
    return (uptime - ticks / hertz) * 1000
}

func fmt(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

/// A small deterministic random generator (SplitMix64).
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// 1,000 journal positions: towns around Bergen, Boulder and Iceland, and a scatter over Europe.
func thousandEntries() -> [Coordinate] {
    var random = SeededRandom(state: 42)
    let centres = [
        (Coordinate(latitude: 60.39, longitude: 5.32), 0.6, 350),
        (Coordinate(latitude: 40.01, longitude: -105.27), 0.8, 250),
        (Coordinate(latitude: 64.5, longitude: -19.0), 1.5, 200),
        (Coordinate(latitude: 48.0, longitude: 10.0), 9.0, 200),
    ]
    var points: [Coordinate] = []
    for (centre, spread, count) in centres {
        for _ in 0..<count {
            points.append(
                Coordinate(
                    latitude: centre.latitude + Double.random(in: -spread...spread, using: &random) / 2,
                    longitude: centre.longitude + Double.random(in: -spread...spread, using: &random)))
        }
    }
    return points
}

/// A trip's overlays: its stops numbered in order, joined by the route.
func trip(_ stops: [Coordinate]) -> [any MapOverlay] {
    let pins = stops.enumerated().map { MapPin($0.element, mark: .number($0.offset + 1)) }
    return [MapRoute(joining: pins), MapMarkers(pins)]
}

/// The benchmark's scenarios: the card's 1080x540 map panel and the 1200x800 overview.
func request(named name: String, scale: Double) -> MapRequest? {
    switch name {
    case "bergen":
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            overlays: [MapMarkers([MapPin(Coordinate(latitude: 60.3913, longitude: 5.3221))])])
    case "boulder":
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            overlays: [MapMarkers([MapPin(Coordinate(latitude: 40.015, longitude: -105.2706))])])
    case "iceland-route":
        let stops = [
            Coordinate(latitude: 64.1355, longitude: -21.8954),
            Coordinate(latitude: 63.9331, longitude: -20.9971),
            Coordinate(latitude: 63.4186, longitude: -19.0060),
            Coordinate(latitude: 64.2539, longitude: -15.2082),
            Coordinate(latitude: 65.6835, longitude: -18.0878),
        ]
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            overlays: trip(stops))
    case "fiji":
        let stops = [
            Coordinate(latitude: -18.1368, longitude: 178.4253),
            Coordinate(latitude: -16.7792, longitude: 179.3322),
            Coordinate(latitude: -16.8450, longitude: 179.9820),
            Coordinate(latitude: -18.2170, longitude: -178.8010),
        ]
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            overlays: trip(stops))
    case "bergen-approx-dark":
        return MapRequest(
            width: 540, height: 270, scale: 2, theme: .dark,
            overlays: [
                MapMarkers([MapPin(Coordinate(latitude: 60.3913, longitude: 5.3221), precision: .approximate)]
                )
            ])
    case "bergen-dark-2x":
        return MapRequest(
            width: 540, height: 270, scale: 2, theme: .dark,
            overlays: [MapMarkers([MapPin(Coordinate(latitude: 60.3913, longitude: 5.3221))])])
    case "madrid":
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            overlays: [
                MapMarkers([
                    MapPin(
                        Coordinate(latitude: 40.447, longitude: -3.725),
                        place: PlaceLine.written("Madrid, ES").locality)
                ])
            ])
    case "alps-400":
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            view: .centered(Coordinate(latitude: 46.45, longitude: 9.3), widthKilometres: 400))
    case "boulder-300":
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            view: .centered(Coordinate(latitude: 40.015, longitude: -105.2706), widthKilometres: 300),
            overlays: [
                MapMarkers([
                    MapPin(
                        Coordinate(latitude: 40.015, longitude: -105.2706),
                        place: PlaceLine.written("Boulder, Colorado, US").locality
                    )
                ])
            ])
    case "dense-trip":
        return MapRequest(
            width: 1080, height: 540, scale: scale,
            overlays: trip(denseTrip()))
    case "bergen-radar":
        return withBergenRadar(request(named: "bergen", scale: scale))
    case "bergen-dark-2x-radar":
        return withBergenRadar(request(named: "bergen-dark-2x", scale: scale))
    case "world":
        return MapRequest.overview(of: [], width: 1080, height: 540, scale: scale)
    case "overview-1000":
        return MapRequest.overview(of: thousandEntries(), width: 1200, height: 800, scale: scale)
    case "dense-10km-detail", "dense-10km-bundled", "dense-5km-detail", "dense-20km-detail":
        // Card maps over the city-density stand-in (make-dense), with and without detail.
        let km = name.hasPrefix("dense-5km") ? 5.0 : name.hasPrefix("dense-20km") ? 20.0 : 10.0
        var r = MapRequest(
            width: 540, height: 270, scale: 2,
            overlays: [MapMarkers([MapPin(Coordinate(latitude: 60.1675, longitude: 24.9527))])],
            minimumWidthKilometres: km)
        r.showsDetail = name.hasSuffix("-detail")
        return r
    case "helsinki-detail", "helsinki-bundled", "kotka-detail", "kotka-bundled":
        // A card's map panel (540 x 270 at 2x) with imported detail, and the same map without it.
        let helsinki = name.hasPrefix("helsinki")
        var r = MapRequest(
            width: 540, height: 270, scale: 2,
            overlays: [
                MapMarkers([
                    MapPin(
                        helsinki
                            ? Coordinate(latitude: 60.1675, longitude: 24.9527)
                            : Coordinate(latitude: 60.530, longitude: 26.950))
                ])
            ],
            minimumWidthKilometres: helsinki ? 1.7 : 2.5)
        r.showsDetail = name.hasSuffix("-detail")
        return r
    default:
        // "survey:ID": one map of the cartography survey ("survey:Gibraltar @10 km").
        if name.hasPrefix("survey:"), let database = try? GeoDatabase(directory: dataDirectory) {
            let id = String(name.dropFirst(7))
            return (try? cartographyMaps(database: database))?.first { $0.id == id }?.request
        }
        return contextRequest(named: name)
    }
}

let scenarios =
    [
        "bergen", "boulder", "madrid", "iceland-route", "dense-trip", "fiji", "alps-400", "boulder-300",
        "world",
        "bergen-dark-2x", "overview-1000", "bergen-radar", "bergen-dark-2x-radar",
    ] + contextScenarios

/// A walk through the Dolomites: stops a few kilometres apart, ending where it began.
func denseTrip() -> [Coordinate] {
    [
        Coordinate(latitude: 46.5405, longitude: 12.1357), Coordinate(latitude: 46.5193, longitude: 12.0094),
        Coordinate(latitude: 46.5286, longitude: 12.0078), Coordinate(latitude: 46.5497, longitude: 11.9786),
        Coordinate(latitude: 46.5692, longitude: 11.9336), Coordinate(latitude: 46.5867, longitude: 11.9002),
        Coordinate(latitude: 46.5497, longitude: 11.8733), Coordinate(latitude: 46.5175, longitude: 11.8728),
        Coordinate(latitude: 46.4969, longitude: 11.8744), Coordinate(latitude: 46.5405, longitude: 12.1357),
    ]
}

/// Imported OpenStreetMap regions for the detail scenarios: the folder `OUTDOOR_BENCH_MAPDATA`
/// names (`Scripts/bench/run.sh mapdetail` imports the two real extracts into one), else none.
let benchDetail: DetailRegions = {
    guard let folder = ProcessInfo.processInfo.environment["OUTDOOR_BENCH_MAPDATA"] else { return .none }
    return DetailRegions(directory: URL(fileURLWithPath: folder, isDirectory: true))
}()

func makeRenderer() throws -> MapRenderer {
    MapRenderer(
        database: try GeoDatabase(directory: dataDirectory),
        fonts: try FontLibrary(fontsDirectory: fontsDirectory, mode: fontMode), detail: benchDetail)
}

/// Child mode: one first render in this fresh process, figures printed as one line of key=value.
func runFirst(_ name: String, launchedAt: UInt64?, scale: Double) throws {
    guard let request = request(named: name, scale: scale) else { throw BenchError.unknownScenario(name) }
    let hwmBefore = procStatusKilobytes("VmHWM")
    let start = monotonicNanoseconds()
    let renderer = try makeRenderer()
    let ready = monotonicNanoseconds()
    _ = try renderer.render(request)
    let end = monotonicNanoseconds()
    let sinceExec = millisecondsSinceExec() ?? -1
    let hwmAfter = procStatusKilobytes("VmHWM")
    var line =
        "setup_ms=\(fmt(Double(ready - start) / 1e6, 2)) render_ms=\(fmt(Double(end - ready) / 1e6, 2))"
    line += " since_main_ms=\(fmt(Double(end - mainStart) / 1e6, 2))"
    if let launchedAt { line += " since_launch_ms=\(fmt(Double(end - launchedAt) / 1e6, 2))" }
    line += " since_exec_ms=\(fmt(sinceExec, 0)) hwm_before_kb=\(hwmBefore) hwm_after_kb=\(hwmAfter)"
    print(line)
}

enum BenchError: Error, CustomStringConvertible {
    case unknownScenario(String)
    case child(String)
    var description: String {
        switch self {
        case .unknownScenario(let name):
            return "unknown scenario \(name); known: \(scenarios.joined(separator: ", "))"
        case .child(let message): return "child run failed: \(message)"
        }
    }
}

/// Runs `first <name>` in a fresh process of this executable and parses its figures.
func firstRunInChild(_ name: String, scale: Double) throws -> [String: Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let launchedAt = monotonicNanoseconds()
    process.arguments = ["first", name, "--launched-at", String(launchedAt), "--scale", String(scale)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else { throw BenchError.child(text) }
    var values: [String: Double] = [:]
    for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
        let parts = pair.split(separator: "=")
        if parts.count == 2, let v = Double(parts[1]) { values[String(parts[0])] = v }
    }
    return values
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count - 1)).rounded())))
    return sorted[index]
}

func runSummary(runs: Int, firstRuns: Int, scale: Double) throws {
    print(
        "outdoor-map-bench: fonts \(fontMode), scale \(fmt(scale, 0))x, \(runs) warm renders, "
            + "\(firstRuns) fresh processes each"
    )
    print("data \(dataDirectory.path)")
    print("")
    print("first render in a fresh process (median of \(firstRuns)): setup = font library + database open")
    print(
        "scenario        setup ms  render ms  since main ms  since launch ms  since exec ms"
            + "  peak RSS added MB"
    )
    for name in scenarios {
        var samples: [[String: Double]] = []
        for _ in 0..<firstRuns { samples.append(try firstRunInChild(name, scale: scale)) }
        func median(_ key: String) -> Double {
            percentile(samples.compactMap { $0[key] }.sorted(), 0.5)
        }
        let added = (median("hwm_after_kb") - median("hwm_before_kb")) / 1024
        print(
            name.padding(toLength: 16, withPad: " ", startingAt: 0)
                + fmt(median("setup_ms")).leftPad(8) + fmt(median("render_ms")).leftPad(11)
                + fmt(median("since_main_ms")).leftPad(15) + fmt(median("since_launch_ms")).leftPad(17)
                + fmt(median("since_exec_ms"), 0).leftPad(15) + fmt(added).leftPad(19))
    }

    print("")
    print("warm renders in one process (after one untimed render of each scenario)")
    print("scenario        median ms  p95 ms  min ms  level  labels  points")
    let hwmStart = procStatusKilobytes("VmHWM")
    let renderer = try makeRenderer()
    var requests: [(String, MapRequest)] = []
    for name in scenarios {
        guard let r = request(named: name, scale: scale) else { continue }
        requests.append((name, r))
        _ = try renderer.render(r)
    }
    for (name, r) in requests {
        var times: [Double] = []
        var details: MapRenderDetails?
        for _ in 0..<runs {
            let start = monotonicNanoseconds()
            let result = try renderer.renderWithDetails(r)
            times.append(Double(monotonicNanoseconds() - start) / 1e6)
            details = result.details
        }
        times.sort()
        print(
            name.padding(toLength: 16, withPad: " ", startingAt: 0) + fmt(percentile(times, 0.5)).leftPad(9)
                + fmt(percentile(times, 0.95)).leftPad(8) + fmt(times[0]).leftPad(8)
                + (details.map { $0.level.letter } ?? "?").leftPad(7)
                + String(details?.labels.count ?? 0).leftPad(8) + String(details?.pointsDrawn ?? 0).leftPad(8)
        )
    }
    // Clustering alone: the 1,000 entries projected into the overview's view.
    if let overview = request(named: "overview-1000", scale: scale) {
        let viewport = try renderer.renderWithDetails(overview).details.viewport
        let points = overview.overlays(of: MapMarkers.self).flatMap(\.pins).map {
            viewport.project($0.coordinate)
        }
        var times: [Double] = []
        var count = 0
        for _ in 0..<runs {
            let start = monotonicNanoseconds()
            count =
                PinClusterer.cluster(points, gap: 2) { n in
                    n == 1 ? 7 : min(11 + 2.6 * log2(Double(n)), 22) + 3.5
                }
                .count
            times.append(Double(monotonicNanoseconds() - start) / 1e6)
        }
        times.sort()
        print("")
        print(
            "clustering 1,000 pins into \(count) markers: median \(fmt(percentile(times, 0.5), 3)) ms, "
                + "p95 \(fmt(percentile(times, 0.95), 3)) ms")
    }
    let hwmEnd = procStatusKilobytes("VmHWM")
    print("")
    print(
        "peak RSS of this process: \(fmt(Double(hwmStart) / 1024)) MB before the renderer, "
            + "\(fmt(Double(hwmEnd) / 1024)) MB after all warm renders "
            + "(+\(fmt(Double(hwmEnd - hwmStart) / 1024)) MB)"
    )
}

extension String {
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

func value(after flag: String, in arguments: [String]) -> String? {
    guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let scale = value(after: "--scale", in: arguments).flatMap(Double.init) ?? 1
    switch arguments.first {
    case "first":
        guard arguments.count >= 2 else { throw BenchError.unknownScenario("") }
        try runFirst(
            arguments[1], launchedAt: value(after: "--launched-at", in: arguments).flatMap(UInt64.init),
            scale: scale)
    case "render":
        guard arguments.count >= 3, let r = request(named: arguments[1], scale: scale) else {
            throw BenchError.unknownScenario(arguments.count >= 2 ? arguments[1] : "")
        }
        let image = try makeRenderer().render(r)
        try PNGEncoder.card.encode(image).write(to: URL(fileURLWithPath: arguments[2]))
        print("wrote \(arguments[2])")
    case "loop":
        // For profilers: render one scenario many times in this process.
        guard arguments.count >= 2, let r = request(named: arguments[1], scale: scale) else {
            throw BenchError.unknownScenario(arguments.count >= 2 ? arguments[1] : "")
        }
        let renderer = try makeRenderer()
        let count = arguments.count >= 3 ? Int(arguments[2]) ?? 100 : 100
        for _ in 0..<count { _ = try renderer.render(r) }
    case "warm":
        // Median of N warm renders (and of N layouts) of each scenario named, in one process.
        let names = arguments.dropFirst().filter { !$0.hasPrefix("--") && Int($0) == nil }
        let count = value(after: "--runs", in: arguments).flatMap(Int.init) ?? 15
        let renderer = try makeRenderer()
        for name in names {
            guard let r = request(named: name, scale: scale) else { throw BenchError.unknownScenario(name) }
            _ = try renderer.render(r)
            var renders: [Double] = []
            var layouts: [Double] = []
            for _ in 0..<count {
                var start = monotonicNanoseconds()
                _ = try renderer.layout(r)
                layouts.append(Double(monotonicNanoseconds() - start) / 1e6)
                start = monotonicNanoseconds()
                _ = try renderer.render(r)
                renders.append(Double(monotonicNanoseconds() - start) / 1e6)
            }
            print(
                name.padding(toLength: 22, withPad: " ", startingAt: 0) + "render "
                    + fmt(percentile(renders.sorted(), 0.5)).leftPad(7) + " ms   layout "
                    + fmt(percentile(layouts.sorted(), 0.5)).leftPad(7) + " ms")
        }
    case "survey":
        if arguments.dropFirst().first == "cards" {
            // What the entry cards' maps say over a varied set of real places (issue 24).
            try runContextSurvey(verbose: arguments.contains("--verbose"))
        } else {
            // What a cartographer checks over places x widths, trips and world views (issue 35).
            try runCartographySurvey(arguments: arguments)
        }
    case "make-dense":
        // The city-density stand-in (DenseDetail.swift) from the imported Helsinki region.
        guard arguments.count >= 2 else { throw BenchError.unknownScenario("") }
        try writeDenseRegion(
            folder: URL(fileURLWithPath: arguments[1], isDirectory: true), source: "helsinki")
    case "details":
        guard arguments.count >= 2, let r = request(named: arguments[1], scale: scale) else {
            throw BenchError.unknownScenario(arguments.count >= 2 ? arguments[1] : "")
        }
        let d = try makeRenderer().renderWithDetails(r).details
        print(
            "view: centre \(d.viewport.center) width \(fmt(d.viewport.widthKilometres)) km, level \(d.level)")
        print("scale bar: \(d.scaleBar?.label ?? "none"); points drawn: \(d.pointsDrawn)")
        for label in d.labels {
            let what = label.place.map { "(\($0.population))" } ?? "(\(label.area?.kind.rawValue ?? 0))"
            print("label \(label.name) \(what) \(label.role) at \(label.frame)")
        }
        if let inset = d.locatorFrame { print("locator inset at \(inset)") }
        for marker in d.markers { print("marker \(marker.kind) x\(marker.count) at \(marker.position)") }
    default:
        let runs = value(after: "--runs", in: arguments).flatMap(Int.init) ?? 30
        let firstRuns = value(after: "--first-runs", in: arguments).flatMap(Int.init) ?? 5
        try runSummary(runs: runs, firstRuns: firstRuns, scale: scale)
        let frame = try bergenRadar.get().info
        print(
            "radar scenarios: a synthetic zoom-\(frame.zoom) frame of \(frame.pixelWidth)x\(frame.pixelHeight) pixels"
                + " (\(frame.byteCount / 1024) KB PNG), decoded and magnified on every render")
    }
} catch {
    FileHandle.standardError.write(Data("outdoor-map-bench: \(error)\n".utf8))
    exit(1)
}
