import Foundation
import OutdoorDrawing
import OutdoorModel
import OutdoorRaster

/// The activity card's own blocks.
extension CardPainter {
    /// The date, the track's name and the place where `layout` put them.
    func drawHeader(_ texts: ActivityTextLayouts, layout: ActivityLayout) throws {
        try drawHeader(texts.header, date: layout.date, title: layout.title, lines: [layout.place])
    }

    /// The elevation profile in `box`: the heights as a filled line over a baseline, guides at
    /// the lowest and highest heights with their labels, the distance under the baseline, and
    /// each entry's number where the track was at its moment.
    func drawProfile(
        _ profile: ElevationProfile, texts: ActivityTextLayouts, in box: CGRect, design: ActivityDesign,
        fonts: FontLibrary
    ) throws {
        let geometry = ProfileGeometry(
            profile, box: box, labelHeight: texts.profileLength.metrics.height, design: design)
        let chart = geometry.chart
        let accent = palette.accent
        // The filled area and the line, segment by segment (a gap is not joined).
        var area = Path()
        var line = Path()
        for samples in profile.lines {
            let points = samples.map { geometry.point(distance: $0.distance, height: $0.height) }
            guard let first = points.first, let last = points.last else { continue }
            line.addPolyline(points)
            area.addPolyline(
                [CGPoint(x: first.x, y: chart.maxY)] + points + [CGPoint(x: last.x, y: chart.maxY)],
                closed: true)
        }
        try canvas.fill(area, color: accent.withAlpha(0.16))
        // Guides at the highest and lowest heights, dashed, in the hairline's colour.
        for height in [profile.highest, profile.lowest] {
            var guide = Path()
            let y = geometry.y(height)
            guide.move(to: CGPoint(x: chart.minX, y: y))
            guide.line(to: CGPoint(x: chart.maxX, y: y))
            try canvas.stroke(
                guide,
                style: StrokeStyle(color: palette.mutedInk.withAlpha(0.45), width: hairline, dash: [3, 3]))
        }
        try canvas.stroke(
            line,
            style: StrokeStyle(color: accent, width: design.profileLineWidth, cap: .round, join: .round))
        var baseline = Path()
        baseline.move(to: CGPoint(x: chart.minX, y: chart.maxY))
        baseline.line(to: CGPoint(x: chart.maxX, y: chart.maxY))
        try canvas.stroke(
            baseline, style: StrokeStyle(color: palette.mutedInk.withAlpha(0.6), width: hairline))

        // Labels: the heights above their guides at the left, the length under the baseline at the right.
        let gap = design.profileLabelSize * 0.3
        if let highest = texts.profileHighest {
            try drawLabel(
                highest,
                at: CGPoint(x: chart.minX, y: geometry.y(profile.highest) - gap - highest.metrics.height))
        }
        if let lowest = texts.profileLowest,
            geometry.y(profile.lowest) - geometry.y(profile.highest) > 2.2 * lowest.metrics.height
        {
            try drawLabel(
                lowest,
                at: CGPoint(x: chart.minX, y: geometry.y(profile.lowest) - gap - lowest.metrics.height))
        }
        let length = texts.profileLength
        try canvas.draw(
            length,
            at: CGPoint(x: chart.maxX - Double(length.metrics.logicalBounds.width), y: chart.maxY + gap))

        // The entries, numbered as on the map.
        for mark in profile.marks {
            let center = geometry.point(distance: mark.distance, height: mark.height)
            try drawNumber(mark.number, at: center, radius: design.profileMarkRadius, fonts: fonts)
        }
    }

    /// `label` at `origin` over a soft patch of the background, so the line under it stays out of its way.
    private func drawLabel(_ label: TextLayout, at origin: CGPoint) throws {
        let bounds = label.metrics.logicalBounds
        let pad = 3.0
        let patch = CGRect(
            x: Double(origin.x) - pad, y: Double(origin.y), width: Double(bounds.width) + 2 * pad,
            height: label.metrics.height)
        try canvas.fill(Path.roundedRect(patch, cornerRadius: 3), color: palette.background.withAlpha(0.8))
        try canvas.draw(label, at: origin)
    }

    /// A numbered badge as the map marks stops: the accent disc, a white ring, a white number.
    func drawNumber(_ number: Int, at center: CGPoint, radius: Double, fonts: FontLibrary) throws {
        try canvas.fill(
            Path.circle(center: center, radius: radius + 0.16 * radius), color: Color(rgb: 0xFFFFFF))
        try canvas.fill(Path.circle(center: center, radius: radius), color: palette.accent)
        let text = try TextLayout(
            String(number),
            style: TextStyle(
                size: radius * (number < 10 ? 1.15 : 0.95), weight: .bold, color: Color(rgb: 0xFFFFFF)),
            library: fonts)
        let ink = text.metrics.inkBounds
        try canvas.draw(
            text,
            at: CGPoint(
                x: Double(center.x) - Double(ink.midX), y: Double(center.y) - Double(ink.midY)))
    }
}

/// Where a profile's values go in its box: the chart above a row for the distance label.
struct ProfileGeometry {
    /// The chart's box: heights from its bottom (the baseline) up.
    var chart: CGRect
    /// The height at the baseline and at the chart's top, in metres.
    var floor: Double
    var ceiling: Double
    /// The track's length, in metres.
    var length: Double

    /// The geometry of `profile` in `box`, leaving `labelHeight` under the chart for the distance.
    ///
    /// The heights span the chart with room above the highest for its label, and the lowest
    /// sits above the baseline; a flat track (under 30 m of relief) is drawn as if it had 30 m.
    init(_ profile: ElevationProfile, box: CGRect, labelHeight: Double, design: ActivityDesign) {
        let labelRow = labelHeight + design.profileLabelSize * 0.3
        // Room above the chart for the highest number's badge.
        let top = design.profileMarkRadius * 0.6
        chart = CGRect(
            x: Double(box.minX), y: Double(box.minY) + top, width: Double(box.width),
            height: max(1, Double(box.height) - labelRow - top))
        let relief = max(profile.highest - profile.lowest, 30)
        let middle = (profile.highest + profile.lowest) / 2
        let low = middle - relief / 2
        let high = middle + relief / 2
        // The highest height's label sits above its guide: keep a label's height and a bit free.
        let headroom = (labelHeight * 1.4) / Double(chart.height)
        floor = low - relief * 0.12
        ceiling = high + (high - floor) * headroom / max(1 - headroom, 0.2)
        length = max(profile.length, 1)
    }

    /// The y of a height.
    func y(_ height: Double) -> Double {
        Double(chart.maxY) - (height - floor) / (ceiling - floor) * Double(chart.height)
    }

    /// The point of a sample.
    func point(distance: Double, height: Double) -> CGPoint {
        CGPoint(x: Double(chart.minX) + distance / length * Double(chart.width), y: y(height))
    }
}
