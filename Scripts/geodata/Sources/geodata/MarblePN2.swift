import Foundation
import OutdoorGeo
import OutdoorModel

/// Polygons from Marble's PN2 files (Natural Earth 1:50m layers in Debian's marble-qt-data).
///
/// PN2 is a Qt data stream (big-endian): a version byte (2), the number of polygons (u32) and
/// whether colour indices follow (a bool byte); then per polygon a flag byte (0 line string,
/// 1 linear ring, 2 outer boundary, 3 inner boundary, 4 multi-geometry), a feature id (u32), a
/// colour index byte when present (not for inner boundaries), and either a count of parts
/// (u8, multi-geometry, each part then written as its own flag, id and nodes) or the number
/// of "absolute nodes" (u32). An absolute node is latitude and longitude as i16 in 1/120
/// degree and a count (i16) of the relative nodes after it, each an i8 offset in 1/120
/// degree from that absolute node.
enum MarblePN2 {
    struct Summary {
        var rings = 0
        var holes = 0
        var points = 0
    }

    /// Adds every ring of the file to `writer` as `kind` (outer boundaries and holes alike: the
    /// layer is filled with the even-odd rule).
    static func read(path: String, kind: GeoFeatureKind, into writer: inout GeoFeatureWriter) throws
        -> Summary
    {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var at = 0
        func u8() throws -> Int {
            guard at < bytes.count else { throw ConverterError("\(path) ends early at byte \(at)") }
            defer { at += 1 }
            return Int(bytes[at])
        }
        func i8() throws -> Int { Int(Int8(bitPattern: UInt8(try u8()))) }
        func i16() throws -> Int {
            let hi = try u8()
            let lo = try u8()
            return Int(Int16(bitPattern: UInt16(hi << 8 | lo)))
        }
        func u32() throws -> Int {
            var v = 0
            for _ in 0..<4 { v = v << 8 | (try u8()) }
            return v
        }
        guard try u8() == 2 else { throw ConverterError("\(path) is not a PN2 file of version 2") }
        let polygons = try u32()
        let hasColour = try u8() != 0
        var summary = Summary()

        func ring(flag: Int) throws {
            let absolute = try u32()
            var points: [Coordinate] = []
            for _ in 0..<absolute {
                let lat = Double(try i16()) / 120
                let lon = Double(try i16()) / 120
                points.append(Coordinate(latitude: lat, longitude: lon))
                let children = try i16()
                for _ in 0..<max(children, 0) {
                    let dlat = Double(try i8()) / 120
                    let dlon = Double(try i8()) / 120
                    points.append(Coordinate(latitude: lat + dlat, longitude: lon + dlon))
                }
            }
            // Rings may repeat their first point at the end; the format stores a ring without it.
            if points.count > 1, points.first == points.last { points.removeLast() }
            let clamped = points.map {
                Coordinate(
                    latitude: max(-90, min(90, $0.latitude)), longitude: max(-180, min(180, $0.longitude)))
            }
            guard flag != 0, clamped.count >= 3 else { return }
            try writer.add(GeoFeature(kind: kind, points: clamped, isClosed: true))
            if flag == 3 { summary.holes += 1 } else { summary.rings += 1 }
            summary.points += clamped.count
        }

        var read = 0
        while read < polygons, at < bytes.count {
            let flag = try u8()
            _ = try u32()  // feature id
            if hasColour && flag != 3 { _ = try u8() }
            if flag == 4 {
                let parts = try u8()
                for _ in 0..<parts {
                    let partFlag = try u8()
                    _ = try u32()
                    try ring(flag: partFlag)
                    read += 1
                }
            } else {
                try ring(flag: flag)
                read += 1
            }
        }
        return summary
    }
}
