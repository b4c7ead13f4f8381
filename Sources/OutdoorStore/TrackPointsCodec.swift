import Foundation
import OutdoorModel

/// The compact form a track's points are frozen in: a blob of delta-encoded varints.
///
/// Layout (format 1): "OTK1"; the segment count; for each segment its point count, then for each
/// point a flags byte (1: has a height, 2: has a time) and the differences from the point before
/// (across segments) of latitude and longitude in 1e-7 degree, the height in cm (from the last
/// height) and the time in ms (from the last time), each a zigzag varint; then the waypoint
/// count and for each its flags (4: has a name), absolute values, and its name as a length and
/// UTF-8. A 1 Hz walk takes about 8 bytes a point. Decoding checks every count against the
/// bytes left and every value against its range, so damaged bytes are an error, never a crash.
public enum TrackPointsCodec {
    /// The format's magic bytes.
    static let magic: [UInt8] = Array("OTK1".utf8)

    /// The recording as a blob; its values must be on the storage grid (`TrackPoint.onStorageGrid`).
    public static func encode(_ recording: TrackRecording) -> Data {
        var out = [UInt8]()
        out.reserveCapacity(16 + recording.pointCount * 9)
        out += magic
        appendVarint(UInt64(recording.segments.count), to: &out)
        var lat: Int64 = 0
        var lon: Int64 = 0
        var height: Int64 = 0
        var time: Int64 = 0
        for segment in recording.segments {
            appendVarint(UInt64(segment.count), to: &out)
            for point in segment {
                let h = point.elevation.map { Int64(TrackGrid.centimetres($0)) }
                let t = point.time.map(TrackGrid.milliseconds)
                out.append((h == nil ? 0 : 1) | (t == nil ? 0 : 2))
                let la = Int64(TrackGrid.degreeUnits(point.latitude))
                let lo = Int64(TrackGrid.degreeUnits(point.longitude))
                appendSigned(la - lat, to: &out)
                appendSigned(lo - lon, to: &out)
                (lat, lon) = (la, lo)
                if let h {
                    appendSigned(h - height, to: &out)
                    height = h
                }
                if let t {
                    appendSigned(t &- time, to: &out)
                    time = t
                }
            }
        }
        appendVarint(UInt64(recording.waypoints.count), to: &out)
        for waypoint in recording.waypoints {
            let p = waypoint.point
            let name = waypoint.name.map { Array($0.utf8) }
            out.append((p.elevation == nil ? 0 : 1) | (p.time == nil ? 0 : 2) | (name == nil ? 0 : 4))
            appendSigned(Int64(TrackGrid.degreeUnits(p.latitude)), to: &out)
            appendSigned(Int64(TrackGrid.degreeUnits(p.longitude)), to: &out)
            if let e = p.elevation { appendSigned(Int64(TrackGrid.centimetres(e)), to: &out) }
            if let t = p.time { appendSigned(TrackGrid.milliseconds(t), to: &out) }
            if let name {
                appendVarint(UInt64(name.count), to: &out)
                out += name
            }
        }
        return Data(out)
    }

    /// The recording a blob holds; throws `TrackPointsError` when the bytes are not one.
    public static func decode(_ data: Data) throws -> TrackRecording {
        try data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return try reader.recording()
        }
    }

    private static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    private static func appendSigned(_ value: Int64, to out: inout [UInt8]) {
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &out)
    }

    /// Reads a blob front to back, checking as it goes.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func recording() throws -> TrackRecording {
            guard bytes.count >= 4, Array(bytes[0..<4]) == TrackPointsCodec.magic else {
                throw TrackPointsError("it does not start as a track's points do")
            }
            offset = 4
            // Each point takes at least 3 bytes, each segment at least 1: counts beyond are damage.
            let segmentCount = try count(atMost: bytes.count)
            var segments: [[TrackPoint]] = []
            segments.reserveCapacity(segmentCount)
            var lat: Int64 = 0
            var lon: Int64 = 0
            var height: Int64 = 0
            var time: Int64 = 0
            for _ in 0..<segmentCount {
                let pointCount = try count(atMost: (bytes.count - offset) / 3)
                var points: [TrackPoint] = []
                points.reserveCapacity(pointCount)
                for _ in 0..<pointCount {
                    let flags = try byte()
                    guard flags & ~3 == 0 else { throw TrackPointsError("a point has unknown flags") }
                    lat = try add(lat, try signed())
                    lon = try add(lon, try signed())
                    var point = try position(lat, lon)
                    if flags & 1 != 0 {
                        height = try add(height, try signed())
                        point.elevation = try metres(height)
                    }
                    if flags & 2 != 0 {
                        time = try add(time, try signed())
                        point.time = TrackGrid.date(time)
                    }
                    points.append(point)
                }
                segments.append(points)
            }
            let waypointCount = try count(atMost: (bytes.count - offset) / 3)
            var waypoints: [TrackWaypoint] = []
            for _ in 0..<waypointCount {
                let flags = try byte()
                guard flags & ~7 == 0 else { throw TrackPointsError("a waypoint has unknown flags") }
                var point = try position(try signed(), try signed())
                if flags & 1 != 0 { point.elevation = try metres(try signed()) }
                if flags & 2 != 0 { point.time = TrackGrid.date(try signed()) }
                var name: String?
                if flags & 4 != 0 {
                    // The limit is checked after the length's own bytes are read.
                    let length = try count(atMost: bytes.count)
                    guard length <= bytes.count - offset else {
                        throw TrackPointsError("a waypoint's name runs past the end")
                    }
                    name = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
                    offset += length
                }
                waypoints.append(TrackWaypoint(name: name, point: point))
            }
            guard offset == bytes.count else { throw TrackPointsError("it has bytes after its last point") }
            return TrackRecording(segments: segments, waypoints: waypoints)
        }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw TrackPointsError("it ends in the middle of a point") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func varint() throws -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let b = try byte()
                guard shift < 64 else { throw TrackPointsError("a number is too long") }
                value |= UInt64(b & 0x7F) << shift
                if b & 0x80 == 0 { return value }
                shift += 7
            }
        }

        mutating func signed() throws -> Int64 {
            let v = try varint()
            return Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1)
        }

        mutating func count(atMost limit: Int) throws -> Int {
            let v = try varint()
            guard v <= UInt64(max(0, limit)) else {
                throw TrackPointsError("a count is larger than the bytes left")
            }
            return Int(v)
        }

        func add(_ a: Int64, _ b: Int64) throws -> Int64 {
            let (sum, overflow) = a.addingReportingOverflow(b)
            guard !overflow else { throw TrackPointsError("a value overflows") }
            return sum
        }

        func position(_ lat: Int64, _ lon: Int64) throws -> TrackPoint {
            guard lat.magnitude <= 900_000_000, lon.magnitude <= 1_800_000_000 else {
                throw TrackPointsError("a point lies off the globe")
            }
            return TrackPoint(
                latitude: TrackGrid.degrees(Int32(lat)), longitude: TrackGrid.degrees(Int32(lon)))
        }

        func metres(_ centimetres: Int64) throws -> Double {
            guard let value = Int32(exactly: centimetres) else {
                throw TrackPointsError("a height is out of range")
            }
            return TrackGrid.metres(value)
        }
    }
}

/// A blob that is not a track's points, and how it breaks the format.
public struct TrackPointsError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, as a phrase.
    public var reason: String

    init(_ reason: String) { self.reason = reason }

    public var description: String { "the track's points are damaged: \(reason)" }
}
