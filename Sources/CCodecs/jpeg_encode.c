#include "outdoor_codecs.h"
#include "jpeg_common.h"

#include <stdlib.h>
#include <string.h>

// A growable memory destination owned by the shim (libjpeg's jpeg_mem_dest leaks its buffer
// when compression aborts, so the shim keeps its own).
typedef struct oc_memory_destination {
    struct jpeg_destination_mgr pub;  // libjpeg's part; must come first.
    uint8_t *buffer;
    size_t capacity;
} oc_memory_destination;

// Called by jpeg_start_compress: the buffer was allocated before compression started.
static void oc_init_destination(j_compress_ptr cinfo) { (void)cinfo; }

// Called when the buffer is full: doubles it, or fails with libjpeg's out-of-memory error.
static boolean oc_empty_output_buffer(j_compress_ptr cinfo) {
    oc_memory_destination *dest = (oc_memory_destination *)cinfo->dest;
    size_t used = dest->capacity;
    size_t capacity = dest->capacity * 2;
    uint8_t *grown = realloc(dest->buffer, capacity);
    if (grown == NULL) oc_jpeg_fail((j_common_ptr)cinfo, "out of memory for the JPEG output", 0);
    dest->buffer = grown;
    dest->capacity = capacity;
    dest->pub.next_output_byte = grown + used;
    dest->pub.free_in_buffer = capacity - used;
    return TRUE;
}

// Called by jpeg_finish_compress: nothing to flush, the bytes are already in the buffer.
static void oc_term_destination(j_compress_ptr cinfo) { (void)cinfo; }

// Copies the error manager's message into the caller's buffer.
static void oc_copy_message(const oc_jpeg_error *error, char *message, size_t message_size) {
    if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", error->message);
}

int oc_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                   int in_layout, const oc_jpeg_encode_options *options, uint8_t **out,
                   size_t *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct cinfo;
    oc_jpeg_error error;
    oc_memory_destination dest;
    memset(&cinfo, 0, sizeof cinfo);
    memset(&dest, 0, sizeof dest);
    *out = NULL;
    *out_size = 0;
    cinfo.err = oc_jpeg_error_init(&error);
    error.strict = 1;
    if (setjmp(error.jump)) {
        oc_copy_message(&error, message, message_size);
        jpeg_destroy_compress(&cinfo);
        free(dest.buffer);
        return OC_ERROR;
    }
    jpeg_create_compress(&cinfo);

    dest.capacity = 65536;
    dest.buffer = malloc(dest.capacity);
    if (dest.buffer == NULL) oc_jpeg_fail((j_common_ptr)&cinfo, "out of memory for the JPEG output", 0);
    dest.pub.init_destination = oc_init_destination;
    dest.pub.empty_output_buffer = oc_empty_output_buffer;
    dest.pub.term_destination = oc_term_destination;
    dest.pub.next_output_byte = dest.buffer;
    dest.pub.free_in_buffer = dest.capacity;
    cinfo.dest = &dest.pub;

    cinfo.image_width = width;
    cinfo.image_height = height;
    switch (in_layout) {
    case OC_JPEG_IN_CMYK:
        cinfo.input_components = 4;
        cinfo.in_color_space = JCS_CMYK;
        break;
    case OC_JPEG_IN_GRAY:
        cinfo.input_components = 1;
        cinfo.in_color_space = JCS_GRAYSCALE;
        break;
    default:
        cinfo.input_components = 4;
        cinfo.in_color_space = JCS_EXT_BGRX;
        break;
    }
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, options->quality, TRUE);
    cinfo.optimize_coding = options->optimize ? TRUE : FALSE;
    cinfo.dct_method = JDCT_ISLOW;
    if (cinfo.jpeg_color_space == JCS_YCbCr) {
        int h = options->chroma_444 ? 1 : 2;
        cinfo.comp_info[0].h_samp_factor = h;
        cinfo.comp_info[0].v_samp_factor = h;
    }
    if (options->progressive) jpeg_simple_progression(&cinfo);

    jpeg_start_compress(&cinfo, TRUE);
    if (options->icc_profile != NULL && options->icc_size > 0)
        jpeg_write_icc_profile(&cinfo, options->icc_profile, (unsigned int)options->icc_size);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);

    *out = dest.buffer;
    *out_size = dest.capacity - dest.pub.free_in_buffer;
    jpeg_destroy_compress(&cinfo);
    return OC_OK;
}
