import Foundation
import OutdoorCard
import XCTest

/// The layout's geometry, with made-up text heights: no overlaps, margins kept, gaps closed.
final class CardLayoutTests: XCTestCase {
    /// Heights close to what the bundled fonts give on a story card, scaled by `factor` for the
    /// smaller type of square (0.75) and landscape (0.6) cards.
    private func measurements(
        weather: Bool = true, titleLines: Int = 2, place: Bool = true, coordinates: Bool = true,
        noteLines: Int = 2,
        factor: Double = 1
    ) -> CardMeasurements {
        CardMeasurements(
            weatherCardHeight: weather ? 240 * factor : nil, dateHeight: 29 * factor,
            titleHeight: Double(titleLines) * 69 * factor, placeHeight: place ? 36 * factor : nil,
            coordinatesHeight: coordinates ? 29 * factor : nil, noteLineHeight: 45 * factor,
            noteLineCount: noteLines, mapAttributionHeight: 21 * factor)
    }

    private func factor(_ preset: CardPreset) -> Double {
        switch preset {
        case .story, .storyFull: return 1
        case .square: return 0.75
        case .landscape: return 0.6
        }
    }

    private func layout(
        _ preset: CardPreset, photo: Bool = true, _ m: CardMeasurements
    ) -> CardLayout {
        CardLayout.make(preset: preset, grid: CardGrid.make(preset: preset, hasPhoto: photo), measurements: m)
    }

    private func layout(_ preset: CardPreset, aspect: Double?, _ m: CardMeasurements) -> CardLayout {
        CardLayout.make(
            preset: preset, grid: CardGrid.make(preset: preset, photoAspect: aspect), measurements: m)
    }

    /// No photo, the default shape, and a photo of each shape: 3:4, 9:16, 1:1, 3:2, 16:9, 3:1.
    private let aspects: [Double?] = [nil, CardGrid.defaultPhotoAspect, 0.75, 0.5625, 1, 1.5, 16.0 / 9, 3]

    /// Every combination the card can meet.
    private var allLayouts: [(String, CardLayout)] {
        var result: [(String, CardLayout)] = []
        for preset in CardPreset.allCases {
            for aspect in aspects {
                for weather in [true, false] {
                    for noteLines in [0, 1, 3, 40] {
                        for place in [true, false] {
                            let name =
                                "\(preset) photo:\(aspect.map { "\($0)" } ?? "none") weather:\(weather) "
                                + "note:\(noteLines) place:\(place)"
                            let m = measurements(
                                weather: weather, place: place, coordinates: place, noteLines: noteLines,
                                factor: factor(preset))
                            result.append((name, layout(preset, aspect: aspect, m)))
                        }
                    }
                }
            }
        }
        return result
    }

