import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

final class FeatureFormatTests: XCTestCase {
    func testRoundTripKeepsPointsKindsAndSeams() throws {
        let dir = try TemporaryDirectory()
        let island = GeoFixtures.ring(.coast(.land), [(5.1, 60.1), (5.4, 60.15), (5.35, 60.4), (5.12, 60.3)])
        let lake = GeoFixtures.ring(.coast(.lake), [(5.2, 60.2), (5.25, 60.2), (5.25, 60.25)], hidden: [2])
        let river = GeoFixtures.line(.river(.permanentMajor), [(5.5, 60.5), (5.6, 60.55), (5.7, 60.52)])
        try GeoFixtures.write([island, lake], layer: .coast, level: .high, into: dir)
        try GeoFixtures.write([river], layer: .rivers, level: .high, into: dir)
        let db = try GeoDatabase(directory: dir.url)

        let coast = try db.features(.coast, level: .high, in: .world)
        XCTAssertEqual(coast.count, 2)
        // Land comes before lakes in a cell, whatever the order of writing.
        XCTAssertEqual(coast.map(\.kind), [.coast(.land), .coast(.lake)])
        for (read, written) in zip(coast, [island, lake]) {
            XCTAssertTrue(read.isClosed)
            XCTAssertEqual(read.hiddenEdges, written.hiddenEdges)
            XCTAssertEqual(read.points.count, written.points.count)
            for (a, b) in zip(read.points, written.points) {
                XCTAssertEqual(a.latitude, b.latitude, accuracy: 0.0005)
                XCTAssertEqual(a.longitude, b.longitude, accuracy: 0.0005)
            }
        }
        let rivers = try db.features(.rivers, level: .high, in: .world)
        XCTAssertEqual(rivers.count, 1)
        XCTAssertEqual(rivers.first?.kind, .river(.permanentMajor))
        XCTAssertEqual(rivers.first?.isClosed, false)
        XCTAssertEqual(rivers.first?.points.map(\.longitude) ?? [], [5.5, 5.6, 5.7], accuracy: 1e-9)
        XCTAssertEqual(db.availableLevels(.coast), [.high])
        XCTAssertEqual(db.availableLevels(.borders), [])
        XCTAssertEqual(GeoDatabase.fileName(layer: .coast, level: .high), "coast-h.oug")
    }

    func testLargePolygonIsCutIntoCellPiecesWithHiddenSeams() throws {
        let dir = try TemporaryDirectory()
        // 2.5 x 1.5 degrees over 1-degree cells: 3 x 2 pieces.
        let big = GeoFixtures.rectangle(.coast(.land), west: 10.25, south: 45.25, east: 12.75, north: 46.75)
        let writer = try GeoFixtures.write([big], layer: .coast, level: .high, into: dir)
        XCTAssertEqual(writer.pieceCount, 6)
        let pieces = try GeoDatabase(directory: dir.url).features(.coast, level: .high, in: .world)
        XCTAssertEqual(pieces.count, 6)
        XCTAssertEqual(pieces.map { GeoFixtures.area($0.points) }.reduce(0, +), 2.5 * 1.5, accuracy: 1e-6)
        for piece in pieces {
            let bounds = try XCTUnwrap(piece.bounds)
            // Each piece lies in one cell.
            XCTAssertEqual(floor(bounds.west), floor(bounds.east - 1e-9))
            XCTAssertEqual(floor(bounds.south), floor(bounds.north - 1e-9))
            // Exactly the edges on interior grid lines are hidden; the rectangle's own edges are not.
            for edge in 0..<piece.edgeCount {
                let a = piece.points[edge]
                let b = piece.points[(edge + 1) % piece.points.count]
                let onCut =
                    (a.longitude == b.longitude && [11.0, 12.0].contains(a.longitude))
                    || (a.latitude == b.latitude && a.latitude == 46)
                XCTAssertEqual(piece.hiddenEdges.contains(edge), onCut, "edge \(edge) of \(piece.points)")
            }
        }
        // Stroking all pieces draws exactly the rectangle's outline: 2 x (2.5 + 1.5) degrees.
        var stroked = 0.0
        for run in pieces.flatMap(\.strokeRuns) {
            for (a, b) in zip(run, run.dropFirst()) {
                stroked += abs(a.longitude - b.longitude) + abs(a.latitude - b.latitude)
            }
        }
        XCTAssertEqual(stroked, 8, accuracy: 1e-6)
    }

