#include "outdoor_codecs.h"
#include "jpeg_common.h"

#include <stdlib.h>
#include <string.h>

struct oc_jpeg_decoder {
    struct jpeg_decompress_struct cinfo;  // first, so a j_common_ptr leads back here
    oc_jpeg_error error;
    struct jpeg_progress_mgr progress;
    int max_scans;
    int created;
};

// Status for a failure caught by setjmp in the decoder's functions.
static int oc_decoder_status(const oc_jpeg_decoder *decoder) {
    return decoder->error.truncated ? OC_TRUNCATED : OC_ERROR;
}

// Progress callback: stops progressive JPEGs with more scans than allowed, the way
// TurboJPEG's scan limit does, so a hostile file cannot make decoding take minutes.
static void oc_progress(j_common_ptr cinfo) {
    oc_jpeg_decoder *decoder = (oc_jpeg_decoder *)cinfo;
    if (decoder->max_scans > 0 && decoder->cinfo.progressive_mode &&
        decoder->cinfo.input_scan_number > decoder->max_scans) {
        char text[96];
        snprintf(text, sizeof text, "progressive JPEG has more than %d scans", decoder->max_scans);
        oc_jpeg_fail(cinfo, text, 0);
    }
}

oc_jpeg_decoder *oc_jpeg_decoder_new(void) {
    // volatile: read again after longjmp, so it must not live only in a register.
    oc_jpeg_decoder *volatile decoder = calloc(1, sizeof(oc_jpeg_decoder));
    if (decoder == NULL) return NULL;
    decoder->cinfo.err = oc_jpeg_error_init(&decoder->error);
    if (setjmp(decoder->error.jump)) {
        free(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->cinfo);
    decoder->created = 1;
    decoder->progress.progress_monitor = oc_progress;
    decoder->cinfo.progress = &decoder->progress;
    return decoder;
}

void oc_jpeg_decoder_free(oc_jpeg_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->created) jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder);
}

const char *oc_jpeg_decoder_message(const oc_jpeg_decoder *decoder) {
    return decoder->error.message;
}

int oc_jpeg_decoder_read_header(oc_jpeg_decoder *decoder, const uint8_t *data, size_t size,
                                int strict, long max_memory, int max_scans,
                                oc_jpeg_header *header) {
    if (setjmp(decoder->error.jump)) return oc_decoder_status(decoder);
    decoder->error.strict = strict;
    decoder->max_scans = max_scans;
    decoder->cinfo.mem->max_memory_to_use = max_memory;
    jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
    jpeg_read_header(&decoder->cinfo, TRUE);
    header->width = decoder->cinfo.image_width;
    header->height = decoder->cinfo.image_height;
    header->is_cmyk = decoder->cinfo.jpeg_color_space == JCS_CMYK ||
                      decoder->cinfo.jpeg_color_space == JCS_YCCK;
    header->saw_adobe_marker = decoder->cinfo.saw_Adobe_marker;
    header->is_progressive = decoder->cinfo.progressive_mode;
    return OC_OK;
}

int oc_jpeg_decoder_start(oc_jpeg_decoder *decoder, int scale_num, int out_layout,
                          uint32_t *out_width, uint32_t *out_height) {
    if (setjmp(decoder->error.jump)) return oc_decoder_status(decoder);
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    cinfo->scale_num = (unsigned int)scale_num;
    cinfo->scale_denom = 8;
    cinfo->out_color_space = out_layout == OC_JPEG_OUT_CMYK ? JCS_CMYK : JCS_EXT_BGRA;
    cinfo->dct_method = JDCT_ISLOW;
    jpeg_start_decompress(cinfo);
    *out_width = cinfo->output_width;
    *out_height = cinfo->output_height;
    return OC_OK;
}

int oc_jpeg_decoder_read_rows(oc_jpeg_decoder *decoder, uint8_t **rows, int max_rows,
                              int *rows_read) {
    *rows_read = 0;
    if (setjmp(decoder->error.jump)) return oc_decoder_status(decoder);
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    int total = 0;
    while (total < max_rows && cinfo->output_scanline < cinfo->output_height) {
        JDIMENSION got = jpeg_read_scanlines(cinfo, rows + total, (JDIMENSION)(max_rows - total));
        if (got == 0) break;
        total += (int)got;
        *rows_read = total;
    }
    return OC_OK;
}

int oc_jpeg_decoder_finish(oc_jpeg_decoder *decoder) {
    if (setjmp(decoder->error.jump)) return oc_decoder_status(decoder);
    jpeg_finish_decompress(&decoder->cinfo);
    return OC_OK;
}
