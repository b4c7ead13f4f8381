// libcurl through dlopen: see include/outdoor_curl.h for why.
#include "outdoor_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/// The libcurl functions used, each as a pointer of its own declared type.
static struct {
    __typeof__(curl_global_init) *global_init;
    __typeof__(curl_version_info) *version_info;
    __typeof__(curl_easy_init) *easy_init;
    __typeof__(curl_easy_cleanup) *easy_cleanup;
    __typeof__(curl_easy_setopt) *easy_setopt;
    __typeof__(curl_easy_getinfo) *easy_getinfo;
    __typeof__(curl_easy_strerror) *easy_strerror;
    __typeof__(curl_multi_init) *multi_init;
    __typeof__(curl_multi_cleanup) *multi_cleanup;
    __typeof__(curl_multi_add_handle) *multi_add_handle;
    __typeof__(curl_multi_remove_handle) *multi_remove_handle;
    __typeof__(curl_multi_perform) *multi_perform;
    __typeof__(curl_multi_poll) *multi_poll;
    __typeof__(curl_multi_wakeup) *multi_wakeup;
    __typeof__(curl_multi_info_read) *multi_info_read;
    __typeof__(curl_multi_strerror) *multi_strerror;
    __typeof__(curl_slist_append) *slist_append;
    __typeof__(curl_slist_free_all) *slist_free_all;
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];
static const char *version_text;

#define OCURL_RESOLVE(handle, field, name)                                                  \
    do {                                                                                    \
        *(void **)&api.field = dlsym(handle, name);                                         \
        if (api.field == NULL) {                                                            \
            snprintf(load_error, sizeof load_error, "libcurl.so.4 has no function %s", name); \
            return;                                                                         \
        }                                                                                   \
    } while (0)

static void load(void) {
    // RTLD_LOCAL keeps libcurl's symbols (and its libraries') out of the global namespace.
    void *handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libcurl.so.4 could not be opened");
        return;
    }
    OCURL_RESOLVE(handle, global_init, "curl_global_init");
    OCURL_RESOLVE(handle, version_info, "curl_version_info");
    OCURL_RESOLVE(handle, easy_init, "curl_easy_init");
    OCURL_RESOLVE(handle, easy_cleanup, "curl_easy_cleanup");
    OCURL_RESOLVE(handle, easy_setopt, "curl_easy_setopt");
    OCURL_RESOLVE(handle, easy_getinfo, "curl_easy_getinfo");
    OCURL_RESOLVE(handle, easy_strerror, "curl_easy_strerror");
    OCURL_RESOLVE(handle, multi_init, "curl_multi_init");
    OCURL_RESOLVE(handle, multi_cleanup, "curl_multi_cleanup");
    OCURL_RESOLVE(handle, multi_add_handle, "curl_multi_add_handle");
    OCURL_RESOLVE(handle, multi_remove_handle, "curl_multi_remove_handle");
    OCURL_RESOLVE(handle, multi_perform, "curl_multi_perform");
    OCURL_RESOLVE(handle, multi_poll, "curl_multi_poll");
    OCURL_RESOLVE(handle, multi_wakeup, "curl_multi_wakeup");
    OCURL_RESOLVE(handle, multi_info_read, "curl_multi_info_read");
    OCURL_RESOLVE(handle, multi_strerror, "curl_multi_strerror");
    OCURL_RESOLVE(handle, slist_append, "curl_slist_append");
    OCURL_RESOLVE(handle, slist_free_all, "curl_slist_free_all");
    // curl_global_init is not thread-safe in older libcurl: pthread_once runs it exactly once.
    CURLcode code = api.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed: %s", api.easy_strerror(code));
        return;
    }
    const curl_version_info_data *info = api.version_info(CURLVERSION_NOW);
    version_text = info && info->version ? info->version : "unknown";
}

int ocurl_load(char *message, size_t capacity) {
    pthread_once(&load_once, load);
    if (version_text != NULL) return 0;
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", load_error);
    return -1;
}

const char *ocurl_version(void) { return version_text; }

CURL *ocurl_easy_init(void) { return api.easy_init(); }

void ocurl_easy_cleanup(CURL *easy) {
    if (easy != NULL) api.easy_cleanup(easy);
}

CURLcode ocurl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return api.easy_setopt(easy, option, value);
}

CURLcode ocurl_easy_setopt_offset(CURL *easy, CURLoption option, curl_off_t value) {
    return api.easy_setopt(easy, option, value);
}

CURLcode ocurl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return api.easy_setopt(easy, option, value);
}

CURLcode ocurl_easy_setopt_data_callback(CURL *easy, CURLoption option, curl_write_callback callback) {
    return api.easy_setopt(easy, option, callback);
}

CURLcode ocurl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return api.easy_getinfo(easy, info, value);
}

CURLcode ocurl_easy_getinfo_offset(CURL *easy, CURLINFO info, curl_off_t *value) {
    return api.easy_getinfo(easy, info, value);
}

const char *ocurl_easy_strerror(CURLcode code) { return api.easy_strerror(code); }

CURLM *ocurl_multi_init(void) { return api.multi_init(); }

CURLMcode ocurl_multi_cleanup(CURLM *multi) {
    return multi != NULL ? api.multi_cleanup(multi) : CURLM_OK;
}

CURLMcode ocurl_multi_add_handle(CURLM *multi, CURL *easy) { return api.multi_add_handle(multi, easy); }

CURLMcode ocurl_multi_remove_handle(CURLM *multi, CURL *easy) {
    return api.multi_remove_handle(multi, easy);
}

CURLMcode ocurl_multi_perform(CURLM *multi, int *running) { return api.multi_perform(multi, running); }

CURLMcode ocurl_multi_poll(CURLM *multi, int timeout_ms) {
    return api.multi_poll(multi, NULL, 0, timeout_ms, NULL);
}

CURLMcode ocurl_multi_wakeup(CURLM *multi) { return api.multi_wakeup(multi); }

int ocurl_multi_next_done(CURLM *multi, CURL **easy, CURLcode *result) {
    int queued = 0;
    CURLMsg *message;
    while ((message = api.multi_info_read(multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *easy = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}

const char *ocurl_multi_strerror(CURLMcode code) { return api.multi_strerror(code); }

struct curl_slist *ocurl_slist_append(struct curl_slist *list, const char *text) {
    return api.slist_append(list, text);
}

void ocurl_slist_free_all(struct curl_slist *list) {
    if (list != NULL) api.slist_free_all(list);
}
