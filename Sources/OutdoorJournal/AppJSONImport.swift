import Foundation
import OutdoorModel
import OutdoorWeather

/// An import format: the JSON file of entries the original iPhone app exports, as
/// `outdoor import` reads it.
///
/// The app's SwiftData model is `id, timestamp, title, lat, lng, weatherSummary, weatherTemp,
/// weatherSymbol, photoData, note`; encoded with Foundation's `JSONEncoder` defaults, `id` is a
/// UUID string, `timestamp` seconds since 2001-01-01 (Apple's reference date), and `photoData`
/// base64. ISO 8601 timestamps and seconds-since-1970 (`timestampUnix`) are accepted too. The
/// file is an array of entries, or an object with an `entries` array. Its weather readings came
/// from WeatherKit, so they keep Apple Weather's credit. A place line the file gives
/// (`placeName`, or `place`) is kept as the entry's place correction.
public struct AppJSONImport {
    /// One entry as the app wrote it.
    public struct Item: Decodable {
        public var id: String?
        public var timestamp: Date
        public var title: String
        public var lat: Double
        public var lng: Double
        public var weatherSummary: String?
        public var weatherTemp: Double?
        public var weatherSymbol: String?
        public var photoData: Data?
        public var note: String?
        /// The place line the source had ("Reine, Lofoten, NO"), kept as a correction.
        public var placeName: String?

        enum Keys: String, CodingKey {
            case id, timestamp, timestampUnix, title, lat, lng, weatherSummary, weatherTemp, weatherSymbol,
                photoData, note, placeName, place
        }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            id = try c.decodeIfPresent(String.self, forKey: .id)
            if let unix = try c.decodeIfPresent(Double.self, forKey: .timestampUnix) {
                timestamp = Date(timeIntervalSince1970: unix)
            } else if let seconds = try? c.decode(Double.self, forKey: .timestamp) {
                timestamp = Date(timeIntervalSinceReferenceDate: seconds)
            } else {
                let text = try c.decode(String.self, forKey: .timestamp)
                guard let parsed = ISO8601Text.parse(text), let offset = parsed.offsetSeconds else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .timestamp, in: c,
                        debugDescription: "'\(text)' is not an ISO 8601 time with an offset")
                }
                timestamp = parsed.local.date(offsetSeconds: offset)
            }
            title = try c.decode(String.self, forKey: .title)
            lat = try c.decode(Double.self, forKey: .lat)
            lng = try c.decode(Double.self, forKey: .lng)
            weatherSummary = try c.decodeIfPresent(String.self, forKey: .weatherSummary)
            weatherTemp = try c.decodeIfPresent(Double.self, forKey: .weatherTemp)
            weatherSymbol = try c.decodeIfPresent(String.self, forKey: .weatherSymbol)
            photoData = try c.decodeIfPresent(Data.self, forKey: .photoData)
            note = try c.decodeIfPresent(String.self, forKey: .note)
            placeName =
                try c.decodeIfPresent(String.self, forKey: .placeName)
                ?? c.decodeIfPresent(String.self, forKey: .place)
        }

        /// The source's place line, trimmed; nil when it has none or a blank one.
        public var sourcePlace: String? {
            placeName.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// A stable id for an entry exported without one, from its moment, place and title, so
        /// importing the same export twice finds it again.
        public var contentID: UUID {
            // The prefix predates the type's name and stays: it makes the ids already stored.
            let key = "outdoor-app-export|\(timestamp.timeIntervalSince1970)|\(lat)|\(lng)|\(title)"
            var bytes = Array(SHA256.hex(of: Data(key.utf8)).prefix(32))
            bytes[12] = "4"  // version 4 layout, variant 8: a well-formed UUID made of hash digits
            bytes[16] = "8"
            let hex = String(bytes)
            let text = [
                hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4),
                hex.dropFirst(16).prefix(4), hex.dropFirst(20),
            ]
            .joined(separator: "-")
            return UUID(uuidString: text) ?? UUID()
        }

        /// The frozen reading, credited to Apple Weather, when the app recorded one; throws
        /// `AppJSONRuleError` for a temperature no thermometer on Earth has shown or a summary
        /// that is not one short line.
        public func recordedWeather() throws -> WeatherReading? {
            guard let summary = weatherSummary, let temperature = weatherTemp else { return nil }
            guard temperature.isFinite,
                (ManualWeather.lowestTemperature...ManualWeather.highestTemperature).contains(temperature)
            else { throw AppJSONRuleError.temperatureOutOfRange(temperature) }
            let clean = summary.trimmingWhitespace()
            guard clean.count <= 200, !clean.contains(where: \.isNewline),
                EntryText.firstControlCharacter(in: clean, allowing: []) == nil
            else { throw AppJSONRuleError.malformedSummary }
            return WeatherReading(
                summary: clean, temperatureCelsius: temperature,
                symbol: WeatherSymbol(rawValue: weatherSymbol ?? "cloud"), source: .appleWeather,
                observedAt: timestamp)
        }

        /// The moment, checked to lie between year 1 and 9999 (the future is checked on capture).
        public func checkedTimestamp() throws -> Date {
            guard FrozenLimits.isValidMoment(timestamp) else {
                throw AppJSONRuleError.timeOutOfRange(timestamp.timeIntervalSince1970)
            }
            return timestamp
        }
    }

    private struct Wrapped: Decodable { var entries: [Item] }

    /// The file's entries.
    public let items: [Item]

    /// Reads the app's JSON file; throws a sentence saying what is wrong with it.
    public init(data: Data, name: String) throws {
        let first = Self.firstSignificantByte(data)
        guard first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else {
            throw AppJSONImportError(
                file: name,
                description: "it is not JSON: a file of entries to import starts with [ or {",
                cause: ErrorCause(AppJSONRuleError.notJSON))
        }
        do {
            // Decode the one shape the file has, so its own error (a missing field...) is reported.
            if Self.firstSignificantByte(data) == UInt8(ascii: "[") {
                items = try JSONDecoder().decode([Item].self, from: data)
            } else {
                items = try JSONDecoder().decode(Wrapped.self, from: data).entries
            }
        } catch let error as DecodingError {
            throw AppJSONImportError(file: name, cause: error)
        } catch {
            throw AppJSONImportError(
                file: name,
                description: "it is not a file of entries: \(ErrorText.sentence(error))",
                cause: ErrorCause(error))
        }
    }

    /// Whether a file looks like JSON (its first non-blank byte opens an array or object).
    public static func looksLikeJSON(_ url: URL) -> Bool {
        guard url.pathExtension.lowercased() == "json", let handle = FileHandle(forReadingAtPath: url.path)
        else {
            return false
        }
        defer { try? handle.close() }
        let first = firstSignificantByte((try? handle.read(upToCount: 256)) ?? Data())
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }

    /// The first byte that is not white space or a UTF-8 byte-order mark.
    static func firstSignificantByte(_ data: Data) -> UInt8? {
        data.first { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
    }

    static func position(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "#\($0 + 1)" } ?? $0.stringValue }.joined(separator: " ")
    }
}

