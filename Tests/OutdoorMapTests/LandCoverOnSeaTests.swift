import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import XCTest

@testable import OutdoorMap

/// Natural Earth's 1:50m urban and glacier outlines reach kilometres over the sea; the map
/// fills them inside the coast's land only.
final class LandCoverOnSeaTests: XCTestCase {
    func testUrbanAreasNeverPaintTheSea() throws {
        // Helsinki's outline covers half its archipelago; Aarhus's reaches over its bay.
        let places = [
            Coordinate(latitude: 60.1675, longitude: 24.945), Coordinate(latitude: 56.155, longitude: 10.215),
        ]
        let renderer = try MapFixtures.renderer()
        for place in places {
            let request = MapRequest(
                // 400 m a pixel: the finest view urban areas are drawn on (1:50m outlines).
                width: 800, height: 800, view: .centered(place, widthKilometres: 320), showsPlaceLabels: false
            )
            let plan = try renderer.plan(request)
            let image = try renderer.render(request)
            var sea = 0
            var urbanOnSea = 0
            var urbanOnLand = 0
            for y in stride(from: 6, to: 800, by: 8) {
                for x in stride(from: 6, to: 800, by: 8) {
                    let p = (image.baseAddress + y * image.bytesPerRow + x * 4).assumingMemoryBound(
                        to: UInt8.self)
                    let urban =
                        Self.near(p[2], plan.style.urban.red) && Self.near(p[1], plan.style.urban.green)
                        && Self.near(p[0], plan.style.urban.blue)
                    // Open water only: every cell of the land mask within 6 pixels is water.
                    if plan.land.waterFraction(in: CGRect(x: x - 6, y: y - 6, width: 12, height: 12)) == 1 {
                        sea += 1
                        if urban { urbanOnSea += 1 }
                    } else if urban {
                        urbanOnLand += 1
                    }
                }
            }
            XCTAssertGreaterThan(sea, 300, "\(place)")
            XCTAssertEqual(
                urbanOnSea, 0, "\(place): urban colour on \(urbanOnSea) of \(sea) open-sea samples")
            XCTAssertGreaterThan(urbanOnLand, 20, "\(place): the town itself is still drawn as urban")
        }
    }

    /// Whether a byte is a colour channel's value, within 2 of 255 (opaque images).
    private static func near(_ byte: UInt8, _ value: Double) -> Bool {
        abs(Int(byte) - Int((value * 255).rounded())) <= 2
    }
}
