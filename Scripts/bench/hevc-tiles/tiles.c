// Times decoding the HEVC tiles of a grid HEIC (Annex-B files from extract_tiles.py) with
// libde265 (the decoder libheif uses) and with libavcodec's HEVC decoder, one thread each,
// interleaved in rounds; prints both medians and checks that both decode the same pixels.
//   cc -O2 tiles.c -o tiles $(pkg-config --cflags --libs libde265 libavcodec libavutil)
//   ./tiles ROUNDS tile000.h265 tile001.h265 ...
#include <libavcodec/avcodec.h>
#include <libde265/de265.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static unsigned char *load(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END);
    *size = (size_t)ftell(f);
    rewind(f);
    unsigned char *bytes = calloc(1, *size + AV_INPUT_BUFFER_PADDING_SIZE);
    if (fread(bytes, 1, *size, f) != *size) { perror(path); exit(1); }
    fclose(f);
    return bytes;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

// Sum of luma samples on the diagonal: a cheap check that both decoders agree.
static unsigned long diagonal(const uint8_t *plane, int stride, int n) {
    unsigned long sum = 0;
    for (int k = 0; k < n; k++) sum += plane[k * stride + k];
    return sum;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: tiles ROUNDS TILE...\n"); return 2; }
    int rounds = atoi(argv[1]), n = argc - 2;
    size_t *sizes = calloc(n, sizeof *sizes);
    unsigned char **data = calloc(n, sizeof *data);
    for (int i = 0; i < n; i++) data[i] = load(argv[i + 2], &sizes[i]);
    double *de265 = calloc(rounds, sizeof(double)), *avcodec = calloc(rounds, sizeof(double));
    unsigned long sum1 = 0, sum2 = 0;
    for (int round = 0; round < rounds; round++) {
        double t0 = now();
        sum1 = 0;
        for (int i = 0; i < n; i++) {
            de265_decoder_context *ctx = de265_new_decoder();
            de265_push_data(ctx, data[i], (int)sizes[i], 0, NULL);
            de265_flush_data(ctx);
            const struct de265_image *img = NULL;
            int more = 0, guard = 0;
            do {
                more = 0;
                if (de265_decode(ctx, &more) != DE265_OK) break;
                if (!img) img = de265_get_next_picture(ctx);
            } while (more && ++guard < 100000);
            if (img) {
                int stride;
                const uint8_t *y = de265_get_image_plane(img, 0, &stride);
                sum1 += diagonal(y, stride, de265_get_image_width(img, 0) < 64 ? 1 : 64);
            }
            de265_free_decoder(ctx);
        }
        double t1 = now();
        sum2 = 0;
        const AVCodec *codec = avcodec_find_decoder(AV_CODEC_ID_HEVC);
        AVCodecContext *c = avcodec_alloc_context3(codec);
        c->thread_count = 1;
        avcodec_open2(c, codec, NULL);
        AVPacket *packet = av_packet_alloc();
        AVFrame *frame = av_frame_alloc();
        for (int i = 0; i < n; i++) {
            packet->data = data[i];
            packet->size = (int)sizes[i];
            avcodec_send_packet(c, packet);
            if (avcodec_receive_frame(c, frame) != 0) {
                avcodec_send_packet(c, NULL);
                avcodec_receive_frame(c, frame);
                avcodec_flush_buffers(c);
            }
            sum2 += diagonal(frame->data[0], frame->linesize[0], frame->width < 64 ? 1 : 64);
            av_frame_unref(frame);
        }
        double t2 = now();
        avcodec_free_context(&c);
        av_packet_free(&packet);
        av_frame_free(&frame);
        de265[round] = (t1 - t0) * 1000;
        avcodec[round] = (t2 - t1) * 1000;
    }
    qsort(de265, rounds, sizeof(double), compare);
    qsort(avcodec, rounds, sizeof(double), compare);
    printf("%d tiles, %d rounds, one thread each, median ms: libde265 %.1f, libavcodec %.1f "
           "(libavcodec / libde265 = %.2f); same pixels: %s\n",
           n, rounds, de265[rounds / 2], avcodec[rounds / 2], avcodec[rounds / 2] / de265[rounds / 2],
           sum1 == sum2 ? "yes" : "NO");
    return sum1 == sum2 ? 0 : 1;
}
