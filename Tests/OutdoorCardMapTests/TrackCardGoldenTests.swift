import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// Golden images of the cards that draw recorded tracks, as users get them (the real map, the
/// bundled fonts): the activity card in each preset (Goldens/activity-*.png), an entry's card
/// with the part of its track around it (card-track-portion.png), and the trip summary with the
/// real route where tracks cover it and dashed legs where they do not (summary-tracks.png).
///
/// Record with `GOLDEN_RECORD=1 swift test --filter TrackCardGoldenTests`, then look at every
/// image before committing it.
final class TrackCardGoldenTests: XCTestCase {
    private func activity(_ options: CardOptions) throws -> RenderedActivityCard {
        let track = try TrackFixtures.korita()
        let photo = ActivityCard.photo(try CardFixtures.samplePhoto("forest-stream.jpg"), options: options)
        return try TrackFixtures.activityCard().render(
            track, entries: try TrackFixtures.stops(), place: "near Rijeka, Primorsko-Goranska, HR",
            photo: photo,
            options: options)
    }

    private func verifyActivity(_ name: String, _ options: CardOptions) throws {
        let card = try activity(options)
        XCTAssertEqual(card.layout.overflow, 0, "\(name) fits its card")
        XCTAssertEqual(card.entryCount, 2, "the two stops on the hike are numbered")
        XCTAssertEqual(card.profile?.marks.map(\.number), [1, 2])
        try Golden.verify(card.pixels, named: "activity-\(name)")
    }

    /// The story: the photo across the top with the start's weather rising over it, the map,
    /// the figures in a row, the profile.
    func testActivityStory() throws { try verifyActivity("story", CardOptions(preset: .story)) }

    /// The square, dark: the photo across the top, text and profile on the left, weather and map on the right.
    func testActivitySquareDark() throws {
        try verifyActivity("square-dark", CardOptions(preset: .square, theme: .dark))
    }

    /// The landscape: the photo on the left, the text column, the map over the profile.
    func testActivityLandscape() throws { try verifyActivity("landscape", CardOptions(preset: .landscape)) }

    /// The forest stream's card: the part of the Korita hike within 10 km, the pin on it, on a
    /// map 30 km across at least.
    func testEntryCardWithItsTrackPortion() throws {
        let stops = try TrackFixtures.stops()
        let card = try CardFixtures.renderer().render(
            stops[4], photo: try CardFixtures.samplePhoto("forest-stream.jpg"),
            options: CardOptions(preset: .story),
            tracks: [try TrackFixtures.korita()])
        try Golden.verify(card.pixels, named: "card-track-portion")
    }

    /// The second day: the Korita hike drawn as recorded (its three segments, the drives between
    /// them not joined), a dashed straight leg from breakfast in Opatija to its start and one from
    /// its end to dinner in Rijeka; the two stops on the hike need none.
    func testSummaryWithTracks() throws {
        let summary = try TripFixtures.summaryCard().render(
            entries: try TrackFixtures.secondDay(), title: "A day in the Kvarner hills",
            options: CardOptions(preset: .square), tracks: [try TrackFixtures.korita()])
        XCTAssertEqual(summary.layout.overflow, 0)
        let request = try XCTUnwrap(summary.mapRequest)
        XCTAssertEqual(request.overlays(of: MapTrack.self).map(\.segments.count), [3])
        XCTAssertEqual(request.overlays(of: MapRoute.self).map(\.line), [.dashed, .dashed])
        try Golden.verify(summary.pixels, named: "summary-tracks")
    }

    /// What the hidden cards' maps really draw, read from the rendered maps: no line of a track,
    /// no marker, and no town named within 25 km of their own entries.
    func testHiddenCardsDrawNoTrackAndNameNoTownNearTheirEntries() throws {
        let stops = try TrackFixtures.stops()
        let korita = try TrackFixtures.korita()
        let hidden = CardOptions(preset: .square)
        let renderer = MapRenderer(
            database: try CardFixtures.database(), fonts: try CardFixtures.hermeticFonts())
        let activity = try TrackFixtures.activityCard().render(
            korita, entries: stops, place: "Primorsko-Goranska, HR", photo: nil, options: hidden,
            coordinates: .hidden)
        let summary = try TripFixtures.summaryCard().render(
            entries: stops, title: TrackFixtures.title, options: hidden, coordinates: .hidden,
            tracks: [try TrackFixtures.cerknica(), korita])
        let entry = try stops[4].disclosed(.hidden, tracks: [korita])
        let entryCard = CardMap.request(
            pixelSize: PixelSize(width: 984, height: 600), scale: 1, medium: .screen, theme: .light,
            units: .metric, overlays: entry.mapOverlays(withTracks: true))
        // Each map with the entries it is about.
        let maps: [(String, MapRequest, [JournalEntry])] = [
            ("activity", try XCTUnwrap(activity.mapRequest), [stops[3], stops[4]]),
            ("entry", entryCard, [stops[4]]), ("summary", try XCTUnwrap(summary.mapRequest), stops),
        ]
        for (name, request, own) in maps {
            let details = try renderer.renderWithDetails(request).details
            XCTAssertEqual(details.trackPointsDrawn, 0, "\(name) draws a track")
            XCTAssertTrue(details.markers.isEmpty, "\(name) marks a place")
            // Names of areas (countries, seas) say where on Earth, not where the entry is.
            for place in details.labels.compactMap(\.place) {
                for entry in own {
                    XCTAssertGreaterThan(
                        place.coordinate.distance(to: entry.coordinate),
                        Disclosure.hiddenClearanceKilometres * 1000,
                        "\(name) names \(place.name), near \(entry.title)")
                }
            }
        }
        // The same activity card, precise, draws the hike.
        let precise = try TrackFixtures.activityCard().render(
            korita, entries: stops, place: nil, photo: nil, options: CardOptions(preset: .square))
        XCTAssertGreaterThan(
            try renderer.renderWithDetails(try XCTUnwrap(precise.mapRequest)).details.trackPointsDrawn, 100)
    }

    /// Both days: the walk round Lake Cerknica and the Korita hike, with dashed legs from
    /// Ljubljana to the lake, from the lake to Opatija, on to the gorge and from it to Rijeka.
    func testTheTwoDaysJoinTheirStretchesInTimeOrder() throws {
        let stops = try TrackFixtures.stops()
        let cerknica = try TrackFixtures.cerknica()
        let korita = try TrackFixtures.korita()
        let legs = TripRoute.uncoveredLegs(stops: stops, tracks: [cerknica, korita])
        let ends = { (track: RecordedTrack) in
            (
                try XCTUnwrap(track.recording.firstPoint).coordinate,
                try XCTUnwrap(track.recording.lastPoint).coordinate
            )
        }
        let (cerknicaStart, cerknicaEnd) = try ends(cerknica)
        let (koritaStart, koritaEnd) = try ends(korita)
        XCTAssertEqual(
            legs,
            [
                TripRoute.Leg(from: stops[0].coordinate, to: cerknicaStart),
                TripRoute.Leg(from: cerknicaEnd, to: stops[2].coordinate),
                TripRoute.Leg(from: stops[2].coordinate, to: koritaStart),
                TripRoute.Leg(from: koritaEnd, to: stops[5].coordinate),
            ])
    }
}
