import Foundation
import OutdoorGeo
import XCTest

/// A region's counts are stored by typed key, and earlier files keyed by display names still read.
final class DetailCountKindTests: XCTestCase {
    func testEveryKindHasItsOwnKeyThatReadsBack() {
        let kinds = DetailCountKind.allCases
        XCTAssertEqual(
            kinds.count,
            1 + DetailArea.allCases.count + DetailWay.allCases.count + DetailPointKind.allCases.count)
        XCTAssertEqual(Set(kinds.map(\.key)).count, kinds.count, "two kinds share a key")
        for kind in kinds {
            XCTAssertEqual(DetailCountKind(key: kind.key), kind, kind.key)
            XCTAssertFalse(kind.key.contains(" "), kind.key)
            XCTAssertFalse(kind.key.allSatisfy(\.isNumber), "\(kind.key): a kind without a named key")
        }
        XCTAssertEqual(DetailCountKind.way(.alpinePath).key, "way.alpinePath")
        XCTAssertEqual(DetailCountKind.point(.alpineHut).description, "alpine hut")
    }

    func testCountsAreWrittenByKeyAndReadBack() throws {
        let counts: DetailCounts = [
            .way(.path): 945, .area(.builtUp): 56, .point(.peak): 12, .coastlineWay: 3,
        ]
        let data = try JSONEncoder().encode(counts)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Int])
        XCTAssertEqual(object, ["way.path": 945, "area.builtUp": 56, "point.peak": 12, "coastline": 3])
        XCTAssertEqual(try JSONDecoder().decode(DetailCounts.self, from: data), counts)
    }

    /// Format 1 as written before kinds were typed: counts keyed by display names.
    func testARegionFileKeyedByDisplayNamesStillReads() throws {
        let old = """
            {"bounds":{"east":9.64,"north":47.28,"south":47.04,"west":9.47},
             "counts":{"alpine hut":4,"built-up area":23,"coastline way":0,"land":2,"minor road":126,
                       "peak":31,"path":945,"something newer":7},
             "formatVersion":1,"hasCoastline":false,"importedAt":"2026-11-20T10:00:00Z",
             "name":"liechtenstein","sourceBytes":3200000,"sourceFile":"liechtenstein-latest.osm.pbf"}
            """
        let info = try DetailRegionInfo.decode(Data(old.utf8))
        XCTAssertEqual(
            info.counts.byKind,
            [
                .point(.alpineHut): 4, .area(.builtUp): 23, .coastlineWay: 0, .area(.land): 2,
                .way(.minorRoad): 126, .point(.peak): 31, .way(.path): 945,
            ])
        let again = try DetailRegionInfo.decode(try info.encoded())
        XCTAssertEqual(again, info)
        let text = String(decoding: try info.encoded(), as: UTF8.self)
        XCTAssertTrue(text.contains("\"point.alpineHut\" : 4"), text)
        XCTAssertFalse(text.contains("alpine hut"), text)
    }
}
