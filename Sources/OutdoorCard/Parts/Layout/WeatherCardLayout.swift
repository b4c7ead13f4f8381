import Foundation

/// The inside of the weather card, in points from the card's top-left corner: the temperature
/// above the summary on the left, the icon on the right, a hairline, then the attribution lines.
public struct WeatherCardLayout: Sendable, Hashable {
    /// The icon's box.
    public var icon: CGRect
    /// Where the temperature's layout box starts.
    public var temperatureOrigin: CGPoint
    /// Where the summary's layout box starts.
    public var summaryOrigin: CGPoint
    /// The hairline between the reading and its attribution (y in the middle of the line).
    public var dividerY: Double
    /// Where each attribution line's layout box starts.
    public var attributionOrigins: [CGPoint]
    /// The card's height.
    public var height: Double

    /// Vertical measurements of one laid-out text, in points from its layout box's top.
    public struct TextBox: Sendable, Hashable {
        /// The top of the inked glyphs.
        public var inkTop: Double
        /// The first baseline.
        public var baseline: Double
        /// The layout box's height.
        public var height: Double

        /// Makes measurements.
        public init(inkTop: Double, baseline: Double, height: Double) {
            self.inkTop = inkTop
            self.baseline = baseline
            self.height = height
        }
    }

    /// The width left for the temperature and summary in a card `width` points wide.
    public static func textWidth(cardWidth width: Double, padding: Double, iconSize: Double) -> Double {
        max(1, width - 2 * padding - iconSize - 0.8 * padding)
    }

    /// Lays out a card `width` points wide with `padding` and an `iconSize` icon around
    /// measured texts.
    ///
    /// The temperature and summary form one block, centred on the icon by what is visible: from
    /// the top of the temperature's figures to the bottom of the summary's box.
    public static func make(
        width: Double, padding: Double, iconSize: Double, temperature: TextBox, summary: TextBox,
        attributionHeights: [Double]
    ) -> WeatherCardLayout {
        let p = padding
        let textX = p
        let spacing = 0.3 * p
        let visibleTemperature = temperature.baseline - temperature.inkTop
        let blockHeight = visibleTemperature + spacing + summary.height
        let rowHeight = max(iconSize, blockHeight)
        let blockTop = p + (rowHeight - blockHeight) / 2
        let temperatureY = blockTop - temperature.inkTop
        let summaryY = blockTop + visibleTemperature + spacing
        let icon = CGRect(
            x: width - p - iconSize, y: p + (rowHeight - iconSize) / 2, width: iconSize, height: iconSize)

        let dividerY = (p + rowHeight + 0.7 * p).rounded() + 0.5
        var y = dividerY + 0.6 * p
        var origins: [CGPoint] = []
        for (index, height) in attributionHeights.enumerated() {
            if index > 0 { y += 0.1 * p }
            origins.append(CGPoint(x: p, y: y))
            y += height
        }
        return WeatherCardLayout(
            icon: icon, temperatureOrigin: CGPoint(x: textX, y: temperatureY),
            summaryOrigin: CGPoint(x: textX, y: summaryY), dividerY: dividerY, attributionOrigins: origins,
            height: (y + 0.8 * p).rounded(.up))
    }
}
