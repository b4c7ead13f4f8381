import OutdoorMapModel

extension MapTheme {
    /// The colours and line widths of the theme.
    public var style: MapStyle {
        switch self {
        case .light: return .light
        case .dark: return .dark
        }
    }
}

extension MapRequest {
    /// The style drawn with: the theme's, with the accent replaced when one is given.
    public var style: MapStyle {
        var style = theme.style
        if let accentColor { style.accent = accentColor }
        return style
    }
}
