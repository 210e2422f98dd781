/* The scan family in the lab: its references, check sweep, benchmark tables and API contract.
 *
 * Two references, neither the library's code. The plain one scans left to right in the element
 * type: exact for integers (sums wrap), for MIN/MAX (the earliest extreme, NaNs skipped), and for
 * float sums of data whose every partial sum is exact (small integers and zeros, or infinities
 * and NaNs, where any association order gives the same bits). The order one follows, from
 * cuprim.h's text, the association order of best's float sums, tile by tile (an empty term is a
 * flag here, not the library's -0), in double rounded to float after each addition where the
 * dtype is f32 (exact: double holds 2 x 24 + 2 bits). best's float sums are checked bit for bit
 * against it on any data; the other variants' on the exact data only, since each has an order of
 * its own (theirs are checked to repeat their bits run to run). */
#define _POSIX_C_SOURCE 200809L /* setenv: the CPU thread-count sweep */
#include "families/scan/tuning.h"
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { MARGIN = 16 }; /* elements of poison on each side of out */
#define BIT(x) (1u << (unsigned)(x))
#define POISON 0xa5

static int is_float(cup_dtype t) { return t == CUP_F32 || t == CUP_F64; }
static int is_best(const cup_variant_info *v) { return strcmp(v->name, "best") == 0; }
/* best, and any variant whose float sums follow cuprim.h's order too */
static int in_order(const cup_variant_info *v) { return (v->traits & CUP_SCAN_DOCUMENTED_ORDER) != 0; }
/* the CPU backend's serial variant: the plain reference's order (left to right) */
static int is_serial(const cup_variant_info *v) { return strcmp(v->name, "serial") == 0; }

/* ---- data --------------------------------------------------------------------------------------- */

/* EXACT: floats from {-2, -1, -0, +0, 1, 2}: every sum of consecutive elements is a small
 * integer, exact in any order (zero's sign too: -0 only when all its terms are -0). SPECIAL: floats
 * from {-1, -0, +0, 1, 2, +inf, -inf, NaN}: still exact in any order, NaN and infinities included
 * (small n only: past the first NaN a sum is NaN). FULL: integers over their whole range, floats
 * in (-1, 1). NAN: FULL with one float in eight a NaN. */
enum { D_EXACT, D_SPECIAL, D_FULL, D_NAN, D_KINDS };
static const char *const data_names[D_KINDS] = {"exact", "special", "full", "nan-laced"};

static void put_double(cup_dtype t, void *host, size_t i, double d)
{
    if (t == CUP_F32) ((float *)host)[i] = (float)d;
    else ((double *)host)[i] = d;
}

static double get_double(cup_dtype t, const void *p, size_t i)
{
    return t == CUP_F32 ? (double)((const float *)p)[i] : ((const double *)p)[i];
}

static void fill(void *host, cup_dtype t, size_t n, int kind, lab_rng *r)
{
    static const double exact[8] = {-2, -1, -0.0, 0.0, 1, 2, 1, -1};
    static const double special[8] = {-1, -0.0, 0.0, 1, 2, INFINITY, -INFINITY, NAN};
    if (!is_float(t) || kind == D_FULL || kind == D_NAN) {
        lab_fill(host, t, n, kind == D_NAN ? LAB_DATA_NAN : LAB_DATA_FULL, r);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(r);
        /* special values rarely, so the sums stay finite over long stretches */
        put_double(t, host, i, kind == D_EXACT ? exact[x >> 61] : (x & 15) == 0 ? special[(x >> 4) & 7] : exact[x >> 61]);
    }
}

/* ---- the plain reference ----------------------------------------------------------------------------- */

/* Integers widened to 64 bits: sums wrap in the element's width (masked), order by sign. */
static uint64_t int_at(cup_dtype t, const void *p, size_t i)
{
    switch (t) {
    case CUP_I32: return (uint64_t)(int64_t)((const int32_t *)p)[i];
    case CUP_U32: return ((const uint32_t *)p)[i];
    default: return ((const uint64_t *)p)[i];
    }
}
static void int_put(cup_dtype t, void *p, size_t i, uint64_t v)
{
    if (t == CUP_I32 || t == CUP_U32) ((uint32_t *)p)[i] = (uint32_t)v;
    else ((uint64_t *)p)[i] = v;
}
static int int_less(cup_dtype t, uint64_t a, uint64_t b)
{
    return t == CUP_I32 || t == CUP_I64 ? (int64_t)a < (int64_t)b : a < b;
}
static uint64_t int_identity(cup_dtype t, cup_op op)
{
    const int sign = t == CUP_I32 || t == CUP_I64, wide = t == CUP_I64 || t == CUP_U64;
    if (op == CUP_SUM) return 0;
    if (op == CUP_MIN) return sign ? (wide ? (uint64_t)INT64_MAX : (uint64_t)INT32_MAX) : (wide ? UINT64_MAX : UINT32_MAX);
    return sign ? (wide ? (uint64_t)INT64_MIN : (uint64_t)(int64_t)INT32_MIN) : 0;
}

/* The scan of in[0, n) at the positions of `ranges` (sorted, disjoint [lo, hi) pairs), their
 * outputs one after the other in out: one pass over the input for any number of ranges. */
static void plain_reference(cup_dtype t, cup_op op, int exclusive, const void *in, const size_t (*ranges)[2],
                            int nranges, void *out)
{
    const size_t n = nranges ? ranges[nranges - 1][1] : 0;
    size_t o = 0;
    int r = 0;
    if (!is_float(t)) {
        uint64_t acc = int_identity(t, op);
        for (size_t i = 0; i < n; i++) {
            const uint64_t x = int_at(t, in, i), before = acc;
            if (op == CUP_SUM) acc += x;
            else if (op == CUP_MIN ? int_less(t, x, acc) : int_less(t, acc, x)) acc = x;
            while (r < nranges && i >= ranges[r][1]) r++;
            if (r < nranges && i >= ranges[r][0]) int_put(t, out, o++, exclusive ? before : acc);
        }
        return;
    }
    /* floats: the sum in the element's precision, starting from the first element itself */
    double acc = op == CUP_MIN ? INFINITY : op == CUP_MAX ? -INFINITY : 0;
    for (size_t i = 0; i < n; i++) {
        const double x = get_double(t, in, i), before = i == 0 && op == CUP_SUM ? 0.0 : acc;
        if (op == CUP_SUM) {
            acc = i == 0 ? x : acc + x;
            if (t == CUP_F32) acc = (float)acc;
        } else if (op == CUP_MIN ? x < acc : x > acc) {
            acc = x;
        }
        while (r < nranges && i >= ranges[r][1]) r++;
        if (r < nranges && i >= ranges[r][0]) put_double(t, out, o++, exclusive ? before : acc);
    }
}

