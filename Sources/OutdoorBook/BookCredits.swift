/// The credits and licences a book's closing page prints besides its weather credits.
public struct BookCredits: Sendable {
    /// One bundled data set or font.
    public struct Item: Sendable, Hashable {
        /// What it is: "GeoNames places".
        public var name: String
        /// Its licence: "CC BY 4.0".
        public var licence: String
        /// The credit its licence asks for.
        public var credit: String

        /// Makes an item.
        public init(name: String, licence: String, credit: String) {
            self.name = name
            self.licence = licence
            self.credit = credit
        }
    }

    /// Map data and fonts, with their licences.
    public var items: [Item]
    /// Lines crediting the photographs, when the journal's photos are someone else's work
    /// (the sample journal's); empty for a person's own photos.
    public var photographs: [String]
    /// The line naming the program that made the book.
    public var madeWith: String

    /// Makes credits.
    public init(items: [Item], photographs: [String] = [], madeWith: String) {
        self.items = items
        self.photographs = photographs
        self.madeWith = madeWith
    }
}
