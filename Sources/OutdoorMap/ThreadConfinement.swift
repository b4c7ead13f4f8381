// A map renderer draws with its font library from one thread at a time: it is not `Sendable`, so
// the compiler refuses to share one between threads (each thread makes its own).

@available(*, unavailable, message: "a map renderer draws on one thread; make one per thread")
extension MapRenderer: Sendable {}
