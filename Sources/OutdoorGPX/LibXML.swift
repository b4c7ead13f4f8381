internal import CXML
import Foundation

/// libxml2 as this module uses it: loaded at the first read, its failures turned into `GPXError`s.
enum LibXML {
    /// Loads libxml2 and zlib (once per process); throws `GPXError.parserUnavailable` with the reason.
    static func load() throws {
        var message = [CChar](repeating: 0, count: 512)
        guard oxml_load(&message, message.count) == 0 else {
            throw GPXError.parserUnavailable(reason: ErrorText.string(message))
        }
    }

    /// libxml2's version number ("20914"), once loaded.
    static var version: String? { oxml_version().map { String(cString: $0) } }
}

/// The attributes of the element being started, and the parser's line, during a `start` call.
struct XMLAttributes {
    fileprivate let parser: OpaquePointer

    /// The attribute `name` (no namespace) as text of at most 255 bytes; nil without it.
    func value(_ name: String) throws -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = oxml_attribute(parser, name, &buffer, buffer.count)
        if length == -1 { return nil }
        guard length >= 0 else {
            throw GPXError.malformed(
                line: line, detail: "the attribute \(name) is longer than 255 characters")
        }
        return ErrorText.string(buffer)
    }

    /// The attribute `name` (no namespace) as a decimal number; nil without it.
    func number(_ name: String) throws -> Double? {
        var number = 0.0
        switch oxml_attribute_number(parser, name, &number) {
        case 1: return number
        case 0: return nil
        default:
            let shown = (try? value(name)).flatMap { $0 }.map { String($0.prefix(40)) } ?? "?"
            throw GPXError.malformed(line: line, detail: "a point's \(name) '\(shown)' is not a number")
        }
    }

    /// The line the parser has reached.
    var line: Int { Int(oxml_line(parser)) }
}

/// One parse of one document by libxml2's SAX2 push parser, reporting to the GPX grammar's
/// handler; owns the C parser (and a copy of in-memory input) and frees them in `deinit`.
final class XMLEvents {
    /// Not retained: the handler runs the parse (`run`) and outlives it.
    private unowned(unsafe) let handler: GPXParser
    private let descriptor: Int32
    /// The first bytes of the file, already read to tell its kind.
    private let head: [UInt8]
    private let bytes: UnsafeMutableRawBufferPointer?
    private let gzip: Bool
    private let maxBytes: UInt64
    private var parser: OpaquePointer?

    /// A parse of the open file `descriptor` (not closed here), whose first bytes `head` were read already.
    init(descriptor: Int32, head: [UInt8], gzip: Bool, maxBytes: UInt64, handler: GPXParser) {
        self.handler = handler
        self.descriptor = descriptor
        self.head = head
        self.gzip = gzip
        self.maxBytes = maxBytes
        bytes = nil
    }

    /// A parse of bytes in memory (copied, so the C parser reads storage that cannot move).
    init(data: Data, gzip: Bool, maxBytes: UInt64, handler: GPXParser) {
        self.handler = handler
        descriptor = -1
        head = []
        self.gzip = gzip
        self.maxBytes = maxBytes
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 1)
        data.withUnsafeBytes { raw in
            if let base = raw.baseAddress, let target = copy.baseAddress {
                target.copyMemory(from: base, byteCount: raw.count)
            }
        }
        bytes = UnsafeMutableRawBufferPointer(rebasing: copy[0..<data.count])
    }

    deinit {
        if let parser { oxml_close(parser) }
        if let base = bytes?.baseAddress { base.deallocate() }
    }

    /// Parses the whole document; `handlerError` is what the handler kept when it stopped the parse.
    func run(handlerError: () -> Error?) throws {
        try LibXML.load()
        var callbacks = Self.callbacks
        let context = Unmanaged.passUnretained(handler).toOpaque()
        if let bytes {
            parser = oxml_open_memory(
                bytes.baseAddress, bytes.count, gzip ? 1 : 0, maxBytes, &callbacks, context)
        } else {
            parser = head.withUnsafeBytes { raw in
                oxml_open_fd(
                    descriptor, raw.baseAddress, raw.count, gzip ? 1 : 0, maxBytes, &callbacks, context)
            }
        }
        guard let parser else {
            throw GPXError.parserUnavailable(reason: "libxml2 could not make a parser (out of memory?)")
        }
        if withExtendedLifetime(handler, { oxml_parse(parser) }) == 0 { return }
        if let error = handlerError() { throw error }
        let detail = oxml_error(parser).map { String(cString: $0) } ?? ""
        switch oxml_stop_reason(parser) {
        case Int32(OXML_STOP_TOO_LARGE): throw GPXError.tooLarge(limit: maxBytes)
        case Int32(OXML_STOP_DOCTYPE): throw GPXError.declarationRefused
        case Int32(OXML_STOP_GZIP): throw GPXError.damagedGzip(detail: detail.isEmpty ? "zlib error" : detail)
        case Int32(OXML_STOP_IO): throw GPXError.unreadable(cause: ErrorText.system(oxml_errno(parser)))
        case Int32(OXML_STOP_MEMORY): throw GPXError.parserUnavailable(reason: "out of memory")
        default:
            let line = Int(oxml_error_line(parser))
            throw GPXError.malformed(
                line: line > 0 ? line : Int(oxml_line(parser)),
                detail: detail.isEmpty ? "the XML is malformed or cut short" : detail)
        }
    }

    /// The C callbacks, each handing the event to the handler behind the context pointer, borrowed
    /// (not retained: the parse runs inside `run`, which holds it).
    private static let callbacks = oxml_callbacks(
        start: { context, parser, name, namespace, depth in
            guard let context, let parser, let name else { return }
            let going = Unmanaged<GPXParser>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.start(
                    name: name, namespace: namespace, depth: Int(depth),
                    attributes: XMLAttributes(parser: parser))
            }
            if !going { oxml_stop(parser) }
        },
        end: { context, parser, name, namespace, depth in
            guard let context, let parser, let name else { return }
            let going = Unmanaged<GPXParser>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.end(name: name, namespace: namespace, depth: Int(depth))
            }
            if !going { oxml_stop(parser) }
        },
        text: { context, parser, bytes, count in
            guard let context, let parser, let bytes, count > 0 else { return }
            let buffer = UnsafeBufferPointer(
                start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: Int(count))
            let going = Unmanaged<GPXParser>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.text(buffer) }
            if !going { oxml_stop(parser) }
        })
}

/// Texts from C buffers and error numbers.
enum ErrorText {
    /// The system's words for an error number.
    static func system(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }

    /// The NUL-terminated UTF-8 text in `buffer`.
    static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
