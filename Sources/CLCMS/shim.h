#pragma once
#include <lcms2.h>

// lcms2's pixel-format constants (TYPE_...) are built from function-like macros, which Swift
// cannot import: each wrapper below hands one of them over as a plain value.

/// TYPE_BGRA_8: 8-bit B, G, R, A (Cairo's opaque ARGB32 on little-endian).
static inline cmsUInt32Number oc_lcms_type_bgra_8(void) { return TYPE_BGRA_8; }
/// TYPE_BGRA_8_PREMUL: 8-bit B, G, R, A with colour premultiplied by alpha (Cairo's ARGB32).
static inline cmsUInt32Number oc_lcms_type_bgra_8_premul(void) { return TYPE_BGRA_8_PREMUL; }
/// TYPE_CMYK_8: 8-bit C, M, Y, K, 255 meaning full ink.
static inline cmsUInt32Number oc_lcms_type_cmyk_8(void) { return TYPE_CMYK_8; }
/// TYPE_CMYK_8_REV: 8-bit C, M, Y, K inverted (0 meaning full ink), as Adobe writes JPEGs.
static inline cmsUInt32Number oc_lcms_type_cmyk_8_rev(void) { return TYPE_CMYK_8_REV; }
/// TYPE_RGB_DBL: three doubles, 0-1.
static inline cmsUInt32Number oc_lcms_type_rgb_dbl(void) { return TYPE_RGB_DBL; }
/// TYPE_CMYK_DBL: four doubles, 0-100 (percent ink).
static inline cmsUInt32Number oc_lcms_type_cmyk_dbl(void) { return TYPE_CMYK_DBL; }
/// TYPE_GRAY_DBL: one double, 0-1.
static inline cmsUInt32Number oc_lcms_type_gray_dbl(void) { return TYPE_GRAY_DBL; }
/// TYPE_GRAY_8: one byte of grey.
static inline cmsUInt32Number oc_lcms_type_gray_8(void) { return TYPE_GRAY_8; }
/// TYPE_Lab_DBL: L*, a*, b* as doubles.
static inline cmsUInt32Number oc_lcms_type_lab_dbl(void) { return TYPE_Lab_DBL; }
