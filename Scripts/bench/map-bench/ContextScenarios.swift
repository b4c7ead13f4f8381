import OutdoorMap
import OutdoorMapModel
import OutdoorModel

/// Map panels as the cards ask for them, in logical pixels at the cards' magnification (scale 2).
enum Panel {
    static let story = (width: 492, height: 240)
    static let square = (width: 233, height: 475)
    static let landscape = (width: 267, height: 150)
    static let summaryStory = (width: 480, height: 486)
    static let summarySquare = (width: 487, height: 219)
    /// The landscape card's map beside a photo: the lowest panel `CardMap.minimumPanelHeight` allows.
    static let landscapeWithPhoto = (width: 276, height: 100)
    /// The entry card panels, by preset name.
    static let entryPanels: [(name: String, width: Int, height: Int)] = [
        ("story", story.width, story.height), ("square", square.width, square.height),
        ("landscape", landscape.width, landscape.height),
        ("landscape-photo", landscapeWithPhoto.width, landscapeWithPhoto.height),
    ]

    /// A preset's panel ("story", "square", "landscape", "landscape-photo" or "WIDTHxHEIGHT").
    static func named(_ name: String) -> (width: Int, height: Int)? {
        if let panel = entryPanels.first(where: { $0.name == name }) { return (panel.width, panel.height) }
        let sides = name.split(separator: "x").compactMap { Int($0) }
        return sides.count == 2 ? (sides[0], sides[1]) : nil
    }
}

/// The places and trips (the cartographer's review): one pin on a card panel, trips on
/// summary panels, and the overview with entries at 78°N and 77°S.
func contextRequest(named name: String) -> MapRequest? {
    func card(_ lat: Double, _ lon: Double, _ line: String, _ panel: (width: Int, height: Int)) -> MapRequest
    {
        MapRequest(
            width: panel.width, height: panel.height, scale: 2,
            overlays: [
                MapMarkers([
                    MapPin(Coordinate(latitude: lat, longitude: lon), place: PlaceLine.written(line).locality)
                ])
            ],
            showsAttribution: false)
    }
    func summary(_ stops: [(Double, Double)], _ panel: (width: Int, height: Int)) -> MapRequest {
        let pins = stops.enumerated().map {
            MapPin(Coordinate(latitude: $0.element.0, longitude: $0.element.1), mark: .number($0.offset + 1))
        }
        return MapRequest(
            width: panel.width, height: panel.height, scale: 2,
            overlays: [MapRoute(joining: pins), MapMarkers(pins)], showsAttribution: false)
    }
    // "point:LAT,LON:PRESET:PLACE LINE" for any place on a card panel (`Panel.named`), the place
    // line optional.
    if name.hasPrefix("point:") {
        let parts = name.dropFirst(6).split(separator: ":")
        let numbers = parts.first?.split(separator: ",").compactMap { Double($0) } ?? []
        guard numbers.count == 2 else { return nil }
        let preset = parts.count > 1 ? String(parts[1]) : "story"
        guard let panel = Panel.named(preset) else { return nil }
        return card(numbers[0], numbers[1], parts.count > 2 ? String(parts[2]) : "", panel)
    }
    switch name {
    case "everest": return card(28.0026, 86.8528, "near Lobuche, Koshi, NP", Panel.story)
    case "torres": return card(-50.9423, -72.9682, "Magallanes, CL", Panel.square)
    case "zermatt": return card(46.0207, 7.7491, "Zermatt, Valais, CH", Panel.square)
    case "perito": return card(-50.4967, -73.1378, "near Lago Argentino, Santa Cruz, AR", Panel.square)
    case "titicaca": return card(-15.8402, -69.3375, "Lago Titicaca, La Paz, BO", Panel.square)
    case "reykjavik-landscape":
        return card(64.1466, -21.9426, "Reykjavík, Capital Region, IS", Panel.landscape)
    case "longyearbyen-square": return card(78.2232, 15.6267, "Longyearbyen, Svalbard, NO", Panel.square)
    case "sanpedro": return card(-22.9087, -68.1997, "San Pedro de Atacama, Antofagasta, CL", Panel.landscape)
    case "sanpedro-near":
        return card(-22.965, -68.2, "near San Pedro de Atacama, Antofagasta, CL", Panel.square)
    case "wadirum": return card(29.5765, 35.4197, "near Ad Dīsah, Aqaba, JO", Panel.square)
    case "mcmurdo": return card(-77.8419, 166.6863, "Antarctica", Panel.landscape)
    case "alcala": return card(40.4818, -3.3636, "Alcalá de Henares, Madrid, ES", Panel.landscape)
    case "atlantic": return card(30, -40, "", Panel.story)
    case "boulder-card": return card(40.015, -105.2705, "Boulder, Colorado, US", Panel.story)
    case "lofoten-400":
        return MapRequest(
            width: 1080, height: 540,
            view: .centered(Coordinate(latitude: 68.1, longitude: 14.2), widthKilometres: 400),
            overlays: [
                MapMarkers([
                    MapPin(
                        Coordinate(latitude: 67.9326, longitude: 13.0888),
                        place: PlaceLine.written("Reine, Nordland, NO").locality)
                ])
            ])
    case "world-polar":
        return MapRequest.overview(of: polarEntries(), width: 1200, height: 800)
    case "patagonia-trip": return summary(patagoniaTrip, Panel.summaryStory)
    case "patagonia-trip-square": return summary(patagoniaTrip, Panel.summarySquare)
    case "norway-trip": return summary(norwayTrip, Panel.summaryStory)
    case "japan-trip": return summary(japanTrip, Panel.summarySquare)
    default: return nil
    }
}

