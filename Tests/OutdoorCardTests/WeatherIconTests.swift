import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// The drawn weather icons: each stays in its box, fills it sensibly, and night differs from day.
final class WeatherIconTests: XCTestCase {
    /// Every icon the set draws: each condition by day, and by night where it has a night variant.
    private let symbols: [WeatherSymbol] = [
        .sunMax, .moonStars, .cloudSun, .cloudMoon, .cloud, .cloudFog, .cloudDrizzle, .cloudSleet, .cloudRain,
        .cloudSunRain, .cloudMoonRain, .cloudSnow, .cloudBoltRain, .wind,
    ]

    /// Draws `symbol` into the middle 100 x 100 points of a transparent 140 x 140 canvas.
    private func draw(_ symbol: WeatherSymbol) throws -> PixelBuffer {
        let canvas = try Canvas(pixelWidth: 140, pixelHeight: 140)
        try WeatherIcon.draw(
            symbol, in: CGRect(x: 20, y: 20, width: 100, height: 100), on: canvas,
            palette: CardPalette.light.icon)
        return try canvas.pixelBuffer()
    }

    func testEveryIconStaysInItsBoxAndFillsAFairShareOfIt() throws {
        for symbol in symbols {
            let pixels = try draw(symbol)
            var inside = 0
            for y in 0..<140 {
                for x in 0..<140 where pixels.rgba(x: x, y: y).a > 8 {
                    let inBox = (19..<121).contains(x) && (19..<121).contains(y)
                    XCTAssertTrue(inBox, "\(symbol.rawValue) draws outside its box at (\(x), \(y))")
                    if inBox { inside += 1 }
                }
            }
            let share = Double(inside) / 10_000
            XCTAssertGreaterThan(share, 0.12, "\(symbol.rawValue) is too faint")
            XCTAssertLessThan(share, 0.6, "\(symbol.rawValue) is too heavy")
        }
    }

    func testNightVariantsShowAMoonInsteadOfTheSun() throws {
        for (day, night) in [
            (WeatherSymbol.sunMax, WeatherSymbol.moonStars), (.cloudSun, .cloudMoon),
            (.cloudSunRain, .cloudMoonRain),
        ] {
            let a = try draw(day)
            let b = try draw(night)
            let difference = try XCTUnwrap(
                GoldenComparison.compare(expected: a, actual: b, tolerance: .standard))
            XCTAssertGreaterThan(difference.differingPixels, 300, "\(day.rawValue) vs \(night.rawValue)")
        }
    }

    func testAnIconSquaresItselfInAWideBox() throws {
        let canvas = try Canvas(pixelWidth: 300, pixelHeight: 100)
        try WeatherIcon.draw(
            .sunMax, in: CGRect(x: 0, y: 0, width: 300, height: 100), on: canvas,
            palette: CardPalette.dark.icon)
        let pixels = try canvas.pixelBuffer()
        XCTAssertEqual(pixels.rgba(x: 10, y: 50).a, 0, "nothing at the far left")
        XCTAssertEqual(pixels.rgba(x: 290, y: 50).a, 0, "nothing at the far right")
        XCTAssertEqual(pixels.rgba(x: 150, y: 50).a, 255, "the sun in the middle")
    }

    /// The whole set on a card surface, for people to judge (Goldens/card-icons-light.png, -dark).
    func testIconSheetLight() throws { try verifySheet(.light) }

    func testIconSheetDark() throws { try verifySheet(.dark) }

    private func verifySheet(_ theme: CardTheme) throws {
        let fonts = try CardFixtures.hermeticFonts()
        do {
            let palette = CardPalette.of(theme)
            let canvas = try Canvas(pixelWidth: 7 * 140, pixelHeight: 2 * 170, background: palette.surface)
            for (index, symbol) in symbols.enumerated() {
                let x = Double(index % 7) * 140
                let y = Double(index / 7) * 170
                try WeatherIcon.draw(
                    symbol, in: CGRect(x: x + 20, y: y + 20, width: 100, height: 100), on: canvas,
                    palette: palette.icon)
                let label = try TextLayout(
                    symbol.rawValue,
                    style: TextStyle(size: 13, weight: .medium, color: palette.mutedInk, alignment: .center),
                    width: 140, library: fonts)
                try canvas.draw(label, at: CGPoint(x: x, y: y + 132))
            }
            try Golden.verify(try canvas.pixelBuffer(), named: "card-icons-\(theme.rawValue)")
        }
    }
}
