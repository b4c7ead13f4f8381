import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

final class DamagedFileTests: XCTestCase {
    private func coastBytes() throws -> Data {
        var writer = try GeoFeatureWriter(
            layer: .coast, level: .high, unitsPerDegree: 1000, cellSizeDegrees: 1)
        var random = SeededRandom(seed: 7)
        for _ in 0..<60 {
            let lon = Double.random(in: 0...3, using: &random)
            let lat = Double.random(in: 50...52, using: &random)
            try writer.add(
                GeoFixtures.ring(
                    .coast(.land),
                    [(lon, lat), (lon + 0.4, lat + 0.1), (lon + 0.3, lat + 0.5), (lon + 0.05, lat + 0.3)]))
        }
        return try writer.encoded()
    }

    private func placesBytes() throws -> Data {
        var writer = GeoPlaceWriter()
        try writer.addCountry(code: "NO", name: "Norway")
        for i in 0..<50 {
            try writer.add(
                Place(
                    name: "Place \(i)",
                    coordinate: Coordinate(latitude: 60 + Double(i) / 40, longitude: 5 + Double(i) / 30),
                    population: 1000 + i * 37, countryCode: "NO", admin1: "Vestland",
                    timeZoneIdentifier: "Europe/Oslo"))
        }
        return try writer.encoded()
    }

    /// Writes `bytes` as `name` in a fresh directory and runs `query` on a database there.
    private func open(_ bytes: Data, as name: String, query: (GeoDatabase) throws -> Void) throws
        -> GeoDataError?
    {
        let dir = try TemporaryDirectory()
        try bytes.write(to: dir.url.appendingPathComponent(name))
        let db = try GeoDatabase(directory: dir.url)
        return GeoFixtures.dataError { try query(db) }
    }

    private func queryCoast(_ db: GeoDatabase) throws {
        _ = try db.features(.coast, level: .high, in: .world)
    }

    private func queryPlaces(_ db: GeoDatabase) throws {
        _ = try db.places(in: .world, limit: 1000)
        _ = try db.reverseGeocode(Coordinate(latitude: 60.4, longitude: 5.3))
    }

    func testWrongMagicIsNotMapData() throws {
        var bytes = try coastBytes()
        bytes[0] = UInt8(ascii: "X")
        let error = try open(bytes, as: "coast-h.oug", query: queryCoast)
        guard case .notGeoData(let path) = error else { return XCTFail("got \(String(describing: error))") }
        XCTAssertTrue(path.hasSuffix("coast-h.oug"))
        XCTAssertTrue("\(error.map { "\($0)" } ?? "")".contains("is not Outdoor Utility map data"))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        guard case .notGeoData = try open(png, as: "places.oug", query: queryPlaces) else {
            return XCTFail("a PNG file must not pass as places")
        }
    }

    func testNewerVersionIsRefused() throws {
        var bytes = try coastBytes()
        bytes[4] = 2
        let error = try open(bytes, as: "coast-h.oug", query: queryCoast)
        guard case .unsupportedVersion(_, let found, let supported) = error else {
            return XCTFail("got \(String(describing: error))")
        }
        XCTAssertEqual(found, 2)
        XCTAssertEqual(supported, 1)
        XCTAssertTrue("\(error.map { "\($0)" } ?? "")".contains("format version 2"))
    }

    func testEveryTruncationIsReported() throws {
        for (bytes, name) in [(try coastBytes(), "coast-h.oug"), (try placesBytes(), "places.oug")] {
            var lengths = Array(0..<100) + [bytes.count / 2, bytes.count - 1]
            lengths.removeAll { $0 >= bytes.count }
            for length in lengths {
                let cut = bytes.prefix(length)
                let error = try open(cut, as: name, query: name == "places.oug" ? queryPlaces : queryCoast)
                switch error {
                case .truncated, .notGeoData: break
                default: XCTFail("cutting \(name) to \(length) bytes gave \(String(describing: error))")
                }
            }
        }
    }

    func testImpossibleGridIsRefused() throws {
        // 1,000 units per degree and 1-unit cells: a grid of 360,000 x 180,000 cells.
        var bytes = try coastBytes()
        bytes.replaceSubrange(20..<24, with: [1, 0, 0, 0])
        guard case .corrupt(_, let detail) = try open(bytes, as: "coast-h.oug", query: queryCoast) else {
            return XCTFail("a grid of 0.001-degree cells must be refused")
        }
        XCTAssertTrue(detail.contains("grid"))
        // A cell side that does not divide the world.
        bytes = try coastBytes()
        bytes.replaceSubrange(20..<24, with: [0xE8, 0x1B, 0, 0])  // 7,144 units
        guard case .corrupt = try open(bytes, as: "coast-h.oug", query: queryCoast) else {
            return XCTFail("a grid that does not divide the world must be refused")
        }
    }

