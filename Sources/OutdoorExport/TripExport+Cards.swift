import Foundation
import OutdoorCard
import OutdoorFiles
import OutdoorModel
import OutdoorWorkers

extension TripExport {
    /// What became of one planned card.
    enum CardResult: Sendable {
        case written(ExportManifest.Card, warnings: [String])
        case failed(JournalEntry, any Error)
        case skipped
    }

    /// Draws the `planned` cards on `request.jobs` worker threads, each with its own photo
    /// source and card maker, and writes them; `progress` hears of each card in order, on the
    /// calling thread.
    func drawCards(
        _ planned: [ExportPlan.Card], request: Request, progress: (Progress) -> Void,
        isCancelled: @escaping @Sendable () -> Bool
    ) throws -> [CardResult] {
        let (photos, cards) = (self.photos, self.cards)
        let (options, output, folder) = (request.options, request.output, request.folder)
        let protected = request.protectedFiles
        /// Draws and writes card `index` with a worker's card maker and photo source.
        @Sendable func draw(_ index: Int, maker: any EntryCardMaker, source: any EntryPhotoSource)
            -> CardResult
        {
            let (disclosed, file) = (planned[index].entry, planned[index].file)
            let entry = disclosed.entry
            if isCancelled() { return .skipped }
            do {
                let card = try maker.make(
                    disclosed, photo: try source.photoData(for: entry.id), options: options, output: output)
                try AtomicFile.write(
                    card.data, to: folder.appendingPathComponent(file), protecting: protected)
                return .written(
                    ExportManifest.Card(
                        entry: entry.idString, file: file, sha256: SHA256.hex(of: card.data),
                        key: planned[index].key, altText: card.altText, credits: card.credits),
                    warnings: card.warnings)
            } catch {
                return .failed(entry, error)
            }
        }
        var results: [CardResult] = []
        try WorkerPool(workers: request.jobs).run(
            planned.count, worker: { (maker: try cards(), source: try photos()) },
            job: { worker, index in draw(index, maker: worker.maker, source: worker.source) },
            deliver: { index, result in
                results.append(result)
                let (entry, file) = (planned[index].entry.entry, planned[index].file)
                switch result {
                case .written(_, let warnings):
                    progress(
                        Progress(
                            file: file, title: entry.title, wrote: true, failure: nil, warnings: warnings))
                case .failed(_, let error):
                    progress(Progress(file: file, title: entry.title, wrote: false, failure: error))
                case .skipped: break
                }
            })
        return results
    }
}
