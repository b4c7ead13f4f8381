import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// The renderer's behaviour with the real map: sizes, how it treats the photo, texts, and its errors.
final class CardRendererTests: XCTestCase {
    func testACardHasThePresetSizeTimesTheScaleAndIsOpaque() throws {
        let renderer = try CardFixtures.renderer()
        for (preset, scale) in [(CardPreset.story, 1), (.square, 2), (.landscape, 1)] {
            let card = try renderer.render(
                CardFixtures.entry(), photo: nil, options: CardOptions(preset: preset, scale: scale))
            XCTAssertEqual(card.pixels.width, Int(preset.size.width) * scale)
            XCTAssertEqual(card.pixels.height, Int(preset.size.height) * scale)
            XCTAssertFalse(card.pixels.hasAlpha)
        }
    }

    func testAPhotoThatNoLongerDecodesIsAClearError() throws {
        let renderer = try CardFixtures.renderer()
        for bytes in [Data(), Data("not a photo at all".utf8), PhotoFixtures.garbage(count: 4_000)] {
            XCTAssertThrowsError(
                try renderer.render(CardFixtures.entry(), photo: bytes, options: CardOptions())
            ) {
                error in
                guard case .photoUnreadable(let cause)? = error as? CardError else {
                    return XCTFail("unexpected error \(error)")
                }
                let reason = cause.description
                XCTAssertTrue(reason.contains("JPEG, PNG or HEIC"), reason)
                XCTAssertTrue(cause.error is ImageError, "the codec's own error is kept")
                XCTAssertTrue("\(error)".hasPrefix("the entry's photo can no longer be read: "))
            }
        }
    }

    func testUnsupportedScaleIsRefused() throws {
        let renderer = try CardFixtures.renderer()
        XCTAssertThrowsError(
            try renderer.render(CardFixtures.entry(), photo: nil, options: CardOptions(scale: 3))
        ) {
            XCTAssertEqual($0 as? CardError, .unsupportedScale(3))
            XCTAssertEqual("\($0)", "a card can be rendered at scale 1 or 2, not 3")
        }
    }

    func testExifOrientationIsApplied() throws {
        // Stored landscape quadrants tagged "turn clockwise": upright, the stored bottom-left
        // (blue) is at the top left and the stored top-left (red) at the top right.
        let jpeg = try PhotoFixtures.jpeg(width: 64, height: 48, exif: FixtureExif(orientation: 6))
        let card = try CardFixtures.renderer().render(
            CardFixtures.entry(weather: nil), photo: jpeg, options: CardOptions(preset: .story))
        let topLeft = card.pixels.rgba(x: 200, y: 300)
        let topRight = card.pixels.rgba(x: 880, y: 300)
        XCTAssertGreaterThan(Int(topLeft.b), 180, "\(topLeft)")
        XCTAssertLessThan(Int(topLeft.r), 80, "\(topLeft)")
        XCTAssertGreaterThan(Int(topRight.r), 180, "\(topRight)")
        XCTAssertLessThan(Int(topRight.b), 80, "\(topRight)")
    }

    func testAPhotoWithAlphaSitsOnTheCardBackground() throws {
        // The crop held at the top, where the sky is (by itself the card crops to the mountains).
        var options = CardOptions(preset: .square)
        options.framing = .focus(x: 0.5, y: 0)
        let card = try CardFixtures.renderer().render(
            CardFixtures.cutOut, photo: CardFixtures.cutOutPNG(), options: options)
        // The cut-out's sky is transparent: the light background (#F5F2EC) shows through.
        let sky = card.pixels.rgba(x: 540, y: 20)
        XCTAssertEqual(Int(sky.r), 0xF5, accuracy: 1)
        XCTAssertEqual(Int(sky.g), 0xF2, accuracy: 1)
        XCTAssertEqual(Int(sky.b), 0xEC, accuracy: 1)
        // Its mountains are drawn.
        let mountain = card.pixels.rgba(x: 540, y: 460)
        XCTAssertLessThan(Int(mountain.r), 120)
    }

