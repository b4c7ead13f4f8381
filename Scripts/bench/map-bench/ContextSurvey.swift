import Foundation
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel

/// Real places of every kind a journal visits: coasts and fjords, open ocean, deserts, ice,
/// mountains, dense cities, islands and the 180th meridian (issue 24's review places among them).
let surveyPlaces: [(name: String, latitude: Double, longitude: Double)] = [
    ("Everest base camp", 28.0026, 86.8528), ("San Pedro de Atacama", -22.9087, -68.1997),
    ("Wadi Rum", 29.5765, 35.4197), ("Zermatt", 46.0207, 7.7491), ("Boulder", 40.015, -105.2705),
    ("Torres del Paine", -50.9423, -72.9682), ("McMurdo", -77.8419, 166.6863), ("mid-Atlantic", 30, -40),
    ("Lake Titicaca", -15.8402, -69.3375), ("Perito Moreno", -50.4967, -73.1378),
    ("Reykjavik", 64.1466, -21.9426), ("Longyearbyen", 78.2232, 15.6267), ("Reine", 67.9326, 13.0888),
    ("Alcala de Henares", 40.4818, -3.3636), ("Geirangerfjord", 62.1049, 7.0947),
    ("deep Sahara", 23.0, 12.0), ("Tamanrasset", 22.785, 5.5228), ("Empty Quarter", 20.0, 50.0),
    ("Gobi", 43.0, 105.0), ("Australian outback", -25.0, 133.0), ("Uluru", -25.3444, 131.0369),
    ("Amazon", -3.4, -62.0), ("Greenland ice sheet", 72.0, -40.0), ("North Pole", 89.9, 0),
    ("South Pole", -89.9, 0), ("Canadian Arctic", 75.0, -100.0), ("Siberia", 65.0, 120.0),
    ("Tokyo", 35.6762, 139.6503), ("Manhattan", 40.7831, -73.9712), ("Mumbai", 19.076, 72.8777),
    ("Cairo", 30.0444, 31.2357), ("Lagos", 6.5244, 3.3792), ("Sydney", -33.8688, 151.2093),
    ("Suva", -18.1248, 178.4501), ("Taveuni", -16.85, 179.95), ("Chukotka", 65.5, -179.9),
    ("Kiritimati", 1.87, -157.4), ("Honolulu", 21.3069, -157.8583), ("mid-Pacific", 0, -140),
    ("Indian Ocean", -30, 80), ("Southern Ocean", -60, 90), ("Tristan da Cunha", -37.0676, -12.3116),
    ("Kamchatka", 56.0, 160.0), ("Lofoten sea", 68.5, 10.0), ("Dead Sea", 31.5, 35.5),
    ("Bora Bora", -16.5004, -151.7415), ("Ushuaia", -54.8019, -68.3030), ("Svalbard east", 79.0, 25.0),
]

/// Renders every survey place on every entry card preset and prints what the maps say: the
/// share whose map names anything, names something a stranger knows or carries the locator
/// inset, names an area (country, sea, lake), shows land, and keeps the pin wholly inside.
func runContextSurvey(verbose: Bool) throws {
    let renderer = try makeRenderer()
    var total = 0
    var anyName = 0
    var contextName = 0
    var knownOrInset = 0
    var insets = 0
    var areaName = 0
    var pinInside = 0
    var ownTownNamed = 0
    var ownTownInFrame = 0
    var failures: [String] = []
    for place in surveyPlaces {
        let point = Coordinate(latitude: place.latitude, longitude: place.longitude)
        let found = try renderer.database.reverseGeocode(point)
        for panel in Panel.entryPanels {
            let request = MapRequest(
                width: panel.width, height: panel.height, scale: 2,
                overlays: [MapMarkers([MapPin(point, place: found?.placeLine.locality)])],
                showsAttribution: false)
            let d = try renderer.layout(request)
            total += 1
            let view = CGRect(x: 0, y: 0, width: panel.width, height: panel.height)
            let others = d.labels.filter { $0.role == .context }
            if !d.labels.isEmpty { anyName += 1 }
            if !others.isEmpty { contextName += 1 }
            let known = d.labels.contains(where: \.isWidelyKnown)
            if known || d.locatorFrame != nil { knownOrInset += 1 }
            if d.locatorFrame != nil { insets += 1 }
            if d.labels.contains(where: { $0.area != nil }) { areaName += 1 }
            let inside = d.markers.allSatisfy { view.contains($0.frame) }
            if inside { pinInside += 1 }
            if let town = found?.town {
                let p = d.viewport.project(town.coordinate)
                if view.insetBy(dx: 12, dy: 12).contains(CGPoint(x: p.x, y: p.y)) {
                    ownTownInFrame += 1
                    if d.labels.contains(where: { $0.role == .entryPlace }) { ownTownNamed += 1 }
                }
            }
            if !(known || d.locatorFrame != nil) || !inside {
                failures.append("\(place.name) on \(panel.name)")
            }
            if verbose {
                let names = d.labels.map(\.name).joined(separator: ", ")
                print(
                    "\(place.name) / \(panel.name): \(Int(d.viewport.widthKilometres.rounded())) km, "
                        + "\(d.locatorFrame == nil ? "" : "inset, ")names: \(names)")
            }
        }
    }
    func share(_ n: Int, _ of: Int) -> String {
        "\(n)/\(of) (\(of == 0 ? "-" : String(format: "%.1f%%", 100 * Double(n) / Double(of))))"
    }
    print("cards: \(surveyPlaces.count) places x \(Panel.entryPanels.count) presets = \(total)")
    print("map names anything:                        \(share(anyName, total))")
    print("map names something beside the entry:      \(share(contextName, total))")
    print("names a country, sea or lake:              \(share(areaName, total))")
    print("names what a stranger knows, or inset:     \(share(knownOrInset, total))")
    print("  of which with the locator inset:         \(share(insets, total))")
    print("pin wholly inside the panel:               \(share(pinInside, total))")
    print("entry's own town named when in frame:      \(share(ownTownNamed, ownTownInFrame))")
    if !failures.isEmpty { print("not said where or pin cut: " + failures.joined(separator: "; ")) }
}