/* The whole scan of in[0, n). */
static void plain_scan(cup_dtype t, cup_op op, int exclusive, const void *in, size_t n, void *out)
{
    const size_t all[1][2] = {{0, n}};
    plain_reference(t, op, exclusive, in, all, n ? 1 : 0, out);
}

/* ---- the order reference (best's float sums) ------------------------------------------------------- */

typedef struct term {
    double v;
    int some; /* 0: the empty term, left out of every sum */
} term;

static term add(cup_dtype t, term a, term b)
{
    if (!a.some) return b;
    if (!b.some) return a;
    const double s = a.v + b.v;
    return (term){t == CUP_F32 ? (double)(float)s : s, 1};
}

/* cuprim.h's order, spelt out: tiles of B threads x I items, the threads' left-to-right sums, a
 * Kogge-Stone scan in each warp and over the warps, the tiles' prefixes folded left. */
static void order_reference(cup_dtype t, int exclusive, const void *in, size_t n, void *out)
{
    int threads, items;
    cup_scan_best_tile(t, &threads, &items);
    const size_t tile = (size_t)threads * (size_t)items;
    const int warps = threads / 32;
    term *a = malloc((size_t)threads * sizeof *a), c[32], e = {0, 0};
    if (!a) abort();
    for (size_t first = 0; first < n; first += tile) {
        for (int th = 0; th < threads; th++) {
            a[th] = (term){0, 0};
            for (int j = 0; j < items; j++) {
                const size_t i = first + (size_t)th * (size_t)items + (size_t)j;
                if (i < n) a[th] = add(t, a[th], (term){get_double(t, in, i), 1});
            }
        }
        /* Kogge-Stone, all lanes at once: read the step's old values first */
        for (int w = 0; w < warps; w++)
            for (int d = 1; d < 32; d *= 2) {
                term old[32];
                memcpy(old, a + 32 * w, sizeof old);
                for (int l = d; l < 32; l++) a[32 * w + l] = add(t, old[l - d], old[l]);
            }
        for (int w = 0; w < warps; w++) c[w] = a[32 * w + 31];
        for (int d = 1; d < warps; d *= 2) {
            term old[32];
            memcpy(old, c, sizeof old);
            for (int w = d; w < warps; w++) c[w] = add(t, old[w - d], old[w]);
        }
        for (int th = 0; th < threads; th++) {
            const int w = th / 32, l = th % 32;
            term p = add(t, e, add(t, w ? c[w - 1] : (term){0, 0}, l ? a[th - 1] : (term){0, 0}));
            for (int j = 0; j < items; j++) {
                const size_t i = first + (size_t)th * (size_t)items + (size_t)j;
                if (i >= n) break;
                const term next = add(t, p, (term){get_double(t, in, i), 1});
                put_double(t, out, i, exclusive ? (p.some ? p.v : 0.0) : next.v);
                p = next;
            }
        }
        e = add(t, e, c[warps - 1]);
    }
    free(a);
}

/* ---- comparing outputs --------------------------------------------------------------------------- */

/* The first element where got and want differ (NaN matches any NaN; by_value: +0 matches -0 too,
 * for the vendor's rows), or n. */
static size_t first_difference(cup_dtype t, const void *got, const void *want, size_t n, int by_value)
{
    const size_t size = cup_dtype_size(t);
    if (!is_float(t)) {
        for (size_t i = 0; i < n; i++)
            if (memcmp((const char *)got + i * size, (const char *)want + i * size, size) != 0) return i;
        return n;
    }
    for (size_t i = 0; i < n; i++) {
        const double g = get_double(t, got, i), w = get_double(t, want, i);
        if (isnan(g) && isnan(w)) continue;
        if (by_value ? g == w : memcmp((const char *)got + i * size, (const char *)want + i * size, size) == 0) continue;
        return i;
    }
    return n;
}

static void describe(cup_dtype t, const void *got, const void *want, size_t i, char *buf, size_t len)
{
    const size_t size = cup_dtype_size(t);
    char g[64], w[64];
    lab_format_value(t, (const char *)got + i * size, g, sizeof g);
    lab_format_value(t, (const char *)want + i * size, w, sizeof w);
    snprintf(buf, len, "out[%zu] = %s, want %s", i, g, w);
}

/* ---- check --------------------------------------------------------------------------------------- */

/* Where a run puts in and out: apart (both aligned), apart and both misaligned (in one element
 * in, out three), in place (aligned), in place one element in. */
enum { P_APART, P_APART_SHIFTED, P_IN_PLACE, P_IN_PLACE_SHIFTED, P_COUNT };
static const char *const place_names[P_COUNT] = {"apart", "apart, misaligned", "in place", "in place, misaligned"};

typedef struct scheck {
    lab_check_ctx *c;
    cup_handle_t other; /* another handle of the backend: best's bits must not depend on it */
    cup_handle_t cpu;   /* on CUDA, the CPU backend: its cup_scan must give best's bits */
    unsigned char *host, *want, *got, *first; /* input (n + 3), expected, read back, a first run's bits */
    void *in, *out;                           /* backend: input (n + 3); out with its margins */
    lab_mem mem;                              /* all of them */
} scheck;

static void fail(scheck *x, int k, cup_dtype t, size_t n, int data, cup_op op, int excl, int place, int block,
                 const char *what)
{
    char line[600];
    snprintf(line, sizeof line, "%s %s %s n=%zu data=%s %s block=%d: %s", cup_dtype_name(t),
             excl ? "exclusive" : "inclusive", cup_op_name(op), n, data_names[data], place_names[place], block, what);
    lab_check_fail(x->c, k, line);
}

/* Poison out and its margins (and, in place, put the input there), run, read back, compare with
 * want (NULL: no expectation, the bits are kept in x->got), check the margins. 1 when right. */
static int run_case(scheck *x, int k, cup_handle_t h, int variant, cup_dtype t, size_t n, int data, cup_op op, int excl,
                    int place, int block, const void *want, int by_value)
{
    const size_t size = cup_dtype_size(t);
    const size_t shift = place == P_APART_SHIFTED ? 3 : place == P_IN_PLACE_SHIFTED ? 1 : 0;
    const size_t in_shift = place == P_APART_SHIFTED || place == P_IN_PLACE_SHIFTED ? 1 : 0;
    const size_t total = (2 * MARGIN + n + 3) * size;
    char *out = (char *)x->out + (MARGIN + shift) * size;
    const void *in = place >= P_IN_PLACE ? out : (const char *)x->in + in_shift * size;
    char why[400];
    if (k >= 0) lab_check_count(x->c, k, NULL);
    cup_status s = cup_memset(h, x->out, POISON, total);
    if (s == CUP_STATUS_SUCCESS && place >= P_IN_PLACE) s = cup_copy_to_backend(h, out, x->host + in_shift * size, n * size);
    if (s == CUP_STATUS_SUCCESS) {
        s = variant >= 0 ? cup_scan_variant(h, variant, block, excl ? CUP_SCAN_EXCLUSIVE : CUP_SCAN_INCLUSIVE, op, t, in, out, n)
                         : cup_scan(h, excl ? CUP_SCAN_EXCLUSIVE : CUP_SCAN_INCLUSIVE, op, t, in, out, n);
    }
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, x->got, x->out, total);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why, sizeof why, "call failed: %s: %s", cup_status_string(s), cup_last_error(h));
        fail(x, k, t, n, data, op, excl, place, block, why);
        return 0;
    }
    const unsigned char *body = x->got + (MARGIN + shift) * size;
    for (size_t i = 0; i < total; i++)
        if ((i < (MARGIN + shift) * size || i >= (MARGIN + shift + n) * size) && x->got[i] != POISON) {
            snprintf(why, sizeof why, "wrote byte %lld outside out[0, n)", (long long)i - (long long)((MARGIN + shift) * size));
            fail(x, k, t, n, data, op, excl, place, block, why);
            return 0;
        }
    memmove(x->got, body, n * size);
    if (!want) return 1;
    const size_t i = first_difference(t, x->got, want, n, by_value);
    if (i == n) return 1;
    describe(t, x->got, want, i, why, sizeof why);
    fail(x, k, t, n, data, op, excl, place, block, why);
    return 0;
}

