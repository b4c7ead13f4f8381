// libxml2 and zlib through dlopen: see include/outdoor_xml.h for why and how.
#include "outdoor_xml.h"

#include <dlfcn.h>
#include <errno.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

/// The libxml2 and zlib functions used, each as a pointer of its own declared type.
static struct {
    __typeof__(xmlInitParser) *init_parser;
    __typeof__(xmlCreatePushParserCtxt) *create_push;
    __typeof__(xmlCtxtUseOptions) *use_options;
    __typeof__(xmlParseChunk) *parse_chunk;
    __typeof__(xmlStopParser) *stop_parser;
    __typeof__(xmlFreeParserCtxt) *free_context;
    __typeof__(xmlSAX2GetLineNumber) *line;
    __typeof__(xmlSetGenericErrorFunc) *set_generic_error;
    __typeof__(inflateInit2_) *inflate_init;
    __typeof__(inflate) *inflate;
    __typeof__(inflateEnd) *inflate_end;
    __typeof__(inflateReset) *inflate_reset;
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];
static const char *version_text;

#define OXML_RESOLVE(handle, library, field, name)                                            \
    do {                                                                                      \
        *(void **)&api.field = dlsym(handle, name);                                           \
        if (api.field == NULL) {                                                              \
            snprintf(load_error, sizeof load_error, "%s has no function %s", library, name); \
            return;                                                                           \
        }                                                                                     \
    } while (0)

static void load(void) {
    // RTLD_LOCAL keeps libxml2's symbols (and ICU's) out of the global namespace.
    void *xml = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (xml == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libxml2.so.2 could not be opened");
        return;
    }
    // libxml2 needs zlib itself, so it is mapped already: this only finds it.
    void *z = dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL);
    if (z == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libz.so.1 could not be opened");
        return;
    }
    OXML_RESOLVE(xml, "libxml2.so.2", init_parser, "xmlInitParser");
    OXML_RESOLVE(xml, "libxml2.so.2", create_push, "xmlCreatePushParserCtxt");
    OXML_RESOLVE(xml, "libxml2.so.2", use_options, "xmlCtxtUseOptions");
    OXML_RESOLVE(xml, "libxml2.so.2", parse_chunk, "xmlParseChunk");
    OXML_RESOLVE(xml, "libxml2.so.2", stop_parser, "xmlStopParser");
    OXML_RESOLVE(xml, "libxml2.so.2", free_context, "xmlFreeParserCtxt");
    OXML_RESOLVE(xml, "libxml2.so.2", line, "xmlSAX2GetLineNumber");
    OXML_RESOLVE(xml, "libxml2.so.2", set_generic_error, "xmlSetGenericErrorFunc");
    OXML_RESOLVE(z, "libz.so.1", inflate_init, "inflateInit2_");
    OXML_RESOLVE(z, "libz.so.1", inflate, "inflate");
    OXML_RESOLVE(z, "libz.so.1", inflate_end, "inflateEnd");
    OXML_RESOLVE(z, "libz.so.1", inflate_reset, "inflateReset");
    const char *const *version = dlsym(xml, "xmlParserVersion");
    // xmlInitParser is not thread-safe: pthread_once runs it exactly once.
    api.init_parser();
    version_text = version != NULL && *version != NULL ? *version : "unknown";
}

int oxml_load(char *message, size_t capacity) {
    pthread_once(&load_once, load);
    if (version_text != NULL) return 0;
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", load_error);
    return -1;
}

const char *oxml_version(void) { return version_text; }

/// Where the prolog scan is: looking for the root element, refusing <!DOCTYPE on the way.
enum prolog_state { P_TEXT, P_LT, P_BANG, P_BANG_DASH, P_PI, P_PI_Q, P_COMMENT, P_COMMENT_D, P_COMMENT_DD, P_DONE };

