import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import TestSupport

/// Shared inputs for the map tests: the shipped data, the bundled fonts, known places.
enum MapFixtures {
    /// Pins for the stops of a trip, numbered from 1 in order.
    static func numberedPins(_ stops: [Coordinate]) -> [MapPin] {
        stops.enumerated().map { MapPin($0.element, mark: .number($0.offset + 1)) }
    }

    /// A trip's overlays: `pins` marked, joined in order by the route.
    static func trip(_ pins: [MapPin]) -> [any MapOverlay] {
        [MapRoute(joining: pins), MapMarkers(pins)]
    }

    /// The repository's map data folder.
    static var dataDirectory: URL {
        RepositoryRoot.url.appendingPathComponent("Sources/OutdoorGeo/Data", isDirectory: true)
    }

    /// The repository's Fonts folder.
    static var fontsDirectory: String { RepositoryRoot.url.appendingPathComponent("Fonts").path }

    /// A renderer over the shipped data with the bundled fonts only (identical pixels everywhere).
    static func renderer() throws -> MapRenderer {
        MapRenderer(
            database: try GeoDatabase(directory: dataDirectory),
            fonts: try FontLibrary(fontsDirectory: fontsDirectory, mode: .hermetic))
    }

    /// The calling thread's renderer from `renderer()`, made at its first use on that thread (a
    /// renderer is not `Sendable`: each thread has its own).
    static func threadRenderer() throws -> MapRenderer {
        let key = "MapFixtures.renderer"
        if let renderer = Thread.current.threadDictionary[key] as? MapRenderer { return renderer }
        let renderer = try renderer()
        Thread.current.threadDictionary[key] = renderer
        return renderer
    }

    static let bergen = Coordinate(latitude: 60.3913, longitude: 5.3221)
    static let boulder = Coordinate(latitude: 40.01499, longitude: -105.27055)
    static let longyearbyen = Coordinate(latitude: 78.22334, longitude: 15.64689)
    static let openAtlantic = Coordinate(latitude: 30, longitude: -40)
    /// An entry in Madrid's north-west (Ciudad Universitaria), 4 km from the city's GeoNames point.
    static let madrid = Coordinate(latitude: 40.447, longitude: -3.725)
    /// A walk through the Dolomites from Cortina and back: stops a few kilometres apart.
    static let denseTrip = [
        Coordinate(latitude: 46.5405, longitude: 12.1357), Coordinate(latitude: 46.5193, longitude: 12.0094),
        Coordinate(latitude: 46.5286, longitude: 12.0078), Coordinate(latitude: 46.5497, longitude: 11.9786),
        Coordinate(latitude: 46.5692, longitude: 11.9336), Coordinate(latitude: 46.5867, longitude: 11.9002),
        Coordinate(latitude: 46.5497, longitude: 11.8733), Coordinate(latitude: 46.5175, longitude: 11.8728),
        Coordinate(latitude: 46.4969, longitude: 11.8744), Coordinate(latitude: 46.5405, longitude: 12.1357),
    ]
    /// Interlaken, between Lake Thun and Lake Brienz.
    static let interlaken = Coordinate(latitude: 46.6863, longitude: 7.8632)
    /// A trip across Iceland: Reykjavik, Selfoss, Vik, Hofn, Akureyri.
    static let iceland = [
        Coordinate(latitude: 64.1355, longitude: -21.8954),
        Coordinate(latitude: 63.9331, longitude: -20.9971),
        Coordinate(latitude: 63.4186, longitude: -19.0060),
        Coordinate(latitude: 64.2539, longitude: -15.2082),
        Coordinate(latitude: 65.6835, longitude: -18.0878),
    ]
    /// Suva, Savusavu, Taveuni (on the 180th meridian) and Lakeba in the Lau group (west longitude).
    static let fiji = [
        Coordinate(latitude: -18.1368, longitude: 178.4253),
        Coordinate(latitude: -16.7792, longitude: 179.3322),
        Coordinate(latitude: -16.8450, longitude: 179.9820),
        Coordinate(latitude: -18.2170, longitude: -178.8010),
    ]

    /// 1,000 journal positions: towns around Bergen, Boulder and Iceland, and a scatter over Europe.
    static func thousandEntries() -> [Coordinate] {
        var random = SeededRandom(seed: 42)
        let groups: [(center: Coordinate, spread: Double, count: Int)] = [
            (Coordinate(latitude: 60.39, longitude: 5.32), 0.6, 350),
            (Coordinate(latitude: 40.01, longitude: -105.27), 0.8, 250),
            (Coordinate(latitude: 64.5, longitude: -19.0), 1.5, 200),
            (Coordinate(latitude: 48.0, longitude: 10.0), 9.0, 200),
        ]
        var points: [Coordinate] = []
        for group in groups {
            for _ in 0..<group.count {
                points.append(
                    Coordinate(
                        latitude: group.center.latitude
                            + Double.random(in: -group.spread...group.spread, using: &random) / 2,
                        longitude: group.center.longitude
                            + Double.random(in: -group.spread...group.spread, using: &random)))
            }
        }
        return points
    }
}

extension MapRequest {
    /// Every pin of the request's markers, as the tests check what was asked for.
    var pins: [MapPin] { overlays(of: MapMarkers.self).flatMap(\.pins) }
}