/* Can variant v be checked against `ref` (0 plain, 1 order) on this data and op? */
static int checkable(const cup_variant_info *v, cup_dtype t, int data, cup_op op, int ref)
{
    if (v->reference && (data == D_SPECIAL || data == D_NAN)) return 0; /* cuprim's NaN rules, not CUB's */
    if (op != CUP_SUM || !is_float(t)) return ref == 0;
    if (in_order(v)) return ref == 1;
    return ref == 0 && (data == D_EXACT || data == D_SPECIAL || is_serial(v));
}

/* Every selected variant on one data set: each op, kind and placement (at large n one placement a
 * combination, in place every other one), each block at small n. */
static void check_data(scheck *x, cup_dtype t, size_t n, int data, int small)
{
    lab_check_ctx *c = x->c;
    const int cpu = cup_get_backend(c->h) == CUP_BACKEND_CPU;
    for (int op = 0; op < CUP_OP_COUNT; op++)
        for (int excl = 0; excl <= 1; excl++) {
            /* past the cache on the CPU and past 2^31: two combinations (quick tests, GPU minutes) */
            if (!small && (cpu || n > ((size_t)1 << 31)) && n > 1000003 && !((op == CUP_SUM && !excl) || (op == CUP_MAX && excl)))
                continue;
            for (int ref = 0; ref <= 1; ref++) {
                int wanted = 0;
                LAB_CHECK_EACH(k, c, &lab_family_scan, -1) wanted |= checkable(lab_check_variant(c, k), t, data, (cup_op)op, ref);
                if (!wanted) continue;
                if (ref) order_reference(t, excl, x->host, n, x->want);
                else plain_scan(t, (cup_op)op, excl, x->host, n, x->want);
                if (small) { /* the input one element in: its own expectation */
                    if (ref) order_reference(t, excl, x->host + cup_dtype_size(t), n, x->first);
                    else plain_scan(t, (cup_op)op, excl, x->host + cup_dtype_size(t), n, x->first);
                }
                for (int place = 0; place < P_COUNT; place++) {
                    if (!small && place != ((op * 2 + excl) % 2 ? P_IN_PLACE : P_APART)) continue;
                    const void *want = place == P_APART_SHIFTED || place == P_IN_PLACE_SHIFTED ? x->first : x->want;
                    LAB_CHECK_EACH(k, c, &lab_family_scan, t) {
                        const cup_variant_info *v = lab_check_variant(c, k);
                        if (!checkable(v, t, data, (cup_op)op, ref) || (cpu && n > 1000003 && !is_best(v)) || !(v->ops & BIT(op)))
                            continue;
                        /* every block: on one combination and data set, to n = 4097 */
                        const int all = place == P_APART && op == CUP_SUM && !excl && data == (is_float(t) ? D_EXACT : D_FULL);
                        LAB_EACH_BLOCK(b, v, all && c->o->all_blocks && n <= 4097)
                            run_case(x, k, c->h, c->ids[k], t, n, data, (cup_op)op, excl, place, b, want, v->reference);
                    }
                }
            }
        }
}

/* Float sums repeat their bits: every deterministic variant run twice on the same data, best also
 * on another handle of the backend. */
static void check_repeat(scheck *x, cup_dtype t, size_t n, int data)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t);
    for (int excl = 0; excl <= 1; excl++)
        LAB_CHECK_EACH(k, c, &lab_family_scan, t) {
            const cup_variant_info *v = lab_check_variant(c, k);
            if (!v->deterministic || !run_case(x, k, c->h, c->ids[k], t, n, data, CUP_SUM, excl, P_APART, 0, NULL, 0)) continue;
            memcpy(x->first, x->got, n * size);
            for (int r = 0; r < 2; r++) {
                if (r == 1 && (!is_best(v) || !x->other)) continue;
                const int variant = r == 0 ? c->ids[k] : lab_find(x->other, &lab_family_scan, "best");
                if (!run_case(x, k, r == 0 ? c->h : x->other, variant, t, n, data, CUP_SUM, excl, P_APART, 0, x->first, 0))
                    fail(x, k, t, n, data, CUP_SUM, excl, P_APART, 0,
                         r == 0 ? "a second run differs (above)" : "another handle differs (above)");
            }
        }
}

/* On the GPU: cup_scan's float sums on the CPU backend, the same bits as best's (x->first holds
 * best's after check_repeat). */
static void check_cpu_bits(scheck *x, cup_dtype t, size_t n, int data)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(t);
    int best = -1;
    LAB_CHECK_EACH(k, c, &lab_family_scan, -1) best = is_best(lab_check_variant(c, k)) ? k : best;
    if (best < 0 || !x->cpu) return;
    for (int excl = 0; excl <= 1; excl++) {
        if (!run_case(x, best, c->h, c->ids[best], t, n, data, CUP_SUM, excl, P_APART, 0, NULL, 0)) continue;
        lab_mem m = {.h = x->cpu};
        void *in = lab_dev_copy(&m, x->host, n * size), *out = lab_dev(&m, n * size);
        cup_status s = m.s;
        if (s == CUP_STATUS_SUCCESS) s = cup_scan(x->cpu, excl ? CUP_SCAN_EXCLUSIVE : CUP_SCAN_INCLUSIVE, CUP_SUM, t, in, out, n);
        if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(x->cpu, x->want, out, n * size);
        lab_mem_free(&m);
        char why[300];
        if (s != CUP_STATUS_SUCCESS) {
            snprintf(why, sizeof why, "the CPU backend's cup_scan failed: %s", cup_last_error(x->cpu));
            fail(x, best, t, n, data, CUP_SUM, excl, P_APART, 0, why);
            continue;
        }
        const size_t i = first_difference(t, x->got, x->want, n, 0);
        if (i < n) {
            describe(t, x->got, x->want, i, why, sizeof why);
            LAB_APPEND(why, " (the CPU backend's)");
            fail(x, best, t, n, data, CUP_SUM, excl, P_APART, 0, why);
        }
    }
}

