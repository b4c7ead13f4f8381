import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorImage
import OutdoorRaster
import OutdoorSubject
import XCTest

/// Faces kept whole: NASA's public-domain portrait of Eileen Collins pasted at known boxes at the
/// edges and corners of real photographs of every shape, each card preset's photo panel must show
/// the whole face.
final class FaceCropTests: XCTestCase {
    /// Where the head goes: fractions of the room left around it (0 the left or top edge, 1 the
    /// right or bottom edge).
    private let spots: [(name: String, x: Double, y: Double)] = [
        ("top-left", 0, 0), ("top", 0.5, 0), ("top-right", 1, 0), ("left", 0, 0.5), ("right", 1, 0.5),
        ("bottom-left", 0, 1), ("bottom", 0.5, 1), ("bottom-right", 1, 1),
    ]

    /// Whether `box` lies wholly inside `window` (to a thousandth of the photo; Foundation's
    /// `contains` compares an intersection exactly, which rounding can upset).
    static func holds(_ window: CGRect, _ box: CGRect) -> Bool {
        let e = 0.001
        return Double(box.minX) >= Double(window.minX) - e && Double(box.maxX) <= Double(window.maxX) + e
            && Double(box.minY) >= Double(window.minY) - e && Double(box.maxY) <= Double(window.maxY) + e
    }

    /// `photo` with the head pasted at `spot`, and the face's box in fractions of the photo.
    private func photo(_ base: DecodedImage, face: DecodedImage, at spot: (x: Double, y: Double)) throws -> (
        DecodedImage, CGRect
    ) {
        let size = base.uprightSize
        let w = Double(size.width)
        let h = Double(size.height)
        // The head a third of the photo's short side high: its face (eyes to mouth) about a sixth.
        let headHeight = (0.33 * min(w, h)).rounded()
        let headWidth = (headHeight * 170 / 200).rounded()
        let x = (spot.x * (w - headWidth)).rounded()
        let y = (spot.y * (h - headHeight)).rounded()
        let canvas = try Canvas(pixelWidth: size.width, pixelHeight: size.height, background: Color(rgb: 0))
        try canvas.drawImage(
            base.pixels, in: CGRect(x: 0, y: 0, width: w, height: h), orientation: base.orientation)
        try canvas.drawImage(face.pixels, in: CGRect(x: x, y: y, width: headWidth, height: headHeight))
        let k = headHeight / 200
        let box = TestPhotos.faceBox
        let faceBox = CGRect(
            x: (x + Double(box.minX) * k) / w, y: (y + Double(box.minY) * k) / h,
            width: Double(box.width) * k / w, height: Double(box.height) * k / h)
        let image = DecodedImage(
            pixels: try canvas.pixelBuffer(), orientation: .up, format: .png, fullSize: size)
        return (image, faceBox)
    }

    func testEveryFaceStaysWholeInsideThePhotoPanelOnEveryPreset() throws {
        let face = try ImageDecoder.decode(try TestPhotos.data(TestPhotos.face))
        var misses: [String] = []
        var checked = 0
        for name in TestPhotos.all {
            let base = try ImageDecoder.decode(try TestPhotos.data(name))
            for spot in spots {
                let (image, faceBox) = try photo(base, face: face, at: (spot.x, spot.y))
                let aspect = Double(image.pixels.width) / Double(image.pixels.height)
                // One search per photo, as a card makes it (PhotoPlacement.make); each preset's
                // panel then takes its window from it.
                let subject = try SubjectSearch.find(in: image.pixels, orientation: image.orientation)
                if subject.source != .faces { misses.append("\(name) face \(spot.name): not found") }
                for preset in CardPreset.allCases {
                    let panel = try XCTUnwrap(CardGrid.make(preset: preset, photoAspect: aspect).photo)
                    let window = PhotoCrop.window(
                        photoAspect: aspect, panelAspect: Double(panel.width / panel.height), subject: subject
                    )
                    checked += 1
                    if !Self.holds(window, faceBox) {
                        misses.append(
                            "\(name) face \(spot.name) on \(preset.rawValue): window \(window), face \(faceBox)"
                        )
                    }
                }
            }
        }
        XCTAssertEqual(checked, TestPhotos.all.count * spots.count * CardPreset.allCases.count)
        XCTAssertTrue(misses.isEmpty, "faces cut:\n" + misses.joined(separator: "\n"))
    }

    func testTheFaceIsWhatPlacesTheCrop() throws {
        // Without the face the landscape photo's crop on a story-full card keeps the nuthatch near
        // the middle; with the face at the left edge, the crop goes to the face.
        let face = try ImageDecoder.decode(try TestPhotos.data(TestPhotos.face))
        let base = try ImageDecoder.decode(try TestPhotos.data(TestPhotos.landscape))
        let (image, faceBox) = try photo(base, face: face, at: (0, 0.5))
        let panel = PixelSize(width: 1080, height: 1920)
        let plain = try PhotoPlacement.make(image: base, panel: panel, framing: .auto)
        let withFace = try PhotoPlacement.make(image: image, panel: panel, framing: .auto)
        XCTAssertEqual(withFace.subject, .faces)
        XCTAssertTrue(Self.holds(withFace.window, faceBox))
        XCTAssertFalse(Self.holds(plain.window, faceBox))
        XCTAssertNotEqual(plain.subject, .faces)
    }
}
