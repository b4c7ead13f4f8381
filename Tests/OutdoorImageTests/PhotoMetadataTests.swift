import Foundation
import OutdoorImage
import OutdoorModel
import TestSupport
import XCTest

/// Metadata as phones and cameras write it, crafted here: SRATIONAL positions, missing refs,
/// OffsetTime, GPS time, heading, and XMP-only positions in JPEG, PNG and HEIC.
final class PhotoMetadataTests: XCTestCase {
    private func probe(_ data: Data) throws -> ExifMetadata {
        try XCTUnwrap(ImageProbe.inspect(data).exif)
    }

    func testSignedRationalPositionAsAndroidPhonesWriteIt() throws {
        var exif = FixtureExif(latitude: 48.8584, longitude: 2.2945)
        exif.signedRationals = true
        let gps = try XCTUnwrap(try probe(PhotoFixtures.jpeg(exif: exif)).gps)
        XCTAssertEqual(gps.latitude, 48.8584, accuracy: 1e-6)
        XCTAssertEqual(gps.longitude, 2.2945, accuracy: 1e-6)
        // Signed values without refs read by their sign, and the reader says so.
        var signed = FixtureExif()
        signed.latitudeComponents = [(-33, 1), (5181, 100)]
        signed.longitudeComponents = [(-70, 1), (3891, 100)]
        signed.signedRationals = true
        signed.omitRefs = true
        let metadata = try probe(PhotoFixtures.jpeg(exif: signed))
        XCTAssertEqual(try XCTUnwrap(metadata.gps?.latitude), -(33 + 51.81 / 60), accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(metadata.gps?.longitude), -(70 + 38.91 / 60), accuracy: 1e-9)
        XCTAssertEqual(metadata.gpsAssumptions.count, 2)
    }

    func testComponentCountsZeroDenominatorsAndRefs() throws {
        var degreesOnly = FixtureExif(latitudeRef: "n", longitudeRef: "w")
        degreesOnly.latitudeComponents = [(43_467_448, 1_000_000)]
        degreesOnly.longitudeComponents = [(1_234_500, 1_000_000)]
        let gps = try XCTUnwrap(try probe(PhotoFixtures.jpeg(exif: degreesOnly)).gps)
        XCTAssertEqual(gps.latitude, 43.467448, accuracy: 1e-9)
        XCTAssertEqual(gps.longitude, -1.2345, accuracy: 1e-9)
        var zero = FixtureExif()
        zero.latitudeComponents = [(43, 1), (28, 0)]
        zero.longitudeComponents = [(1, 1)]
        let refused = try probe(PhotoFixtures.jpeg(exif: zero))
        XCTAssertNil(refused.gps)
        XCTAssertEqual(
            refused.gpsProblem, "its GPSLatitude has a zero denominator (28/0), so it has no value")
        var missing = FixtureExif(latitude: 10, longitude: 20)
        missing.omitRefs = true
        let assumed = try probe(PhotoFixtures.jpeg(exif: missing))
        XCTAssertEqual(assumed.gps, Coordinate(latitude: 10, longitude: 20))
        XCTAssertEqual(
            assumed.gpsAssumptions,
            ["GPSLatitudeRef is missing: assumed N", "GPSLongitudeRef is missing: assumed E"])
    }

    func testOffsetTimeStandsInForOffsetTimeOriginal() throws {
        var exif = FixtureExif(dateTimeOriginal: "2024:06:14 08:42:05")
        exif.offsetTime = "-05:00"
        let metadata = try probe(PhotoFixtures.jpeg(exif: exif))
        let moment = try XCTUnwrap(metadata.captureMoment)
        XCTAssertEqual(moment.source, .offsetTime)
        XCTAssertEqual(moment.time, .instant(Date(timeIntervalSince1970: 1_718_372_525)))
        exif.offsetTimeOriginal = "+02:00"
        XCTAssertEqual(try probe(PhotoFixtures.jpeg(exif: exif)).captureMoment?.source, .offsetTimeOriginal)
    }