static void scan_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const lab_check_opts *o = c->o;
    const int cuda = cup_get_backend(h) == CUP_BACKEND_CUDA;
    lab_rng rng = {o->seed ^ 0x7363616eull};
    scheck x = {.c = c, .mem = {.h = h}};
    if (!c->planning && cup_create(&x.other, cup_get_backend(h)) != CUP_STATUS_SUCCESS) x.other = NULL;
    if (!c->planning && cuda && cup_create(&x.cpu, CUP_BACKEND_CPU) != CUP_STATUS_SUCCESS) x.cpu = NULL;
    for (int t = 0; t <= CUP_F64; t++) {
        if (!lab_check_dtype(c, &lab_family_scan, t)) continue;
        const cup_dtype dt = (cup_dtype)t;
        const size_t size = cup_dtype_size(dt);
        size_t sizes[40];
        int count = 0;
        /* the tiles of every step +-1: 256 (blockDim), 512 (blelloch), 1024 (4 items), best's 2048
         * and 4096; 300007 and 1000003 span more than 32 tiles of best (look-back past one window) */
        static const size_t fixed[] = {1,    2,    31,   32,   33,   255,  256,  257,   511,   512,    513,    1023,
                                       1024, 1025, 2047, 2048, 2049, 4095, 4096, 4097,  65537, 300007, 1000003};
        for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
            if (cuda || fixed[i] != 1000003) sizes[count++] = fixed[i];
        /* past the cache: three times it on the GPU; on the CPU (whose family test must stay quick)
         * in and out together just past it, for i32 and f32, best alone, two combinations */
        if (cuda || dt == CUP_I32 || dt == CUP_F32) sizes[count++] = (cuda ? 3 * cache : cache / 2) / size + 4097;
        if (o->huge && cuda && (dt == CUP_I32 || dt == CUP_F32)) sizes[count++] = ((size_t)1 << 31) + 17;
        size_t largest = 0;
        for (int i = 0; i < count; i++)
            if (sizes[i] <= max_n && sizes[i] > largest) largest = sizes[i];
        const size_t elems = largest + 2 * MARGIN + 3, firsts = largest < 1000003 ? elems : 1000003 + 2 * MARGIN + 3;
        /* the input, the expected output, a read-back, the first run's bits; in the backend the input
         * and the output; on a GPU the CPU backend's input and output (to 1000003) */
        if (lab_check_holds(c, (double)((3 * elems + firsts) * size) + (cuda ? 2.0 * (double)(firsts * size) : 0),
                            (double)((largest + 3 + elems) * size), "scan %s n=%zu", cup_dtype_name(dt), largest))
            continue;
        x.host = lab_host(&x.mem, elems * size), x.want = lab_host(&x.mem, elems * size), x.got = lab_host(&x.mem, elems * size);
        /* a first run's bits and the shifted expectations: to 1000003 elements */
        x.first = lab_host(&x.mem, firsts * size);
        x.in = lab_dev(&x.mem, (largest + 3) * size), x.out = lab_dev(&x.mem, elems * size);
        const int ready = lab_mem_check_ok(c, -1, &x.mem, cup_dtype_name(dt));
        for (int i = 0; i < count && ready; i++) {
            const size_t n = sizes[i];
            if (n > max_n) continue;
            const int small = n <= 65537, huge = n > ((size_t)1 << 31), big = n > 1000003;
            for (int data = 0; data < D_KINDS; data++) {
                if (!is_float(dt) && data != D_FULL) continue;
                if (data == D_SPECIAL && !small) continue;
                /* past the cache: exact and full data (the CPU and past 2^31: one set); the CPU's NaN
                 * data stops at 65537 */
                if ((big || (!cuda && !small)) && data == D_NAN) continue;
                if ((huge || (big && !cuda)) && data != (is_float(dt) && huge ? D_EXACT : D_FULL)) continue;
                fill(x.host, dt, n + 3, data, &rng);
                if (cup_copy_to_backend(h, x.in, x.host, (n + 3) * size) != CUP_STATUS_SUCCESS) {
                    lab_check_fail(c, -1, "scan: upload of the input failed");
                    break;
                }
                check_data(&x, dt, n, data, small);
                if (is_float(dt) && data == D_FULL && !big) {
                    check_repeat(&x, dt, n, data);
                    if (n % 2) check_cpu_bits(&x, dt, n, data);
                }
                /* the input of the runs apart: untouched */
                if (!huge && (cup_copy_to_host(h, x.got, x.in, (n + 3) * size) != CUP_STATUS_SUCCESS ||
                              memcmp(x.got, x.host, (n + 3) * size) != 0)) {
                    char why[200];
                    snprintf(why, sizeof why, "scan %s n=%zu data=%s: the input was modified", cup_dtype_name(dt), n,
                             data_names[data]);
                    lab_check_fail(c, -1, why);
                }
            }
            lab_check_progress(c, "scan %s n=%zu", cup_dtype_name(dt), n);
        }
        lab_mem_free(&x.mem);
    }
    if (x.other) cup_destroy(x.other);
    if (x.cpu) cup_destroy(x.cpu);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

/* Past 1 GiB a row's output is checked on WINDOWS windows of WINDOW elements (its first and last
 * among them) rather than read back whole: at 2^30 f64 a full read-back and compare per row would
 * cost seconds of device time each. */
enum { WINDOWS = 64, WINDOW = 4096 };

typedef struct sbench {
    int id, asked, block, reference;
    cup_dtype t;
    cup_op op;
    cup_scan_kind kind;
    size_t n;
    void *in, *out;
    size_t ranges[WINDOWS][2];
    int nranges;
    unsigned char *want, *got; /* the ranges' outputs, one after the other */
} sbench;

static cup_status scan_work(cup_handle_t h, void *p)
{
    const sbench *w = p;
    return cup_scan_variant(h, w->id, w->block, w->kind, w->op, w->t, w->in, w->out, w->n);
}

static int scan_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    sbench *w = p;
    r->op = cup_op_name(w->op), r->n = w->n;
    snprintf(r->json, sizeof r->json, ", \"kind\": \"%s\"", cup_scan_kind_name(w->kind));
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->id = id, w->block = block, w->reference = v->reference;
    run->bytes = 2.0 * (double)w->n * (double)cup_dtype_size(w->t);
    run->footprint = 2 * w->n * cup_dtype_size(w->t);
    return 0;
}

