import Dispatch
import Foundation
import OutdoorHTTP
import OutdoorModel
import OutdoorWorkers
import Synchronization

/// Radar frames from RainViewer's Weather Maps API, fetched with the project's HTTP client.
///
/// The list of frames (weather-maps.json) names the tile host and the past two hours of
/// frames in 10-minute steps; a frame's tiles are 256-pixel Web Mercator PNGs,
/// `{host}{path}/256/{z}/{x}/{y}/2/1_0.png`: colour scheme 2 ("Universal Blue", the scheme
/// the free tier keeps), smoothed, without the snow colours, zoom 0 to 7. There is no archive:
/// a frame can be fetched only while it is in the list.
///
/// Every request goes through `HTTPClient` (libcurl loaded at the first request, time limits,
/// bounded retries of 429 and 5xx, the User-Agent); the list, each tile and each frame's
/// tiles together have their own size caps. The list is fetched once and kept for
/// `catalogLifetime` seconds, so a batch of entries asks for it once.
public final class RainViewerClient: Sendable {
    /// Size caps and limits on the work one frame may take.
    public struct Limits: Hashable, Sendable {
        /// The largest list of frames accepted, in bytes.
        public var catalogBytes = 256 << 10
        /// The largest tile accepted, in bytes (a 256-pixel RGBA PNG is at most about 260 KB).
        public var tileBytes = 512 << 10
        /// The most bytes all tiles of one frame may come to.
        public var frameBytes = 8 << 20
        /// The most tiles one frame may need (the zoom is lowered to stay within it).
        public var maximumTiles = 64
        /// The longest side of one frame's picture, in pixels (the zoom is lowered to stay within it).
        public var maximumSide = 2048
        /// Tiles fetched at once.
        public var concurrency = 4
        /// Seconds one frame's tiles may take in all.
        public var frameSeconds: TimeInterval = 60

        /// The standard limits.
        public init() {}
    }

    /// RainViewer's colour scheme number: 2, "Universal Blue".
    public static let colorScheme = 2
    /// The tile options: smoothed (1), without snow colours (0).
    public static let tileOptions = "1_0"
    /// The tile size asked for, in pixels.
    public static let tileSize = 256
    /// How long a fetched list of frames is used before it is fetched again, in seconds.
    public static let catalogLifetime: TimeInterval = 300
    /// How far the frame may be from the moment for a frozen entry: 15 minutes (frames are 10
    /// minutes apart and the newest may be a few minutes behind).
    public static let momentTolerance: TimeInterval = 900

    /// The name used in messages.
    public let name = RainViewerCatalog.provider
    /// Where the list of frames is.
    public let catalogURL: URL
    /// The HTTP client.
    public let client: HTTPClient
    /// The caps.
    public let limits: Limits

    /// The last list fetched and when (uptime nanoseconds).
    private let cached = Mutex<(catalog: RainViewerCatalog, fetched: UInt64)?>(nil)

    /// Makes a client for the list at `catalogURL`.
    public init(catalogURL: URL, client: HTTPClient, limits: Limits = Limits()) {
        self.catalogURL = catalogURL
        self.client = client
        self.limits = limits
    }

    /// Makes a client from an environment dictionary (`OUTDOOR_RAINVIEWER_URL`) and a
    /// User-Agent: 10 s to connect, 20 s per request, the standard retries.
    ///
    /// Throws `RadarError.invalidEndpoint` for a malformed variable.
    public convenience init(environment: [String: String], userAgent: UserAgent) throws {
        let url = try RainViewerEndpoint.url(environment: environment)
        let configuration = try HTTPClientConfiguration(
            userAgent: userAgent, connectTimeout: 10, totalTimeout: 20, maximumResponseBytes: 256 << 10)
        self.init(catalogURL: url, client: HTTPClient(configuration: configuration))
    }

    /// The list of frames, fetched or (within `catalogLifetime`) kept from the last fetch.
    public func catalog() async throws -> RainViewerCatalog {
        let now = DispatchTime.now().uptimeNanoseconds
        let kept = cached.withLock { $0 }
        if let kept, Double(now &- kept.fetched) / 1e9 < Self.catalogLifetime { return kept.catalog }
        let body = try await get(
            catalogURL, what: "its list of radar frames", accept: "application/json",
            limit: limits.catalogBytes)
        let catalog = try RainViewerCatalog.decode(body)
        cached.withLock { $0 = (catalog, now) }
        return catalog
    }

