/* libFuzzer target: the sharded calls (cup_group_*) on groups of 1 to 4 CPU thread-ranks driven by
 * one caller, with arguments from the bytes: dtypes, ops, per-rank sizes (empty, fitting, past a
 * block, huge), per-rank pointers (NULL arrays, NULL entries, a rank's own blocks, another rank's,
 * an output inside the input), bins and bounds, transpose's row splits; and at times a failure
 * made at one point of the call on one rank (group.h's cup_group.inject). After each call: the
 * status is a cup_status and a failure has a message; a refusal (no failure made) changed no
 * block; a reduce, count or histogram that succeeded gave every rank the same answer. Seeds:
 * tests/fuzz/group/. */
#include "group/group.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "take.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { P_MAX = 4, BLOCK = 1024 };

static cup_group_t groups[P_MAX + 1]; /* groups[p]: p ranks */
static struct {
    cup_handle_t h;
    unsigned char *blk[2];
    unsigned char shadow[2][BLOCK];
} rk[P_MAX + 1][P_MAX];


static size_t take_count(size_t elem)
{
    static const size_t special[] = {0, 1, 2, 255, 256, 257, SIZE_MAX / 2, SIZE_MAX, (size_t)1 << 40};
    const unsigned kind = (unsigned)take(1) % 8;
    if (kind <= 4) return take(2) % (BLOCK / elem + 1);
    if (kind == 5) return BLOCK / elem + take(1) % 3;
    if (kind == 6) return special[take(1) % (sizeof special / sizeof special[0])];
    return (size_t)take(8);
}

/* A pointer of rank r of group p: mostly its block 0 (input) or 1 (output), or another rank's, an
 * offset into one, or NULL. */
static void *take_ptr(int p, int r, int which)
{
    const unsigned kind = (unsigned)take(1) % 12;
    if (kind == 0) return NULL;
    const int owner = kind == 1 ? (int)(take(1) % (unsigned)p) : r;
    const int b = kind == 2 ? !which : which;
    const size_t off = kind >= 3 && kind <= 4 ? (size_t)(take(1) % 64) * 4 : 0;
    return rk[p][owner].blk[b] + off;
}

static double take_bound(void)
{
    static const double b[] = {0, 1, -1, 0.5, 256, -300, 1e300, -1e300};
    const unsigned kind = (unsigned)take(1) % 6;
    if (kind == 0) return NAN;
    if (kind == 1) return take(1) % 2 ? INFINITY : -INFINITY;
    if (kind <= 4) return b[take(1) % 8];
    const uint64_t bits = take(8);
    double d;
    memcpy(&d, &bits, 8);
    return d;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    for (int p = 1; p <= P_MAX; p++) {
        if (cup_group_create(&groups[p], CUP_BACKEND_CPU, p, NULL)) abort();
        for (int r = 0; r < p; r++) {
            if (cup_group_handle(groups[p], r, &rk[p][r].h, NULL)) abort();
            for (int b = 0; b < 2; b++) {
                if (cup_malloc(rk[p][r].h, (void **)&rk[p][r].blk[b], BLOCK)) abort();
                for (int k = 0; k < BLOCK; k++) rk[p][r].shadow[b][k] = (unsigned char)(k * 7 + r + b);
                cup_copy_to_backend(rk[p][r].h, rk[p][r].blk[b], rk[p][r].shadow[b], BLOCK);
            }
        }
    }
    return 0;
}

static int blocks_unchanged(int p)
{
    for (int r = 0; r < p; r++)
        for (int b = 0; b < 2; b++)
            if (memcmp(rk[p][r].blk[b], rk[p][r].shadow[b], BLOCK) != 0) return 0;
    return 1;
}

