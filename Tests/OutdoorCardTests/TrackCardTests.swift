import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// Tracks on the cards, with plain asserts and the stand-in map: what each card asks its map to
/// draw of a track, what `--coords` lets through, the trip's route, the profile and the
/// activity card's texts and layout.
final class TrackCardTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_718_000_000)

    /// A walk north from `origin`: `count` points a minute apart, 300 m apart, climbing then descending.
    private func recording(
        from origin: Coordinate = Coordinate(latitude: 43.0, longitude: -2.5), count: Int = 120,
        segments: Int = 1, startingAt time: Date? = nil
    ) -> TrackRecording {
        let begin = time ?? start
        let perSegment = count / segments
        return TrackRecording(
            segments: (0..<segments).map { s in
                (0..<perSegment).map { k in
                    let i = s * perSegment + k
                    return TrackPoint(
                        latitude: origin.latitude + Double(i) * 0.0027, longitude: origin.longitude,
                        elevation: 500 + 600 * sin(Double(i) / Double(count) * .pi),
                        time: begin.addingTimeInterval(Double(i) * 60))
                }
            })
    }

    private func track(_ recording: TrackRecording, name: String = "Up the valley") throws -> RecordedTrack {
        let figures = try XCTUnwrap(TrackFigures(recording))
        return RecordedTrack(
            track: Track(
                name: name, sourceFileName: "walk.gpx", figures: figures, timeZoneIdentifier: "Europe/Madrid",
                weather: CardFixtures.reading(1, 17.2), createdAt: start, updatedAt: start),
            recording: recording)
    }

    /// An entry where `recording` was after `minutes`.
    private func entry(on recording: TrackRecording, minutes: Int, title: String = "On the way")
        -> JournalEntry
    {
        let point =
            recording.segments.joined().dropFirst(minutes).first ?? TrackPoint(latitude: 0, longitude: 0)
        var entry = CardFixtures.entry(
            title: title, coordinate: point.coordinate, id: UUID().uuidString)
        entry.timestamp = start.addingTimeInterval(Double(minutes) * 60)
        return entry
    }

    private func coordinates(_ overlays: [any MapOverlay]) -> [Coordinate] {
        overlays.flatMap { overlay -> [Coordinate] in
            if let track = overlay as? MapTrack { return track.segments.flatMap { $0 } }
            if let route = overlay as? MapRoute { return route.coordinates }
            if let markers = overlay as? MapMarkers { return markers.pins.map(\.displayedCoordinate) }
            return []
        }
    }

    // MARK: what --coords lets through

    func testPreciseTracksPassAsRecordedApproximateOnesRounded() throws {
        let segments = try track(recording()).segments
        XCTAssertEqual(TrackDisclosure.segments(segments, coordinates: .precise, places: []), segments)
        let rounded = TrackDisclosure.segments(segments, coordinates: .approx, places: [])
        XCTAssertFalse(rounded.isEmpty)
        for c in rounded.joined() {
            XCTAssertEqual(c.latitude * 10, (c.latitude * 10).rounded(), accuracy: 1e-6)
            XCTAssertEqual(c.longitude * 10, (c.longitude * 10).rounded(), accuracy: 1e-6)
        }
        // Neighbours never repeat: a walk inside one cell leaves nothing.
        for segment in rounded { XCTAssertFalse(zip(segment, segment.dropFirst()).contains { $0 == $1 }) }
        let short = [
            [Coordinate(latitude: 43.01, longitude: -2.51), Coordinate(latitude: 43.02, longitude: -2.52)]
        ]
        XCTAssertEqual(TrackDisclosure.segments(short, coordinates: .approx, places: []), [])
    }

    func testAHiddenTrackShowsNothingNearItsEntriesOrItsEnds() throws {
        // A 200 km drive north with a stop in its middle.
        let drive = (0..<2_000).map { Coordinate(latitude: 42.0 + Double($0) * 0.0009, longitude: -3.0) }
        let stop = drive[1_000]
        let shown = TrackDisclosure.segments([drive], coordinates: .hidden, places: [stop])
        XCTAssertEqual(shown.count, 2, "cut around the stop, the pieces not joined")
        for c in shown.joined() {
            for place in [stop, drive[0], drive[drive.count - 1]] {
                // Rounding moves a point by at most 0.05° (under 8 km) towards a place.
                XCTAssertGreaterThan(
                    c.distance(to: place), (TrackDisclosure.hiddenClearanceKilometres - 8) * 1000)
            }
            XCTAssertEqual(c.latitude * 10, (c.latitude * 10).rounded(), accuracy: 1e-6)
        }
        // A day's walk near its entry: nothing at all.
        let walk = try track(recording())
        XCTAssertEqual(
            TrackDisclosure.segments(walk.segments, coordinates: .hidden, places: [walk.segments[0][40]]), [])
    }

    // MARK: the entry card

    func testAnEntryCardAsksForThePartOfItsTrackAroundIt() throws {
        // A 30 km line north; the entry in its middle sees 10 km either way.
        let long = recording(count: 120)
        let walk = try track(long)
        let entry = entry(on: long, minutes: 60)
        let map = StandInMap()
        let card = try CardFixtures.renderer(map: map).render(
            entry, photo: nil, options: CardOptions(preset: .square), tracks: [walk])
        XCTAssertEqual(card.layout.overflow, 0)
        let request = try XCTUnwrap(map.requests.first)
        let shown = try XCTUnwrap(request.overlays(of: MapTrack.self).first)
        XCTAssertTrue(request.overlays.first is MapTrack, "the track under the pin")
        for c in shown.segments.joined() {
            XCTAssertLessThanOrEqual(c.distance(to: entry.coordinate), 10_000)
        }
        XCTAssertGreaterThan(shown.pointCount, 60)
        XCTAssertEqual(request.minimumWidthKilometres, CardMap.trackMinimumWidthKilometres)
        XCTAssertEqual(request.pins.map(\.mark), [.pin])

        // Approximate: rounded, and the usual 100 km view; hidden: no track at all.
        for mode in [CoordinatesMode.approx, .hidden] {
            let other = StandInMap()
            _ = try CardFixtures.renderer(map: other).render(
                entry, photo: nil, options: CardOptions(preset: .square), coordinates: mode, tracks: [walk])
            let asked = try XCTUnwrap(other.requests.first)
            XCTAssertEqual(asked.minimumWidthKilometres, MapRequest.defaultMinimumWidthKilometres)
            for c in coordinates(asked.overlays) {
                XCTAssertEqual(c.latitude * 10, (c.latitude * 10).rounded(), accuracy: 1e-6, "\(mode)")
            }
            if mode == .hidden { XCTAssertTrue(asked.overlays(of: MapTrack.self).isEmpty) }
        }
    }

    func testThePortionIsCutWhereTheTrackLeavesTheCircle() {
        let centre = Coordinate(latitude: 43, longitude: -2.5)
        // Out 30 km east and back west past the centre: two visits, two pieces.
        let out = (0...300).map { Coordinate(latitude: 43, longitude: -2.5 + Double($0) * 0.0012) }
        let back = out.reversed().map { Coordinate(latitude: $0.latitude + 0.001, longitude: $0.longitude) }
        let radius = Disclosure.entryTrackRadiusKilometres
        let pieces = TrackDisclosure.portion(of: [out + back], around: centre, radiusKilometres: radius)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(
            TrackDisclosure.portion(
                of: [out], around: Coordinate(latitude: 45, longitude: 0), radiusKilometres: radius), [])
    }

    // MARK: the trip summary

    func testATripWithTracksDrawsThemAndDashesTheLegsBetween() throws {
        let morning = recording(from: Coordinate(latitude: 43.0, longitude: -2.5), count: 60)
        let afternoon = recording(
            from: Coordinate(latitude: 43.1, longitude: -2.2), count: 60, segments: 2,
            startingAt: start.addingTimeInterval(5 * 3600))
        let tracks = [try track(morning), try track(afternoon, name: "Afternoon")]
        var breakfast = CardFixtures.entry(
            title: "Breakfast", coordinate: Coordinate(latitude: 42.9, longitude: -2.6), id: UUID().uuidString
        )
        breakfast.timestamp = start.addingTimeInterval(-3600)
        let onTheWay = entry(on: morning, minutes: 30)
        var lunch = CardFixtures.entry(
            title: "Lunch", coordinate: Coordinate(latitude: 43.2, longitude: -2.4), id: UUID().uuidString)
        lunch.timestamp = start.addingTimeInterval(3 * 3600)
        let ordered = [breakfast, onTheWay, lunch]
        let legs = TripRoute.uncoveredLegs(stops: ordered, tracks: tracks)
        XCTAssertEqual(
            legs,
            [
                TripRoute.Leg(from: breakfast.coordinate, to: morning.segments[0][0].coordinate),
                TripRoute.Leg(from: try XCTUnwrap(morning.lastPoint).coordinate, to: lunch.coordinate),
                TripRoute.Leg(from: lunch.coordinate, to: afternoon.segments[0][0].coordinate),
            ])
        let overlays = try TripSummaryCard.mapOverlays(for: ordered, coordinates: .precise, tracks: tracks)
        XCTAssertEqual(overlays.compactMap { ($0 as? MapTrack)?.segments.count }, [1, 2])
        XCTAssertEqual(overlays.compactMap { ($0 as? MapRoute)?.line }, [.dashed, .dashed, .dashed])
        XCTAssertTrue(overlays.last is MapMarkers, "the stops over everything")
        // Without tracks the stops keep their solid route.
        let plain = try TripSummaryCard.mapOverlays(for: ordered, coordinates: .precise, tracks: [])
        XCTAssertEqual(plain.compactMap { ($0 as? MapRoute)?.line }, [.solid])
        // Hidden: no legs, and nothing of the tracks within 25 km of a stop or their ends.
        let hidden = try TripSummaryCard.mapOverlays(for: ordered, coordinates: .hidden, tracks: tracks)
        XCTAssertTrue(hidden.allSatisfy { !($0 is MapRoute) })
        for c in hidden.compactMap({ $0 as? MapTrack }).flatMap({ $0.segments.joined() }) {
            for stop in ordered { XCTAssertGreaterThan(c.distance(to: stop.coordinate), 17_000) }
        }
        // The distance travelled: the tracks as recorded and the legs between.
        let text = try TripSummaryText.make(
            entries: ordered, title: "Day", options: CardOptions(), tracks: tracks)
        let metres =
            tracks.reduce(0) { $0 + $1.track.figures.distanceMetres }
            + legs.reduce(0) { $0 + $1.from.distance(to: $1.to) }
        XCTAssertEqual(
            text.figures.first { $0.kind == .distance }?.value,
            TripSummaryText.distanceText(metres, units: .metric).value)
        XCTAssertTrue(text.distanceFollowsTracks)
        XCTAssertTrue(
            TripSummaryAltText.make(trip: try ordered.disclosedTrip(), text: text, options: CardOptions())
                .contains(
                    "travelled (the recorded tracks, and straight lines where none was recorded)"))
        // Approximate: every position rounded.
        for c in coordinates(
            try TripSummaryCard.mapOverlays(for: ordered, coordinates: .approx, tracks: tracks))
        {
            XCTAssertEqual(c.longitude * 10, (c.longitude * 10).rounded(), accuracy: 1e-6)
        }
    }

    // MARK: the profile

    func testTheProfileRunsAlongTheTrackAndMarksItsEntries() throws {
        let walk = recording(count: 120, segments: 2)
        let profile = try XCTUnwrap(
            ElevationProfile(
                walk, length: 30_000,
                moments: [
                    start.addingTimeInterval(30 * 60), start.addingTimeInterval(-60),
                    start.addingTimeInterval(90 * 60),
                ]))
        XCTAssertEqual(profile.lines.count, 2, "a line per segment")
        XCTAssertEqual(profile.length, 30_000, accuracy: 1e-6)
        XCTAssertEqual(profile.lowest, 500, accuracy: 1e-6)
        XCTAssertEqual(profile.highest, 1_100, accuracy: 1)
        // The second segment starts where the first ended: the gap adds no distance.
        XCTAssertEqual(
            try XCTUnwrap(profile.lines[1].first).distance, try XCTUnwrap(profile.lines[0].last).distance,
            accuracy: 1e-6)
        // The entry before the track is not marked; the others keep their numbers.
        XCTAssertEqual(profile.marks.map(\.number), [1, 3])
        let first = profile.marks[0]
        // 118 steps: the step across the gap between the segments counts for nothing.
        XCTAssertEqual(first.distance, 30_000 * 30 / 118, accuracy: 1)
        XCTAssertEqual(first.height, 500 + 600 * sin(30.0 / 120 * .pi), accuracy: 2)
        XCTAssertNil(ElevationProfile(TrackRecording(segments: [[TrackPoint(latitude: 0, longitude: 0)]])))
    }

    func testALongProfileKeepsItsSummits() {
        let line = (0..<10_000).map {
            ElevationProfile.Sample(distance: Double($0), height: $0 == 6_543 ? 3_000 : Double($0 % 100))
        }
        let reduced = ElevationProfile.reduced(line, to: 500)
        XCTAssertLessThanOrEqual(reduced.count, 500)
        XCTAssertEqual(reduced.map(\.height).max(), 3_000)
        XCTAssertEqual(reduced.first, line.first)
        XCTAssertEqual(reduced.last, line.last)
    }

    // MARK: the activity card

    func testTheActivityCardsTextsAndFigures() throws {
        let walk = try track(recording())
        let text = ActivityText.make(walk.track, place: "Zeanuri, Basque Country, ES", options: CardOptions())
        XCTAssertEqual(text.figures.map(\.caption), ["distance", "moving time", "ascent", "highest point"])
        XCTAssertEqual(text.date, "2024 JUN 10  08:13–10:12")
        XCTAssertEqual(ActivityText.durationText(45 * 60).value, "45")
        XCTAssertEqual(ActivityText.durationText(4 * 3600 + 32 * 60 + 10).value, "4:32")
        XCTAssertEqual(ActivityText.distanceText(12_449, units: .metric).value, "12.4")
        XCTAssertEqual(ActivityText.distanceText(250_400, units: .imperial).value, "156")
        XCTAssertEqual(ActivityText.heightText(1_234.4, units: .metric).value, "1,234")
        XCTAssertEqual(ActivityText.heightText(1_000, units: .imperial).value, "3,281")
        // No times, no heights: distance alone.
        let flat = TrackRecording(segments: [
            (0..<10).map { TrackPoint(latitude: 43 + Double($0) * 0.01, longitude: -2.5) }
        ])
        let bare = ActivityText.make(try track(flat).track, place: nil, options: CardOptions())
        XCTAssertEqual(bare.figures.map(\.kind), [.distance])
    }

    /// A track whose points have no times (Garmin's "clock unknown", a route) is dated by the day
    /// its file gives, without hours, else undated: never by the day it was imported.
    func testATrackWithoutTimesIsDatedByItsFileElseUndatedNeverByItsImport() throws {
        let untimed = TrackRecording(segments: [
            (0..<40).map {
                TrackPoint(
                    latitude: 46.43 + Double($0) * 0.0005, longitude: 13.74,
                    elevation: 1_600 + 10 * Double($0))
            }
        ])
        let imported = Date(timeIntervalSince1970: 1_796_300_000)  // 2026-12-03
        func card(fileTime: Date?) throws -> (Track, ActivityText, String, RenderedActivityCard) {
            let track = Track(
                name: "Mojstrovka", sourceFileName: "Mojstrovka.gpx",
                figures: try XCTUnwrap(TrackFigures(untimed)), timeZoneIdentifier: "Europe/Ljubljana",
                fileTime: fileTime, createdAt: imported, updatedAt: imported)
            let recorded = RecordedTrack(track: track, recording: untimed)
            let text = ActivityText.make(track, place: "Kranjska Gora, SI", options: CardOptions())
            let alt = ActivityAltText.make(recorded, entries: [], text: text, options: CardOptions())
            let rendered = try ActivityCard(fonts: try CardFixtures.hermeticFonts(), map: StandInMap())
                .render(
                    recorded, entries: [], place: "Kranjska Gora, SI", photo: nil,
                    options: CardOptions(preset: .story))
            return (track, text, alt, rendered)
        }
        // Dated by its file (2010-12-14T06:17:04Z, 07:17 in Ljubljana): the day only.
        let (dated, text, alt, rendered) = try card(fileTime: Date(timeIntervalSince1970: 1_292_307_424))
        XCTAssertEqual(dated.dating, .fileDay(Date(timeIntervalSince1970: 1_292_307_424)))
        XCTAssertEqual(text.date, "2010 DEC 14")
        XCTAssertEqual(
            alt.split(separator: "\n").dropFirst().first,
            "Tuesday 14 December 2010, the date its file gives (no times recorded)")
        let dateBox = try XCTUnwrap(rendered.layout.date)
        XCTAssertEqual(rendered.layout.overflow, 0)
        // Undated: no date line on the card or in its alt text, the title where the date would be.
        let (_, bare, bareAlt, bareCard) = try card(fileTime: nil)
        XCTAssertNil(bare.date)
        XCTAssertEqual(bareAlt.split(separator: "\n").dropFirst().first, "Start: Kranjska Gora, SI")
        XCTAssertNil(bareCard.layout.date)
        XCTAssertEqual(Double(bareCard.layout.title.minY), Double(dateBox.minY), accuracy: 0.01)
        XCTAssertEqual(bareCard.layout.overflow, 0)
        for shown in [text.date ?? "", alt, bareAlt] {
            XCTAssertFalse(shown.contains("2026"), "the import's day shown: \(shown)")
        }
    }

    func testTheActivityCardFitsEveryPresetWithAndWithoutAPhoto() throws {
        let walk = recording()
        let recorded = try track(walk)
        let entries = [
            entry(on: walk, minutes: 20, title: "One"), entry(on: walk, minutes: 90, title: "Two"),
        ]
        for preset in CardPreset.allCases {
            for photo in [false, true] {
                let map = StandInMap()
                let options = CardOptions(preset: preset)
                let card = try ActivityCard(fonts: try CardFixtures.hermeticFonts(), map: map).render(
                    recorded, entries: entries, place: "Zeanuri, Basque Country, ES",
                    photo: photo
                        ? ActivityCard.photo(CardFixtures.paintedLandscapePNG, options: options) : nil,
                    options: options)
                let name = "\(preset) \(photo ? "with" : "without") a photo"
                XCTAssertEqual(card.layout.overflow, 0, name)
                XCTAssertNotNil(card.layout.map, name)
                XCTAssertNotNil(card.layout.profile, name)
                XCTAssertEqual(card.layout.photo != nil, photo, name)
                let boxes = card.layout.namedBoxes
                for (i, a) in boxes.enumerated() {
                    XCTAssertTrue(
                        CGRect(origin: .zero, size: card.layout.canvasSize).contains(a.box),
                        "\(name): \(a.name)")
                    for b in boxes[(i + 1)...] {
                        XCTAssertFalse(a.box.intersects(b.box), "\(name): \(a.name) overlaps \(b.name)")
                    }
                }
                let request = try XCTUnwrap(map.requests.first, name)
                XCTAssertEqual(request.pins.map(\.mark), [.number(1), .number(2)], name)
                XCTAssertEqual(request.overlays(of: MapTrack.self).first?.marksEnds, true, name)
            }
        }
    }

    func testTheActivityCardsMapUnderEachCoordinatesMode() throws {
        let walk = recording()
        let recorded = try track(walk)
        let entries = [entry(on: walk, minutes: 20)]
        let approx = try ActivityCard.mapOverlays(recorded, entries: entries, coordinates: .approx)
        XCTAssertEqual(approx.compactMap { ($0 as? MapMarkers)?.pins.first?.precision }, [.approximate])
        for c in coordinates(approx) {
            XCTAssertEqual(c.latitude * 10, (c.latitude * 10).rounded(), accuracy: 1e-6)
        }
        let hidden = try ActivityCard.mapOverlays(recorded, entries: entries, coordinates: .hidden)
        XCTAssertTrue(hidden.allSatisfy { !($0 is MapTrack) }, "a walk near its entry shows no line")
        XCTAssertEqual(hidden.compactMap { ($0 as? MapMarkers)?.pins.first?.precision }, [.hidden])
        XCTAssertEqual(
            try ActivityCard.mapRequest(
                recorded, entries: entries, pixelSize: PixelSize(width: 400, height: 300), scale: 1,
                options: CardOptions(), coordinates: .hidden
            ).minimumWidthKilometres, MapRequest.defaultMinimumWidthKilometres)
    }
}
