import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

/// Helpers to build small data directories for tests.
enum GeoFixtures {
    /// A ring from (lon, lat) pairs.
    static func ring(_ kind: GeoFeatureKind, _ pairs: [(Double, Double)], hidden: [Int] = []) -> GeoFeature {
        GeoFeature(
            kind: kind, points: pairs.map { Coordinate(latitude: $0.1, longitude: $0.0) }, isClosed: true,
            hiddenEdges: hidden)
    }

    /// A line from (lon, lat) pairs.
    static func line(_ kind: GeoFeatureKind, _ pairs: [(Double, Double)]) -> GeoFeature {
        GeoFeature(
            kind: kind, points: pairs.map { Coordinate(latitude: $0.1, longitude: $0.0) }, isClosed: false)
    }

    /// An axis-parallel rectangle ring, counter-clockwise from the south-west corner.
    static func rectangle(_ kind: GeoFeatureKind, west: Double, south: Double, east: Double, north: Double)
        -> GeoFeature
    {
        ring(kind, [(west, south), (east, south), (east, north), (west, north)])
    }

    /// Writes `features` as the file of their layer at `level` into `directory`.
    @discardableResult
    static func write(
        _ features: [GeoFeature], layer: GeoLayer, level: GeoLevel, unitsPerDegree: Int = 1000,
        cellSizeDegrees: Int = 1, into directory: TemporaryDirectory
    ) throws -> GeoFeatureWriter {
        var writer = try GeoFeatureWriter(
            layer: layer, level: level, unitsPerDegree: unitsPerDegree, cellSizeDegrees: cellSizeDegrees)
        for feature in features { try writer.add(feature) }
        try writer.encoded().write(
            to: directory.url.appendingPathComponent(GeoDatabase.fileName(layer: layer, level: level)))
        return writer
    }

    /// Shoelace area of a ring in square degrees (positive whatever the orientation).
    static func area(_ points: [Coordinate]) -> Double {
        var sum = 0.0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            sum += a.longitude * b.latitude - b.longitude * a.latitude
        }
        return abs(sum) / 2
    }

    /// The `GeoDataError` thrown by `body`, or a test failure.
    static func dataError(
        _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) -> GeoDataError? {
        do {
            try body()
            XCTFail("expected a GeoDataError", file: file, line: line)
        } catch let error as GeoDataError {
            return error
        } catch {
            XCTFail("expected a GeoDataError, got \(error)", file: file, line: line)
        }
        return nil
    }
}
