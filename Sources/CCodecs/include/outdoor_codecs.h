#pragma once
// C shims for libjpeg and libpng. Both libraries report fatal errors by calling an error
// handler that must not return; recovering needs setjmp/longjmp, which Swift cannot do. Every
// function here that may reach such a handler sets its own jump point, catches the error, and
// returns a status code; the library's own message is kept in the object for Swift to read.
// All symbols carry the prefix oc_ (Outdoor Codecs).

#include <stddef.h>
#include <stdint.h>

/// Status codes returned by the shim functions.
enum {
    OC_OK = 0,         ///< The call succeeded.
    OC_ERROR = 1,      ///< The library reported an error; read the object's message.
    OC_TRUNCATED = 2,  ///< The data ended before the image did; read the object's message.
};

/// Output colour layouts the JPEG decoder can produce.
enum {
    OC_JPEG_OUT_BGRA = 0,  ///< 4 bytes B, G, R, 255 per pixel (Cairo ARGB32 on little-endian).
    OC_JPEG_OUT_CMYK = 1,  ///< 4 bytes C, M, Y, K per pixel as stored (YCCK converted to CMYK).
};

// MARK: - JPEG decoding

/// A libjpeg decompressor reading from memory, with error recovery. Opaque to callers.
typedef struct oc_jpeg_decoder oc_jpeg_decoder;

/// What the JPEG header says, filled by oc_jpeg_decoder_read_header.
typedef struct oc_jpeg_header {
    uint32_t width;          ///< Stored width in pixels.
    uint32_t height;         ///< Stored height in pixels.
    int is_cmyk;             ///< Nonzero when the file stores CMYK or YCCK (decoded as CMYK).
    int saw_adobe_marker;    ///< Nonzero when an Adobe APP14 marker was present.
    int is_progressive;      ///< Nonzero for a progressive JPEG (SOF2 or SOF10).
} oc_jpeg_header;

/// Makes a decompressor; returns NULL only when memory runs out. Free with oc_jpeg_decoder_free.
oc_jpeg_decoder *oc_jpeg_decoder_new(void);

/// Frees a decompressor and everything it allocated. Accepts NULL.
void oc_jpeg_decoder_free(oc_jpeg_decoder *decoder);

/// The library's message for the last failure (a NUL-terminated string owned by the decoder).
const char *oc_jpeg_decoder_message(const oc_jpeg_decoder *decoder);

/// Reads the header of `size` bytes at `data`, which must stay alive until the decoder is freed.
/// `strict` turns libjpeg's corrupt-data and premature-end warnings into errors. `max_memory`
/// caps libjpeg's working memory in bytes (0: no cap); `max_scans` caps the number of scans of
/// a progressive JPEG (0: no cap), which bounds the time a hostile file can take.
int oc_jpeg_decoder_read_header(oc_jpeg_decoder *decoder, const uint8_t *data, size_t size,
                                int strict, long max_memory, int max_scans,
                                oc_jpeg_header *header);

/// Starts decompression at `scale_num`/8 of the stored size in layout `out_layout`
/// (OC_JPEG_OUT_...); reports the output size. Call after oc_jpeg_decoder_read_header.
int oc_jpeg_decoder_start(oc_jpeg_decoder *decoder, int scale_num, int out_layout,
                          uint32_t *out_width, uint32_t *out_height);

/// Reads up to `max_rows` output rows into the buffers `rows` points to, each at least
/// out_width * 4 bytes; stores how many rows were read in `rows_read`.
int oc_jpeg_decoder_read_rows(oc_jpeg_decoder *decoder, uint8_t **rows, int max_rows,
                              int *rows_read);

/// Finishes decompression after the last row, reading to the end-of-image marker.
int oc_jpeg_decoder_finish(oc_jpeg_decoder *decoder);

// MARK: - JPEG encoding

/// Input pixel layouts the JPEG encoder accepts.
enum {
    OC_JPEG_IN_BGRX = 0,  ///< 4 bytes B, G, R, ignored per pixel (opaque Cairo ARGB32).
    OC_JPEG_IN_CMYK = 1,  ///< 4 bytes C, M, Y, K per pixel, written as-is with an Adobe marker.
    OC_JPEG_IN_GRAY = 2,  ///< 1 byte of grey per pixel.
};

/// Encoding choices for oc_jpeg_encode.
typedef struct oc_jpeg_encode_options {
    int quality;      ///< 1-100.
    int chroma_444;   ///< Nonzero: full-resolution chroma (4:4:4); zero: 4:2:0.
    int optimize;     ///< Nonzero: compute optimal Huffman tables (smaller, a little slower).
    int progressive;  ///< Nonzero: write a progressive JPEG.
    const uint8_t *icc_profile;  ///< An ICC profile to embed in APP2 segments, or NULL.
    size_t icc_size;             ///< Its size in bytes.
} oc_jpeg_encode_options;

/// Encodes `width` x `height` pixels laid out as `in_layout` (OC_JPEG_IN_...), rows
/// `stride` bytes apart, into a new malloc'ed buffer the caller frees with free(). Writes
/// only the JFIF or Adobe marker libjpeg requires and the options' ICC profile (APP2): no EXIF
/// or other metadata. On failure
/// copies libjpeg's message into `message` (`message_size` bytes).
int oc_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                   int in_layout, const oc_jpeg_encode_options *options, uint8_t **out,
                   size_t *out_size, char *message, size_t message_size);

// MARK: - PNG decoding

/// A libpng reader over memory, with error recovery. Opaque to callers.
typedef struct oc_png_decoder oc_png_decoder;

/// What the PNG header says, filled by oc_png_decoder_read_info.
typedef struct oc_png_header {
    uint32_t width;       ///< Width in pixels.
    uint32_t height;      ///< Height in pixels.
    int color_type;       ///< PNG colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA).
    int has_transparency; ///< Nonzero when a tRNS chunk adds transparency.
} oc_png_header;

/// Makes a reader over `size` bytes at `data`, which must stay alive until the reader is
/// freed; returns NULL only when memory runs out. Free with oc_png_decoder_free.
oc_png_decoder *oc_png_decoder_new(const uint8_t *data, size_t size);

/// Frees a reader. Accepts NULL.
void oc_png_decoder_free(oc_png_decoder *decoder);

/// The library's message for the last failure (a NUL-terminated string owned by the reader).
const char *oc_png_decoder_message(const oc_png_decoder *decoder);

/// Reads the signature and the chunks up to the first image data; refuses a width or height
/// above `max_side` pixels before anything is allocated for rows.
int oc_png_decoder_read_info(oc_png_decoder *decoder, uint32_t max_side, oc_png_header *header);

/// Sets up output as 8-bit B, G, R, A per pixel (straight alpha; 255 where the image has
/// none) and reports how many passes over the rows are needed (7 when interlaced, else 1).
int oc_png_decoder_start(oc_png_decoder *decoder, int *passes);

/// Reads the next `count` rows of the current pass into the buffers `rows` points to, each
/// at least width * 4 bytes. For interlaced images each pass combines into the same rows.
int oc_png_decoder_read_rows(oc_png_decoder *decoder, uint8_t **rows, uint32_t count);

/// Reads the chunks after the image data up to IEND, checking their CRCs.
int oc_png_decoder_finish(oc_png_decoder *decoder);
