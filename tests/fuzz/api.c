/* libFuzzer target: the C API's argument checks, on the CPU backend. An input is a short program
 * of calls, each with arguments taken from the bytes: enums in and out of range, sizes (small,
 * at and just past a block's end, huge), shapes and leading dimensions, variant indices and
 * blocks, and pointers: NULL, anywhere in or past one of four cup_malloc blocks, host memory
 * cup_malloc did not give, a freed block. Blocks are often a multiple of 256 bytes, so that
 * ASan's redzone lies right after them: an access past a block's end is reported whatever the
 * call's checks said. After every call: the status is a cup_status; a failure comes with a
 * message and left every block and host output as it was. A histogram or queue timing that
 * succeeds is checked too: the counts add up to the samples in range (all zero at n = 0), the
 * time per call is finite and not negative; a sort of unsigned keys that succeeds left them in
 * order over its bit range; a select or partition counts at most n. Scans are asked in place
 * (out = in) one time in four. Seeds: tests/fuzz/api/. */
#include "cuprim_lab.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "take.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { BLOCKS = 4, MAX_BLOCK = 4096, HOST = 8192 };

static cup_handle_t h;
static struct {
    unsigned char *p;
    size_t bytes;
    unsigned char shadow[MAX_BLOCK];
} blk[BLOCKS];
static _Alignas(256) unsigned char host[HOST], host_shadow[HOST]; /* host inputs and outputs */
static _Alignas(256) unsigned char not_ours[1024];                /* memory cup_malloc did not give */
static void *freed;                                               /* a block freed at start-up */
/* the edges of cup_histogram_range: room for the bins + 1 edges of any call that can get as far
 * as reading them (counts in a block hold at most MAX_BLOCK / 8 bins, host counts HOST / 8),
 * from an offset of up to 7 */
enum { EDGES = HOST / 8 + 8 };
static double edges[EDGES], edges_shadow[EDGES];


static const size_t special[] = {0, 1, 2, 3, 31, 32, 33, 255, 256, 257, 1023, 1024, 4095, 4096, 4097,
                                 (size_t)1 << 31, (size_t)1 << 32, ((size_t)1 << 32) + 1, (size_t)1 << 62,
                                 SIZE_MAX / 2, SIZE_MAX / 2 + 1, SIZE_MAX - 1, SIZE_MAX};

/* A size: small, one that fits a block in elements of `elem`, about a block's length, one of
 * the specials, or raw. */
static size_t take_size(size_t elem)
{
    const unsigned kind = (unsigned)take(1) % 8;
    const size_t fit = blk[take(1) % BLOCKS].bytes / elem;
    if (kind <= 1) return take(1) % 40;
    if (kind <= 4) return take(2) % (fit + 1);
    if (kind == 5) return fit + take(1) % 5 - 2;
    if (kind == 6) return special[take(1) % (sizeof special / sizeof special[0])];
    return (size_t)take(8);
}

static int take_int(void)
{
    static const int ints[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 16, 17, 32, 64, 100, 128, 256, 512,
                               1024, 2048, -1, -2, 63, 65, 0x7fffffff, -0x7fffffff - 1};
    return take(1) % 2 ? ints[take(1) % (sizeof ints / sizeof ints[0])] : (int)(int32_t)take(4);
}

/* Mostly a valid value of an enum of `count`, else any int. */
static int take_enum(int count)
{
    const unsigned r = (unsigned)take(1);
    return r % 4 ? (int)(r / 4 % (unsigned)count) : take_int();
}

/* A device pointer: mostly a block's start; NULL, anywhere in or past a block (often at a
 * multiple of 8), memory that is not ours, a freed block. */
static void *take_ptr(void)
{
    const unsigned kind = (unsigned)take(1) % 16;
    if (kind == 0) return NULL;
    if (kind == 1) return not_ours + take(1) % 64;
    if (kind == 2) return freed;
    const int k = (int)(take(1) % BLOCKS);
    size_t off = 0;
    if (kind == 3) off = take(2) % (blk[k].bytes + 64);
    if (kind == 4 || kind == 5) off = (take(2) % (blk[k].bytes / 8 + 2)) * 8;
    if (kind == 6) off = blk[k].bytes - take(1) % 17;
    if (kind == 7) off = (size_t)take(8);
    return (void *)((uintptr_t)blk[k].p + off);
}

