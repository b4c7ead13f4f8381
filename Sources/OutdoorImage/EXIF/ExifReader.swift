internal import CExif
import Foundation
import OutdoorModel
import OutdoorRaster

/// Reads the fields the journal uses from an EXIF block, through libexif.
///
/// libexif never aborts on bad input; it reports damage through its log, which this reader
/// collects. Data is read exactly as stored: libexif's "follow the specification" option,
/// which would add missing mandatory tags with made-up values, is turned off.
public enum ExifReader {
    /// Parses an EXIF block that starts with the "Exif\0\0" header followed by a TIFF header.
    ///
    /// Returns what could be read and, separately, the damage libexif reported (nil when clean);
    /// throws only when the block has no EXIF/TIFF header at all.
    public static func read(exifBlock bytes: [UInt8]) throws -> (metadata: ExifMetadata, damage: ExifError?) {
        guard bytes.count >= 14, bytes.starts(with: exifHeader) else { throw ExifError.notExif }
        let tiff = bytes[6..<10]
        guard tiff.elementsEqual([0x49, 0x49, 0x2A, 0x00]) || tiff.elementsEqual([0x4D, 0x4D, 0x00, 0x2A])
        else { throw ExifError.notExif }
        let document = try ExifDocument(bytes: bytes)
        let metadata = document.metadata()
        let messages = structuralProblems(tiff: bytes[6...]) + document.messages
        let damage = messages.isEmpty ? nil : ExifError.malformed(messages: messages)
        return (metadata, damage)
    }

    /// Damage libexif passes over silently: a first IFD outside the block, or one whose entry
    /// table runs past the end.
    static func structuralProblems(tiff: ArraySlice<UInt8>) -> [String] {
        let bytes = Array(tiff)
        let little = bytes[0] == 0x49
        func read32(_ at: Int) -> Int {
            let b = bytes[at..<at + 4].map(Int.init)
            return little
                ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
        }
        let offset = read32(4)
        guard offset >= 8, offset <= bytes.count - 2 else {
            return ["the first IFD starts at byte \(offset), outside the \(bytes.count)-byte block"]
        }
        let count =
            little
            ? Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
            : Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        guard offset + 2 + count * 12 <= bytes.count else {
            return ["the first IFD claims \(count) entries, more than the block holds"]
        }
        return []
    }

    /// The six bytes "Exif\0\0" that open an EXIF block in JPEG APP1 segments.
    static let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]
}

/// One parsed EXIF block: owns libexif's ExifData and its log, and frees both in deinit.
final class ExifDocument {
    private let data: UnsafeMutablePointer<ExifData>
    private let collector = ExifLogCollector()

    /// Damage libexif reported while loading.
    var messages: [String] { collector.messages }

    /// Loads `bytes` ("Exif\0\0" + TIFF) with a log that records corrupt-data reports.
    init(bytes: [UInt8]) throws {
        guard let data = exif_data_new() else { throw ExifError.malformed(messages: ["out of memory"]) }
        self.data = data
        guard let log = exif_log_new() else { throw ExifError.malformed(messages: ["out of memory"]) }
        exif_log_set_func(log, exifLogCallback, Unmanaged.passUnretained(collector).toOpaque())
        exif_data_log(data, log)
        exif_log_unref(log)  // the ExifData keeps its own reference
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        bytes.withUnsafeBufferPointer { buffer in
            exif_data_load_data(data, buffer.baseAddress, UInt32(buffer.count))
        }
    }

    deinit {
        // Detach the log callback: the collector it points to dies with this object.
        exif_data_log(data, nil)
        exif_data_unref(data)
    }

    /// The fields the journal uses.
    func metadata() -> ExifMetadata {
        let order = exif_data_get_byte_order(data)
        let ifds = data.pointee.ifd
        var result = ExifMetadata()
        let ifd0 = ExifIFD(content: ifds.0, order: order)
        let exif = ExifIFD(content: ifds.2, order: order)
        let gps = ExifIFD(content: ifds.3, order: order)

        if let tag = ifd0.unsignedInteger(EXIF_TAG_ORIENTATION) {
            result.orientation = ExifOrientation(tag: tag)
        }
        result.cameraMake = ifd0.text(EXIF_TAG_MAKE)
        result.cameraModel = ifd0.text(EXIF_TAG_MODEL)
        result.cameraSerial = exif.text(EXIF_TAG_BODY_SERIAL_NUMBER)
        // DateTimeOriginal, else DateTimeDigitized, else IFD0's DateTime (some phones, such as
        // Samsung's, write only DateTime), each with its own sub-second tag (all in the EXIF IFD).
        let candidates: [(ExifIFD, ExifTag, ExifTag, String?)] = [
            (exif, EXIF_TAG_DATE_TIME_ORIGINAL, EXIF_TAG_SUB_SEC_TIME_ORIGINAL, nil),
            (exif, EXIF_TAG_DATE_TIME_DIGITIZED, EXIF_TAG_SUB_SEC_TIME_DIGITIZED, "DateTimeDigitized"),
            (ifd0, EXIF_TAG_DATE_TIME, EXIF_TAG_SUB_SEC_TIME, "DateTime"),
        ]
        for (ifd, tag, subSecond, standIn) in candidates {
            let fraction = exif.text(subSecond).flatMap(Self.fraction) ?? 0
            if let local = ifd.text(tag).flatMap({ Self.localDateTime($0, fraction: fraction) }) {
                result.dateTimeOriginal = local
                result.captureTimeStandIn = standIn
                break
            }
        }
        result.offsetTimeOriginal = exif.text(EXIF_TAG_OFFSET_TIME_ORIGINAL).flatMap(Self.offsetSeconds)
        result.offsetTime = exif.text(EXIF_TAG_OFFSET_TIME).flatMap(Self.offsetSeconds)
        Self.readGPS(gps, into: &result)
        result.subjectArea =
            exif.unsignedIntegers(EXIF_TAG_SUBJECT_AREA).flatMap(ExifSubjectArea.init(values:))
            ?? exif.unsignedIntegers(EXIF_TAG_SUBJECT_LOCATION, limit: 2).flatMap(
                ExifSubjectArea.init(values:))
        return result
    }

