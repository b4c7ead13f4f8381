/// The two looks of the map, matching the share card's light and dark themes.
public enum MapTheme: String, CaseIterable, Hashable, Sendable {
    /// Pale water and warm paper land, dark labels with white halos.
    case light
    /// Deep blue-grey water and charcoal land, light labels with dark halos.
    case dark
}
