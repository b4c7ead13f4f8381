import Foundation
import OutdoorDisclosure
import OutdoorModel

extension TripSummaryCard {
    /// Renders and encodes the summary of `trip` as `output` asks, meeting its byte limit.
    ///
    /// The byte limit works as for entry cards (`CardRenderer.export`): JPEG quality and scale
    /// are searched, a PNG is tried at smaller scales. The alt text, made from the texts the card
    /// shows, comes with the bytes. The trip's tracks are drawn where they cover the route.
    public func export(
        trip: DisclosedTrip, title: String, options: CardOptions, output: CardOutput
    ) throws -> EncodedTripSummary {
        let result = try CardExport.run(scale: options.scale, output: output, pixels: \.pixels) { scale in
            var scaled = options
            scaled.scale = scale
            return try render(trip: trip, title: title, options: scaled)
        }
        return EncodedTripSummary(
            data: result.data, format: output.format, scale: result.scale, quality: result.quality,
            altText: TripSummaryAltText.make(trip: trip, text: result.rendered.text, options: options),
            summary: result.rendered)
    }
}
