import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// The layouts that follow the photo's shape, side by side (Goldens/card-shapes-*.png).
///
/// One sheet per preset with a 2:3 portrait, a phone's 9:16 portrait, a 16:9 landscape, a 3:1
/// panorama and a square photo (real photographs, Tests/Photos), each card at 0.4 of its size.
/// The cards are rendered whole, as users get them, then shrunk into the sheet.
final class CardShapeGoldenTests: XCTestCase {
    /// The sheet's scale: small enough to keep the images light, large enough to read the layout.
    private static let scale = 0.4

    /// An entry with every block: weather, a place, coordinates and a three-sentence note.
    private static let entry = CardFixtures.entry(
        title: "Up to the ridge above Zuia", local: "2024-05-25T11:20:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.0133, longitude: -2.8656), place: "Murgia, Basque Country, ES",
        weather: CardFixtures.partlyCloudy,
        note: "Up from the village by the old track, then along the ridge in a warm wind. Lunch under the "
            + "beeches by the spring. Back the long way round, through the meadows and the river crossing.")

    /// The five cards of `preset`, one for each photo (with `options` changed by `adjust`), side by side.
    private func sheet(
        _ preset: CardPreset, photos: [String] = TestPhotos.all,
        adjust: (inout CardOptions, Int) -> Void = { _, _ in }
    ) throws -> PixelBuffer {
        let renderer = try CardFixtures.renderer()
        let size = preset.size
        let cardWidth = Int((Double(size.width) * Self.scale).rounded())
        let cardHeight = Int((Double(size.height) * Self.scale).rounded())
        let gap = 16
        let sheet = try PixelBuffer(
            width: gap + photos.count * (cardWidth + gap), height: cardHeight + 2 * gap, hasAlpha: false)
        let canvas = try Canvas(drawingInto: sheet)
        try canvas.fill(
            CGRect(x: 0, y: 0, width: sheet.width, height: sheet.height), color: Color(rgb: 0x8A8F96))
        for (index, photo) in photos.enumerated() {
            var options = CardOptions(preset: preset)
            adjust(&options, index)
            let card = try renderer.render(Self.entry, photo: try TestPhotos.data(photo), options: options)
            let small = try AreaResampler.resample(card.pixels, width: cardWidth, height: cardHeight)
            try canvas.drawImage(
                small,
                in: CGRect(x: gap + index * (cardWidth + gap), y: gap, width: cardWidth, height: cardHeight))
        }
        return try canvas.pixelBuffer()
    }

    func testStory() throws { try Golden.verify(try sheet(.story), named: "card-shapes-story") }

    func testSquare() throws { try Golden.verify(try sheet(.square), named: "card-shapes-square") }

    func testLandscape() throws { try Golden.verify(try sheet(.landscape), named: "card-shapes-landscape") }

    func testStoryFull() throws { try Golden.verify(try sheet(.storyFull), named: "card-shapes-story-full") }

    func testFit() throws {
        // --fit: the panorama and the 9:16 portrait whole on a story card, on a backdrop made from them.
        let photos = [TestPhotos.panorama, TestPhotos.tallPortrait]
        let fit = try sheet(.story, photos: photos) { options, _ in options.framing = .fit }
        try Golden.verify(fit, named: "card-shapes-fit")
    }

    func testFocus() throws {
        // --focus: the 9:16 portrait on a landscape card held at its top, then at its bottom.
        let focus = try sheet(.landscape, photos: [TestPhotos.tallPortrait, TestPhotos.tallPortrait]) {
            options, index in
            options.framing = .focus(x: 0.5, y: index == 0 ? 0 : 1)
        }
        try Golden.verify(focus, named: "card-shapes-focus")
    }
}
