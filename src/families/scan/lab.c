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
#include "families/scan/tuning.h"
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Elements of poison on each side of a checked out: 256 bytes and more, so a bench's output past
 * its margin keeps the alignment of its allocation. */
enum { MARGIN = 64 };
/* Past 1 GiB a bench row's output is checked on WINDOWS windows of WINDOW elements (its first and
 * last among them) rather than read back whole: at 2^30 f64 a full read-back and compare per row
 * would cost seconds of device time each. */
enum { WINDOWS = 64, WINDOW = 4096 };
/* The check's largest fixed size (GPU only): past one 128-tile look-back window of best's
 * 4-byte tiles; past it a size is "big" (fewer data kinds, the CPU runs best alone). */
enum { FIXED_MOST = 1100003 };
#define BIT(x) (1u << (unsigned)(x))

static int is_float(cup_dtype t) { return t == CUP_F32 || t == CUP_F64; }
static int is_best(const cup_variant_info *v) { return strcmp(v->name, "best") == 0; }

/* ---- data --------------------------------------------------------------------------------------- */

/* EXACT: floats from {-2, -1, -0, +0, 1, 2}: every sum of consecutive elements is a small
 * integer, exact in any order (zero's sign too: -0 only when all its terms are -0). SPECIAL: floats
 * from {-1, -0, +0, 1, 2, +inf, -inf, NaN}: still exact in any order, NaN and infinities included
 * (small n only: past the first NaN a sum is NaN). FULL: integers over their whole range, floats
 * in (-1, 1). NAN: FULL with one float in eight a NaN. */
enum { D_EXACT, D_SPECIAL, D_FULL, D_NAN, D_KINDS };
static const char *const data_names[D_KINDS] = {"exact", "special", "full", "nan-laced"};

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
        lab_put(t, host, i, kind == D_EXACT || (x & 15) != 0 ? exact[x >> 61] : special[(x >> 4) & 7]);
    }
}

/* ---- the plain reference ----------------------------------------------------------------------------- */

/* Integers widened to 64 bits (lab_get_int): sums wrap in the element's width, order by sign. */
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
    const size_t n = nranges ? ranges[nranges - 1][1] : 0, size = cup_dtype_size(t);
    size_t o = 0;
    int r = 0;
    if (!is_float(t)) {
        uint64_t acc = int_identity(t, op);
        for (size_t i = 0; i < n; i++) {
            const uint64_t x = lab_get_int(t, in, i), before = acc;
            if (op == CUP_SUM) acc += x;
            else if (op == CUP_MIN ? int_less(t, x, acc) : int_less(t, acc, x)) acc = x;
            while (r < nranges && i >= ranges[r][1]) r++;
            if (r < nranges && i >= ranges[r][0]) lab_put_bits(out, size, o++, exclusive ? before : acc);
        }
        return;
    }
    /* floats: the sum in the element's precision, starting from the first element itself */
    double acc = op == CUP_MIN ? INFINITY : op == CUP_MAX ? -INFINITY : 0;
    for (size_t i = 0; i < n; i++) {
        const double x = lab_get(t, in, i), before = i == 0 && op == CUP_SUM ? 0.0 : acc;
        if (op == CUP_SUM) {
            acc = i == 0 ? x : acc + x;
            if (t == CUP_F32) acc = (float)acc;
        } else if (op == CUP_MIN ? x < acc : x > acc) {
            acc = x;
        }
        while (r < nranges && i >= ranges[r][1]) r++;
        if (r < nranges && i >= ranges[r][0]) lab_put(t, out, o++, exclusive ? before : acc);
    }
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
                if (i < n) a[th] = add(t, a[th], (term){lab_get(t, in, i), 1});
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
                const term next = add(t, p, (term){lab_get(t, in, i), 1});
                lab_put(t, out, i, exclusive ? (p.some ? p.v : 0.0) : next.v);
                p = next;
            }
        }
        e = add(t, e, c[warps - 1]);
    }
    free(a);
}

/* ---- one checked run: the check's, the bench's and the contract's --------------------------------- */

/* NULL when got[0, n) is want's (NaN matches any NaN; by_value: +0 matches -0 too, for the vendor's
 * rows), else why (into buf): the first element that differs, named by its index in the array
 * (`ranges`: got holds their windows of WINDOW elements one after the other; NULL: the whole). */