static int scan_verify(void *p, cup_handle_t h, cup_status *s)
{
    sbench *w = p;
    const size_t size = cup_dtype_size(w->t);
    *s = cup_memset(h, w->out, POISON, w->n * size);
    if (*s == CUP_STATUS_SUCCESS) *s = scan_work(h, w);
    size_t at = 0;
    for (int r = 0; r < w->nranges && *s == CUP_STATUS_SUCCESS; r++) {
        const size_t len = w->ranges[r][1] - w->ranges[r][0];
        *s = cup_copy_to_host(h, w->got + at * size, (const char *)w->out + w->ranges[r][0] * size, len * size);
        at += len;
    }
    if (*s != CUP_STATUS_SUCCESS) return 0;
    const size_t i = first_difference(w->t, w->got, w->want, at, w->reference);
    if (i == at) return 1;
    size_t pos = i;
    for (int r = 0; r < w->nranges; r++) { /* the element's index in the array */
        const size_t len = w->ranges[r][1] - w->ranges[r][0];
        if (pos < len) {
            pos += w->ranges[r][0];
            break;
        }
        pos -= len;
    }
    char why[200];
    describe(w->t, w->got, w->want, i, why, sizeof why);
    fprintf(stderr, "cuprim: scan %s %s %s n=%zu: at index %zu, %s\n", cup_dtype_name(w->t),
            cup_scan_kind_name(w->kind), cup_op_name(w->op), w->n, pos, why);
    return 0;
}

/* One table: the selected variants on n elements of t. Sums run on small integers (-2, -1, 1, 2:
 * exact in every order, so every variant's float sum is checked bit for bit), MIN/MAX on FULL
 * data; the time does not depend on the values. */
static int scan_table(lab_bench *b, const char *const *variants, cup_dtype t, cup_op op, cup_scan_kind kind, size_t n,
                      int block)
{
    const size_t size = cup_dtype_size(t), bytes = n * size;
    /* the backend's input and output; on the host the input and (to 1 GiB) the expected output
     * and its read-back */
    LAB_NEED_MEMORY(b, (double)bytes * (bytes <= ((size_t)1 << 30) ? 3 : 1), 2.0 * (double)bytes, "scan of %zu %s", n,
                    cup_dtype_name(t));
    sbench w = {.asked = block, .t = t, .op = op, .kind = kind, .n = n};
    if (bytes <= ((size_t)1 << 30)) {
        w.nranges = 1, w.ranges[0][0] = 0, w.ranges[0][1] = n;
    } else { /* evenly spread, each at a random place of its stretch, the first and last at the ends */
        lab_rng rng = {lab_table_seed(b, n, 0x77696eull)};
        const size_t stretch = n / WINDOWS;
        for (int r = 0; r < WINDOWS; r++) {
            const size_t lo = r == 0 ? 0 : r == WINDOWS - 1 ? n - WINDOW : (size_t)r * stretch + lab_rand(&rng) % (stretch - WINDOW);
            w.ranges[r][0] = lo, w.ranges[r][1] = lo + WINDOW;
        }
        w.nranges = WINDOWS;
    }
    const size_t checked = w.nranges == 1 ? n : (size_t)WINDOWS * WINDOW;
    lab_mem m = {.h = b->h};
    void *host = lab_host(&m, bytes);
    w.want = lab_host(&m, checked * size), w.got = lab_host(&m, checked * size);
    w.in = lab_dev(&m, bytes), w.out = lab_dev(&m, bytes);
    if (m.s == CUP_STATUS_SUCCESS) {
        lab_fill_parallel(host, t, n, op == CUP_SUM ? LAB_DATA_SMALLINT : LAB_DATA_FULL,
                          lab_table_seed(b, n, ((uint64_t)t << 8) | (uint64_t)op));
        plain_reference(t, op, kind == CUP_SCAN_EXCLUSIVE, host, (const size_t(*)[2])w.ranges, w.nranges, w.want);
        m.s = cup_copy_to_backend(b->h, w.in, host, bytes);
    }
    int failures = -1;
    if (lab_mem_ok(&m, "the scan's arrays")) {
        const lab_table table = {.family = &lab_family_scan, .variants = variants, .dtype = (int)t, .ops = BIT(op),
                                 .ceiling = LAB_CEILING_COPY, .ctx = &w, .setup = scan_setup,
                                 .verify = scan_verify, .work = scan_work};
        failures = lab_table_runf(b, &table, "scan %s %s %s, n = %zu (GB/s: %.1f MiB read + %.1f MiB written%s)",
                                  cup_scan_kind_name(kind), cup_op_name(op), cup_dtype_name(t), n, bytes / 1048576.0,
                                  bytes / 1048576.0, w.nranges > 1 ? "; checked on 64 windows" : "");
    }
    lab_mem_free(&m);
    return failures;
}

static int scan_bench(lab_bench *b, const lab_args *a)
{
    const char *op_name = lab_opt(a, "op"), *kind_name = lab_opt(a, "kind");
    cup_op op = CUP_SUM;
    cup_scan_kind kind = CUP_SCAN_INCLUSIVE;
    if (op_name && cup_op_from_name(op_name, &op)) lab_usage("unknown op '%s' (sum, min, max)", op_name);
    if (kind_name && cup_scan_kind_from_name(kind_name, &kind))
        lab_usage("unknown scan kind '%s' (inclusive, exclusive)", kind_name);
    if (a->n_set && a->n == 0) lab_usage("--n 0: a scan table needs at least one element");
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    const cup_dtype every[] = {CUP_I32, CUP_F32, CUP_F64}, one[] = {a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_I32};
    const cup_dtype *types = a->dtype >= 0 ? one : every;
    const int ntypes = a->dtype >= 0 ? 1 : 3, top = gpu ? 30 : 26, step = gpu ? 2 : 4;
    for (int i = 0; i < ntypes; i++) { /* memory: the planning pass sees every table before one runs */
        const size_t most = a->n_set ? a->n : (size_t)1 << top;
        if (most > SIZE_MAX / 32) lab_usage("--n %zu is past any device's memory", most);
        if (types[i] > CUP_F64) lab_usage("scan takes i32, u32, i64, u64, f32 and f64, not %s", cup_dtype_name(types[i]));
    }
    int failures = 0;
    for (int i = 0; i < ntypes; i++)
        for (int lg = 10; lg <= top; lg += step) {
            LAB_ADD(scan_table(b, lab_variants(a), types[i], op, kind, a->n_set ? a->n : (size_t)1 << lg, a->block));
            if (a->n_set) break;
        }
    return failures;
}

/* The ladder at 2^24 i32; best against CUB (GPU) across sizes for i32 and at 2^28 for f32 and
 * f64; an exclusive MAX. The CPU: both variants at 2^20 and 2^24. */
