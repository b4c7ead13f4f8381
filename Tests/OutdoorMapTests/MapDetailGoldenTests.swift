import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorOSM
import TestSupport
import XCTest

/// Golden images of maps with imported OpenStreetMap detail (Goldens/map-detail-*.png), from the
/// two real extracts imported once per run: central Helsinki (with its coastline) and the
/// countryside north of Kotka (a motorway, small roads, forest, no coast).
///
/// Record with `GOLDEN_RECORD=1 swift test --filter MapDetailGoldenTests`.
final class MapDetailGoldenTests: XCTestCase {
    /// Kauppatori, the market square on Helsinki's South Harbour.
    static let kauppatori = Coordinate(latitude: 60.1675, longitude: 24.9527)
    /// A road junction in the Kotka extract.
    static let kotka = Coordinate(latitude: 60.530, longitude: 26.950)

    /// The folder the extracts are imported into (each test imports them: about 0.2 s).
    private var folder: TemporaryDirectory?

    override func setUpWithError() throws {
        let folder = try TemporaryDirectory(prefix: "outdoor-detail-goldens")
        let mapdata = MapDataFolder(url: folder.url)
        let root = RepositoryRoot.url
        _ = try DetailImport(folder: mapdata).run(
            path: root.appendingPathComponent("Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf").path,
            name: "helsinki")
        _ = try DetailImport(folder: mapdata).run(
            path: root.appendingPathComponent("Tests/OutdoorOSMTests/Resources/test.osm.pbf").path,
            name: "kotka")
        self.folder = folder
    }

    override func tearDown() {
        folder = nil
    }

    private func renderer() throws -> MapRenderer {
        let folder = try XCTUnwrap(folder)
        return MapRenderer(
            database: try GeoDatabase(directory: MapFixtures.dataDirectory),
            fonts: try FontLibrary(fontsDirectory: MapFixtures.fontsDirectory, mode: .hermetic),
            detail: DetailRegions(directory: folder.url))
    }

    /// A card's map panel (540 x 270 logical pixels at 2x) with a pin, as close as `kilometres`.
    private func cardPanel(_ pin: Coordinate, kilometres: Double, theme: MapTheme) -> MapRequest {
        MapRequest(
            width: 540, height: 270, scale: 2, theme: theme, overlays: [MapMarkers([MapPin(pin)])],
            minimumWidthKilometres: kilometres)
    }

    func testCardMapWithDetailLight() throws {
        let rendering = try renderer().renderWithDetails(
            cardPanel(Self.kauppatori, kilometres: 1.7, theme: .light))
        XCTAssertEqual(rendering.details.detailRegions, ["helsinki"])
        XCTAssertEqual(rendering.details.attribution?.contains(MapAttribution.openStreetMap), true)
        try Golden.verify(rendering.image, named: "map-detail-helsinki")
    }

    func testCardMapWithDetailDark() throws {
        let image = try renderer().render(cardPanel(Self.kauppatori, kilometres: 1.7, theme: .dark))
        try Golden.verify(image, named: "map-detail-helsinki-dark")
    }

    func testTenKilometreView() throws {
        let request = MapRequest(
            width: 1080, height: 540, view: .centered(Self.kauppatori, widthKilometres: 10),
            overlays: [MapMarkers([MapPin(Self.kauppatori)])])
        let rendering = try renderer().renderWithDetails(request)
        XCTAssertEqual(rendering.details.detailTier, .high)
        try Golden.verify(rendering.image, named: "map-detail-helsinki-10km")
    }

    func testCountrysideWithoutCoastline() throws {
        let rendering = try renderer().renderWithDetails(
            cardPanel(Self.kotka, kilometres: 2.5, theme: .light))
        XCTAssertEqual(rendering.details.detailRegions, ["kotka"])
        try Golden.verify(rendering.image, named: "map-detail-kotka")
    }
}
