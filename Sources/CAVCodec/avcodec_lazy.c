// libavcodec through dlopen: see include/outdoor_avcodec.h for why.
#include "outdoor_avcodec.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define OAVC_STRING(x) #x
#define OAVC_LIBRARY(major) "libavcodec.so." OAVC_STRING(major)

/// The libavcodec (and, through its dependencies, libavutil) functions used, each as a pointer
/// of its own declared type.
static struct {
    __typeof__(avcodec_find_decoder) *find_decoder;
    __typeof__(avcodec_alloc_context3) *alloc_context3;
    __typeof__(avcodec_open2) *open2;
    __typeof__(avcodec_free_context) *free_context;
    __typeof__(avcodec_send_packet) *send_packet;
    __typeof__(avcodec_receive_frame) *receive_frame;
    __typeof__(avcodec_flush_buffers) *flush_buffers;
    __typeof__(av_packet_alloc) *packet_alloc;
    __typeof__(av_packet_free) *packet_free;
    __typeof__(av_frame_alloc) *frame_alloc;
    __typeof__(av_frame_free) *frame_free;
    __typeof__(av_frame_unref) *frame_unref;
    __typeof__(av_malloc) *memory_alloc;
    __typeof__(av_strerror) *error_text;
    __typeof__(av_log_set_level) *log_set_level;
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];
static int loaded;

#define OAVC_RESOLVE(handle, field, name)                                                        \
    do {                                                                                         \
        *(void **)&api.field = dlsym(handle, name);                                              \
        if (api.field == NULL) {                                                                 \
            snprintf(load_error, sizeof load_error, "%s has no function %s",                     \
                     OAVC_LIBRARY(LIBAVCODEC_VERSION_MAJOR), name);                              \
            return;                                                                              \
        }                                                                                        \
    } while (0)

static void load(void) {
    // RTLD_LOCAL keeps libavcodec's symbols (and its libraries') out of the global namespace;
    // dlsym on its handle also finds the libavutil functions it depends on.
    void *handle = dlopen(OAVC_LIBRARY(LIBAVCODEC_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s",
                 reason ? reason : OAVC_LIBRARY(LIBAVCODEC_VERSION_MAJOR) " could not be opened");
        return;
    }
    OAVC_RESOLVE(handle, find_decoder, "avcodec_find_decoder");
    OAVC_RESOLVE(handle, alloc_context3, "avcodec_alloc_context3");
    OAVC_RESOLVE(handle, open2, "avcodec_open2");
    OAVC_RESOLVE(handle, free_context, "avcodec_free_context");
    OAVC_RESOLVE(handle, send_packet, "avcodec_send_packet");
    OAVC_RESOLVE(handle, receive_frame, "avcodec_receive_frame");
    OAVC_RESOLVE(handle, flush_buffers, "avcodec_flush_buffers");
    OAVC_RESOLVE(handle, packet_alloc, "av_packet_alloc");
    OAVC_RESOLVE(handle, packet_free, "av_packet_free");
    OAVC_RESOLVE(handle, frame_alloc, "av_frame_alloc");
    OAVC_RESOLVE(handle, frame_free, "av_frame_free");
    OAVC_RESOLVE(handle, frame_unref, "av_frame_unref");
    OAVC_RESOLVE(handle, memory_alloc, "av_malloc");
    OAVC_RESOLVE(handle, error_text, "av_strerror");
    OAVC_RESOLVE(handle, log_set_level, "av_log_set_level");
    api.log_set_level(AV_LOG_QUIET);
    loaded = 1;
}

int oavc_load(char *message, size_t capacity) {
    pthread_once(&load_once, load);
    if (loaded) return 0;
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", load_error);
    return -1;
}

const AVCodec *oavc_find_decoder(enum AVCodecID id) { return api.find_decoder(id); }

AVCodecContext *oavc_alloc_context(const AVCodec *codec) { return api.alloc_context3(codec); }

int oavc_open(AVCodecContext *context, const AVCodec *codec) { return api.open2(context, codec, NULL); }

void oavc_free_context(AVCodecContext **context) {
    if (loaded) api.free_context(context);
}

int oavc_send_packet(AVCodecContext *context, const AVPacket *packet) {
    return api.send_packet(context, packet);
}

int oavc_receive_frame(AVCodecContext *context, AVFrame *frame) { return api.receive_frame(context, frame); }

void oavc_flush_buffers(AVCodecContext *context) { api.flush_buffers(context); }

AVPacket *oavc_packet_alloc(void) { return api.packet_alloc(); }

void oavc_packet_free(AVPacket **packet) {
    if (loaded) api.packet_free(packet);
}

AVFrame *oavc_frame_alloc(void) { return api.frame_alloc(); }

void oavc_frame_free(AVFrame **frame) {
    if (loaded) api.frame_free(frame);
}

void oavc_frame_unref(AVFrame *frame) { api.frame_unref(frame); }

void *oavc_malloc(size_t size) { return api.memory_alloc(size); }

int oavc_strerror(int code, char *buffer, size_t capacity) { return api.error_text(code, buffer, capacity); }