static int scan_suite(lab_bench *b)
{
    static const char *const pair[] = {"best", "cub", NULL};
    const char *const *all = lab_all;
    int failures = 0;
    if (cup_get_backend(b->h) != CUP_BACKEND_CUDA) {
        LAB_ADD(scan_table(b, all, CUP_I32, CUP_SUM, CUP_SCAN_INCLUSIVE, (size_t)1 << 20, 0));
        LAB_ADD(scan_table(b, all, CUP_F32, CUP_SUM, CUP_SCAN_INCLUSIVE, (size_t)1 << 24, 0));
        return failures;
    }
    LAB_ADD(scan_table(b, all, CUP_I32, CUP_SUM, CUP_SCAN_INCLUSIVE, (size_t)1 << 24, 0));
    for (int lg = 10; lg <= 28; lg += lg < 16 ? 6 : 4)
        if (lg != 24) LAB_ADD(scan_table(b, pair, CUP_I32, CUP_SUM, CUP_SCAN_INCLUSIVE, (size_t)1 << lg, 0));
    LAB_ADD(scan_table(b, pair, CUP_F32, CUP_SUM, CUP_SCAN_INCLUSIVE, (size_t)1 << 28, 0));
    LAB_ADD(scan_table(b, pair, CUP_F64, CUP_SUM, CUP_SCAN_EXCLUSIVE, (size_t)1 << 28, 0));
    LAB_ADD(scan_table(b, pair, CUP_I32, CUP_MAX, CUP_SCAN_EXCLUSIVE, (size_t)1 << 28, 0));
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

enum { API_N = 4096 };

typedef struct sapi {
    cup_handle_t h;
    lab_tally *t;
    int32_t host[API_N];  /* in, as uploaded */
    void *in, *out;       /* backend memory: in, and out (API_N x 8 bytes, poisoned) */
} sapi;

static void untouched(sapi *x, const char *call)
{
    static unsigned char out[API_N * 8];
    int32_t in[API_N];
    int ok = cup_copy_to_host(x->h, out, x->out, sizeof out) == CUP_STATUS_SUCCESS &&
             cup_copy_to_host(x->h, in, x->in, sizeof in) == CUP_STATUS_SUCCESS && memcmp(in, x->host, sizeof in) == 0;
    for (size_t i = 0; ok && i < sizeof out; i++) ok = out[i] == POISON;
    LAB_EXPECT(x->t, ok, "scan: a refused call wrote to in or out: %s", call);
}

#define REFUSED(want, call)                                                                                       \
    do {                                                                                                          \
        LAB_EXPECT_STATUS(x->t, x->h, (call), (want));                                                            \
        untouched(x, #call);                                                                                      \
    } while (0)

/* Every way to misuse cup_scan and cup_scan_variant: a status, a message, in and out untouched. */
static void refusals(sapi *x)
{
    cup_handle_t h = x->h;
    char *in = x->in, *out = x->out;
    const cup_scan_kind inc = CUP_SCAN_INCLUSIVE;
    LAB_EACH_FOREIGN(id, h, &lab_family_scan)
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_scan_variant(h, id, 0, inc, CUP_SUM, CUP_I32, in, out, API_N));
    LAB_EXPECT_STATUS(x->t, NULL, cup_scan(NULL, inc, CUP_SUM, CUP_I32, in, out, API_N), CUP_STATUS_INVALID_VALUE);
    untouched(x, "a NULL handle");
    for (int i = -1; i < cup_variant_count(); i++) {
        const cup_variant_info *v = i < 0 ? NULL : cup_variant_get(i);
        if (v && (!lab_is_of(v, &lab_family_scan) || v->backend != cup_get_backend(h))) continue;
        /* i = -1: cup_scan itself (block 0) */
#define CALL(block, kind, op, dtype, a, b, n)                                                                      \
    (v ? cup_scan_variant(h, i, (block), (kind), (op), (dtype), (a), (b), (n)) : cup_scan(h, (kind), (op), (dtype), (a), (b), (n)))
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, CUP_SCAN_KIND_COUNT, CUP_SUM, CUP_I32, in, out, API_N));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, (cup_scan_kind)-1, CUP_SUM, CUP_I32, in, out, API_N));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_OP_COUNT, CUP_I32, in, out, API_N));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, (cup_op)-1, CUP_I32, in, out, API_N));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_DTYPE_COUNT, in, out, API_N));
        REFUSED(CUP_STATUS_NOT_SUPPORTED, CALL(0, inc, CUP_SUM, CUP_B4, in, out, API_N));
        REFUSED(CUP_STATUS_NOT_SUPPORTED, CALL(0, inc, CUP_MAX, CUP_U8, in, out, API_N));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, NULL, out, API_N));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, NULL, API_N));
        /* overlap other than in place: out one element either side of in */
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, in + 4, API_N - 1));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in + 4, in, API_N - 1));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_MIN, CUP_F64, out + 8, out, 100));
        /* misaligned, and past the end of a block */
        REFUSED(CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_I32, in + 2, out, API_N - 1));
        REFUSED(CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_I32, in, out + 2, API_N - 1));
        REFUSED(CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_F64, in + 4, out, API_N / 2 - 1));
        if (cup_get_backend(h) == CUP_BACKEND_CPU) /* CUDA knows a block's end only as the driver rounds it */
            REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, out, API_N + 1));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, out, (size_t)API_N + 10000000));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, out, SIZE_MAX / 2));
        REFUSED(CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I64, in, out, SIZE_MAX / 4));
        REFUSED(CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_I32, x->host, out, API_N));
        if (v) { /* blocks: best and cub pick their own; the ladder takes powers of two */
            REFUSED(CUP_STATUS_INVALID_VALUE, CALL(v->block_max ? 96 : 64, inc, CUP_SUM, CUP_I32, in, out, API_N));
            REFUSED(CUP_STATUS_INVALID_VALUE, CALL(2048, inc, CUP_SUM, CUP_I32, in, out, API_N));
            REFUSED(CUP_STATUS_INVALID_VALUE, CALL(-32, inc, CUP_SUM, CUP_I32, in, out, API_N));
        }
        /* n = 0 writes nothing, NULL pointers included */
        LAB_EXPECT_STATUS(x->t, h, CALL(0, inc, CUP_SUM, CUP_I32, NULL, NULL, 0), CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(x->t, h, CALL(0, CUP_SCAN_EXCLUSIVE, CUP_MIN, CUP_F64, in, out, 0), CUP_STATUS_SUCCESS);
        untouched(x, "n = 0");
        LAB_EXPECT_STATUS(x->t, h, CALL(0, inc, CUP_MAX, CUP_I32, in, out, API_N), CUP_STATUS_SUCCESS);
        LAB_EXPECT(x->t, cup_last_error(h)[0] == '\0', "success clears the message");
        LAB_EXPECT_STATUS(x->t, h, cup_memset(h, out, POISON, API_N * 8), CUP_STATUS_SUCCESS);
#undef CALL
    }
}
#undef REFUSED

/* One worked case on every variant of h's backend and cup_scan, apart and in place: n elements of
 * dtype at `data`, the expected outputs at `want` (bit for bit). */