    /// The newest frame's picture of `area`.
    public func latestFrame(covering area: RadarArea) async throws -> RadarFrame {
        let catalog = try await catalog()
        guard let frame = catalog.latest else { throw RadarError.noFrames(provider: name) }
        return try await picture(of: frame, in: catalog, covering: area)
    }

    /// The picture of `area` of the frame nearest `instant`, within `tolerance` seconds.
    public func frame(
        nearest instant: Date, tolerance: TimeInterval = momentTolerance, covering area: RadarArea
    ) async throws -> RadarFrame {
        let catalog = try await catalog()
        let frame = try catalog.frame(nearest: instant, tolerance: tolerance)
        return try await picture(of: frame, in: catalog, covering: area)
    }

    /// Fetches the tiles of `frame` that cover `area` and puts them together.
    public func picture(
        of frame: RainViewerCatalog.Frame, in catalog: RainViewerCatalog, covering area: RadarArea
    )
        async throws -> RadarFrame
    {
        let plan = try RadarTilePlan.make(
            for: area, tileSize: Self.tileSize, maximumTiles: limits.maximumTiles,
            maximumSide: limits.maximumSide)
        let fetches = plan.fetches
        let mosaic = try RadarMosaic(plan: plan)
        let start = DispatchTime.now().uptimeNanoseconds
        var total = 0
        // `concurrency` tiles at once; each is placed as it comes in order, and a cap that is
        // passed cancels the requests under way.
        try await WorkerPool(workers: limits.concurrency).run(
            fetches.count, window: 2 * limits.concurrency
        ) { index in
            try await self.tile(
                x: fetches[index].x, y: fetches[index].y, of: frame, in: catalog, zoom: plan.zoom)
        } deliver: { index, data in
            total += data.count
            guard total <= limits.frameBytes else {
                throw RadarError.frameTooLarge(provider: name, limit: limits.frameBytes)
            }
            for placement in fetches[index].placements {
                try mosaic.place(data, for: placement, provider: name)
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
            guard elapsed <= limits.frameSeconds else {
                throw RadarError.timedOut(host: catalog.host, seconds: limits.frameSeconds)
            }
        }
        return try mosaic.frame(time: frame.time, source: .rainViewer)
    }

    /// One tile's bytes.
    private func tile(
        x: Int, y: Int, of frame: RainViewerCatalog.Frame, in catalog: RainViewerCatalog, zoom: Int
    ) async throws -> Data {
        guard
            let url = catalog.tileURL(
                frame, size: Self.tileSize, zoom: zoom, x: x, y: y, color: Self.colorScheme,
                options: Self.tileOptions)
        else {
            throw RadarError.malformedCatalog(provider: name, detail: "its tile URLs are not valid URLs")
        }
        return try await get(
            url, what: "the radar tile \(zoom)/\(x)/\(y)", accept: "image/png", limit: limits.tileBytes)
    }

    /// GETs `url` and returns the body of a 2xx reply; anything else becomes a `RadarError`.
    private func get(_ url: URL, what: String, accept: String, limit: Int) async throws -> Data {
        let response: HTTPResponse
        do {
            response = try await client.get(url, headers: ["Accept": accept], maximumBytes: limit)
        } catch let error as HTTPClientError {
            throw RadarError.from(error, what: what)
        } catch let error as RadarError {
            throw error
        } catch is CancellationError {
            throw RadarError.cancelled
        } catch {
            throw RadarError.network(host: HTTPClient.hostDescription(url), detail: ErrorText.sentence(error))
        }
        if response.isSuccess { return response.body }
        switch response.status {
        case 429: throw RadarError.rateLimited(provider: name)
        case 500...599:
            throw RadarError.serverError(provider: name, status: response.status, attempts: response.attempts)
        default: throw RadarError.rejected(provider: name, what: what, status: response.status)
        }
    }
}
