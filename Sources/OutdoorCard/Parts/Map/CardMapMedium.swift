/// Where a card's map is seen, which decides how large its lines, names and marks are drawn.
public enum CardMapMedium: Sendable, Hashable {
    /// A phone or computer screen: the map is magnified from the card's own scale (device
    /// pixels per point).
    case screen
    /// Paper: the panel is in points (1/72 inch), planned for 300 dpi.
    case paper
}
