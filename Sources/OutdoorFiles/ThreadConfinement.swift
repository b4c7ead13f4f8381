// A file being written is written from one thread: the writer is not `Sendable`, so the compiler
// refuses to share it between threads.

@available(*, unavailable, message: "a file is written from one thread")
extension AtomicFileWriter: Sendable {}