    func testLongTextsAreCutCleanlyAtAWord() throws {
        let renderer = try CardFixtures.renderer()
        let note = try renderer.render(
            CardFixtures.longNote, photo: try CardFixtures.samplePhoto("ridge-sunset.jpg"),
            options: CardOptions(preset: .story))
        let shown = try XCTUnwrap(note.shownNote)
        XCTAssertTrue(note.layout.noteIsShortened)
        XCTAssertTrue(shown.hasSuffix("…"), shown)
        let kept = String(shown.dropLast())
        XCTAssertFalse(kept.last?.isWhitespace ?? true, "no space before the ellipsis: \(shown)")
        XCTAssertFalse(kept.last?.isPunctuation ?? true, "no punctuation before the ellipsis: \(shown)")
        XCTAssertTrue(CardFixtures.longNote.note?.hasPrefix(kept) ?? false)

        let title = try renderer.render(
            CardFixtures.longTitle, photo: nil, options: CardOptions(preset: .story))
        XCTAssertTrue(title.titleIsCut)
        XCTAssertTrue(title.shownTitle.hasSuffix("…"), title.shownTitle)
        XCTAssertEqual(title.titleSize, 64, "the smaller of the photo-less title sizes")
        XCTAssertTrue(CardFixtures.longTitle.title.hasPrefix(String(title.shownTitle.dropLast())))

        let short = try renderer.render(CardFixtures.meadow, photo: nil, options: CardOptions(preset: .story))
        XCTAssertFalse(short.titleIsCut)
        XCTAssertEqual(short.shownTitle, CardFixtures.meadow.title)
        XCTAssertEqual(short.shownNote, CardFixtures.meadow.note)
    }

    func testARightToLeftTitleAlignsTheHeaderToTheRight() throws {
        let renderer = try CardFixtures.renderer()
        let card = try renderer.render(CardFixtures.arabic, photo: nil, options: CardOptions(preset: .story))
        for (name, box) in [
            ("title", card.layout.title), ("date", card.layout.date), ("place", card.layout.place),
        ] {
            let ink = try XCTUnwrap(inkColumns(card.pixels, in: try XCTUnwrap(box)), name)
            XCTAssertEqual(
                Double(ink.upperBound), Double(try XCTUnwrap(box).maxX), accuracy: 6,
                "\(name) ends at the right")
            XCTAssertGreaterThan(
                Double(ink.lowerBound), Double(try XCTUnwrap(box).minX) + 40, "\(name) is not on the left")
        }
        // A left-to-right title keeps the header on the left.
        let latin = try renderer.render(CardFixtures.meadow, photo: nil, options: CardOptions(preset: .story))
        let date = try XCTUnwrap(inkColumns(latin.pixels, in: latin.layout.date))
        XCTAssertEqual(Double(date.lowerBound), Double(latin.layout.date.minX), accuracy: 4)
    }

    /// The first and last columns holding ink darker or more saturated than the light background.
    private func inkColumns(_ pixels: PixelBuffer, in box: CGRect) -> ClosedRange<Int>? {
        var low = Int.max
        var high = Int.min
        for y in stride(from: Int(box.minY), to: Int(box.maxY), by: 2) {
            for x in Int(box.minX)..<Int(box.maxX) {
                let p = pixels.rgba(x: x, y: y)
                if Int(p.r) + Int(p.g) + Int(p.b) < 500 {
                    low = min(low, x)
                    high = max(high, x)
                }
            }
        }
        return low <= high ? low...high : nil
    }

    func testRenderingTwiceGivesTheSamePixels() throws {
        let renderer = try CardFixtures.renderer()
        let photo = try CardFixtures.samplePhoto("farmhouse-friends.jpg")
        let first = try renderer.render(
            CardFixtures.farmhouse, photo: photo, options: CardOptions(preset: .landscape))
        let second = try renderer.render(
            CardFixtures.farmhouse, photo: photo, options: CardOptions(preset: .landscape))
        let difference = try XCTUnwrap(
            GoldenComparison.compare(expected: first.pixels, actual: second.pixels, tolerance: .exact))
        XCTAssertEqual(difference.differingPixels, 0)
    }
}
