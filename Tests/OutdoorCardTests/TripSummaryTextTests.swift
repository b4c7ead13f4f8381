import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorModel
import XCTest

/// The summary's texts: figures in both unit systems, dates, route, conditions and credits.
final class TripSummaryTextTests: XCTestCase {
    private func text(_ entries: [JournalEntry], units: UnitSystem = .metric, title: String = "Trip") throws
        -> TripSummaryText
    {
        try TripSummaryText.make(entries: entries, title: title, options: CardOptions(units: units))
    }

    func testDistanceInKilometresAndMiles() {
        XCTAssertTrue(TripSummaryText.distanceText(412_345, units: .metric) == ("412", "km"))
        XCTAssertTrue(TripSummaryText.distanceText(412_345, units: .imperial) == ("256", "mi"))
        XCTAssertTrue(TripSummaryText.distanceText(3_240, units: .metric) == ("3.2", "km"))
        XCTAssertTrue(TripSummaryText.distanceText(9_960, units: .metric) == ("10.0", "km"))
        XCTAssertTrue(TripSummaryText.distanceText(0, units: .imperial) == ("0.0", "mi"))
        XCTAssertTrue(TripSummaryText.distanceText(-.infinity, units: .metric) == ("0.0", "km"))
        XCTAssertTrue(TripSummaryText.distanceText(40_008_400, units: .metric) == ("40,008", "km"))
        XCTAssertEqual(TripSummaryText.grouped(1_000), "1,000")
        XCTAssertEqual(TripSummaryText.grouped(999), "999")
        XCTAssertEqual(TripSummaryText.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(TripSummaryText.grouped(-12_345), "-12,345")
    }

    func testTemperatureRanges() {
        func range(_ low: Double, _ high: Double, _ units: UnitSystem = .metric) -> String {
            let text = TripSummaryText.temperatureRangeText(low...high, units: units)
            return text.value + text.unit
        }
        XCTAssertEqual(range(8.7, 19.1), "9–19°C")
        XCTAssertEqual(range(8.7, 19.1, .imperial), "48–66°F")
        XCTAssertEqual(range(14.2, 14.4), "14°C", "ends that round alike are one value")
        XCTAssertEqual(range(-2.4, 17), "-2 to 17°C", "no dash next to a minus sign")
        XCTAssertEqual(range(-8.6, -3.1), "-9 to -3°C")
        XCTAssertEqual(range(-0.4, 0.3), "0°C", "no negative zero")
        XCTAssertEqual(range(-20, -18, .imperial), "-4 to 0°F")
    }

    func testDateRanges() {
        func entry(_ local: String, _ zone: String = "Europe/Madrid") -> JournalEntry {
            CardFixtures.entry(local: local, timeZone: zone)
        }
        XCTAssertEqual(
            TripSummaryText.dateRangeText([entry("2024-05-17T09:00:00"), entry("2024-05-17T21:00:00")]),
            "2024 MAY 17")
        XCTAssertEqual(
            TripSummaryText.dateRangeText([entry("2024-05-30T09:00:00"), entry("2024-06-02T21:00:00")]),
            "2024 MAY 30 – JUN 02")
        XCTAssertEqual(
            TripSummaryText.dateRangeText([entry("2024-12-30T09:00:00"), entry("2025-01-02T21:00:00")]),
            "2024 DEC 30 – 2025 JAN 02")
        // Each end in its own place's time: Madrid on the 13th, then Tokyo early on the 14th.
        XCTAssertEqual(
            TripSummaryText.dateRangeText([
                entry("2025-06-13T10:00:00"), entry("2025-06-14T00:30:00", "Asia/Tokyo"),
            ]), "2025 JUN 13 – JUN 14")
        XCTAssertEqual(TripSummaryText.dateRangeText([]), "")
    }

    func testTheBasqueTripsFigures() throws {
        let metric = try text(TripFixtures.basque)
        XCTAssertEqual(metric.figures.map(\.text), ["6 entries", "5 days", "256 km", "9–19°C"])
        XCTAssertEqual(metric.figures.map(\.kind), [.entries, .days, .distance, .temperature])
        XCTAssertEqual(metric.dateRange, "2024 MAY 17 – MAY 21")
        XCTAssertEqual(metric.route, "Bilbao → Camaleño")
        let imperial = try text(TripFixtures.basque, units: .imperial)
        XCTAssertEqual(imperial.figures.map(\.text), ["6 entries", "5 days", "159 mi", "48–66°F"])
        XCTAssertEqual(imperial.figures[2].value, "159")
        XCTAssertEqual(imperial.figures[2].unit, "mi")
        XCTAssertEqual(imperial.figures[2].caption, "travelled")
    }

    func testTheRouteAndFiguresFollowTimeWhateverTheOrderGiven() throws {
        let shuffled = [3, 0, 5, 1, 4, 2].map { TripFixtures.basque[$0] }
        XCTAssertEqual(try text(shuffled), try text(TripFixtures.basque))
        XCTAssertEqual(TripSummaryText.timeOrder(shuffled), TripFixtures.basque)
    }

    func testDaysCountLocalCalendarDays() throws {
        let lateAndEarly = [
            CardFixtures.entry(local: "2024-05-17T23:30:00", id: "00000000-0000-4000-8000-000000000001"),
            CardFixtures.entry(local: "2024-05-18T00:30:00", id: "00000000-0000-4000-8000-000000000002"),
        ]
        XCTAssertEqual(try text(lateAndEarly).figures[1].text, "2 days", "an hour apart, across midnight")
        let sameDay = [
            CardFixtures.entry(local: "2024-05-17T08:00:00", id: "00000000-0000-4000-8000-000000000001"),
            CardFixtures.entry(local: "2024-05-17T20:00:00", id: "00000000-0000-4000-8000-000000000002"),
        ]
        XCTAssertEqual(try text(sameDay).figures[1].text, "1 day")
    }

    func testAOneEntryTripHasNoDistanceAndSingularCaptions() throws {
        let one = try text(TripFixtures.oneEntry)
        XCTAssertEqual(one.figures.map(\.text), ["1 entry", "1 day", "14°C"])
        XCTAssertFalse(one.figures.contains { $0.kind == .distance })
        XCTAssertEqual(one.dateRange, "2024 MAY 17")
        XCTAssertEqual(one.route, "Bilbao, Basque Country, ES", "one place is named in full")
    }

    func testWithoutWeatherThereIsNoTemperatureConditionOrCredit() throws {
        let dry = try text(TripFixtures.basqueWithoutWeather)
        XCTAssertEqual(dry.figures.map(\.text), ["6 entries", "5 days", "256 km"])
        XCTAssertEqual(dry.conditions, [])
        XCTAssertNil(dry.conditionsSummary)
        XCTAssertEqual(dry.weatherAttribution, [])
        XCTAssertEqual(
            dry.mapAttribution, "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0)")
    }

    func testConditionsInTheOrderMetWithTheFirstReadingsIcon() throws {
        let basque = try text(TripFixtures.basque)
        // Rain, partly cloudy, clear by day (the night's clear sky comes later), cloudy.
        XCTAssertEqual(basque.conditions, [.cloudRain, .cloudSun, .sunMax, .cloud])
        XCTAssertEqual(basque.conditionsSummary, "Rain · Partly\u{00A0}cloudy · Clear · Cloudy")
        XCTAssertEqual(basque.weatherAttribution, ["Weather data by Open-Meteo.com (CC BY 4.0)"])
    }

    func testEverySourceIsCreditedOnceInTheOrderMet() throws {
        let mixed = try text(TripFixtures.mixedSources)
        XCTAssertEqual(
            mixed.weatherAttribution,
            [
                "Weather data by Open-Meteo.com (CC BY 4.0)",
                "Generated using Copernicus Climate Change Service information",
                "Weather data from MET Norway (CC BY 4.0)", "Weather data provided by Apple Weather",
            ])
        XCTAssertEqual(mixed.conditions.count, 7)
        XCTAssertEqual(mixed.figures.last?.text, "-2 to 17°C")
    }

    func testRouteTexts() {
        func stop(_ number: Int, _ place: String?) -> String? { place }
        XCTAssertEqual(
            TripSummaryText.routeText(
                [stop(1, "Bilbao, Basque Country, ES"), stop(2, nil), stop(3, "Oñati, ES")],
                isRoundTrip: false),
            "Bilbao → Oñati")
        XCTAssertEqual(
            TripSummaryText.routeText(
                [stop(1, "Bilbao, Basque Country, ES"), stop(2, "Oñati, ES"), stop(3, " Bilbao , ES")],
                isRoundTrip: true), "Round trip from Bilbao")
        // The same name first and last is no round trip unless the trip came back: hidden lines
        // name regions, and a trip may end elsewhere in the region it began in.
        XCTAssertEqual(
            TripSummaryText.routeText(
                [stop(1, "Obalno-kraška, SI"), stop(2, "Istria, HR"), stop(3, "Obalno-kraška, SI")],
                isRoundTrip: false), "Obalno-kraška · Istria")
        XCTAssertEqual(
            TripSummaryText.routeText(
                [
                    stop(1, "Slovenia"), stop(2, "Istria, HR"), stop(3, "Primorje-Gorski Kotar, HR"),
                    stop(4, "Lika-Senj, HR"), stop(5, "Slovenia"),
                ],
                isRoundTrip: false), "Slovenia · Istria · Primorje-Gorski Kotar · …")
        XCTAssertEqual(
            TripSummaryText.routeText(
                [stop(1, "Bilbao, Basque Country, ES"), stop(2, "Bilbao, Basque Country, ES")],
                isRoundTrip: false),
            "Bilbao, Basque Country, ES")
        XCTAssertNil(TripSummaryText.routeText([stop(1, nil), stop(2, "  ")], isRoundTrip: false))
        XCTAssertNil(TripSummaryText.routeText([], isRoundTrip: true))
    }

    func testABlankTitleIsNamedUntitled() throws {
        XCTAssertEqual(try text(TripFixtures.basque, title: "  \n").title, "Untitled trip")
        XCTAssertEqual(try text(TripFixtures.basque, title: "  Coast walk ").title, "Coast walk")
    }
}
