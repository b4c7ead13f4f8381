/// What a PDF says about itself in its document information; nil fields are left out.
public struct PDFMetadata: Sendable, Hashable {
    /// The document's title.
    public var title: String?
    /// Who wrote it.
    public var author: String?
    /// The program that made it, such as "outdoor 0.1.0".
    public var creator: String?

    /// Makes metadata; everything is optional.
    public init(title: String? = nil, author: String? = nil, creator: String? = nil) {
        self.title = title
        self.author = author
        self.creator = creator
    }
}
