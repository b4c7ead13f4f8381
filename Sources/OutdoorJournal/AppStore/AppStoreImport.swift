import Foundation
import OutdoorModel
import OutdoorStore

/// Imports the iPhone app's SwiftData store: one entry per `OutsideLog` row, keeping its id,
/// moment, coordinates, title, note, photo bytes and the weather the app froze (credited to
/// Apple Weather); the time zone is found offline as for any entry, and a place line the store
/// keeps is kept as the entry's correction (else the line the map data computes is shown).
///
/// A row whose id is already in the journal is not imported again, so importing the same store
/// twice adds nothing; what the app has changed since in what may change (title, note, photo) is
/// reported, and with `update` taken into the journal (the moment stays frozen). A row that breaks a rule is reported by its id and skipped; the others
/// are imported, each entry whole (with its photo) or not at all. Photos are read twice rather
/// than held: once to check them, once more to save them, verified to be the same bytes.
public struct AppStoreImport {
    /// What the person asked for.
    public struct Options {
        /// The trip to add the store's entries to (created when missing), new or already imported.
        public var trip: String?
        /// Only report what would be imported.
        public var dryRun: Bool
        /// Take the app's title, note and photo into entries imported before, where they differ.
        public var update: Bool

        /// Makes options.
        public init(trip: String? = nil, dryRun: Bool = false, update: Bool = false) {
            self.trip = trip
            self.dryRun = dryRun
            self.update = update
        }
    }

    /// What happened to one row.
    public enum Outcome {
        /// Saved as a new entry (in a dry run: would be saved), with notes for the person.
        case added(JournalEntry, notices: [String])
        /// An entry with this id is in the journal already; `changes` names what the app has
        /// changed since ("title", "note", "photo"), empty when nothing.
        case alreadyImported(changes: [String])
        /// In the journal already and brought up to date with the app's `changes` (with
        /// `update`; in a dry run: would be).
        case updated(JournalEntry, changes: [String])
        /// Not imported: the row could not be read or breaks a rule (the typed cause).
        case failed(any Error)
    }

    /// One row's outcome.
    public struct Item {
        /// The row's name in messages: "entry <id> ("title")", or "row Z_PK 7" without a readable id.
        public var label: String
        /// The row's id, when readable.
        public var id: UUID?
        /// What happened.
        public var outcome: Outcome

        /// Why the row was not imported, in words, when it failed ("its title is empty...").
        public var failure: String? {
            guard case .failed(let error) = outcome else { return nil }
            return (error as? AppStoreRowError)?.reason ?? String(describing: error)
        }
    }

    /// The whole import's result.
    public struct Report {
        /// The store as given.
        public var path: String
        /// Which spelling of the model wrote the store.
        public var model: AppStoreModel
        /// Columns of a later app version that were not read.
        public var unreadColumns: [String]
        /// Optional columns the store lacks (their fields read as empty).
        public var absentColumns: [String]
        /// One item per row, in the store's order.
        public var items: [Item] = []
        /// What is wrong with the store's `-wal` when SQLite could not read all of it: the rows
        /// that lived only there are missing from `items` (the import then fails).
        public var walProblem: String?
        /// Whether the import was interrupted: the rows after it were not looked at.
        public var cancelled = false
        /// Rows of the table marked with another entity number than OutsideLog's, not imported
        /// (the import then fails): the number, in words, and how many rows.
        public var otherEntityRows: [(entity: String, count: Int)] = []

        /// Whether any row was skipped for a reason other than being imported already, or the
        /// `-wal` could not be read whole.
        public var hasFailures: Bool {
            walProblem != nil || !otherEntityRows.isEmpty
                || items.contains {
                    if case .failed = $0.outcome { return true }
                    return false
                }
        }
    }

    let store: JournalStore
    let capture: EntryCapture

    /// Makes an import into `store`, capturing entries (place names, time zones) with `capture`.
    public init(store: JournalStore, capture: EntryCapture) {
        self.store = store
        self.capture = capture
    }

    /// The passes an import makes over the rows, for progress displays.
    public enum Phase: String, Sendable {
        case checking, saving
    }

    /// Imports the store at `url`; throws `AppStoreError` when the store as a whole cannot be
    /// read (nothing is imported then) and `JournalStoreError` when the journal fails.
    public func run(
        _ url: URL, options: Options, phase: ((Phase, Int) -> Void)? = nil,
        progress: ((String) -> Void)? = nil, isCancelled: () -> Bool = { false }
    ) throws -> Report {
        try run(
            AppStoreSnapshot.read(storeAt: url), options: options, phase: phase, progress: progress,
            isCancelled: isCancelled)
    }

