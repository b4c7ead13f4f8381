import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import OutdoorSubject
import OutdoorWorkers
import Synchronization

/// Decodes a photo on a worker thread while the caller draws the rest of the card.
///
/// The decoder touches nothing but the bytes it is given; its result comes back through a
/// one-job `WorkerPool` run and is kept, so it can be asked for again.
final class PhotoDecoding: Sendable {
    private let state: Mutex<State>

    private enum State {
        case running(OrderedRun<DecodedImage>)
        case done(Result<DecodedImage, any Error>)
    }

    /// Starts decoding `data` at the smallest size that covers `target` (upright pixels): at
    /// once on a worker thread, or (with `inBackground` false) on the first `image()` call.
    ///
    /// With `cropping`, only the centred part a cover fit shows may be decoded; a card whose
    /// crop follows the subject (or `--fit`) needs the whole photo.
    init(
        _ data: Data, covering target: PixelSize, cropping: Bool, into space: ColourSpace,
        inBackground: Bool = true
    ) {
        let pool = inBackground ? WorkerPool(workers: 1) : .callingThread
        state = Mutex(
            .running(
                pool.start(1) { _ in
                    try ImageDecoder.decode(data, covering: target, cropping: cropping, into: space)
                }))
    }

    /// Waits for the decode; the photo, or `CardError.photoUnreadable` with the codec's reason.
    func image() throws -> DecodedImage {
        do {
            return try outcome().get()
        } catch {
            throw CardError.photoUnreadable(cause: ErrorCause(error))
        }
    }

    /// Blocks until the decode is over (again and again, without waiting twice).
    func waitUntilFinished() {
        _ = outcome()
    }

    /// The decode's outcome, waiting for it the first time.
    private func outcome() -> Result<DecodedImage, any Error> {
        state.withLock { state in
            switch state {
            case .done(let outcome):
                return outcome
            case .running(let run):
                let outcome = Result { () throws -> DecodedImage in
                    guard let image = try run.next() else { throw PhotoDecodingError.noResult }
                    return image
                }
                run.finish()
                state = .done(outcome)
                return outcome
            }
        }
    }
}

/// A card's photo: its stored bytes, with decoding already under way for the card's photo panel.
///
/// Starting the decode as soon as the bytes are read (before fonts, map data and text are
/// set up) takes that work off the critical path; `CardRenderer.render` paints the result.
/// Once painted, a decode is dropped (its pixels live on in the card), and once the caller
/// says no other rendering will follow (`release()`), so are the bytes: a card is then encoded
/// without the photo's compressed and decoded copies beside it.
public final class CardPhoto: Sendable {
    private struct State {
        var bytes: Data
        var released = false
        var started: [PixelSize: PhotoDecoding] = [:]
    }

    private let state: Mutex<State>
    /// The colour space the photo is converted into (the card's gamut).
    private let space: ColourSpace
    /// How the card frames the photo: whether it may need more than the centre of it.
    private let framing: PhotoFraming

    /// The photo's size once upright, read from its headers; nil when they do not say (the card
    /// then lays out for a landscape photo).
    public let uprightSize: PixelSize?

    /// The photo's width over its height once upright, when known.
    public var aspect: Double? {
        uprightSize.flatMap { $0.height > 0 ? Double($0.width) / Double($0.height) : nil }
    }

    /// Whether decoding runs on a background thread while the card is drawn.
    public let decodesInBackground: Bool

    /// Starts decoding `data` at the size the photo panel of a card with `options` needs.
    ///
    /// With `inBackground` false the photo decodes on the rendering thread when the card needs
    /// it, so one card uses one thread (batch export runs one card per core instead).
    public init(_ data: Data, options: CardOptions, inBackground: Bool = true) {
        self.state = Mutex(State(bytes: data))
        self.decodesInBackground = inBackground
        self.space = options.gamut
        self.framing = options.framing
        self.uprightSize = ImageDecoder.uprightSize(of: data)
        if inBackground,
            let target = CardRenderer.photoPixelSize(
                options: options,
                photoAspect: uprightSize.map { Double($0.width) / Double(max($0.height, 1)) })
        {
            _ = decoding(covering: target)
        }
    }

    /// The stored bytes (JPEG, PNG or HEIC); empty after `release()`.
    public var data: Data {
        state.withLock { $0.bytes }
    }

    /// Gives back the bytes and any decode: no further rendering will need this photo.
    public func release() {
        state.withLock { state in
            state.bytes = Data()
            state.released = true
            state.started = [:]
        }
    }

    /// The decode covering `target`, started now unless it already was; nil after `release()`.
    func decoding(covering target: PixelSize) -> PhotoDecoding? {
        state.withLock { state in
            if let running = state.started[target] { return running }
            guard !state.released else { return nil }
            // Only a photo of the panel's own shape, framed by the card, may decode just its centre.
            let panelAspect = Double(target.width) / Double(max(target.height, 1))
            let cropping =
                framing != .fit
                && !(aspect.map { PhotoCrop.needsCrop(photoAspect: $0, panelAspect: panelAspect) } ?? true)
            let decoding = PhotoDecoding(
                state.bytes, covering: target, cropping: cropping, into: space,
                inBackground: decodesInBackground)
            state.started[target] = decoding
            return decoding
        }
    }

    /// Forgets the decode covering `target` once its pixels are painted; a later rendering at
    /// that size decodes again.
    func painted(_ target: PixelSize) {
        state.withLock { $0.started[target] = nil }
    }
}

/// The background decode ended without handing over a result (it never should).
enum PhotoDecodingError: Error, CustomStringConvertible {
    case noResult

    var description: String { "the decoder finished without a result" }
}