static void worked(sapi *x, cup_dtype t, cup_scan_kind kind, cup_op op, const void *data, size_t n, const void *want,
                   const char *what)
{
    cup_handle_t h = x->h;
    const size_t size = cup_dtype_size(t);
    unsigned char got[16 * 8];
    for (int i = -1; i < cup_variant_count(); i++) {
        const cup_variant_info *v = i < 0 ? NULL : cup_variant_get(i);
        if (v && (!lab_is_of(v, &lab_family_scan) || v->backend != cup_get_backend(h) || v->reference)) continue;
        for (int in_place = 0; in_place <= 1; in_place++) {
            char *out = (char *)x->out + 64;
            const void *in = in_place ? (const void *)out : x->in;
            cup_status s = cup_memset(h, x->out, POISON, 64 + 16 * 8 + 64);
            if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, in_place ? out : x->in, data, n * size);
            if (s == CUP_STATUS_SUCCESS)
                s = v ? cup_scan_variant(h, i, 0, kind, op, t, in, out, n) : cup_scan(h, kind, op, t, in, out, n);
            if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, got, out, n * size);
            LAB_EXPECT(x->t, s == CUP_STATUS_SUCCESS && first_difference(t, got, want, n, 0) == n,
                       "%s on %s%s: %s (first word %08x)", what, v ? v->name : "cup_scan", in_place ? ", in place" : "",
                       s ? cup_last_error(h) : "wrong bits", (unsigned)got[0] | (unsigned)got[1] << 8 | (unsigned)got[2] << 16 | (unsigned)got[3] << 24);
        }
    }
    LAB_EXPECT_STATUS(x->t, h, cup_copy_to_backend(h, x->in, x->host, sizeof x->host), CUP_STATUS_SUCCESS);
}

/* Semantics worked by hand: wrap-around, identities, NaNs skipped, the earliest of tied zeros,
 * the sign of zero sums, infinities. */
static void semantics(sapi *x)
{
    const int32_t i_in[5] = {1, 2, 3, INT32_MAX, 1};
    const int32_t i_inc[5] = {1, 3, 6, INT32_MIN + 5, INT32_MIN + 6}, i_exc[5] = {0, 1, 3, 6, INT32_MIN + 5};
    worked(x, CUP_I32, CUP_SCAN_INCLUSIVE, CUP_SUM, i_in, 5, i_inc, "i32 sum wraps");
    worked(x, CUP_I32, CUP_SCAN_EXCLUSIVE, CUP_SUM, i_in, 5, i_exc, "i32 exclusive sum");
    const float f_in[6] = {NAN, 3, NAN, -0.0f, 0.0f, 1};
    const float min_inc[6] = {INFINITY, 3, 3, -0.0f, -0.0f, -0.0f}, min_exc[6] = {INFINITY, INFINITY, 3, 3, -0.0f, -0.0f};
    const float max_inc[6] = {-INFINITY, 3, 3, 3, 3, 3}, max_exc[6] = {-INFINITY, -INFINITY, 3, 3, 3, 3};
    worked(x, CUP_F32, CUP_SCAN_INCLUSIVE, CUP_MIN, f_in, 6, min_inc, "f32 min skips NaNs, keeps the earliest zero");
    worked(x, CUP_F32, CUP_SCAN_EXCLUSIVE, CUP_MIN, f_in, 6, min_exc, "f32 exclusive min");
    worked(x, CUP_F32, CUP_SCAN_INCLUSIVE, CUP_MAX, f_in, 6, max_inc, "f32 max skips NaNs");
    worked(x, CUP_F32, CUP_SCAN_EXCLUSIVE, CUP_MAX, f_in, 6, max_exc, "f32 exclusive max");
    const float zeros[3] = {0.0f, -0.0f, 0.0f}, zeros_max[3] = {0.0f, 0.0f, 0.0f};
    const float nzeros[3] = {-0.0f, 0.0f, -0.0f}, nzeros_max[3] = {-0.0f, -0.0f, -0.0f};
    worked(x, CUP_F32, CUP_SCAN_INCLUSIVE, CUP_MAX, zeros, 3, zeros_max, "f32 max keeps +0 before -0");
    worked(x, CUP_F32, CUP_SCAN_INCLUSIVE, CUP_MAX, nzeros, 3, nzeros_max, "f32 max keeps -0 before +0");
    const float neg[2] = {-0.0f, -0.0f}, neg_inc[2] = {-0.0f, -0.0f}, neg_exc[2] = {0.0f, -0.0f};
    worked(x, CUP_F32, CUP_SCAN_INCLUSIVE, CUP_SUM, neg, 2, neg_inc, "f32 sums of -0 stay -0");
    worked(x, CUP_F32, CUP_SCAN_EXCLUSIVE, CUP_SUM, neg, 2, neg_exc, "f32 exclusive sum starts at +0");
    const double d_in[4] = {1, INFINITY, -INFINITY, 2}, d_inc[4] = {1, INFINITY, NAN, NAN};
    worked(x, CUP_F64, CUP_SCAN_INCLUSIVE, CUP_SUM, d_in, 4, d_inc, "f64 sum of +inf and -inf");
    const uint32_t u_in[3] = {5, 0, 7}, u_min[3] = {UINT32_MAX, 5, 0};
    worked(x, CUP_U32, CUP_SCAN_EXCLUSIVE, CUP_MIN, u_in, 3, u_min, "u32 exclusive min's identity");
    const int64_t l_in[2] = {-5, INT64_MIN}, l_max[2] = {INT64_MIN, -5};
    worked(x, CUP_I64, CUP_SCAN_EXCLUSIVE, CUP_MAX, l_in, 2, l_max, "i64 exclusive max's identity");
}

/* best's float sums under every CPU thread count (a handle per count) and, on a GPU, through the
 * CPU backend: one set of bits. */