static const char *differ(cup_dtype t, const void *got, const void *want, size_t n, int by_value,
                          const size_t (*ranges)[2], char *buf, size_t len)
{
    const size_t size = cup_dtype_size(t);
    for (size_t i = 0; i < n; i++) {
        const char *g = (const char *)got + i * size, *w = (const char *)want + i * size;
        if (memcmp(g, w, size) == 0) continue;
        const double gv = is_float(t) ? lab_get(t, g, 0) : 0, wv = is_float(t) ? lab_get(t, w, 0) : 0;
        if (is_float(t) && ((isnan(gv) && isnan(wv)) || (by_value && gv == wv))) continue;
        char gs[64], ws[64];
        lab_format_value(t, g, gs, sizeof gs);
        lab_format_value(t, w, ws, sizeof ws);
        snprintf(buf, len, "out[%zu] = %s, want %s", ranges ? ranges[i / WINDOW][0] + i % WINDOW : i, gs, ws);
        return buf;
    }
    return NULL;
}

/* Where a run puts in and out: apart (both aligned), apart and both misaligned (in one element
 * in, out three), in place (aligned), in place one element in. */
enum { P_APART, P_APART_SHIFTED, P_IN_PLACE, P_IN_PLACE_SHIFTED, P_COUNT };
static const char *const place_names[P_COUNT] = {"apart", "apart, misaligned", "in place", "in place, misaligned"};

/* A run's buffers: the input on the host and in the backend (n + 3 elements: the misaligned
 * placements start one element in), out between MARGIN elements of poison (MARGIN + n + 3 + MARGIN)
 * and a read-back of as much: of the whole, or of nranges windows of WINDOW elements (margins not). */
typedef struct sbuf {
    cup_handle_t h;
    const unsigned char *host;
    void *in, *out;
    unsigned char *got; /* after a run: its output from got[0] */
    const size_t (*ranges)[2];
    int nranges;        /* 0: the whole output with its margins */
} sbuf;

/* One request. */
typedef struct sreq {
    int variant, block; /* variant -1: cup_scan itself */
    cup_scan_kind kind;
    cup_op op;
    cup_dtype t;
    size_t n;
    int place;          /* P_* */
    const void *want;   /* the expected output; NULL: none, the bits stay in got */
    int by_value;       /* the vendor's rows: +0 matches -0 */
} sreq;

/* Poison out and its margins (in place: the input copied there), run, read back, check the
 * margins, compare with want. NULL when right, else why (into buf); *s: the calls' status. */
static const char *run(const sbuf *x, const sreq *q, cup_status *s, char *buf, size_t len)
{
    const size_t size = cup_dtype_size(q->t), total = (2 * MARGIN + q->n + 3) * size;
    const size_t shift = q->place == P_APART_SHIFTED ? 3 : q->place == P_IN_PLACE_SHIFTED ? 1 : 0;
    const size_t in_shift = q->place == P_APART_SHIFTED || q->place == P_IN_PLACE_SHIFTED ? 1 : 0;
    char *out = (char *)x->out + (MARGIN + shift) * size;
    const void *in = q->place >= P_IN_PLACE ? out : (const char *)x->in + in_shift * size;
    *s = cup_memset(x->h, x->out, LAB_POISON, total);
    if (*s == CUP_STATUS_SUCCESS && q->place >= P_IN_PLACE)
        *s = cup_copy_to_backend(x->h, out, x->host + in_shift * size, q->n * size);
    if (*s == CUP_STATUS_SUCCESS) {
        *s = q->variant >= 0 ? cup_scan_variant(x->h, q->variant, q->block, q->kind, q->op, q->t, in, out, q->n)
                             : cup_scan(x->h, q->kind, q->op, q->t, in, out, q->n);
    }
    if (*s == CUP_STATUS_SUCCESS && !x->nranges) *s = cup_copy_to_host(x->h, x->got, x->out, total);
    for (int r = 0; r < x->nranges && *s == CUP_STATUS_SUCCESS; r++)
        *s = cup_copy_to_host(x->h, x->got + (size_t)r * WINDOW * size, out + x->ranges[r][0] * size, WINDOW * size);
    if (*s != CUP_STATUS_SUCCESS) {
        snprintf(buf, len, "call failed: %s: %s", cup_status_string(*s), cup_last_error(x->h));
        return buf;
    }
    for (size_t i = 0; i < total && !x->nranges; i++)
        if ((i < (MARGIN + shift) * size || i >= (MARGIN + shift + q->n) * size) && x->got[i] != LAB_POISON) {
            snprintf(buf, len, "wrote byte %lld outside out[0, n)",
                     (long long)i - (long long)((MARGIN + shift) * size));
            return buf;
        }
    if (!x->nranges) memmove(x->got, x->got + (MARGIN + shift) * size, q->n * size);
    const size_t n = x->nranges ? (size_t)x->nranges * WINDOW : q->n;
    return q->want ? differ(q->t, x->got, q->want, n, q->by_value, x->nranges ? x->ranges : NULL, buf, len) : NULL;
}

