import Foundation
import OutdoorGeo
import OutdoorImage
import OutdoorModel
import OutdoorRadar
import OutdoorRaster
import TestSupport
import XCTest

/// RainViewer against a fake service on 127.0.0.1: the frames chosen, the tiles asked for, the
/// picture made, and every way it can fail.
final class RainViewerClientTests: RadarServerTestCase {
    /// Frames every 10 minutes for the 2 hours before `RadarFixtures.frameTime`.
    static func twoHours(cells: [FakeRainCell] = []) -> [FakeRainViewerFrame] {
        (0...12).map { step in
            FakeRainViewerFrame(
                time: RadarFixtures.frameTime.addingTimeInterval(Double(step - 12) * 600), cells: cells)
        }
    }

    static let bergenArea: RadarArea = {
        let viewport = try? MapViewport(
            center: Coordinate(latitude: 60.39, longitude: 5.32), widthKilometres: 100, width: 1080,
            height: 540)
        return (try? viewport.map { try RadarArea(viewport: $0) }) ?? nil
    }()!

    /// The error `body` throws, as a `RadarError`.
    private func radarError(
        _ body: () async throws -> Void, file: StaticString = #filePath, line: UInt = #line
    )
        async -> RadarError?
    {
        do {
            try await body()
            XCTFail("no error", file: file, line: line)
            return nil
        } catch let error as RadarError {
            return error
        } catch {
            XCTFail("not a RadarError: \(error)", file: file, line: line)
            return nil
        }
    }

    func testTheLatestFrameIsStitchedFromTheTilesThatCoverTheArea() async throws {
        let cells = [
            FakeRainCell(latitude: 60.45, longitude: 5.1, radiusKilometres: 8, color: 0xFF4400),
            FakeRainCell(latitude: 60.2, longitude: 5.9, radiusKilometres: 4, color: 0x0099CC),
        ]
        let frames = Self.twoHours(cells: cells)
        server.serveRainViewer(frames)
        let frame = try await RadarFixtures.client(server).latestFrame(covering: Self.bergenArea)
        XCTAssertEqual(frame.info.time, RadarFixtures.frameTime)
        XCTAssertEqual(frame.info.source, .rainViewer)
        XCTAssertEqual(frame.info.byteCount, frame.image.count)

        let plan = try RadarTilePlan.make(for: Self.bergenArea)
        let requests = server.requests.filter { $0.path.hasPrefix("/v2/") }
        XCTAssertEqual(requests.count, plan.fetches.count)
        for request in requests {
            XCTAssertTrue(request.path.hasPrefix(frames[12].path + "/256/7/"), request.path)
            XCTAssertTrue(request.path.hasSuffix("/2/1_0.png"), request.path)
            XCTAssertEqual(request.header("Accept"), "image/png")
            XCTAssertEqual(
                request.header("User-Agent"), TestClients.userAgentValue)
        }
        XCTAssertEqual(server.requests(to: FakeHTTPServer.rainViewerCatalogPath).count, 1)

        // The picture is exactly the part of the world the plan names, as the tiles paint it.
        let decoded = try ImageDecoder.decode(frame.image).pixels
        XCTAssertEqual(decoded.width, plan.width)
        XCTAssertEqual(decoded.height, plan.height)
        XCTAssertEqual(frame.info.bounds, try plan.bounds)
        let expected = try FakeRainViewer.paint(
            cells: cells, left: plan.cropX, top: plan.cropY, worldPixels: 256 << plan.zoom, width: plan.width,
            height: plan.height)
        let difference = try XCTUnwrap(
            GoldenComparison.compare(expected: expected, actual: decoded, tolerance: .exact))
        XCTAssertEqual(difference.differingPixels, 0)
    }

    func testTheFrameNearestTheMomentIsChosenWithinFifteenMinutes() async throws {
        server.serveRainViewer(Self.twoHours())
        let client = try RadarFixtures.client(server)
        let at1320 = RadarFixtures.frameTime.addingTimeInterval(-3600)
        let near = try await client.frame(
            nearest: at1320.addingTimeInterval(4 * 60), covering: Self.bergenArea)
        XCTAssertEqual(near.info.time, at1320)
        let late = try await client.frame(
            nearest: RadarFixtures.frameTime.addingTimeInterval(14 * 60), covering: Self.bergenArea)
        XCTAssertEqual(late.info.time, RadarFixtures.frameTime)
        let error = await radarError {
            _ = try await client.frame(
                nearest: RadarFixtures.frameTime.addingTimeInterval(-3 * 3600), covering: Self.bergenArea)
        }
        guard case .noFrameNearMoment(_, _, let earliest, let latest, _) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertEqual(earliest, RadarFixtures.frameTime.addingTimeInterval(-7200))
        XCTAssertEqual(latest, RadarFixtures.frameTime)
        // One list served every question.
        XCTAssertEqual(server.requests(to: FakeHTTPServer.rainViewerCatalogPath).count, 1)
    }

