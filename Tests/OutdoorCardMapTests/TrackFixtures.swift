import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorCardMap
import OutdoorGPX
import OutdoorModel
import TestSupport

/// A two-day trip made of two real recorded tracks (Tests/Corpus/gpx/gpxpy, Apache-2.0) and
/// stops on and between them, for the cards that draw tracks.
///
/// Day 1: a morning in Ljubljana, the walk round Lake Cerknica (cerknicko-jezero.gpx, recorded
/// 2010-08-05) with a stop on it, an evening in Opatija. Day 2: the hike through the Korita
/// gorge (korita-zbevnica.gpx, recorded 2010-10-03, its times moved 58 days earlier so the trip
/// is two days long) with two stops on it, dinner in Rijeka. Positions on the tracks are where
/// the track was at the stop's moment.
enum TrackFixtures {
    /// The trip's name.
    static let title = "Cerknica and the Kvarner, August 2010"

    /// How far the Korita hike's times are moved, in seconds: 58 days earlier.
    static let koritaShift: TimeInterval = -58 * 86_400

    /// A track from the GPX corpus, its times moved by `shift`, with `weather` at its start.
    static func track(
        _ file: String, name: String, shift: TimeInterval = 0, weather: WeatherReading? = nil,
        id: String
    ) throws -> RecordedTrack {
        let url = RepositoryRoot.url.appendingPathComponent("Tests/Corpus/gpx/gpxpy").appendingPathComponent(
            file)
        let document = try GPXReader.read(file: url, now: Date(timeIntervalSince1970: 1.8e9))
        var recording = document.recording.cleaned().recording
        recording.segments = recording.segments.map { segment in
            segment.map { point in
                var moved = point
                moved.time = point.time.map { $0.addingTimeInterval(shift) }
                return moved
            }
        }
        let figures = try XCTUnwrapValue(TrackFigures(recording), "\(file) has figures")
        let imported = Date(timeIntervalSince1970: 1_281_200_000)
        let track = Track(
            id: try XCTUnwrapValue(UUID(uuidString: id), "id"), name: name, sourceFileName: file,
            figures: figures,
            waypointCount: recording.waypoints.count,
            timeZoneIdentifier: file.hasPrefix("korita") ? "Europe/Zagreb" : "Europe/Ljubljana",
            weather: weather,
            createdAt: imported, updatedAt: imported)
        return RecordedTrack(track: track, recording: recording)
    }

    /// The walk round Lake Cerknica.
    static func cerknica() throws -> RecordedTrack {
        try track(
            "cerknicko-jezero.gpx", name: "Round Lake Cerknica", weather: CardFixtures.reading(2, 24.6),
            id: "7A000000-0000-4000-8000-000000000001")
    }

    /// The Korita gorge hike, on the trip's second day.
    static func korita() throws -> RecordedTrack {
        try track(
            "korita-zbevnica.gpx", name: "Korita gorge and Zbevnica", shift: koritaShift,
            weather: CardFixtures.reading(1, 21.3), id: "7A000000-0000-4000-8000-000000000002")
    }

    /// Where `track` was at `local` (Central European Summer Time), for a stop on it.
    static func position(on track: RecordedTrack, at local: String) throws -> Coordinate {
        let parsed = try XCTUnwrapValue(ISO8601Text.parse(local), "time \(local)")
        let moment = parsed.local.date(offsetSeconds: 7_200)
        guard case .placed(let point, _) = TrackLocator(track.recording).position(at: moment, maxGap: 600)
        else {
            throw FixtureError("\(track.track.name) has no position at \(local)")
        }
        return point.coordinate
    }

    /// A stop of the trip.
    static func stop(
        _ number: Int, _ title: String, _ local: String, _ coordinate: Coordinate, _ place: String,
        _ weather: WeatherReading?
    ) -> JournalEntry {
        TripFixtures.stop(
            number + 100, title, local, coordinate.latitude, coordinate.longitude, place, weather,
            timeZone: coordinate.longitude > 14.2 && coordinate.latitude > 45.7
                ? "Europe/Ljubljana" : "Europe/Zagreb")
    }

    /// The trip's stops, in time order: two on tracks, three between them.
    static func stops() throws -> [JournalEntry] {
        let cerknica = try cerknica()
        let korita = try korita()
        return [
            stop(
                1, "Morning by the Ljubljanica", "2010-08-05T10:30:00",
                Coordinate(latitude: 46.0503, longitude: 14.5069), "Ljubljana, SI",
                CardFixtures.reading(1, 22.0)),
            stop(
                2, "Reeds on the dry lake bed", "2010-08-05T17:10:00",
                try position(on: cerknica, at: "2010-08-05T17:10:00"), "Cerknica, SI",
                CardFixtures.reading(2, 24.1)),
            stop(
                3, "Evening on the Lungomare", "2010-08-05T20:40:00",
                Coordinate(latitude: 45.3377, longitude: 14.3058), "Opatija, Primorsko-Goranska, HR",
                CardFixtures.reading(0, 23.5, day: false)),
            stop(
                4, "Above the gorge", "2010-08-06T13:21:40",
                try position(on: korita, at: "2010-08-06T13:21:40"),
                "near Rijeka, Primorsko-Goranska, HR", CardFixtures.reading(1, 24.8)),
            stop(
                5, "Forest stream in the Korita", "2010-08-06T14:45:30",
                try position(on: korita, at: "2010-08-06T14:45:30"), "near Rijeka, Primorsko-Goranska, HR",
                CardFixtures.reading(2, 23.9)),
            stop(
                6, "Dinner by the harbour", "2010-08-06T20:15:00",
                Coordinate(latitude: 45.3271, longitude: 14.4422), "Rijeka, Primorsko-Goranska, HR",
                CardFixtures.reading(3, 21.0, day: false)),
        ]
    }

    /// The second day alone: breakfast in Opatija, the Korita hike with its two stops, dinner in Rijeka.
    static func secondDay() throws -> [JournalEntry] {
        let all = try stops()
        let breakfast = stop(
            7, "Breakfast above the bay", "2010-08-06T08:30:00",
            Coordinate(latitude: 45.3391, longitude: 14.3060),
            "Opatija, Primorsko-Goranska, HR", CardFixtures.reading(0, 20.2))
        return [breakfast, all[3], all[4], all[5]]
    }

    /// An activity card as users get it: hermetic fonts and the real map over the shipped data.
    static func activityCard() throws -> ActivityCard {
        let fonts = try CardFixtures.hermeticFonts()
        return ActivityCard(
            fonts: fonts, map: OfflineMapProvider(database: try CardFixtures.database(), fonts: fonts))
    }

    /// A fixture that cannot be made.
    struct FixtureError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// `value`, or a `FixtureError` saying `what` is missing.
    static func XCTUnwrapValue<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw FixtureError("missing: \(what)") }
        return value
    }
}