/* cup_scan's float sum of host[0, n) on handle h (a CPU handle beside the one checked) into got. */
static cup_status scan_on(cup_handle_t h, cup_scan_kind kind, cup_dtype t, const void *host, size_t n, void *got)
{
    lab_mem m = {.h = h};
    void *in = lab_dev_copy(&m, host, n * cup_dtype_size(t)), *out = lab_dev(&m, n * cup_dtype_size(t));
    cup_status s = m.s;
    if (s == CUP_STATUS_SUCCESS) s = cup_scan(h, kind, CUP_SUM, t, in, out, n);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(h, got, out, n * cup_dtype_size(t));
    lab_mem_free(&m);
    return s;
}

/* ---- check --------------------------------------------------------------------------------------- */

typedef struct scheck {
    lab_check_ctx *c;
    cup_handle_t other;        /* another handle of the backend: best's bits must not depend on it */
    cup_handle_t cpu;          /* on CUDA, the CPU backend: its cup_scan must give best's bits */
    lab_in in;                 /* the input (n + 3), b's host and in: read back to prove it untouched */
    sbuf b;                    /* and out with its read-back */
    unsigned char *want, *first; /* expected, the input one element in's expected or a first run's bits */
    lab_mem mem;               /* all but in */
} scheck;

static void fail(scheck *x, int k, const sreq *q, int data, const char *what)
{
    lab_check_failf(x->c, k, "%s %s %s n=%zu data=%s %s block=%d: %s", cup_dtype_name(q->t),
                    cup_scan_kind_name(q->kind), cup_op_name(q->op), q->n, data_names[data], place_names[q->place],
                    q->block, what);
}

/* A run of variant k on b; a failure reported with its case. 1 when right. */
static int run_case(scheck *x, int k, const sbuf *b, const sreq *q, int data)
{
    char why[400];
    cup_status s;
    lab_check_count(x->c, k, NULL);
    const char *bad = run(b, q, &s, why, sizeof why);
    if (bad) fail(x, k, q, data, bad);
    return !bad;
}

/* Can variant v be checked against `ref` (0 plain, 1 order) on this data and op? */
static int checkable(const cup_variant_info *v, cup_dtype t, int data, cup_op op, int ref)
{
    if (v->reference && (data == D_SPECIAL || data == D_NAN)) return 0; /* cuprim's NaN rules, not CUB's */
    if (op != CUP_SUM || !is_float(t)) return ref == 0;
    if (v->traits & CUP_SCAN_DOCUMENTED_ORDER) return ref == 1; /* best, and any that sums in cuprim.h's order */
    /* the other float sums on exact data alone, but for the CPU's serial: the plain reference's order */
    return ref == 0 && (data == D_EXACT || data == D_SPECIAL || strcmp(v->name, "serial") == 0);
}

/* Every selected variant on one data set: each op, kind and placement (at large n one placement a
 * combination, in place every other one), each block at small n. */
static void check_data(scheck *x, cup_dtype t, size_t n, int data, int small)
{
    lab_check_ctx *c = x->c;
    const int cpu = cup_get_backend(c->h) == CUP_BACKEND_CPU;
    const size_t whole[1][2] = {{0, n}};
    for (int op = 0; op < CUP_OP_COUNT; op++)
        for (int excl = 0; excl <= 1; excl++) {
            /* past the cache on the CPU and past 2^31: two combinations (quick tests, GPU minutes) */
            if (!small && (cpu || n > ((size_t)1 << 31)) && n > FIXED_MOST && !((op == CUP_SUM && !excl) || (op == CUP_MAX && excl)))
                continue;
            for (int ref = 0; ref <= 1; ref++) {
                int wanted = 0;
                LAB_CHECK_EACH(k, c, &lab_family_scan, -1) wanted |= checkable(lab_check_variant(c, k), t, data, (cup_op)op, ref);
                if (!wanted) continue;
                /* the input as uploaded, and (small n) one element in: its own expectation */
                for (int in = 0; in <= small; in++) {
                    const unsigned char *from = x->b.host + (size_t)in * cup_dtype_size(t);
                    if (ref) order_reference(t, excl, from, n, in ? x->first : x->want);
                    else plain_reference(t, (cup_op)op, excl, from, whole, 1, in ? x->first : x->want);
                }
                for (int place = 0; place < P_COUNT; place++) {
                    if (!small && place != ((op * 2 + excl) % 2 ? P_IN_PLACE : P_APART)) continue;
                    const void *want = place == P_APART_SHIFTED || place == P_IN_PLACE_SHIFTED ? x->first : x->want;
                    LAB_CHECK_EACH(k, c, &lab_family_scan, t) {
                        const cup_variant_info *v = lab_check_variant(c, k);
                        if (!checkable(v, t, data, (cup_op)op, ref) || (cpu && n > FIXED_MOST && !is_best(v)) || !(v->ops & BIT(op)))
                            continue;
                        /* every block: on one combination and data set, to n = 4097 */
                        const int all = place == P_APART && op == CUP_SUM && !excl && data == (is_float(t) ? D_EXACT : D_FULL);
                        LAB_EACH_BLOCK(block, v, all && c->o->all_blocks && n <= 4097) {
                            const sreq q = {c->ids[k], block, (cup_scan_kind)excl, (cup_op)op, t, n, place, want,
                                            v->reference};
                            run_case(x, k, &x->b, &q, data);
                        }
                    }
                }
            }
        }
}

