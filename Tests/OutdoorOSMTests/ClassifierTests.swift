import OutdoorGeo
import OutdoorModel
import XCTest

@testable import OutdoorOSM

/// Tags in, kinds out: what a map keeps of each OpenStreetMap object.
final class ClassifierTests: XCTestCase {
    func testRoadsPathsAndTheirTiers() {
        XCTAssertEqual(
            OSMClassifier.line(["highway": "motorway"]), DetailLine(kind: .motorway, firstTier: .low))
        XCTAssertEqual(
            OSMClassifier.line(["highway": "motorway_link"]),
            DetailLine(kind: .motorway, firstTier: .intermediate))
        XCTAssertEqual(OSMClassifier.line(["highway": "secondary"])?.firstTier, .low)
        XCTAssertEqual(OSMClassifier.line(["highway": "tertiary"])?.firstTier, .intermediate)
        XCTAssertEqual(OSMClassifier.line(["highway": "residential"])?.kind, .minorRoad)
        XCTAssertEqual(
            OSMClassifier.line(["highway": "service"]), DetailLine(kind: .service, firstTier: .high))
        XCTAssertEqual(OSMClassifier.line(["highway": "track"])?.kind, .track)
        XCTAssertEqual(OSMClassifier.line(["highway": "footway"])?.kind, .path)
        XCTAssertEqual(OSMClassifier.line(["highway": "path", "sac_scale": "mountain_hiking"])?.kind, .path)
        XCTAssertEqual(
            OSMClassifier.line(["highway": "path", "sac_scale": "demanding_mountain_hiking"])?.kind,
            .alpinePath)
        XCTAssertEqual(
            OSMClassifier.line(["highway": "path", "sac_scale": "alpine_hiking"])?.kind, .alpinePath)
        // The street is drawn; its sidewalks and crossings are not drawn again.
        XCTAssertNil(OSMClassifier.line(["highway": "footway", "footway": "sidewalk"]))
        XCTAssertNil(OSMClassifier.line(["highway": "footway", "footway": "crossing"]))
        // A pedestrian square is an area, not a line; roads being built are not roads yet.
        XCTAssertNil(OSMClassifier.line(["highway": "pedestrian", "area": "yes"]))
        XCTAssertNil(OSMClassifier.line(["highway": "construction"]))
        XCTAssertNil(OSMClassifier.line(["highway": "platform"]))
    }

    func testRailwaysFerriesAndWaterways() {
        XCTAssertEqual(OSMClassifier.line(["railway": "rail"]), DetailLine(kind: .railway, firstTier: .low))
        XCTAssertEqual(OSMClassifier.line(["railway": "rail", "service": "yard"])?.firstTier, .high)
        XCTAssertEqual(OSMClassifier.line(["railway": "tram"])?.firstTier, .intermediate)
        XCTAssertNil(OSMClassifier.line(["railway": "subway"]))
        XCTAssertNil(OSMClassifier.line(["railway": "abandoned"]))
        XCTAssertEqual(OSMClassifier.line(["route": "ferry"]), DetailLine(kind: .ferry, firstTier: .low))
        XCTAssertEqual(OSMClassifier.line(["waterway": "river"])?.kind, .river)
        XCTAssertEqual(OSMClassifier.line(["waterway": "canal"])?.kind, .river)
        XCTAssertEqual(
            OSMClassifier.line(["waterway": "stream"]), DetailLine(kind: .stream, firstTier: .intermediate))
        XCTAssertNil(OSMClassifier.line(["waterway": "stream", "tunnel": "culvert"]))
        XCTAssertNil(OSMClassifier.line(["waterway": "drain"]))
        XCTAssertNil(OSMClassifier.line(["natural": "coastline"]))
        XCTAssertTrue(OSMClassifier.isCoastline(["natural": "coastline"]))
        // A lake's outline is an area, never a line.
        XCTAssertNil(OSMClassifier.line(["natural": "water"]))
    }

