import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

@testable import OutdoorMap

/// Imported OpenStreetMap detail on maps: where it is drawn, what gives way to it, its credit and
/// its names, on a small region written here (the real extract's maps are in the golden tests).
final class MapDetailTests: XCTestCase {
    /// A square region on the coast east of Helsinki's centre (land to the north, sea to the south).
    static let bounds = GeoBox(west: 24.95, south: 60.15, east: 25.05, north: 60.20)
    static let centre = Coordinate(latitude: 60.175, longitude: 25.0)

    /// Writes the region: its coast (land north of 60.17), a wood, a lake, a road, a path, a
    /// peak, a hut and a village.
    static func makeRegion(in folder: URL, name: String = "test-coast") throws {
        let region = folder.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: region, withIntermediateDirectories: true)
        func ring(_ kind: DetailArea, _ pairs: [(Double, Double)]) -> GeoFeature {
            GeoFeature(
                kind: .detailArea(kind), points: pairs.map { Coordinate(latitude: $0.1, longitude: $0.0) },
                isClosed: true)
        }
        func line(_ kind: DetailWay, _ pairs: [(Double, Double)]) -> GeoFeature {
            GeoFeature(
                kind: .detailWay(kind), points: pairs.map { Coordinate(latitude: $0.1, longitude: $0.0) },
                isClosed: false)
        }
        let areas = [
            ring(.land, [(24.95, 60.17), (25.05, 60.17), (25.05, 60.20), (24.95, 60.20)]),
            ring(.wood, [(24.97, 60.18), (24.99, 60.18), (24.99, 60.19), (24.97, 60.19)]),
            ring(.water, [(25.01, 60.18), (25.03, 60.18), (25.03, 60.19), (25.01, 60.19)]),
        ]
        let ways = [
            line(.primary, [(24.95, 60.185), (25.05, 60.185)]),
            line(.path, [(25.0, 60.171), (25.0, 60.199)]),
        ]
        for tier in DetailTier.allCases {
            var areaWriter = try tier.writer(.detailAreas)
            var wayWriter = try tier.writer(.detailWays)
            for area in areas { try areaWriter.add(area) }
            for way in ways { try wayWriter.add(way) }
            try areaWriter.encoded().write(
                to: region.appendingPathComponent(
                    GeoDatabase.fileName(layer: .detailAreas, level: tier.level)))
            try wayWriter.encoded().write(
                to: region.appendingPathComponent(GeoDatabase.fileName(layer: .detailWays, level: tier.level))
            )
        }
        var points = DetailPointWriter()
        try points.add(
            DetailPoint(
                kind: .peak, name: "Testvuori", coordinate: Coordinate(latitude: 60.192, longitude: 24.985),
                elevation: 512))
        try points.add(
            DetailPoint(
                kind: .wildernessHut, name: "Testmaja",
                coordinate: Coordinate(latitude: 60.178, longitude: 25.02)))
        try points.add(
            DetailPoint(
                kind: .village, name: "Testby", coordinate: Coordinate(latitude: 60.188, longitude: 25.03)))
        try points.encoded().write(to: region.appendingPathComponent(GeoDatabase.detailPointsFileName))
        let info = DetailRegionInfo(
            name: name, sourceFile: "test.osm.pbf", sourceBytes: 1,
            importedAt: Date(timeIntervalSince1970: 0),
            bounds: bounds, hasCoastline: true, counts: [:])
        try info.encoded().write(to: region.appendingPathComponent(DetailRegionInfo.fileName))
    }

    /// A renderer over the shipped data and the test region.
    static func renderer(_ folder: TemporaryDirectory) throws -> MapRenderer {
        try makeRegion(in: folder.url)
        return MapRenderer(
            database: try GeoDatabase(directory: MapFixtures.dataDirectory),
            fonts: try FontLibrary(fontsDirectory: MapFixtures.fontsDirectory, mode: .hermetic),
            detail: DetailRegions(directory: folder.url))
    }

    func request(widthKilometres: Double, overlays: [any MapOverlay] = []) -> MapRequest {
        MapRequest(
            width: 600, height: 400, view: .centered(Self.centre, widthKilometres: widthKilometres),
            overlays: overlays)
    }

    func testDetailIsDrawnAndCreditedOnlyWhereAndWhenItReads() throws {
        let folder = try TemporaryDirectory()
        let renderer = try Self.renderer(folder)
        let close = try renderer.renderWithDetails(request(widthKilometres: 8))
        XCTAssertEqual(close.details.detailRegions, ["test-coast"])
        XCTAssertEqual(close.details.detailTier, .high)
        XCTAssertEqual(close.details.attribution?.contains(MapAttribution.openStreetMap), true)
        XCTAssertEqual(try renderer.layout(request(widthKilometres: 20)).detailTier, .intermediate)
        XCTAssertEqual(try renderer.layout(request(widthKilometres: 80)).detailTier, .low)

        // Too wide a view, a view elsewhere, or a request that turns it off: none, and no credit.
        var elsewhere = request(widthKilometres: 8)
        elsewhere.view = .centered(MapFixtures.bergen, widthKilometres: 8)
        var off = request(widthKilometres: 8)
        off.showsDetail = false
        for other in [request(widthKilometres: 400), elsewhere, off] {
            let details = try renderer.layout(other)
            XCTAssertEqual(details.detailRegions, [])
            XCTAssertEqual(details.attribution, MapAttribution.bundledData)
        }
    }

    func testRegionsOwnCoastRoadAndAreasArePainted() throws {
        let folder = try TemporaryDirectory()
        let renderer = try Self.renderer(folder)
        let request = request(widthKilometres: 8)
        let image = try renderer.renderWithDetails(request)
        let viewport = image.details.viewport
        func colour(_ c: Coordinate) -> (Int, Int, Int) {
            let p = viewport.project(c)
            let pixel = image.image.rgba(x: Int(p.x * request.scale), y: Int(p.y * request.scale))
            return (Int(pixel.r), Int(pixel.g), Int(pixel.b))
        }
        func rgb(_ color: Color) -> (Int, Int, Int) {
            (
                Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
                Int((color.blue * 255).rounded())
            )
        }
        let style = MapStyle.light
        // The region's own sea south of 60.17 and its land north of it, whatever the bundled coast says.
        XCTAssertTrue(close(colour(Coordinate(latitude: 60.160, longitude: 24.975)), rgb(style.water)))
        XCTAssertTrue(close(colour(Coordinate(latitude: 60.174, longitude: 24.96)), rgb(style.land)))
        XCTAssertTrue(close(colour(Coordinate(latitude: 60.1835, longitude: 24.98)), rgb(style.detail.wood)))
        XCTAssertTrue(close(colour(Coordinate(latitude: 60.1835, longitude: 25.02)), rgb(style.water)))
        XCTAssertTrue(
            close(colour(Coordinate(latitude: 60.185, longitude: 24.955)), rgb(style.detail.majorRoad)))
    }

    func testPeaksHutsAndVillagesAreNamedThroughTheLabelEngine() throws {
        let folder = try TemporaryDirectory()
        let renderer = try Self.renderer(folder)
        let details = try renderer.layout(request(widthKilometres: 8))
        let names = details.labels.compactMap(\.place).map(\.name)
        XCTAssertTrue(names.contains("Testvuori"), "\(names)")
        XCTAssertTrue(names.contains("Testmaja"), "\(names)")
        XCTAssertTrue(names.contains("Testby"), "\(names)")
        let peak = try XCTUnwrap(details.labels.first { $0.place?.name == "Testvuori" })
        XCTAssertEqual(peak.place?.detail, .peak)
        XCTAssertEqual(peak.place?.elevation, 512)
        // Each name once.
        XCTAssertEqual(names.count, Set(names).count)
    }

    func testHeightsFollowTheUnits() {
        let peak = Place(
            name: "Matterhorn", coordinate: Coordinate(latitude: 45.9763, longitude: 7.6586), population: 0,
            countryCode: "", detail: .peak, elevation: 4478)
        XCTAssertEqual(MapRenderer.labelText(of: peak, units: .metric), "Matterhorn 4,478 m")
        XCTAssertEqual(MapRenderer.labelText(of: peak, units: .imperial), "Matterhorn 14,692 ft")
        var village = peak
        village.detail = .village
        XCTAssertEqual(MapRenderer.labelText(of: village, units: .metric), "Matterhorn")
    }

    func testAMapThatWithholdsAnythingDrawsNoDetail() throws {
        let folder = try TemporaryDirectory()
        let renderer = try Self.renderer(folder)
        let withheld = MapWithheldAreas([MapWithheldAreas.Area(center: Self.centre, radiusKilometres: 64.5)])
        let details = try renderer.layout(request(widthKilometres: 8, overlays: [withheld]))
        XCTAssertEqual(details.detailRegions, [])
        XCTAssertFalse(details.labels.contains { $0.place?.detail != nil })
        XCTAssertEqual(details.attribution, MapAttribution.bundledData)
    }

    func testLabelsKnowTheRegionsOwnLandAndWater() throws {
        // A 600 x 400 view over open sea: the bundled coast has no land here at all.
        let viewport = try MapViewport(
            center: MapFixtures.openAtlantic, widthKilometres: 8, width: 600, height: 400)
        let projector = MapProjector(viewport: viewport, tolerance: 0)
        let box = viewport.visibleBox
        let middle = (box.west + box.east) / 2
        func ring(_ kind: DetailArea, west: Double, east: Double) -> GeoFeature {
            GeoFeature(
                kind: .detailArea(kind),
                points: [
                    Coordinate(latitude: box.south, longitude: west),
                    Coordinate(latitude: box.south, longitude: east),
                    Coordinate(latitude: box.north, longitude: east),
                    Coordinate(latitude: box.north, longitude: west),
                ], isClosed: true)
        }
        // The region covers the whole view; its land is the west half, with a lake in its west quarter.
        let plan = DetailPlan(
            tier: .high, regions: ["r"], covered: [CGRect(x: 0, y: 0, width: 600, height: 400)],
            coasts: [CGRect(x: 0, y: 0, width: 600, height: 400)],
            areas: [
                ring(.land, west: box.west - 1, east: middle),
                ring(.water, west: box.west - 1, east: (box.west + middle) / 2),
            ], ways: [], places: [])
        let bundled = LandMask(features: [], projector: projector, width: 600, height: 400, cellSize: 2)
        let mask = LandMask(
            features: [], projector: projector, width: 600, height: 400, cellSize: 2, detail: plan)
        XCTAssertFalse(bundled.isLand(CGPoint(x: 225, y: 200)))
        XCTAssertTrue(mask.isLand(CGPoint(x: 225, y: 200)))
        XCTAssertFalse(mask.isLand(CGPoint(x: 75, y: 200)))
        XCTAssertFalse(mask.isLand(CGPoint(x: 450, y: 200)))
        XCTAssertEqual(mask.landFraction, 0.25, accuracy: 0.02)
    }

    private func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int), tolerance: Int = 6) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }
}