/* Float sums repeat their bits: every deterministic variant run twice on the same data; best also
 * on another handle of the backend and, on a GPU at odd n, once more beside cup_scan on the CPU
 * backend, which must give its bits. */
static void check_repeat(scheck *x, cup_dtype t, size_t n, int data)
{
    lab_check_ctx *c = x->c;
    char why[300];
    for (int excl = 0; excl <= 1; excl++)
        LAB_CHECK_EACH(k, c, &lab_family_scan, t) {
            const cup_variant_info *v = lab_check_variant(c, k);
            sreq q = {c->ids[k], 0, (cup_scan_kind)excl, CUP_SUM, t, n, P_APART, NULL, 0};
            if (!v->deterministic || !run_case(x, k, &x->b, &q, data)) continue;
            memcpy(x->first, x->b.got, n * cup_dtype_size(t));
            q.want = x->first;
            if (!run_case(x, k, &x->b, &q, data)) fail(x, k, &q, data, "a second run differs (above)");
            if (!is_best(v)) continue;
            if (x->other) {
                sbuf other = x->b;
                other.h = x->other;
                q.variant = lab_find(x->other, &lab_family_scan, "best");
                if (!run_case(x, k, &other, &q, data)) fail(x, k, &q, data, "another handle differs (above)");
                q.variant = c->ids[k];
            }
            if (!x->cpu || n % 2 == 0 || !run_case(x, k, &x->b, &q, data)) continue;
            if (scan_on(x->cpu, q.kind, t, x->b.host, n, x->want) != CUP_STATUS_SUCCESS) {
                snprintf(why, sizeof why, "the CPU backend's cup_scan failed: %s", cup_last_error(x->cpu));
                fail(x, k, &q, data, why);
            } else if (differ(t, x->b.got, x->want, n, 0, NULL, why, sizeof why)) {
                LAB_APPEND(why, " (the CPU backend's)");
                fail(x, k, &q, data, why);
            }
        }
}

static void scan_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    cup_handle_t h = c->h;
    const int cuda = cup_get_backend(h) == CUP_BACKEND_CUDA;
    lab_rng rng = {c->o->seed ^ 0x7363616eull};
    scheck x = {.c = c, .b = {.h = h}, .mem = {.h = h}};
    if (!c->planning && cup_create(&x.other, cup_get_backend(h)) != CUP_STATUS_SUCCESS) x.other = NULL;
    if (!c->planning && cuda && cup_create(&x.cpu, CUP_BACKEND_CPU) != CUP_STATUS_SUCCESS) x.cpu = NULL;
    /* the tiles of every step +-1: 256 (blockDim), 512 (blelloch), 1024 (4 items), 2048, best's
     * 4096 (8-byte) and 8192 (4-byte); 300007 spans more than 32 tiles of best (one row of its
     * look-back's window), 1100003 (not on the CPU) more than a window of 128 (135 tiles of 4-byte
     * elements, 269 of 8-byte); past the cache, many windows */
    static const size_t fixed[] = {1,    2,    31,   32,   33,   255,  256,  257,  511,  512,   513,    1023,    1024,
                                   1025, 2047, 2048, 2049, 4095, 4096, 4097, 8191, 8192, 8193, 65537, 300007, FIXED_MOST};
    LAB_CHECK_DTYPES(t, c, &lab_family_scan) {
        const cup_dtype dt = (cup_dtype)t;
        const size_t size = cup_dtype_size(dt);
        const int i32_f32 = dt == CUP_I32 || dt == CUP_F32;
        /* past the cache: three times it on the GPU; on the CPU (whose family test must stay quick)
         * in and out together just past it, for i32 and f32, best alone, two combinations */
        const size_t past = cuda || i32_f32 ? (cuda ? 3 * cache : cache / 2) / size + 4097 : 0;
        enum { FIXED = sizeof fixed / sizeof fixed[0] };
        size_t sizes[FIXED + 2], largest;
        const int count = lab_check_sizes(c, fixed, cuda ? FIXED : FIXED - 1, past, cuda && i32_f32 ? ((size_t)1 << 31) + 17 : 0,
                                          max_n, sizes, &largest);
        const size_t elems = largest + 2 * MARGIN + 3, firsts = largest < FIXED_MOST ? elems : FIXED_MOST + 2 * MARGIN + 3;
        /* the input and its read-back (lab_in), the expected output, out's read-back, the first run's
         * bits; in the backend the input and the output; on a GPU the CPU backend's input and output
         * (to 1100003) */
        if (lab_check_holds(c, (double)((2 * (largest + 3) + 2 * elems + firsts) * size) + (cuda ? 2.0 * (double)(firsts * size) : 0),
                            (double)((largest + 3 + elems) * size), "scan %s n=%zu", cup_dtype_name(dt), largest))
            continue;
        x.want = lab_host(&x.mem, elems * size), x.b.got = lab_host(&x.mem, elems * size);
        /* a first run's bits and the shifted expectations: to 1100003 elements */
        x.first = lab_host(&x.mem, firsts * size);
        x.b.out = lab_dev(&x.mem, elems * size);
        const int ready = lab_mem_check_ok(c, -1, &x.mem, cup_dtype_name(dt)) &&
                          lab_in_room(c, &x.in, (largest + 3) * size, "scan") == 0;
        x.b.host = x.in.host, x.b.in = x.in.dev;
        for (int i = 0; i < count && ready; i++) {
            const size_t n = sizes[i];
            const int small = n <= 65537, huge = n > ((size_t)1 << 31), big = n > FIXED_MOST;
            for (int data = 0; data < D_KINDS; data++) {
                if ((!is_float(dt) && data != D_FULL) || (data == D_SPECIAL && !small)) continue;
                /* past the cache: exact and full data (the CPU and past 2^31: one set); the CPU's NaN
                 * data stops at 65537 */
                if ((big || (!cuda && !small)) && data == D_NAN) continue;
                if ((huge || (big && !cuda)) && data != (is_float(dt) && huge ? D_EXACT : D_FULL)) continue;
                fill(x.in.host, dt, n + 3, data, &rng);
                if (lab_in_upload(c, &x.in, (n + 3) * size, "scan") != 0) break;
                check_data(&x, dt, n, data, small);
                if (is_float(dt) && data == D_FULL && !big) check_repeat(&x, dt, n, data);
                /* the input of the runs apart: untouched */
                if (!huge)
                    lab_in_intact(c, &x.in, (n + 3) * size, "scan %s n=%zu data=%s", cup_dtype_name(dt), n, data_names[data]);
            }
            lab_check_progress(c, "scan %s n=%zu", cup_dtype_name(dt), n);
        }
        lab_in_free(h, &x.in);
        lab_mem_free(&x.mem);
    }
    if (x.other) cup_destroy(x.other);
    if (x.cpu) cup_destroy(x.cpu);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

