#pragma once
// libheif, loaded when the first HEIF image is read rather than when the program starts.
//
// Linking libheif loads its codecs (libde265, x265, aom, dav1d, libnuma) into every outdoor
// process, and libde265 builds its tables while the process starts: together about 4 ms and
// 2 MB of every command's start, for a format few photos come in. This shim defines, under
// their own names, the libheif functions outdoor uses; the first call to any of them opens
// libheif.so.1 with dlopen, and each then jumps to the real one. Swift code calls libheif as
// before, after ocheif_load (which says why libheif could not be loaded, if it could not).
// A libheif function that is not listed in heif_lazy.c is a link error ("undefined reference to
// heif_...") until its line is added there. Symbols of the shim's own carry the prefix ocheif_.

#include <stddef.h>
#include <libheif/heif.h>

/// Loads libheif once per process (later calls return the first result). Returns 0 on success;
/// otherwise writes the reason into `message` (`capacity` bytes, NUL-terminated) and returns -1.
/// Safe from any thread.
int ocheif_load(char *message, size_t capacity);
