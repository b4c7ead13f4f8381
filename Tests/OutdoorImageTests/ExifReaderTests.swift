import Foundation
import OutdoorImage
import OutdoorModel
import TestSupport
import XCTest

final class ExifReaderTests: XCTestCase {
    private func read(_ exif: FixtureExif) throws -> ExifMetadata {
        let result = try ExifReader.read(exifBlock: exif.block())
        XCTAssertNil(result.damage)
        return result.metadata
    }

    func testReadsAllFieldsOfATypicalPhoto() throws {
        let metadata = try read(.sample)
        XCTAssertEqual(metadata.orientation, .up)
        let gps = try XCTUnwrap(metadata.gps)
        XCTAssertEqual(gps.latitude, 59.9139, accuracy: 1e-6)
        XCTAssertEqual(gps.longitude, 10.7522, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(metadata.altitude), 23, accuracy: 0.01)
        let local = try XCTUnwrap(metadata.dateTimeOriginal)
        XCTAssertEqual(
            [local.year, local.month, local.day, local.hour, local.minute, local.second],
            [2024, 6, 14, 8, 42, 5])
        XCTAssertEqual(local.fraction, 0.25, accuracy: 1e-9)
        XCTAssertEqual(metadata.offsetTimeOriginal, 7200)
        XCTAssertEqual(metadata.offsetTimeZone?.secondsFromGMT(), 7200)
        XCTAssertEqual(metadata.cameraMake, "Fixture")
        XCTAssertEqual(metadata.cameraModel, "Camera 1")
        // 08:42:05.25 at +02:00 is 06:42:05.25 UTC.
        let capture = try XCTUnwrap(metadata.captureDate)
        XCTAssertEqual(capture.timeIntervalSince1970, 1_718_347_325.25, accuracy: 1e-3)
    }

    func testSouthAndWestRefsMakeNegativeCoordinates() throws {
        let metadata = try read(FixtureExif(latitude: -33.8568, longitude: -70.6483, altitude: -12.5))
        let gps = try XCTUnwrap(metadata.gps)
        XCTAssertEqual(gps.latitude, -33.8568, accuracy: 1e-6)
        XCTAssertEqual(gps.longitude, -70.6483, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(metadata.altitude), -12.5, accuracy: 0.01)
    }

    func testRefDecidesTheHemisphereNotTheValue() throws {
        let metadata = try read(FixtureExif(latitude: 45, longitude: 7, latitudeRef: "S", longitudeRef: "W"))
        XCTAssertEqual(metadata.gps, Coordinate(latitude: -45, longitude: -7))
    }

    func testBadGPSReadsAsNoGPS() throws {
        let zeroDenominator = FixtureExif(longitude: 10, rawLatitude: [(59, 0), (0, 1), (0, 1)])
        XCTAssertNil(try read(zeroDenominator).gps)
        let outOfRange = FixtureExif(longitude: 10, rawLatitude: [(95, 1), (0, 1), (0, 1)])
        XCTAssertNil(try read(outOfRange).gps)
        let unknownRef = FixtureExif(latitude: 10, longitude: 10, latitudeRef: "X")
        XCTAssertNil(try read(unknownRef).gps)
        let latitudeOnly = FixtureExif(latitude: 10)
        XCTAssertNil(try read(latitudeOnly).gps)
    }

    func testEveryOrientationValue() throws {
        for value in 1...8 {
            XCTAssertEqual(try read(FixtureExif(orientation: value)).orientation.rawValue, value)
        }
        XCTAssertEqual(try read(FixtureExif(orientation: 0)).orientation, .up)
        XCTAssertEqual(try read(FixtureExif(orientation: 9)).orientation, .up)
    }

    func testMissingFieldsStayAbsent() throws {
        let metadata = try read(FixtureExif(make: "Only a make"))
        XCTAssertEqual(metadata.cameraMake, "Only a make")
        XCTAssertNil(metadata.gps)
        XCTAssertNil(metadata.altitude)
        XCTAssertNil(metadata.dateTimeOriginal)
        XCTAssertNil(metadata.offsetTimeOriginal)
        XCTAssertNil(metadata.captureDate)
        XCTAssertEqual(metadata.orientation, .up)
    }

    func testDateWithoutOffsetHasNoCaptureInstant() throws {
        let metadata = try read(FixtureExif(dateTimeOriginal: "2023:12:31 23:59:59"))
        XCTAssertNotNil(metadata.dateTimeOriginal)
        XCTAssertNil(metadata.captureDate)
        XCTAssertEqual(metadata.dateTimeOriginal?.description, "2023-12-31T23:59:59")
    }

