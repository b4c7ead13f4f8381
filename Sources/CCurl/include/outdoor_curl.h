#pragma once
// libcurl, loaded when the first HTTP request is made rather than when the program starts.
//
// Linking libcurl would load it and its chain of about 35 shared libraries (TLS, Kerberos,
// LDAP, SSH, IDN...) into every outdoor process, though only the commands that look up weather
// talk to the network: that costs every other command about 9 ms and 6 MB. This shim opens
// libcurl.so.4 with dlopen on first use and calls it through a table of function pointers.
// It also stands in for curl_easy_setopt and curl_easy_getinfo, which are variadic and so
// cannot be called from Swift, with one typed function per kind of argument.
// Types and constants come from libcurl's own header; all symbols carry the prefix ocurl_.

#include <stddef.h>
#include <curl/curl.h>

/// Loads libcurl once per process (later calls return the first result). Returns 0 on
/// success; otherwise writes the reason (dlerror's words, or the missing function) into
/// `message` (`capacity` bytes, NUL-terminated) and returns -1. Safe from any thread.
int ocurl_load(char *message, size_t capacity);

/// libcurl's version text ("7.88.1"); NULL before a successful ocurl_load.
const char *ocurl_version(void);

/// curl_easy_init.
CURL *ocurl_easy_init(void);
/// curl_easy_cleanup; accepts NULL.
void ocurl_easy_cleanup(CURL *easy);
/// curl_easy_setopt with a long argument.
CURLcode ocurl_easy_setopt_long(CURL *easy, CURLoption option, long value);
/// curl_easy_setopt with a curl_off_t argument.
CURLcode ocurl_easy_setopt_offset(CURL *easy, CURLoption option, curl_off_t value);
/// curl_easy_setopt with a pointer argument: a string (copied by libcurl), a list, user data.
CURLcode ocurl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value);
/// curl_easy_setopt for CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION.
CURLcode ocurl_easy_setopt_data_callback(CURL *easy, CURLoption option, curl_write_callback callback);
/// curl_easy_getinfo for a long result.
CURLcode ocurl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value);
/// curl_easy_getinfo for a curl_off_t result.
CURLcode ocurl_easy_getinfo_offset(CURL *easy, CURLINFO info, curl_off_t *value);
/// curl_easy_strerror (a static string).
const char *ocurl_easy_strerror(CURLcode code);

/// curl_multi_init.
CURLM *ocurl_multi_init(void);
/// curl_multi_cleanup; accepts NULL.
CURLMcode ocurl_multi_cleanup(CURLM *multi);
/// curl_multi_add_handle.
CURLMcode ocurl_multi_add_handle(CURLM *multi, CURL *easy);
/// curl_multi_remove_handle.
CURLMcode ocurl_multi_remove_handle(CURLM *multi, CURL *easy);
/// curl_multi_perform.
CURLMcode ocurl_multi_perform(CURLM *multi, int *running);
/// curl_multi_poll: waits for activity, libcurl's own timers, `timeout_ms` or ocurl_multi_wakeup.
CURLMcode ocurl_multi_poll(CURLM *multi, int timeout_ms);
/// curl_multi_wakeup; the one multi call that is safe from another thread.
CURLMcode ocurl_multi_wakeup(CURLM *multi);
/// The next finished transfer of `multi`: returns 1 and fills `easy` and `result`, or 0.
int ocurl_multi_next_done(CURLM *multi, CURL **easy, CURLcode *result);
/// curl_multi_strerror (a static string).
const char *ocurl_multi_strerror(CURLMcode code);

/// curl_slist_append (copies `text`); NULL when memory runs out.
struct curl_slist *ocurl_slist_append(struct curl_slist *list, const char *text);
/// curl_slist_free_all; accepts NULL.
void ocurl_slist_free_all(struct curl_slist *list);