struct oxml_parser {
    xmlParserCtxtPtr context;
    oxml_callbacks callbacks;
    void *callback_context;
    // The attributes of the element being started (libxml2's five pointers per attribute).
    const xmlChar **attributes;
    int attribute_count;
    int depth;
    // The source: a file descriptor (after the bytes of `head`), or bytes in memory.
    int fd;
    unsigned char head[64];
    size_t head_count, head_offset;
    const unsigned char *memory;
    size_t memory_count, memory_offset;
    // Gzip: the stream, its compressed input buffer, and whether the last member ended.
    int gzip, z_ready, z_member_ended;
    z_stream z;
    unsigned char input[65536];
    unsigned char chunk[65536];
    // Bytes of XML handed to libxml2, and the most allowed.
    uint64_t total, max_bytes;
    int stop, saved_errno;
    enum prolog_state prolog;
    char error[512];
    long error_line;
};

/// Keeps libxml2's words for the first error (warnings are ignored).
static void keep_error(void *context, xmlErrorPtr error) {
    struct oxml_parser *p = context;
    if (p == NULL || error == NULL || error->level < XML_ERR_ERROR || p->error[0] != 0) return;
    snprintf(p->error, sizeof p->error, "%s", error->message ? error->message : "malformed XML");
    size_t length = strlen(p->error);
    while (length > 0 && (p->error[length - 1] == '\n' || p->error[length - 1] == ' ')) p->error[--length] = 0;
    p->error_line = error->line;
}

/// libxml2's generic error channel, for errors outside a parser: silent.
static void ignore_generic(void *context, const char *format, ...) {
    (void)context;
    (void)format;
}

static void halt(struct oxml_parser *p, int reason) {
    if (p->stop == OXML_STOP_NONE) p->stop = reason;
    api.stop_parser(p->context);
}

static void on_start(void *context, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                     int namespace_count, const xmlChar **namespaces, int attribute_count, int defaulted,
                     const xmlChar **attributes) {
    (void)prefix;
    (void)namespace_count;
    (void)namespaces;
    (void)defaulted;
    struct oxml_parser *p = context;
    if (p->stop != OXML_STOP_NONE) return;
    p->attributes = attributes;
    p->attribute_count = attribute_count;
    p->callbacks.start(p->callback_context, p, (const char *)local_name, (const char *)uri, p->depth);
    p->attributes = NULL;
    p->attribute_count = 0;
    p->depth++;
}

static void on_end(void *context, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri) {
    (void)prefix;
    struct oxml_parser *p = context;
    if (p->stop != OXML_STOP_NONE) return;
    p->depth--;
    p->callbacks.end(p->callback_context, p, (const char *)local_name, (const char *)uri, p->depth);
}

static void on_text(void *context, const xmlChar *bytes, int count) {
    struct oxml_parser *p = context;
    if (p->stop != OXML_STOP_NONE) return;
    p->callbacks.text(p->callback_context, p, (const char *)bytes, count);
}

/// A document type or entity declaration got past the prolog scan: stop before it is read.
static void on_subset(void *context, const xmlChar *name, const xmlChar *external_id, const xmlChar *system_id) {
    (void)name;
    (void)external_id;
    (void)system_id;
    halt(context, OXML_STOP_DOCTYPE);
}

static void on_entity(void *context, const xmlChar *name, int type, const xmlChar *public_id,
                      const xmlChar *system_id, xmlChar *content) {
    (void)name;
    (void)type;
    (void)public_id;
    (void)system_id;
    (void)content;
    halt(context, OXML_STOP_DOCTYPE);
}

