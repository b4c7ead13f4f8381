import Foundation
import OutdoorImage
import OutdoorJournal
import OutdoorModel
import XCTest

/// Placing a photo by its capture time: its own offset, local time where the track was, clock
/// corrections per camera body.
final class GeotaggingTests: XCTestCase {
    let madrid = TimeZone(identifier: "Europe/Madrid")
    let lisbon = TimeZone(identifier: "Europe/Lisbon")

    /// A track that walks from Portugal (west of 7.5° W) into Spain between 10:00 and 12:00 UTC.
    func geotagging(maxGap: TimeInterval = 300, corrections: [ClockCorrection] = []) throws -> Geotagging {
        let start = Date(timeIntervalSince1970: 1_715_680_800)  // 2024-05-14T10:00:00Z
        let points = (0...120).map { minute in
            TrackPoint(
                latitude: 41.8, longitude: -7.9 + Double(minute) * 0.01, elevation: 700,
                time: start.addingTimeInterval(Double(minute) * 60))
        }
        let recording = TrackRecording(segments: [points])
        let track = Track(
            name: "Across the border", sourceFileName: "border.gpx",
            figures: try XCTUnwrap(TrackFigures(recording)),
            timeZoneIdentifier: "Europe/Lisbon", createdAt: start, updatedAt: start)
        return Geotagging(
            sources: [Geotagging.Source(track: track, recording: recording)], maxGap: maxGap,
            corrections: corrections)
    }

    /// Lisbon's zone west of 7.5° W, Madrid's east of it.
    func zone(_ coordinate: Coordinate) -> TimeZone? { coordinate.longitude < -7.5 ? lisbon : madrid }

    func exif(_ time: String, offset: Int? = nil, model: String = "X-T4", serial: String? = nil)
        -> ExifMetadata
    {
        let parts = time.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        return ExifMetadata(
            dateTimeOriginal: LocalDateTime(
                year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
                second: parts[5]),
            offsetTimeOriginal: offset, cameraMake: "FUJIFILM", cameraModel: model, cameraSerial: serial)
    }

    func longitude(_ placement: Geotagging.Placement) -> Double? {
        if case .placed(let point, _, _, _, _) = placement { return point.longitude }
        return nil
    }

    func testLocalTimeIsReadInTheZoneWhereTheTrackWasThen() throws {
        let tagging = try geotagging()
        // 12:30 in Spain (UTC+2) is 10:30 UTC; the track is in Spain then (-7.6 + ...): no.
        // 11:30 in Portugal (UTC+1) is 10:30 UTC, when the track is at -7.6°, in Portugal: placed there.
        XCTAssertEqual(
            try XCTUnwrap(longitude(tagging.place(exif("2024-05-14T11:30:00"), offset: nil, zoneAt: zone))),
            -7.6, accuracy: 1e-9)
        // 13:50 in Spain is 11:50 UTC, the track at -6.8°, in Spain.
        XCTAssertEqual(
            try XCTUnwrap(longitude(tagging.place(exif("2024-05-14T13:50:00"), offset: nil, zoneAt: zone))),
            -6.8, accuracy: 1e-9)
        // A time with its own offset is used as it is.
        XCTAssertEqual(
            try XCTUnwrap(
                longitude(tagging.place(exif("2024-05-14T10:20:00", offset: 0), offset: nil, zoneAt: zone))),
            -7.7,
            accuracy: 1e-9)
        // A clock correction moves the instant: 10:20 + 10 min.
        XCTAssertEqual(
            try XCTUnwrap(
                longitude(tagging.place(exif("2024-05-14T10:20:00", offset: 0), offset: 600, zoneAt: zone))),
            -7.6,
            accuracy: 1e-9)
        guard
            case .notPlaced(let reason) = tagging.place(
                exif("2024-05-14T18:00:00", offset: 0), offset: nil, zoneAt: zone)
        else {
            return XCTFail("six hours after the track")
        }
        XCTAssertTrue(reason.contains("6 h 00 min from the nearest track point"), reason)
        guard case .notPlaced(let none) = tagging.place(ExifMetadata(), offset: nil, zoneAt: zone) else {
            return XCTFail()
        }
        XCTAssertTrue(none.contains("no capture time"), none)
    }

    func testClockCorrectionsAreSettledPerCameraBody() throws {
        let photos: [(file: URL, exif: ExifMetadata)] = [
            (URL(fileURLWithPath: "/p/a.jpg"), exif("2024-05-14T11:00:00", model: "X-T4", serial: "111")),
            (URL(fileURLWithPath: "/p/b.jpg"), exif("2024-05-14T11:10:00", model: "X-T4", serial: "222")),
            (URL(fileURLWithPath: "/p/c.jpg"), exif("2024-05-14T11:20:00", model: "X100V")),
        ]
        let placing = Set(photos.map(\.file))
        func offsets(_ corrections: [ClockCorrection]) throws -> [CameraBody: TimeInterval] {
            try geotagging(corrections: corrections).clockOffsets(for: photos, placing: placing, zoneAt: zone)
        }
        XCTAssertThrowsError(try offsets([.offset(camera: nil, seconds: 60)])) {
            XCTAssertTrue("\($0)".contains("3 cameras"), "\($0)")
        }
        XCTAssertThrowsError(try offsets([.offset(camera: "FUJIFILM X-T4", seconds: 60)])) {
            XCTAssertTrue("\($0)".contains("give the serial number too"), "\($0)")
        }
        let named = try offsets([
            .offset(camera: "X-T4 #222", seconds: -90), .offset(camera: "fujifilm x100v", seconds: 30),
        ])
        XCTAssertEqual(named[CameraBody(photos[1].exif)], -90)
        XCTAssertEqual(named[CameraBody(photos[2].exif)], 30)
        XCTAssertNil(named[CameraBody(photos[0].exif)])
        XCTAssertThrowsError(
            try offsets([.offset(camera: "222", seconds: 1), .offset(camera: "X-T4 222", seconds: 2)]))
        // --sync: b.jpg's camera said 11:10 (local, Portugal: 10:10 UTC); it was really 10:12 UTC.
        let synced = try offsets([.sync(file: URL(fileURLWithPath: "b.jpg"), time: "2024-05-14T10:12:00Z")])
        XCTAssertEqual(synced[CameraBody(photos[1].exif)], 120)
        let byTimeOfDay = try offsets([.sync(file: URL(fileURLWithPath: "/p/b.jpg"), time: "11:12:30")])
        XCTAssertEqual(byTimeOfDay[CameraBody(photos[1].exif)], 150)
        XCTAssertThrowsError(try offsets([.sync(file: URL(fileURLWithPath: "/p/z.jpg"), time: "11:12")]))
        XCTAssertEqual(CameraBody(photos[0].exif).description, "FUJIFILM X-T4 #111")
        XCTAssertEqual(
            CameraBody(make: "NIKON CORPORATION", model: "NIKON D5300", serial: nil).description,
            "NIKON D5300")
        XCTAssertTrue(ClockCorrection.isSyncTime("08:15"))
        XCTAssertFalse(ClockCorrection.isSyncTime("2024-05-14"))
        XCTAssertFalse(ClockCorrection.isSyncTime("25:00"))
    }
}
