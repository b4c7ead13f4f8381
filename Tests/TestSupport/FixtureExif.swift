import CExif
import Foundation

/// EXIF fields to write into a fixture photo; nil fields are left out.
public struct FixtureExif: Sendable {
    /// Orientation tag value (any number, so invalid values can be tested).
    public var orientation: Int?
    /// Latitude in degrees (its sign picks N or S unless `latitudeRef` is set).
    public var latitude: Double?
    /// Longitude in degrees (its sign picks E or W unless `longitudeRef` is set).
    public var longitude: Double?
    /// Written instead of the sign-derived ref when set ("N", "S", "X"...).
    public var latitudeRef: String?
    /// Written instead of the sign-derived ref when set ("E", "W"...).
    public var longitudeRef: String?
    /// Raw latitude rationals (numerator, denominator) written instead of `latitude`'s.
    public var rawLatitude: [(UInt32, UInt32)]?
    /// Altitude in metres; negative writes ref 1 (below sea level).
    public var altitude: Double?
    /// DateTimeOriginal text, such as "2024:06:14 08:42:05".
    public var dateTimeOriginal: String?
    /// OffsetTimeOriginal text, such as "+02:00".
    public var offsetTimeOriginal: String?
    /// SubSecTimeOriginal text, such as "25".
    public var subSecTimeOriginal: String?
    /// OffsetTime text (the offset of DateTime), such as "+02:00".
    public var offsetTime: String?
    /// DateTime text in IFD0 (the file's change time), such as "2024:06:14 08:42:05".
    public var dateTime: String?
    /// DateTimeDigitized text, such as "2024:06:14 08:42:05".
    public var dateTimeDigitized: String?
    /// MakerNote bytes written as they are (with `make` "Canon", libexif reads them as Canon's).
    public var makerNote: [UInt8]?
    /// Latitude components written exactly, replacing `latitude`'s (count 1-3, any signs).
    public var latitudeComponents: [(Int32, Int32)]?
    /// Longitude components written exactly, replacing `longitude`'s.
    public var longitudeComponents: [(Int32, Int32)]?
    /// Whether coordinates are written as SRATIONAL (type 10), as some Android phones do.
    public var signedRationals = false
    /// Whether GPSLatitudeRef and GPSLongitudeRef are left out.
    public var omitRefs = false
    /// GPSDateStamp text, such as "2024:06:14".
    public var gpsDateStamp: String?
    /// GPSTimeStamp hours, minutes, seconds (UTC).
    public var gpsTimeStamp: [(UInt32, UInt32)]?
    /// GPSImgDirection in degrees and its ref ("T" or "M").
    public var imgDirection: (degrees: Double, ref: String)?
    /// Make.
    public var make: String?
    /// Model.
    public var model: String?

    /// Makes a value; every field defaults to absent.
    public init(
        orientation: Int? = nil, latitude: Double? = nil, longitude: Double? = nil,
        latitudeRef: String? = nil,
        longitudeRef: String? = nil, rawLatitude: [(UInt32, UInt32)]? = nil, altitude: Double? = nil,
        dateTimeOriginal: String? = nil, offsetTimeOriginal: String? = nil, subSecTimeOriginal: String? = nil,
        make: String? = nil, model: String? = nil
    ) {
        self.orientation = orientation
        self.latitude = latitude
        self.longitude = longitude
        self.latitudeRef = latitudeRef
        self.longitudeRef = longitudeRef
        self.rawLatitude = rawLatitude
        self.altitude = altitude
        self.dateTimeOriginal = dateTimeOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.subSecTimeOriginal = subSecTimeOriginal
        self.make = make
        self.model = model
    }

    /// A typical phone photo's EXIF: upright, Oslo, 23 m, 2024-06-14 08:42:05.25 at +02:00.
    public static let sample = FixtureExif(
        orientation: 1, latitude: 59.9139, longitude: 10.7522, altitude: 23,
        dateTimeOriginal: "2024:06:14 08:42:05",
        offsetTimeOriginal: "+02:00", subSecTimeOriginal: "25", make: "Fixture", model: "Camera 1")