typedef struct sbench {
    sbuf b;
    sreq q;
    int asked;
    void *at;                      /* the timed calls' output: out past its margin */
    size_t ranges[WINDOWS][2];     /* past 1 GiB the windows checked, else [0, n) */
} sbench;

static cup_status scan_work(cup_handle_t h, void *p)
{
    const sbench *w = p;
    return cup_scan_variant(h, w->q.variant, w->q.block, w->q.kind, w->q.op, w->q.t, w->b.in, w->at, w->q.n);
}

static int scan_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    sbench *w = p;
    r->op = cup_op_name(w->q.op), r->n = w->q.n;
    snprintf(r->json, sizeof r->json, ", \"kind\": \"%s\"", cup_scan_kind_name(w->q.kind));
    const int block = lab_row_block(v, w->asked, r);
    if (block < 0) return -1;
    w->q.variant = id, w->q.block = block, w->q.by_value = v->reference;
    run->bytes = 2.0 * (double)w->q.n * (double)cup_dtype_size(w->q.t);
    run->footprint = 2 * w->q.n * cup_dtype_size(w->q.t);
    return 0;
}

static int scan_verify(void *p, cup_handle_t h, cup_status *s)
{
    (void)h; /* the table's handle, as w->b's */
    const sbench *w = p;
    char why[300];
    const char *bad = run(&w->b, &w->q, s, why, sizeof why);
    if (bad && *s == CUP_STATUS_SUCCESS)
        fprintf(stderr, "cuprim: scan %s %s %s n=%zu: %s\n", cup_dtype_name(w->q.t), cup_scan_kind_name(w->q.kind),
                cup_op_name(w->q.op), w->q.n, bad);
    return !bad;
}

/* One table: the selected variants on n elements of t. Sums run on small integers (-2, -1, 1, 2:
 * exact in every order, so every variant's float sum is checked bit for bit), MIN/MAX on FULL
 * data; the time does not depend on the values. */
