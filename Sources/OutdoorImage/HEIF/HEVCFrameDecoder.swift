internal import CAVCodec
import Foundation

/// Owns one libavcodec HEVC decoder set up with one decoder configuration (an hvcC record).
///
/// Decodes one coded image (a tile or a whole image) at a time; not `Sendable`, so it stays on
/// the thread that made it.
final class HEVCFrameDecoder {
    private let library: AVCodecLibrary
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var input: UnsafeMutableRawPointer?
    private var inputCapacity = 0
    private var draining = false
    /// The hvcC bytes this decoder was set up with.
    let configuration: [UInt8]

    /// A decoder for images coded with `configuration` (an hvcC payload) using `threads` threads
    /// within one image (slices and wavefronts; 1 for tiles decoded side by side).
    init(library: AVCodecLibrary, configuration: [UInt8], threads: Int) throws {
        self.library = library
        self.configuration = configuration
        guard let codec = library.findDecoder(AV_CODEC_ID_HEVC) else {
            throw ImageError.unsupported(.heif, detail: "this libavcodec has no HEVC decoder")
        }
        guard let context = library.allocContext(codec), let packet = library.allocPacket(),
            let frame = library.allocFrame()
        else {
            throw ImageError.outOfMemory(detail: "could not make an HEVC decoder")
        }
        self.context = context
        self.packet = packet
        self.frame = frame
        // libavcodec reads hvcC from extradata, which it frees with the context.
        let padding = Int(AV_INPUT_BUFFER_PADDING_SIZE)
        guard let extradata = library.malloc(configuration.count + padding) else {
            throw ImageError.outOfMemory(detail: "could not hold the HEVC configuration")
        }
        extradata.initializeMemory(as: UInt8.self, repeating: 0, count: configuration.count + padding)
        configuration.withUnsafeBytes { source in
            if let base = source.baseAddress { extradata.copyMemory(from: base, byteCount: source.count) }
        }
        context.pointee.extradata = extradata.assumingMemoryBound(to: UInt8.self)
        context.pointee.extradata_size = Int32(configuration.count)
        context.pointee.thread_count = Int32(max(1, threads))
        context.pointee.thread_type = FF_THREAD_SLICE
        try library.check(library.openContext(context, codec), "opening the HEVC decoder")
    }

    deinit {
        library.freeContext(&context)
        library.freePacket(&packet)
        library.freeFrame(&frame)
        free(input)
    }

    /// Decodes one coded image whose data are `extents` of `bytes` (length-prefixed NAL units)
    /// and returns its frame, valid until the next call.
    func decode(_ bytes: UnsafeRawBufferPointer, extents: [Range<Int>]) throws -> UnsafeMutablePointer<
        AVFrame
    > {
        guard let context, let packet, let frame else {
            throw ImageError.outOfMemory(detail: "the HEVC decoder was not made")
        }
        library.unrefFrame(frame)
        if draining {
            library.flush(context)
            draining = false
        }
        let size = extents.reduce(0) { $0 + $1.count }
        let padding = Int(AV_INPUT_BUFFER_PADDING_SIZE)
        guard size > 0, size < Int(Int32.max) - padding, let base = bytes.baseAddress else {
            throw ImageError.corrupt(.heif, detail: "a coded image of \(size) bytes")
        }
        if extents.count == 1, extents[0].upperBound + padding <= bytes.count {
            // libavcodec reads (never writes) up to 64 bytes past its input: the file has them.
            packet.pointee.data = UnsafeMutablePointer(
                mutating: base.advanced(by: extents[0].lowerBound).assumingMemoryBound(to: UInt8.self))
        } else {
            // Split data, or data at the very end of the file: copy into a padded buffer.
            if size + padding > inputCapacity {
                free(input)
                input = malloc(size + padding)
                inputCapacity = input == nil ? 0 : size + padding
            }
            guard let input else {
                throw ImageError.outOfMemory(detail: "no memory for \(size) bytes of HEVC data")
            }
            var at = 0
            for extent in extents {
                input.advanced(by: at).copyMemory(
                    from: base.advanced(by: extent.lowerBound), byteCount: extent.count)
                at += extent.count
            }
            input.advanced(by: size).initializeMemory(as: UInt8.self, repeating: 0, count: padding)
            packet.pointee.data = input.assumingMemoryBound(to: UInt8.self)
        }
        packet.pointee.size = Int32(size)
        try library.check(library.sendPacket(context, packet), "decoding an image")
        var status = library.receiveFrame(context, frame)
        if status == AVCodecLibrary.again {
            // The decoder holds the picture back: end the stream to get it out.
            draining = true
            try library.check(library.sendPacket(context, nil), "finishing an image")
            status = library.receiveFrame(context, frame)
        }
        try library.check(status, "decoding an image")
        return frame
    }
}

@available(*, unavailable, message: "a decoder decodes on one thread; each worker makes its own")
extension HEVCFrameDecoder: Sendable {}
