import Foundation
import OutdoorArguments
import OutdoorDisclosure
import OutdoorExport
import OutdoorHTTPServer
import OutdoorService

/// `outdoor serve`: the journal's cards over HTTP, for bots and galleries, rendered on demand.
enum ServeCommand: Command {
    struct Options: CommandOptions {
        let listen = Option<ListenAddress>(
            "listen", "HOST:PORT",
            help: "Listen on this address (default 127.0.0.1:8080; port 0 lets the system choose).",
            defaultText: "127.0.0.1:8080", absent: ServeCommand.defaultAddress,
            convert: { text, _ in try ServeCommand.address(text) })
        let jobs = CommonOptions.jobs("Cards rendered at once")
        let queue = Option.integer(
            "queue", "N", in: 0...10_000, default: 32,
            help: "Requests that may wait for a render (default 32); more are answered 503 with Retry-After.")
        let timeLimit = Option.number(
            "time-limit", "SECONDS", default: 30,
            help: "Answer 503 to a request not answered within SECONDS of arriving (default 30).",
            accept: { $0 >= 0.1 && $0 <= 3600 }, refusal: "must be 0.1 to 3600 seconds")
        let headerTimeout = Option.number(
            "header-timeout", "SECONDS", default: 10,
            help: "Close a connection that has not sent a whole request within SECONDS (default 10).",
            accept: { $0 >= 0.5 && $0 <= 600 }, refusal: "must be 0.5 to 600 seconds")
        let tokenFile = Option.text(
            "token-file", "FILE",
            help: "Require 'Authorization: Bearer TOKEN' with the token in FILE (needed beyond loopback).",
            completion: .file)
        let coords = Option.choice(
            "coords", "MODE", of: CoordinatesMode.self,
            help: "The most any answer shows of a place: precise, approx or hidden (default: precise on "
                + "loopback, hidden beyond).")
        let journal = CommonOptions.journal
    }

    static let defaultAddress = ListenAddress.loopback(port: 8080)

    /// `text` as an address to listen on, or a usage error.
    static func address(_ text: String) throws -> ListenAddress {
        guard let address = ListenAddress(parsing: text) else {
            throw UsageError(
                "--listen '\(text)' is not an address to listen on: give HOST:PORT with an IP address, "
                    + "such as 127.0.0.1:8080, 0.0.0.0:8080 or [::1]:8080")
        }
        return address
    }

