import OutdoorRaster

/// Why a drawing operation, a font library or a text layout could not be made.
public enum DrawingError: Error, Equatable, CustomStringConvertible {
    /// A canvas size or scale outside what the drawing layer accepts.
    case invalidCanvasSize(width: Int, height: Int, scale: Double, reason: String)
    /// The canvas's pixel buffer could not be made (`cause` says why: out of memory).
    case noPixels(width: Int, height: Int, scale: Double, cause: PixelBufferError)
    /// A pixel buffer whose row length Cairo cannot use.
    case unsupportedPixelBuffer(reason: String)
    /// Cairo reported an error; `message` is Cairo's own (cairo_status_to_string).
    case cairo(operation: String, message: String)
    /// A drawing argument that is not a finite, sensible number.
    case invalidArgument(String)
    /// The fonts directory given to a font library does not exist or is not a directory.
    case fontsDirectoryMissing(path: String)
    /// A font file the library needs is missing from the fonts directory.
    case fontFileMissing(path: String)
    /// Fontconfig refused a step of building the private font configuration.
    case fontconfig(operation: String)
    /// Pango could not make an object the text layer needs.
    case pango(operation: String)

    /// The error as a sentence a user understands.
    public var description: String {
        switch self {
        case .invalidCanvasSize(let width, let height, let scale, let reason):
            return "cannot make a canvas of \(width)x\(height) pixels at scale \(scale): \(reason)"
        case .noPixels(let width, let height, let scale, let cause):
            return "cannot make a canvas of \(width)x\(height) pixels at scale \(scale): \(cause)"
        case .unsupportedPixelBuffer(let reason):
            return "the pixel buffer cannot be drawn into: \(reason)"
        case .cairo(let operation, let message):
            return "drawing failed in \(operation): \(message)"
        case .invalidArgument(let reason):
            return "invalid drawing argument: \(reason)"
        case .fontsDirectoryMissing(let path):
            return "the fonts directory \(path) does not exist or is not a directory"
        case .fontFileMissing(let path):
            return "the font file \(path) is missing"
        case .fontconfig(let operation):
            return "fontconfig could not \(operation)"
        case .pango(let operation):
            return "Pango could not \(operation)"
        }
    }
}
