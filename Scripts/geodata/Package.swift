// swift-tools-version:6.0
// The map data converter: turns GSHHG, WDBII and GeoNames sources into Sources/OutdoorGeo/Data.
// It reuses OutdoorGeo's format writer, so writer and reader share one definition of the format.

import PackageDescription

let package = Package(
    name: "geodata",
    dependencies: [
        // The main package, by path; `name:` pins its identity whatever the checkout folder is called.
        .package(name: "OutdoorUtility", path: "../..")
    ],
    targets: [
        // libnetcdf for the binned WDBII river and border files of Debian's gmt-gshhg packages.
        .systemLibrary(name: "CNetCDF", pkgConfig: "netcdf", providers: [.apt(["libnetcdf-dev"])]),
        // SQLite for the GeoPackage of Natural Earth admin-1 polygons (Debian's qgis-common).
        .systemLibrary(name: "CSQLite3", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .executableTarget(
            name: "geodata",
            dependencies: [
                "CNetCDF", "CSQLite3", .product(name: "OutdoorGeo", package: "OutdoorUtility"),
                .product(name: "OutdoorImage", package: "OutdoorUtility"),
            ]
        ),
        // Prints query timings and memory for the shipped data (see README.md); not a test.
        .executableTarget(
            name: "geobench", dependencies: [.product(name: "OutdoorGeo", package: "OutdoorUtility")]),
    ],
    swiftLanguageModes: [.v6]
)
