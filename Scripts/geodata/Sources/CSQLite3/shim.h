// SQLite's C API (Debian's libsqlite3-dev), to read the GeoPackage of Natural Earth admin-1 polygons.
#pragma once
#include <sqlite3.h>
