import Foundation
import OutdoorGeo
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// The widths every survey place is drawn at, in kilometres.
let cartographyWidths: [Double] = [3, 10, 40, 100, 300]

/// The places the cartographer's review named (the first of `cartographyPlaces`).
let reviewPlaces = Set(cartographyPlaces.prefix(43).map(\.name))

/// One map of the survey: its name and request.
struct SurveyMap {
    var id: String
    var request: MapRequest
    /// The place's pin, for a card map (nil for trips and world views).
    var place: String?
}

/// Every map the survey draws: each place on a card's story panel at each width, the trips on
/// the summary panel, and the world views.
func cartographyMaps(database: GeoDatabase) throws -> [SurveyMap] {
    var maps: [SurveyMap] = []
    for place in cartographyPlaces {
        let point = Coordinate(latitude: place.latitude, longitude: place.longitude)
        let found = try database.reverseGeocode(point)
        for width in cartographyWidths {
            let request = MapRequest(
                width: Panel.story.width, height: Panel.story.height, scale: 2,
                view: .centered(point, widthKilometres: width),
                overlays: [MapMarkers([MapPin(point, place: found?.placeLine.locality)])],
                showsAttribution: false)
            maps.append(SurveyMap(id: "\(place.name) @\(Int(width)) km", request: request, place: place.name))
        }
    }
    // The review's places on the square card's tall panel too, where more of their
    // surroundings shows north and south (Tokyo from Yokohama, Seattle from Point Roberts).
    for place in cartographyPlaces where reviewPlaces.contains(place.name) {
        let point = Coordinate(latitude: place.latitude, longitude: place.longitude)
        let found = try database.reverseGeocode(point)
        for width in [100.0, 300] {
            let request = MapRequest(
                width: Panel.square.width, height: Panel.square.height, scale: 2,
                view: .centered(point, widthKilometres: width),
                overlays: [MapMarkers([MapPin(point, place: found?.placeLine.locality)])],
                showsAttribution: false)
            maps.append(
                SurveyMap(id: "\(place.name) square @\(Int(width)) km", request: request, place: place.name))
        }
    }
    for trip in cartographyTrips {
        let pins = trip.stops.enumerated().map {
            MapPin(Coordinate(latitude: $0.element.0, longitude: $0.element.1), mark: .number($0.offset + 1))
        }
        let request = MapRequest(
            width: Panel.summaryStory.width, height: Panel.summaryStory.height, scale: 2,
            overlays: [MapRoute(joining: pins), MapMarkers(pins)], showsAttribution: false)
        maps.append(SurveyMap(id: "trip \(trip.name)", request: request))
    }
    var polar = MapRequest.overview(of: polarEntries(), width: 1200, height: 800)
    polar.legend = "Journal · 13 entries · 2024 JAN 03 – 2025 DEC 28"
    maps.append(SurveyMap(id: "world polar entries", request: polar))
    maps.append(SurveyMap(id: "world empty", request: MapRequest(width: 1080, height: 540, view: .world)))
    return maps
}