static int scan_table(lab_bench *b, const char *const *variants, cup_dtype t, cup_op op, cup_scan_kind kind, size_t n,
                      int block)
{
    const size_t size = cup_dtype_size(t), bytes = n * size, total = (n + 2 * MARGIN + 3) * size;
    const int whole = bytes <= ((size_t)1 << 30);
    const size_t checked = whole ? n : (size_t)WINDOWS * WINDOW;
    /* the backend's input and output (between its margins); on the host the input, the expected
     * output and its read-back (past 1 GiB: of the windows) */
    LAB_NEED_MEMORY(b, (double)bytes + (double)(checked * size) + (double)(whole ? total : checked * size),
                    (double)bytes + (double)total, "scan of %zu %s", n, cup_dtype_name(t));
    sbench w = {.b = {.h = b->h}, .q = {.kind = kind, .op = op, .t = t, .n = n, .place = P_APART}, .asked = block};
    w.ranges[0][0] = 0, w.ranges[0][1] = n;
    if (!whole) { /* evenly spread, each at a random place of its stretch, the first and last at the ends */
        lab_rng rng = {lab_table_seed(b, n, 0x77696eull)};
        const size_t stretch = n / WINDOWS;
        for (int r = 0; r < WINDOWS; r++) {
            const size_t lo = r == 0 ? 0 : r == WINDOWS - 1 ? n - WINDOW : (size_t)r * stretch + lab_rand(&rng) % (stretch - WINDOW);
            w.ranges[r][0] = lo, w.ranges[r][1] = lo + WINDOW;
        }
        w.b.ranges = (const size_t(*)[2])w.ranges, w.b.nranges = WINDOWS;
    }
    lab_mem m = {.h = b->h};
    unsigned char *host = lab_host(&m, bytes), *want = lab_host(&m, checked * size);
    w.b.host = host, w.b.got = lab_host(&m, whole ? total : checked * size);
    if (m.s == CUP_STATUS_SUCCESS) {
        lab_fill_parallel(host, t, n, op == CUP_SUM ? LAB_DATA_SMALLINT : LAB_DATA_FULL,
                          lab_table_seed(b, n, ((uint64_t)t << 8) | (uint64_t)op));
        plain_reference(t, op, kind == CUP_SCAN_EXCLUSIVE, host, (const size_t(*)[2])w.ranges, whole ? 1 : WINDOWS,
                        want);
    }
    w.b.in = lab_dev_copy(&m, host, bytes), w.b.out = lab_dev(&m, total);
    w.q.want = want, w.at = (char *)w.b.out + MARGIN * size;
    int failures = -1;
    if (lab_mem_ok(&m, "the scan's arrays")) {
        const lab_table table = {.family = &lab_family_scan, .variants = variants, .dtype = (int)t, .ops = BIT(op),
                                 .ceiling = LAB_CEILING_COPY, .ctx = &w, .setup = scan_setup,
                                 .verify = scan_verify, .work = scan_work};
        failures = lab_table_runf(b, &table, "scan %s %s %s, n = %zu (GB/s: %.1f MiB read + %.1f MiB written%s)",
                                  cup_scan_kind_name(kind), cup_op_name(op), cup_dtype_name(t), n, bytes / 1048576.0,
                                  bytes / 1048576.0, whole ? "" : "; checked on 64 windows");
    }
    lab_mem_free(&m);
    return failures;
}

/* --op and --kind (the enums' order), and the sweep's */
static const char *const scan_sweep_ops[] = {"sum", "min", "max", NULL};
static const char *const scan_sweep_kinds[] = {"inclusive", "exclusive", NULL};

