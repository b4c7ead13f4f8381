// libheif through dlopen: see include/outdoor_heif.h for why.
#include "outdoor_heif.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Every libheif function outdoor (and its test fixtures) calls: return type, name, parameters,
// arguments, and what to return should libheif be missing (callers check ocheif_load first).
#define OCHEIF_ERROR {heif_error_Unsupported_feature, heif_suberror_Unspecified, "libheif could not be loaded"}
#define OCHEIF_FUNCTIONS(F)                                                                                 \
    F(struct heif_error, heif_context_add_exif_metadata,                                                    \
      (struct heif_context *c, const struct heif_image_handle *h, const void *data, int size),             \
      (c, h, data, size), OCHEIF_ERROR)                                                                     \
    F(struct heif_error, heif_context_add_XMP_metadata,                                                     \
      (struct heif_context *c, const struct heif_image_handle *h, const void *data, int size),             \
      (c, h, data, size), OCHEIF_ERROR)                                                                     \
    F(struct heif_context *, heif_context_alloc, (void), (), NULL)                                          \
    F(struct heif_error, heif_context_encode_image,                                                         \
      (struct heif_context *c, const struct heif_image *i, struct heif_encoder *e,                          \
       const struct heif_encoding_options *o, struct heif_image_handle **out),                              \
      (c, i, e, o, out), OCHEIF_ERROR)                                                                      \
    F(struct heif_error, heif_context_encode_thumbnail,                                                     \
      (struct heif_context *c, const struct heif_image *i, const struct heif_image_handle *m,               \
       struct heif_encoder *e, const struct heif_encoding_options *o, int size,                             \
       struct heif_image_handle **out),                                                                     \
      (c, i, m, e, o, size, out), OCHEIF_ERROR)                                                             \
    F(struct heif_error, heif_context_get_encoder_for_format,                                               \
      (struct heif_context *c, enum heif_compression_format f, struct heif_encoder **out), (c, f, out),     \
      OCHEIF_ERROR)                                                                                         \
    F(struct heif_error, heif_context_get_primary_image_handle,                                             \
      (struct heif_context *c, struct heif_image_handle **out), (c, out), OCHEIF_ERROR)                     \
    F(struct heif_error, heif_context_read_from_memory_without_copy,                                        \
      (struct heif_context *c, const void *mem, size_t size, const struct heif_reading_options *o),         \
      (c, mem, size, o), OCHEIF_ERROR)                                                                      \
    F(struct heif_error, heif_context_write, (struct heif_context *c, struct heif_writer *w, void *u),      \
      (c, w, u), OCHEIF_ERROR)                                                                              \
    F(struct heif_error, heif_decode_image,                                                                 \
      (const struct heif_image_handle *h, struct heif_image **out, enum heif_colorspace s,                  \
       enum heif_chroma ch, const struct heif_decoding_options *o),                                         \
      (h, out, s, ch, o), OCHEIF_ERROR)                                                                     \
    F(struct heif_decoding_options *, heif_decoding_options_alloc, (void), (), NULL)                        \
    F(struct heif_encoding_options *, heif_encoding_options_alloc, (void), (), NULL)                        \
    F(struct heif_error, heif_encoder_set_lossy_quality, (struct heif_encoder *e, int q), (e, q),           \
      OCHEIF_ERROR)                                                                                         \
    F(int, heif_have_encoder_for_format, (enum heif_compression_format f), (f), 0)                          \
    F(struct heif_error, heif_image_add_plane,                                                              \
      (struct heif_image *i, enum heif_channel c, int w, int h, int depth), (i, c, w, h, depth),            \
      OCHEIF_ERROR)                                                                                         \
    F(struct heif_error, heif_image_create,                                                                 \
      (int w, int h, enum heif_colorspace s, enum heif_chroma c, struct heif_image **out),                  \
      (w, h, s, c, out), OCHEIF_ERROR)                                                                      \
    F(int, heif_image_get_height, (const struct heif_image *i, enum heif_channel c), (i, c), 0)             \
    F(int, heif_image_get_width, (const struct heif_image *i, enum heif_channel c), (i, c), 0)              \
    F(uint8_t *, heif_image_get_plane, (struct heif_image *i, enum heif_channel c, int *stride),            \
      (i, c, stride), NULL)                                                                                 \
    F(const uint8_t *, heif_image_get_plane_readonly,                                                       \
      (const struct heif_image *i, enum heif_channel c, int *stride), (i, c, stride), NULL)                 \
    F(int, heif_image_handle_get_height, (const struct heif_image_handle *h), (h), 0)                       \
    F(int, heif_image_handle_get_width, (const struct heif_image_handle *h), (h), 0)                        \
    F(int, heif_image_handle_get_ispe_height, (const struct heif_image_handle *h), (h), 0)                  \
    F(int, heif_image_handle_get_ispe_width, (const struct heif_image_handle *h), (h), 0)                   \
    F(int, heif_image_handle_get_list_of_metadata_block_IDs,                                                \
      (const struct heif_image_handle *h, const char *type, heif_item_id *ids, int count),                  \
      (h, type, ids, count), 0)                                                                             \
    F(int, heif_image_handle_get_list_of_thumbnail_IDs,                                                     \
      (const struct heif_image_handle *h, heif_item_id *ids, int count), (h, ids, count), 0)                \
    F(struct heif_error, heif_image_handle_get_metadata,                                                    \
      (const struct heif_image_handle *h, heif_item_id id, void *out), (h, id, out), OCHEIF_ERROR)          \
    F(const char *, heif_image_handle_get_metadata_content_type,                                            \
      (const struct heif_image_handle *h, heif_item_id id), (h, id), NULL)                                  \
    F(size_t, heif_image_handle_get_metadata_size, (const struct heif_image_handle *h, heif_item_id id),    \
      (h, id), 0)                                                                                           \
    F(int, heif_image_handle_get_number_of_metadata_blocks,                                                 \
      (const struct heif_image_handle *h, const char *type), (h, type), 0)                                  \
    F(int, heif_image_handle_get_number_of_thumbnails, (const struct heif_image_handle *h), (h), 0)         \
    F(struct heif_error, heif_image_handle_get_thumbnail,                                                   \
      (const struct heif_image_handle *h, heif_item_id id, struct heif_image_handle **out), (h, id, out),   \
      OCHEIF_ERROR)                                                                                         \
    F(int, heif_image_handle_has_alpha_channel, (const struct heif_image_handle *h), (h), 0)