    func testSectionsTheServiceDroppedOrAddedAreNormal() async throws {
        let host = server.baseURL
        let path = "/v2/radar/\(Int(RadarFixtures.frameTime.timeIntervalSince1970))"
        // The 2024 shape, with nowcast and satellite sections and a numeric version.
        server.route(
            FakeHTTPServer.rainViewerCatalogPath,
            response: .json(
                #"{"version":2.0,"generated":1,"host":"\#(host)/","radar":{"past":[{"time":\#(Int(RadarFixtures.frameTime.timeIntervalSince1970)),"path":"\#(path)"}],"nowcast":[{"time":1,"path":"/v2/radar/nowcast_x"}]},"satellite":{"infrared":[]},"extra":{"a":[1]}}"#
            ))
        server.route(prefix: "/v2/radar/") { request in
            let tile = FakeRainViewer.parseTilePath(request.path)
            guard let tile,
                let png = try? FakeRainViewer.tile(zoom: tile.zoom, x: tile.x, y: tile.y, cells: [])
            else { return .text("bad", status: 400) }
            return FakeHTTPResponse(status: 200, headers: [("Content-Type", "image/png")], body: png)
        }
        let frame = try await RadarFixtures.client(server).latestFrame(covering: Self.bergenArea)
        XCTAssertEqual(frame.info.time, RadarFixtures.frameTime)
    }

