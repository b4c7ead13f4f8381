import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorModel
import TestSupport
import XCTest

/// Golden images of whole cards (Goldens/card-*.png); the cases are listed in `CardGoldenCase`.
///
/// Cards render as users get them, with the real map drawn from the shipped data, but with the
/// bundled fonts only, so they are identical on every machine. Record with
/// `GOLDEN_RECORD=1 swift test --filter CardGoldenTests`, then look at every image before
/// committing it.
final class CardGoldenTests: XCTestCase {
    /// Renders the case called `name` and compares it with `Goldens/card-<name>.png`.
    private func verify(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let goldenCase = try XCTUnwrap(
            CardGoldenCase.all.first { $0.name == name }, "no golden case \(name)", file: file, line: line)
        let renderer = try CardFixtures.renderer()
        let card = try renderer.render(
            goldenCase.entry, photo: try goldenCase.photoData(), options: goldenCase.options,
            coordinates: goldenCase.coordinates)
        try Golden.verify(card.pixels, named: "card-\(name)")
    }

    func testEveryCaseHasItsOwnTest() {
        let tested: Set<String> = [
            "story-light", "story-dark", "square-light", "square-dark", "landscape-light", "landscape-dark",
            "long-title", "long-note", "no-weather", "no-photo-story", "no-photo-square",
            "no-photo-landscape-2x", "portrait-orientation-6", "imperial", "arabic-title", "hebrew-title",
            "photo-alpha", "p3-photo", "p3-photo-gamut-p3", "era5-attribution", "night-icon", "coords-hidden",
            "coords-approx", "emoji-story", "emoji-landscape-dark",
        ]
        XCTAssertEqual(Set(CardGoldenCase.all.map(\.name)), tested)
        XCTAssertEqual(CardGoldenCase.all.count, tested.count, "two cases share a name")
    }

    func testStoryLight() throws { try verify("story-light") }

    func testStoryDark() throws { try verify("story-dark") }

    func testSquareLight() throws { try verify("square-light") }

    func testSquareDark() throws { try verify("square-dark") }

    func testLandscapeLight() throws { try verify("landscape-light") }

    func testLandscapeDark() throws { try verify("landscape-dark") }

    func testLongTitle() throws { try verify("long-title") }

    func testLongNote() throws { try verify("long-note") }

    func testNoWeather() throws { try verify("no-weather") }

    func testNoPhotoStory() throws { try verify("no-photo-story") }

    func testNoPhotoSquare() throws { try verify("no-photo-square") }

    func testNoPhotoLandscapeTwoX() throws { try verify("no-photo-landscape-2x") }

    func testPortraitOrientation6() throws { try verify("portrait-orientation-6") }

    func testImperial() throws { try verify("imperial") }

    func testArabicTitle() throws { try verify("arabic-title") }

    func testHebrewTitle() throws { try verify("hebrew-title") }

    func testPhotoAlpha() throws { try verify("photo-alpha") }

    func testP3Photo() throws { try verify("p3-photo") }

    func testP3PhotoInGamutP3() throws { try verify("p3-photo-gamut-p3") }

    func testEra5Attribution() throws { try verify("era5-attribution") }

    func testNightIcon() throws { try verify("night-icon") }

    func testEmojiStory() throws { try verify("emoji-story") }

    func testEmojiLandscapeDark() throws { try verify("emoji-landscape-dark") }

    func testCoordsHidden() throws { try verify("coords-hidden") }

    func testCoordsApprox() throws { try verify("coords-approx") }
}