    func testNothingOverlapsExceptTheWeatherCardOverThePhoto() {
        for (name, layout) in allLayouts {
            let boxes = layout.namedBoxes
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    let pair = Set([boxes[i].name, boxes[j].name])
                    if pair == ["photo", "weatherCard"] { continue }
                    // On story-full everything stands on the photo.
                    if layout.photoIsBackdrop, pair.contains("photo") { continue }
                    XCTAssertFalse(
                        boxes[i].box.intersects(boxes[j].box),
                        "\(name): \(boxes[i].name) \(boxes[i].box) overlaps \(boxes[j].name) \(boxes[j].box)")
                }
            }
        }
    }

    func testEverythingButThePhotoStaysInsideTheMargins() {
        for (name, layout) in allLayouts {
            let margin = layout.columns.map { Double($0.frame.minX) }.min() ?? 0
            XCTAssertGreaterThanOrEqual(margin, 44, name)
            let inner = CGRect(origin: .zero, size: layout.canvasSize).insetBy(dx: 44, dy: 44)
            for (part, box) in layout.namedBoxes where part != "photo" {
                if part == "weatherCard", layout.photo != nil, box.minY < 44 { continue }
                XCTAssertTrue(inner.contains(box), "\(name): \(part) \(box) leaves the margins \(inner)")
            }
            if let photo = layout.photo {
                XCTAssertTrue(CGRect(origin: .zero, size: layout.canvasSize).contains(photo), name)
            }
        }
    }

    func testTheMapKeepsItsMinimumHeightAndEndsAtTheColumnBottom() throws {
        let minimum: [CardPreset: Double] = [.story: 280, .square: 200, .landscape: 200, .storyFull: 280]
        let margin: [CardPreset: Double] = [.story: 64, .square: 52, .landscape: 44, .storyFull: 64]
        for (name, layout) in allLayouts {
            let preset = try XCTUnwrap(CardPreset.allCases.first { $0.size == layout.canvasSize })
            let map = try XCTUnwrap(layout.map, name)
            let credit = try XCTUnwrap(layout.mapAttribution, name)
            XCTAssertEqual(layout.overflow, 0, name)
            // A note's one kept line may take the map below its minimum, never below half.
            let floor = (minimum[preset] ?? 0) - (layout.noteLines == 1 ? (layout.note?.height ?? 0) + 24 : 0)
            XCTAssertGreaterThanOrEqual(Double(map.height), max(floor, (minimum[preset] ?? 0) / 2), name)
            XCTAssertEqual(
                Double(credit.maxY), Double(layout.canvasSize.height) - (margin[preset] ?? 0), accuracy: 0.5,
                name)
            XCTAssertGreaterThan(credit.minY, map.maxY, name)
        }
    }

    func testCrowdedColumnsReportOverflowAndNeverOverlap() throws {
        // A story card with a landscape photo and blocks far larger than its column holds.
        let crowded = layout(.story, measurements(noteLines: 5, factor: 1.7))
        XCTAssertGreaterThan(crowded.overflow, 0)
        XCTAssertNil(crowded.map, "a map under half its minimum height is left out")
        XCTAssertNil(crowded.mapAttribution)
        XCTAssertNil(crowded.note)
        // A little too much: the map shrinks below its minimum but stays.
        let tight = layout(.story, measurements(titleLines: 2, noteLines: 0, factor: 1.4))
        let map = try XCTUnwrap(tight.map)
        XCTAssertGreaterThanOrEqual(Double(map.height), 140)
        XCTAssertLessThan(Double(map.height), 280)
        XCTAssertEqual(tight.overflow, 280 - Double(map.height), accuracy: 0.01)
        for layout in [crowded, tight] {
            let boxes = layout.namedBoxes.filter { $0.name != "photo" }
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    XCTAssertFalse(
                        boxes[i].box.intersects(boxes[j].box), "\(boxes[i].name) / \(boxes[j].name)")
                }
            }
        }
    }

    func testTheLandscapeMapNeverFallsUnderItsMinimum() throws {
        // Issue 24: the landscape card's map can show a place, whatever the title and note.
        for aspect in aspects {
            for titleLines in [1, 2] {
                for noteLines in [0, 3, 40] {
                    let m = measurements(
                        titleLines: titleLines, noteLines: noteLines, factor: factor(.landscape))
                    let map = try XCTUnwrap(layout(.landscape, aspect: aspect, m).map)
                    XCTAssertGreaterThanOrEqual(Double(map.height), 200, "\(String(describing: aspect))")
                }
            }
        }
    }

    func testWithoutWeatherTheHeaderMovesUpToCloseTheGap() throws {
        let with = layout(.story, measurements())
        let without = layout(.story, measurements(weather: false))
        let photo = try XCTUnwrap(with.photo)
        XCTAssertNil(without.weatherCard)
        XCTAssertEqual(Double(without.date.minY), Double(photo.maxY) + 44, accuracy: 0.01)
        XCTAssertLessThan(without.date.minY, with.date.minY)
        // The space the card took goes to the map.
        XCTAssertGreaterThan(try XCTUnwrap(without.map).height, try XCTUnwrap(with.map).height)
        // Landscape: the note follows the header directly.
        let landscape = layout(.landscape, measurements(weather: false, noteLines: 1, factor: 0.6))
        let note = try XCTUnwrap(landscape.note)
        XCTAssertEqual(Double(note.minY), Double(landscape.header.maxY.rounded(.up)) + 24, accuracy: 0.01)
    }

    func testTheWeatherCardRisesOverThePhotoInStoryAndSquare() throws {
        for preset in [CardPreset.story, .square] {
            let layout = layout(preset, measurements(factor: factor(preset)))
            let card = try XCTUnwrap(layout.weatherCard)
            let photo = try XCTUnwrap(layout.photo)
            XCTAssertLessThan(card.minY, photo.maxY, "\(preset)")
            XCTAssertGreaterThan(card.maxY, photo.maxY, "\(preset)")
        }
        let landscape = layout(.landscape, measurements(factor: 0.6))
        let card = try XCTUnwrap(landscape.weatherCard)
        XCTAssertFalse(card.intersects(try XCTUnwrap(landscape.photo)))
    }

    func testWithoutAPhotoTheTitleOpensTheCardAndTheMapGrows() throws {
        for preset in CardPreset.allCases {
            let with = layout(preset, measurements(factor: factor(preset)))
            let without = layout(preset, photo: false, measurements(factor: factor(preset)))
            XCTAssertNil(without.photo)
            XCTAssertLessThan(Double(without.date.minY), 90, "\(preset): the date opens the card")
            let big = try XCTUnwrap(without.map)
            let small = try XCTUnwrap(with.map)
            XCTAssertGreaterThan(
                Double(big.width * big.height), Double(small.width * small.height),
                "\(preset): the map is larger without a photo")
        }
        // Square and landscape without a photo: the weather card sits at the bottom of the text column.
        let square = layout(.square, photo: false, measurements(factor: 0.75))
        XCTAssertEqual(Double(square.weatherCard?.maxY ?? 0), 1080 - 52, accuracy: 0.5)
    }

    func testALongNoteGivesWayToTheMapAndIsMarkedShortened() throws {
        let long = layout(.story, measurements(noteLines: 40))
        XCTAssertTrue(long.noteIsShortened)
        XCTAssertGreaterThan(long.noteLines, 0)
        XCTAssertLessThan(long.noteLines, 40)
        XCTAssertEqual(
            Double(try XCTUnwrap(long.map).height), 280, accuracy: 45, "the map is near its minimum")
        let note = try XCTUnwrap(long.note)
        XCTAssertEqual(Double(note.height), Double(long.noteLines) * 45, accuracy: 1)

        let short = layout(.story, measurements(noteLines: 1))
        XCTAssertFalse(short.noteIsShortened)
        XCTAssertEqual(short.noteLines, 1)
    }

    func testANoteKeepsOneLineWhileTheMapKeepsHalfItsMinimum() throws {
        // A story card with a two-line title and a weather card, its blocks a quarter larger: the
        // map at its minimum leaves less than a line. The note keeps one line (cut with "…")
        // rather than vanishing; the map shrinks below its minimum for it, and the title keeps
        // its two lines.
        let m = measurements(titleLines: 2, noteLines: 3, factor: 1.25)
        let tight = layout(.story, m)
        XCTAssertNotNil(tight.note)
        XCTAssertEqual(tight.noteLines, 1)
        XCTAssertTrue(tight.noteIsShortened)
        let map = try XCTUnwrap(tight.map)
        XCTAssertGreaterThanOrEqual(Double(map.height), 140, "at least half the 280-point minimum")
        XCTAssertLessThan(Double(map.height), 280)
        let boxes = tight.namedBoxes.filter { $0.name != "photo" }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                XCTAssertFalse(boxes[i].box.intersects(boxes[j].box), "\(boxes[i].name) / \(boxes[j].name)")
            }
        }
        // The line is the map's to give: it asks nothing of the title (no overflow from the note).
        var noNote = m
        noNote.noteLineCount = 0
        XCTAssertEqual(tight.overflow, layout(.story, noNote).overflow, accuracy: 0.01)
    }

    func testWithoutANoteNothingIsReservedForIt() throws {
        let layout = layout(.story, measurements(noteLines: 0))
        XCTAssertNil(layout.note)
        XCTAssertFalse(layout.noteIsShortened)
        XCTAssertEqual(
            Double(try XCTUnwrap(layout.map).minY), Double(layout.header.maxY.rounded(.up)) + 44,
            accuracy: 0.01)
    }

    func testGridColumnsAreWholePointsAndSplitEvenly() {
        for preset in CardPreset.allCases {
            for photo in [true, false] {
                let grid = CardGrid.make(preset: preset, hasPhoto: photo)
                for column in grid.columns {
                    XCTAssertEqual(
                        Double(column.frame.minX), Double(column.frame.minX).rounded(), "\(preset)")
                    XCTAssertEqual(
                        Double(column.frame.width), Double(column.frame.width).rounded(), "\(preset)")
                }
                XCTAssertNotNil(grid.width(of: .map))
                XCTAssertNotNil(grid.width(of: .weather))
            }
        }
        let square = CardGrid.make(preset: .square, hasPhoto: true)
        XCTAssertEqual(square.columns.count, 2)
        XCTAssertEqual(
            Double(square.columns[0].frame.width), Double(square.columns[1].frame.width), accuracy: 1)
        XCTAssertEqual(Double(square.columns[1].frame.maxX), 1080 - 52)
    }

    func testWeatherCardInsideKeepsItsPaddingAndStacksTheCredits() {
        let inside = WeatherCardLayout.make(
            width: 952, padding: 34, iconSize: 120,
            temperature: .init(inkTop: 22, baseline: 92, height: 116),
            summary: .init(inkTop: 8, baseline: 30, height: 38), attributionHeights: [23, 23])
        XCTAssertEqual(Double(inside.icon.maxX), 952 - 34, accuracy: 0.01)
        XCTAssertEqual(Double(inside.temperatureOrigin.x), 34)
        // The visible block (figures' top to the summary's bottom) is centred on the icon.
        let blockTop = Double(inside.temperatureOrigin.y) + 22
        let blockBottom = Double(inside.summaryOrigin.y) + 38
        XCTAssertEqual((blockTop + blockBottom) / 2, Double(inside.icon.midY), accuracy: 0.01)
        XCTAssertEqual(inside.attributionOrigins.count, 2)
        XCTAssertGreaterThan(Double(inside.attributionOrigins[0].y), inside.dividerY)
        XCTAssertGreaterThanOrEqual(
            Double(inside.attributionOrigins[1].y), Double(inside.attributionOrigins[0].y) + 23)
        XCTAssertGreaterThanOrEqual(inside.height, Double(inside.attributionOrigins[1].y) + 23 + 27)
    }
}