    func testWithoutDateTimeOriginalTheDigitizedTimeThenDateTimeStandIn() throws {
        // A real Samsung file writes only IFD0's DateTime (issue 37 item 9).
        var onlyDateTime = FixtureExif()
        onlyDateTime.dateTime = "2023:08:01 17:05:09"
        XCTAssertEqual(try read(onlyDateTime).dateTimeOriginal?.description, "2023-08-01T17:05:09")
        XCTAssertEqual(try read(onlyDateTime).captureTimeStandIn, "DateTime")
        var digitized = onlyDateTime
        digitized.dateTimeDigitized = "2023:08:01 17:04:00"
        XCTAssertEqual(try read(digitized).dateTimeOriginal?.description, "2023-08-01T17:04:00")
        XCTAssertEqual(try read(digitized).captureTimeStandIn, "DateTimeDigitized")
        var original = digitized
        original.dateTimeOriginal = "2023:08:01 17:03:00"
        XCTAssertEqual(try read(original).dateTimeOriginal?.description, "2023-08-01T17:03:00")
        XCTAssertNil(try read(original).captureTimeStandIn)
        // An XMP capture time beats a stand-in (DateTime is when the file was last changed).
        let xmp = ExifMetadata(
            dateTimeOriginal: LocalDateTime(year: 2023, month: 8, day: 1, hour: 9), xmpOffset: 7200)
        let merged = try read(onlyDateTime).filling(from: xmp)
        XCTAssertEqual(merged.dateTimeOriginal?.description, "2023-08-01T09:00:00")
        XCTAssertEqual(merged.xmpOffset, 7200)
        XCTAssertNil(merged.captureTimeStandIn)
        XCTAssertEqual(
            try read(original).filling(from: xmp).dateTimeOriginal?.description, "2023-08-01T17:03:00")
        // A blank DateTimeOriginal is no time, so the next tag is used.
        var blank = digitized
        blank.dateTimeOriginal = "    :  :     :  :  "
        XCTAssertEqual(try read(blank).dateTimeOriginal?.description, "2023-08-01T17:04:00")
        // DateTime with OffsetTime (its own offset) is a capture instant.
        var withOffset = onlyDateTime
        withOffset.offsetTime = "+03:00"
        let moment = try XCTUnwrap(try read(withOffset).captureMoment)
        XCTAssertEqual(moment.source, .offsetTime)
    }

    func testDamageOnlyInAMakerNoteIsToldApart() {
        XCTAssertTrue(
            ExifError.malformed(messages: ["ExifMnoteCanon: Tag 0x0004 past end"]).isConfinedToMakerNote)
        XCTAssertFalse(
            ExifError.malformed(messages: ["ExifMnoteCanon: bogus", "ExifData: Tag data past end of buffer"])
                .isConfinedToMakerNote)
        XCTAssertFalse(ExifError.malformed(messages: []).isConfinedToMakerNote)
        XCTAssertFalse(ExifError.notExif.isConfinedToMakerNote)
    }

    func testBlankOrImpossibleDatesAndOffsetsAreIgnored() throws {
        for text in [
            "0000:00:00 00:00:00", "    :  :     :  :  ", "2023:02:30 10:00:00", "2023:13:01 10:00:00",
            "yesterday",
        ] {
            XCTAssertNil(try read(FixtureExif(dateTimeOriginal: text)).dateTimeOriginal, text)
        }
        for text in ["+25:00", "02:00", "+2:00", "   :  "] {
            XCTAssertNil(try read(FixtureExif(offsetTimeOriginal: text)).offsetTimeOriginal, text)
        }
        XCTAssertEqual(try read(FixtureExif(offsetTimeOriginal: "-05:30")).offsetTimeOriginal, -19800)
    }

    func testGarbageAfterTheHeaderIsReportedNotFatal() throws {
        let block: [UInt8] =
            [0x45, 0x78, 0x69, 0x66, 0, 0, 0x49, 0x49, 0x2A, 0, 0xF0, 0xFF, 0xFF, 0x0F]
            + [UInt8](
                repeating: 0xAB, count: 40)
        let result = try ExifReader.read(exifBlock: block)
        let damage = try XCTUnwrap(result.damage)
        XCTAssertTrue(
            damage.description.hasPrefix("the photo's EXIF metadata is damaged"), damage.description)
        XCTAssertTrue(result.metadata.isEmpty)
    }

    func testBlockWithoutHeaderIsNotExif() {
        XCTAssertThrowsError(try ExifReader.read(exifBlock: Array("not exif at all".utf8))) { error in
            XCTAssertEqual(error as? ExifError, .notExif)
        }
    }

    func testRandomBlocksNeverCrash() throws {
        // Garbage after a valid header: read, reported as damaged, nothing taken from it.
        for seed in 1...200 {
            var block: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x49, 0x49, 0x2A, 0]
            block += [UInt8](PhotoFixtures.garbage(count: 8 + Int(seed % 300), seed: UInt64(seed)))
            let result = try ExifReader.read(exifBlock: block)
            XCTAssertTrue(result.metadata.isEmpty, "seed \(seed): \(result.metadata)")
            assertMalformed(result.damage, "seed \(seed)")
        }
        let valid = FixtureExif.sample.block()
        for seed in 1...200 {
            // Flips after the header: always read; any damage is reported in libexif's words.
            let flipped = [UInt8](
                PhotoFixtures.flippingBits(Data(valid), count: 4, seed: UInt64(seed), skip: 10))
            let result = try ExifReader.read(exifBlock: flipped)
            if let damage = result.damage { assertMalformed(damage, "flips of seed \(seed)") }
            // A cut block: too short for its headers is not EXIF; longer is read and reported cut.
            let length = 10 + seed % (valid.count - 10)
            let cut = Array(valid.prefix(length))
            if length < 14 {
                XCTAssertThrowsError(try ExifReader.read(exifBlock: cut)) {
                    XCTAssertEqual($0 as? ExifError, .notExif, "a cut at \(length)")
                }
            } else {
                assertMalformed(try ExifReader.read(exifBlock: cut).damage, "a cut at \(length)")
            }
        }
    }

    /// Checks that `damage` is libexif's report of a damaged block, with its own words.
    private func assertMalformed(
        _ damage: ExifError?, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard case .malformed(let messages)? = damage else {
            return XCTFail(
                "\(message): expected .malformed, got \(String(describing: damage))", file: file, line: line)
        }
        XCTAssertFalse(messages.isEmpty || messages.contains(""), message, file: file, line: line)
    }
}
