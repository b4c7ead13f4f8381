import CAVCodec
import Foundation

/// libavcodec's HEVC decoder, loaded with dlopen on first use.
///
/// Measured on the tiles of a 12 MP iPhone HEIC (Scripts/bench/hevc-tiles), libavcodec decodes
/// HEVC 1.5 to 2.5 times faster than libde265, which libheif uses. Linking it would load about
/// 100 libraries at every start of every command, so it is opened only when a HEIC is decoded;
/// when it cannot be opened, libheif decodes instead.
final class AVCodecLibrary: @unchecked Sendable {
    typealias FindDecoder = @convention(c) (AVCodecID) -> UnsafePointer<AVCodec>?
    typealias AllocContext = @convention(c) (UnsafePointer<AVCodec>?) -> UnsafeMutablePointer<AVCodecContext>?
    typealias OpenContext =
        @convention(c) (
            UnsafeMutablePointer<AVCodecContext>?, UnsafePointer<AVCodec>?,
            UnsafeMutablePointer<OpaquePointer?>?
        )
        -> Int32
    typealias FreeContext =
        @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<AVCodecContext>?>?) -> Void
    typealias AllocPacket = @convention(c) () -> UnsafeMutablePointer<AVPacket>?
    typealias FreePacket = @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<AVPacket>?>?) -> Void
    typealias AllocFrame = @convention(c) () -> UnsafeMutablePointer<AVFrame>?
    typealias FreeFrame = @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<AVFrame>?>?) -> Void
    typealias UnrefFrame = @convention(c) (UnsafeMutablePointer<AVFrame>?) -> Void
    typealias SendPacket =
        @convention(c) (UnsafeMutablePointer<AVCodecContext>?, UnsafePointer<AVPacket>?) -> Int32
    typealias ReceiveFrame =
        @convention(c) (UnsafeMutablePointer<AVCodecContext>?, UnsafeMutablePointer<AVFrame>?) -> Int32
    typealias Flush = @convention(c) (UnsafeMutablePointer<AVCodecContext>?) -> Void
    typealias Malloc = @convention(c) (Int) -> UnsafeMutableRawPointer?
    typealias SetLogLevel = @convention(c) (Int32) -> Void
    typealias ErrorText = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let findDecoder: FindDecoder
    let allocContext: AllocContext
    let openContext: OpenContext
    let freeContext: FreeContext
    let allocPacket: AllocPacket
    let freePacket: FreePacket
    let allocFrame: AllocFrame
    let freeFrame: FreeFrame
    let unrefFrame: UnrefFrame
    let sendPacket: SendPacket
    let receiveFrame: ReceiveFrame
    let flush: Flush
    let malloc: Malloc
    let errorText: ErrorText

    /// The library, or nil when it cannot be loaded (not installed, another major version).
    static let shared: AVCodecLibrary? = AVCodecLibrary()

    /// libavcodec's return value for "send more input" (AVERROR(EAGAIN)).
    static let again: Int32 = -EAGAIN

    private init?() {
        let name = "libavcodec.so.\(LIBAVCODEC_VERSION_MAJOR)"
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return nil }
        // The handle is kept for the life of the process: the functions below live in it.
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let findDecoder = symbol("avcodec_find_decoder", as: FindDecoder.self),
            let allocContext = symbol("avcodec_alloc_context3", as: AllocContext.self),
            let openContext = symbol("avcodec_open2", as: OpenContext.self),
            let freeContext = symbol("avcodec_free_context", as: FreeContext.self),
            let allocPacket = symbol("av_packet_alloc", as: AllocPacket.self),
            let freePacket = symbol("av_packet_free", as: FreePacket.self),
            let allocFrame = symbol("av_frame_alloc", as: AllocFrame.self),
            let freeFrame = symbol("av_frame_free", as: FreeFrame.self),
            let unrefFrame = symbol("av_frame_unref", as: UnrefFrame.self),
            let sendPacket = symbol("avcodec_send_packet", as: SendPacket.self),
            let receiveFrame = symbol("avcodec_receive_frame", as: ReceiveFrame.self),
            let flush = symbol("avcodec_flush_buffers", as: Flush.self),
            let malloc = symbol("av_malloc", as: Malloc.self),
            let errorText = symbol("av_strerror", as: ErrorText.self),
            let setLogLevel = symbol("av_log_set_level", as: SetLogLevel.self)
        else { return nil }
        setLogLevel(AV_LOG_QUIET)  // damage is reported through return codes, not on stderr
        self.findDecoder = findDecoder
        self.allocContext = allocContext
        self.openContext = openContext
        self.freeContext = freeContext
        self.allocPacket = allocPacket
        self.freePacket = freePacket
        self.allocFrame = allocFrame
        self.freeFrame = freeFrame
        self.unrefFrame = unrefFrame
        self.sendPacket = sendPacket
        self.receiveFrame = receiveFrame
        self.flush = flush
        self.malloc = malloc
        self.errorText = errorText
    }

    /// Throws a typed error with libavcodec's own message unless `status` is 0 or more.
    func check(_ status: Int32, _ doing: String) throws {
        guard status < 0 else { return }
        var text = [CChar](repeating: 0, count: 128)
        _ = errorText(status, &text, text.count)
        let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if status == -ENOMEM { throw ImageError.outOfMemory(detail: "libavcodec, \(doing): \(message)") }
        throw ImageError.corrupt(.heif, detail: "libavcodec, \(doing): \(message)")
    }
}
