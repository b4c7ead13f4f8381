#pragma once
// libxml2's SAX2 push parser, loaded when the first GPX file is read rather than when the
// program starts.
//
// libxml2 brings ICU with it (libicuuc and its 30 MB data file), zlib and liblzma: linking it
// would map them into every outdoor process, though only track imports read XML. This shim
// opens libxml2.so.2 (and zlib, which libxml2 itself needs, for .gpx.gz) with dlopen on first
// use and keeps libxml2's types out of Swift: Swift gets three callbacks (an element starts, an
// element ends, text) with NUL-terminated UTF-8 names that are valid during the callback.
//
// SAX2 rather than the xmlTextReader: the same parser underneath without a node built for each
// event, about twice as fast on a 100,000-point track (Scripts/bench/tracks).
//
// Hostile files: no network (XML_PARSE_NONET), no entity substitution and no DTD loading
// (neither XML_PARSE_NOENT nor XML_PARSE_DTDLOAD). A document type declaration is refused
// before libxml2 reads it: the prolog is scanned as it streams in, and libxml2's internalSubset,
// externalSubset and entityDecl callbacks stop the parser should one get past, so no entity is
// ever declared or expanded. Input beyond `max_bytes` (after gzip) stops the parse. libxml2's
// own limits stay on (no XML_PARSE_HUGE: 10 MB text nodes, depth 256). Errors never reach
// standard error: the first one is kept for oxml_error. Symbols carry the prefix oxml_.

#include <stddef.h>
#include <stdint.h>

/// A parser over one document; owned by the caller, freed with oxml_close.
typedef struct oxml_parser oxml_parser;

/// What the parser calls, with the `context` given to oxml_open_* and the parser itself. An
/// element's attributes are read during `start` with oxml_attribute.
typedef struct oxml_callbacks {
    void (*start)(void *context, oxml_parser *parser, const char *local_name, const char *namespace_uri, int depth);
    void (*end)(void *context, oxml_parser *parser, const char *local_name, const char *namespace_uri, int depth);
    void (*text)(void *context, oxml_parser *parser, const char *bytes, int count);
} oxml_callbacks;

/// Why a parse stopped, beyond libxml2's own errors.
enum {
    OXML_STOP_NONE = 0,
    /// More than `max_bytes` of XML (after decompression).
    OXML_STOP_TOO_LARGE = 1,
    /// A document type declaration (DTD) or an entity declaration.
    OXML_STOP_DOCTYPE = 2,
    /// The gzip data is damaged or truncated.
    OXML_STOP_GZIP = 3,
    /// Reading the file failed (oxml_errno says why).
    OXML_STOP_IO = 4,
    /// The caller stopped it (oxml_stop), having found what it needed to refuse the file.
    OXML_STOP_CALLER = 5,
    /// Memory ran out, or libxml2 could not make a parser.
    OXML_STOP_MEMORY = 6,
};

/// Loads libxml2 and zlib once per process (later calls return the first result). Returns 0
/// on success; otherwise writes the reason into `message` (`capacity` bytes) and returns -1.
/// Safe from any thread.
int oxml_load(char *message, size_t capacity);

/// libxml2's version ("20914"); NULL before a successful oxml_load.
const char *oxml_version(void);

/// A parser over the file open as `fd` (read from its current offset, never closed here), after
/// the `head_count` bytes at `head` already read from it (a pipe cannot be read twice; copied);
/// with `gzip` set the bytes are gzip data (one or more members). NULL when memory runs out or
/// libxml2 is not loaded.
oxml_parser *oxml_open_fd(int fd, const void *head, size_t head_count, int gzip, uint64_t max_bytes,
                          const oxml_callbacks *callbacks, void *context);

/// A parser over `count` bytes at `bytes`, which must stay valid until oxml_close.
oxml_parser *oxml_open_memory(const void *bytes, size_t count, int gzip, uint64_t max_bytes,
                              const oxml_callbacks *callbacks, void *context);

/// Frees the parser; accepts NULL.
void oxml_close(oxml_parser *parser);

/// Parses the whole document, calling back as it goes: 0 when it is well-formed and complete,
/// -1 otherwise (oxml_stop_reason and oxml_error say why).
int oxml_parse(oxml_parser *parser);

/// Stops the parse from inside a callback (no further callbacks; oxml_parse returns -1 with
/// OXML_STOP_CALLER).
void oxml_stop(oxml_parser *parser);

/// Copies the attribute `name` (no namespace) of the element being started into `buffer`,
/// NUL-terminated: returns its length, -1 when the element has no such attribute, -2 when it
/// does not fit. Only during the `start` callback.
int oxml_attribute(oxml_parser *parser, const char *name, char *buffer, size_t capacity);

/// The attribute `name` (no namespace) of the element being started, read as oxml_parse_number
/// reads a number: 1 with `value` set, 0 when the element has no such attribute, -1 when its
/// value is not a number. Only during the `start` callback.
int oxml_attribute_number(oxml_parser *parser, const char *name, double *value);

/// The line the parser is at (1-based), for messages.
long oxml_line(oxml_parser *parser);

/// Why the parse stopped (OXML_STOP_...), and the system's error number for OXML_STOP_IO.
int oxml_stop_reason(oxml_parser *parser);
int oxml_errno(oxml_parser *parser);

/// The first error libxml2 reported ("Opening and ending tag mismatch: trkpt line 12 and
/// trkseg"), or ours for gzip data, without a trailing newline, and its line; "" and 0 when
/// there was none.
const char *oxml_error(oxml_parser *parser);
long oxml_error_line(oxml_parser *parser);

/// Parses a decimal number as XML Schema's xsd:decimal and xsd:double write it ("-12.5",
/// "1e3"; surrounding whitespace allowed; no "inf", "nan" or hexadecimal): 1 with `value`
/// set, 0 when `text` is not such a number. Needs no library.
int oxml_parse_number(const char *text, double *value);

/// oxml_parse_number over `count` bytes that need not end with a NUL.
int oxml_parse_number_bytes(const char *bytes, size_t count, double *value);
