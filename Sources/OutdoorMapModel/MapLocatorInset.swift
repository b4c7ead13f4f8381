/// When a map carries a locator inset: a small globe centred on the map's place with the map's
/// frame marked on it, so a stranger sees where on Earth the map is.
public enum MapLocatorInset: String, Hashable, Sendable, CaseIterable {
    /// Never.
    case never
    /// When the map would otherwise name nothing a stranger knows: no country, ocean or sea, no
    /// capital and no place of 100,000 people or more (`PlacedLabel.isWidelyKnown`).
    case whenUnnamed
    /// Always (where a corner is free of the map's markers).
    case always
}
