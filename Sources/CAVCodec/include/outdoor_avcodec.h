#pragma once
// libavcodec, loaded when the first HEIC photo is decoded rather than when the program starts.
//
// HEIC tiles are decoded by libavcodec's HEVC decoder (about half the time of libde265, which
// libheif uses: Scripts/bench/hevc-tiles). Linking libavcodec would load it and its chain of
// about 100 shared libraries into every outdoor process, though only a HEIC photo needs it: that
// costs every command about 35 ms and 4 MB. This shim opens libavcodec.so.<major> (the major
// version of the headers it was built with) with dlopen on first use and calls it through a table
// of function pointers. Types and constants come from libavcodec's own header; the shim's symbols
// carry the prefix oavc_, so they never stand in for libavcodec's or libavutil's own names.
// When libavcodec cannot be loaded, outdoor decodes HEIC through libheif instead.

#include <stddef.h>
#include <libavcodec/avcodec.h>

/// Loads libavcodec once per process (later calls return the first result) and silences its
/// log (damage is reported through return codes). Returns 0 on success; otherwise writes the
/// reason (dlerror's words, or the missing function) into `message` (`capacity` bytes,
/// NUL-terminated) and returns -1. Safe from any thread. Call it before any other oavc_ function.
int oavc_load(char *message, size_t capacity);

/// avcodec_find_decoder.
const AVCodec *oavc_find_decoder(enum AVCodecID id);
/// avcodec_alloc_context3.
AVCodecContext *oavc_alloc_context(const AVCodec *codec);
/// avcodec_open2 without options.
int oavc_open(AVCodecContext *context, const AVCodec *codec);
/// avcodec_free_context: frees the context (and its extradata) and sets `*context` to NULL.
void oavc_free_context(AVCodecContext **context);
/// avcodec_send_packet; NULL `packet` ends the stream.
int oavc_send_packet(AVCodecContext *context, const AVPacket *packet);
/// avcodec_receive_frame.
int oavc_receive_frame(AVCodecContext *context, AVFrame *frame);
/// avcodec_flush_buffers.
void oavc_flush_buffers(AVCodecContext *context);

/// av_packet_alloc.
AVPacket *oavc_packet_alloc(void);
/// av_packet_free: frees the packet and sets `*packet` to NULL.
void oavc_packet_free(AVPacket **packet);
/// av_frame_alloc.
AVFrame *oavc_frame_alloc(void);
/// av_frame_free: frees the frame and sets `*frame` to NULL.
void oavc_frame_free(AVFrame **frame);
/// av_frame_unref.
void oavc_frame_unref(AVFrame *frame);
/// av_malloc: memory libavcodec may free itself (a context's extradata).
void *oavc_malloc(size_t size);
/// av_strerror: the text for a libavcodec error code into `buffer`.
int oavc_strerror(int code, char *buffer, size_t capacity);