static int scan_bench(lab_bench *b, const lab_args *a)
{
    const cup_op op = (cup_op)lab_opt_pick(a, "op", scan_sweep_ops, CUP_SUM);
    const cup_scan_kind kind = (cup_scan_kind)lab_opt_pick(a, "kind", scan_sweep_kinds, CUP_SCAN_INCLUSIVE);
    if (a->n_set && a->n == 0) lab_usage("--n 0: a scan table needs at least one element");
    if (a->n_set && a->n > SIZE_MAX / 32) lab_usage("--n %zu is past any device's memory", a->n);
    static const cup_dtype every[] = {CUP_I32, CUP_F32, CUP_F64};
    const int gpu = cup_get_backend(b->h) == CUP_BACKEND_CUDA, top = gpu ? 30 : 26, step = gpu ? 2 : 4;
    int failures = 0;
    for (int i = 0; i < (a->dtype >= 0 ? 1 : 3); i++)
        for (int lg = 10; lg <= top; lg += step) {
            const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : every[i];
            LAB_ADD(scan_table(b, lab_variants(a), t, op, kind, a->n_set ? a->n : (size_t)1 << lg, a->block));
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

/* Every way to misuse cup_scan and cup_scan_variant: a status, a message, in and out untouched. */
static void refusals(lab_api *x)
{
    cup_handle_t h = x->h;
    char *in = x->in, *out = x->out;
    const cup_scan_kind inc = CUP_SCAN_INCLUSIVE;
    LAB_EACH_FOREIGN(id, h, &lab_family_scan)
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, cup_scan_variant(h, id, 0, inc, CUP_SUM, CUP_I32, in, out, API_N));
    LAB_EXPECT_STATUS(x->t, NULL, cup_scan(NULL, inc, CUP_SUM, CUP_I32, in, out, API_N), CUP_STATUS_INVALID_VALUE);
    lab_api_untouched(x, "a NULL handle");
    LAB_EACH_CALL(i, v, h, &lab_family_scan) { /* i = -1: cup_scan itself (block 0) */
#define CALL(block, kind, op, dtype, a, b, n)                                                                      \
    (v ? cup_scan_variant(h, i, (block), (kind), (op), (dtype), (a), (b), (n)) : cup_scan(h, (kind), (op), (dtype), (a), (b), (n)))
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, CUP_SCAN_KIND_COUNT, CUP_SUM, CUP_I32, in, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, (cup_scan_kind)-1, CUP_SUM, CUP_I32, in, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_OP_COUNT, CUP_I32, in, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, (cup_op)-1, CUP_I32, in, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_DTYPE_COUNT, in, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_NOT_SUPPORTED, CALL(0, inc, CUP_SUM, CUP_B4, in, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_NOT_SUPPORTED, CALL(0, inc, CUP_MAX, CUP_U8, in, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, NULL, out, API_N));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, NULL, API_N));
        /* overlap other than in place: out one element either side of in */
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, in + 4, API_N - 1));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in + 4, in, API_N - 1));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_MIN, CUP_F64, out + 8, out, 100));
        /* misaligned, and past the end of a block */
        LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_I32, in + 2, out, API_N - 1));
        LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_I32, in, out + 2, API_N - 1));
        LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_F64, in + 4, out, API_N / 2 - 1));
        if (cup_get_backend(h) == CUP_BACKEND_CPU) /* CUDA knows a block's end only as the driver rounds it */
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, out, API_N + 1));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, out, (size_t)API_N + 10000000));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I32, in, out, SIZE_MAX / 2));
        LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(0, inc, CUP_SUM, CUP_I64, in, out, SIZE_MAX / 4));
        LAB_REFUSED(x, CUP_STATUS_INVALID_POINTER, CALL(0, inc, CUP_SUM, CUP_I32, x->host, out, API_N));
        if (v) { /* blocks: best and cub pick their own; the ladder takes powers of two */
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE,
                        CALL(v->block_max ? 96 : 64, inc, CUP_SUM, CUP_I32, in, out, API_N));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(2048, inc, CUP_SUM, CUP_I32, in, out, API_N));
            LAB_REFUSED(x, CUP_STATUS_INVALID_VALUE, CALL(-32, inc, CUP_SUM, CUP_I32, in, out, API_N));
        }
        /* n = 0 writes nothing, NULL pointers included */
        LAB_EXPECT_STATUS(x->t, h, CALL(0, inc, CUP_SUM, CUP_I32, NULL, NULL, 0), CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(x->t, h, CALL(0, CUP_SCAN_EXCLUSIVE, CUP_MIN, CUP_F64, in, out, 0), CUP_STATUS_SUCCESS);
        lab_api_untouched(x, "n = 0");
        LAB_EXPECT_STATUS(x->t, h, CALL(0, inc, CUP_MAX, CUP_I32, in, out, API_N), CUP_STATUS_SUCCESS);
        LAB_EXPECT(x->t, cup_last_error(h)[0] == '\0', "success clears the message");
        LAB_EXPECT_STATUS(x->t, h, lab_api_poison(x), CUP_STATUS_SUCCESS);
#undef CALL
    }
}

/* One worked case on every variant of h's backend and cup_scan, apart and in place: n elements of
 * dtype at `data`, the expected outputs at `want` (bit for bit), out between its margins. */
static void worked(lab_api *x, cup_dtype t, cup_scan_kind kind, cup_op op, const void *data, size_t n, const void *want,
                   const char *what)
{
    unsigned char got[(2 * MARGIN + 16 + 3) * 8];
    const sbuf b = {x->h, data, x->in, x->out, got, NULL, 0};
    LAB_EXPECT_STATUS(x->t, x->h, cup_copy_to_backend(x->h, x->in, data, n * cup_dtype_size(t)), CUP_STATUS_SUCCESS);
    LAB_EACH_CALL(i, v, x->h, &lab_family_scan) {
        if (v && v->reference) continue;
        for (int in_place = 0; in_place <= 1; in_place++) {
            const sreq q = {v ? i : -1, 0, kind, op, t, n, in_place ? P_IN_PLACE : P_APART, want, 0};
            char why[300];
            cup_status s;
            const char *bad = run(&b, &q, &s, why, sizeof why);
            LAB_EXPECT(x->t, !bad, "%s on %s%s: %s", what, v ? v->name : "cup_scan", in_place ? ", in place" : "",
                       bad ? bad : "");
        }
    }
    LAB_EXPECT_STATUS(x->t, x->h, lab_api_restore(x), CUP_STATUS_SUCCESS);
}

