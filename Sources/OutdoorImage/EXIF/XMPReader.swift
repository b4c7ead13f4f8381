import Foundation
import OutdoorModel

/// Reads the few XMP properties the journal uses from an XMP packet, without an XML parser.
///
/// XMP writes each property either as an attribute (`exif:GPSLatitude="43,28.0469N"`) or as
/// an element (`<exif:GPSLatitude>43,28.0469N</exif:GPSLatitude>`); both are found by a
/// bounded scan of the packet's bytes. Only the first `maxBytes` of a packet are read.
public enum XMPReader {
    /// The most bytes of a packet that are scanned (1 MB; real packets are a few KB).
    public static let maxBytes = 1 << 20

    /// The metadata in `packet` (UTF-8 XMP): position, altitude, heading, GPS time, capture time.
    public static func read(_ packet: [UInt8]) -> ExifMetadata {
        let text = packet.count > maxBytes ? Array(packet.prefix(maxBytes)) : packet
        var result = ExifMetadata()
        let position = GPSFields.position(
            latitude: axis(value(of: "exif:GPSLatitude", in: text), positive: "N", negative: "S"),
            longitude: axis(value(of: "exif:GPSLongitude", in: text), positive: "E", negative: "W"),
            status: value(of: "exif:GPSStatus", in: text))
        result.gps = position.coordinate
        result.gpsProblem = position.problem
        result.gpsAssumptions = position.assumptions
        let below = value(of: "exif:GPSAltitudeRef", in: text) == "1"
        result.altitude = GPSFields.altitude(
            value(of: "exif:GPSAltitude", in: text).flatMap(rational), belowSeaLevel: below)
        result.direction = GPSFields.direction(
            value(of: "exif:GPSImgDirection", in: text).flatMap(rational),
            ref: value(of: "exif:GPSImgDirectionRef", in: text))
        if let stamp = value(of: "exif:GPSTimeStamp", in: text).flatMap(ISO8601Text.parse), !stamp.dateOnly {
            result.gpsTime = stamp.offsetSeconds.map { stamp.local.date(offsetSeconds: $0) }
        }
        for name in ["exifEX:BodySerialNumber", "aux:SerialNumber"] {
            if let serial = value(of: name, in: text)?.trimmingCharacters(in: .whitespaces), !serial.isEmpty {
                result.cameraSerial = String(serial.prefix(64))
                break
            }
        }
        for name in ["exif:DateTimeOriginal", "photoshop:DateCreated", "xmp:CreateDate"] {
            if let parsed = value(of: name, in: text).flatMap(ISO8601Text.parse), !parsed.dateOnly {
                result.dateTimeOriginal = parsed.local
                result.xmpOffset = parsed.offsetSeconds
                break
            }
        }
        return result
    }

    /// An XMP GPS coordinate ("DDD,MM,SSk" or "DDD,MM.mmk", k one of N, S, E, W) as an axis of
    /// 1-3 components with its ref; a value without a hemisphere letter gives no ref.
    static func axis(_ text: String?, positive: String, negative: String) -> GPSFields.Axis {
        guard var text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return GPSFields.Axis(components: nil, ref: nil)
        }
        var ref: String?
        if let last = text.last, last.isLetter {
            ref = String(last)
            text.removeLast()
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var components: [ExifRational] = []
        for part in parts.prefix(3) {
            guard let number = Double(part.trimmingCharacters(in: .whitespaces)), number.isFinite,
                abs(number) < 1e9
            else {
                return GPSFields.Axis(
                    components: nil, ref: ref, unreadable: "in XMP is \"\(text.prefix(32))\", not a number")
            }
            components.append(ExifRational(Int64((number * 1e6).rounded()), 1_000_000))
        }
        return GPSFields.Axis(components: components, ref: ref)
    }

    /// An XMP rational ("13822/191") or plain number.
    static func rational(_ text: String) -> ExifRational? {
        let parts = text.split(separator: "/")
        if parts.count == 2, let n = Int64(parts[0]), let d = Int64(parts[1]) { return ExifRational(n, d) }
        guard parts.count == 1, let number = Double(text), number.isFinite, abs(number) < 1e9 else {
            return nil
        }
        return ExifRational(Int64((number * 1e6).rounded()), 1_000_000)
    }

    /// The value of the property `name`, as an attribute or as a simple element; nil when absent.
    static func value(of name: String, in text: [UInt8]) -> String? {
        let needle = Array(name.utf8)
        var index = 0
        while let found = find(needle, in: text, from: index) {
            index = found + needle.count
            guard found > 0, [0x20, 0x09, 0x0A, 0x0D, 0x3C].contains(text[found - 1]) else { continue }
            var cursor = index
            while cursor < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[cursor]) { cursor += 1 }
            guard cursor < text.count else { return nil }
            if text[cursor] == 0x3D {  // = "value"
                cursor += 1
                while cursor < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[cursor]) { cursor += 1 }
                guard cursor < text.count, text[cursor] == 0x22 || text[cursor] == 0x27 else { continue }
                let quote = text[cursor]
                guard let end = text[(cursor + 1)...].firstIndex(of: quote) else { return nil }
                return clean(text[(cursor + 1)..<end])
            }
            if text[cursor] == 0x3E, text[found - 1] == 0x3C {  // <name>value<
                guard let end = text[(cursor + 1)...].firstIndex(of: 0x3C) else { return nil }
                return clean(text[(cursor + 1)..<end])
            }
        }
        return nil
    }

    private static func clean(_ bytes: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: bytes.prefix(256), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var i = start
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first, haystack[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
