// Renderers hold their font library and map provider, used from one thread at a time: they are
// not `Sendable`, so the compiler refuses to share one between threads (each worker makes its own).

@available(*, unavailable, message: "a card renderer draws on one thread; make one per thread")
extension CardRenderer: Sendable {}

@available(*, unavailable, message: "a summary card draws on one thread; make one per thread")
extension TripSummaryCard: Sendable {}
