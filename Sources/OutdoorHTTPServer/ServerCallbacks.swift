internal import CMicroHTTPD
import Foundation

/// libmicrohttpd's callbacks: each finds the `ServerCore` through its context pointer.
enum ServerCallbacks {
    /// A request's first line arrived: its exchange becomes the request's `con_cls`, retained
    /// until `completed` releases it.
    static let requestStarted:
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?
        ) -> UnsafeMutableRawPointer? = { _, uri, connection in
            let target = uri.map { String(cString: $0) } ?? "-"
            let exchange = HTTPExchange(target: target, connection: UInt(bitPattern: connection))
            return Unmanaged.passRetained(exchange).toOpaque()
        }

    /// A request's headers are read (first call), or its suspended connection resumed.
    static let access: MHD_AccessHandlerCallback = {
        context, connection, url, method, _, _, uploadSize, conCls in
        guard let context, let connection, let conCls, let opaque = conCls.pointee else { return .NO }
        let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(opaque).takeUnretainedValue()
        let methodText = method.map { String(cString: $0) } ?? "GET"
        if exchange.dispatch(method: methodText) {
            core.requestRead(exchange)
            let request = HTTPServerRequest(
                method: methodText, path: url.map { String(cString: $0) } ?? "/", target: exchange.target,
                query: values(of: connection, kind: .GET_ARGUMENT_KIND).map { ($0.name, $0.value) },
                headers: values(of: connection, kind: .HEADER_KIND).map { ($0.name, $0.value ?? "") },
                client: clientAddress(connection))
            core.handler.handle(request, reply: HTTPReply(exchange: exchange, core: core))
        } else if let uploadSize, uploadSize.pointee > 0 {
            // A body nobody asked for is read and dropped.
            uploadSize.pointee = 0
            return .YES
        }
        guard let response = exchange.replyOrSuspend({ omhd_suspend(connection) }) else { return .YES }
        return queue(response, on: connection)
    }

    /// A request ended: logged, and its exchange released.
    static let completed: MHD_RequestCompletedCallback = { context, _, conCls, termination in
        guard let context, let conCls, let opaque = conCls.pointee else { return }
        conCls.pointee = nil
        let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(opaque).takeRetainedValue()
        core.requestEnded(exchange, termination: termination)
    }

    /// A connection opened or closed.
    static let connection: MHD_NotifyConnectionCallback = { context, connection, _, code in
        guard let context, let connection else { return }
        let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
        let key = UInt(bitPattern: connection)
        if code == .CONNECTION_NOTIFY_STARTED {
            core.connectionOpened(
                key, socket: omhd_connection_socket(connection), client: clientAddress(connection))
        } else {
            core.connectionClosed(key)
        }
    }

    /// A message of libmicrohttpd's own.
    static let log: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void = {
        context, message in
        guard let context, let message else { return }
        let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
        core.log.notice("libmicrohttpd: " + String(cString: message))
    }

    /// Queues `response` on `connection`.
    static func queue(_ response: HTTPServerResponse, on connection: OpaquePointer) -> MHD_Result {
        var strings: [UnsafeMutablePointer<CChar>?] = []
        for header in response.headers {
            strings.append(strdup(header.name))
            strings.append(strdup(header.value))
        }
        defer { for string in strings { free(string) } }
        return strings.withUnsafeBufferPointer { pointers in
            pointers.withMemoryRebound(to: UnsafePointer<CChar>?.self) { headers in
                response.body.withUnsafeBytes { body in
                    omhd_respond(
                        connection, UInt32(response.status), headers.baseAddress, response.headers.count,
                        body.baseAddress, body.count)
                }
            }
        }
    }

    /// The values of `kind` (headers, query arguments) of `connection`, in order.
    static func values(of connection: OpaquePointer, kind: MHD_ValueKind) -> [(name: String, value: String?)]
    {
        final class Box {
            var items: [(name: String, value: String?)] = []
        }
        let box = Box()
        _ = withExtendedLifetime(box) {
            omhd_each_value(
                connection, kind,
                { context, _, key, value in
                    guard let context else { return .NO }
                    let box = Unmanaged<Box>.fromOpaque(context).takeUnretainedValue()
                    box.items.append(
                        (key.map { String(cString: $0) } ?? "", value.map { String(cString: $0) }))
                    return .YES
                }, Unmanaged.passUnretained(box).toOpaque())
        }
        return box.items
    }

    /// The peer's address as text.
    static func clientAddress(_ connection: OpaquePointer) -> String {
        var text = [CChar](repeating: 0, count: 64)
        guard omhd_client_address(connection, &text, text.count) == 0 else { return "unknown" }
        return MicroHTTPD.text(text)
    }
}
