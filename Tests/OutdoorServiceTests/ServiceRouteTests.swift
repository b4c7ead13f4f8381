import Foundation
import OutdoorCard
import OutdoorService
import XCTest

/// The service's pure parts: routes from paths, the token's comparison, ETags.
final class ServiceRouteTests: XCTestCase {
    func testPathsNameTheirRoutes() throws {
        XCTAssertEqual(try ServiceRoute(path: "/healthz"), .health)
        XCTAssertEqual(try ServiceRoute(path: "/entries/1a2b/card.png"), .entry(id: "1a2b", format: .png))
        XCTAssertEqual(try ServiceRoute(path: "/entries/1a2b/card.jpg"), .entry(id: "1a2b", format: .jpeg))
        XCTAssertEqual(try ServiceRoute(path: "/entries/1a2b/card.jpeg"), .entry(id: "1a2b", format: .jpeg))
        XCTAssertEqual(try ServiceRoute(path: "/entries/1a2b/card.json"), .entry(id: "1a2b", format: nil))
        XCTAssertEqual(try ServiceRoute(path: "/tracks/77c0/card.png"), .track(id: "77c0", format: .png))
        XCTAssertEqual(
            try ServiceRoute(path: "/trips/Iceland 2024/summary.jpg"),
            .trip(name: "Iceland 2024", format: .jpeg))
        XCTAssertEqual(try ServiceRoute(path: "/trips/A/B/summary.png"), .trip(name: "A/B", format: .png))
        for bad in [
            "/", "/entries", "/entries/1a2b", "/entries/1a2b/card.gif", "/entries//card.png",
            "/entries/a/b/card.png",
            "/entries/1a2b/photo.jpg", "/trips//summary.png", "/../etc/passwd", "/healthz/x",
        ] {
            XCTAssertThrowsError(try ServiceRoute(path: bad), bad) { error in
                XCTAssertEqual((error as? ServiceFailure)?.status, 404, bad)
            }
        }
    }

    func testRoutesMakeTheirPathsBack() throws {
        for route in [
            ServiceRoute.entry(id: "1a2b", format: .png), .entry(id: "1a2b", format: nil),
            .trip(name: "Île d'Yeu / été", format: .jpeg), .track(id: "77c0", format: .png), .health,
        ] {
            let path = route.path
            let decoded = try XCTUnwrap(path.removingPercentEncoding)
            XCTAssertEqual(try ServiceRoute(path: decoded), route, path)
        }
    }

    func testTheTokenIsComparedWhole() throws {
        let token = try XCTUnwrap(BearerToken("  s3cret-token-0123456789\n"))
        XCTAssertTrue(token.admits("Bearer s3cret-token-0123456789"))
        XCTAssertTrue(token.admits("bearer  s3cret-token-0123456789"))
        XCTAssertFalse(token.admits(nil))
        XCTAssertFalse(token.admits("Bearer s3cret-token-012345678"), "a prefix")
        XCTAssertFalse(token.admits("Bearer s3cret-token-01234567890"), "longer")
        XCTAssertFalse(token.admits("Bearer S3cret-token-0123456789"), "case")
        XCTAssertFalse(token.admits("Basic s3cret-token-0123456789"))
        XCTAssertFalse(token.admits("s3cret-token-0123456789"))
        XCTAssertNil(BearerToken("short"))
        XCTAssertNil(BearerToken("has a space in it, long enough"))
    }

    func testETagsFollowEveryPart() {
        let query = ServiceQuery(items: [.init(name: "preset", value: "square")])
        let base = ServiceETag.make(
            version: "1", route: .entry(id: "a", format: .png), query: query, key: "k")
        XCTAssertTrue(base.hasPrefix("\"") && base.hasSuffix("\"") && base.count == 34)
        XCTAssertEqual(
            base, ServiceETag.make(version: "1", route: .entry(id: "a", format: .png), query: query, key: "k")
        )
        XCTAssertNotEqual(
            base, ServiceETag.make(version: "2", route: .entry(id: "a", format: .png), query: query, key: "k")
        )
        XCTAssertNotEqual(
            base,
            ServiceETag.make(version: "1", route: .entry(id: "a", format: .jpeg), query: query, key: "k"))
        XCTAssertNotEqual(
            base,
            ServiceETag.make(
                version: "1", route: .entry(id: "a", format: .png), query: ServiceQuery(items: []), key: "k"))
        XCTAssertNotEqual(
            base,
            ServiceETag.make(version: "1", route: .entry(id: "a", format: .png), query: query, key: "k2"))
        // The order of the query's items does not matter.
        let two = ServiceQuery(items: [
            .init(name: "theme", value: "dark"), .init(name: "preset", value: "square"),
        ])
        let swapped = ServiceQuery(items: [
            .init(name: "preset", value: "square"), .init(name: "theme", value: "dark"),
        ])
        XCTAssertEqual(
            ServiceETag.make(version: "1", route: .health, query: two, key: ""),
            ServiceETag.make(version: "1", route: .health, query: swapped, key: ""))
    }
}
