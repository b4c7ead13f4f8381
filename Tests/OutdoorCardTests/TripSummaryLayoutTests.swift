import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorModel
import XCTest

/// The summary's geometry with made-up heights: no overlaps, margins kept, the map the hero.
final class TripSummaryLayoutTests: XCTestCase {
    /// Heights near what the bundled fonts give, scaled by `factor` for the smaller presets.
    private func measurements(
        weather: Bool = true, route: Bool = true, titleLines: Int = 2, credits: Int = 1, factor: Double = 1
    ) -> TripSummaryMeasurements {
        TripSummaryMeasurements(
            dateHeight: 29 * factor, titleHeight: Double(titleLines) * 90 * factor,
            routeHeight: route ? 36 * factor : nil, figuresHeight: 122 * factor,
            weatherCardHeight: weather ? (200 + 24 * Double(credits)) * factor : nil,
            mapAttributionHeight: 21 * factor)
    }

    private func factor(_ preset: CardPreset) -> Double {
        switch preset {
        case .story, .storyFull: return 1
        case .square: return 0.7
        case .landscape: return 0.55
        }
    }

    private var allLayouts: [(String, TripSummaryLayout)] {
        var result: [(String, TripSummaryLayout)] = []
        for preset in CardPreset.allCases {
            for arrangement in TripSummaryGrid.Arrangement.allCases {
                for weather in [true, false] {
                    for route in [true, false] {
                        let grid = TripSummaryGrid.make(preset: preset, arrangement: arrangement)
                        let m = measurements(weather: weather, route: route, factor: factor(preset))
                        result.append(
                            (
                                "\(preset) \(arrangement) weather:\(weather) route:\(route)",
                                TripSummaryLayout.make(preset: preset, grid: grid, measurements: m)
                            ))
                    }
                }
            }
        }
        return result
    }

