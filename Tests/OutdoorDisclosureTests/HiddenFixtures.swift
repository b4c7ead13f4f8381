import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorGeo
import OutdoorJournal
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import Synchronization
import TestSupport
import XCTest

/// The shipped data, place lines over it, random land points, and how texts are searched for names.
enum HiddenFixtures {
    private static let opened = Result {
        try GeoDatabase(
            directory: RepositoryRoot.url.appendingPathComponent("Sources/OutdoorGeo/Data", isDirectory: true)
        )
    }

    /// The shipped map data, opened once.
    static func database() throws -> GeoDatabase { try opened.get() }

    /// Place lines from the shipped data, as the commands get them.
    static func places() throws -> GeoPlaceResolver { GeoPlaceResolver(database: try database()) }

    /// `count` points on land (and in a country), spread evenly over the globe's area, the same
    /// every run (seeded).
    static func landPoints(_ count: Int, seed: UInt64 = 23) throws -> [Coordinate] {
        let database = try database()
        var random = SeededRandom(seed: seed)
        var points: [Coordinate] = []
        while points.count < count {
            let latitude = asin(Double.random(in: -1...1, using: &random)) * 180 / .pi
            let point = Coordinate(
                latitude: latitude, longitude: Double.random(in: -180..<180, using: &random))
            guard try database.isLand(point), try database.country(at: point) != nil else { continue }
            points.append(point)
        }
        return points
    }

    /// The landmarks of the place-line checks (`Tests/OutdoorGeoTests/Resources/landmarks.tsv`):
    /// each one's name and position.
    static func landmarks() throws -> [(name: String, coordinate: Coordinate)] {
        let file = RepositoryRoot.url.appendingPathComponent("Tests/OutdoorGeoTests/Resources/landmarks.tsv")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 6, let lat = Double(fields[1]), let lon = Double(fields[2]) else {
                throw GoldenFailure("a landmark line does not have six fields: \(line)")
            }
            return (String(fields[0]), Coordinate(latitude: lat, longitude: lon))
        }
    }

    /// An entry at `coordinate` with a title, a fixed time and nothing else, as a test stop.
    static func entry(_ number: Int, at coordinate: Coordinate) -> JournalEntry {
        let time = Date(timeIntervalSince1970: 1_715_947_200 + Double(number) * 60)
        return JournalEntry(
            id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number)) ?? UUID(),
            timestamp: time, timeZoneIdentifier: "UTC", title: "Stop \(number)", coordinate: coordinate,
            createdAt: time, updatedAt: time)
    }

    /// The names of every feature the data holds within `kilometres` of `coordinate` (towns of
    /// any size and country, lakes): what a hidden place must not show.
    static func namesNear(
        _ coordinate: Coordinate, within kilometres: Double = Disclosure.hiddenClearanceKilometres
    )
        throws -> Set<String>
    {
        Set(try database().namedFeatures(within: kilometres, of: coordinate).map(\.name))
    }

    /// `text` as words: lower case, accents removed, split at anything but letters and digits.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Whether `words` hold `name`'s words one after another.
    ///
    /// So "Gasteiz / Vitoria" is found in "... Gasteiz Vitoria ..." and "San" alone is not "San José".
    static func contains(_ words: [String], name: String) -> Bool {
        let wanted = Self.words(name)
        guard !wanted.isEmpty, wanted.count <= words.count else { return false }
        for start in 0...(words.count - wanted.count) where words[start] == wanted[0] {
            if Array(words[start..<(start + wanted.count)]) == wanted { return true }
        }
        return false
    }

    /// The request of a hidden entry's map as the card of `preset` makes it (its tallest panel).
    static func cardMapRequest(_ disclosed: DisclosedEntry, preset: CardPreset = .story) throws -> MapRequest
    {
        let panel = try XCTUnwrap(
            CardGrid.make(preset: preset, hasPhoto: true).columns.filter { $0.contains(.map) }.map(\.frame)
                .max {
                    $0.height < $1.height
                })
        return CardMap.request(
            pixelSize: PixelSize(width: Int(panel.width * 2), height: Int(panel.height * 2)), scale: 2,
            medium: .screen, theme: .light, units: .metric, overlays: disclosed.mapOverlays())
    }
}

/// Every label list the maps of some cards, summaries or pages drew, from all their threads.
final class LabelLog: Sendable {
    private let lists = Mutex<[[PlacedLabel]]>([])

    func add(_ labels: [PlacedLabel]) { lists.withLock { $0.append(labels) } }

    /// Every list recorded, in the order drawn.
    var all: [[PlacedLabel]] { lists.withLock { $0 } }
}

/// The real map as users get it, recording the labels of every map it draws.
final class RecordingMap: CardMapProvider {
    private let inner: OfflineMapProvider
    private let renderer: MapRenderer
    private let log: LabelLog

    init(database: GeoDatabase, fonts: FontLibrary, log: LabelLog) {
        inner = OfflineMapProvider(database: database, fonts: fonts)
        renderer = MapRenderer(database: database, fonts: fonts)
        self.log = log
    }

    func plan(_ request: MapRequest) throws -> any PlannedCardMap {
        // What a map plans is what it draws: the labels of the one plan.
        let planned = try inner.plan(request)
        log.add(try renderer.layout(request).labels)
        return planned
    }
}

/// No entry has a photo.
struct NoPhotos: EntryPhotoSource {
    func photoData(for id: UUID) throws -> Data? { nil }
}