    /// The EXIF block ("Exif\0\0" + TIFF, little-endian) built through libexif.
    public func block() -> [UInt8] {
        guard let data = exif_data_new() else { return [] }
        defer { exif_data_unref(data) }
        exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        exif_data_set_byte_order(data, EXIF_BYTE_ORDER_INTEL)
        let order = EXIF_BYTE_ORDER_INTEL
        let ifds = data.pointee.ifd
        if let orientation {
            let e = Self.add(ifds.0, EXIF_TAG_ORIENTATION, EXIF_FORMAT_SHORT, 1)
            exif_set_short(e, order, UInt16(truncatingIfNeeded: orientation))
        }
        if let make { Self.addText(ifds.0, EXIF_TAG_MAKE, make) }
        if let model { Self.addText(ifds.0, EXIF_TAG_MODEL, model) }
        if let dateTimeOriginal { Self.addText(ifds.2, EXIF_TAG_DATE_TIME_ORIGINAL, dateTimeOriginal) }
        if let offsetTimeOriginal { Self.addText(ifds.2, EXIF_TAG_OFFSET_TIME_ORIGINAL, offsetTimeOriginal) }
        if let subSecTimeOriginal { Self.addText(ifds.2, EXIF_TAG_SUB_SEC_TIME_ORIGINAL, subSecTimeOriginal) }
        if let offsetTime { Self.addText(ifds.2, EXIF_TAG_OFFSET_TIME, offsetTime) }
        if let dateTime { Self.addText(ifds.0, EXIF_TAG_DATE_TIME, dateTime) }
        if let makerNote {
            let e = Self.add(ifds.2, EXIF_TAG_MAKER_NOTE, EXIF_FORMAT_UNDEFINED, makerNote.count)
            for (index, byte) in makerNote.enumerated() { e[index] = byte }
        }
        if let dateTimeDigitized { Self.addText(ifds.2, EXIF_TAG_DATE_TIME_DIGITIZED, dateTimeDigitized) }
        if rawLatitude != nil || latitude != nil || latitudeComponents != nil {
            let ref = latitudeRef ?? ((latitude ?? 0) < 0 ? "S" : "N")
            if !omitRefs { Self.addText(ifds.3, Self.gps(EXIF_TAG_GPS_LATITUDE_REF), ref) }
            addCoordinate(
                ifds.3, Self.gps(EXIF_TAG_GPS_LATITUDE), latitudeComponents,
                rawLatitude ?? Self.dms(abs(latitude ?? 0)))
        }
        if longitude != nil || longitudeComponents != nil {
            let ref = longitudeRef ?? ((longitude ?? 0) < 0 ? "W" : "E")
            if !omitRefs { Self.addText(ifds.3, Self.gps(EXIF_TAG_GPS_LONGITUDE_REF), ref) }
            addCoordinate(
                ifds.3, Self.gps(EXIF_TAG_GPS_LONGITUDE), longitudeComponents, Self.dms(abs(longitude ?? 0)))
        }
        if let gpsDateStamp { Self.addText(ifds.3, Self.gps(EXIF_TAG_GPS_DATE_STAMP), gpsDateStamp) }
        if let gpsTimeStamp { Self.addRationals(ifds.3, Self.gps(EXIF_TAG_GPS_TIME_STAMP), gpsTimeStamp) }
        if let imgDirection {
            Self.addText(ifds.3, Self.gps(EXIF_TAG_GPS_IMG_DIRECTION_REF), imgDirection.ref)
            Self.addRationals(
                ifds.3, Self.gps(EXIF_TAG_GPS_IMG_DIRECTION), [(UInt32(imgDirection.degrees * 100), 100)])
        }
        if let altitude {
            let e = Self.add(ifds.3, Self.gps(EXIF_TAG_GPS_ALTITUDE_REF), EXIF_FORMAT_BYTE, 1)
            e[0] = altitude < 0 ? 1 : 0
            Self.addRationals(ifds.3, Self.gps(EXIF_TAG_GPS_ALTITUDE), [(UInt32(abs(altitude) * 100), 100)])
        }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt32 = 0
        exif_data_save_data(data, &buffer, &size)
        guard let buffer else { return [] }
        defer { free(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    private static func gps(_ raw: Int32) -> ExifTag { ExifTag(rawValue: UInt32(raw)) }

    /// Writes exact components when given (signed or not, as `signedRationals` says), else `unsigned`.
    private func addCoordinate(
        _ content: UnsafeMutablePointer<ExifContent>?, _ tag: ExifTag, _ exact: [(Int32, Int32)]?,
        _ unsigned: [(UInt32, UInt32)]
    ) {
        let values = exact ?? unsigned.map { (Int32($0.0), Int32($0.1)) }
        guard signedRationals else {
            Self.addRationals(
                content, tag, values.map { (UInt32(bitPattern: $0.0), UInt32(bitPattern: $0.1)) })
            return
        }
        let data = Self.add(content, tag, EXIF_FORMAT_SRATIONAL, values.count)
        for (index, value) in values.enumerated() {
            exif_set_srational(
                data + 8 * index, EXIF_BYTE_ORDER_INTEL,
                ExifSRational(numerator: value.0, denominator: value.1))
        }
    }

    /// Degrees as degrees/minutes/seconds rationals (seconds to 1/1000).
    private static func dms(_ degrees: Double) -> [(UInt32, UInt32)] {
        let whole = UInt32(degrees)
        let minutesValue = (degrees - Double(whole)) * 60
        let minutes = UInt32(minutesValue)
        let seconds = UInt32(((minutesValue - Double(minutes)) * 60 * 1000).rounded())
        return [(whole, 1), (minutes, 1), (seconds, 1000)]
    }

    /// Adds an entry with a zeroed value of `count` components and returns its data pointer.
    @discardableResult
    private static func add(
        _ content: UnsafeMutablePointer<ExifContent>?, _ tag: ExifTag, _ format: ExifFormat, _ count: Int
    ) -> UnsafeMutablePointer<UInt8> {
        let entry = exif_entry_new()
        let size = Int(exif_format_get_size(format)) * count
        let memory = calloc(max(size, 1), 1).assumingMemoryBound(to: UInt8.self)
        if let entry {
            entry.pointee.tag = tag
            entry.pointee.format = format
            entry.pointee.components = UInt(count)
            entry.pointee.size = UInt32(size)
            entry.pointee.data = memory
            exif_content_add_entry(content, entry)
            exif_entry_unref(entry)
        }
        return memory
    }

    private static func addText(_ content: UnsafeMutablePointer<ExifContent>?, _ tag: ExifTag, _ text: String)
    {
        let bytes = Array(text.utf8) + [0]
        let data = add(content, tag, EXIF_FORMAT_ASCII, bytes.count)
        for (index, byte) in bytes.enumerated() { data[index] = byte }
    }

    private static func addRationals(
        _ content: UnsafeMutablePointer<ExifContent>?, _ tag: ExifTag, _ values: [(UInt32, UInt32)]
    ) {
        let data = add(content, tag, EXIF_FORMAT_RATIONAL, values.count)
        for (index, value) in values.enumerated() {
            exif_set_rational(
                data + 8 * index, EXIF_BYTE_ORDER_INTEL,
                ExifRational(numerator: value.0, denominator: value.1))
        }
    }
}