static void blocks_taken(int p)
{
    for (int r = 0; r < p; r++)
        for (int b = 0; b < 2; b++) memcpy(rk[p][r].shadow[b], rk[p][r].blk[b], BLOCK);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_in = data, fuzz_left = size;
    for (int calls = 0; fuzz_left && calls < 16; calls++) {
        const int p = 1 + (int)(take(1) % P_MAX);
        cup_group_t g = groups[p];
        const unsigned call = (unsigned)take(1) % 6;
        const cup_dtype t = take(1) % 4 ? (cup_dtype)(take(1) % CUP_DTYPE_COUNT) : (cup_dtype)(int32_t)take(4);
        const size_t elem = (unsigned)t < CUP_DTYPE_COUNT ? cup_dtype_size(t) : 4;
        const void *ins[P_MAX];
        void *outs[P_MAX];
        size_t n[P_MAX], rows[P_MAX], out_rows[P_MAX];
        for (int r = 0; r < p; r++) {
            n[r] = take_count(elem);
            ins[r] = take_ptr(p, r, 0);
            outs[r] = take(1) % 16 ? take_ptr(p, r, 1) : (void *)ins[r]; /* an output inside the input */
            rows[r] = take(1) % 9, out_rows[r] = take(1) % 9;
        }
        const int null_array = take(1) % 16 == 0;
        const int inject = take(1) % 4 == 0;
        if (inject) g->inject.point = (cup_group_inject)(1 + take(1) % (CUP_GROUP_INJECT_COUNT - 1)), g->inject.rank = (int)(take(1) % (unsigned)p);
        cup_status s;
        unsigned char value[16] = {0};
        switch (call) {
        case 0:
            s = cup_group_reduce(g, take(1) % 8 ? (cup_op)(take(1) % CUP_OP_COUNT) : (cup_op)(int32_t)take(4), t,
                                 null_array ? NULL : ins, n, outs);
            break;
        case 1:
            memcpy(value, &(uint64_t){take(8)}, 8);
            s = cup_group_count_if(g, t, ins, null_array ? NULL : n, (cup_cmp)(take(1) % 8), take(1) % 8 ? value : NULL,
                                   (uint64_t *const *)outs);
            break;
        case 2: {
            const size_t bins = take(1) % 4 ? 1 + take(1) % 130 : (size_t)take(8);
            const double lo = take_bound(), hi = take_bound();
            s = cup_group_histogram_even(g, t, ins, n, bins, lo, hi, null_array ? NULL : (uint64_t *const *)outs);
            break;
        }
        case 3:
            s = cup_group_transpose(g, t, take(1) % 8 ? rows : NULL, take(1) % 8 ? out_rows : NULL, take(1) % 9, ins,
                                    null_array ? NULL : outs);
            break;
        case 4:
            s = cup_group_set_timeout(g, take_bound());
            cup_group_set_timeout(g, CUP_GROUP_TIMEOUT_DEFAULT);
            break;
        default:
            s = cup_group_sync(take(1) % 8 ? g : NULL);
            break;
        }
        g->inject.point = CUP_GROUP_INJECT_NONE;
        if ((unsigned)s > CUP_STATUS_INTERNAL_ERROR) {
            fprintf(stderr, "call %u returned %d, not a cup_status\n", call, (int)s);
            abort();
        }
        if (s != CUP_STATUS_SUCCESS && !cup_group_last_error(g)[0] && !cup_group_last_error(NULL)[0]) {
            fprintf(stderr, "call %u failed without a message\n", call);
            abort();
        }
        if (s != CUP_STATUS_SUCCESS && !inject && !blocks_unchanged(p)) {
            fprintf(stderr, "call %u (%s) was refused but changed a block: %s\n", call, cup_status_string(s),
                    cup_group_last_error(g));
            abort();
        }
        if (s == CUP_STATUS_SUCCESS && call <= 2) { /* every rank holds the same answer */
            const size_t bytes = call == 0 ? elem : call == 1 ? 8 : 0;
            for (int r = 1; bytes && r < p; r++)
                if (memcmp(outs[r], outs[0], bytes) != 0) {
                    fprintf(stderr, "call %u: rank %d's answer differs from rank 0's\n", call, r);
                    abort();
                }
        }
        blocks_taken(p);
    }
    return 0;
}
