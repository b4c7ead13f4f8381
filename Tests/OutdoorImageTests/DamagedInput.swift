import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import XCTest

/// Checks that `error` is one a damaged `format` file can give: an `ImageError` of the file's own
/// format that says what is wrong (cut, corrupt, oversized, unsupported), never a caller's mistake
/// (an empty target, a failed encode) or an error of another type.
func assertDamageError(
    _ error: Error, format: PhotoFormat, file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = error as? ImageError else {
        return XCTFail("expected an ImageError, got \(type(of: error)): \(error)", file: file, line: line)
    }
    let fits: Bool
    switch error {
    case .notAnImage: fits = true
    case .truncated(let f), .emptyImage(let f): fits = f == format
    case .corrupt(let f, let detail), .unsupported(let f, let detail): fits = f == format && !detail.isEmpty
    case .tooLarge(let width, let height, let limit): fits = width * height > limit
    case .sideTooLong(let width, let height, let limit): fits = max(width, height) > limit
    case .outOfMemory(let detail): fits = !detail.isEmpty
    case .empty, .encodingFailed, .emptyTarget: fits = false
    }
    XCTAssertTrue(fits, "a damaged \(format) gave \(error)", file: file, line: line)
}

/// Probes damaged `data` of `format` and returns the photo, if any, checking the outcome.
///
/// A photo must be of that format with a size within `ImageLimits`; an error must be one
/// `assertDamageError` accepts.
@discardableResult
func assertProbeOutcome(
    _ data: Data, format: PhotoFormat, file: StaticString = #filePath, line: UInt = #line
) -> ProbedImage? {
    do {
        let probed = try ImageProbe.inspect(data)
        XCTAssertEqual(probed.format, format, file: file, line: line)
        XCTAssertTrue(
            (1...ImageLimits.maxSide).contains(probed.pixelWidth)
                && (1...ImageLimits.maxSide).contains(probed.pixelHeight),
            "probed as \(probed.pixelWidth)x\(probed.pixelHeight)", file: file, line: line)
        return probed
    } catch {
        assertDamageError(error, format: format, file: file, line: line)
        return nil
    }
}

/// Decodes damaged `data` of `format` to cover `target` and returns the picture, if any, checking
/// the outcome.
///
/// A picture must be of that format, within its full size and covering the target (or whole
/// when smaller); an error must be one `assertDamageError` accepts.
@discardableResult
func assertDecodeOutcome(
    _ data: Data, format: PhotoFormat, covering target: PixelSize, cropping: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
) -> DecodedImage? {
    do {
        let image = try ImageDecoder.decode(data, covering: target, cropping: cropping)
        let (pixels, full) = (image.pixels, image.fullSize)
        XCTAssertEqual(image.format, format, file: file, line: line)
        XCTAssertTrue(
            full.width > 0 && full.height > 0 && full.width <= ImageLimits.maxSide
                && full.height <= ImageLimits.maxSide, "full size \(full)", file: file, line: line)
        // Stored orientation on both sides: at most the full size, and covering a square target
        // (or as much of it as the photo has) whichever way the photo is turned.
        let side = min(target.width, target.height)
        XCTAssertTrue(
            pixels.width <= full.width && pixels.height <= full.height
                && pixels.width >= min(side, full.width) && pixels.height >= min(side, full.height),
            "decoded \(pixels.width)x\(pixels.height) of \(full) to cover \(target)", file: file, line: line)
        return image
    } catch {
        assertDamageError(error, format: format, file: file, line: line)
        return nil
    }
}
