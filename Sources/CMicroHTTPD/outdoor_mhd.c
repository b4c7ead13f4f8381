// libmicrohttpd through dlopen: see include/outdoor_mhd.h for why.
#include "outdoor_mhd.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// The libmicrohttpd functions used, each as a pointer of its own declared type.
static struct {
    __typeof__(MHD_start_daemon) *start_daemon;
    __typeof__(MHD_stop_daemon) *stop_daemon;
    __typeof__(MHD_quiesce_daemon) *quiesce_daemon;
    __typeof__(MHD_get_daemon_info) *get_daemon_info;
    __typeof__(MHD_get_connection_info) *get_connection_info;
    __typeof__(MHD_get_connection_values) *get_connection_values;
    __typeof__(MHD_create_response_from_buffer) *create_response_from_buffer;
    __typeof__(MHD_add_response_header) *add_response_header;
    __typeof__(MHD_queue_response) *queue_response;
    __typeof__(MHD_destroy_response) *destroy_response;
    __typeof__(MHD_suspend_connection) *suspend_connection;
    __typeof__(MHD_resume_connection) *resume_connection;
    __typeof__(MHD_get_version) *get_version;
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];
static const char *version_text;

#define OMHD_RESOLVE(handle, field, name)                                                          \
    do {                                                                                           \
        *(void **)&api.field = dlsym(handle, name);                                                \
        if (api.field == NULL) {                                                                   \
            snprintf(load_error, sizeof load_error, "libmicrohttpd.so.12 has no function %s", name); \
            return;                                                                                \
        }                                                                                          \
    } while (0)

static void load(void) {
    // RTLD_LOCAL keeps libmicrohttpd's symbols (and GnuTLS's) out of the global namespace.
    void *handle = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s",
                 reason ? reason : "libmicrohttpd.so.12 could not be opened");
        return;
    }
    OMHD_RESOLVE(handle, start_daemon, "MHD_start_daemon");
    OMHD_RESOLVE(handle, stop_daemon, "MHD_stop_daemon");
    OMHD_RESOLVE(handle, quiesce_daemon, "MHD_quiesce_daemon");
    OMHD_RESOLVE(handle, get_daemon_info, "MHD_get_daemon_info");
    OMHD_RESOLVE(handle, get_connection_info, "MHD_get_connection_info");
    OMHD_RESOLVE(handle, get_connection_values, "MHD_get_connection_values");
    OMHD_RESOLVE(handle, create_response_from_buffer, "MHD_create_response_from_buffer");
    OMHD_RESOLVE(handle, add_response_header, "MHD_add_response_header");
    OMHD_RESOLVE(handle, queue_response, "MHD_queue_response");
    OMHD_RESOLVE(handle, destroy_response, "MHD_destroy_response");
    OMHD_RESOLVE(handle, suspend_connection, "MHD_suspend_connection");
    OMHD_RESOLVE(handle, resume_connection, "MHD_resume_connection");
    OMHD_RESOLVE(handle, get_version, "MHD_get_version");
    const char *version = api.get_version();
    version_text = version ? version : "unknown";
}

int omhd_load(char *message, size_t capacity) {
    pthread_once(&load_once, load);
    if (version_text != NULL) return 0;
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", load_error);
    return -1;
}

const char *omhd_version(void) { return version_text; }

struct omhd_daemon {
    struct MHD_Daemon *daemon;
    struct omhd_callbacks callbacks;
};

/// libmicrohttpd's printf-style log line, formatted and handed on as text.
static void log_message(void *context, const char *format, va_list arguments) {
    struct omhd_daemon *daemon = context;
    char text[1024];
    vsnprintf(text, sizeof text, format, arguments);
    size_t length = strlen(text);
    while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == '\r')) text[--length] = 0;
    if (daemon->callbacks.log != NULL) daemon->callbacks.log(daemon->callbacks.context, text);
}

/// The URI log callback, whose closure is the callbacks' context.
static void *request_started(void *context, const char *uri, struct MHD_Connection *connection) {
    struct omhd_daemon *daemon = context;
    return daemon->callbacks.request_started(daemon->callbacks.context, uri, connection);
}

