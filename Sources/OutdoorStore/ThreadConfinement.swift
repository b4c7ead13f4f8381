// A journal connection is used from one thread at a time: these types are not `Sendable`, so the
// compiler refuses to share one between threads (each worker opens its own).

@available(*, unavailable, message: "a journal connection is used on one thread; open one per thread")
extension JournalStore: Sendable {}

@available(*, unavailable, message: "a SQLite connection is used on one thread; open one per thread")
extension Database: Sendable {}
