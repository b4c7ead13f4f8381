/// Kinds of land cover drawn on overview maps (Natural Earth 1:50m), as stored in the data.
public enum LandCover: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Built-up urban areas.
    case urban = 1
    /// Glaciers and ice caps.
    case glacier = 2

    /// The kind in words ("glacier").
    public var description: String {
        switch self {
        case .urban: return "urban area"
        case .glacier: return "glacier"
        }
    }
}
