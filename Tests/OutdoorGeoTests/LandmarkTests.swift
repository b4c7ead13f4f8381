import Foundation
import OutdoorGeo
import OutdoorModel
import XCTest

/// The shipped data's place lines against landmarks written down before any code ran on them.
///
/// Resources/landmarks.tsv (issue 23): at least 99% must be right on the country and 95% on the
/// town. Every miss is printed.
final class LandmarkTests: XCTestCase {
    /// One landmark: where it is and what its place line must say.
    struct Landmark {
        var name: String
        var coordinate: Coordinate
        /// Accepted ISO codes; "-" for none (open sea).
        var countries: [String]
        /// Accepted first parts of the place line; ["?"] for any, ["-"] for no place line at all.
        var towns: [String]
        var kind: String
    }

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources/landmarks.tsv")

    static func landmarks() throws -> [Landmark] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var result: [Landmark] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 6, let lat = Double(f[1]), let lon = Double(f[2]) else {
                XCTFail("a landmark line does not have six fields: \(line)")
                continue
            }
            result.append(
                Landmark(
                    name: f[0], coordinate: Coordinate(latitude: lat, longitude: lon),
                    countries: f[3].split(separator: "|").map(String.init),
                    towns: f[4].split(separator: "|").map(String.init), kind: f[5]))
        }
        return result
    }

    func testLandmarkScores() throws {
        let db = try GeoDatabase(directory: ShippedDataTests.dataDirectory)
        let landmarks = try Self.landmarks()
        XCTAssertGreaterThanOrEqual(landmarks.count, 150)
        var countryRight = 0
        var townRight = 0
        var misses: [String] = []
        for landmark in landmarks {
            let result = try db.reverseGeocode(landmark.coordinate)
            let country = result?.countryCode ?? "-"
            let countryOK = landmark.countries.contains(country)
            let townOK: Bool
            switch landmark.towns {
            case ["-"]: townOK = result == nil
            case ["?"]: townOK = result != nil
            default:
                let first = result?.placeLine.locality?.name
                townOK =
                    first.map { got in landmark.towns.contains { Place.fold($0) == Place.fold(got) } }
                    ?? false
            }
            if countryOK { countryRight += 1 }
            if townOK { townRight += 1 }
            if !countryOK || !townOK {
                let line = result?.displayName ?? "(no place)"
                misses.append(
                    "\(countryOK ? " " : "C")\(townOK ? " " : "T") \(landmark.name) [\(landmark.kind)]: expected "
                        + "\(landmark.towns.joined(separator: "|")), \(landmark.countries.joined(separator: "|")); "
                        + "got \"\(line)\"")
            }
        }
        let n = Double(landmarks.count)
        let countryShare = Double(countryRight) / n
        let townShare = Double(townRight) / n
        print(
            String(
                format: "landmarks: %d; country right %d (%.1f%%), town right %d (%.1f%%)", landmarks.count,
                countryRight, countryShare * 100, townRight, townShare * 100))
        for miss in misses { print("  " + miss) }
        XCTAssertGreaterThanOrEqual(countryShare, 0.99, "country: \(misses.joined(separator: "\n"))")
        XCTAssertGreaterThanOrEqual(townShare, 0.95, "town: \(misses.joined(separator: "\n"))")
    }
}
