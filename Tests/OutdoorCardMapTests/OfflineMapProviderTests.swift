import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import XCTest

/// The bridge from the card's map panel to the real map renderer, and the card's map requests.
final class OfflineMapProviderTests: XCTestCase {
    private let onati = Coordinate(latitude: 42.97903, longitude: -2.39802)

    /// The entry card's request for a panel of `width` x `height` device pixels.
    private func request(
        width: Int, height: Int, scale: Double = 1, coordinates: CoordinatesMode = .precise
    ) throws -> MapRequest {
        let entry = CardFixtures.entry(coordinate: onati, place: nil)
        return CardMap.request(
            pixelSize: PixelSize(width: width, height: height), scale: scale, medium: .screen, theme: .light,
            units: .metric, overlays: try entry.disclosed(coordinates).mapOverlays())
    }

    func testThePictureHasTheRequestsSizeAtMostALogicalPixelLargerThanThePanel() throws {
        let fonts = try CardFixtures.hermeticFonts()
        let provider = OfflineMapProvider(database: try CardFixtures.database(), fonts: fonts)
        for (width, height, scale) in [(952, 306, 1.0), (1105, 281, 1.0), (1904, 611, 2.0), (553, 141, 1.0)] {
            let map = try request(width: width, height: height, scale: scale)
            let picture = try provider.plan(map).picture()
            XCTAssertEqual(picture.width, map.pixelWidth, "\(width) x \(height) at \(scale)")
            XCTAssertEqual(picture.height, map.pixelHeight, "\(width) x \(height) at \(scale)")
            XCTAssertTrue(
                (0..<Int(map.scale.rounded(.up))).contains(picture.width - width), "\(picture.width)")
            XCTAssertTrue(
                (0..<Int(map.scale.rounded(.up))).contains(picture.height - height), "\(picture.height)")
        }
    }

    func testTheMagnificationGivesWayOnShortPanels() throws {
        XCTAssertEqual(CardMap.magnification(panelWidth: 952, height: 306), 2)
        XCTAssertEqual(CardMap.magnification(panelWidth: 552, height: 192), 2)
        XCTAssertEqual(CardMap.magnification(panelWidth: 552, height: 144), 1.5)
        XCTAssertEqual(CardMap.magnification(panelWidth: 120, height: 60), 1, "never below the card's own")
        let short = try request(width: 1104, height: 288, scale: 2)
        XCTAssertEqual(short.scale, 3)
        XCTAssertEqual(short.height, 96)
        XCTAssertEqual(short.width, 368)
    }

    func testTheWholePinStaysOnTheMapInShortAndTallPanels() throws {
        let fonts = try CardFixtures.hermeticFonts()
        let database = try CardFixtures.database()
        let renderer = MapRenderer(database: database, fonts: fonts)
        for height in [130, 141, 160, 200, 306, 940] {
            let map = try request(width: 552, height: height)
            let details = try renderer.renderWithDetails(map).details
            let marker = try XCTUnwrap(details.markers.first, "panel height \(height)")
            let bounds = CGRect(x: 0, y: 0, width: map.width, height: map.height)
            XCTAssertTrue(
                bounds.contains(marker.frame), "panel height \(height): \(marker.frame) in \(bounds)")
        }
    }

    func testTheMapMarksThePlaceAsTheCoordinatesModeAllows() throws {
        let modes: [(CoordinatesMode, LocationPrecision)] = [
            (.precise, .exact), (.approx, .approximate), (.hidden, .hidden),
        ]
        for (mode, precision) in modes {
            let map = try request(width: 600, height: 300, coordinates: mode)
            XCTAssertEqual(map.pins.map(\.precision), [precision], "\(mode)")
            XCTAssertEqual(
                map.pins.first?.coordinate, mode == .precise ? onati : onati.rounded(decimals: 1), "\(mode)")
            XCTAssertEqual(map.withheldAreas.areas.isEmpty, mode != .hidden, "\(mode)")
            XCTAssertFalse(map.showsAttribution, "the card prints the credit under the panel")
            XCTAssertEqual(map.accentColor, CardPalette.light.accent)
        }
    }
}
