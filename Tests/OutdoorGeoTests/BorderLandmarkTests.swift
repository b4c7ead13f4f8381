import Foundation
import OutdoorGeo
import OutdoorModel
import XCTest

/// Place lines at borders against another source (issue 35): towns 2-3 km from an international
/// border on both sides of 95 borders, each with the country GeoNames gives it
/// (Resources/border-landmarks.tsv, made by Scripts/geodata/landmarks/border-landmarks.py).
///
/// The place line's country must be GeoNames', and the map must agree: the country whose area
/// holds the point is the side of the border the map draws (the borders are Natural Earth's
/// admin-0 lines, the areas its admin-0 polygons), and a drawn border runs within 4 km.
final class BorderLandmarkTests: XCTestCase {
    struct Landmark {
        var border: String
        var town: String
        var coordinate: Coordinate
        var country: String
    }

    static func landmarks() throws -> [Landmark] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Resources/border-landmarks.tsv")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 7, let lat = Double(f[2]), let lon = Double(f[3]) else { return nil }
            return Landmark(
                border: f[0], town: f[1], coordinate: Coordinate(latitude: lat, longitude: lon), country: f[4]
            )
        }
    }

    /// Towns Natural Earth's 1:10m line puts on the other side, more than 2 km off where the
    /// border follows a river or cuts a valley (the Danube at Corabia, the Red River at Hekou):
    /// the place line follows the map's border there, so both disagree with GeoNames.
    static let beyondTheData: Set<String> = ["Luvo", "Corabia", "Hekou", "Anse-à-Pitre", "Quvasoy"]

    func testPlaceLinesAtBordersAgreeWithGeoNamesAndTheMap() throws {
        let db = try GeoDatabase(directory: ShippedDataTests.dataDirectory)
        let landmarks = try Self.landmarks()
        XCTAssertGreaterThanOrEqual(Set(landmarks.map(\.border)).count, 30)
        var misses: [String] = []
        var beyond: [String] = []
        for landmark in landmarks {
            let line = try db.reverseGeocode(landmark.coordinate)
            // The side of the border the map draws: the area holding the point (none offshore,
            // where the line names the country whose coast is near).
            let area = try db.areas(.countries, at: landmark.coordinate).first?.countryCode
            let d = 0.04
            let k = cos(landmark.coordinate.latitude * .pi / 180)
            let box = GeoBox(
                west: landmark.coordinate.longitude - d / k, south: landmark.coordinate.latitude - d,
                east: landmark.coordinate.longitude + d / k, north: landmark.coordinate.latitude + d)
            let drawn = try db.features(.borders, level: .high, in: box).contains {
                if case .border(let kind) = $0.kind { return kind.isInternational }
                return false
            }
            let what =
                "\(landmark.border) \(landmark.town) (\(landmark.country)): place line "
                + "\(line?.displayName ?? "none"), area \(area ?? "none (offshore)"), border drawn within 4 km: \(drawn)"
            XCTAssertTrue(drawn, "no border drawn near a border landmark: \(what)")
            if let area {
                XCTAssertEqual(line?.countryCode, area, "the place line leaves its map's side: \(what)")
            }
            if line?.countryCode != landmark.country {
                if Self.beyondTheData.contains(landmark.town) {
                    beyond.append(what)
                } else {
                    misses.append(what)
                }
            }
        }
        print(
            "border landmarks: \(landmarks.count) on \(Set(landmarks.map(\.border)).count) borders; "
                + "\(landmarks.count - misses.count - beyond.count) agree with GeoNames, \(beyond.count) beyond the data"
        )
        for line in beyond { print("  beyond the data: " + line) }
        XCTAssertTrue(misses.isEmpty, misses.joined(separator: "\n"))
        XCTAssertEqual(
            beyond.count, Self.beyondTheData.count, "every landmark beyond the data is still in the file")
    }
}
