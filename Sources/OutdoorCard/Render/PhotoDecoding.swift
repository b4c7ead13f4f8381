import Dispatch
import Foundation
import OutdoorImage

/// Decodes a photo on a background thread while the caller draws the rest of the card.
///
/// The decoder is thread-safe and touches nothing but the bytes it is given; the result is
/// handed over through a semaphore, which also orders the memory writes before the read.
final class PhotoDecoding: @unchecked Sendable {
    private var result: Result<DecodedImage, Error>?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts decoding `data` at the smallest size that covers `target` (upright pixels).
    init(_ data: Data, covering target: PixelSize) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = Result { try ImageDecoder.decode(data, covering: target) }
            finished.signal()
        }
    }

    /// Waits for the decode; the photo, or `CardError.photoUnreadable` with the codec's reason.
    func image() throws -> DecodedImage {
        waitUntilFinished()
        switch result {
        case .success(let image)?:
            return image
        case .failure(let error)?:
            throw CardError.photoUnreadable(reason: "\(error)")
        case nil:
            throw CardError.photoUnreadable(reason: "the decoder finished without a result")
        }
    }

    /// Blocks until the background decode is over (again and again, without waiting twice).
    func waitUntilFinished() {
        finished.wait()
        finished.signal()
    }
}
