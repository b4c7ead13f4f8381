import OutdoorDisclosure

/// The default file name of a card.
public enum CardFileName {
    /// "2025-06-14-morning-walk-by-the-lake.png": the entry's local date, a slug of its title,
    /// and the format's extension (the person's own words: no place, whatever the mode).
    public static func make(for disclosed: DisclosedEntry, format: CardFormat) -> String {
        "\(disclosed.fileStem).\(format.fileExtension)"
    }
}
