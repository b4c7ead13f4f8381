import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorExport
import OutdoorModel
import Synchronization

/// Stand-ins for an export's inputs: photos in memory and card makers that write short texts.
///
/// A card is the text "card <id> <title> <photo bytes> <theme>", so a test can tell which
/// entry and settings made a file without decoding an image. Every card made is logged.
final class ExportFakes: Sendable {
    /// Why a fake card failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The settings a test makes and the log the workers write, behind one lock.
    private struct State {
        var madeTitles: [String] = []
        var photos: [UUID: Data] = [:]
        var failingTitles: Set<String> = []
        var summaryFails = false
    }

    private let state = Mutex(State())

    /// Stored photos by entry id.
    var photos: [UUID: Data] {
        get { state.withLock { $0.photos } }
        set { state.withLock { $0.photos = newValue } }
    }
    /// Titles whose card fails.
    var failingTitles: Set<String> {
        get { state.withLock { $0.failingTitles } }
        set { state.withLock { $0.failingTitles = newValue } }
    }
    /// Whether the summary card fails.
    var summaryFails: Bool {
        get { state.withLock { $0.summaryFails } }
        set { state.withLock { $0.summaryFails = newValue } }
    }

    /// The titles of the cards made so far ("summary" for the summary card), sorted.
    var made: [String] { state.withLock { $0.madeTitles.sorted() } }

    /// Forgets the cards made so far.
    func resetLog() {
        state.withLock { $0.madeTitles = [] }
    }

    fileprivate func log(_ title: String) {
        state.withLock { $0.madeTitles.append(title) }
    }

    /// An exporter drawing with these fakes; `summary` false leaves the summary card out.
    func exporter(summary: Bool = true) -> TripExport {
        TripExport(
            photos: { PhotoSource(fakes: self) }, cards: { CardMaker(fakes: self) },
            summary: summary ? SummaryMaker(fakes: self) : nil)
    }

    /// The bytes of the fake card of `entry` with `photo` under `options`.
    static func card(_ entry: JournalEntry, photo: Data?, options: CardOptions) -> Data {
        Data("card \(entry.idString) \(entry.title) \(photo?.count ?? 0) \(options.theme.rawValue)".utf8)
    }

    private struct PhotoSource: EntryPhotoSource {
        let fakes: ExportFakes
        func photoData(for id: UUID) throws -> Data? { fakes.photos[id] }
    }

    private struct CardMaker: EntryCardMaker {
        let fakes: ExportFakes
        func make(_ disclosed: DisclosedEntry, photo: Data?, options: CardOptions, output: CardOutput) throws
            -> MadeCard
        {
            let entry = disclosed.entry
            fakes.log(entry.title)
            if fakes.failingTitles.contains(entry.title) { throw Failure(description: "no ink left") }
            return MadeCard(
                data: ExportFakes.card(entry, photo: photo, options: options),
                altText: "\(entry.title)\nalt text")
        }
    }

    private struct SummaryMaker: TripSummaryMaker {
        let fakes: ExportFakes
        func make(trip: DisclosedTrip, title: String, options: CardOptions, output: CardOutput) throws
            -> MadeCard
        {
            fakes.log("summary")
            if fakes.summaryFails { throw Failure(description: "the map data is missing") }
            let stops = trip.entries.map(\.entry.title).joined(separator: ", ")
            return MadeCard(data: Data("summary \(title): \(stops)".utf8), altText: "Trip summary: \(title)")
        }
    }
}

/// Entries for export tests: three stops a day apart, with fixed ids.
enum ExportEntries {
    /// Entry `number` (1, 2, 3...) called `title`, `number` days after 1 May 2024 at noon UTC.
    static func entry(_ number: Int, _ title: String, note: String? = nil) -> JournalEntry {
        let time = Date(timeIntervalSince1970: 1_714_564_800 + Double(number) * 86_400)
        return JournalEntry(
            id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number)) ?? UUID(),
            timestamp: time, timeZoneIdentifier: "UTC", title: title,
            coordinate: Coordinate(latitude: 43 + Double(number) / 10, longitude: -2.5), placeCorrection: nil,
            weather: nil, note: note, photo: nil, createdAt: time, updatedAt: time)
    }

    static let three = [entry(1, "Harbour at dawn"), entry(2, "Ridge walk"), entry(3, "Lighthouse")]
}
