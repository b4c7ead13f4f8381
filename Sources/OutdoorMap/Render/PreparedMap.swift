import OutdoorMapModel

/// A map planned and not yet drawn (`MapRenderer.prepare`): the view, the overlays, the names
/// and the furniture decided once, for one `MapRenderer.render(_:)` or `draw(_:on:)`.
///
/// Like its renderer it stays on one thread: the plan holds shaped text.
public struct PreparedMap {
    let plan: MapPlan

    /// What drawing it will place where, and the sources it draws (`credits`), bar `pointsDrawn`.
    public var details: MapRenderDetails { plan.details }

    /// The request it was planned for.
    public var request: MapRequest { plan.request }
}