static void same_bits_everywhere(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    const size_t n = 300007; /* past the CPU's parallel cut, 74 tiles of f32 */
    const int on_gpu = cup_get_backend(h) == CUP_BACKEND_CUDA;
    static const char *const counts[] = {"1", "2", "3", "7", "16"};
    const char *saved = getenv("CUPRIM_CPU_THREADS");
    char keep[32] = "";
    if (saved) snprintf(keep, sizeof keep, "%s", saved);
    double *host = malloc(n * sizeof(double)), *first = malloc(n * sizeof(double)), *got = malloc(n * sizeof(double));
    for (int dt = CUP_F32; host && first && got && dt <= CUP_F64; dt++) {
        const size_t bytes = n * cup_dtype_size((cup_dtype)dt);
        lab_fill(host, (cup_dtype)dt, n, LAB_DATA_FULL, rng);
        for (size_t c = 0; c <= (on_gpu ? 1 : sizeof counts / sizeof counts[0]); c++) {
            cup_handle_t on = h;
            if (c > 0) {
                if (!on_gpu) setenv("CUPRIM_CPU_THREADS", counts[c - 1], 1);
                if (cup_create(&on, CUP_BACKEND_CPU) != CUP_STATUS_SUCCESS) {
                    LAB_EXPECT(t, 0, "a CPU handle: %s", cup_last_error(NULL));
                    continue;
                }
            }
            void *in = NULL, *out = NULL;
            cup_status s = cup_malloc(on, &in, bytes);
            if (s == CUP_STATUS_SUCCESS) s = cup_malloc(on, &out, bytes);
            if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(on, in, host, bytes);
            if (s == CUP_STATUS_SUCCESS) s = cup_scan(on, CUP_SCAN_INCLUSIVE, CUP_SUM, (cup_dtype)dt, in, out, n);
            if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(on, c ? got : first, out, bytes);
            LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "cup_scan %s: %s", cup_dtype_name((cup_dtype)dt), cup_last_error(on));
            if (c > 0 && s == CUP_STATUS_SUCCESS)
                LAB_EXPECT(t, first_difference((cup_dtype)dt, got, first, n, 0) == n,
                           "cup_scan %s: the CPU with %s threads gives other bits%s", cup_dtype_name((cup_dtype)dt),
                           on_gpu ? "its" : counts[c - 1], on_gpu ? " than the GPU" : "");
            cup_free(on, in), cup_free(on, out);
            if (on != h) cup_destroy(on);
        }
    }
    free(host), free(first), free(got);
    if (saved) setenv("CUPRIM_CPU_THREADS", keep, 1);
    else unsetenv("CUPRIM_CPU_THREADS");
}

static void names(lab_tally *t)
{
    for (int k = 0; k < CUP_SCAN_KIND_COUNT; k++) {
        const char *name = cup_scan_kind_name((cup_scan_kind)k);
        cup_scan_kind back = (cup_scan_kind)-1;
        LAB_EXPECT(t, name && cup_scan_kind_from_name(name, &back) == CUP_STATUS_SUCCESS && back == (cup_scan_kind)k,
                   "scan kind %d: name %s does not come back", k, name ? name : "(null)");
    }
    LAB_EXPECT(t, strcmp(cup_scan_kind_name(CUP_SCAN_EXCLUSIVE), "exclusive") == 0, "CUP_SCAN_EXCLUSIVE is \"exclusive\"");
    LAB_EXPECT(t, !cup_scan_kind_name(CUP_SCAN_KIND_COUNT) && !cup_scan_kind_name((cup_scan_kind)-1), "no name out of range");
    cup_scan_kind k = CUP_SCAN_EXCLUSIVE;
    LAB_EXPECT(t, cup_scan_kind_from_name("prefix", &k) == CUP_STATUS_INVALID_VALUE && k == CUP_SCAN_EXCLUSIVE,
               "'prefix' refused");
    LAB_EXPECT(t, cup_scan_kind_from_name(NULL, &k) == CUP_STATUS_INVALID_VALUE, "NULL name refused");
    LAB_EXPECT(t, cup_scan_kind_from_name("inclusive", NULL) == CUP_STATUS_INVALID_VALUE, "NULL kind refused");
}

static void scan_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    names(t);
    sapi *x = calloc(1, sizeof *x);
    if (!x) return;
    x->h = h, x->t = t;
    for (int i = 0; i < API_N; i++) x->host[i] = (int32_t)(uint32_t)(lab_rand(rng) >> 32);
    lab_mem m = {.h = h};
    x->in = lab_dev_copy(&m, x->host, sizeof x->host), x->out = lab_dev(&m, API_N * 8);
    cup_status s = m.s == CUP_STATUS_SUCCESS ? cup_memset(h, x->out, POISON, API_N * 8) : m.s;
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "buffers for the contract: %s", cup_last_error(h));
    if (s == CUP_STATUS_SUCCESS) refusals(x), semantics(x);
    lab_mem_free(&m);
    free(x);
    same_bits_everywhere(h, t, rng);
}

static const lab_option scan_options[] = {{"op", "O"}, {"kind", "inclusive|exclusive"}, {NULL, NULL}};
/* under the sanitizers (gpu-check adds its --max-n): 4- and 8-byte elements, tile states of one
 * word and of two */
static const char *const scan_sanitize[] = {"--dtype i32", "--dtype f64", NULL};

/* The sweep's space: every dtype, n to 2^28, every op and kind, against CUB. */
static const char *const scan_sweep_ops[] = {"sum", "min", "max", NULL}, *const scan_sweep_kinds[] = {"inclusive", "exclusive", NULL};
static const lab_sweep_dim scan_dims[] = {LAB_DIM_DTYPE("dtype"), LAB_DIM_SIZE("n", 1, 0x1p28),
                                          LAB_DIM_PICK("op", scan_sweep_ops), LAB_DIM_PICK("kind", scan_sweep_kinds),
                                          LAB_DIM_END};
static const lab_sweep_space scan_space = {scan_dims, "cub", NULL};
static const char *const scan_headline[] = {"--dtype i32 --n 2^26", "--dtype i32 --n 2^12", NULL};

const lab_family lab_family_scan = {
    LAB_FAMILY_IS(scan),
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N | LAB_TAKES_BLOCK,
    .block = LAB_BLOCK_1D,
    .options = scan_options,
    .bench_help =
        "cuprim bench scan [--dtype T] [--n N] [--op sum|min|max] [--kind inclusive|exclusive] [--block B]\n"
        "                  [--variant V]...\n"
        "  cup_scan. One table per dtype and size (default: i32, f32 and f64, n = 2^10, 2^12 .. 2^30 on\n"
        "  the GPU, 2^10, 2^14 .. 2^26 on the CPU; op sum, inclusive); GB/s counts n elements read and n\n"
        "  written, against the copy ceiling. The ladder: hillis-steele, blelloch, blelloch-pad,\n"
        "  warp-shuffle, reduce-then-scan, chained, lookback, blocked, best; cub is the reference row.\n"
        "  --block applies to the ladder (a power of two, 32..1024). Sums run on small integers (every\n"
        "  variant checked bit for bit), min/max on full-range data; past 1 GiB a row is checked on 64\n"
        "  windows.\n",
    .check_help =
        "scan: n = 1, 2, 31..33, 255..257, 511..513, 1023..1025, 2047..2049, 4095..4097, 65537, 300007,\n"
        "  1000003 and past the cache; every dtype, op and kind; apart, in place, and misaligned (to\n"
        "  65537), every block size (to 4097, inclusive sums); poisoned margins; exact data for every\n"
        "  variant, best's float sums bit for bit against cuprim.h's order on full and NaN data,\n"
        "  repeated on another handle and (GPU) against the CPU backend; the CPU stops at 300007 and,\n"
        "  past the cache, runs best alone; --huge adds n = 2^31 + 17 (i32, f32; CUDA, ~18 GB).\n",
    .bench = scan_bench,
    .suite = scan_suite,
    .check = scan_check,
    .api_test = scan_api_test,
    .sanitize = scan_sanitize,
    .sweep = &scan_space,
    .headline = scan_headline,
};
