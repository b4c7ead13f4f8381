import Foundation
import OutdoorJournal
import OutdoorModel
import OutdoorStore

/// `outdoor demo`: builds the bundled sample journal and renders it; needs no network.
enum DemoCommand: Command {
    static let spec = CommandSpec(
        path: ["demo"], summary: "Build the bundled sample journal and render it into a folder (no network).",
        usage: ["demo [-o DIR]"],
        options: [.value("output", "DIR", short: "o", help: "Where to write (default: ./outdoor-demo).")],
        discussion: """
            Makes DIR/journal.sqlite from the sample photographs (their credits: 'outdoor about') and prints
            its log. Your own journal is not touched.
            """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let folder = context.resolvePath(arguments.value("output") ?? "outdoor-demo")
        let paths = try ResourcePaths.locate(environment: context.environment)
        let sample = try SampleJournal(folder: paths.sampleJournal)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let journalPath = folder.appendingPathComponent("journal.sqlite").path
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: journalPath + suffix)
        }
        let store = try JournalStore(path: journalPath, access: .write)
        let capture = EntryCapture(places: try GeoSetup.places(context: context), now: context.now)
        let (entries, _) = try await sample.populate(store, capture: capture)
        context.note("built the sample journal: \(entries.count) entries in \(journalPath)")
        let width = min(40, entries.map(\.title.count).max() ?? 0)
        var text = ""
        for entry in try store.entries() {
            text += EntryPresenter.logLine(entry, titleWidth: width, color: false) + "\n"
        }
        context.stdout.write(text)
    }
}
