// swift-tools-version:6.0
// Outdoor Utility: a weather-stamped photo journal for the command line.
// Dependencies point one way: CLI -> features -> drawing/codec/store layers -> C.

import PackageDescription

/// System libraries from Debian packages; each folder holds a module map and a shim header.
let systemLibraries: [Target] = [
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
    .systemLibrary(name: "CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
    .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // Headers only: libavcodec is loaded at run time (dlopen) for HEIC tiles, not linked.
    .systemLibrary(name: "CAVCodec", providers: [.apt(["libavcodec-dev"])]),
]

let package = Package(
    name: "OutdoorUtility",
    products: [
        .executable(name: "outdoor", targets: ["outdoor"]),
        // The map data format's writer and reader, for the converter in Scripts/geodata.
        .library(name: "OutdoorGeo", targets: ["OutdoorGeo"]),
    ],
    targets: systemLibraries + [
        // C shims where Swift cannot go: setjmp/longjmp error recovery for libjpeg and libpng.
        .target(name: "CCodecs", dependencies: ["CJPEG", "CPNG"]),

        // Pure values: the entry, weather vocabulary, units, date formatting. No C, no I/O.
        .target(name: "OutdoorModel"),

        // Files written whole or not at all (cards, photos, exports).
        .target(name: "OutdoorFiles"),

        // Store layer: the SQLite journal.
        .target(name: "OutdoorStore", dependencies: ["OutdoorModel", "CSQLite"]),

        // Codec layer: sniffing, EXIF, decoding and encoding of photos and cards.
        .target(
            name: "OutdoorImage",
            dependencies: [
                "OutdoorModel", "CCodecs", "CJPEG", "CPNG", "CExif", "CHeif", "CDeflate", "CAVCodec",
            ]
        ),

        // Drawing layer: Cairo surfaces and Pango text with the bundled fonts.
        .target(name: "OutdoorDrawing", dependencies: ["OutdoorImage", "CCairo", "CPango"]),

        // Geodata: projection, the project's binary map format, places and reverse geocoding.
        .target(name: "OutdoorGeo", dependencies: ["OutdoorModel"], exclude: ["Data"]),

        // Features.
        .target(name: "OutdoorMap", dependencies: ["OutdoorGeo", "OutdoorDrawing", "OutdoorModel"]),
        .target(name: "OutdoorWeather", dependencies: ["OutdoorModel"]),
        .target(
            name: "OutdoorJournal",
            dependencies: ["OutdoorModel", "OutdoorStore", "OutdoorImage", "OutdoorGeo", "OutdoorWeather"]
        ),
        .target(
            name: "OutdoorCard",
            dependencies: ["OutdoorModel", "OutdoorMap", "OutdoorDrawing", "OutdoorImage", "OutdoorGeo"]
        ),
        .target(
            name: "OutdoorTrip",
            dependencies: [
                "OutdoorModel", "OutdoorJournal", "OutdoorCard", "OutdoorMap", "OutdoorImage", "OutdoorFiles",
            ]
        ),

        // The command line: argument grammar and thin commands.
        .target(
            name: "OutdoorCLI",
            dependencies: [
                "OutdoorModel", "OutdoorJournal", "OutdoorCard", "OutdoorMap", "OutdoorTrip",
                "OutdoorWeather", "OutdoorGeo", "OutdoorFiles",
            ],
            exclude: ["SampleJournal"]
        ),
        .executableTarget(name: "outdoor", dependencies: ["OutdoorCLI"]),

        // Codec benchmark (decode, probe, PNG/JPEG encode figures); run by hand in release mode.
        .executableTarget(
            name: "outdoor-image-bench", dependencies: ["OutdoorImage"], path: "Scripts/bench/image-bench",
            exclude: ["README.md"]),
        // Map benchmark (first render in a fresh process, warm medians, peak memory); run by hand.
        .executableTarget(
            name: "outdoor-map-bench", dependencies: ["OutdoorMap"], path: "Scripts/bench/map-bench",
            exclude: ["README.md"]),

        // Shared test helpers: temporary journals, fixture photos, golden comparison, fake HTTP.
        .target(
            name: "TestSupport",
            dependencies: [
                "OutdoorImage", "OutdoorModel", "CCairo", "CCodecs", "CExif", "CHeif", "CJPEG", "CDeflate",
            ],
            path: "Tests/TestSupport"
        ),

        .testTarget(name: "OutdoorModelTests", dependencies: ["OutdoorModel"]),
        .testTarget(name: "OutdoorStoreTests", dependencies: ["OutdoorStore", "TestSupport"]),
        .testTarget(name: "OutdoorImageTests", dependencies: ["OutdoorImage", "TestSupport"]),
        .testTarget(name: "OutdoorDrawingTests", dependencies: ["OutdoorDrawing", "TestSupport"]),
        .testTarget(name: "OutdoorGeoTests", dependencies: ["OutdoorGeo", "TestSupport"]),
        .testTarget(name: "OutdoorMapTests", dependencies: ["OutdoorMap", "TestSupport"]),
        .testTarget(name: "OutdoorWeatherTests", dependencies: ["OutdoorWeather", "TestSupport"]),
        .testTarget(name: "OutdoorJournalTests", dependencies: ["OutdoorJournal", "TestSupport"]),
        .testTarget(name: "OutdoorCardTests", dependencies: ["OutdoorCard", "TestSupport"]),
        .testTarget(name: "OutdoorTripTests", dependencies: ["OutdoorTrip", "TestSupport"]),
        .testTarget(
            name: "OutdoorCLITests",
            dependencies: ["OutdoorCLI", "OutdoorStore", "OutdoorImage", "TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
