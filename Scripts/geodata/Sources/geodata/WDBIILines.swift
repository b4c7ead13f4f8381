import Foundation
import OutdoorGeo
import OutdoorModel

/// Reads WDBII rivers or borders from GMT's binned netCDF files and turns them into line features.
///
/// The files cut every line at the edges of square bins (`Bin_size_in_minutes`, numbered row
/// by row from the north-west corner, longitudes 0-360). Each segment has a level (river
/// class 0-10 or border kind 1-3) and points stored as unsigned 16-bit offsets of 1/65535 of
/// the bin size from the bin's south-west corner. Segments that continue each other across
/// bin edges are joined again before the writer cuts them along its own grid.
enum WDBIILines {
    struct Summary {
        var segments = 0
        var lines = 0
        var points = 0
        var skipped = 0
    }

    static func read(
        path: String, layer: GeoLayer, excluding excluded: Set<UInt8> = [],
        into writer: inout GeoFeatureWriter
    ) throws -> Summary {
        let file = try NetCDFFile(path: path)
        guard let binMinutes = try file.ints("Bin_size_in_minutes").first,
            let columns = try file.ints("N_bins_in_360_longitude_range").first, binMinutes > 0, columns > 0
        else {
            throw ConverterError("\(path) has no bin size")
        }
        let firstSegment = try file.ints("Id_of_first_segment_in_a_bin")
        let segmentsInBin = try file.shorts("N_segments_in_a_bin")
        let pointsInSegment = try file.shorts("N_points_for_a_segment")
        let levels = try file.shorts("Hierarchial_level_of_a_segment")
        let firstPoint = try file.ints("Id_of_first_point_in_a_segment")
        let dx = try file.shorts("Relative_longitude_from_SW_corner_of_bin")
        let dy = try file.shorts("Relative_latitude_from_SW_corner_of_bin")
        let binDegrees = Double(binMinutes) / 60
        let scale = binDegrees / 65535

        var summary = Summary()
        var byLevel: [Int16: [[Coordinate]]] = [:]
        for bin in firstSegment.indices {
            var west = Double(bin % Int(columns)) * binDegrees
            let south = 90 - Double(bin / Int(columns) + 1) * binDegrees
            // Bins east of 180° hold western longitudes.
            if west >= 180 { west -= 360 }
            let first = Int(firstSegment[bin])
            for segment in first..<(first + Int(segmentsInBin[bin])) {
                guard segment < levels.count else {
                    throw ConverterError("\(path): segment \(segment) is missing")
                }
                let start = Int(firstPoint[segment])
                let count = Int(pointsInSegment[segment])
                guard start >= 0, count >= 0, start + count <= dx.count else {
                    throw ConverterError("\(path): segment \(segment) points outside the point arrays")
                }
                var points: [Coordinate] = []
                points.reserveCapacity(count)
                for p in start..<(start + count) {
                    let lon = west + Double(UInt16(bitPattern: dx[p])) * scale
                    let lat = south + Double(UInt16(bitPattern: dy[p])) * scale
                    points.append(Coordinate(latitude: lat, longitude: min(max(lon, -180), 180)))
                }
                summary.segments += 1
                byLevel[levels[segment], default: []].append(points)
            }
        }
        for level in byLevel.keys.sorted() {
            guard level >= 0, level <= 255, !excluded.contains(UInt8(level)),
                let kind = GeoFeatureKind(layer: layer, code: UInt8(level))
            else {
                summary.skipped += byLevel[level]?.count ?? 0
                continue
            }
            for line in join(byLevel[level] ?? []) where line.count >= 2 {
                try writer.add(GeoFeature(kind: kind, points: line, isClosed: false))
                summary.lines += 1
                summary.points += line.count
            }
        }
        return summary
    }

    /// Joins segments whose end is another's start (matched at 1e-6 degrees), in a stable order.
    static func join(_ segments: [[Coordinate]]) -> [[Coordinate]] {
        struct Key: Hashable {
            var lat: Int64
            var lon: Int64
            init(_ c: Coordinate) {
                lat = Int64((c.latitude * 1e6).rounded())
                lon = Int64((c.longitude * 1e6).rounded())
            }
        }
        var byStart: [Key: [Int]] = [:]
        var byEnd: [Key: [Int]] = [:]
        for (i, s) in segments.enumerated() {
            guard let first = s.first, let last = s.last else { continue }
            byStart[Key(first), default: []].append(i)
            byEnd[Key(last), default: []].append(i)
        }
        var used = [Bool](repeating: false, count: segments.count)
        func take(_ candidates: [Int]?) -> Int? {
            guard let candidates else { return nil }
            for c in candidates where !used[c] {
                used[c] = true
                return c
            }
            return nil
        }
        var lines: [[Coordinate]] = []
        for i in segments.indices where !used[i] {
            used[i] = true
            var line = segments[i]
            while let last = line.last, let next = take(byStart[Key(last)]) {
                line += segments[next].dropFirst()
            }
            while let first = line.first, let previous = take(byEnd[Key(first)]) {
                line = segments[previous].dropLast() + line
            }
            lines.append(line)
        }
        return lines
    }
}
