// A plain C interface to the parts of libosmium (header-only C++) that an import of an
// OpenStreetMap extract needs: reading a PBF file's header, then two passes over it (the
// multipolygon relations first, then nodes, ways and the assembled areas), handing Swift only
// the objects whose tags may matter to a map. Every C++ exception is caught inside the shim and
// returned as a status with the library's message; nothing C++ crosses this header.
#ifndef OUTDOOR_OSMIUM_SHIM_H
#define OUTDOOR_OSMIUM_SHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opened PBF file; owned by the caller, freed with outdoor_osm_close.
typedef struct outdoor_osm_file outdoor_osm_file;

/// What a call returned.
typedef enum outdoor_osm_status {
    OUTDOOR_OSM_OK = 0,
    /// The file could not be read; the error buffer says why.
    OUTDOOR_OSM_ERROR = 1,
    /// A callback asked to stop; nothing more was delivered.
    OUTDOOR_OSM_STOPPED = 2,
} outdoor_osm_status;

/// An object's tags: `count` keys and values, UTF-8, valid only during the callback.
typedef struct outdoor_osm_tags {
    const char *const *keys;
    const char *const *values;
    size_t count;
} outdoor_osm_tags;

/// A node with candidate tags at `lon`, `lat` (degrees). Return non-zero to stop.
typedef int (*outdoor_osm_node_callback)(void *context, int64_t id, outdoor_osm_tags tags, double lon, double lat);

/// A way with candidate tags; `coordinates` holds `count` lon, lat pairs in degrees, NaN where
/// the extract lacks the node. Return non-zero to stop.
typedef int (*outdoor_osm_way_callback)(
    void *context, int64_t id, outdoor_osm_tags tags, const double *coordinates, size_t count);

/// An assembled area (a closed way or a multipolygon relation) with candidate tags: `ring_count`
/// rings, ring i of `ring_sizes[i]` lon, lat pairs (the first point repeated at the end) taken
/// in turn from `coordinates`, `ring_is_outer[i]` 1 for an outer ring, 0 for an inner ring of the
/// outer ring before it. Return non-zero to stop.
typedef int (*outdoor_osm_area_callback)(
    void *context, int64_t id, outdoor_osm_tags tags, const double *coordinates, const size_t *ring_sizes,
    const unsigned char *ring_is_outer, size_t ring_count);

/// How far a pass is: `offset` bytes of the file's `size` read, in pass 1 (relations) or 2.
/// Return non-zero to stop.
typedef int (*outdoor_osm_progress_callback)(void *context, int pass, uint64_t offset, uint64_t size);

/// The callbacks of an import, each given `context`.
typedef struct outdoor_osm_callbacks {
    outdoor_osm_node_callback node;
    outdoor_osm_way_callback way;
    outdoor_osm_area_callback area;
    outdoor_osm_progress_callback progress;
} outdoor_osm_callbacks;

/// Opens `path` as a PBF file and reads its header; NULL with a message in `error` (at most
/// `error_size` bytes, NUL-terminated) when it cannot.
outdoor_osm_file *outdoor_osm_open(const char *path, char *error, size_t error_size);

/// Frees the file (NULL is allowed).
void outdoor_osm_close(outdoor_osm_file *file);

/// The header's bounding box (west, south, east, north in degrees) in `box`; 0 when the header
/// has none.
int outdoor_osm_header_box(const outdoor_osm_file *file, double box[4]);

/// The bounding box of every node location read by the last import (west, south, east,
/// north); 0 when none was read.
int outdoor_osm_data_box(const outdoor_osm_file *file, double box[4]);

/// Reads the file in two passes and delivers its candidate objects to `callbacks`.
///
/// Node locations are kept in libosmium's FlexMem index (a sorted array of 16 bytes per node
/// of the file, for extracts smaller than the planet). Callbacks run on the calling thread.
outdoor_osm_status outdoor_osm_import(
    outdoor_osm_file *file, const outdoor_osm_callbacks *callbacks, void *context, char *error,
    size_t error_size);

#ifdef __cplusplus
}
#endif

#endif