    func testFileOfAnotherLayerOrLevelIsRefused() throws {
        let coast = try coastBytes()
        guard
            case .wrongContent(_, let detail) = try open(
                coast, as: "rivers-h.oug",
                query: { db in
                    _ = try db.features(.rivers, level: .high, in: .world)
                })
        else { return XCTFail("a coast file must not pass as rivers") }
        XCTAssertTrue(detail.contains("coast at level h"))
        guard
            case .wrongContent = try open(
                coast, as: "coast-l.oug",
                query: { db in
                    _ = try db.features(.coast, level: .low, in: .world)
                })
        else { return XCTFail("a level h file must not pass as level l") }
        guard case .wrongContent = try open(try placesBytes(), as: "coast-h.oug", query: queryCoast) else {
            return XCTFail("a places file must not pass as coast")
        }
        guard case .wrongContent = try open(coast, as: "places.oug", query: queryPlaces) else {
            return XCTFail("a coast file must not pass as places")
        }
    }

    func testMissingFilesAndDirectories() throws {
        let dir = try TemporaryDirectory()
        let db = try GeoDatabase(directory: dir.url)
        guard case .missingFile(let path) = GeoFixtures.dataError({ _ = try db.places(in: .world) }) else {
            return XCTFail("expected missingFile")
        }
        XCTAssertTrue(path.hasSuffix("places.oug"))
        XCTAssertThrowsError(try GeoDatabase(directory: dir.url.appendingPathComponent("nowhere"))) { error in
            guard case .notADirectory = error as? GeoDataError else { return XCTFail("got \(error)") }
        }
        // A directory where a file should be.
        try FileManager.default.createDirectory(
            at: dir.url.appendingPathComponent("borders-c.oug"), withIntermediateDirectories: false)
        guard
            case .unreadable = GeoFixtures.dataError({
                _ = try db.features(.borders, level: .coarse, in: .world)
            })
        else { return XCTFail("expected unreadable") }
    }

    /// Flips random bytes after the header: every query must either work or throw a GeoDataError.
    func testRandomDamageNeverCrashes() throws {
        var random = SeededRandom(seed: 2024)
        var refused = 0
        for (original, name) in [(try coastBytes(), "coast-h.oug"), (try placesBytes(), "places.oug")] {
            let headerSize = name == "places.oug" ? 96 : 64
            for round in 0..<150 {
                var bytes = original
                for _ in 0..<(1 + round % 6) {
                    let at = Int.random(in: headerSize..<bytes.count, using: &random)
                    bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
                if round % 10 == 0 {
                    // Damage a header field too (offsets, counts, grid), keeping magic, version and length.
                    let at = Int.random(in: 16..<headerSize, using: &random)
                    bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
                let dir = try TemporaryDirectory()
                try bytes.write(to: dir.url.appendingPathComponent(name))
                let db = try GeoDatabase(directory: dir.url)
                do {
                    if name == "places.oug" {
                        try queryPlaces(db)
                        _ = try db.timeZone(for: Coordinate(latitude: 60.5, longitude: 5.5))
                    } else {
                        try queryCoast(db)
                        _ = try db.features(
                            .coast, level: .high, in: GeoBox(west: 1, south: 50.5, east: 2, north: 51))
                    }
                    _ = try db.validate()
                } catch is GeoDataError {
                    refused += 1  // A clear error is the right outcome.
                } catch {
                    XCTFail("round \(round) of \(name) threw \(error)")
                }
            }
        }
        // Most damage is noticed (some flips only change a name's letters or a population).
        XCTAssertGreaterThan(refused, 100)
    }

    /// Random bytes behind a well-formed header: structural garbage must give errors, never crashes or hangs.
    func testGarbageBehindAValidHeader() throws {
        var random = SeededRandom(seed: 99)
        let header = try coastBytes().prefix(64)
        for round in 0..<100 {
            var bytes = Data(header)
            let length = Int.random(in: 0...4000, using: &random)
            for _ in 0..<length { bytes.append(UInt8.random(in: 0...255, using: &random)) }
            // Point the header at the garbage: a few cells, directory right after the header.
            let cells = UInt32(Int.random(in: 0...20, using: &random))
            func put(_ value: UInt32, _ offset: Int) {
                for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> UInt32(8 * i)) }
            }
            let dataOffset = min(64 + Int(cells) * 8, bytes.count)
            put(cells, 24)
            put(64, 28)
            put(UInt32(dataOffset), 32)
            put(UInt32(bytes.count - dataOffset), 36)
            put(UInt32(bytes.count), 12)
            let error = try open(bytes, as: "coast-h.oug") { db in
                _ = try db.features(.coast, level: .high, in: .world)
                _ = try db.validate()
                throw GeoDataError.invalidQuery("the garbage happened to decode")
            }
            XCTAssertNotNil(error, "round \(round)")
        }
    }
}
