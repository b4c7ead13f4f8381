internal import CAVCodec
import Foundation

/// libavcodec's HEVC decoder, loaded with dlopen on first use (Sources/CAVCodec).
///
/// Measured on the tiles of a 12 MP iPhone HEIC (Scripts/bench/hevc-tiles), libavcodec decodes
/// HEVC 1.5 to 2.5 times faster than libde265, which libheif uses. Linking it would load about
/// 100 libraries at every start of every command, so it is opened only when a HEIC is decoded;
/// when it cannot be opened, libheif decodes instead. An instance exists only once the library
/// is loaded, so its calls always reach libavcodec.
final class AVCodecLibrary: Sendable {
    /// The library, or nil when it cannot be loaded (not installed, another major version).
    static let shared: AVCodecLibrary? = AVCodecLibrary()

    /// libavcodec's return value for "send more input" (AVERROR(EAGAIN)).
    static let again: Int32 = -EAGAIN

    private init?() {
        guard oavc_load(nil, 0) == 0 else { return nil }
    }

    /// avcodec_find_decoder.
    func findDecoder(_ id: AVCodecID) -> UnsafePointer<AVCodec>? { oavc_find_decoder(id) }

    /// avcodec_alloc_context3.
    func allocContext(_ codec: UnsafePointer<AVCodec>?) -> UnsafeMutablePointer<AVCodecContext>? {
        oavc_alloc_context(codec)
    }

    /// avcodec_open2 without options.
    func openContext(_ context: UnsafeMutablePointer<AVCodecContext>?, _ codec: UnsafePointer<AVCodec>?)
        -> Int32
    {
        oavc_open(context, codec)
    }

    /// avcodec_free_context; sets `context` to nil.
    func freeContext(_ context: inout UnsafeMutablePointer<AVCodecContext>?) { oavc_free_context(&context) }

    /// av_packet_alloc.
    func allocPacket() -> UnsafeMutablePointer<AVPacket>? { oavc_packet_alloc() }

    /// av_packet_free; sets `packet` to nil.
    func freePacket(_ packet: inout UnsafeMutablePointer<AVPacket>?) { oavc_packet_free(&packet) }

    /// av_frame_alloc.
    func allocFrame() -> UnsafeMutablePointer<AVFrame>? { oavc_frame_alloc() }

    /// av_frame_free; sets `frame` to nil.
    func freeFrame(_ frame: inout UnsafeMutablePointer<AVFrame>?) { oavc_frame_free(&frame) }

    /// av_frame_unref.
    func unrefFrame(_ frame: UnsafeMutablePointer<AVFrame>?) { oavc_frame_unref(frame) }

    /// avcodec_send_packet; nil ends the stream.
    func sendPacket(_ context: UnsafeMutablePointer<AVCodecContext>?, _ packet: UnsafePointer<AVPacket>?)
        -> Int32
    {
        oavc_send_packet(context, packet)
    }

    /// avcodec_receive_frame.
    func receiveFrame(
        _ context: UnsafeMutablePointer<AVCodecContext>?, _ frame: UnsafeMutablePointer<AVFrame>?
    )
        -> Int32
    {
        oavc_receive_frame(context, frame)
    }

    /// avcodec_flush_buffers.
    func flush(_ context: UnsafeMutablePointer<AVCodecContext>?) { oavc_flush_buffers(context) }

    /// av_malloc: memory libavcodec may free itself (a context's extradata); `count` bytes.
    func malloc(_ count: Int) -> UnsafeMutableRawPointer? { oavc_malloc(count) }

    /// Throws a typed error with libavcodec's own message unless `status` is 0 or more.
    func check(_ status: Int32, _ doing: String) throws {
        guard status < 0 else { return }
        var text = [CChar](repeating: 0, count: 128)
        _ = oavc_strerror(status, &text, text.count)
        let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if status == -ENOMEM { throw ImageError.outOfMemory(detail: "libavcodec, \(doing): \(message)") }
        throw ImageError.corrupt(.heif, detail: "libavcodec, \(doing): \(message)")
    }
}
