#include "jpeg_common.h"

#include <string.h>
#include <jerror.h>

// Whether a libjpeg message code means the data ended before the image did.
static int oc_is_truncation(int code) {
    return code == JERR_INPUT_EOF || code == JERR_INPUT_EMPTY || code == JWRN_JPEG_EOF;
}

// Whether a libjpeg warning code means the entropy-coded data is damaged or cut short; in
// strict mode these fail the decode instead of producing a grey or garbled picture.
static int oc_is_fatal_warning(int code) {
    switch (code) {
    case JWRN_JPEG_EOF:
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_ARITH_BAD_CODE:
    case JWRN_MUST_RESYNC:
    case JWRN_NOT_SEQUENTIAL:
    case JWRN_BOGUS_PROGRESSION:
        return 1;
    default:
        return 0;
    }
}

// libjpeg's error_exit replacement: keep the formatted message, then jump back to the shim.
static void oc_error_exit(j_common_ptr cinfo) {
    oc_jpeg_error *error = (oc_jpeg_error *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    oc_jpeg_fail(cinfo, text, oc_is_truncation(error->pub.msg_code));
}

// libjpeg's emit_message replacement: traces are dropped; warnings are counted, and in strict
// mode the corrupt-data ones become errors. Nothing is ever printed.
static void oc_emit_message(j_common_ptr cinfo, int level) {
    oc_jpeg_error *error = (oc_jpeg_error *)cinfo->err;
    if (level >= 0) return;
    error->pub.num_warnings++;
    if (error->strict && oc_is_fatal_warning(error->pub.msg_code)) oc_error_exit(cinfo);
}

// libjpeg's output_message replacement: the shim never writes to stderr.
static void oc_output_message(j_common_ptr cinfo) { (void)cinfo; }

struct jpeg_error_mgr *oc_jpeg_error_init(oc_jpeg_error *error) {
    struct jpeg_error_mgr *pub = jpeg_std_error(&error->pub);
    pub->error_exit = oc_error_exit;
    pub->emit_message = oc_emit_message;
    pub->output_message = oc_output_message;
    error->truncated = 0;
    error->message[0] = '\0';
    return pub;
}

void oc_jpeg_fail(j_common_ptr cinfo, const char *text, int truncated) {
    oc_jpeg_error *error = (oc_jpeg_error *)cinfo->err;
    snprintf(error->message, sizeof error->message, "%s", text);
    error->truncated = truncated;
    longjmp(error->jump, 1);
}