/// Scans decompressed bytes for the end of the prolog; returns 0 to go on, -1 on a DOCTYPE.
/// NUL bytes are skipped, so the scan works on UTF-16 text as well as UTF-8.
static int scan_prolog(struct oxml_parser *p, const unsigned char *bytes, size_t count) {
    for (size_t i = 0; i < count && p->prolog != P_DONE; i++) {
        unsigned char c = bytes[i];
        if (c == 0) continue;
        switch (p->prolog) {
        case P_TEXT: if (c == '<') p->prolog = P_LT; break;
        case P_LT:
            if (c == '?') p->prolog = P_PI;
            else if (c == '!') p->prolog = P_BANG;
            else p->prolog = P_DONE;
            break;
        case P_BANG:
            if (c == '-') p->prolog = P_BANG_DASH;
            else return -1;  // <!DOCTYPE (or anything else that is not a comment)
            break;
        case P_BANG_DASH:
            if (c == '-') p->prolog = P_COMMENT;
            else return -1;
            break;
        case P_PI: if (c == '?') p->prolog = P_PI_Q; break;
        case P_PI_Q: p->prolog = c == '>' ? P_TEXT : (c == '?' ? P_PI_Q : P_PI); break;
        case P_COMMENT: if (c == '-') p->prolog = P_COMMENT_D; break;
        case P_COMMENT_D: p->prolog = c == '-' ? P_COMMENT_DD : P_COMMENT; break;
        case P_COMMENT_DD: p->prolog = c == '>' ? P_TEXT : (c == '-' ? P_COMMENT_DD : P_COMMENT); break;
        case P_DONE: break;
        }
    }
    return 0;
}

/// Raw bytes from the source into `buffer`: the count, 0 at its end, -1 on an error.
static long read_source(struct oxml_parser *p, unsigned char *buffer, size_t capacity) {
    if (p->memory != NULL) {
        size_t left = p->memory_count - p->memory_offset;
        size_t count = left < capacity ? left : capacity;
        memcpy(buffer, p->memory + p->memory_offset, count);
        p->memory_offset += count;
        return (long)count;
    }
    if (p->head_offset < p->head_count) {
        size_t left = p->head_count - p->head_offset;
        size_t count = left < capacity ? left : capacity;
        memcpy(buffer, p->head + p->head_offset, count);
        p->head_offset += count;
        return (long)count;
    }
    for (;;) {
        ssize_t count = read(p->fd, buffer, capacity);
        if (count >= 0) return (long)count;
        if (errno == EINTR) continue;
        p->saved_errno = errno;
        p->stop = OXML_STOP_IO;
        return -1;
    }
}

static long gzip_failed(struct oxml_parser *p, const char *detail) {
    p->stop = OXML_STOP_GZIP;
    snprintf(p->error, sizeof p->error, "%s", detail);
    return -1;
}

/// Decompressed bytes into `buffer`: the count, 0 at the end of the data, -1 on an error.
static long read_gzip(struct oxml_parser *p, unsigned char *buffer, size_t capacity) {
    p->z.next_out = buffer;
    p->z.avail_out = (uInt)capacity;
    while (p->z.avail_out == capacity) {
        if (p->z.avail_in == 0) {
            long count = read_source(p, p->input, sizeof p->input);
            if (count < 0) return -1;
            if (count == 0) {
                if (p->z_member_ended) return 0;
                return gzip_failed(p, "the gzip data ends before its end (truncated)");
            }
            p->z.next_in = p->input;
            p->z.avail_in = (uInt)count;
        }
        if (p->z_member_ended) {
            // Another member follows (as `cat a.gz b.gz` makes); anything else is damage.
            if (p->z.next_in[0] != 0x1f) return gzip_failed(p, "the gzip data has bytes after its end");
            if (api.inflate_reset(&p->z) != Z_OK) return gzip_failed(p, "zlib could not start the next member");
            p->z_member_ended = 0;
        }
        int code = api.inflate(&p->z, Z_NO_FLUSH);
        if (code == Z_STREAM_END) {
            p->z_member_ended = 1;
        } else if (code != Z_OK && !(code == Z_BUF_ERROR && p->z.avail_in == 0)) {
            char detail[256];
            snprintf(detail, sizeof detail, "the gzip data is damaged (%s)", p->z.msg ? p->z.msg : "zlib error");
            return gzip_failed(p, detail);
        }
    }
    return (long)(capacity - p->z.avail_out);
}

