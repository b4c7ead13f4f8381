import OutdoorGeo
import OutdoorModel
import XCTest

@testable import OutdoorOSM

/// Land from coastline ways (land on their left), on hand-made cases and on Helsinki's.
final class CoastlineTests: XCTestCase {
    private let box = GeoBox(west: 0, south: 0, east: 1, north: 1)

    private func c(_ lon: Double, _ lat: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lon) }

    private func land(_ result: CoastlineResult, file: StaticString = #filePath, line: UInt = #line)
        -> [LandRing]
    {
        guard case .land(let rings) = result else {
            XCTFail("expected land, got \(result)", file: file, line: line)
            return []
        }
        return rings
    }

    /// The land's area in square degrees (land rings less holes).
    private func landArea(_ rings: [LandRing]) -> Double {
        rings.reduce(0) { total, ring in
            var sum = 0.0
            for i in ring.points.indices {
                let a = ring.points[i]
                let b = ring.points[(i + 1) % ring.points.count]
                sum += a.longitude * b.latitude - b.longitude * a.latitude
            }
            return total + sum / 2
        }
    }

    func testNoCoastlineMakesNoLand() {
        XCTAssertEqual(CoastlineAssembler(bounds: box).assemble([]), .none)
    }

    func testIslandInTheSea() {
        // Counter-clockwise: land inside. Split in two ways that join.
        let ways = [[c(0.4, 0.4), c(0.6, 0.4), c(0.6, 0.6)], [c(0.6, 0.6), c(0.4, 0.6), c(0.4, 0.4)]]
        let rings = land(CoastlineAssembler(bounds: box).assemble(ways))
        XCTAssertEqual(rings.count, 1)
        XCTAssertEqual(landArea(rings), 0.04, accuracy: 1e-9)
        XCTAssertTrue(rings[0].hidden.allSatisfy { !$0 })
    }

    func testCoastCrossingTheBoxWithLandToTheSouth() {
        // Running west across the middle: land on the left is the south half.
        let rings = land(
            CoastlineAssembler(bounds: box).assemble([[c(1.2, 0.5), c(0.5, 0.5), c(-0.2, 0.5)]]))
        XCTAssertEqual(rings.count, 1)
        XCTAssertEqual(landArea(rings), 0.5, accuracy: 1e-9)
        XCTAssertTrue(rings[0].isLand)
        // Its edges along the box are hidden; the coast's two are not.
        XCTAssertEqual(rings[0].hidden.filter { !$0 }.count, 2)
        // The other way round, land is the north half.
        let north = land(CoastlineAssembler(bounds: box).assemble([[c(-0.2, 0.5), c(1.2, 0.5)]]))
        XCTAssertEqual(landArea(north), 0.5, accuracy: 1e-9)
        XCTAssertTrue(north.allSatisfy { ring in ring.points.allSatisfy { $0.latitude >= 0.5 } })
    }

    func testTwoChainsAcrossAStrait() {
        // A strait from west to east: its north shore runs east (land on the left, north), its
        // south shore runs west (land south).
        let north = [c(-0.1, 0.6), c(1.1, 0.6)]
        let south = [c(1.1, 0.4), c(-0.1, 0.4)]
        let rings = land(CoastlineAssembler(bounds: box).assemble([north, south]))
        XCTAssertEqual(rings.count, 2)
        XCTAssertEqual(landArea(rings), 0.8, accuracy: 1e-9)
    }

    func testBayOpeningToTheEast() {
        // The coast comes in from the east edge along the bay's south shore (running west, land
        // on its left, south), round its head and back out along the north shore.
        let coast = [c(1.1, 0.2), c(0.3, 0.2), c(0.3, 0.8), c(1.1, 0.8)]
        let rings = land(CoastlineAssembler(bounds: box).assemble([coast]))
        XCTAssertEqual(rings.count, 1)
        // Land is everything but the bay (0.7 x 0.6).
        XCTAssertEqual(landArea(rings), 1 - 0.7 * 0.6, accuracy: 1e-9)
        // The same shore the other way round is a peninsula.
        let peninsula = land(CoastlineAssembler(bounds: box).assemble([coast.reversed()]))
        XCTAssertEqual(landArea(peninsula), 0.7 * 0.6, accuracy: 1e-9)
        // An island in the bay adds its own ring.
        let island = [c(0.6, 0.4), c(0.7, 0.4), c(0.7, 0.5), c(0.6, 0.5), c(0.6, 0.4)]
        let withIsland = land(CoastlineAssembler(bounds: box).assemble([coast, island]))
        XCTAssertEqual(withIsland.count, 2)
        XCTAssertEqual(landArea(withIsland), 1 - 0.7 * 0.6 + 0.01, accuracy: 1e-9)
    }

    func testLakeOfSeaInsideLandCoversTheRegion() {
        // Clockwise: sea inside, land all round it.
        let sea = [c(0.4, 0.4), c(0.4, 0.6), c(0.6, 0.6), c(0.6, 0.4), c(0.4, 0.4)]
        let rings = land(CoastlineAssembler(bounds: box).assemble([sea]))
        XCTAssertEqual(landArea(rings), 1 - 0.04, accuracy: 1e-9)
    }

    func testEndsJustInsideTheBoxAreTakenToTheEdge() {
        // An extract cut to its box keeps only the nodes inside: the coast stops short of the edge.
        let coast = [c(0.999, 0.5), c(0.5, 0.5), c(0.001, 0.5)]
        let assembler = CoastlineAssembler(bounds: box, snapMetres: 500)
        XCTAssertEqual(landArea(land(assembler.assemble([coast]))), 0.5, accuracy: 1e-3)
        // Far from every edge, it cannot be closed: no land rather than wrong sea.
        guard case .inconsistent(let reason) = assembler.assemble([[c(0.9, 0.5), c(0.5, 0.5), c(0.1, 0.5)]])
        else {
            return XCTFail("expected an inconsistent coastline")
        }
        XCTAssertTrue(reason.contains("ends inside the region"), reason)
    }

    func testPiecesWithLandOnTheSameSideAreInconsistent() {
        // Both run west: two shores with land to the south of each cannot both be true.
        let a = [c(1.1, 0.7), c(-0.1, 0.7)]
        let b = [c(1.1, 0.3), c(-0.1, 0.3)]
        guard case .inconsistent = CoastlineAssembler(bounds: box).assemble([a, b]) else {
            return XCTFail("expected an inconsistent coastline")
        }
    }

    func testHelsinkisCoastlineMakesItsShores() throws {
        let collector = try DetailCollector(shouldStop: { false }, progress: { _ in })
        let file = try OSMFile(path: Extracts.helsinki)
        _ = try file.read(into: collector)
        let bounds = try XCTUnwrap(file.headerBox)
        // Three ways, four runs of known points (the extract lacks the nodes outside its box).
        XCTAssertEqual(collector.coastline.count, 4)
        let rings = land(CoastlineAssembler(bounds: bounds).assemble(collector.coastline))
        // Kruununhaka and the centre south of the bay, Hakaniemi north of it.
        XCTAssertEqual(rings.count, 2)
        XCTAssertTrue(rings.allSatisfy(\.isLand))
        let inLand = { (c: Coordinate) in rings.contains { CoastlineAssembler.contains($0.points, c) } }
        XCTAssertTrue(inLand(Coordinate(latitude: 60.1699, longitude: 24.9384)), "the railway station")
        XCTAssertTrue(inLand(Coordinate(latitude: 60.1712, longitude: 24.9521)), "the cathedral")
        XCTAssertTrue(inLand(Coordinate(latitude: 60.1789, longitude: 24.9510)), "Hakaniemi")
        XCTAssertFalse(inLand(Coordinate(latitude: 60.1775, longitude: 24.9525)), "Siltavuorensalmi")
    }
}
