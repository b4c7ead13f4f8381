// The cards' map provider draws with its font library from one thread at a time: it is not
// `Sendable`, so the compiler refuses to share one between threads.

@available(*, unavailable, message: "a map provider draws on its card's thread; make one per thread")
extension OfflineMapProvider: Sendable {}