/* A variant index: mostly one of `family` on the CPU, else any int. */
static int take_variant(const char *family)
{
    const int pick = (int)take(1), n = cup_variant_count();
    if (pick % 4 == 0) return take_int();
    for (int i = 0, seen = 0; i < n; i++) {
        const cup_variant_info *v = cup_variant_get(i);
        if (v->backend == CUP_BACKEND_CPU && strcmp(v->family, family) == 0 && seen++ == pick / 4 % 4) return i;
    }
    return cup_variant_find(h, family, "best");
}

/* A block size: mostly 0 (the variant's own), else any int. */
static int take_radius(void) { return take(1) % 4 ? 1 + (int)(take(1) % CUP_STENCIL_MAX_RADIUS) : take_int(); }

static int take_block(void) { return take(1) % 2 ? 0 : take_int(); }

/* A bit of a sort's range: mostly 0 (for end_bit: the key's width) or one from -1 to 65, else any int. */
static int take_bit(void)
{
    const unsigned kind = (unsigned)take(1) % 4;
    return kind == 0 ? 0 : kind == 3 ? take_int() : (int)(take(1) % 67) - 1;
}

static void *take_host(void) { return take(1) % 8 ? host : NULL; }

/* A NUL-terminated name from the input (at most 15 characters). */
static const char *take_name(char *buf)
{
    const size_t n = take(1) % 16;
    for (size_t i = 0; i < n; i++) buf[i] = (char)take(1);
    buf[n] = '\0';
    return take(1) % 8 ? buf : NULL;
}

/* A bin count: small, a block's worth of counts and about it, the maximum and past it, raw. */
static size_t take_bins(void)
{
    static const size_t bins[] = {0, 1, 2, 3, 255, 256, 257, 511, 512, 513, 1023, 1024, 1025,
                                  CUP_HISTOGRAM_MAX_BINS - 1, CUP_HISTOGRAM_MAX_BINS, CUP_HISTOGRAM_MAX_BINS + 1,
                                  (size_t)1 << 31, ((size_t)1 << 32) + 1, SIZE_MAX / 8 + 1, SIZE_MAX};
    const unsigned kind = (unsigned)take(1) % 8;
    if (kind <= 3) return 1 + take(1) % 16;
    if (kind == 4) return take(2) % 600;
    if (kind <= 6) return bins[take(1) % (sizeof bins / sizeof bins[0])];
    return (size_t)take(8);
}

/* A histogram bound: the edges of the integer dtypes and one either side, NaN, infinities,
 * extremes of double, a non-integer, a small integer, raw bits. */
