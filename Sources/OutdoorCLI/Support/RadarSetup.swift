import Foundation
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorHTTP
import OutdoorModel
import OutdoorRadar

/// The radar service and the areas it is asked for, from the environment and the bundled map.
enum RadarSetup {
    /// How much of an entry's card views is added on each side of the area its frame covers:
    /// room for `--coords approx` (a view moved by at most 8 km) and for the smoothing filter.
    static let entryMargin = 0.1

    /// RainViewer at `OUTDOOR_RAINVIEWER_URL` (else the public service), with the tool's identity.
    static func client(context: CommandContext) throws -> RainViewerClient {
        try RainViewerClient(
            environment: context.environment, userAgent: try WeatherSetup.userAgent(context: context))
    }

    /// The plan `--no-radar` chooses; the client is only made (and the variable checked) when used.
    static func plan(skip: Bool, context: CommandContext) throws -> RadarCapture.Plan {
        skip ? .skip : .lookUp(try client(context: context))
    }

    /// The area every card of `entry` may show, whatever its preset and `--coords` (its views
    /// disclosed precise and hidden).
    static func entryArea(_ entry: JournalEntry, provider: OfflineMapProvider, places: any PlaceLineSource)
        throws -> RadarArea
    {
        let shown = try [CoordinatesMode.precise, .hidden].map {
            try Disclosure(mode: $0, places: places).entry(entry)
        }
        return try RadarArea(covering: try provider.entryCardViews(for: shown), margin: entryMargin)
    }

    /// Freezes an entry's radar as `plan` says, over its card maps' area, at the context's clock.
    static func capture(
        _ entry: JournalEntry, plan: RadarCapture.Plan, data: BundledData, context: CommandContext
    ) async -> RadarCapture.Outcome {
        await RadarCapture.capture(at: entry.timestamp, now: context.now(), plan: plan) {
            try entryArea(entry, provider: try data.mapProvider(), places: data.places)
        }
    }
}
