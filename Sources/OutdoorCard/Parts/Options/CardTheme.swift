/// The card's colour scheme.
public enum CardTheme: String, CaseIterable, Sendable, Codable {
    /// Dark ink on warm paper.
    case light
    /// Light ink on a deep blue-grey.
    case dark
}