struct omhd_daemon *omhd_start(const struct sockaddr *address, socklen_t address_length,
                               const struct omhd_limits *limits,
                               const struct omhd_callbacks *callbacks, char *message,
                               size_t capacity) {
    (void)address_length;
    struct omhd_daemon *daemon = calloc(1, sizeof *daemon);
    if (daemon == NULL) {
        snprintf(message, capacity, "no memory");
        return NULL;
    }
    daemon->callbacks = *callbacks;
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME |
                         MHD_USE_ERROR_LOG;
    if (address->sa_family == AF_INET6) flags |= MHD_USE_IPv6;
    // The logger first: libmicrohttpd reports options before it with its own logger.
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_EXTERNAL_LOGGER, (intptr_t)log_message, daemon},
        {MHD_OPTION_SOCK_ADDR, 0, (void *)address},
        {MHD_OPTION_CONNECTION_LIMIT, limits->connection_limit, NULL},
        {MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits->per_address_limit, NULL},
        {MHD_OPTION_CONNECTION_TIMEOUT, limits->idle_timeout_seconds, NULL},
        {MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)limits->memory_limit, NULL},
        {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)callbacks->completed, callbacks->context},
        {MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)callbacks->connection, callbacks->context},
        {MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)request_started, daemon},
        {MHD_OPTION_END, 0, NULL},
    };
    // The port is in `address`; the access callback's closure is the context.
    daemon->daemon = api.start_daemon(flags, 0, NULL, NULL, callbacks->access, callbacks->context,
                                      MHD_OPTION_ARRAY, options, MHD_OPTION_END);
    if (daemon->daemon == NULL) {
        snprintf(message, capacity, "the server could not start (the address may be in use or not this machine's)");
        free(daemon);
        return NULL;
    }
    return daemon;
}

uint16_t omhd_port(struct omhd_daemon *daemon) {
    const union MHD_DaemonInfo *info = api.get_daemon_info(daemon->daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info != NULL ? info->port : 0;
}

void omhd_quiesce(struct omhd_daemon *daemon) {
    MHD_socket listening = api.quiesce_daemon(daemon->daemon);
    if (listening != MHD_INVALID_SOCKET) close(listening);
}

void omhd_stop(struct omhd_daemon *daemon) {
    if (daemon == NULL) return;
    api.stop_daemon(daemon->daemon);
    free(daemon);
}

int omhd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        api.get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info != NULL ? info->connect_fd : -1;
}

int omhd_client_address(struct MHD_Connection *connection, char *text, size_t capacity) {
    const union MHD_ConnectionInfo *info =
        api.get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return -1;
    const struct sockaddr *address = info->client_addr;
    const void *bytes = NULL;
    if (address->sa_family == AF_INET) bytes = &((const struct sockaddr_in *)address)->sin_addr;
    if (address->sa_family == AF_INET6) bytes = &((const struct sockaddr_in6 *)address)->sin6_addr;
    if (bytes == NULL) return -1;
    return inet_ntop(address->sa_family, bytes, text, (socklen_t)capacity) != NULL ? 0 : -1;
}

int omhd_each_value(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                    MHD_KeyValueIterator iterator, void *context) {
    return api.get_connection_values(connection, kind, iterator, context);
}

void omhd_suspend(struct MHD_Connection *connection) { api.suspend_connection(connection); }

void omhd_resume(struct MHD_Connection *connection) { api.resume_connection(connection); }

enum MHD_Result omhd_respond(struct MHD_Connection *connection, unsigned int status,
                             const char *const *headers, size_t header_count, const void *body,
                             size_t length) {
    struct MHD_Response *response =
        api.create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (response == NULL) return MHD_NO;
    for (size_t i = 0; i < header_count; i++) {
        if (api.add_response_header(response, headers[2 * i], headers[2 * i + 1]) != MHD_YES) {
            api.destroy_response(response);
            return MHD_NO;
        }
    }
    enum MHD_Result result = api.queue_response(connection, status, response);
    api.destroy_response(response);
    return result;
}
