import OutdoorModel

/// The default file name of a card.
public enum CardFileName {
    /// "2025-06-14-morning-walk-by-the-lake.png": the entry's local date, a slug of its title,
    /// and the format's extension.
    public static func make(for entry: JournalEntry, format: CardFormat) -> String {
        "\(entry.fileStem()).\(format.fileExtension)"
    }
}
