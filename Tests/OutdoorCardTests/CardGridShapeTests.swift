import Foundation
import OutdoorCard
import XCTest

/// The layouts follow the photo's shape: plain geometry, no text.
final class CardGridShapeTests: XCTestCase {
    private func photo(_ preset: CardPreset, _ aspect: Double) throws -> CGRect {
        try XCTUnwrap(CardGrid.make(preset: preset, photoAspect: aspect).photo)
    }

    func testPhotoShapes() {
        XCTAssertEqual(PhotoShape(aspect: 0.5625), .portrait)
        XCTAssertEqual(PhotoShape(aspect: 0.75), .portrait)
        XCTAssertEqual(PhotoShape(aspect: 1), .square)
        XCTAssertEqual(PhotoShape(aspect: 1.5), .landscape)
        XCTAssertEqual(PhotoShape(aspect: 16.0 / 9), .landscape)
        XCTAssertEqual(PhotoShape(aspect: 3), .panorama)
    }

    func testOnTheStoryCardAPortraitPhotoTakesMostOfTheHeight() throws {
        let portrait = try photo(.story, 0.75)
        XCTAssertEqual(Double(portrait.width), 1080)
        XCTAssertGreaterThan(Double(portrait.height) / 1920, 0.6)
        // A landscape photo keeps its shape (not cropped) within the story's band, as before.
        let landscape = try photo(.story, 1.5)
        XCTAssertEqual(Double(landscape.height), 720)
        XCTAssertEqual(Double(try photo(.story, 1.256).height), 860)
        XCTAssertEqual(Double(try photo(.story, 16.0 / 9).height), 608)
        // A panorama lower, a square photo whole.
        XCTAssertEqual(Double(try photo(.story, 3).height), 400)
        XCTAssertEqual(try photo(.story, 1), CGRect(x: 0, y: 0, width: 1080, height: 1080))
    }

    func testOnTheSquareCardPortraitAndSquarePhotosHaveTheirOwnPlace() throws {
        let portrait = try photo(.square, 0.75)
        XCTAssertEqual(Double(portrait.height), 1080, "full height on the left")
        XCTAssertLessThan(Double(portrait.width), 700)
        let square = try photo(.square, 1)
        XCTAssertEqual(Double(square.width), Double(square.height), "a square photo stays square")
        let grid = CardGrid.make(preset: .square, photoAspect: 1)
        let map = try XCTUnwrap(grid.columns.first { $0.contains(.map) })
        XCTAssertGreaterThan(map.frame.minY, square.maxY, "the map under the photo")
        XCTAssertEqual(
            Double(try photo(.square, 1.5).height), 480, "a landscape photo across the top, as before")
    }

    func testOnTheLandscapeCardTheHeaderSpansTheColumnsAndTheMapHasRoom() throws {
        for aspect in [0.75, 1, 1.5, 3] {
            let grid = CardGrid.make(preset: .landscape, photoAspect: aspect)
            let map = try XCTUnwrap(grid.columns.first { $0.contains(.map) })
            XCTAssertGreaterThanOrEqual(Double(map.frame.width), 220, "\(aspect)")
            let photo = try XCTUnwrap(grid.photo)
            XCTAssertFalse(photo.intersects(map.frame), "\(aspect)")
        }
        XCTAssertEqual(Double(try photo(.landscape, 3).width), 1200, "a panorama across the top")
        XCTAssertLessThan(Double(try photo(.landscape, 0.75).width), Double(try photo(.landscape, 1.5).width))
    }

    func testStoryFullPutsThePhotoBehindEverything() throws {
        let grid = CardGrid.make(preset: .storyFull, photoAspect: 0.75)
        XCTAssertTrue(grid.photoIsBackdrop)
        XCTAssertEqual(grid.photo, CGRect(x: 0, y: 0, width: 1080, height: 1920))
        let map = try XCTUnwrap(grid.columns.first { $0.contains(.map) })
        XCTAssertLessThan(Double(map.frame.width), 540, "an inset")
        XCTAssertGreaterThan(Double(map.frame.height), 280, "that can show a place")
        XCTAssertEqual(CardPreset(rawValue: "story-full"), .storyFull)
        XCTAssertEqual(CardPreset.storyFull.size, CardPreset.story.size)
        // Without a photo it is the story card's photo-less layout.
        XCTAssertEqual(
            CardGrid.make(preset: .storyFull, photoAspect: nil).columns,
            CardGrid.make(preset: .story, photoAspect: nil).columns)
    }

    func testTextsOverThePhotoSitOnTheWeatherCardAndTheMap() throws {
        let m = CardMeasurements(
            weatherCardHeight: 240, dateHeight: 29, titleHeight: 69, placeHeight: 36, coordinatesHeight: 29,
            noteLineHeight: 37, noteLineCount: 2, mapAttributionHeight: 21)
        let layout = CardLayout.make(
            preset: .storyFull, grid: CardGrid.make(preset: .storyFull, photoAspect: 0.75), measurements: m)
        let weather = try XCTUnwrap(layout.weatherCard)
        let note = try XCTUnwrap(layout.note)
        let map = try XCTUnwrap(layout.map)
        XCTAssertEqual(Double(weather.maxY), 1920 - 64, accuracy: 0.5, "the weather card at the bottom")
        XCTAssertEqual(
            Double(note.maxY) + 44, Double(min(weather.minY, map.minY)), accuracy: 1, "pushed down")
        XCTAssertLessThan(layout.header.maxY, note.minY)
        XCTAssertTrue(layout.photoIsBackdrop)
    }
}
