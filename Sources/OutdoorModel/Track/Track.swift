import Foundation

/// A recorded track in the journal: its name, where it came from, its figures and start weather.
///
/// The points themselves (`TrackRecording`) are frozen with the track and read on request, so
/// listing tracks never decodes them. Only the name (and the trip it was imported into) can change.
public struct Track: Identifiable, Hashable, Sendable {
    /// Stable identifier.
    public var id: UUID
    /// The track's name ("Ridge loop"); several tracks may share one.
    public var name: String
    /// The file it was imported from, without its folder ("ridge-loop.gpx").
    public var sourceFileName: String
    /// Its figures, measured when it was imported.
    public var figures: TrackFigures
    /// How many waypoints the file marked.
    public var waypointCount: Int
    /// IANA time-zone id at its start (such as "Europe/Madrid"), when known.
    public var timeZoneIdentifier: String?
    /// The trip it was imported into, if any.
    public var tripName: String?
    /// The weather at its start, looked up when it was imported and frozen.
    public var weather: WeatherReading?
    /// Why it has no weather ("--no-weather", "the track has no times", a failed lookup).
    public var weatherNote: String?
    /// The time its GPX file gives for itself (`metadata/time`), usually when the file was
    /// written: it dates a track whose points have no times, to the day only (`dating`).
    public var fileTime: Date?
    /// When it was imported (never the track's date: see `dating`).
    public var createdAt: Date
    /// When it was last renamed (or imported).
    public var updatedAt: Date

    /// Makes a track value.
    public init(
        id: UUID = UUID(), name: String, sourceFileName: String, figures: TrackFigures,
        waypointCount: Int = 0,
        timeZoneIdentifier: String? = nil, tripName: String? = nil, weather: WeatherReading? = nil,
        weatherNote: String? = nil, fileTime: Date? = nil, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.name = name
        self.sourceFileName = sourceFileName
        self.figures = figures
        self.waypointCount = waypointCount
        self.timeZoneIdentifier = timeZoneIdentifier
        self.tripName = tripName
        self.weather = weather
        self.weatherNote = weatherNote
        self.fileTime = fileTime
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The id as lowercase text, as stored and printed.
    public var idString: String { id.uuidString.lowercased() }

    /// The short id shown in listings (first 8 hex digits).
    public var shortID: String { String(idString.prefix(8)) }

    /// The zone at the track's start, or UTC when unknown.
    public var timeZone: TimeZone { JournalEntry.timeZone(identifier: timeZoneIdentifier) }

    /// Whether `instant` lies within the track's time (first to last point time, both included).
    public func contains(_ instant: Date) -> Bool { figures.timeRange?.contains(instant) ?? false }

    /// The trimmed name; throws unless it is one line of 1-200 characters without control characters.
    ///
    /// Characters are counted as the journal counts them, by code point (a letter and each of its
    /// accents apart), and a name of more than 4,000 bytes is refused before anything is counted.
    public static func validatedName(_ name: String) throws -> String {
        guard name.utf8.count <= 4_000 else { throw TrackNameError(name: name) }
        let clean = name.trimmingWhitespace()
        guard !clean.isEmpty, clean.unicodeScalars.count <= 200, !clean.contains(where: { $0.isNewline }),
            EntryText.firstControlCharacter(in: clean, allowing: []) == nil
        else {
            throw TrackNameError(name: name)
        }
        return clean
    }
}

/// A track name that is not one line of 1 to 200 characters.
public struct TrackNameError: Error, Equatable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    public var description: String {
        // At most 80 code points of it, however long it is, its control characters as "?".
        var shown = String.UnicodeScalarView()
        for scalar in name.unicodeScalars.prefix(80) {
            shown.append(scalar.properties.generalCategory == .control ? "?" : scalar)
        }
        return "'\(String(shown))' is not a track name: give one line of 1 to 200 characters "
            + "(a letter's accents counted apart)"
    }
}
