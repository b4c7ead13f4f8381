import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// Real photos from many cameras and phones (Tests/Corpus): each decodes and gives the right
/// position, heading, height and instant, or says why it has none.
final class CorpusTests: XCTestCase {
    private func metadata(_ name: String) throws -> ExifMetadata {
        let probe = try ImageProbe.inspect(try Corpus.data(name))
        XCTAssertNil(probe.exifError, name)
        return try XCTUnwrap(probe.exif, name)
    }

    private func assertInstant(
        _ metadata: ExifMetadata, _ seconds: Double, _ source: TimeSource, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let moment = try XCTUnwrap(metadata.captureMoment, file: file, line: line)
        XCTAssertEqual(moment.source, source, file: file, line: line)
        guard case .instant(let date) = moment.time else {
            return XCTFail("not an instant: \(moment.time)", file: file, line: line)
        }
        XCTAssertEqual(date.timeIntervalSince1970, seconds, accuracy: 1e-3, file: file, line: line)
    }

    private func assertPosition(
        _ metadata: ExifMetadata, _ latitude: Double, _ longitude: Double, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let gps = try XCTUnwrap(metadata.gps, file: file, line: line)
        XCTAssertEqual(gps.latitude, latitude, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(gps.longitude, longitude, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(metadata.gpsAssumptions, [], file: file, line: line)
    }

    func testIPhone7JPEGGetsItsOffsetFromTheGPSTimeStamp() throws {
        let apple = try metadata("exiftool/Apple.jpg")
        try assertPosition(apple, 53.382847222, -1.456677778)
        XCTAssertEqual(try XCTUnwrap(apple.altitude), 72.3665, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(apple.direction?.degrees), 342.0499, accuracy: 1e-3)
        XCTAssertEqual(apple.direction?.reference, .trueNorth)
        XCTAssertEqual(try XCTUnwrap(apple.gpsTime?.timeIntervalSince1970), 1_475_083_078.65, accuracy: 1e-6)
        // 18:18:05.813 on the camera's clock, 17:17:58.65 UTC by GPS: British Summer Time.
        try assertInstant(apple, 1_475_083_085.813, .gpsTime)
    }

    func testIPhoneXRGridHEICWithItsOffsetTimeOriginal() throws {
        let probe = try ImageProbe.inspect(try Corpus.data("exiv2/2021-02-13-1929.heic"))
        XCTAssertEqual(
            PixelSize(width: probe.pixelWidth, height: probe.pixelHeight),
            PixelSize(width: 3024, height: 4032))
        let iphone = try XCTUnwrap(probe.exif)
        XCTAssertEqual(iphone.cameraModel, "iPhone XR")
        try assertPosition(iphone, 30.580366667, -88.073905556)
        XCTAssertEqual(try XCTUnwrap(iphone.altitude), 2.9025, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(iphone.direction?.degrees), 213.503, accuracy: 1e-3)
        XCTAssertEqual(iphone.offsetTimeOriginal, -6 * 3600)
        try assertInstant(iphone, 1_613_235_811.864, .offsetTimeOriginal)
    }

    func testActionCameraAndCompactWithGPSClocks() throws {
        let gopro = try metadata("exiftool/GoPro.jpg")
        try assertPosition(gopro, 40.658419200, -73.993354300)
        XCTAssertEqual(
            try XCTUnwrap(gopro.altitude), -3.983, accuracy: 1e-6, "GPSAltitudeRef 1: below sea level")
        try assertInstant(gopro, 1_507_042_709, .gpsTime)  // 10:58:29 at -04:00 (New York, EDT)
        let ricoh = try metadata("exiftool/Ricoh2.jpg")
        try assertPosition(ricoh, 42.034575, -0.507502778)
        XCTAssertEqual(ricoh.direction, CameraDirection(degrees: 20, reference: .trueNorth))
        XCTAssertEqual(ricoh.altitude, 117)
        // The camera's clock ran an hour behind Spain's summer time; GPS fixes the instant.
        try assertInstant(ricoh, 1_148_640_528, .gpsTime)
    }

    func testDecimalMinutesWithoutGPSDateFallsBackToThePlace() throws {
        let fuji = try metadata("exiftool/GPS.jpg")
        try assertPosition(fuji, 54 + 59.38 / 60, -(1 + 54.85 / 60))
        XCTAssertNil(fuji.gpsTime, "a GPSTimeStamp without GPSDateStamp is no instant")
        XCTAssertEqual(fuji.captureMoment?.source, .placeTimeZone)
    }

    func testZeroDenominatorsOfAThermalCameraAreRefused() throws {
        let infiray = try metadata("exiftool/InfiRay.jpg")
        XCTAssertNil(infiray.gps)
        XCTAssertEqual(infiray.gpsProblem, "its GPSLatitude has a zero denominator (0/0), so it has no value")
        XCTAssertNil(infiray.altitude)
    }

    func testXMPOnlyPositionAndHEICFromANikon() throws {
        let xmpOnly = try metadata("exiv2/exiv2-bug540.jpg")
        try assertPosition(xmpOnly, 54 + 59.38 / 60, -(1 + 54.85 / 60))
        let nikon = try metadata("exiv2/Stonehenge.heic")
        try assertPosition(nikon, 51.178280556, -1.826638889)
        XCTAssertEqual(nikon.altitude, 97)
        XCTAssertEqual(nikon.captureMoment?.source, .placeTimeZone)
    }

    func testTheCameraBodysSerialNumberFromEXIFOrXMP() throws {
        // Tells two bodies of one model apart when their clocks are corrected (import --clock-offset).
        XCTAssertEqual(
            try metadata("exiftool/GoPro.jpg").cameraSerial, "C3221324657219", "EXIF BodySerialNumber")
        XCTAssertEqual(try metadata("exiv2/Stonehenge.heic").cameraSerial, "2567806", "XMP aux:SerialNumber")
        XCTAssertNil(try metadata("exiftool/Apple.jpg").cameraSerial)
    }

    func testPNGWithAnEXIfChunkAndPNGWithXMP() throws {
        let exiv2 = try ImageProbe.inspect(try Corpus.data("exiv2/1343_exif.png"))
        XCTAssertNil(exiv2.exifError)
        XCTAssertNotNil(exiv2.exif)
        XCTAssertNoThrow(try ImageProbe.inspect(try Corpus.data("exiftool/PNG.png")))
    }

    /// Every maker's photo decodes, and its capture time is the one its camera wrote.
    func testEveryMakersPhotoDecodesWithItsCaptureTime() throws {
        let expected: [String: String] = [
            "Apple": "2016-09-28T18:18:05", "Canon": "2003-12-04T06:46:52", "Casio": "2000-03-31T10:44:15",
            "Casio2": "2003-06-18T16:54:37", "FujiFilm": "2001-05-19T18:36:41", "GE": "2008-09-17T04:18:57",
            "GPS": "2002-07-13T15:58:28", "GoPro": "2017-10-03T10:58:29", "JVC": "2004-06-26T12:36:46",
            "Kodak": "2002-05-01T10:22:28", "MWG": "2001-01-01T01:11:11", "Minolta": "2002-06-01T12:37:27",
            "Motorola": "2015-09-18T11:23:37", "Nikon": "2001-08-01T12:57:23",
            "NikonD70": "2005-01-14T08:57:59",
            "Olympus": "1999-12-06T16:38:40", "Panasonic": "2004-08-28T15:55:46",
            "Pentax": "2008-03-02T12:01:23",
            "Ricoh": "2001-11-07T13:08:41", "Ricoh2": "2006-05-26T11:48:48", "Sanyo": "2003-10-11T12:43:05",
            "Sigma": "2003-11-27T10:31:34", "Sony": "2003-12-18T13:51:33", "Unknown": "2005-08-10T06:24:38",
            "XMP": "2001-05-19T18:36:41",
            // The thermal camera writes only DateTime (ModifyDate), no DateTimeOriginal.
            "InfiRay": "2023-02-08T12:24:35",
        ]
        let names = try Corpus.names(in: "exiftool", suffix: ".jpg")
        XCTAssertEqual(names.count, expected.count)
        for name in names {
            let data = try Corpus.data(name)
            let probe = try ImageProbe.inspect(data)
            let decoded = try ImageDecoder.decode(data)
            XCTAssertEqual(
                decoded.fullSize, PixelSize(width: probe.pixelWidth, height: probe.pixelHeight), name)
            let stem = String(name.dropFirst("exiftool/".count).dropLast(4))
            let time = probe.exif?.dateTimeOriginal.map { "\($0)" } ?? ""
            XCTAssertEqual(time, expected[stem], name)
        }
    }
}