static double take_bound(void)
{
    static const double b[] = {0, -0.0, 1, -1, 0.5, -0.5, 10, 255, 256, 257, 65535, 65536, 65537,
                               -2147483648.0, -2147483649.0, 2147483647.0, 2147483648.0, 4294967295.0,
                               4294967296.0, 4294967297.0, 9007199254740992.0, 1e300, -1e300, DBL_MAX,
                               -DBL_MAX, DBL_MIN, 4.9e-324, NAN, -NAN, INFINITY, -INFINITY};
    const unsigned kind = (unsigned)take(1) % 8;
    if (kind <= 3) return b[take(1) % (sizeof b / sizeof b[0])];
    if (kind == 4) return (double)((int)take(1) - 128);
    if (kind == 5) return (double)((int)take(1) - 128) + 0.5;
    uint64_t bits = take(8);
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

/* bins + 1 edges (at most EDGES - 8) from `first` by `step`, then spoiled now and then: a NaN,
 * a repeat, a swap, infinite ends; edges past them hold a pattern, never read by a call that
 * checks */
static const double *take_edges(size_t bins)
{
    const unsigned kind = (unsigned)take(1);
    if (kind % 16 == 0) return NULL;
    const size_t at = kind / 16 % 8, last = at + (bins < EDGES - 8 ? bins : EDGES - 9);
    const double first = take_bound(), step = take(1) % 4 ? 1 + (double)(take(1) % 8) : take_bound();
    for (size_t i = 0; i < EDGES; i++) edges[i] = i < at ? -1.0 : first + (double)(i - at) * step;
    const size_t a = at + take(2) % (last - at + 1), b = at + take(2) % (last - at + 1);
    switch (take(1) % 8) {
    case 0: edges[a] = NAN; break;
    case 1: edges[a] = edges[b]; break;
    case 2: {
        const double t = edges[a];
        edges[a] = edges[b], edges[b] = t;
        break;
    }
    case 3: edges[at] = -INFINITY, edges[last] = INFINITY; break;
    default: break;
    }
    memcpy(edges_shadow, edges, sizeof edges);
    return edges + at;
}

static double sample(cup_dtype t, const void *in, size_t i)
{
    switch (t) {
    case CUP_U8: return ((const uint8_t *)in)[i];
    case CUP_U16: return ((const uint16_t *)in)[i];
    case CUP_I32: return ((const int32_t *)in)[i];
    case CUP_U32: return ((const uint32_t *)in)[i];
    case CUP_F32: return ((const float *)in)[i];
    default: return ((const double *)in)[i];
    }
}

/* Work for cup_time_queue: nothing; a failure with no message; a refused call (a message). */
static cup_status work_none(cup_handle_t on, void *ctx) { return (void)on, (void)ctx, CUP_STATUS_SUCCESS; }
static cup_status work_silent(cup_handle_t on, void *ctx) { return (void)on, (void)ctx, CUP_STATUS_INVALID_VALUE; }
static cup_status work_refused(cup_handle_t on, void *ctx)
{
    (void)ctx;
    return cup_histogram_even(on, CUP_U8, NULL, 1, 4, 0, 256, NULL);
}

static void new_block(int k)
{
    const unsigned kind = (unsigned)take(1);
    blk[k].bytes = kind % 2 ? 256 * (1 + kind / 2 % 16) : 1 + (size_t)take(2) % MAX_BLOCK;
    void *p = NULL;
    if (cup_malloc(h, &p, blk[k].bytes) != CUP_STATUS_SUCCESS) abort();
    blk[k].p = p;
    for (size_t i = 0; i < blk[k].bytes; i++) blk[k].p[i] = (unsigned char)(i * 37 + take(1));
    memcpy(blk[k].shadow, blk[k].p, blk[k].bytes);
}

static void fail(const char *call, const char *what)
{
    fprintf(stderr, "%s: %s\n", call, what);
    abort();
}

/* A call returned s: check the contract, then take its writes as the new state. */
static void after(const char *call, cup_handle_t on, cup_status s)
{
    if ((unsigned)s > CUP_STATUS_INTERNAL_ERROR) fail(call, "not a cup_status");
    if (s == CUP_STATUS_INTERNAL_ERROR) fail(call, cup_last_error(on));
    if (s != CUP_STATUS_SUCCESS) {
        if (on == h && !cup_last_error(h)[0]) fail(call, "failed without a message");
        for (int k = 0; k < BLOCKS; k++)
            if (memcmp(blk[k].shadow, blk[k].p, blk[k].bytes) != 0) fail(call, "failed and wrote a block");
        if (memcmp(host, host_shadow, HOST) != 0) fail(call, "failed and wrote its host output");
    }
    for (int k = 0; k < BLOCKS; k++) memcpy(blk[k].shadow, blk[k].p, blk[k].bytes);
    memcpy(host_shadow, host, HOST);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    if (cup_create(&h, CUP_BACKEND_CPU) != CUP_STATUS_SUCCESS) abort();
    if (cup_malloc(h, &freed, 4096) != CUP_STATUS_SUCCESS || cup_free(h, freed) != CUP_STATUS_SUCCESS) abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in = data, fuzz_left = size;
    for (int k = 0; k < BLOCKS; k++) new_block(k);
    for (size_t i = 0; i < HOST; i++) host[i] = host_shadow[i] = (unsigned char)(i * 7);
    cup_handle_t dead;
    if (cup_create(&dead, CUP_BACKEND_CPU) != CUP_STATUS_SUCCESS || cup_destroy(dead) != CUP_STATUS_SUCCESS) abort();
    char name[32]; /* two names of at most 15 characters */
    for (int calls = 0; fuzz_left && calls < 48; calls++) {
        /* the handle: usually the live one; NULL or a destroyed one now and then */
        const unsigned pick = (unsigned)take(1);
        cup_handle_t on = pick % 16 == 0 ? NULL : pick % 16 == 1 ? dead : h;
        cup_dtype t = (cup_dtype)take_enum(CUP_DTYPE_COUNT);
        const size_t e = cup_dtype_size(t) ? cup_dtype_size(t) : 1;
        cup_status s;
        /* calls added later take the bytes from 240 up, so that the older seeds keep their meaning
         * (250 .. 255: the sort, scan and select calls; they meant calls 20 .. 23 before) */
        const unsigned byte = (unsigned)take(1);
        const unsigned call = byte >= 250 ? 26 + (byte - 250) : byte >= 240 ? 20 + (byte - 240) % 6 : byte % 20;
        switch (call) {
        case 0:
        case 1:
        case 2: { /* cup_reduce, its _to_host, a reduce variant (arguments read in order) */
            const int v = call == 2 ? take_variant("reduce") : 0, b = call == 2 ? take_block() : 0;
            const cup_op op = (cup_op)take_enum(CUP_OP_COUNT);
            const void *x = take_ptr();
            const size_t n = take_size(e);
            void *out = call == 1 ? take_host() : take_ptr();
            s = call == 0   ? cup_reduce(on, op, t, x, n, out)
                : call == 1 ? cup_reduce_to_host(on, op, t, x, n, out)
                            : cup_reduce_variant(on, v, b, op, t, x, n, out);
            after(call == 0 ? "cup_reduce" : call == 1 ? "cup_reduce_to_host" : "cup_reduce_variant", on, s);
            break;
        }
        case 3:
        case 4:
        case 5:
        case 6:
        case 7: { /* cup_count_if, its _to_host, cup_bitpack, a variant of count or of bitpack */
            static const char *const names[] = {"cup_count_if", "cup_count_if_to_host", "cup_bitpack",
                                                "cup_count_if_variant", "cup_bitpack_variant"};
            const int v = call >= 6 ? take_variant(call == 7 ? "bitpack" : "count") : 0, b = call >= 6 ? take_block() : 0;
            const void *x = take_ptr();
            const size_t n = take_size(e);
            const cup_cmp cmp = (cup_cmp)take_enum(CUP_CMP_COUNT);
            const void *value = take_host();
            void *out = call == 4 ? take_host() : take_ptr();
            switch (call) {
            case 3: s = cup_count_if(on, t, x, n, cmp, value, out); break;
            case 4: s = cup_count_if_to_host(on, t, x, n, cmp, value, out); break;
            case 5: s = cup_bitpack(on, t, x, n, cmp, value, out); break;
            case 6: s = cup_count_if_variant(on, v, b, t, x, n, cmp, value, out); break;
            default: s = cup_bitpack_variant(on, v, b, t, x, n, cmp, value, out); break;
            }
            after(names[call - 3], on, s);
            break;
        }
        case 8:
        case 9: { /* cup_transpose, a transpose variant */
            const int v = call == 9 ? take_variant("transpose") : 0;
            const int bx = call == 9 ? take_block() : 0, by = call == 9 ? take_block() : 0;
            const size_t rows = take_size(e), cols = take_size(e), ld_in = take_size(e), ld_out = take_size(e);
            const void *x = take_ptr();
            void *y = take_ptr();
            s = call == 8 ? cup_transpose(on, t, rows, cols, x, ld_in, y, ld_out)
                          : cup_transpose_variant(on, v, bx, by, t, rows, cols, x, ld_in, y, ld_out);
            after(call == 8 ? "cup_transpose" : "cup_transpose_variant", on, s);
            break;
        }
        case 10:
        case 11: { /* cup_stencil1d, a stencil variant */
            const int v = call == 11 ? take_variant("stencil") : 0, b = call == 11 ? take_block() : 0;
            const cup_stencil_form f = (cup_stencil_form)take_enum(CUP_STENCIL_FORM_COUNT);
            const int radius = take_radius();
            const void *coef = take_host(), *x = take_ptr();
            void *y = take_ptr();
            const size_t n = take_size(e);
            const cup_boundary bd = (cup_boundary)take_enum(CUP_BOUNDARY_COUNT);
            s = call == 10 ? cup_stencil1d(on, t, f, coef, radius, x, y, n, bd)
                           : cup_stencil1d_variant(on, v, b, t, f, coef, radius, x, y, n, bd);
            after(call == 10 ? "cup_stencil1d" : "cup_stencil1d_variant", on, s);
            break;
        }
        case 12:
        case 13:
        case 14: { /* copies and memset; host buffers hold more than any block, so a range the
                    * call accepts can never overrun them */
            void *host_side = take_host(), *dev = take_ptr();
            const int value = call == 14 ? take_int() : 0;
            const size_t bytes = take_size(1);
            s = call == 12   ? cup_copy_to_host(on, host_side, dev, bytes)
                : call == 13 ? cup_copy_to_backend(on, dev, host_side, bytes)
                             : cup_memset(on, dev, value, bytes);
            after(call == 12 ? "cup_copy_to_host" : call == 13 ? "cup_copy_to_backend" : "cup_memset", on, s);
            break;
        }
        case 15: { /* free: a block (given again at a new size), or anything else, refused */
            void *p = take_ptr();
            s = cup_free(on, p);
            int k = -1;
            for (int j = 0; j < BLOCKS; j++)
                if (p && p == (void *)blk[j].p) k = j;
            if (s == CUP_STATUS_SUCCESS && p && k < 0) fail("cup_free", "freed what was not a block");
            if (s == CUP_STATUS_SUCCESS && k >= 0) {
                blk[k].bytes = 0;
                new_block(k);
            }
            after("cup_free", on, s);
            break;
        }
        case 16: { /* names of values in and out of range */
            const int v = take_int();
            const char *names[] = {cup_status_string((cup_status)v), cup_dtype_name((cup_dtype)v),
                                   cup_op_name((cup_op)v), cup_cmp_name((cup_cmp)v), cup_backend_name((cup_backend)v),
                                   cup_stencil_form_name((cup_stencil_form)v), cup_boundary_name((cup_boundary)v)};
            for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
                if (names[i] && strlen(names[i]) > 64) fail("a name", "longer than 64 characters");
            (void)cup_dtype_size((cup_dtype)v);
            (void)cup_variant_get(v);
            break;
        }
        case 17: { /* names from text, into NULL sometimes */
            union {
                cup_dtype t;
                cup_op op;
                cup_cmp c;
                cup_backend b;
                cup_stencil_form f;
                cup_boundary bd;
            } out;
            const char *text = take_name(name);
            const int into = take(1) % 8 != 0;
            switch (take(1) % 7) {
            case 0: (void)cup_dtype_from_name(text, into ? &out.t : NULL); break;
            case 1: (void)cup_op_from_name(text, into ? &out.op : NULL); break;
            case 2: (void)cup_cmp_from_name(text, into ? &out.c : NULL); break;
            case 3: (void)cup_backend_from_name(text, into ? &out.b : NULL); break;
            case 4: (void)cup_stencil_form_from_name(text, into ? &out.f : NULL); break;
            case 5: (void)cup_boundary_from_name(text, into ? &out.bd : NULL); break;
            default: (void)cup_variant_find(on, text, take_name(name + 16)); break;
            }
            break;
        }
        case 18: { /* the handle's stream, carveout and device facts */
            void *stream = NULL;
            cup_device_info info;
            switch (take(1) % 5) {
            case 0: s = cup_set_stream(on, take(1) % 2 ? NULL : take_ptr()); break;
            case 1: s = cup_get_stream(on, take(1) % 2 ? &stream : NULL); break;
            case 2: s = cup_set_smem_carveout(on, take_int()); break;
            case 3: s = cup_device_info_get(on, take(1) % 2 ? &info : NULL); break;
            default: s = cup_sync(on); break;
            }
            after("a handle call", on, s);
            break;
        }
        case 20:
        case 21:
        case 22:
        case 23: { /* cup_histogram_even, its _to_host, cup_histogram_range, its _to_host */
            static const char *const names[] = {"cup_histogram_even", "cup_histogram_even_to_host", "cup_histogram_range",
                                                "cup_histogram_range_to_host"};
            const int range = call >= 22, to_host = call % 2;
            const void *x = take_ptr();
            size_t n = take_size(e);
            const size_t bins = take_bins();
            double lower = take_bound(), upper = take_bound();
            if (take(1) % 4 == 0 && t != CUP_F32 && t != CUP_F64) { /* the dtype's whole range, or most of it */
                const double lo = t == CUP_I32 ? -2147483648.0 : 0;
                const double hi = t == CUP_U8 ? 256 : t == CUP_U16 ? 65536 : t == CUP_I32 ? 2147483648.0 : 4294967296.0;
                lower = lo + (double)(take(1) % 3), upper = hi - (double)(take(1) % 3);
            }
            const double *ed = range ? take_edges(bins) : NULL;
            uint64_t *counts = to_host ? take_host() : take_ptr();
            /* host counts hold HOST / 8 bins: past that, the call must be refused for a reason of
             * the input's choosing (the bins themselves are checked early or late) */
            const int must_fail = to_host && counts && bins > HOST / 8;
            if (must_fail) {
                switch (take(1) % 6) {
                case 0: x = NULL, n = n ? n : 1; break;
                case 1: lower = NAN, edges[0] = NAN; break;
                case 2: upper = lower, edges[1] = edges[0]; break;
                case 3: t = CUP_I64; break;
                case 4: on = NULL; break;
                default: on = dead; break;
                }
                memcpy(edges_shadow, edges, sizeof edges);
                if (ed) ed = edges; /* from the first edge, which cases 1 and 2 spoiled */
            }
            switch (call) {
            case 20: s = cup_histogram_even(on, t, x, n, bins, lower, upper, counts); break;
            case 21: s = cup_histogram_even_to_host(on, t, x, n, bins, lower, upper, counts); break;
            case 22: s = cup_histogram_range(on, t, x, n, bins, ed, counts); break;
            default: s = cup_histogram_range_to_host(on, t, x, n, bins, ed, counts); break;
            }
            if (must_fail && s == CUP_STATUS_SUCCESS) fail(names[call - 20], "took more bins than its host counts hold");
            if (memcmp(edges, edges_shadow, sizeof edges) != 0) fail(names[call - 20], "wrote its edges");
            if (s == CUP_STATUS_SUCCESS) { /* the samples are as they were: the counts may not overlap them */
                const double lo = range ? ed[0] : lower, hi = range ? ed[bins] : upper;
                uint64_t in_range = 0, sum = 0, zero = 1;
                for (size_t i = 0; i < n; i++) {
                    const double v = sample(t, x, i);
                    in_range += lo <= v && v < hi;
                }
                for (size_t b = 0; b < bins; b++) {
                    uint64_t c;
                    memcpy(&c, (const unsigned char *)counts + b * 8, 8);
                    if (c > n || sum + c < sum) fail(names[call - 20], "a count past n");
                    sum += c, zero &= c == 0;
                }
                if (n == 0 && !zero) fail(names[call - 20], "n = 0 left a count that is not 0");
                if (sum != in_range) fail(names[call - 20], "the counts do not add up to the samples in range");
            }
            after(names[call - 20], on, s);
            break;
        }
        case 24:
        case 25: { /* cup_time_queue of work of our own, cup_measure_launch_queue */
            static const int counts[] = {-1, 0, 1, 2, 7, 100, 100000, 100001, 0x7fffffff, -0x7fffffff - 1};
            const int calls = take(1) % 2 ? counts[take(1) % (sizeof counts / sizeof counts[0])] : take_int();
            double *us = take(1) % 8 ? (double *)(host + 8 * (take(1) % 16)) : NULL;
            if (call == 24) {
                static const cup_work_fn work[] = {work_none, work_silent, work_refused, NULL};
                s = cup_time_queue(on, work[take(1) % 4], take(1) % 2 ? host : NULL, calls, us);
            } else {
                s = cup_measure_launch_queue(on, calls, us);
            }
            if (s == CUP_STATUS_SUCCESS && !(*us >= 0 && isfinite(*us)))
                fail(call == 24 ? "cup_time_queue" : "cup_measure_launch_queue", "a time per call that is not >= 0");
            after(call == 24 ? "cup_time_queue" : "cup_measure_launch_queue", on, s);
            break;
        }
        case 26:
        case 27: { /* cup_sort_keys, cup_sort_pairs, or a sort variant of either form */
            const int v = take(1) % 4 == 0 ? take_variant("sort") : -1;
            const void *ki = take_ptr();
            void *ko = take(1) % 4 == 0 ? (void *)ki : take_ptr();
            const void *vi = call == 27 ? take_ptr() : NULL;
            void *vo = call == 27 ? (take(1) % 4 == 0 ? (void *)vi : take_ptr()) : NULL;
            const size_t vs = call == 27 ? (take(1) % 4 ? take(1) % 18 : take_size(1)) : 0;
            const size_t n = take_size(e);
            const unsigned flags = take(1) % 4 ? (unsigned)(take(1) % 2) : (unsigned)take_int();
            const int begin = take_bit(), end = take_bit();
            if (call == 26)
                s = v < 0 ? cup_sort_keys(on, t, ki, ko, n, flags, begin, end)
                          : cup_sort_keys_variant(on, v, 0, t, ki, ko, n, flags, begin, end);
            else
                s = v < 0 ? cup_sort_pairs(on, t, ki, ko, vi, vo, vs, n, flags, begin, end)
                          : cup_sort_pairs_variant(on, v, 0, t, ki, ko, vi, vo, vs, n, flags, begin, end);
            const int width = (int)(8 * e), hi = end == 0 ? width : end;
            if (s == CUP_STATUS_SUCCESS && (t == CUP_U8 || t == CUP_U16 || t == CUP_U32 || t == CUP_U64) && hi > begin)
                for (size_t i = 1; i < n; i++) { /* unsigned keys: their own bits are the order */
                    uint64_t a = 0, b = 0;
                    memcpy(&a, (const unsigned char *)ko + (i - 1) * e, e);
                    memcpy(&b, (const unsigned char *)ko + i * e, e);
                    const uint64_t mask = hi - begin == 64 ? ~0ull : ((1ull << (hi - begin)) - 1) << begin;
                    if ((flags & 1) ? (a & mask) < (b & mask) : (a & mask) > (b & mask))
                        fail(call == 26 ? "cup_sort_keys" : "cup_sort_pairs", "keys out of order");
                }
            after(call == 26 ? "cup_sort_keys" : "cup_sort_pairs", on, s);
            break;
        }
        case 28:
        case 29: { /* cup_scan, a scan variant; in place now and then */
            const int v = call == 29 ? take_variant("scan") : 0, b = call == 29 ? take_block() : 0;
            const cup_scan_kind kind = (cup_scan_kind)take_enum(CUP_SCAN_KIND_COUNT);
            const cup_op op = (cup_op)take_enum(CUP_OP_COUNT);
            const void *x = take_ptr();
            void *y = take(1) % 4 == 0 ? (void *)(uintptr_t)x : take_ptr();
            const size_t n = take_size(e);
            s = call == 28 ? cup_scan(on, kind, op, t, x, y, n) : cup_scan_variant(on, v, b, kind, op, t, x, y, n);
            after(call == 28 ? "cup_scan" : "cup_scan_variant", on, s);
            break;
        }
        case 30:
        case 31: { /* cup_select_if (30) or cup_partition_if (31): the call, a variant, or the host form */
            static const char *const names[2][3] = {
                {"cup_select_if", "cup_select_if_variant", "cup_select_if_to_host"},
                {"cup_partition_if", "cup_partition_if_variant", "cup_partition_if_to_host"}};
            const int part = call == 31, form = (int)(take(1) % 3);
            const int v = form == 1 ? take_variant("select") : 0, b = form == 1 ? take_block() : 0;
            const void *x = take_ptr();
            const size_t n = take_size(e);
            const cup_cmp cmp = (cup_cmp)take_enum(CUP_CMP_COUNT);
            const void *value = take_host();
            void *y = take_ptr();
            uint64_t *count = form == 2 ? (uint64_t *)take_host() : (uint64_t *)take_ptr();
            if (form == 0) s = (part ? cup_partition_if : cup_select_if)(on, t, x, n, cmp, value, y, count);
            else if (form == 1) s = (part ? cup_partition_if_variant : cup_select_if_variant)(on, v, b, t, x, n, cmp, value, y, count);
            else s = (part ? cup_partition_if_to_host : cup_select_if_to_host)(on, t, x, n, cmp, value, y, count);
            if (s == CUP_STATUS_SUCCESS) { /* the count: at most n */
                uint64_t kept;
                memcpy(&kept, count, sizeof kept);
                if (kept > n) fail(names[part][form], "counted more than n");
            }
            after(names[part][form], on, s);
            break;
        }
        default: /* the handle itself: a second destroy, a NULL out */
            after("cup_destroy", NULL, cup_destroy(take(1) % 2 ? dead : NULL));
            after("cup_create", NULL, cup_create(NULL, (cup_backend)take_int()));
            break;
        }
    }
    for (int k = 0; k < BLOCKS; k++)
        if (cup_free(h, blk[k].p) != CUP_STATUS_SUCCESS) fail("cup_free", "a block of this input");
    return 0;
}