/// WCAG relative luminance of a colour (sRGB).
func relativeLuminance(_ color: Color) -> Double {
    func channel(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
}

/// WCAG contrast ratio of two colours (1 to 21).
func contrastRatio(_ a: Color, _ b: Color) -> Double {
    let la = relativeLuminance(a)
    let lb = relativeLuminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

/// The fills that touch on a map, by name, in one style (urban areas and glaciers never do: both
/// lie on land, apart).
func touchingFills(_ style: MapStyle) -> [(String, Color, String, Color)] {
    [
        ("land", style.land, "water", style.water), ("land", style.land, "urban", style.urban),
        ("land", style.land, "glacier", style.glacier), ("water", style.water, "glacier", style.glacier),
        ("water", style.water, "urban", style.urban),
    ]
}

/// Renders every survey map's plan, measures it (`MapAudit`) and prints the counts the issue
/// asks for; `--write FILE` writes every map's placed labels with their positions, `--baseline
/// FILE` compares label counts with such a file written before.
func runCartographySurvey(arguments: [String]) throws {
    let renderer = try makeRenderer()
    let maps = try cartographyMaps(database: renderer.database)
    let verbose = arguments.contains("--verbose")
    var baseline: [String: Int] = [:]
    if let path = value(after: "--baseline", in: arguments) {
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        where line.hasPrefix("map\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count >= 3, let count = Int(fields[2]) { baseline[String(fields[1])] = count }
        }
    }
    var out = ""
    var totals = (major: 0, waterOutside: 0, inlets: 0, countries: 0, stops: 0, pins: 0, borderWater: 0)
    var labels = 0
    var waterNames = 0
    var borderPixels = 0
    var fewer: [String] = []
    var examples: [String: [String]] = [:]
    var audits: [String: MapAudit] = [:]
    let started = Date()
    func note(_ key: String, _ text: String) { examples[key, default: []].append(text) }
    for map in maps {
        let audit = try renderer.audit(map.request)
        audits[map.id] = audit
        totals.major += audit.unnamedMajorPlaces.count
        totals.waterOutside += audit.waterLabelsOutside.count
        totals.inlets += audit.oceanLabelsInInlets.count
        totals.countries += audit.countryLabelsOutside.count
        totals.stops += audit.unnamedEndStops.count
        totals.pins += audit.pinLabelsOutOfFrame.count
        totals.borderWater += audit.borderPixelsOverWater
        labels += audit.labelCount
        waterNames += audit.waterNames.count
        borderPixels += audit.borderPixels
        for place in audit.unnamedMajorPlaces { note("major", "\(place.name) on \(map.id)") }
        for name in audit.waterLabelsOutside { note("water", "\(name) on \(map.id)") }
        for name in audit.oceanLabelsInInlets { note("inlet", "\(name) on \(map.id)") }
        for name in audit.countryLabelsOutside { note("country", "\(name) on \(map.id)") }
        for pin in audit.unnamedEndStops { note("stop", "stop \(pin + 1) of \(map.id)") }
        for name in audit.pinLabelsOutOfFrame { note("pin", "\(name) on \(map.id)") }
        if audit.borderPixelsOverWater > 0 {
            note("border", "\(audit.borderPixelsOverWater) px on \(map.id)")
        }
        if let before = baseline[map.id], audit.labelCount < before {
            fewer.append("\(map.id): \(before) -> \(audit.labelCount)")
        }
        out += "map\t\(map.id)\t\(audit.labelCount)\t\(audit.waterNames.count)\t\(audit.borderPixels)"
        out += "\t\(Int(audit.details.viewport.widthKilometres.rounded()))\n"
        for label in audit.details.labels {
            let kind = label.area.map { "area \($0.kind)" } ?? "place \(label.role)"
            let f = label.frame
            out +=
                "label\t\(map.id)\t\(label.name)\t\(kind)\t\(Int(f.minX))\t\(Int(f.minY))\t\(Int(f.width))\t\(Int(f.height))\n"
        }
        if verbose {
            print("\(map.id): " + audit.details.labels.map(\.name).joined(separator: ", "))
        }
        // The review's own places, the trips and the world views as pictures, to look at.
        if let folder = value(after: "--images", in: arguments),
            map.place.map({ reviewPlaces.contains($0) }) ?? true
        {
            let file = map.id.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "@", with: "")
            let image = try renderer.render(map.request)
            try PNGEncoder.card.encode(image).write(
                to: URL(fileURLWithPath: folder).appendingPathComponent(file + ".png"))
        }
    }
    if let path = value(after: "--write", in: arguments) {
        try out.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote every map's labels to \(path)")
    }
    let continents = Set(cartographyPlaces.map(\.continent)).sorted()
    print(
        "maps: \(cartographyPlaces.count) places (\(continents.joined(separator: ", "))) x widths "
            + cartographyWidths.map { "\(Int($0))" }.joined(separator: "/")
            + " km, \(cartographyTrips.count) trips, 2 world views = \(maps.count)"
            + String(format: " (%.0f s)", Date().timeIntervalSince(started)))
    func line(_ title: String, _ value: Int, _ key: String) {
        print(title.padding(toLength: 64, withPad: " ", startingAt: 0) + "\(value)")
        for example in (examples[key] ?? []).prefix(verbose ? 1000 : 12) { print("    " + example) }
        let more = (examples[key]?.count ?? 0) - 12
        if !verbose, more > 0 { print("    ... and \(more) more") }
    }
    line("capitals and >= 500k places in frame, unnamed, a position free:", totals.major, "major")
    line("water labels outside the polygon they name (or on land):", totals.waterOutside, "water")
    line("ocean/sea labels in inlets (< 1/5 of the frame):", totals.inlets, "inlet")
    line("border pixels over water:", totals.borderWater, "border")
    line("country labels outside their country:", totals.countries, "country")
    line("unnamed first/last stops (town in frame):", totals.stops, "stop")
    line("pin-adjacent labels of towns whose dot is out of frame:", totals.pins, "pin")
    print("labels placed: \(labels) (\(String(format: "%.2f", Double(labels) / Double(maps.count))) a map)")
    print("water names placed: \(waterNames); border pixels drawn: \(borderPixels)")
    if !baseline.isEmpty {
        print("maps placing fewer labels than the baseline: \(fewer.count)")
        for item in fewer.prefix(verbose ? 1000 : 20) { print("    " + item) }
    }
    for (theme, style) in [("light", MapStyle.light), ("dark", MapStyle.dark)] {
        let pairs = touchingFills(style).map { a, ca, b, cb in
            "\(a)/\(b) " + String(format: "%.2f", contrastRatio(ca, cb))
        }
        print("contrast (\(theme)): " + pairs.joined(separator: ", "))
    }
    // The review's named cases: a place is asserted where its dot is in the frame.
    func named(_ id: String, _ name: String) -> Bool? {
        guard let audit = audits[id] else { return false }
        if audit.details.labels.contains(where: { $0.name == name }) { return true }
        let places = (try? renderer.database.places(in: audit.details.viewport, limit: 400)) ?? []
        return places.contains { $0.name == name } ? false : nil
    }
    func waterFaults(_ place: String) -> Bool? {
        cartographyWidths.reduce(0) { sum, width in
            let audit = audits["\(place) @\(Int(width)) km"]
            return sum + (audit?.oceanLabelsInInlets.count ?? 0) + (audit?.waterLabelsOutside.count ?? 0)
        } == 0
    }
    let cases: [(String, Bool?)] = [
        ("Cairo named on Giza @100 km", named("Giza @100 km", "Cairo")),
        ("Cairo named on Giza @300 km", named("Giza @300 km", "Cairo")),
        ("Tokyo named on Yokohama (square) @100 km", named("Yokohama square @100 km", "Tokyo")),
        ("Tokyo named on Yokohama (square) @300 km", named("Yokohama square @300 km", "Tokyo")),
        ("Copenhagen named on Malmö @40 km", named("Malmö @40 km", "Copenhagen")),
        ("Copenhagen named on Malmö @100 km", named("Malmö @100 km", "Copenhagen")),
        (
            "Vancouver named on Point Roberts (square) @100 km",
            named("Point Roberts square @100 km", "Vancouver")
        ),
        ("Seattle named on Point Roberts (square) @300 km", named("Point Roberts square @300 km", "Seattle")),
        (
            "Vancouver named on Point Roberts (square) @300 km",
            named("Point Roberts square @300 km", "Vancouver")
        ),
        ("Vancouver named on Point Roberts @300 km", named("Point Roberts @300 km", "Vancouver")),
        ("no misplaced water name at Venice's lagoon", waterFaults("Venice lagoon")),
        ("no misplaced water name on the Hudson", waterFaults("Hudson at Hoboken")),
        ("no misplaced water name in Victoria Harbour", waterFaults("Victoria Harbour")),
    ]
    for (title, ok) in cases {
        print(
            (ok == nil ? "(n/a)   " : ok == true ? "ok      " : "FAILED  ") + title
                + (ok == nil ? ": not in the frame" : ""))
    }
}