    func testConcavePolygonKeepsItsAreaWhenCut() throws {
        let dir = try TemporaryDirectory()
        // A "U" whose two arms cross the 1° line at latitude 1: one ring clipped into bridged pieces.
        let u = GeoFixtures.ring(
            .coast(.land),
            [(0.1, 0.2), (0.9, 0.2), (0.9, 1.8), (0.7, 1.8), (0.7, 0.5), (0.3, 0.5), (0.3, 1.8), (0.1, 1.8)])
        try GeoFixtures.write([u], layer: .coast, level: .high, into: dir)
        let pieces = try GeoDatabase(directory: dir.url).features(.coast, level: .high, in: .world)
        XCTAssertEqual(
            pieces.map { GeoFixtures.area($0.points) }.reduce(0, +), GeoFixtures.area(u.points),
            accuracy: 1e-6)
        XCTAssertEqual(pieces.count, 2)
    }

    func testLinesAreSplitAtCellEdgesWithoutDuplicates() throws {
        let dir = try TemporaryDirectory()
        let diagonal = GeoFixtures.line(.border(.national), [(0.5, 0.5), (2.5, 1.5)])
        // A border running exactly along a grid line goes to one cell only.
        let alongGrid = GeoFixtures.line(.border(.state), [(3.2, 1.0), (3.8, 1.0)])
        try GeoFixtures.write([diagonal, alongGrid], layer: .borders, level: .low, into: dir)
        let lines = try GeoDatabase(directory: dir.url).features(.borders, level: .low, in: .world)
        let national = lines.filter { $0.kind == .border(.national) }
        // Crosses x = 1 (at y 0.75), y = 1 (at x 1.5) and x = 2 (at y 1.25): four cells.
        XCTAssertEqual(national.count, 4)
        XCTAssertEqual(national.map { $0.points.count }, [2, 2, 2, 2])
        let length = national.flatMap {
            zip($0.points, $0.points.dropFirst()).map { a, b in
                hypot(a.longitude - b.longitude, a.latitude - b.latitude)
            }
        }.reduce(0, +)
        XCTAssertEqual(length, hypot(2, 1), accuracy: 1e-6)
        XCTAssertEqual(lines.filter { $0.kind == .border(.state) }.count, 1)
    }

    func testQueriesReturnExactlyTheFeaturesMeetingTheBox() throws {
        let dir = try TemporaryDirectory()
        var random = SeededRandom(seed: 42)
        var features: [GeoFeature] = []
        for i in 0..<400 {
            let lon = Double.random(in: -179...178, using: &random)
            let lat = Double.random(in: -80...79, using: &random)
            let size = Double.random(in: 0.01...1.5, using: &random)
            if i % 2 == 0 {
                features.append(
                    GeoFixtures.rectangle(
                        .coast(.land), west: lon, south: lat, east: lon + size, north: lat + size / 2))
            } else {
                features.append(
                    GeoFixtures.line(
                        .river(.minor), [(lon, lat), (lon + size, lat + size), (lon + 2 * size, lat)]))
            }
        }
        try GeoFixtures.write(
            features.filter { $0.isClosed }, layer: .coast, level: .low, cellSizeDegrees: 2, into: dir)
        try GeoFixtures.write(
            features.filter { !$0.isClosed }, layer: .rivers, level: .low, cellSizeDegrees: 2, into: dir)
        let db = try GeoDatabase(directory: dir.url)
        for layer in [GeoLayer.coast, .rivers] {
            let all = try db.features(layer, level: .low, in: .world)
            XCTAssertGreaterThan(all.count, 200)
            for _ in 0..<60 {
                let west = Double.random(in: -185...175, using: &random)
                let south = Double.random(in: -90...85, using: &random)
                let box = GeoBox(
                    west: west, south: south, east: west + Double.random(in: 0...12, using: &random),
                    north: min(90, south + Double.random(in: 0...8, using: &random)))
                var expected: [GeoFeature] = []
                for piece in box.wrappedPieces() {
                    expected += all.filter { ($0.bounds.map { piece.box.intersects($0) }) ?? false }
                        .map { $0.shifted(byLongitude: piece.longitudeShift) }
                }
                let found = try db.features(layer, level: .low, in: box)
                XCTAssertEqual(Set(found), Set(expected), "box \(box)")
                XCTAssertEqual(found.count, expected.count)
            }
        }
    }