    func testAreas() {
        XCTAssertEqual(OSMClassifier.area(["natural": "water"]), .water)
        XCTAssertEqual(OSMClassifier.area(["waterway": "riverbank"]), .water)
        XCTAssertEqual(OSMClassifier.area(["landuse": "reservoir"]), .water)
        XCTAssertEqual(OSMClassifier.area(["natural": "wood"]), .wood)
        XCTAssertEqual(OSMClassifier.area(["landuse": "forest"]), .wood)
        XCTAssertEqual(OSMClassifier.area(["leisure": "park"]), .park)
        XCTAssertEqual(OSMClassifier.area(["landuse": "meadow"]), .meadow)
        XCTAssertEqual(OSMClassifier.area(["natural": "glacier"]), .glacier)
        XCTAssertEqual(OSMClassifier.area(["natural": "scree"]), .rock)
        XCTAssertEqual(OSMClassifier.area(["landuse": "residential"]), .builtUp)
        XCTAssertEqual(OSMClassifier.area(["natural": "wetland"]), .wetland)
        XCTAssertNil(OSMClassifier.area(["landuse": "farmland"]))
        XCTAssertNil(OSMClassifier.area(["natural": "coastline"]))
        XCTAssertNil(OSMClassifier.area(["highway": "pedestrian", "area": "yes"]))
    }

    func testNamedPoints() {
        let here = Coordinate(latitude: 46.0, longitude: 7.7)
        let peak = OSMClassifier.point(["natural": "peak", "name": "Matterhorn", "ele": "4478"], at: here)
        XCTAssertEqual(peak, DetailPoint(kind: .peak, name: "Matterhorn", coordinate: here, elevation: 4478))
        // An unnamed peak with its height is kept; one with neither is not.
        XCTAssertEqual(OSMClassifier.point(["natural": "peak", "ele": "2962 m"], at: here)?.elevation, 2962)
        XCTAssertNil(OSMClassifier.point(["natural": "peak"], at: here))
        XCTAssertEqual(OSMClassifier.point(["mountain_pass": "yes", "name": "Furka"], at: here)?.kind, .pass)
        XCTAssertEqual(OSMClassifier.point(["natural": "saddle", "ele": "2100"], at: here)?.kind, .saddle)
        XCTAssertEqual(
            OSMClassifier.point(["tourism": "alpine_hut", "name": "Hörnli"], at: here)?.kind, .alpineHut)
        XCTAssertEqual(OSMClassifier.point(["tourism": "wilderness_hut"], at: here)?.kind, .wildernessHut)
        XCTAssertEqual(OSMClassifier.point(["amenity": "shelter"], at: here)?.kind, .shelter)
        XCTAssertNil(
            OSMClassifier.point(["amenity": "shelter", "shelter_type": "public_transport"], at: here))
        XCTAssertNil(OSMClassifier.point(["amenity": "shelter", "shelter_type": "bomb_shelter"], at: here))
        XCTAssertEqual(OSMClassifier.point(["tourism": "viewpoint"], at: here)?.kind, .viewpoint)
        XCTAssertEqual(
            OSMClassifier.point(["tourism": "camp_site", "name": "Camping"], at: here)?.kind, .campsite)
        XCTAssertNil(OSMClassifier.point(["tourism": "hotel", "name": "Hotel"], at: here))
        // Places need their name, down to hamlets and isolated dwellings.
        XCTAssertEqual(
            OSMClassifier.point(["place": "hamlet", "name": " Ylä-Kivelä "], at: here)?.name, "Ylä-Kivelä")
        XCTAssertEqual(
            OSMClassifier.point(["place": "neighbourhood", "name": "Kluuvi"], at: here)?.kind, .suburb)
        XCTAssertEqual(
            OSMClassifier.point(["place": "isolated_dwelling", "name": "Aho"], at: here)?.kind, .locality)
        XCTAssertNil(OSMClassifier.point(["place": "village"], at: here))
        XCTAssertNil(OSMClassifier.point(["place": "island", "name": "Suomenlinna"], at: here))
        XCTAssertNil(OSMClassifier.point(["natural": "tree"], at: here))
    }

    func testElevationsAsMapped() {
        XCTAssertEqual(OSMClassifier.elevation("2962"), 2962)
        XCTAssertEqual(OSMClassifier.elevation("2962 m"), 2962)
        XCTAssertEqual(OSMClassifier.elevation("2962m"), 2962)
        XCTAssertEqual(OSMClassifier.elevation("2 962"), 2962)
        XCTAssertEqual(OSMClassifier.elevation("1250.6"), 1251)
        XCTAssertEqual(OSMClassifier.elevation("1250,4"), 1250)
        XCTAssertEqual(OSMClassifier.elevation("14505 ft"), 4421)
        XCTAssertEqual(OSMClassifier.elevation("-28"), -28)
        XCTAssertNil(OSMClassifier.elevation("about 3000"))
        XCTAssertNil(OSMClassifier.elevation("3000;3010"))
        XCTAssertNil(OSMClassifier.elevation("88480"))
        XCTAssertNil(OSMClassifier.elevation(""))
    }
}