// Functions that return nothing.
#define OCHEIF_PROCEDURES(F)                                                            \
    F(heif_context_free, (struct heif_context *c), (c))                                 \
    F(heif_decoding_options_free, (struct heif_decoding_options *o), (o))               \
    F(heif_encoder_release, (struct heif_encoder *e), (e))                              \
    F(heif_encoding_options_free, (struct heif_encoding_options *o), (o))               \
    F(heif_image_handle_release, (const struct heif_image_handle *h), (h))              \
    F(heif_image_release, (const struct heif_image *i), (i))

#define OCHEIF_FIELD(ret, name, params, args, fallback) ret(*name) params;
#define OCHEIF_PROCEDURE_FIELD(name, params, args) void(*name) params;
static struct {
    OCHEIF_FUNCTIONS(OCHEIF_FIELD)
    OCHEIF_PROCEDURES(OCHEIF_PROCEDURE_FIELD)
} real;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];
static int loaded;

static void load(void) {
    void *handle = dlopen("libheif.so.1", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libheif.so.1 could not be opened");
        return;
    }
#define OCHEIF_RESOLVE(name)                                                                 \
    *(void **)&real.name = dlsym(handle, #name);                                             \
    if (real.name == NULL) {                                                                 \
        snprintf(load_error, sizeof load_error, "libheif.so.1 has no function %s", #name);  \
        return;                                                                              \
    }
#define OCHEIF_RESOLVE_FUNCTION(ret, name, params, args, fallback) OCHEIF_RESOLVE(name)
#define OCHEIF_RESOLVE_PROCEDURE(name, params, args) OCHEIF_RESOLVE(name)
    OCHEIF_FUNCTIONS(OCHEIF_RESOLVE_FUNCTION)
    OCHEIF_PROCEDURES(OCHEIF_RESOLVE_PROCEDURE)
    loaded = 1;
}

int ocheif_load(char *message, size_t capacity) {
    pthread_once(&load_once, load);
    if (loaded) return 0;
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", load_error);
    return -1;
}

#define OCHEIF_DEFINE_FUNCTION(ret, name, params, args, fallback) \
    ret name params {                                             \
        if (ocheif_load(NULL, 0) != 0) {                          \
            ret failed = fallback;                                \
            return failed;                                        \
        }                                                         \
        return real.name args;                                    \
    }
#define OCHEIF_DEFINE_PROCEDURE(name, params, args) \
    void name params {                              \
        if (ocheif_load(NULL, 0) == 0) real.name args; \
    }
OCHEIF_FUNCTIONS(OCHEIF_DEFINE_FUNCTION)
OCHEIF_PROCEDURES(OCHEIF_DEFINE_PROCEDURE)
