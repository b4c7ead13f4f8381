import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Real phone photos through `add` and `show`: position, height, heading and the time's source.
final class PhotoMetadataCommandTests: CLITestCase {
    private func add(_ name: String, _ extra: [String] = []) throws -> (id: String, stderr: String) {
        let photo = try write(try Corpus.data(name), (name as NSString).lastPathComponent)
        let result = try run(["add", "--title", "Real photo", "--photo", photo, "--no-weather"] + extra)
        return (try XCTUnwrap(result.output.split(separator: "\n").first.map(String.init)), result.stderr)
    }

    private func showJSON(_ id: String) throws -> [String: Any] {
        try XCTUnwrap(
            try JSONSerialization.jsonObject(with: run(["show", id, "--json"]).stdout) as? [String: Any])
    }

    func testIPhoneJPEGWithGPSTimeShowsHeightHeadingAndTheTimesSource() throws {
        let (id, _) = try add("exiftool/Apple.jpg")
        let json = try showJSON(id)
        XCTAssertEqual(json["timestamp"] as? String, "2016-09-28T18:18:05+01:00")
        XCTAssertEqual(json["timeZone"] as? String, "Europe/London")
        XCTAssertEqual(json["timeSource"] as? String, "gps-time")
        XCTAssertEqual(try XCTUnwrap(json["altitude"] as? Double), 72.366, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(json["cameraDirection"] as? Double), 342.05, accuracy: 1e-2)
        XCTAssertEqual(json["cameraDirectionRef"] as? String, "true")
        let text = try run(["show", id]).output
        XCTAssertTrue(
            text.contains("time from photo's capture time, its offset from the GPS time stamp (UTC)"), text)
        XCTAssertTrue(text.contains("altitude  72 m above sea level"), text)
        XCTAssertTrue(text.contains("facing    342° NNW (true north)"), text)
    }

    func testIPhoneGridHEICUsesItsOffsetTimeOriginal() throws {
        let (id, _) = try add("exiv2/2021-02-13-1929.heic")
        let json = try showJSON(id)
        XCTAssertEqual(json["timestamp"] as? String, "2021-02-13T11:03:31-06:00")
        XCTAssertEqual(json["timeSource"] as? String, "offset-time-original")
        XCTAssertEqual(try XCTUnwrap(json["cameraDirection"] as? Double), 213.5, accuracy: 1e-2)
        XCTAssertTrue(
            try run(["show", id]).output.contains(
                "time from photo's capture time with its OffsetTimeOriginal"))
    }

    func testWithoutOffsetOrGPSTimeThePlacesZoneDecidesAndShowSaysSo() throws {
        let (id, _) = try add("exiv2/Stonehenge.heic")
        let json = try showJSON(id)
        XCTAssertEqual(json["timestamp"] as? String, "2015-07-16T15:38:54+01:00")
        XCTAssertEqual(json["timeSource"] as? String, "place-time-zone")
        XCTAssertEqual(json["altitude"] as? Double, 97)
        XCTAssertTrue(json["cameraDirection"] is NSNull)
        XCTAssertTrue(
            try run(["show", id]).output.contains("time from photo's capture time in the place's time zone"))
    }

    func testGivenTimeAndPlaceAreSaidToBeGivenAndDropThePhotosHeight() throws {
        let (id, _) = try add(
            "exiftool/Apple.jpg", ["--lat", "60.39", "--lng", "5.32", "--at", "2025-06-14T08:42"])
        let json = try showJSON(id)
        XCTAssertEqual(json["timeSource"] as? String, "given")
        XCTAssertTrue(
            json["altitude"] is NSNull, "the height belongs to the photo's position, not the one given")
        XCTAssertEqual(try XCTUnwrap(json["cameraDirection"] as? Double), 342.05, accuracy: 1e-2)
    }

    func testZeroDenominatorsAreRefusedWithTheirReason() throws {
        let photo = try write(try Corpus.data("exiftool/InfiRay.jpg"), "InfiRay.jpg")
        let result = try run(["add", "--title", "Thermal", "--photo", photo, "--no-weather"], status: 1)
        XCTAssertTrue(
            result.stderr.contains(
                "InfiRay.jpg has GPS data without a usable position: its GPSLatitude has a zero denominator (0/0)"
            ),
            result.stderr)
        XCTAssertEqual(try logJSON().count, 0, "nothing saved")
    }

    func testAndroidSignedRationalsWithoutRefsAreReadAndTheAssumptionIsSaid() throws {
        var exif = FixtureExif(dateTimeOriginal: "2025:06:14 08:42:05")
        exif.latitudeComponents = [(48, 1), (51, 1), (3024, 100)]
        exif.longitudeComponents = [(2, 1), (17, 1), (4020, 100)]
        exif.signedRationals = true
        exif.omitRefs = true
        let photo = try write(try PhotoFixtures.jpeg(exif: exif), "android.jpg")
        let result = try run(["add", "--title", "Paris", "--photo", photo, "--no-weather"])
        XCTAssertTrue(result.stderr.contains("GPSLatitudeRef is missing: assumed N"), result.stderr)
        let entry = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(entry["timeZone"] as? String, "Europe/Paris")
        XCTAssertEqual(try XCTUnwrap(entry["lat"] as? Double), 48.8584, accuracy: 1e-4)
    }
}
