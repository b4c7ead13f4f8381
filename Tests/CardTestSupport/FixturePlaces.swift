import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// Place lines for tests without map data: entries show their own line (fixtures keep it as a
/// correction, and it is also what the data "computes" at their position, so `approx` shows it),
/// and every hidden place shows `region`.
public struct FixturePlaces: PlaceLineSource {
    /// The region line every hidden place shows, nil for none.
    public var region: String?
    /// The line computed at each fixture position (the fixture entries' corrections).
    public var lines: [(coordinate: Coordinate, line: String)]

    /// Fixture places whose hidden line is `region`, and whose computed lines are those of
    /// `entries` (their corrections) at their positions.
    public init(region: String? = "Basque Country, ES", entries: [JournalEntry] = []) {
        self.region = region
        self.lines = entries.compactMap { entry in entry.placeCorrection.map { (entry.coordinate, $0) } }
    }

    public func place(at coordinate: Coordinate) throws -> PlaceLine? {
        lines.first { $0.coordinate.distance(to: coordinate) < 10 }.map { PlaceLine.written($0.line) }
    }

    public func coarsePlace(at coordinate: Coordinate) throws -> CoarsePlace? {
        region.map { CoarsePlace(regionLine: $0, countryName: "Spain") }
    }
}

extension Disclosure {
    /// The disclosure card tests use: `mode`, with `FixturePlaces` of `entries`.
    public static func fixture(
        _ mode: CoordinatesMode = .precise, region: String? = "Basque Country, ES",
        entries: [JournalEntry] = []
    ) -> Disclosure {
        Disclosure(mode: mode, places: FixturePlaces(region: region, entries: entries))
    }
}

extension JournalEntry {
    /// The entry as a card in `mode` may show it with its part of `tracks` (`Disclosure.fixture`).
    public func disclosed(_ mode: CoordinatesMode = .precise, tracks: [RecordedTrack] = []) throws
        -> DisclosedEntry
    {
        try Disclosure.fixture(mode, entries: [self]).entry(self, tracks: tracks)
    }
}

extension Array where Element == JournalEntry {
    /// The entries as a trip summary in `mode` may show them with `tracks` (`Disclosure.fixture`).
    public func disclosedTrip(_ mode: CoordinatesMode = .precise, tracks: [RecordedTrack] = []) throws
        -> DisclosedTrip
    {
        try Disclosure.fixture(mode, entries: self).trip(self, tracks: tracks)
    }
}

// The cards' entry points for journal entries, as tests call them: each goes through the
// disclosure step (`Disclosure.fixture`) first, as the commands do with the bundled data.

extension CardRenderer {
    /// `render(_:photo:options:radar:tracks:)` of `entry` disclosed in `coordinates`.
    public func render(
        _ entry: JournalEntry, photo: Data?, options: CardOptions, coordinates: CoordinatesMode = .precise,
        radar: RadarFrame? = nil, tracks: [RecordedTrack] = []
    ) throws -> RenderedCard {
        try render(
            try entry.disclosed(coordinates, tracks: tracks), photo: photo, options: options, radar: radar)
    }

    /// `render(_:preparedPhoto:options:radar:)` of `entry` disclosed in `coordinates`.
    public func render(
        _ entry: JournalEntry, preparedPhoto: CardPhoto?, options: CardOptions,
        coordinates: CoordinatesMode = .precise, radar: RadarFrame? = nil
    ) throws -> RenderedCard {
        try render(
            try entry.disclosed(coordinates), preparedPhoto: preparedPhoto, options: options, radar: radar)
    }

    /// `export(_:photo:options:output:radar:tracks:)` of `entry` disclosed in `coordinates`.
    public func export(
        _ entry: JournalEntry, photo: Data?, options: CardOptions, output: CardOutput,
        coordinates: CoordinatesMode = .precise, radar: RadarFrame? = nil, tracks: [RecordedTrack] = []
    ) throws -> EncodedCard {
        try export(
            try entry.disclosed(coordinates, tracks: tracks), photo: photo, options: options, output: output,
            radar: radar)
    }
}

extension TripSummaryCard {
    /// `render(trip:title:options:tracks:)` of `entries` disclosed in `coordinates`.
    public func render(
        entries: [JournalEntry], title: String, options: CardOptions, coordinates: CoordinatesMode = .precise,
        tracks: [RecordedTrack] = []
    ) throws -> RenderedTripSummary {
        try render(
            trip: try entries.disclosedTrip(coordinates, tracks: tracks), title: title, options: options)
    }

