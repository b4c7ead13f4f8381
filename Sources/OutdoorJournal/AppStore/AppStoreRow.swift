import Foundation

/// One `OutsideLog` row of the iPhone app's store, read as the app stored it (nothing checked
/// beyond the column types: the rules of an entry are applied when it is imported).
public struct AppStoreRow: Equatable, Sendable {
    /// Core Data's primary key of the row (`Z_PK`).
    public var primaryKey: Int64
    /// The entry's id.
    public var id: UUID
    /// The moment, from seconds since 2001-01-01T00:00:00Z.
    public var timestamp: Date
    /// The title as stored (may be blank: that is checked on import).
    public var title: String
    /// Latitude in degrees as stored.
    public var latitude: Double
    /// Longitude in degrees as stored.
    public var longitude: Double
    /// WeatherKit's condition description ("" when the app recorded no weather).
    public var weatherSummary: String
    /// Temperature in degrees Celsius (0 when the app recorded no weather).
    public var temperature: Double
    /// The SF Symbol name of the weather ("cloud.sun.rain"), as stored.
    public var symbol: String
    /// The note ("" or nil when there is none).
    public var note: String?
    /// Where the photo's bytes are, when there is a photo.
    public var photo: AppStorePhoto?
    /// The place line the app kept, when its store has one (kept as the entry's correction).
    public var placeName: String?

    /// Makes a row value.
    public init(
        primaryKey: Int64, id: UUID, timestamp: Date, title: String, latitude: Double, longitude: Double,
        weatherSummary: String, temperature: Double, symbol: String, note: String?, photo: AppStorePhoto?,
        placeName: String? = nil
    ) {
        self.primaryKey = primaryKey
        self.id = id
        self.timestamp = timestamp
        self.title = title
        self.latitude = latitude
        self.longitude = longitude
        self.weatherSummary = weatherSummary
        self.temperature = temperature
        self.symbol = symbol
        self.note = note
        self.photo = photo
        self.placeName = placeName
    }

    /// The place line, trimmed; nil when there is none or a blank one.
    public var sourcePlace: String? {
        placeName.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// How the row is named in messages: its id, and its title when it has one.
    public var label: String { Self.label(primaryKey: primaryKey, id: id, title: title) }

    /// "entry <id> ("title")", or "row Z_PK <n>" for a row without a readable id.
    static func label(primaryKey: Int64, id: UUID?, title: String?) -> String {
        let name = "\(id.map { "entry \($0.uuidString.lowercased())" } ?? "row Z_PK \(primaryKey)")"
        let text = (title ?? "").trimmingWhitespace()
        return text.isEmpty ? name : "\(name) (\"\(text.quotedForMessages())\")"
    }
}

/// Where a row's photo bytes are.
///
/// A binary attribute that allows external storage is stored by Core Data as one marker byte and
/// then either the bytes themselves (0x01) or the NUL-terminated UUID name of a file in
/// `.<store name>_SUPPORT/_EXTERNAL_DATA/` (0x02). An attribute without external storage holds
/// the bytes alone.
public enum AppStorePhoto: Equatable, Sendable {
    /// In the row whose SQLite rowid is `rowID`: `byteCount` bytes from `offset` (after any marker).
    case inline(rowID: Int64, offset: Int, byteCount: Int)
    /// In an external file beside the store.
    case external(URL, byteCount: Int)

    /// The number of photo bytes.
    public var byteCount: Int {
        switch self {
        case .inline(_, _, let count), .external(_, let count): return count
        }
    }

    /// The marker byte of an attribute value stored in the row.
    static let inlineMarker: UInt8 = 0x01
    /// The marker byte of an attribute value stored in an external file.
    static let externalMarker: UInt8 = 0x02
}