/// An entry of a JSON file breaks a rule of the journal; it is skipped.
public enum AppJSONRuleError: Error, Equatable, CustomStringConvertible {
    /// The file does not start like JSON at all.
    case notJSON
    /// The timestamp is not a moment between year 1 and 9999 (seconds since 1970).
    case timeOutOfRange(Double)
    /// The temperature is outside what the Earth has recorded (°C).
    case temperatureOutOfRange(Double)
    /// The weather summary is longer than 200 characters, spans lines or holds control characters.
    case malformedSummary
    /// An earlier entry of the same file (`label`) has the same id.
    case duplicateID(String, earlier: String)
    /// The id given is not a UUID (as given).
    case malformedID(String)

    public var description: String {
        switch self {
        case .notJSON: return "the file is not JSON"
        case .timeOutOfRange(let seconds):
            return "its time (\(seconds) s after 1970) is not a moment between year 1 and 9999"
        case .temperatureOutOfRange(let celsius):
            return "its temperature \(celsius) °C is outside what the Earth has recorded "
                + "(\(ManualWeather.lowestTemperature) to \(ManualWeather.highestTemperature) °C)"
        case .malformedSummary:
            return "its weather summary is not one line of at most 200 characters"
        case .malformedID(let id):
            return
                "its id '\(id.quotedForMessages())' is not a UUID (such as 9f8e7d6c-5b4a-4321-8fed-cba987654321); "
                + "give one, or none for an id made from the entry, so it was not imported"
        case .duplicateID(let id, let earlier):
            return "its id \(id) is the id of \(earlier) too; ids must be unique, so it was not imported"
        }
    }
}

/// The iPhone app's JSON file could not be read.
public struct AppJSONImportError: Error, CustomStringConvertible {
    /// The file's name.
    public var file: String
    /// What is wrong with it, as a sentence (messages name the file before it).
    public var description: String
    /// The JSON decoder's error underneath.
    public var cause: ErrorCause

    init(file: String, description: String, cause: ErrorCause) {
        self.file = file
        self.description = description
        self.cause = cause
    }

    /// The error for a file whose JSON does not have the shape of the app's entries.
    init(file: String, cause: DecodingError) {
        let description: String
        switch cause {
        case .keyNotFound(let key, let context) where context.codingPath.isEmpty:
            description =
                "it has no \"\(key.stringValue)\" list: give an array of entries, or an object with an "
                + "\"entries\" array"
        case .keyNotFound(let key, let context):
            description = "entry \(AppJSONImport.position(context)) has no \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            description = "entry \(AppJSONImport.position(context)) has a value of the wrong kind"
        case .dataCorrupted(let context):
            description = context.debugDescription
        @unknown default:
            description = "it is not a file of entries: \(ErrorText.sentence(cause))"
        }
        self.init(file: file, description: description, cause: ErrorCause(cause))
    }
}