    /// `export(trip:title:options:output:)` of `entries` disclosed in `coordinates`.
    public func export(
        entries: [JournalEntry], title: String, options: CardOptions, output: CardOutput,
        coordinates: CoordinatesMode = .precise, tracks: [RecordedTrack] = []
    ) throws -> EncodedTripSummary {
        try export(
            trip: try entries.disclosedTrip(coordinates, tracks: tracks), title: title, options: options,
            output: output)
    }

    /// `mapRequest(for:pixelSize:scale:options:medium:)` of `entries` disclosed in `coordinates`.
    public static func mapRequest(
        for entries: [JournalEntry], pixelSize: PixelSize, scale: Double? = nil, options: CardOptions,
        coordinates: CoordinatesMode = .precise, medium: CardMapMedium = .screen, tracks: [RecordedTrack] = []
    ) throws -> MapRequest {
        mapRequest(
            for: try entries.disclosedTrip(coordinates, tracks: tracks), pixelSize: pixelSize, scale: scale,
            options: options, medium: medium)
    }

    /// `mapOverlays(for:)` of `entries` disclosed in `coordinates` with `tracks`.
    public static func mapOverlays(
        for entries: [JournalEntry], coordinates: CoordinatesMode, tracks: [RecordedTrack]
    ) throws -> [any MapOverlay] {
        mapOverlays(for: try entries.disclosedTrip(coordinates, tracks: tracks))
    }
}

extension TripSummaryText {
    /// `make(trip:title:options:mapAttribution:)` of `entries` disclosed in `coordinates`.
    public static func make(
        entries: [JournalEntry], title: String, options: CardOptions, coordinates: CoordinatesMode = .precise,
        tracks: [RecordedTrack] = []
    ) throws -> TripSummaryText {
        make(trip: try entries.disclosedTrip(coordinates, tracks: tracks), title: title, options: options)
    }
}

extension TripSummaryAltText {
    /// `make(trip:title:options:)` of `entries` disclosed in `coordinates`, hidden places in `region`.
    public static func make(
        entries: [JournalEntry], title: String, options: CardOptions, coordinates: CoordinatesMode = .precise,
        region: String? = "Basque Country, ES"
    ) throws -> String {
        make(
            trip: try Disclosure.fixture(coordinates, region: region, entries: entries).trip(entries),
            title: title,
            options: options)
    }
}

extension ActivityCard {
    /// What `track`'s card may show of it and of `entries` (those within its time) in
    /// `coordinates`, its start's place line `place` (the fixture region when hidden).
    public static func disclosed(
        _ track: RecordedTrack, entries: [JournalEntry], place: String?, coordinates: CoordinatesMode
    ) throws -> DisclosedActivity {
        try Disclosure(mode: coordinates, places: FixedPlaceLine(line: place)).activity(
            track, entries: Self.entries(entries, of: track))
    }

    /// `render(_:activity:photo:options:)` of `track` with `entries` and the start's `place`,
    /// disclosed in `coordinates`.
    public func render(
        _ track: RecordedTrack, entries: [JournalEntry], place: String?, photo: CardPhoto?,
        options: CardOptions,
        coordinates: CoordinatesMode = .precise
    ) throws -> RenderedActivityCard {
        try render(
            track,
            activity: try Self.disclosed(track, entries: entries, place: place, coordinates: coordinates),
            photo: photo, options: options)
    }

    /// `mapOverlays` of `track` with `entries`, disclosed in `coordinates`.
    public static func mapOverlays(
        _ track: RecordedTrack, entries: [JournalEntry], coordinates: CoordinatesMode
    ) throws -> [any MapOverlay] {
        try disclosed(track, entries: entries, place: nil, coordinates: coordinates).mapOverlays()
    }

    /// `mapRequest(_:pixelSize:scale:options:medium:)` of `track` with `entries`, disclosed in `coordinates`.
    public static func mapRequest(
        _ track: RecordedTrack, entries: [JournalEntry], pixelSize: PixelSize, scale: Double,
        options: CardOptions,
        coordinates: CoordinatesMode = .precise, medium: CardMapMedium = .screen
    ) throws -> MapRequest {
        mapRequest(
            try disclosed(track, entries: entries, place: nil, coordinates: coordinates),
            pixelSize: pixelSize,
            scale: scale, options: options, medium: medium)
    }
}

/// One place line for every point (a track's start in tests), and the fixture region when hidden.
public struct FixedPlaceLine: PlaceLineSource {
    /// The line every point shows.
    public var line: String?

    /// Every point shows `line`.
    public init(line: String?) {
        self.line = line
    }

    public func place(at coordinate: Coordinate) throws -> PlaceLine? { line.map { PlaceLine.written($0) } }

    public func coarsePlace(at coordinate: Coordinate) throws -> CoarsePlace? {
        CoarsePlace(regionLine: "Basque Country, ES", countryName: "Spain")
    }
}