/// The next bytes of XML into p->chunk, checked against the size limit and the prolog rule:
/// the count, 0 at the end, -1 on an error.
static long next_chunk(struct oxml_parser *p) {
    long count = p->gzip ? read_gzip(p, p->chunk, sizeof p->chunk) : read_source(p, p->chunk, sizeof p->chunk);
    if (count <= 0) return count;
    p->total += (uint64_t)count;
    if (p->total > p->max_bytes) {
        p->stop = OXML_STOP_TOO_LARGE;
        return -1;
    }
    if (p->prolog != P_DONE && scan_prolog(p, p->chunk, (size_t)count) != 0) {
        p->stop = OXML_STOP_DOCTYPE;
        return -1;
    }
    return count;
}

static oxml_parser *make_parser(const oxml_callbacks *callbacks, void *context) {
    if (version_text == NULL || callbacks == NULL) return NULL;
    struct oxml_parser *p = calloc(1, sizeof *p);
    if (p == NULL) return NULL;
    p->callbacks = *callbacks;
    p->callback_context = context;
    p->fd = -1;
    return p;
}

static oxml_parser *start_gzip(struct oxml_parser *p) {
    if (p->gzip) {
        // 15 + 16: gzip wrapping only, the largest window.
        if (api.inflate_init(&p->z, 15 + 16, ZLIB_VERSION, (int)sizeof(z_stream)) != Z_OK) {
            free(p);
            return NULL;
        }
        p->z_ready = 1;
    }
    return p;
}

oxml_parser *oxml_open_fd(int fd, const void *head, size_t head_count, int gzip, uint64_t max_bytes,
                          const oxml_callbacks *callbacks, void *context) {
    if (head_count > sizeof ((struct oxml_parser *)NULL)->head || (head == NULL && head_count > 0)) return NULL;
    struct oxml_parser *p = make_parser(callbacks, context);
    if (p == NULL) return NULL;
    p->fd = fd;
    if (head_count > 0) memcpy(p->head, head, head_count);
    p->head_count = head_count;
    p->gzip = gzip;
    p->max_bytes = max_bytes;
    return start_gzip(p);
}

oxml_parser *oxml_open_memory(const void *bytes, size_t count, int gzip, uint64_t max_bytes,
                              const oxml_callbacks *callbacks, void *context) {
    struct oxml_parser *p = make_parser(callbacks, context);
    if (p == NULL) return NULL;
    static const unsigned char empty[1] = {0};
    p->memory = bytes != NULL ? bytes : empty;
    p->memory_count = bytes != NULL ? count : 0;
    p->gzip = gzip;
    p->max_bytes = max_bytes;
    return start_gzip(p);
}

void oxml_close(oxml_parser *p) {
    if (p == NULL) return;
    if (p->context != NULL) api.free_context(p->context);
    if (p->z_ready) api.inflate_end(&p->z);
    free(p);
}

int oxml_parse(oxml_parser *p) {
    if (p->context != NULL) return -1;  // one parse per parser
    api.set_generic_error(NULL, ignore_generic);
    xmlSAXHandler sax;
    memset(&sax, 0, sizeof sax);
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = on_start;
    sax.endElementNs = on_end;
    sax.characters = on_text;
    sax.internalSubset = on_subset;
    sax.externalSubset = on_subset;
    sax.entityDecl = on_entity;
    sax.serror = keep_error;
    long count = next_chunk(p);
    if (count < 0) return -1;
    // The first bytes let libxml2 see the encoding (a byte order mark, "<?xml").
    int first = count < 4 ? (int)count : 4;
    p->context = api.create_push(&sax, p, (const char *)p->chunk, first, NULL);
    if (p->context == NULL) {
        p->stop = OXML_STOP_MEMORY;
        return -1;
    }
    api.use_options(p->context, XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_NOBLANKS);
    int failed = 0;
    if (count > first) failed = api.parse_chunk(p->context, (const char *)p->chunk + first, (int)(count - first), 0);
    // A malformed document stops at its first error: libxml2 reads no further for it.
    while (p->stop == OXML_STOP_NONE && count > 0 && failed == 0) {
        count = next_chunk(p);
        if (count > 0) failed = api.parse_chunk(p->context, (const char *)p->chunk, (int)count, 0);
    }
    if (failed != 0 && p->stop == OXML_STOP_NONE) return -1;
    if (p->stop != OXML_STOP_NONE) return -1;
    api.parse_chunk(p->context, NULL, 0, 1);
    if (p->stop != OXML_STOP_NONE || !p->context->wellFormed || p->error[0] != 0) return -1;
    return 0;
}