/* Semantics worked by hand: wrap-around, identities, NaNs skipped, the earliest of tied zeros,
 * the sign of zero sums, infinities. */
static void semantics(lab_api *x)
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

/* best's float sums on another handle (lab_each_cpu_handle): the bits they had on the one checked */
typedef struct same_bits {
    lab_tally *t;
    cup_dtype dt;
    size_t n;
    const void *host, *first;
    void *got;
} same_bits;

static void same_bits_on(cup_handle_t on, const char *label, void *p)
{
    const same_bits *b = p;
    char why[300];
    const cup_status s = scan_on(on, CUP_SCAN_INCLUSIVE, b->dt, b->host, b->n, b->got);
    LAB_EXPECT(b->t, s == CUP_STATUS_SUCCESS, "cup_scan %s on %s: %s", cup_dtype_name(b->dt), label,
               cup_last_error(on));
    if (s == CUP_STATUS_SUCCESS)
        LAB_EXPECT(b->t, !differ(b->dt, b->got, b->first, b->n, 0, NULL, why, sizeof why),
                   "cup_scan %s: %s gives other bits: %s", cup_dtype_name(b->dt), label, why);
}

/* best's float sums under every CPU thread count (a handle per count) and, on a GPU, through the
 * CPU backend: one set of bits. */
static void same_bits_everywhere(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    static const char *const counts[] = {"1", "2", "3", "7", "16", NULL};
    same_bits b = {.t = t, .n = 300007}; /* past the CPU's parallel cut, 37 tiles of f32 */
    lab_mem m = {.h = h};
    void *host = lab_host(&m, b.n * sizeof(double)), *first = lab_host(&m, b.n * sizeof(double));
    b.host = host, b.first = first, b.got = lab_host(&m, b.n * sizeof(double));
    for (int dt = CUP_F32; m.s == CUP_STATUS_SUCCESS && dt <= CUP_F64; dt++) {
        b.dt = (cup_dtype)dt;
        lab_fill(host, b.dt, b.n, LAB_DATA_FULL, rng);
        const cup_status s = scan_on(h, CUP_SCAN_INCLUSIVE, b.dt, host, b.n, first);
        LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "cup_scan %s: %s", cup_dtype_name(b.dt), cup_last_error(h));
        if (s == CUP_STATUS_SUCCESS) lab_each_cpu_handle(h, t, counts, same_bits_on, &b);
    }
    lab_mem_free(&m);
}

static void scan_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    LAB_NAMES_ROUND_TRIP(t, cup_scan_kind, CUP_SCAN_KIND_COUNT, cup_scan_kind_name, cup_scan_kind_from_name, "prefix");
    LAB_EXPECT(t, strcmp(cup_scan_kind_name(CUP_SCAN_EXCLUSIVE), "exclusive") == 0, "CUP_SCAN_EXCLUSIVE is \"exclusive\"");
    lab_api x;
    if (lab_api_open(&x, h, t, rng, API_N * 4, API_N * 8, 0) == 0) {
        refusals(&x);
        semantics(&x);
        lab_api_close(&x);
    }
    same_bits_everywhere(h, t, rng);
}

static const lab_option scan_options[] = {{"op", "O"}, {"kind", "inclusive|exclusive"}, {NULL, NULL}};
/* under the sanitizers (gpu-check puts its --max-n first, and the last one given counts): 4- and
 * 8-byte elements, tile states of one word and of two; best's 4-byte tiles hold 8192 elements, so
 * its look-back on them needs n past 8192 */
static const char *const scan_sanitize[] = {"--dtype i32", "--dtype i32 --variant best --max-n 8193", "--dtype f64",
                                            NULL};

/* The sweep's space: every dtype, n to 2^28, every op and kind, against CUB. */
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
        "scan: n = 1, 2, 31..33, 255..257, 511..513, 1023..1025, 2047..2049, 4095..4097, 8191..8193,\n"
        "  65537, 300007, 1100003 and past the cache; every dtype, op and kind; apart, in place, and\n"
        "  misaligned (to 65537), every block size (to 4097, inclusive sums); poisoned margins; exact\n"
        "  data for every variant, best's float sums bit for bit against cuprim.h's order on full and\n"
        "  NaN data, repeated on another handle and (GPU) against the CPU backend; the CPU stops at\n"
        "  300007 and, past the cache, runs best alone; --huge adds n = 2^31 + 17 (i32, f32; CUDA,\n"
        "  ~18 GB).\n",
    .bench = scan_bench,
    .suite = scan_suite,
    .check = scan_check,
    .api_test = scan_api_test,
    .sanitize = scan_sanitize,
    .sweep = &scan_space,
    .headline = scan_headline,
};