    func testGPSTimeFixesTheInstantWhenItAgreesWithTheClock() throws {
        var exif = FixtureExif(latitude: 42.03, longitude: -0.5, dateTimeOriginal: "2006:05:26 11:48:48")
        exif.gpsDateStamp = "2006:05:26"
        exif.gpsTimeStamp = [(10, 1), (47, 1), (24, 1)]
        exif.imgDirection = (20, "T")
        let metadata = try probe(PhotoFixtures.jpeg(exif: exif))
        let moment = try XCTUnwrap(metadata.captureMoment)
        XCTAssertEqual(moment.source, .gpsTime)
        // The camera clock says 11:48:48 and GPS 10:47:24 UTC: the clock ran at +01:00.
        XCTAssertEqual(moment.time, .instant(Date(timeIntervalSince1970: 1_148_640_528)))
        XCTAssertEqual(metadata.direction, CameraDirection(degrees: 20, reference: .trueNorth))
        // A GPS stamp twenty minutes off any zone is not trusted: the place's zone decides.
        exif.gpsTimeStamp = [(10, 1), (28, 1), (0, 1)]
        XCTAssertEqual(try probe(PhotoFixtures.jpeg(exif: exif)).captureMoment?.source, .placeTimeZone)
    }

    func testXMPOnlyPositionInJPEGPNGAndHEIC() throws {
        let properties = [
            ("exif:GPSLatitude", "43,28.0469N"), ("exif:GPSLongitude", "3,47.52W"),
            ("exif:GPSAltitude", "1234/10"), ("exif:GPSAltitudeRef", "0"),
            ("exif:DateTimeOriginal", "2024-06-14T08:42:05+02:00"),
        ]
        let expectedLatitude = 43 + 28.0469 / 60
        let expectedLongitude = -(3 + 47.52 / 60)
        for asElements in [false, true] {
            let packet = PhotoFixtures.xmpPacket(properties, asElements: asElements)
            let photos = [
                ("JPEG", PhotoFixtures.insertingXMP(packet, into: try PhotoFixtures.jpeg())),
                ("PNG", PhotoFixtures.insertingXMP(packet, intoPNG: PhotoFixtures.quadrantPNG())),
                ("HEIC", try PhotoFixtures.heic(xmp: packet)),
            ]
            for (name, data) in photos {
                let metadata = try probe(data)
                let gps = try XCTUnwrap(metadata.gps, name)
                XCTAssertEqual(gps.latitude, expectedLatitude, accuracy: 1e-9, name)
                XCTAssertEqual(gps.longitude, expectedLongitude, accuracy: 1e-9, name)
                XCTAssertEqual(try XCTUnwrap(metadata.altitude, name), 123.4, accuracy: 1e-9)
                XCTAssertEqual(metadata.captureMoment?.source, .xmpOffset, name)
                XCTAssertEqual(
                    metadata.captureMoment?.time, .instant(Date(timeIntervalSince1970: 1_718_347_325)), name)
            }
        }
    }

    func testEXIFWinsOverXMPAndXMPFillsWhatEXIFLacks() throws {
        let exif = FixtureExif(latitude: 10, longitude: 20, dateTimeOriginal: "2024:06:14 08:42:05")
        let packet = PhotoFixtures.xmpPacket([
            ("exif:GPSLatitude", "43,28.0469N"), ("exif:GPSLongitude", "3,47.52W"),
            ("exif:GPSImgDirection", "90/1"),
        ])
        let metadata = try probe(PhotoFixtures.insertingXMP(packet, into: try PhotoFixtures.jpeg(exif: exif)))
        XCTAssertEqual(metadata.gps, Coordinate(latitude: 10, longitude: 20))
        XCTAssertEqual(metadata.direction?.degrees, 90)
        // An XMP coordinate without a hemisphere letter is read as N/E and said so.
        let bare = PhotoFixtures.xmpPacket([("exif:GPSLatitude", "43,28.5"), ("exif:GPSLongitude", "3,30")])
        let assumed = try probe(PhotoFixtures.insertingXMP(bare, into: try PhotoFixtures.jpeg()))
        XCTAssertEqual(assumed.gps, Coordinate(latitude: 43.475, longitude: 3.5))
        XCTAssertEqual(assumed.gpsAssumptions.count, 2)
        let garbage = PhotoFixtures.xmpPacket([
            ("exif:GPSLatitude", "north-ish"), ("exif:GPSLongitude", "3,30E"),
        ])
        let refused = try probe(PhotoFixtures.insertingXMP(garbage, into: try PhotoFixtures.jpeg()))
        XCTAssertNil(refused.gps)
        XCTAssertNotNil(refused.gpsProblem)
    }

    func testPNGeXIfChunkWithOrWithoutItsOwnHeader() throws {
        let plain = PhotoFixtures.quadrantPNG(exif: .sample)
        XCTAssertEqual(try probe(plain).cameraModel, "Camera 1")
        let withHeader = PhotoFixtures.png(
            width: 8, height: 8, colorType: .rgb, exif: [0, 0, 0, 0, 0, 0] + FixtureExif.sample.block()
        ) { _, _ in (0, 0, 0, 65535) }
        XCTAssertEqual(try probe(withHeader).cameraModel, "Camera 1")
    }
}
