import Foundation
import OutdoorModel
import OutdoorStore
import OutdoorWeather

/// The bundled sample journal (`entries.json` and photos) turned into capture requests.
public struct SampleJournal {
    /// One sample entry as written in `entries.json`.
    struct Item: Decodable {
        struct Weather: Decodable {
            var code: Int
            var temperatureC: Double
            var isDay: Bool
        }
        var title: String
        var photo: String?
        var at: String?
        var lat: Double?
        var lng: Double?
        var note: String?
        var weather: Weather?
        var trip: Bool?
    }

    struct File: Decodable {
        var trip: String
        var entries: [Item]
    }

    /// The trip the sample entries marked `"trip": true` belong to.
    public let tripName: String
    let folder: URL
    let items: [Item]

    /// The OpenStreetMap extract of central Helsinki the demo imports for its card with detail
    /// (`maps/Helsinki.osm.pbf`, ODbL; see CREDITS.md).
    public var mapExtract: URL { folder.appendingPathComponent("maps/Helsinki.osm.pbf") }

    /// Reads `entries.json` in `folder`.
    public init(folder: URL) throws {
        let url = folder.appendingPathComponent("entries.json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SampleJournalError("the sample journal is missing: \(url.path) cannot be read")
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            self.tripName = file.trip
            self.items = file.entries
        } catch {
            throw SampleJournalError(
                "the sample journal \(url.path) is damaged: \(ErrorText.sentence(error))",
                cause: ErrorCause(error))
        }
        self.folder = folder
    }

    /// Adds every sample entry to `store` through the normal capture path (EXIF, places, zones).
    ///
    /// Returns the entries made, oldest first, and the ids of those in the sample trip.
    public func populate(_ store: JournalStore, capture: EntryCapture) async throws -> (
        entries: [JournalEntry], tripIDs: [UUID]
    ) {
        var made: [JournalEntry] = []
        var trip: [UUID] = []
        for item in items {
            let prepared = try await capture.add(try request(for: item), to: store)
            made.append(prepared.entry)
            if item.trip == true { trip.append(prepared.entry.id) }
        }
        return (made.sorted { $0.timestamp < $1.timestamp }, trip)
    }

    private func request(for item: Item) throws -> CaptureRequest {
        var photo: PhotoInput?
        if let name = item.photo {
            let url = folder.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SampleJournalError("the sample photo \(url.path) is missing")
            }
            photo = PhotoInput(data: data, name: name)
        }
        var coordinate: Coordinate?
        if let lat = item.lat, let lng = item.lng {
            coordinate = try Coordinate.validated(latitude: lat, longitude: lng)
        }
        var time: CaptureTime?
        if let text = item.at {
            guard let parsed = ISO8601Text.parse(text) else {
                throw SampleJournalError("bad time \(text) in the sample")
            }
            time = CaptureTime(parsed.local, offsetSeconds: parsed.offsetSeconds)
        }
        var plan = WeatherPlan.skip
        if let w = item.weather,
            let reading = WeatherReading(
                wmoCode: w.code, temperatureCelsius: w.temperatureC, isDay: w.isDay, source: .sample)
        {
            plan = .given(reading)
        }
        return CaptureRequest(
            title: item.title, photo: photo, note: item.note, coordinate: coordinate, time: time,
            weather: plan)
    }
}

/// The sample journal could not be read.
public struct SampleJournalError: Error, CustomStringConvertible {
    public var description: String
    /// The error underneath (the JSON decoder's), when there was one.
    public var cause: ErrorCause?

    init(_ description: String, cause: ErrorCause? = nil) {
        self.description = description
        self.cause = cause
    }
}
