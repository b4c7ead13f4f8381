import Foundation
import OutdoorImage
import OutdoorRaster

/// Golden-image tests: compare a rendered image with its reference in `Goldens/<name>.png`.
///
/// References are compared by decoded pixels with a tolerance, never by PNG bytes (pixman picks
/// CPU-specific code paths that change a few pixels). A missing reference fails the test.
/// Setting `GOLDEN_RECORD=1` writes the reference instead and still fails the test, saying it
/// recorded, so a recording run can never pass silently (CI never sets it). On a mismatch the
/// actual image and a diff (expected | mask | actual) go to `.build/golden-failures/`.
///
/// `verify` throws, so it works from XCTest (`func test() throws`) and from Swift Testing.
public enum Golden {
    /// The folder of reference images at the repository root.
    public static var directory: URL {
        RepositoryRoot.url.appendingPathComponent("Goldens", isDirectory: true)
    }

    /// Where actual and diff images of failed comparisons are written.
    public static var failureDirectory: URL {
        RepositoryRoot.url.appendingPathComponent(".build/golden-failures", isDirectory: true)
    }

    /// Whether this run records references instead of comparing (`GOLDEN_RECORD=1`).
    public static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["GOLDEN_RECORD"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Compares `image` with `Goldens/<name>.png`; throws a `GoldenFailure` unless it matches.
    ///
    /// `name` uses lower-case letters, digits and dashes, prefixed by the module's area (such
    /// as "drawing-specimen", "card-story-arabic").
    public static func verify(
        _ image: PixelBuffer, named name: String, tolerance: GoldenTolerance = .standard
    ) throws {
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        else { throw GoldenFailure("golden name \"\(name)\" must use only a-z, 0-9 and dashes") }
        let reference = directory.appendingPathComponent("\(name).png")

        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try GoldenPNG.write(image, to: reference.path)
            throw GoldenFailure(
                "recorded \(reference.path) (GOLDEN_RECORD is set). Look at the image, commit it in a "
                    + "commit of its own that says why, and run again without GOLDEN_RECORD to compare.")
        }

        guard FileManager.default.fileExists(atPath: reference.path) else {
            let actualPath = try writeFailureImage(image, name: name, suffix: "actual")
            throw GoldenFailure(
                "no reference image \(reference.path). The rendered image is at \(actualPath). "
                    + "To record it: GOLDEN_RECORD=1 swift test --filter <the test>, look at it, and commit it."
            )
        }

        let expected = try GoldenPNG.read(reference.path)
        guard
            let difference = GoldenComparison.compare(expected: expected, actual: image, tolerance: tolerance)
        else {
            let actualPath = try writeFailureImage(image, name: name, suffix: "actual")
            throw GoldenFailure(
                "\(name): the image is \(image.width)x\(image.height) pixels but the reference is "
                    + "\(expected.width)x\(expected.height). Actual image: \(actualPath)")
        }
        guard difference.isWithin(tolerance) else {
            let actualPath = try writeFailureImage(image, name: name, suffix: "actual")
            let diff = try GoldenComparison.diffImage(
                expected: expected, actual: image, difference: difference)
            let diffPath = try writeFailureImage(diff, name: name, suffix: "diff")
            let percent = String(format: "%.3f", difference.differingFraction * 100)
            let allowed = String(format: "%.3f", tolerance.maxDifferingFraction * 100)
            let message =
                "\(name): \(difference.differingPixels) of \(difference.totalPixels) pixels (\(percent)%, "
                + "allowed \(allowed)%) differ by more than \(tolerance.perChannel)/255; max channel delta "
                + "\(difference.maxChannelDelta). Actual: \(actualPath). Diff (expected | mask | actual): \(diffPath)"
            let full = message + environmentNote
            print("golden mismatch: \(full)")
            throw GoldenFailure(full)
        }
    }

    /// A hint when the environment holds a setting known to change glyph pixels.
    ///
    /// FreeType reads `FREETYPE_PROPERTIES` when Cairo starts it, and `cff:no-stem-darkening=0`
    /// there makes Inter (a CFF font) visibly bolder; no private configuration can undo that.
    private static var environmentNote: String {
        guard let properties = ProcessInfo.processInfo.environment["FREETYPE_PROPERTIES"] else { return "" }
        return " Note: FREETYPE_PROPERTIES=\"\(properties)\" is set; it can change how glyphs render. "
            + "Run the golden tests without it."
    }

    private static func writeFailureImage(_ image: PixelBuffer, name: String, suffix: String) throws -> String
    {
        try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let path = failureDirectory.appendingPathComponent("\(name).\(suffix).png").path
        try GoldenPNG.write(image, to: path)
        print("golden: wrote \(path)")
        return path
    }
}
