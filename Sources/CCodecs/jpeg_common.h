#pragma once
// Error handling shared by the JPEG decoder and encoder shims: a libjpeg error manager that
// keeps the library's message and jumps back to the shim function that called libjpeg.

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>

/// libjpeg's error manager extended with a jump point, a strictness flag and the message.
typedef struct oc_jpeg_error {
    struct jpeg_error_mgr pub;  ///< libjpeg's part; must come first.
    jmp_buf jump;               ///< Where error_exit returns to.
    int strict;                 ///< Nonzero: corrupt-data and premature-end warnings are errors.
    int truncated;              ///< Set when the failure was the data ending early.
    char message[JMSG_LENGTH_MAX + 64];  ///< The library's message for the failure.
} oc_jpeg_error;

/// Installs the shim's handlers into `error` and returns libjpeg's view of it.
struct jpeg_error_mgr *oc_jpeg_error_init(oc_jpeg_error *error);

/// Records `text` as the failure message and jumps back to the active shim function.
void oc_jpeg_fail(j_common_ptr cinfo, const char *text, int truncated);