    func testNothingOverlapsAndEverythingStaysInsideTheMargins() {
        for (name, layout) in allLayouts {
            XCTAssertEqual(layout.overflow, 0, name)
            let boxes = layout.namedBoxes
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    XCTAssertFalse(
                        boxes[i].box.intersects(boxes[j].box),
                        "\(name): \(boxes[i].name) \(boxes[i].box) overlaps \(boxes[j].name) \(boxes[j].box)")
                }
            }
            let inner = CGRect(origin: .zero, size: layout.canvasSize).insetBy(dx: 44, dy: 44)
            for (part, box) in boxes {
                XCTAssertTrue(inner.contains(box), "\(name): \(part) \(box) leaves the margins \(inner)")
            }
        }
    }

    func testTheMapIsTheLargestBlock() throws {
        for (name, layout) in allLayouts {
            let map = try XCTUnwrap(layout.map, name)
            let credit = try XCTUnwrap(layout.mapAttribution, name)
            XCTAssertGreaterThan(credit.minY, map.maxY, name)
            for (part, box) in layout.namedBoxes where part != "map" {
                XCTAssertGreaterThan(map.width * map.height, box.width * box.height, "\(name): \(part)")
            }
        }
    }

    func testStoryStacksHeaderMapFiguresWeather() throws {
        let layout = TripSummaryLayout.make(
            preset: .story, grid: TripSummaryGrid.make(preset: .story), measurements: measurements())
        let map = try XCTUnwrap(layout.map)
        let figures = try XCTUnwrap(layout.figures)
        let weather = try XCTUnwrap(layout.weatherCard)
        XCTAssertLessThan(layout.header.maxY, map.minY)
        XCTAssertLessThan(try XCTUnwrap(layout.mapAttribution).maxY, figures.minY)
        XCTAssertLessThan(figures.maxY, weather.minY)
        XCTAssertEqual(Double(weather.maxY), 1920 - 64, accuracy: 0.5, "the weather card ends at the margin")
        XCTAssertGreaterThan(Double(map.height), 900, "the map takes what the blocks leave")
        // Without weather the map grows by the card and a gap.
        let dry = TripSummaryLayout.make(
            preset: .story, grid: TripSummaryGrid.make(preset: .story),
            measurements: measurements(weather: false))
        XCTAssertEqual(Double(try XCTUnwrap(dry.map).height - map.height), 224 + 44, accuracy: 1)
        XCTAssertEqual(Double(try XCTUnwrap(dry.figures).maxY), 1920 - 64, accuracy: 0.5)
    }

    func testSquareAndLandscapeSetTheMapBesideTheText() throws {
        for preset in [CardPreset.square, .landscape] {
            let layout = TripSummaryLayout.make(
                preset: preset, grid: TripSummaryGrid.make(preset: preset),
                measurements: measurements(factor: factor(preset)))
            let map = try XCTUnwrap(layout.map)
            XCTAssertGreaterThan(map.minX, layout.header.maxX, "\(preset)")
            XCTAssertGreaterThan(map.minX, try XCTUnwrap(layout.weatherCard).maxX, "\(preset)")
            XCTAssertEqual(Double(map.minY), Double(layout.date.minY), accuracy: 0.5, "\(preset): level tops")
        }
        // Beside the map, the weather card sits under it and the figures drop to the bottom.
        let beside = TripSummaryLayout.make(
            preset: .landscape,
            grid: TripSummaryGrid.make(preset: .landscape, arrangement: .weatherBesideMap),
            measurements: measurements(factor: 0.55))
        let card = try XCTUnwrap(beside.weatherCard)
        XCTAssertGreaterThan(card.minY, try XCTUnwrap(beside.mapAttribution).maxY)
        XCTAssertEqual(Double(card.maxY), Double(try XCTUnwrap(beside.figures).maxY), accuracy: 0.5)
    }

    func testACrowdedTextColumnReportsOverflow() {
        let crowded = TripSummaryLayout.make(
            preset: .landscape, grid: TripSummaryGrid.make(preset: .landscape),
            measurements: measurements(credits: 8, factor: 0.75))
        XCTAssertGreaterThan(crowded.overflow, 0)
        let beside = TripSummaryLayout.make(
            preset: .landscape,
            grid: TripSummaryGrid.make(preset: .landscape, arrangement: .weatherBesideMap),
            measurements: measurements(credits: 8, factor: 0.75))
        XCTAssertLessThan(beside.overflow, crowded.overflow)
        // A story whose blocks leave the map under half its minimum loses the map, not a block.
        let huge = TripSummaryLayout.make(
            preset: .story, grid: TripSummaryGrid.make(preset: .story),
            measurements: measurements(credits: 50))
        XCTAssertGreaterThan(huge.overflow, 240)
        XCTAssertNil(huge.map)
        XCTAssertNil(huge.mapAttribution)
    }

    func testFigureGrids() {
        let row = FigureGridLayout.make(
            count: 3, columns: 4, width: 952, columnGap: 24, rowGap: 28, cellHeight: 100)
        XCTAssertEqual(row.columns, 3, "three figures share the whole width")
        for cell in row.cells { XCTAssertEqual(Double(cell.width), (952 - 48) / 3, accuracy: 0.001) }
        XCTAssertEqual(Double(row.cells[2].maxX), 952, accuracy: 0.01)
        XCTAssertEqual(row.height, 100)
        let grid = FigureGridLayout.make(
            count: 3, columns: 2, width: 400, columnGap: 20, rowGap: 20, cellHeight: 70)
        XCTAssertEqual(
            grid.cells.map(\.origin), [CGPoint(x: 0, y: 0), CGPoint(x: 210, y: 0), CGPoint(x: 0, y: 90)])
        XCTAssertEqual(grid.height, 160)
        XCTAssertEqual(
            FigureGridLayout.make(count: 0, columns: 2, width: 400, columnGap: 20, rowGap: 20, cellHeight: 70)
                .height, 0)
    }

    func testTheLargestFigureSizeThatFitsItsCell() {
        // A value 2.5 times its size wide: 200 at 80, 170 at 68, 140 at 56.
        XCTAssertEqual(FigureGridLayout.valueSize(sizes: [80, 68, 56], cellWidth: 200) { 2.5 * $0 }, 80)
        XCTAssertEqual(FigureGridLayout.valueSize(sizes: [80, 68, 56], cellWidth: 180) { 2.5 * $0 }, 68)
        XCTAssertEqual(FigureGridLayout.valueSize(sizes: [80, 68, 56], cellWidth: 20) { 2.5 * $0 }, 56)
    }

    func testConditionIconsShrinkThenWrap() {
        let four = ConditionsCardLayout.iconRows(count: 4, width: 884, preferred: 88, minimum: 44, gap: 20)
        XCTAssertEqual(four.perRow, 4)
        XCTAssertEqual(four.size, 88)
        let eleven = ConditionsCardLayout.iconRows(count: 11, width: 884, preferred: 88, minimum: 44, gap: 20)
        XCTAssertEqual(eleven.perRow, 11)
        XCTAssertEqual(eleven.size, (884 - 200) / 11, accuracy: 0.001)
        let narrow = ConditionsCardLayout.iconRows(count: 11, width: 343, preferred: 60, minimum: 34, gap: 12)
        XCTAssertEqual(narrow.perRow, 6, "two rows of six and five")
        XCTAssertGreaterThanOrEqual(narrow.size, 34)
        let tiny = ConditionsCardLayout.iconRows(count: 3, width: 20, preferred: 60, minimum: 34, gap: 12)
        XCTAssertEqual(tiny.perRow, 1)
        XCTAssertEqual(tiny.size, 20)

        let card = ConditionsCardLayout.make(
            width: 391, padding: 24, iconSize: 60, minimumIconSize: 34, iconGap: 12, iconCount: 11,
            summaryHeight: 50, attributionHeights: [19, 19, 19])
        XCTAssertEqual(card.icons.count, 11)
        XCTAssertEqual(Double(card.icons[6].minY), Double(card.icons[0].maxY) + 12, accuracy: 0.01)
        for icon in card.icons { XCTAssertLessThanOrEqual(Double(icon.maxX), 391 - 24 + 0.01) }
        XCTAssertGreaterThan(Double(card.summaryOrigin.y), Double(card.icons[10].maxY))
        XCTAssertGreaterThan(card.dividerY, Double(card.summaryOrigin.y) + 50)
        XCTAssertGreaterThan(Double(card.attributionOrigins[0].y), card.dividerY)
        XCTAssertGreaterThanOrEqual(card.height, Double(card.attributionOrigins[2].y) + 19 + 19)
    }

    func testAWideTripIsStackedOnASquareCard() {
        let basque = TripFixtures.basque.map(\.coordinate)
        let extent = TripSummaryGrid.extentKilometres(basque)
        XCTAssertEqual(extent.width, 195, accuracy: 5)
        XCTAssertEqual(extent.height, 31, accuracy: 2)
        XCTAssertTrue(TripSummaryGrid.prefersStacked(basque))
        // North to south through Norway, a single place, and a small wide walk keep the map beside.
        let norway = [
            Coordinate(latitude: 58.97, longitude: 5.73), Coordinate(latitude: 63.43, longitude: 10.39),
            Coordinate(latitude: 69.65, longitude: 18.96),
        ]
        XCTAssertFalse(TripSummaryGrid.prefersStacked(norway))
        XCTAssertFalse(TripSummaryGrid.prefersStacked([basque[0]]))
        XCTAssertFalse(
            TripSummaryGrid.prefersStacked([
                Coordinate(latitude: 43.0, longitude: -2.5), Coordinate(latitude: 43.01, longitude: -2.0),
            ]), "40 km is too small to matter")
        // Across the antimeridian the trip is narrow, not 359 degrees wide.
        let fiji = [
            Coordinate(latitude: -18.14, longitude: 178.43), Coordinate(latitude: -18.22, longitude: -178.80),
        ]
        XCTAssertEqual(TripSummaryGrid.extentKilometres(fiji).width, 293, accuracy: 5)
    }
}