    func testAntimeridianQueryShiftsTheFarSide() throws {
        let dir = try TemporaryDirectory()
        let east = GeoFixtures.rectangle(.coast(.land), west: 179.5, south: -17, east: 180, north: -16)
        let west = GeoFixtures.rectangle(.coast(.land), west: -180, south: -17, east: -179.5, north: -16)
        try GeoFixtures.write([east, west], layer: .coast, level: .high, into: dir)
        let db = try GeoDatabase(directory: dir.url)
        let found = try db.features(
            .coast, level: .high, in: GeoBox(west: 179, south: -18, east: 181, north: -15))
        XCTAssertEqual(found.count, 2)
        let longitudes = found.flatMap(\.points).map(\.longitude)
        XCTAssertEqual(longitudes.min() ?? 0, 179.5, accuracy: 1e-9)
        XCTAssertEqual(longitudes.max() ?? 0, 180.5, accuracy: 1e-9)
        // From the western side the eastern piece comes shifted by -360.
        let fromWest = try db.features(
            .coast, level: .high, in: GeoBox(west: -181, south: -18, east: -179, north: -15))
        XCTAssertEqual(fromWest.flatMap(\.points).map(\.longitude).min() ?? 0, -180.5, accuracy: 1e-9)
    }

    func testViewportQueryPicksTheLevelFromTheFilesPresent() throws {
        let dir = try TemporaryDirectory()
        let land = GeoFixtures.rectangle(.coast(.land), west: 5, south: 60, east: 5.5, north: 60.5)
        try GeoFixtures.write([land], layer: .coast, level: .low, into: dir)
        let db = try GeoDatabase(directory: dir.url)
        let view = try MapViewport(center: KnownPlaces.bergen, widthKilometres: 100, width: 1080, height: 540)
        // The view asks for level h, but only l is present: it falls back to l.
        XCTAssertEqual(try db.features(.coast, in: view).count, 1)
        XCTAssertThrowsError(try db.features(.coast, in: view, level: .high)) { error in
            guard case .missingFile(let path) = error as? GeoDataError else {
                return XCTFail("expected missingFile, got \(error)")
            }
            XCTAssertTrue(path.hasSuffix("coast-h.oug"))
        }
    }

    func testWriterRefusesBadInput() throws {
        var writer = try GeoFeatureWriter(
            layer: .coast, level: .high, unitsPerDegree: 1000, cellSizeDegrees: 1)
        XCTAssertThrowsError(try writer.add(GeoFixtures.line(.river(.minor), [(0, 0), (1, 1)]))) { error in
            XCTAssertEqual(error as? GeoWriteError, .wrongLayer(kind: .river(.minor), layer: .coast))
            XCTAssertTrue("\(error)".contains("cannot be written to the coast layer"))
        }
        XCTAssertThrowsError(try writer.add(GeoFixtures.ring(.coast(.land), [(0, 0), (1, 1)]))) { error in
            XCTAssertEqual(error as? GeoWriteError, .tooFewPoints(count: 2, isClosed: true))
        }
        XCTAssertThrowsError(try writer.add(GeoFixtures.ring(.coast(.land), [(0, 0), (1, 91), (2, 0)])))
        XCTAssertThrowsError(try writer.add(GeoFixtures.ring(.coast(.land), [(0, 0), (.nan, 1), (2, 0)])))
        XCTAssertThrowsError(
            try writer.add(GeoFixtures.ring(.coast(.land), [(0, 0), (1, 1), (2, 0)], hidden: [3]))
        ) { error in
            XCTAssertEqual(error as? GeoWriteError, .invalidHiddenEdge(index: 3, edgeCount: 3))
        }
        XCTAssertThrowsError(
            try GeoFeatureWriter(layer: .coast, level: .high, unitsPerDegree: 0, cellSizeDegrees: 1))
        XCTAssertThrowsError(
            try GeoFeatureWriter(layer: .coast, level: .high, unitsPerDegree: 100, cellSizeDegrees: 7))
        // A ring that collapses at the writer's precision is dropped, not stored.
        try writer.add(GeoFixtures.ring(.coast(.land), [(0, 0), (0.0001, 0), (0.0001, 0.0001)]))
        XCTAssertEqual(writer.pieceCount, 0)
    }
}

private func XCTAssertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