let contextScenarios = [
    "everest", "torres", "zermatt", "perito", "titicaca", "reykjavik-landscape", "longyearbyen-square",
    "world-polar", "patagonia-trip", "norway-trip",
]

/// Ten stops over about 1,900 km: Puerto Montt to Ushuaia.
let patagoniaTrip: [(Double, Double)] = [
    (-41.4693, -72.9424), (-42.4808, -73.7624), (-43.1887, -71.8676), (-45.5712, -72.0685),
    (-46.5413, -71.7243), (-49.3314, -72.8864), (-50.3379, -72.2648), (-50.9423, -72.9682),
    (-51.7308, -72.5062), (-54.8019, -68.3030),
]

/// Along Norway's coast: Bergen to the North Cape by Lofoten.
let norwayTrip: [(Double, Double)] = [
    (60.3913, 5.3221), (62.4722, 6.1495), (63.1105, 7.7279), (63.4305, 10.3951), (67.2804, 14.4049),
    (67.9326, 13.0888), (68.2343, 14.5683), (69.6492, 18.9553), (70.6634, 23.6821), (70.9821, 25.9704),
]

/// Japan from Sapporo to Naha.
let japanTrip: [(Double, Double)] = [
    (43.0621, 141.3544), (35.6762, 139.6503), (35.2324, 139.1069), (35.0116, 135.7681), (34.6851, 135.8048),
    (34.3853, 132.4553), (33.5904, 130.4017), (31.5966, 130.5571), (26.2124, 127.6809),
]

/// Entries on every continent, with Longyearbyen (78°N) and McMurdo (77°S).
func polarEntries() -> [Coordinate] {
    [
        (78.2232, 15.6267), (-77.8419, 166.6863), (60.3913, 5.3221), (64.1466, -21.9426), (40.015, -105.2705),
        (35.6762, 139.6503), (-33.8688, 151.2093), (-33.9249, 18.4241), (-34.6037, -58.3816),
        (-1.2921, 36.8219), (-50.9423, -72.9682), (28.0026, 86.8528), (46.0207, 7.7491),
    ].map { Coordinate(latitude: $0.0, longitude: $0.1) }
}
