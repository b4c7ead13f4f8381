import Dispatch
import Foundation
import OutdoorCard
import OutdoorFiles
import OutdoorModel

extension TripExport {
    /// What became of one planned card.
    enum CardResult {
        case written(ExportManifest.Card, warnings: [String])
        case failed(JournalEntry, Error)
        case skipped
    }

    /// Draws the `planned` cards on `request.jobs` worker threads, each with its own photo
    /// source and card maker, and writes them.
    func drawCards(
        _ planned: [ExportPlan.Card], request: Request, progress: @escaping (Progress) -> Void,
        isCancelled: @escaping () -> Bool
    ) throws -> [CardResult] {
        guard !planned.isEmpty else { return [] }
        let workers = max(1, min(request.jobs, planned.count))
        let state = WorkState(count: planned.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let maker: any EntryCardMaker
            let source: any ExportPhotoSource
            do {
                maker = try cards()
                source = try photos()
            } catch {
                state.fail(error)
                return
            }
            while let index = state.next() {
                let (entry, file) = (planned[index].entry, planned[index].file)
                if isCancelled() || state.hasFailedToStart {
                    state.set(index, .skipped)
                    continue
                }
                let result: CardResult
                do {
                    let card = try maker.make(
                        entry, photo: try source.photoData(for: entry.id), options: request.options,
                        output: request.output)
                    try AtomicFile.write(card.data, to: request.folder.appendingPathComponent(file))
                    result = .written(
                        ExportManifest.Card(
                            entry: entry.idString, file: file, sha256: SHA256.hex(of: card.data),
                            key: planned[index].key,
                            altText: card.altText), warnings: card.warnings)
                } catch {
                    result = .failed(entry, error)
                }
                state.set(index, result)
                state.report {
                    switch result {
                    case .written(_, let warnings):
                        progress(
                            Progress(file: file, title: entry.title, wrote: true, failure: nil, warnings: warnings))
                    case .failed(_, let error):
                        progress(Progress(file: file, title: entry.title, wrote: false, failure: error))
                    case .skipped: break
                    }
                }
            }
        }
        if let error = state.startError { throw error }
        return state.results.map { $0 ?? .skipped }
    }

    /// Work shared by the worker threads, behind one lock.
    final class WorkState: @unchecked Sendable {
        private let lock = NSLock()
        private var cursor = 0
        private let count: Int
        private(set) var results: [CardResult?]
        private(set) var startError: Error?

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < count else { return nil }
            cursor += 1
            return cursor - 1
        }

        func set(_ index: Int, _ result: CardResult) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }

        func fail(_ error: Error) {
            lock.lock()
            if startError == nil { startError = error }
            lock.unlock()
        }

        var hasFailedToStart: Bool {
            lock.lock()
            defer { lock.unlock() }
            return startError != nil
        }

        /// Runs `body` with the lock held, so progress reports never interleave.
        func report(_ body: () -> Void) {
            lock.lock()
            body()
            lock.unlock()
        }
    }
}