    /// Imports a store already read; throws `JournalStoreError` when the journal fails.
    ///
    /// `phase` is told when a pass starts and how many rows it covers, `progress` once per row
    /// of the pass what happened to it. `isCancelled` is asked before each row: when it says
    /// yes the import stops there (every entry saved is whole) and the report says so.
    public func run(
        _ snapshot: AppStoreSnapshot, options: Options, phase: ((Phase, Int) -> Void)? = nil,
        progress: ((String) -> Void)? = nil, isCancelled: () -> Bool = { false }
    ) throws -> Report {
        // A trip name that would be refused at the end is refused before anything is written.
        if let trip = options.trip { _ = try JournalStore.validatedTripName(trip) }
        var report = Report(
            path: snapshot.path, model: snapshot.model, unreadColumns: snapshot.unreadColumns,
            absentColumns: snapshot.absentColumns)
        report.walProblem = snapshot.walProblem
        report.otherEntityRows = snapshot.otherEntityRows
        phase?(.checking, snapshot.records.count)

        // 1. Check every row and prepare its entry, holding no photo bytes.
        var ready: [(row: AppStoreRow, prepared: EntryCapture.Prepared)] = []
        var present: [UUID] = []
        for record in snapshot.records {
            if isCancelled() {
                report.cancelled = true
                return report
            }
            switch record {
            case .failure(let error):
                report.items.append(Item(label: error.label, id: error.id, outcome: .failed(error)))
                progress?("not imported")
            case .success(let row):
                if let existing = try store.entry(id: row.id) {
                    present.append(row.id)
                    let item: Item
                    do {
                        item = try reconcile(row, with: existing, from: snapshot, options: options)
                    } catch let error as JournalStoreError {
                        guard error.isAboutOneEntry else { throw error }
                        item = Item(label: row.label, id: row.id, outcome: .failed(error))
                    } catch {
                        item = Item(label: row.label, id: row.id, outcome: .failed(error))
                    }
                    report.items.append(item)
                    progress?("already in the journal")
                    continue
                }
                do {
                    ready.append((row, try prepare(row, from: snapshot)))
                    progress?(row.title)
                } catch let error as JournalStoreError {
                    throw error
                } catch {
                    report.items.append(Item(label: row.label, id: row.id, outcome: .failed(error)))
                    progress?("not imported")
                }
            }
        }

        // 2. Save each entry with its photo, read again and checked to be the bytes checked.
        var added: [UUID] = []
        if !options.dryRun { phase?(.saving, ready.count) }
        for (row, prepared) in ready {
            if isCancelled() {
                report.cancelled = true
                break
            }
            var item = Item(
                label: row.label, id: row.id, outcome: .added(prepared.entry, notices: prepared.notices))
            if !options.dryRun {
                do {
                    let data = try snapshot.photoData(for: row)
                    if let data, SHA256.hex(of: data) != prepared.entry.photo?.sha256 {
                        throw CaptureError.photoChanged(name: "its photo")
                    }
                    try store.insert(prepared.entry, photoData: data)
                    added.append(row.id)
                } catch let error as JournalStoreError {
                    guard error.isAboutOneEntry else { throw error }
                    item.outcome = .failed(error)
                } catch {
                    item.outcome = .failed(error)
                }
            }
            if !options.dryRun {
                if case .failed = item.outcome { progress?("not imported") } else { progress?(row.title) }
            }
            report.items.append(item)
        }
        let tripIDs = added + present
        if let trip = options.trip, !options.dryRun, !tripIDs.isEmpty {
            try store.addToTrip(trip, ids: tripIDs, create: true, now: capture.now())
        }
        return report
    }

    /// A row already imported: what the app has changed since in its title, note, place line and
    /// photo.
    ///
    /// With `update` the changes are taken into the journal (not in a dry run). A photo the app
    /// no longer has is kept, and so is a place line when the app has none.
    private func reconcile(
        _ row: AppStoreRow, with entry: JournalEntry, from snapshot: AppStoreSnapshot, options: Options
    ) throws -> Item {
        let title = try EntryText.validatedTitle(row.title)
        let note = try EntryText.validatedNote(row.note)
        let place = try row.sourcePlace.map { try EntryText.validatedPlace($0) }
        let data = try snapshot.photoData(for: row)
        var photo: (PhotoInfo, Data)?
        if let data, SHA256.hex(of: data) != entry.photo?.sha256 {
            photo = (try EntryCapture.inspect(PhotoInput(data: data, name: "its photo")).0, data)
        }
        var changes: [String] = []
        if title != entry.title { changes.append("title") }
        if note != entry.note { changes.append("note") }
        if let place, place != entry.placeCorrection { changes.append("place") }
        if photo != nil { changes.append("photo") }
        guard options.update, !changes.isEmpty else {
            return Item(label: row.label, id: row.id, outcome: .alreadyImported(changes: changes))
        }
        var updated = entry
        if !options.dryRun {
            updated = try store.update(
                id: entry.id, title: changes.contains("title") ? title : nil,
                note: changes.contains("note") ? .some(note) : nil,
                place: changes.contains("place") ? .some(place) : nil, photo: photo, now: capture.now())
        } else {
            updated.title = title
            updated.note = note
            if let place { updated.placeCorrection = place }
        }
        return Item(label: row.label, id: row.id, outcome: .updated(updated, changes: changes))
    }

    /// One row's entry: its moment, place and zone, checked title, note and photo, its id and
    /// its frozen weather.
    private func prepare(_ row: AppStoreRow, from snapshot: AppStoreSnapshot) throws -> EntryCapture.Prepared
    {
        let timestamp = try row.checkedTimestamp()
        let weather = try row.recordedWeather()
        let coordinate = try Coordinate.validated(latitude: row.latitude, longitude: row.longitude)
        var photo: PhotoInput?
        if let data = try snapshot.photoData(for: row) {
            photo = PhotoInput(data: data, name: "its photo")
        }
        var prepared = try capture.prepareMoment(
            CaptureRequest(
                title: row.title, photo: photo, note: row.note, coordinate: coordinate,
                time: .instant(timestamp), place: row.sourcePlace, weather: .skip))
        prepared.photoData = nil
        prepared.entry.id = row.id
        prepared.entry.radar = EntryRadar(
            status: .unavailable, detail: "it came from the iPhone app's journal, which keeps no radar")
        prepared.entry.weather = weather.reading
        if let name = weather.unknownSymbol {
            prepared.notices.append(
                "its weather icon \"\(name.quotedForMessages())\" is not one this version knows: "
                    + "it is shown with a neutral icon")
        }
        return prepared
    }
}
