// The drawing layer's handles (Cairo surfaces and contexts, Pango font maps and layouts) are used
// from one thread at a time. These types are not `Sendable`, so the compiler refuses to share one
// between threads: each worker makes its own.

@available(*, unavailable, message: "a canvas draws on one thread; make one per thread")
extension Canvas: Sendable {}

@available(*, unavailable, message: "Pango font maps are not thread-safe; make a library per thread")
extension FontLibrary: Sendable {}

@available(*, unavailable, message: "a layout belongs to its font library's thread")
extension TextLayout: Sendable {}

@available(*, unavailable, message: "a document is drawn on one thread")
extension PDFDocument: Sendable {}