    static let about = CommandAbout(
        path: ["serve"],
        summary: "Serve the journal's cards over HTTP, rendered on demand (for bots and galleries).",
        discussion: """
            Answers GET /entries/ID/card.png (and .jpg; .json: the alt text and the card's addresses),
            /trips/NAME/summary.png (.jpg, .json), /tracks/ID/card.png (.jpg, .json) and /healthz. The query
            takes the card options by name: ?preset=square&theme=dark&units=imperial&scale=2&max-bytes=300KB
            (the extension chooses the format). The journal is read, never written, while other outdoor
            commands write it; the photos' own bytes are never served.
            Each answer carries an ETag that hashes what it depends on (the entry, the imported map data, this
            version): a request with If-None-Match gets 304. Cache-Control is no-cache, except for an address
            whose v= is the ETag (the .json answer gives them), which is immutable.
            At most --jobs cards are rendered at once and --queue requests wait; more, or a request not
            answered within --time-limit, get 503 with Retry-After. Addresses past 2 KB, headers past 8 KB
            and more than 24 query parameters are refused (414, 431, 400); a client that does not send a whole
            request within --header-timeout is disconnected. One line per request goes to standard error:
            method, address, status, milliseconds.
            Listening beyond this machine (an address other than 127.x or ::1) needs --token-file (a secret
            of at least 16 characters; requests without it get 401) and shows places hidden unless --coords
            says otherwise. --coords caps every answer: a query may ask for less (coords=hidden), never more.
            /healthz needs no token. SIGTERM or Ctrl-C stops taking requests, lets those in hand finish and
            exits 0.
            """,
        examples: [
            Example("serve", "on http://127.0.0.1:8080, for this machine"),
            Example(
                "serve --listen 0.0.0.0:8080 --token-file /etc/outdoor/token --jobs 2",
                "for other machines: a token required, places hidden"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let address = arguments[\.listen]
        let token = try arguments[\.tokenFile].map {
            try readToken(context.resolvePath($0), context: context)
        }
        if !address.isLoopback && token == nil {
            throw UsageError(
                "listening on \(address) lets other machines ask: give --token-file FILE with a secret "
                    + "of at least \(BearerToken.minimumLength) characters",
                command: arguments.command)
        }
        let coords = arguments[\.coords] ?? (address.isLoopback ? .precise : .hidden)
        guard let store = try JournalLocation.openForReading(arguments[\.journal], context: context) else {
            throw CommandError("the journal has no entries yet: there is nothing to serve")
        }
        let bundled = try BundledData(context: context)
        // Fonts and map data are checked now, so a broken install fails here, not at the first request.
        _ = try bundled.cardRenderer()
        let stderr = context.stderr
        let log = ServiceLog { line in stderr.write(line + "\n") }
        let watch = ServiceMapDataWatch(
            bundled: bundled, directory: MapDataLocation.directory(environment: context.environment),
            report: { log.notice($0) })
        let version =
            "outdoor \(OutdoorCLI.version) \(TripExport.rendererVersion) data \(bundled.fingerprint)"
        let backend = JournalBackend(
            resources: JournalBackend.Resources(
                journalPath: store.path, busyTimeoutMilliseconds: JournalLocation.busyTimeout(context),
                coords: coords, version: version, disclosure: { bundled.disclosure($0) },
                mapData: { watch.data() }, query: ServiceCardQuery()))
        var configuration = ServiceConfiguration(
            jobs: arguments[\.jobs], queueLimit: arguments[\.queue], timeLimitSeconds: arguments[\.timeLimit],
            coords: coords, token: token, version: version)
        configuration.retryAfterSeconds = 2
        let service = RenderService(backend: backend, configuration: configuration)
        var limits = HTTPServerLimits()
        limits.headerSeconds = arguments[\.headerTimeout]
        limits.drainSeconds = arguments[\.timeLimit] + 1
        let interrupt = Interruption()
        let server: HTTPServer
        do {
            server = try HTTPServer(address: address, limits: limits, handler: service, log: log)
        } catch {
            service.finish()
            throw error
        }
        context.note(
            "serving \(store.path) on http://\(server.address) (\(configuration.jobs) jobs, queue "
                + "\(configuration.queueLimit), coords \(coords.rawValue)"
                + (token == nil ? "" : ", token required") + "; libmicrohttpd \(server.libraryVersion))")
        context.stdout.write("http://\(server.address)\n")
        while !interrupt.happened { usleep(100_000) }
        context.note("stopping: answering the \(server.requestsInHand) requests in hand")
        server.stop()
        service.finish()
        interrupt.stop()
        context.note("stopped")
    }

    /// The token in `file`, or an error saying why it cannot be used.
    static func readToken(_ file: URL, context: CommandContext) throws -> BearerToken {
        var info = stat()
        guard stat(file.path, &info) == 0 else {
            throw CommandError("cannot read the token file \(file.path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size <= 4096,
            let text = try? String(contentsOf: file, encoding: .utf8)
        else {
            throw CommandError("the token file \(file.path) is not a small text file")
        }
        guard let token = BearerToken(text) else {
            throw CommandError(
                "the token in \(file.path) must be at least \(BearerToken.minimumLength) characters "
                    + "without spaces")
        }
        if info.st_mode & 0o077 != 0 {
            context.warn("the token file \(file.path) can be read by others: chmod 600 it")
        }
        return token
    }
}