    func testAListThatCannotBeUsedSaysWhy() async throws {
        let cases: [(String, (RadarError) -> Bool)] = [
            ("not json", { if case .malformedCatalog = $0 { return true } else { return false } }),
            (#"{"version":"2.0","host":"http://127.0.0.1:1"}"#, { $0 == .noFrames(provider: "RainViewer") }),
            (
                #"{"host":"http://127.0.0.1:1","radar":{"past":[]}}"#,
                { $0 == .noFrames(provider: "RainViewer") }
            ),
            (
                #"{"radar":{"past":[{"time":1773498000,"path":"/v2/radar/1"}]}}"#,
                {
                    if case .malformedCatalog(_, let detail) = $0 {
                        return detail.contains("host")
                    } else {
                        return false
                    }
                }
            ),
            (
                #"{"host":"file:///etc","radar":{"past":[{"time":1773498000,"path":"/v2/radar/1"}]}}"#,
                {
                    if case .malformedCatalog(_, let detail) = $0 {
                        return detail.contains("file:")
                    } else {
                        return false
                    }
                }
            ),
            (
                #"{"host":"http://127.0.0.1:1","radar":{"past":[{"time":1773498000,"path":"/../../etc/passwd"}]}}"#,
                {
                    if case .malformedCatalog(_, let detail) = $0 {
                        return detail.contains("path")
                    } else {
                        return false
                    }
                }
            ),
            (
                #"{"host":"http://127.0.0.1:1","radar":{"past":[{"time":"soon","path":"/v2/radar/1"}]}}"#,
                {
                    if case .malformedCatalog(_, let detail) = $0 {
                        return detail.contains("radar.past[0].time")
                    }
                    return false
                }
            ),
        ]
        for (body, isExpected) in cases {
            server.route(FakeHTTPServer.rainViewerCatalogPath, response: .json(body))
            let error = await radarError {
                _ = try await RadarFixtures.client(self.server).latestFrame(covering: Self.bergenArea)
            }
            XCTAssertTrue(error.map(isExpected) ?? false, "\(body): \(String(describing: error))")
            XCTAssertFalse(error?.description.isEmpty ?? true)
        }
    }

    func testHTTPFailuresOfTheListAreNamed() async throws {
        let path = FakeHTTPServer.rainViewerCatalogPath
        server.route(path, response: .text("gone", status: 404))
        var error = await radarError { _ = try await RadarFixtures.client(self.server).catalog() }
        XCTAssertEqual(
            error, .rejected(provider: "RainViewer", what: "its list of radar frames", status: 404))

        server.route(path, response: .text("busy", status: 503))
        error = await radarError { _ = try await RadarFixtures.client(self.server).catalog() }
        XCTAssertEqual(error, .serverError(provider: "RainViewer", status: 503, attempts: 3))
        XCTAssertEqual(server.requests(to: path).count, 4, "3 attempts after the first 404")

        server.route(path, response: .text("slow down", status: 429))
        error = await radarError { _ = try await RadarFixtures.client(self.server, attempts: 1).catalog() }
        XCTAssertEqual(error, .rateLimited(provider: "RainViewer"))

        server.route(path, response: .json(String(repeating: " ", count: 300_000) + "{}"))
        error = await radarError { _ = try await RadarFixtures.client(self.server).catalog() }
        XCTAssertEqual(
            error,
            .responseTooLarge(
                host: "127.0.0.1:\(server.port)", what: "its list of radar frames", limit: 256 << 10))

        server.route(path, response: FakeHTTPResponse.json("{}").delayed(by: 3))
        error = await radarError {
            _ = try await RadarFixtures.client(self.server, totalTimeout: 1).catalog()
        }
        guard case .timedOut = error else { return XCTFail("\(String(describing: error))") }
    }

    func testAServiceThatCannotBeReachedSaysSo() async throws {
        let port = server.port
        server.stop()
        let error = await radarError { _ = try await RadarFixtures.client(self.server).catalog() }
        guard case .cannotConnect(let host, _) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(host, "127.0.0.1:\(port)")
        XCTAssertTrue(error?.description.contains("check the network connection") ?? false)
    }

    func testBadTilesAreRefusedWithTheTileNamed() async throws {
        let jpeg = try PhotoFixtures.jpeg(width: 256, height: 256)
        let big = try PNGEncoder().encode(try PixelBuffer(width: 512, height: 512))
        let cases: [(FakeHTTPResponse, String)] = [
            (FakeHTTPResponse(status: 200, body: Data("<html>maintenance</html>".utf8)), "not usable"),
            (FakeHTTPResponse(status: 200, body: jpeg), "JPEG"),
            (FakeHTTPResponse(status: 200, body: big), "512x512"),
            (FakeHTTPResponse(status: 200, body: Data(big.prefix(100))), "not usable"),
            (.text("no such frame", status: 404), "HTTP 404"),
        ]
        for (reply, words) in cases {
            server.serveRainViewer(Self.twoHours()) { _, _, _ in reply }
            let error = await radarError {
                _ = try await RadarFixtures.client(self.server).latestFrame(covering: Self.bergenArea)
            }
            let text = error?.description ?? ""
            XCTAssertTrue(text.contains("radar tile 7/"), text)
            XCTAssertTrue(text.contains(words), "\(words): \(text)")
        }
    }

    func testTileAndFrameSizeCapsHold() async throws {
        let noisy = try PixelBuffer(width: 256, height: 256)
        let bytes = noisy.baseAddress.assumingMemoryBound(to: UInt8.self)
        var seed: UInt32 = 1
        for i in 0..<(256 * 256) {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes[i * 4 + 3] = 255
            bytes[i * 4] = UInt8(truncatingIfNeeded: seed >> 16)
            bytes[i * 4 + 1] = UInt8(truncatingIfNeeded: seed >> 8)
            bytes[i * 4 + 2] = UInt8(truncatingIfNeeded: seed >> 24)
        }
        let heavy = try PNGEncoder().encode(noisy)
        server.serveRainViewer(Self.twoHours()) { _, _, _ in
            FakeHTTPResponse(status: 200, headers: [("Content-Type", "image/png")], body: heavy)
        }
        var limits = RainViewerClient.Limits()
        limits.tileBytes = heavy.count - 1
        var error = await radarError {
            _ = try await RadarFixtures.client(self.server, limits: limits).latestFrame(
                covering: Self.bergenArea)
        }
        guard case .responseTooLarge(_, let what, let limit) = error else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertTrue(what.hasPrefix("the radar tile 7/"), what)
        XCTAssertEqual(limit, heavy.count - 1)

        limits = RainViewerClient.Limits()
        limits.frameBytes = heavy.count + 10
        error = await radarError {
            _ = try await RadarFixtures.client(self.server, limits: limits).latestFrame(
                covering: Self.bergenArea)
        }
        XCTAssertEqual(error, .frameTooLarge(provider: "RainViewer", limit: heavy.count + 10))
    }

    func testTheEndpointVariableIsChecked() throws {
        XCTAssertEqual(
            try RainViewerEndpoint.url(environment: [:]).absoluteString,
            "https://api.rainviewer.com/public/weather-maps.json")
        XCTAssertEqual(
            try RainViewerEndpoint.url(environment: ["OUTDOOR_RAINVIEWER_URL": "  "]).absoluteString,
            RainViewerEndpoint.defaultURL)
        XCTAssertEqual(
            try RainViewerEndpoint.url(environment: ["OUTDOOR_RAINVIEWER_URL": "http://127.0.0.1:8080/w.json"]
            )
            .absoluteString, "http://127.0.0.1:8080/w.json")
        for bad in ["file:///etc/passwd", "not a url", "https://", "http://x/#frag"] {
            XCTAssertThrowsError(try RainViewerEndpoint.url(environment: ["OUTDOOR_RAINVIEWER_URL": bad])) {
                error in
                XCTAssertTrue("\(error)".contains("OUTDOOR_RAINVIEWER_URL"), "\(error)")
            }
        }
    }
}