    /// Position, altitude, heading and GPS time from the GPS IFD.
    static func readGPS(_ gps: ExifIFD, into result: inout ExifMetadata) {
        func axis(_ value: Int32, _ ref: Int32) -> GPSFields.Axis {
            let read = gps.rationals(gpsTag(value))
            return GPSFields.Axis(
                components: read.values, ref: gps.text(gpsTag(ref)), unreadable: read.unreadable)
        }
        let position = GPSFields.position(
            latitude: axis(EXIF_TAG_GPS_LATITUDE, EXIF_TAG_GPS_LATITUDE_REF),
            longitude: axis(EXIF_TAG_GPS_LONGITUDE, EXIF_TAG_GPS_LONGITUDE_REF),
            status: gps.text(gpsTag(EXIF_TAG_GPS_STATUS)))
        result.gps = position.coordinate
        result.gpsProblem = position.problem
        result.gpsAssumptions = position.assumptions
        result.altitude = GPSFields.altitude(
            gps.rational(gpsTag(EXIF_TAG_GPS_ALTITUDE)),
            belowSeaLevel: gps.unsignedInteger(gpsTag(EXIF_TAG_GPS_ALTITUDE_REF)) == 1)
        result.direction = GPSFields.direction(
            gps.rational(gpsTag(EXIF_TAG_GPS_IMG_DIRECTION)),
            ref: gps.text(gpsTag(EXIF_TAG_GPS_IMG_DIRECTION_REF)))
        result.gpsTime = GPSFields.time(
            dateStamp: gps.text(gpsTag(EXIF_TAG_GPS_DATE_STAMP)),
            timeStamp: gps.rationals(gpsTag(EXIF_TAG_GPS_TIME_STAMP)).values)
    }

    /// "+02:00" / "-05:30" as seconds east of UTC; nil when blank or out of range.
    static func offsetSeconds(_ text: String) -> Int? {
        let chars = Array(text.utf8)
        guard chars.count == 6, chars[0] == 0x2B || chars[0] == 0x2D, chars[3] == 0x3A,
            let hours = Int(String(decoding: chars[1...2], as: UTF8.self)),
            let minutes = Int(String(decoding: chars[4...5], as: UTF8.self)),
            (0...18).contains(hours), (0...59).contains(minutes)
        else { return nil }
        let seconds = hours * 3600 + minutes * 60
        guard seconds <= 18 * 3600 else { return nil }
        return chars[0] == 0x2D ? -seconds : seconds
    }

    /// SubSecTimeOriginal digits ("123" = 0.123 s) as a fraction of a second; nil when not digits.
    static func fraction(_ text: String) -> Double? {
        let digits = text.prefix(9)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Double("0." + digits)
        else { return nil }
        return min(value, 0.999_999_999)
    }

    /// Parses EXIF's "YYYY:MM:DD HH:MM:SS" (single non-digit separators of any kind, as some
    /// writers use "-" or "T"); nil when blank, all zero, or not a real date and time.
    static func localDateTime(_ text: String, fraction: Double) -> LocalDateTime? {
        let chars = Array(text.utf8)
        guard chars.count >= 19 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for index in start..<start + length {
                let c = chars[index]
                guard c >= 0x30, c <= 0x39 else { return nil }
                value = value * 10 + Int(c - 0x30)
            }
            return value
        }
        for separator in [4, 7, 10, 13, 16] where (0x30...0x39).contains(chars[separator]) { return nil }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { return nil }
        return LocalDateTime(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, fraction: fraction
        )
    }
}

/// libexif declares GPS tags as macros, which Swift imports as plain integers.
private func gpsTag(_ raw: Int32) -> ExifTag { ExifTag(rawValue: UInt32(raw)) }

/// Collects the messages libexif logs as corrupt data (its debug chatter is dropped).
final class ExifLogCollector {
    var messages: [String] = []
}

/// Phrases of libexif debug messages that report damage it skipped over.
private let damagePhrases = [
    "past end", "short data", "too large", "too small", "bogus", "recursion", "invalid",
]

/// libexif's log callback: keeps corrupt-data and out-of-memory reports, and debug messages
/// that describe damage (libexif logs skipped tags only at debug level).
private let exifLogCallback: ExifLogFunc = { _, code, domain, format, arguments, user in
    guard let user, let format, let arguments else { return }
    let collector = Unmanaged<ExifLogCollector>.fromOpaque(user).takeUnretainedValue()
    guard collector.messages.count < 20 else { return }
    var buffer = [CChar](repeating: 0, count: 256)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let lowered = text.lowercased()
    let reportsDamage =
        code == EXIF_LOG_CODE_CORRUPT_DATA || code == EXIF_LOG_CODE_NO_MEMORY
        || damagePhrases.contains { lowered.contains($0) }
    guard reportsDamage else { return }
    let source = domain.map { String(cString: $0) } ?? "libexif"
    collector.messages.append("\(source): \(text)")
}
