#include "outdoor_codecs.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct oc_png_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t position;
    int truncated;
    char message[256];
};

// Status for a failure caught by setjmp in the reader's functions.
static int oc_png_status(const oc_png_decoder *decoder) {
    return decoder->truncated ? OC_TRUNCATED : OC_ERROR;
}

// libpng's error callback: keep the message, then jump back to the shim function.
static void oc_png_error(png_structp png, png_const_charp text) {
    oc_png_decoder *decoder = png_get_error_ptr(png);
    if (decoder != NULL) snprintf(decoder->message, sizeof decoder->message, "%s", text);
    png_longjmp(png, 1);
}

// libpng's warning callback: warnings (bad ancillary chunks, odd profiles) are ignored.
static void oc_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// libpng's read callback over the memory block; running out of bytes is truncation.
static void oc_png_read(png_structp png, png_bytep out, size_t length) {
    oc_png_decoder *decoder = png_get_io_ptr(png);
    if (length > decoder->size - decoder->position) {
        decoder->truncated = 1;
        png_error(png, "the data ends before the image does");
    }
    memcpy(out, decoder->data + decoder->position, length);
    decoder->position += length;
}

oc_png_decoder *oc_png_decoder_new(const uint8_t *data, size_t size) {
    oc_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) return NULL;
    decoder->data = data;
    decoder->size = size;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, oc_png_error, oc_png_warning);
    if (decoder->png == NULL) {
        free(decoder);
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, oc_png_read);
    return decoder;
}

void oc_png_decoder_free(oc_png_decoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

const char *oc_png_decoder_message(const oc_png_decoder *decoder) { return decoder->message; }

int oc_png_decoder_read_info(oc_png_decoder *decoder, uint32_t max_side, oc_png_header *header) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return oc_png_status(decoder);
    png_set_user_limits(png, max_side, max_side);
    png_read_info(png, info);
    header->width = png_get_image_width(png, info);
    header->height = png_get_image_height(png, info);
    header->color_type = png_get_color_type(png, info);
    header->has_transparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    return OC_OK;
}

int oc_png_decoder_start(oc_png_decoder *decoder, int *passes) {
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) return oc_png_status(decoder);
    int color_type = png_get_color_type(png, info);
    int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) || png_get_valid(png, info, PNG_INFO_tRNS);
    png_set_expand(png);     // palette to RGB, grey below 8 bits to 8, tRNS to alpha
    png_set_scale_16(png);   // 16-bit samples to 8 with rounding
    png_set_gray_to_rgb(png);
    png_set_bgr(png);
    if (!has_alpha) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    *passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4) {
        png_error(png, "unexpected row layout after conversion to 8-bit BGRA");
    }
    return OC_OK;
}

int oc_png_decoder_read_rows(oc_png_decoder *decoder, uint8_t **rows, uint32_t count) {
    if (setjmp(png_jmpbuf(decoder->png))) return oc_png_status(decoder);
    png_read_rows(decoder->png, rows, NULL, count);
    return OC_OK;
}

int oc_png_decoder_finish(oc_png_decoder *decoder) {
    if (setjmp(png_jmpbuf(decoder->png))) return oc_png_status(decoder);
    png_read_end(decoder->png, decoder->info);
    return OC_OK;
}
