/// The two spellings of the iPhone app's SwiftData model `OutsideLog`, as Core Data columns.
///
/// The app's published source names the fields `latitude`, `longitude`, `temperature` and
/// `condition`; its shop manual names them `lat`, `lng`, `weatherTemp` and `weatherSymbol`. Both
/// share `id`, `timestamp`, `title`, `weatherSummary`, `photoData` and `note`. Core Data names a
/// column `Z` + the upper-cased attribute name, so a store says which spelling wrote it.
public enum AppStoreModel: String, CaseIterable, Sendable {
    /// `latitude`, `longitude`, `temperature`, `condition` (the app's published source).
    case publishedSource
    /// `lat`, `lng`, `weatherTemp`, `weatherSymbol` (the app's shop manual).
    case shopManual

    /// The entity's name in `Z_PRIMARYKEY`.
    public static let entityName = "OutsideLog"
    /// The entity's table: `Z` + the upper-cased entity name.
    public static let tableName = "ZOUTSIDELOG"

    /// The column of each field in this spelling.
    public var columns: AppStoreColumns {
        switch self {
        case .publishedSource:
            return AppStoreColumns(
                latitude: "ZLATITUDE", longitude: "ZLONGITUDE", temperature: "ZTEMPERATURE",
                symbol: "ZCONDITION")
        case .shopManual:
            return AppStoreColumns(
                latitude: "ZLAT", longitude: "ZLNG", temperature: "ZWEATHERTEMP", symbol: "ZWEATHERSYMBOL")
        }
    }

    /// A short name for messages.
    public var displayName: String {
        switch self {
        case .publishedSource: return "latitude/longitude/temperature/condition"
        case .shopManual: return "lat/lng/weatherTemp/weatherSymbol"
        }
    }

    /// The spelling whose coordinate columns are among `columns`, or nil when neither or both are.
    static func detect(in columns: Set<String>) -> AppStoreModel? {
        let found = allCases.filter {
            columns.contains($0.columns.latitude) && columns.contains($0.columns.longitude)
        }
        return found.count == 1 ? found[0] : nil
    }
}

/// The Core Data column of each field of `OutsideLog` in one spelling.
public struct AppStoreColumns: Equatable, Sendable {
    /// The row's primary key (Core Data's own).
    public let primaryKey = "Z_PK"
    /// The entity number of the row (Core Data's own).
    public let entity = "Z_ENT"
    /// `id: UUID`, a 16-byte blob.
    public let id = "ZID"
    /// `timestamp: Date`, seconds since 2001-01-01T00:00:00Z.
    public let timestamp = "ZTIMESTAMP"
    /// `title: String`.
    public let title = "ZTITLE"
    /// Latitude in degrees.
    public let latitude: String
    /// Longitude in degrees.
    public let longitude: String
    /// `weatherSummary: String`, WeatherKit's condition description.
    public let summary = "ZWEATHERSUMMARY"
    /// Temperature in degrees Celsius.
    public let temperature: String
    /// The SF Symbol name of the weather.
    public let symbol: String
    /// `photoData`, the photo's bytes (inline, or a reference to an external file).
    public let photo = "ZPHOTODATA"
    /// `note: String`.
    public let note = "ZNOTE"
    /// A place line the app may keep (`placeName`, or `locationName`), read from the first present.
    ///
    /// Neither is in the app's published model; a store that has one keeps its place on import.
    public let places = ["ZPLACENAME", "ZLOCATIONNAME"]

    /// Columns a store must have to be read at all.
    var required: [String] { [primaryKey, entity, id, timestamp, title, latitude, longitude] }
    /// Columns read when present; an old store without one reads as if each row held the default.
    var optional: [String] { [summary, temperature, symbol, photo, note] }
    /// Every column this version reads.
    var all: [String] { required + optional + places + ["Z_OPT"] }
}