void oxml_stop(oxml_parser *p) { halt(p, OXML_STOP_CALLER); }

int oxml_attribute(oxml_parser *p, const char *name, char *buffer, size_t capacity) {
    for (int i = 0; i < p->attribute_count; i++) {
        const xmlChar **attribute = p->attributes + 5 * i;
        // [0] local name, [1] prefix, [2] namespace, [3] value start, [4] value end.
        if (attribute[1] != NULL || strcmp((const char *)attribute[0], name) != 0) continue;
        size_t length = (size_t)(attribute[4] - attribute[3]);
        if (length >= capacity) return -2;
        memcpy(buffer, attribute[3], length);
        buffer[length] = 0;
        return (int)length;
    }
    return -1;
}

int oxml_attribute_number(oxml_parser *p, const char *name, double *value) {
    for (int i = 0; i < p->attribute_count; i++) {
        const xmlChar **attribute = p->attributes + 5 * i;
        if (attribute[1] != NULL || strcmp((const char *)attribute[0], name) != 0) continue;
        return oxml_parse_number_bytes((const char *)attribute[3], (size_t)(attribute[4] - attribute[3]), value)
                   ? 1 : -1;
    }
    return 0;
}

long oxml_line(oxml_parser *p) { return p->context != NULL ? (long)api.line(p->context) : 0; }
int oxml_stop_reason(oxml_parser *p) { return p->stop; }
int oxml_errno(oxml_parser *p) { return p->saved_errno; }
const char *oxml_error(oxml_parser *p) { return p->error; }
long oxml_error_line(oxml_parser *p) { return p->error_line; }

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
static int is_digit(char c) { return c >= '0' && c <= '9'; }

int oxml_parse_number(const char *text, double *value) {
    return text != NULL && oxml_parse_number_bytes(text, strlen(text), value);
}

int oxml_parse_number_bytes(const char *bytes, size_t count, double *value) {
    if (bytes == NULL) return 0;
    const char *p = bytes;
    const char *limit = bytes + count;
    while (p < limit && is_space(*p)) p++;
    const char *start = p;
    if (p < limit && (*p == '+' || *p == '-')) p++;
    int digits = 0;
    while (p < limit && is_digit(*p)) { p++; digits++; }
    if (p < limit && *p == '.') {
        p++;
        while (p < limit && is_digit(*p)) { p++; digits++; }
    }
    if (digits == 0) return 0;
    if (p < limit && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < limit && (*p == '+' || *p == '-')) p++;
        if (p >= limit || !is_digit(*p)) return 0;
        while (p < limit && is_digit(*p)) p++;
    }
    const char *end = p;
    while (p < limit && is_space(*p)) p++;
    if (p != limit) return 0;
    // strtod needs a NUL after the number: copy it (numbers in GPX are short).
    char copy[128];
    size_t length = (size_t)(end - start);
    if (length >= sizeof copy) return 0;
    memcpy(copy, start, length);
    copy[length] = 0;
    char *stop = NULL;
    double parsed = strtod(copy, &stop);
    if (stop != copy + length) return 0;
    *value = parsed;
    return 1;
}
