#pragma once
// libmicrohttpd, loaded when `outdoor serve` starts rather than when the program starts.
//
// Only the render service needs an HTTP server, so linking libmicrohttpd (and the GnuTLS chain
// Debian builds it with) would load it into every outdoor process for nothing. This shim opens
// libmicrohttpd.so.12 with dlopen at first use and calls it through a table of function
// pointers. It also stands in for the calls that are variadic and so cannot be made from Swift
// (MHD_start_daemon, MHD_get_daemon_info, MHD_get_connection_info), and formats the library's
// printf-style log messages into plain strings. Types and constants come from libmicrohttpd's
// own header; all symbols carry the prefix omhd_.

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Loads libmicrohttpd once per process (later calls return the first result). Returns 0 on
/// success; otherwise writes the reason (dlerror's words, or the missing function) into
/// `message` (`capacity` bytes, NUL-terminated) and returns -1. Safe from any thread.
int omhd_load(char *message, size_t capacity);

/// libmicrohttpd's version text ("0.9.75"); NULL before a successful omhd_load.
const char *omhd_version(void);

/// The limits a daemon is started with.
struct omhd_limits {
    /// Connections open at once; more are refused by the kernel's backlog, then dropped.
    unsigned int connection_limit;
    /// Connections open at once from one address (0: no limit of its own).
    unsigned int per_address_limit;
    /// Seconds a connection may stay idle (no byte read or written) before it is closed.
    unsigned int idle_timeout_seconds;
    /// Bytes of memory per connection, which bounds a request's line and headers.
    size_t memory_limit;
};

/// The callbacks a daemon calls, all with the one `context` pointer.
struct omhd_callbacks {
    /// Called for each request once its headers are read, and again after a resume.
    MHD_AccessHandlerCallback access;
    /// Called when a request ends (answered, or its connection closed).
    MHD_RequestCompletedCallback completed;
    /// Called when a connection opens and when it closes.
    MHD_NotifyConnectionCallback connection;
    /// Called when a request's first line is read: its return value becomes the request's
    /// `con_cls`, so every request that got that far is seen by `completed`.
    void *(*request_started)(void *context, const char *uri, struct MHD_Connection *connection);
    /// Called with each message the library logs, formatted.
    void (*log)(void *context, const char *message);
    /// Passed to every callback.
    void *context;
};

/// A running daemon: libmicrohttpd's handle and the shim's copy of the callbacks.
struct omhd_daemon;

/// Starts a daemon with its own polling thread (epoll), suspend and resume allowed, listening
/// on `address` (`address_length` bytes; port 0 lets the kernel choose). Returns NULL and writes
/// the reason into `message` when it cannot start. Call omhd_load first.
struct omhd_daemon *omhd_start(const struct sockaddr *address, socklen_t address_length,
                               const struct omhd_limits *limits,
                               const struct omhd_callbacks *callbacks, char *message,
                               size_t capacity);

/// The port the daemon listens on (the kernel's choice for port 0); 0 when unknown.
uint16_t omhd_port(struct omhd_daemon *daemon);

/// Stops accepting connections (the listening socket is closed); requests already read go on.
void omhd_quiesce(struct omhd_daemon *daemon);

/// Stops the daemon, closing every connection, and frees it. No connection may be suspended.
void omhd_stop(struct omhd_daemon *daemon);

/// The socket of `connection`; -1 when unknown.
int omhd_connection_socket(struct MHD_Connection *connection);

/// The peer's address of `connection` as text ("127.0.0.1", "::1") into `text`; 0 on success.
int omhd_client_address(struct MHD_Connection *connection, char *text, size_t capacity);

/// MHD_get_connection_values: calls `iterator` for each value of `kind`; returns how many.
int omhd_each_value(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                    MHD_KeyValueIterator iterator, void *context);

/// MHD_suspend_connection: the request waits, unpolled, until omhd_resume.
void omhd_suspend(struct MHD_Connection *connection);

/// MHD_resume_connection: safe from any thread; the access callback is called again.
void omhd_resume(struct MHD_Connection *connection);

/// Queues a response: `status`, `header_count` headers as name, value pairs in `headers`, and
/// `length` bytes of `body` (copied). Returns MHD_YES when queued.
enum MHD_Result omhd_respond(struct MHD_Connection *connection, unsigned int status,
                             const char *const *headers, size_t header_count, const void *body,
                             size_t length);
