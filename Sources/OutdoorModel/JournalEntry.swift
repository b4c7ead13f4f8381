import Foundation

/// One journal entry: a moment frozen with its photo, place and weather.
///
/// The moment (timestamp, coordinate, weather) is frozen once saved; title, note and photo
/// may be edited. Photo bytes are not held here: `photo` describes them and the store serves
/// the bytes on request, so listing a journal never loads photos.
public struct JournalEntry: Identifiable, Hashable, Sendable {
    /// Stable identifier.
    public var id: UUID
    /// The instant of capture.
    public var timestamp: Date
    /// IANA time-zone id of the place (such as "Europe/Oslo"), when known.
    public var timeZoneIdentifier: String?
    /// The entry's title; never empty.
    public var title: String
    /// Whether the program wrote the title (an import's title rule, `GeneratedTitle`): true, or
    /// false for one a person typed (`add --title`, `edit --title`, the app's own); nil for
    /// entries saved before the journal recorded it (schema 10), which the rule's own shape tells.
    public var titleIsGenerated: Bool?
    /// Where the moment happened.
    public var coordinate: Coordinate
    /// The place line a person gave (`outdoor edit --place`) or an imported source had
    /// ("Reine, Lofoten, NO"); nil shows the line the current map data computes.
    ///
    /// Only corrections are stored: a computed line is never frozen with the entry, so better
    /// data improves old entries. What a card, book or listing shows comes from `Disclosure`.
    public var placeCorrection: String?
    /// The weather at the moment, when it was looked up or recorded.
    public var weather: WeatherReading?
    /// A free-text note.
    public var note: String?
    /// The stored photo's description, when the entry has a photo.
    public var photo: PhotoInfo?
    /// The radar frozen with the moment, or why there is none; nil for entries saved before
    /// radar was captured.
    public var radar: EntryRadar?
    /// Altitude, camera heading and the time's source, frozen with the moment.
    public var capture: CaptureDetails
    /// Where cards centre their crop of the photo, when set (`edit --focus`); not frozen.
    public var photoFocus: PhotoFocus?
    /// When the entry was first saved.
    public var createdAt: Date
    /// When the entry was last edited.
    public var updatedAt: Date

    /// Makes an entry value.
    public init(
        id: UUID = UUID(), timestamp: Date, timeZoneIdentifier: String? = nil, title: String,
        coordinate: Coordinate, placeCorrection: String? = nil, weather: WeatherReading? = nil,
        note: String? = nil, photo: PhotoInfo? = nil, capture: CaptureDetails = CaptureDetails(),
        radar: EntryRadar? = nil, titleIsGenerated: Bool? = nil, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.timestamp = timestamp
        self.timeZoneIdentifier = timeZoneIdentifier
        self.title = title
        self.coordinate = coordinate
        self.placeCorrection = placeCorrection
        self.weather = weather
        self.note = note
        self.photo = photo
        self.capture = capture
        self.radar = radar
        self.titleIsGenerated = titleIsGenerated
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The place's time zone, or UTC when it is unknown.
    public var timeZone: TimeZone { Self.timeZone(identifier: timeZoneIdentifier) }

    /// The zone an IANA id names, or UTC when the id is missing or unknown to this system.
    public static func timeZone(identifier: String?) -> TimeZone {
        identifier.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// Whether `self` comes before `other` in time order (ties broken by id, so the order is total).
    public func isBefore(_ other: JournalEntry) -> Bool {
        (timestamp, idString) < (other.timestamp, other.idString)
    }

    /// The stem of file names made for the entry: its local date and title, "2025-06-14-morning-walk".
    public func fileStem(maxSlugLength: Int = 60) -> String {
        "\(EntryDateFormat.isoDay(timestamp, in: timeZone))-\(Slug.make(title, maxLength: maxSlugLength))"
    }

    /// The entry's id as lowercase text, as stored and printed.
    public var idString: String { id.uuidString.lowercased() }

    /// The short id shown in listings (first 8 hex digits).
    public var shortID: String { String(idString.prefix(8)) }
}

/// The stored photo's format, size and fingerprint.
public struct PhotoInfo: Hashable, Sendable {
    /// Container format of the stored bytes.
    public var format: PhotoFormat
    /// Width in pixels as stored (before EXIF orientation).
    public var pixelWidth: Int
    /// Height in pixels as stored (before EXIF orientation).
    public var pixelHeight: Int
    /// Size of the stored bytes.
    public var byteCount: Int
    /// SHA-256 of the stored bytes, lowercase hex.
    public var sha256: String

    /// Makes a photo description.
    public init(format: PhotoFormat, pixelWidth: Int, pixelHeight: Int, byteCount: Int, sha256: String) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.byteCount = byteCount
        self.sha256 = sha256
    }
}

/// Photo container formats the journal accepts.
public enum PhotoFormat: String, CaseIterable, Sendable, Codable {
    case jpeg
    case png
    case heif

    /// The usual file extension.
    public var fileExtension: String {
        switch self {
        case .jpeg: return "jpg"
        case .png: return "png"
        case .heif: return "heic"
        }
    }

    /// Every file extension a file of this format may have, the usual one first.
    public var fileExtensions: [String] {
        switch self {
        case .jpeg: return ["jpg", "jpeg", "jpe"]
        case .png: return ["png"]
        case .heif: return ["heic", "heif", "hif"]
        }
    }
}
