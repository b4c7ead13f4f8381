import OutdoorGeo
import OutdoorModel
import XCTest

final class GeometryTests: XCTestCase {
    func testBoxInsideTheWorldIsOnePiece() {
        let box = GeoBox(west: 4, south: 59, east: 7, north: 61)
        XCTAssertEqual(box.wrappedPieces(), [GeoBox.Piece(box: box, longitudeShift: 0)])
        XCTAssertEqual(GeoBox.world.wrappedPieces(), [GeoBox.Piece(box: .world, longitudeShift: 0)])
    }

    func testBoxAcrossTheAntimeridianSplits() {
        let east = GeoBox(west: 170, south: -20, east: 190, north: -10).wrappedPieces()
        XCTAssertEqual(
            east,
            [
                GeoBox.Piece(box: GeoBox(west: 170, south: -20, east: 180, north: -10), longitudeShift: 0),
                GeoBox.Piece(
                    box: GeoBox(west: -180, south: -20, east: -170, north: -10), longitudeShift: 360),
            ])
        let west = GeoBox(west: -190, south: 0, east: -170, north: 1).wrappedPieces()
        XCTAssertEqual(
            west,
            [
                GeoBox.Piece(box: GeoBox(west: 170, south: 0, east: 180, north: 1), longitudeShift: -360),
                GeoBox.Piece(box: GeoBox(west: -180, south: 0, east: -170, north: 1), longitudeShift: 0),
            ])
        // Entirely in the next copy of the world.
        XCTAssertEqual(
            GeoBox(west: 200, south: 0, east: 210, north: 1).wrappedPieces(),
            [GeoBox.Piece(box: GeoBox(west: -160, south: 0, east: -150, north: 1), longitudeShift: 360)])
    }

    func testWideAndInvalidBoxes() {
        let wide = GeoBox(west: -200, south: -100, east: 200, north: 100).wrappedPieces()
        XCTAssertEqual(wide.map(\.longitudeShift), [-360, 0, 360])
        XCTAssertEqual(wide[1].box, .world)
        XCTAssertTrue(GeoBox(west: 5, south: 0, east: 4, north: 1).wrappedPieces().isEmpty)
        XCTAssertTrue(GeoBox(west: .nan, south: 0, east: 4, north: 1).wrappedPieces().isEmpty)
        XCTAssertTrue(GeoBox(west: 0, south: 0, east: 1e6, north: 1).wrappedPieces().isEmpty)
        XCTAssertTrue(GeoBox(west: 0, south: 91, east: 1, north: 95).wrappedPieces().isEmpty)
    }

    func testIntersectionCountsEdges() {
        let a = GeoBox(west: 0, south: 0, east: 1, north: 1)
        XCTAssertTrue(a.intersects(GeoBox(west: 1, south: 1, east: 2, north: 2)))
        XCTAssertFalse(a.intersects(GeoBox(west: 1.0001, south: 0, east: 2, north: 1)))
        XCTAssertTrue(a.contains(Coordinate(latitude: 1, longitude: 0)))
        XCTAssertFalse(a.contains(Coordinate(latitude: 1.1, longitude: 0)))
        XCTAssertEqual(
            GeoBox.enclosing([Coordinate(latitude: 3, longitude: -2), Coordinate(latitude: -1, longitude: 5)]
            ),
            GeoBox(west: -2, south: -1, east: 5, north: 3))
        XCTAssertNil(GeoBox.enclosing([]))
    }

    private func square(hidden: [Int]) -> GeoFeature {
        GeoFeature(
            kind: .coast(.land),
            points: [
                Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1),
                Coordinate(latitude: 1, longitude: 1), Coordinate(latitude: 1, longitude: 0),
            ], isClosed: true, hiddenEdges: hidden)
    }

    func testStrokeRunsOfARingWithoutSeamsCloseTheRing() {
        let runs = square(hidden: []).strokeRuns
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual(runs[0].count, 5)
        XCTAssertEqual(runs[0].first, runs[0].last)
    }

    func testStrokeRunsSkipHiddenEdges() {
        // Edge 1 runs (0,1)-(1,1) in lat/lon: hidden. The rest is one run from point 2 round to point 1.
        let one = square(hidden: [1]).strokeRuns
        XCTAssertEqual(one.count, 1)
        XCTAssertEqual(one[0].map(\.longitude), [1, 0, 0, 1])
        XCTAssertEqual(one[0].map(\.latitude), [1, 1, 0, 0])
        // Two opposite hidden edges leave two separate runs.
        let two = square(hidden: [0, 2]).strokeRuns
        XCTAssertEqual(two.count, 2)
        XCTAssertTrue(two.allSatisfy { $0.count == 2 })
        // All edges hidden: nothing to stroke (a cell fully inside land).
        XCTAssertTrue(square(hidden: [0, 1, 2, 3]).strokeRuns.isEmpty)
    }

    func testStrokeRunsOfLines() {
        let line = GeoFeature(
            kind: .river(.minor),
            points: (0..<4).map { Coordinate(latitude: 0, longitude: Double($0)) }, isClosed: false,
            hiddenEdges: [1])
        XCTAssertEqual(line.strokeRuns.map { $0.map(\.longitude) }, [[0, 1], [2, 3]])
        XCTAssertEqual(line.edgeCount, 3)
        let whole = GeoFeature(kind: .border(.national), points: line.points, isClosed: false)
        XCTAssertEqual(whole.strokeRuns, [line.points])
    }

    func testKindsAndCodes() {
        for layer in GeoLayer.allCases {
            for code in UInt8(0)...UInt8(20) {
                guard let kind = GeoFeatureKind(layer: layer, code: code) else { continue }
                XCTAssertEqual(kind.layer, layer)
                XCTAssertEqual(kind.code, code)
            }
        }
        XCTAssertNil(GeoFeatureKind(layer: .coast, code: 0))
        XCTAssertNil(GeoFeatureKind(layer: .coast, code: 5))
        XCTAssertNil(GeoFeatureKind(layer: .rivers, code: 11))
        XCTAssertNil(GeoFeatureKind(layer: .borders, code: 6))
        XCTAssertNil(GeoFeatureKind(layer: .borders, code: 64))
        XCTAssertEqual(GeoFeatureKind(layer: .borders, code: 4), .border(.disputed))
        XCTAssertEqual(GeoFeatureKind(layer: .borders, code: 42), .border(.region(areaClass: 10)))
        XCTAssertEqual(BorderKind.region(areaClass: 10).smallerRegionSquareKilometres, 1024)
        XCTAssertEqual(GeoFeatureKind(layer: .rivers, code: 0), .river(.riverLake))
        XCTAssertTrue(RiverClass.intermittentMinor.isIntermittent)
        XCTAssertTrue(RiverClass.irrigationCanal.isCanal)
        XCTAssertEqual(RiverClass.permanentMajor.rank, 1)
        XCTAssertTrue(CoastLevel.lake.isWater)
        XCTAssertFalse(CoastLevel.islandInLake.isWater)
    }

    func testShiftedFeature() {
        let moved = square(hidden: [2]).shifted(byLongitude: 360)
        XCTAssertEqual(moved.points.map(\.longitude), [360, 361, 361, 360])
        XCTAssertEqual(moved.hiddenEdges, [2])
    }
}
