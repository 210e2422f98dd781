/* The histogram family in the lab: an independent reference (128-bit integer arithmetic for
 * integer samples; for floats the documented edges tabulated once and searched, not the
 * library's estimate-and-correct), the check sweep, the benchmark tables and the API contract. */
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int is_float(cup_dtype t) { return t == CUP_F32 || t == CUP_F64; }

/* ---- the reference ------------------------------------------------------------------------------- */

/* A request as the reference sees it: the edges of a float histogram tabulated (bins + 1 of
 * them, cuprim.h's formula or the user's), integer bounds as 64-bit integers. */
typedef struct href {
    cup_dtype t;
    size_t bins;
    int64_t lo, hi;  /* integers: [lo, hi) */
    double *edges;   /* floats */
} href;

static int href_init(href *r, cup_dtype t, size_t bins, double lower, double upper, const double *user_edges)
{
    *r = (href){.t = t, .bins = bins};
    if (!is_float(t)) {
        r->lo = (int64_t)lower, r->hi = (int64_t)upper;
        return 0;
    }
    r->edges = malloc((bins + 1) * sizeof *r->edges);
    if (!r->edges) return -1;
    const double w = (upper - lower) / (double)bins;
    for (size_t b = 0; b < bins; b++) r->edges[b] = user_edges ? user_edges[b] : fma((double)b, w, lower);
    r->edges[bins] = user_edges ? user_edges[bins] : upper;
    return 0;
}

static void href_free(href *r) { free(r->edges); }

/* The bin of x, or -1. */
static long long href_bin(const href *r, double x)
{
    if (!is_float(r->t)) {
        const int64_t v = (int64_t)x;
        if (v < r->lo || v >= r->hi) return -1;
        const unsigned __int128 p = (unsigned __int128)(uint64_t)(v - r->lo) * r->bins;
        return (long long)(p / (uint64_t)(r->hi - r->lo));
    }
    if (!(x >= r->edges[0] && x < r->edges[r->bins])) return -1;
    size_t lo = 0, hi = r->bins; /* edges[lo] <= x < edges[hi] */
    while (hi - lo > 1) {
        const size_t mid = lo + (hi - lo) / 2;
        if (r->edges[mid] <= x) lo = mid;
        else hi = mid;
    }
    return (long long)lo;
}

static void href_count(const href *r, const void *data, size_t n, uint64_t *want)
{
    memset(want, 0, r->bins * sizeof *want);
    for (size_t i = 0; i < n; i++) {
        const long long b = href_bin(r, lab_get(r->t, data, i));
        if (b >= 0) want[b]++;
    }
}

/* ---- one request, run and compared once: for the check and the contract -------------------------- */

/* A request: n samples of t at `in` (backend memory) in `bins` even bins of [lower, upper), or in
 * the range form's bins between `edges` (bins + 1 of them, host memory) when that is not NULL. */
typedef struct hreq {
    cup_dtype t;
    const void *in;
    size_t n, bins;
    double lower, upper;
    const double *edges;
} hreq;

static cup_status hist_call(cup_handle_t h, int id, const hreq *q, uint64_t *out)
{
    if (q->edges)
        return id < 0 ? cup_histogram_range(h, q->t, q->in, q->n, q->bins, q->edges, out)
                      : cup_histogram_range_variant(h, id, 0, q->t, q->in, q->n, q->bins, q->edges, out);
    return id < 0 ? cup_histogram_even(h, q->t, q->in, q->n, q->bins, q->lower, q->upper, out)
                  : cup_histogram_even_variant(h, id, 0, q->t, q->in, q->n, q->bins, q->lower, q->upper, out);
}

/* The counts poisoned between their margins, the request through variant id (< 0: the production
 * call), the counts and margins read back: the status of the first step that failed, and *wrong
 * NULL when the counts are want[0, bins) and the margins still poison, else why (into why). */
static cup_status hist_run(cup_handle_t h, int id, const hreq *q, lab_out *counts, const uint64_t *want,
                           const char **wrong, char *why, size_t len)
{
    cup_status s = lab_out_poisoned(h, counts, q->bins * 8);
    if (s == CUP_STATUS_SUCCESS) s = hist_call(h, id, q, lab_out_at(counts));
    if (s == CUP_STATUS_SUCCESS) s = lab_out_read(h, counts, q->bins * 8);
    *wrong = s == CUP_STATUS_SUCCESS ? lab_out_verdict(counts, want, q->bins * 8, 8, why, len) : NULL;
    return s;
}

/* ---- check ---------------------------------------------------------------------------------------- */

/* The bounds a sweep tries per dtype: the full range of the integer types, a range whose width
 * the bins rarely divide, and for floats two ranges exact in f32. */
typedef struct hcase {
    double lower, upper;
    const char *name;
} hcase;
static const hcase bounds[CUP_DTYPE_COUNT][2] = {
    [CUP_U8] = {{0, 256, "full"}, {3, 250, "[3, 250)"}},
    [CUP_U16] = {{0, 65536, "full"}, {100, 60001, "[100, 60001)"}},
    [CUP_I32] = {{-2147483648.0, 2147483648.0, "full"}, {-1000003, 2000001, "[-1000003, 2000001)"}},
    [CUP_U32] = {{0, 4294967296.0, "full"}, {7, 3000000007.0, "[7, 3000000007)"}},
    [CUP_F32] = {{-1.5, 2.25, "[-1.5, 2.25)"}, {0, 1, "[0, 1)"}},
    [CUP_F64] = {{-1.5, 2.25, "[-1.5, 2.25)"}, {0, 1, "[0, 1)"}},
};

/* The sample next to v towards dir (+-INFINITY): the neighbouring float of t, or integer. */
static double beside(cup_dtype t, double v, double dir)
{
    if (!is_float(t)) return dir > 0 ? v + 1 : v - 1;
    return t == CUP_F32 ? nextafterf((float)v, (float)dir) : nextafter(v, dir);
}

/* n samples for a request over [lower, upper): mostly inside, some just outside, and one in
 * eight a boundary: lower, upper, the values next to them, an edge of a bin (cuprim.h's) and its
 * neighbours (floats: in the sample type), the type's extremes, NaN and infinities. */
static void fill_case(void *host, size_t n, const hreq *q, lab_rng *rng)
{
    const cup_dtype t = q->t;
    const double lower = q->lower, upper = q->upper, span = upper - lower, w = span / (double)q->bins;
    double tmin = 0, tmax = 0;
    if (t == CUP_U8) tmax = 255;
    else if (t == CUP_U16) tmax = 65535;
    else if (t == CUP_I32) tmin = -2147483648.0, tmax = 2147483647.0;
    else if (t == CUP_U32) tmax = 4294967295.0;
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(rng);
        const double u = (double)(x >> 11) / 9007199254740992.0; /* [0, 1) */
        double v = lower - span / 16 + u * span * 1.125;
        const unsigned k = (unsigned)(x >> 3) % 12;
        if ((x & 7) == 0 && k < 10) {
            const size_t b = (size_t)((x >> 20) % q->bins);
            double edge = is_float(t) ? fma((double)b, w, lower) : lower + floor((double)b * span / (double)q->bins);
            if (t == CUP_F32) edge = (float)edge;
            const double at[10] = {lower, upper, beside(t, upper, -INFINITY), beside(t, lower, -INFINITY), edge,
                                   beside(t, edge, -INFINITY), beside(t, edge, INFINITY), is_float(t) ? NAN : tmin,
                                   is_float(t) ? INFINITY : tmax, is_float(t) ? -INFINITY : tmin};
            v = at[k];
        }
        if (!is_float(t)) {
            v = floor(v);
            v = v < tmin ? tmin : v > tmax ? tmax : v;
        }
        lab_put(t, host, i, v);
    }
}

typedef struct hcheck {
    lab_check_ctx *c;
    lab_in in;
    lab_out counts;
    uint64_t *want;
    double *edges; /* the range form's uneven edges */
} hcheck;

/* Every selected variant on one data set (the input from element `start`) and one request. */
static void check_request(hcheck *x, const hcase *hc, const hreq *q, size_t start)
{
    lab_check_ctx *c = x->c;
    href r;
    if (href_init(&r, q->t, q->bins, q->lower, q->upper, q->edges)) {
        lab_check_fail(c, -1, "histogram: out of host memory for the reference");
        return;
    }
    href_count(&r, x->in.host + start * cup_dtype_size(q->t), q->n, x->want);
    href_free(&r);
    char why[400];
    const int len = snprintf(why, sizeof why, "histogram %s %s n=%zu start+%zu bins %zu %s: ",
                             q->edges ? "range" : "even", cup_dtype_name(q->t), q->n, start, q->bins, hc->name);
    LAB_CHECK_EACH(k, c, &lab_family_histogram, q->t) {
        const cup_variant_info *v = lab_check_variant(c, k);
        /* reference rows (CUB) only where CUB's rule is cuprim's: integer samples over a range that is
         * not a type's full range (cccl#10975), at most 65536 bins (past that CUB's scratch is O(blocks
         * x bins)); its float rule differs at bin edges */
        const int cub_rule = !is_float(q->t) && strcmp(hc->name, "full") != 0 && q->bins <= 65536;
        if ((q->edges && !(v->ops & 2u)) || (v->reference && !cub_rule)) continue;
        const char *wrong;
        const cup_status s = hist_run(c->h, c->ids[k], q, &x->counts, x->want, &wrong, why + len, sizeof why - len);
        if (s == CUP_STATUS_NOT_SUPPORTED && q->bins > 4096 && strcmp(v->name, "best") != 0)
            continue; /* a shared-memory rung that cannot hold these bins says so: not a run */
        if (!lab_check_call(c, k, why, sizeof why, (size_t)len, s)) lab_check_count(c, k, wrong ? why : NULL);
    }
}

static void check_dtype(lab_check_ctx *c, cup_dtype t, size_t cache, size_t max_n)
{
    static const size_t all_bins[] = {1, 2, 17, 255, 256, 257, 4096, 65536, (size_t)1 << 20},
                        ladder[] = {1, 2, 33, 1025, 65537, 1000003};
    enum { NBINS = sizeof all_bins / sizeof all_bins[0], MOST = 1 << 20, UNEVEN = 4096 };
    const size_t size = cup_dtype_size(t);
    size_t sizes[8], largest;
    int count = lab_check_sizes(c, ladder, 6, 3 * cache / 2 / size + 7 /* past the cache */,
                                t == CUP_U8 ? ((size_t)1 << 32) + 33 : 0, max_n, sizes, &largest);
    /* the input (lab_in); the most bins' expected counts, float edges, counts and read-back; the
     * call's scratch: on the CPU a private histogram per thread, on a GPU its workspace */
    const double most = (double)MOST * 8 + 2 * LAB_MARGIN, in = (double)((largest + 1) * size);
    const double scratch = c->info.backend == CUP_BACKEND_CPU ? c->info.cpu_threads * most : 2 * most;
    if (lab_check_holds(c, 2 * in + (is_float(t) ? 3 : 2) * most, in + most + scratch, "histogram %s n=%zu",
                        cup_dtype_name(t), largest))
        return;
    hcheck x = {c, {0}, {0}, malloc((size_t)MOST * 8), malloc((UNEVEN + 1) * sizeof(double))};
    if (!x.want || !x.edges || lab_in_room(c, &x.in, (largest + 1) * size, "histogram") != 0) count = 0;
    const hcase *hc = bounds[t];
    lab_rng rng = {c->o->seed ^ (0x68697374ull + (uint64_t)t)};
    for (int i = 0; i < count; i++) {
        const size_t n = sizes[i];
        const int small = n <= 65537, big = n > 1000003;
        for (int ci = 0; ci < 2; ci++)
            for (int bi = 0; bi < NBINS; bi++) {
                hreq q = {t, NULL, n, all_bins[bi], hc[ci].lower, hc[ci].upper, NULL};
                if (big && (ci != 0 || (q.bins != 256 && q.bins != 65536))) continue; /* big n: two bin counts */
                if (n > ((size_t)1 << 32) && (q.bins != 256 || ci != 0)) continue;
                fill_case(x.in.host, n + 1, &q, &rng);
                if (lab_in_upload(c, &x.in, (n + 1) * size, "histogram") != 0) continue;
                /* the range form too, for small float requests of the first bounds: its edges, the same
                 * at each start, worked once */
                const int range = is_float(t) && q.bins <= UNEVEN && small && ci == 0;
                for (size_t b = 0; range && b <= q.bins; b++) { /* uneven widths: the square of the even position */
                    const double w = (q.upper - q.lower) / (double)q.bins, at = (double)b / (double)q.bins;
                    x.edges[b] = q.lower + w * (double)q.bins * at * at;
                }
                for (size_t start = 0; start <= (small ? 1u : 0u); start++)
                    for (int form = 0; form <= range; form++) { /* the even form, then the range form */
                        q.in = (const char *)x.in.dev + start * size, q.edges = form ? x.edges : NULL;
                        check_request(&x, &hc[ci], &q, start);
                    }
                if (n <= ((size_t)1 << 32)) lab_in_intact(c, &x.in, (n + 1) * size, "histogram");
            }
        lab_check_progress(c, "histogram %s n=%zu", cup_dtype_name(t), n);
    }
    lab_in_free(c->h, &x.in), lab_out_free(c->h, &x.counts);
    free(x.want), free(x.edges);
}

static void hist_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    LAB_CHECK_DTYPES(t, c, &lab_family_histogram) check_dtype(c, (cup_dtype)t, cache, max_n);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

enum { DIST_UNIFORM, DIST_ONE, DIST_SKEWED, DIST_COUNT };
static const char *const dist_names[DIST_COUNT + 1] = {"uniform", "one-value", "skewed", NULL};

typedef struct hbench {
    cup_handle_t h;
    size_t bins;
    int dist;
    double lower, upper;
} hbench;

/* The bench's bounds: integers over bins x K values (u8 and u16: their full range where the bins
 * divide it, else the most whole bins of it), floats over [0, 1), so every bin holds whole values
 * (integers) or exact binary fractions (floats with a power-of-two bin count) and each sample's
 * bin is known when it is made. */
static void bench_bounds(cup_dtype t, size_t bins, double *lower, double *upper, uint64_t *per_bin)
{
    *lower = 0;
    if (t == CUP_U8 || t == CUP_U16) {
        const uint64_t span = t == CUP_U8 ? 256 : 65536;
        *per_bin = span / bins, *upper = (double)(*per_bin * bins);
    } else if (is_float(t)) {
        *upper = 1, *per_bin = 0;
    } else {
        *per_bin = ((uint64_t)1 << 31) / bins, *upper = (double)(*per_bin * bins);
    }
}

/* n samples of the distribution, each made inside a chosen bin (the count is tallied as it is
 * made: an independent reference at any n). */
static void bench_fill(lab_io *io, lab_rng *rng)
{
    const hbench *w = io->ctx;
    uint64_t per_bin, *want = (uint64_t *)io->want;
    double lower, upper;
    bench_bounds(io->dtype, w->bins, &lower, &upper, &per_bin);
    memset(want, 0, w->bins * 8);
    const size_t hot = w->bins / 2;
    unsigned log2_bins = 0;
    while (((size_t)1 << log2_bins) < w->bins) log2_bins++;
    const unsigned frac = log2_bins < 24 ? 24 - log2_bins : 0;
    for (size_t i = 0; i < io->n; i++) {
        const uint64_t x = lab_rand(rng);
        size_t b = (size_t)((x >> 32) % w->bins);
        if (w->dist == DIST_ONE || (w->dist == DIST_SKEWED && (x & 1023) < 922)) b = hot;
        const uint64_t r = w->dist == DIST_ONE ? 0 : (x >> 10) & 0x3fffff; /* 22 bits of place in the bin */
        double v;
        if (is_float(io->dtype)) /* (b x 2^f + r) / (bins x 2^f) with 24 bits in all: exact in f32 */
            v = ldexp((double)((b << frac) + (r & (((uint64_t)1 << frac) - 1))), -(int)frac - (int)log2_bins);
        else v = (double)(b * per_bin + (per_bin > 1 ? r % per_bin : 0));
        lab_put(io->dtype, io->host, i, v);
        want[b]++;
    }
}

static cup_status hist_work(cup_handle_t h, void *p)
{
    const lab_io *io = p;
    const hbench *w = io->ctx;
    return cup_histogram_even_variant(h, io->id, 0, io->dtype, io->in, io->n, w->bins, w->lower, w->upper, io->out);
}

static int hist_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    lab_io *io = p;
    const hbench *w = io->ctx;
    if (v->reference && w->bins > 65536) return 1; /* CUB keeps a copy of the bins per block past 256 */
    io->id = id;
    if (w->bins > 4096 && hist_work(w->h, io) == CUP_STATUS_NOT_SUPPORTED) return 1; /* a rung that cannot hold them */
    snprintf(r->json, sizeof r->json, ", \"bins\": %zu, \"dist\": \"%s\"", w->bins, dist_names[w->dist]);
    return lab_io_setup(io, id, v, j, r, run);
}

static int hist_table(lab_bench *b, const char *const *variants, cup_dtype t, size_t bins, size_t n, int dist)
{
    hbench w = {.h = b->h, .bins = bins, .dist = dist};
    uint64_t per_bin;
    bench_bounds(t, bins, &w.lower, &w.upper, &per_bin);
    lab_io io = {.dtype = t, .n = n, .bytes = (double)n * (double)cup_dtype_size(t), .in_bytes = n * cup_dtype_size(t),
                 .out_bytes = bins * 8, .work = hist_work, .what = "histogram", .ctx = &w};
    LAB_NEED_MEMORY(b, lab_io_host_bytes(&io), lab_io_backend_bytes(&io), "histogram of %zu %s in %zu bins", n,
                    cup_dtype_name(t), bins);
    if (lab_io_alloc(b, &io) != 0) return -1;
    lab_rng rng = {lab_table_seed(b, n, ((uint64_t)t << 40) ^ ((uint64_t)bins << 4) ^ (uint64_t)dist)};
    bench_fill(&io, &rng);
    int failures = -1;
    if (lab_io_upload(b->h, &io) == CUP_STATUS_SUCCESS) {
        const lab_table table = {.family = &lab_family_histogram, .variants = variants, .dtype = (int)t, .ops = 1u,
                                 .ceiling = LAB_CEILING_READ, .ctx = &io, .setup = hist_setup,
                                 .verify = lab_io_verify, .work = hist_work};
        failures = lab_table_runf(b, &table, "histogram %s, %zu bins over [%.0f, %.0f), n = %zu, %s (GB/s: the %.1f MiB read)",
                                  cup_dtype_name(t), bins, w.lower, w.upper, n, dist_names[dist], io.in_bytes / 1048576.0);
    }
    lab_io_free(b, &io);
    return failures;
}

static int hist_bench(lab_bench *b, const lab_args *a)
{
    const int dist = lab_opt_pick(a, "dist", dist_names, DIST_UNIFORM);
    const char *text = lab_opt(a, "bins");
    size_t bins = 256;
    if (text) lab_size_list("bins", text, &bins, 1, 1, (size_t)1 << 24, 0, "is not a bin count from 1 to 2^24");
    const cup_dtype t = a->dtype >= 0 ? (cup_dtype)a->dtype : CUP_U8;
    uint64_t per_bin;
    double lower, upper;
    bench_bounds(t, bins, &lower, &upper, &per_bin);
    if (!is_float(t) && per_bin == 0) lab_usage("--bins %zu: more bins than %s values", bins, cup_dtype_name(t));
    if (is_float(t) && (bins & (bins - 1))) lab_usage("--bins %zu: floats take a power of two (exact bins of [0, 1))", bins);
    if (is_float(t) && bins > ((size_t)1 << 16)) lab_usage("--bins %zu: floats take at most 2^16 here", bins);
    const size_t n = a->n_set ? a->n : cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
    return hist_table(b, lab_variants(a), t, bins, n, dist);
}

/* u8 256 bins at 2^30 (each distribution) and at 2^16 and 2^20; f32 at 64, 1024, 4096 and 65536
 * bins (2^28, uniform and skewed); u16 4096 bins at 2^29 (uniform and skewed); at 2^28 u8 in 17
 * bins (each distribution; every variant on uniform data, best and CUB on the others), u16 in
 * 1000 (uniform and skewed) and i32 in 1000. The CPU runs the same shapes at 2^24 at most. */
static int hist_suite(lab_bench *b)
{
    static const char *const pair[] = {"best", "cub", NULL};
    const char *const *all = lab_all;
    const int cuda = cup_get_backend(b->h) == CUP_BACKEND_CUDA;
    const size_t cap = cuda ? (size_t)1 << 30 : (size_t)1 << 24;
#define CAP(e) ((((size_t)1 << (e)) < cap) ? ((size_t)1 << (e)) : cap)
    int failures = 0;
    for (int d = 0; d < DIST_COUNT; d++) LAB_ADD(hist_table(b, all, CUP_U8, 256, CAP(30), d));
    LAB_ADD(hist_table(b, cuda ? pair : all, CUP_U8, 256, (size_t)1 << 16, DIST_UNIFORM));
    LAB_ADD(hist_table(b, cuda ? pair : all, CUP_U8, 256, (size_t)1 << 20, DIST_UNIFORM));
    static const size_t fbins[] = {64, 1024, 4096, 65536};
    for (int i = 0; i < 4; i++)
        for (int d = 0; d < DIST_COUNT; d += 2) LAB_ADD(hist_table(b, all, CUP_F32, fbins[i], CAP(28), d));
    for (int d = 0; d < DIST_COUNT; d += 2) LAB_ADD(hist_table(b, all, CUP_U16, 4096, CAP(29), d));
    /* ranges that are not bins times a power of two: u8 counted by value, u16 and i32 binned by a multiply (u8 in
     * 17 bins on skewed data ran at 0.2x CUB when each sample's bin took a division); every rung once, on uniform
     * data (global-atomic on one value takes 0.2 s a run) */
    for (int d = 0; d < DIST_COUNT; d++) LAB_ADD(hist_table(b, cuda && d != DIST_UNIFORM ? pair : all, CUP_U8, 17, CAP(28), d));
    for (int d = 0; d < DIST_COUNT; d += 2) LAB_ADD(hist_table(b, cuda ? pair : all, CUP_U16, 1000, CAP(28), d));
    LAB_ADD(hist_table(b, cuda ? pair : all, CUP_I32, 1000, CAP(28), DIST_UNIFORM));
#undef CAP
    return failures;
}

/* ---- the API contract ----------------------------------------------------------------------------- */

enum { API_N = 1024 }; /* bytes of in; the counts go 8 counts into out (64 of them, poisoned) */

#define REFUSED(want, call) LAB_REFUSED(x, want, call)

static void refusals(lab_api *x, int i)
{
    cup_handle_t h = x->h;
    const char *in = x->in;
    uint64_t *out = (uint64_t *)x->out + 8;
    const cup_variant_info *v = cup_variant_get(i);
    const int range = (v->ops & 2u) != 0;
    static const double sorted[5] = {0, 1, 2, 3, 4}, unsorted[5] = {0, 1, 3, 2, 4}, repeated[5] = {0, 1, 1, 2, 4},
                        nan_edge[5] = {0, 1, NAN, 3, 4};
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 0, 0, 256, out));
    REFUSED(CUP_STATUS_INVALID_VALUE,
            cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, CUP_HISTOGRAM_MAX_BINS + 1, 0, 256, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 4, 10, 10, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_F32, in, API_N, 4, 1, 0, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_F32, in, API_N, 4, NAN, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_F32, in, API_N, 4, 0, NAN, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_F64, in, API_N / 2, 4, 0, INFINITY, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_F64, in, API_N / 2, 4, -1e308, 1e308, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 4, 0, 257, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 4, -1, 200, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_I32, in, API_N / 4, 4, 0.5, 200, out));
    REFUSED(CUP_STATUS_INVALID_VALUE,
            cup_histogram_even_variant(h, i, 0, CUP_I32, in, API_N / 4, 4, -2147483649.0, 0, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U16, in, API_N / 2, 4, 0, 65537, out));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_histogram_even_variant(h, i, 0, CUP_B4, in, API_N / 4, 4, 0, 1, out));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_histogram_even_variant(h, i, 0, CUP_I64, in, API_N / 8, 4, 0, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_DTYPE_COUNT, in, API_N, 4, 0, 1, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, NULL, API_N, 4, 0, 256, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 4, 0, 256, NULL));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 64, CUP_U8, in, API_N, 4, 0, 256, out));
    REFUSED(CUP_STATUS_INVALID_POINTER,
            cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 4, 0, 256, (uint64_t *)((char *)out + 4)));
    REFUSED(CUP_STATUS_INVALID_POINTER, cup_histogram_even_variant(h, i, 0, CUP_U16, in + 1, 8, 4, 0, 256, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, /* counts inside in */
            cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 4, 0, 256, (uint64_t *)(void *)(x->in)));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, in, SIZE_MAX, 4, 0, 256, out));
    if (cup_get_backend(h) == CUP_BACKEND_CUDA) {
        REFUSED(CUP_STATUS_INVALID_POINTER, cup_histogram_even_variant(h, i, 0, CUP_U8, x->host, API_N, 4, 0, 256, out));
        uint64_t host_counts[4];
        REFUSED(CUP_STATUS_INVALID_POINTER, cup_histogram_even_variant(h, i, 0, CUP_U8, in, API_N, 4, 0, 256, host_counts));
        REFUSED(CUP_STATUS_INVALID_VALUE, /* n past the end of in's allocation */
                cup_histogram_even_variant(h, i, 0, CUP_U8, in, (size_t)API_N * 8 + 100000000, 4, 0, 256, out));
    }
    if (!range) {
        REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_histogram_range_variant(h, i, 0, CUP_F64, in, API_N / 8, 4, sorted, out));
        return;
    }
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_range_variant(h, i, 0, CUP_F64, in, API_N / 8, 4, unsorted, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_range_variant(h, i, 0, CUP_F64, in, API_N / 8, 4, repeated, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_range_variant(h, i, 0, CUP_F64, in, API_N / 8, 4, nan_edge, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_range_variant(h, i, 0, CUP_F64, in, API_N / 8, 4, NULL, out));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_range_variant(h, i, 0, CUP_F64, in, API_N / 8, 0, sorted, out));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_histogram_range_variant(h, i, 0, CUP_U8, in, API_N, 4, sorted, out));
}

/* Worked by hand, through variant i (v) or the production calls and their _to_host forms (v
 * NULL): each request in the even form where it has bounds and in the range form where it has
 * edges (the even form's own, where it has both: the two forms must agree), its counts between
 * poison and its input as uploaded. */
static void semantics(lab_api *x, lab_out *counts, int i, const cup_variant_info *v)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    const char *name = v ? v->name : "cup_histogram";
    static const double f32_edges[5] = {0, 0.25, 0.5, 0.75, 1}, f64_edges[4] = {-1, 0, 1, 2},
                        uneven[4] = {-1, 0, 0.5, 10};
    static const struct {
        cup_dtype t;
        int n;
        double data[10];
        size_t bins;
        double lower, upper; /* equal: the range form alone */
        uint64_t want[4];
        const double *edges; /* NULL: the even form alone */
        int cub;             /* CUB's rule is cuprim's here: not a type's full range nor float edges */
    } cases[] = {
        /* u8 in 2 bins of [0, 256): 0, 1, 127 below 128; 128, 255 above */
        {CUP_U8, 6, {0, 1, 255, 128, 127, 0}, 2, 0, 256, {4, 2}, NULL, 1},
        /* u8 in 3 bins of [10, 20): widths 10/3: [10, 13.33) [13.33, 16.67) [16.67, 20); 20 and 9 out */
        {CUP_U8, 9, {9, 10, 13, 14, 16, 17, 19, 20, 255}, 3, 10, 20, {2, 2, 2}, NULL, 1},
        /* i32 over its whole range in 4 bins */
        {CUP_I32, 5, {-2147483648.0, -1, 0, 2147483647.0, -1073741825.0}, 4, -2147483648.0, 2147483648.0, {2, 1, 1, 1},
         NULL, 0},
        /* u16 full range, 2 bins: 32767 | 32768 */
        {CUP_U16, 4, {0, 32767, 32768, 65535}, 2, 0, 65536, {2, 2}, NULL, 0},
        /* f32 [0, 1) in 4: lower counts, upper does not, the float below 1 is the top bin; NaN and inf out */
        {CUP_F32, 8, {0, 1, 0.99999994039535522, NAN, INFINITY, -INFINITY, 0.5, 0.25}, 4, 0, 1, {1, 1, 1, 1}, f32_edges,
         0},
        /* f64 [-1, 2) in 3: edges -1, 0, 1, 2 */
        {CUP_F64, 7, {-1, -0.0, 0, 1, 1.9999999999999998, 2, -1.0000000000000002}, 3, -1, 2, {1, 2, 2}, f64_edges, 0},
        /* edges -1, 0, 0.5, 10: [-1, 0) {-1, -0.5}, [0, 0.5) {-0, 0.25}, [0.5, 10) {0.5, 9.99}; 10, NaN, -inf out */
        {CUP_F64, 10, {-1, -0.5, -0.0, 0.25, 0.5, 9.99, 10, NAN, -INFINITY, 11}, 3, 0, 0, {2, 2, 2}, uneven, 0},
        /* n = 0 zeroes the counts, with in NULL too */
        {CUP_U8, 0, {0}, 4, 0, 256, {0, 0, 0, 0}, NULL, 1},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        if (v && v->reference && !cases[c].cub) continue;
        for (int k = 0; k < cases[c].n; k++) lab_put(cases[c].t, x->host, (size_t)k, cases[c].data[k]);
        LAB_EXPECT_STATUS(t, h, lab_api_restore(x), CUP_STATUS_SUCCESS);
        for (int range = 0; range < 2; range++) {
            const hreq q = {cases[c].t, cases[c].n ? x->in : NULL, (size_t)cases[c].n, cases[c].bins, cases[c].lower,
                            cases[c].upper, range ? cases[c].edges : NULL};
            if (range ? !q.edges || (v && !(v->ops & 2u)) : q.lower == q.upper) continue;
            const char *wrong;
            char why[300];
            const cup_status s = hist_run(h, i, &q, counts, cases[c].want, &wrong, why, sizeof why);
            LAB_EXPECT_STATUS(t, h, s, CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, !wrong, "%s %s case %zu (%s): %s", name, range ? "range" : "even", c, cup_dtype_name(q.t),
                       wrong ? wrong : "");
            LAB_EXPECT(t, lab_api_in_intact(x), "%s case %zu: the input was modified", name, c);
            if (v) continue;
            uint64_t host[4] = {7, 7, 7, 7};
            LAB_EXPECT_STATUS(t, h,
                              range ? cup_histogram_range_to_host(h, q.t, q.in, q.n, q.bins, q.edges, host)
                                    : cup_histogram_even_to_host(h, q.t, q.in, q.n, q.bins, q.lower, q.upper, host),
                              CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, memcmp(host, cases[c].want, q.bins * 8) == 0, "cup_histogram_%s_to_host case %zu",
                       range ? "range" : "even", c);
        }
    }
}

static void hist_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    lab_api api, *x = &api;
    if (lab_api_open(x, h, t, rng, API_N * 8, 64 * 8, 0) != 0) return;
    uint64_t *out = (uint64_t *)x->out + 8;
    LAB_EACH_FOREIGN(id, h, &lab_family_histogram)
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, id, 0, CUP_U8, x->in, API_N, 4, 0, 256, out));
    uint64_t host[4] = {7, 7, 7, 7};
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_to_host(h, CUP_U8, x->in, API_N, 4, 0, 256, NULL));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_to_host(h, CUP_U8, x->in, API_N, 4, 5, 5, host));
    REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_range_to_host(h, CUP_F64, x->in, 8, 4, NULL, host));
    LAB_EXPECT(t, host[0] == 7 && host[3] == 7, "a refused _to_host call wrote the host counts");
    /* refused for what is wrong before the counts are allocated: at the most bins the *_to_host
     * forms allocated 8 GiB first, so a request refused for its samples, bounds or edges
     * answered CUP_STATUS_ALLOC_FAILED where that did not fit (fuzz_api found it: libFuzzer's
     * malloc limit; its seeds replay the case in the sanitizer build) */
    static const double nan_first[2] = {NAN, 1};
    const size_t most = CUP_HISTOGRAM_MAX_BINS;
    LAB_REFUSED_SAYING(x, CUP_STATUS_INVALID_VALUE, "in is NULL",
                       cup_histogram_even_to_host(h, CUP_U8, NULL, API_N, most, 0, 256, host));
    LAB_REFUSED_SAYING(x, CUP_STATUS_INVALID_VALUE, "whole numbers",
                       cup_histogram_even_to_host(h, CUP_U8, x->in, API_N, most, 0.5, 256, host));
    LAB_REFUSED_SAYING(x, CUP_STATUS_INVALID_VALUE, "edges[0] is NaN",
                       cup_histogram_range_to_host(h, CUP_F64, x->in, 8, most, nan_first, host));
    REFUSED(CUP_STATUS_NOT_SUPPORTED, cup_histogram_range_to_host(h, CUP_U8, x->in, 8, most, nan_first, host));
    LAB_EXPECT(t, host[0] == 7 && host[3] == 7, "a refused _to_host call at 2^30 bins wrote the host counts");
    lab_out counts = {.margin = 128}; /* more than the 80 bytes of poison the worked counts had after them */
    LAB_EACH_CALL(i, v, h, &lab_family_histogram) {
        if (v) refusals(x, i);
        semantics(x, &counts, i, v);
    }
    lab_out_free(h, &counts);
    lab_api_close(x);
}

/* under the sanitizers: the integer shift path (u8), the exact integer division (i32 over a
 * range the bins do not divide) and the float edges (f32, with the range form), at n <= 33:
 * every bin count, 2^20 included, makes each size hundreds of runs, and racecheck passed 40 s
 * on u8 at n <= 1025 on the H100 */
static const char *const hist_sanitize[] = {"--dtype u8 --max-n 33", "--dtype i32 --max-n 33", "--dtype f32 --max-n 33",
                                            NULL};

/* The sweep's space: every dtype, 1 to 2^24 bins (as many as the dtype's bounds take: u8 256, u16
 * 65536, floats a power of two to 2^16), each distribution, n to 2^28. */
static const lab_sweep_dim hist_dims[] = {LAB_DIM_DTYPE("dtype"),
                                          LAB_DIM_LOG("bins", 1, 0x1p24),
                                          LAB_DIM_PICK("dist", dist_names),
                                          LAB_DIM_SIZE("n", 1, 0x1p28),
                                          LAB_DIM_END};

static int hist_sweep_case(lab_sweep_case *c)
{
    cup_dtype t;
    if (cup_dtype_from_name(lab_sweep_pick(c, "dtype"), &t)) return 1;
    size_t bins = lab_sweep_size(c, "bins");
    const size_t most = t == CUP_U8 ? 256 : t == CUP_U16 || is_float(t) ? 65536 : SIZE_MAX;
    while (is_float(t) && (bins & (bins - 1))) bins &= bins - 1; /* down to a power of two */
    bins = bins < most ? bins : most;
    lab_sweep_arg(c, "dtype", "%s", cup_dtype_name(t));
    lab_sweep_arg(c, "bins", "%zu", bins);
    lab_sweep_arg(c, "dist", "%s", lab_sweep_pick(c, "dist"));
    lab_sweep_arg(c, "n", "%zu", lab_sweep_size(c, "n"));
    return 0;
}

static const lab_sweep_space hist_space = {hist_dims, "cub", hist_sweep_case};

static const lab_option hist_options[] = {{"bins", "B"}, {"dist", "D"}, {NULL, NULL}};

static const char *const hist_headline[] = {"--n 2^26", "--n 2^12", NULL};
const lab_family lab_family_histogram = {
    LAB_FAMILY_IS(histogram),
    .group = &lab_group_histogram,
    .huge = "u8 at n = 2^32 + 33",
    .takes = LAB_TAKES_DTYPE | LAB_TAKES_N,
    .block = LAB_BLOCK_NONE,
    .options = hist_options,
    .bench_help =
        "cuprim bench histogram [--dtype T] [--bins B] [--n N] [--dist uniform|one-value|skewed] [--variant V]...\n"
        "  cup_histogram_even: counts of n samples in B equal bins (default u8, 256 bins, n 2^28 on the\n"
        "  GPU, 2^24 on the CPU, uniform). Bounds: u8 and u16 their full range, i32 and u32 [0, B x K),\n"
        "  floats [0, 1) (B a power of two). one-value: every sample the same; skewed: 90% of the\n"
        "  samples in one bin. GB/s counts the samples read, against the streaming-read ceiling. The\n"
        "  ladder: global-atomic, smem-private, warp-private, warp-aggregated, smem-16bit, cluster, best;\n"
        "  cub is the reference row (left out past 65536 bins), as are rungs that cannot hold the bins.\n",
    .check_help =
        "histogram: u8, u16, i32, u32, f32, f64; bins 1, 2, 17, 255, 256, 257, 4096, 65536 and 2^20 at\n"
        "  n = 1, 2, 33, 1025, 65537, 1000003; past the cache bins 256 and 65536 (with --huge, u8 past\n"
        "  2^32); starting one element in up to 65537; integers over their full range and over a range\n"
        "  the bins do not divide, floats over two ranges with samples at lower, upper, one ULP below,\n"
        "  at bin edges and next to them, NaN and infinities; the range form (f32, f64) over uneven\n"
        "  edges (bins <= 4096, n <= 65537); counts between poison, against a reference with 128-bit\n"
        "  integer arithmetic and tabulated edges; cub only where its rule is cuprim's (integers, not\n"
        "  the full range, <= 65536 bins). A rung that cannot hold the bins answers NOT_SUPPORTED.\n",
    .bench = hist_bench,
    .suite = hist_suite,
    .headline = hist_headline,
    .check = hist_check,
    .api_test = hist_api_test,
    .sanitize = hist_sanitize,
    .sweep = &hist_space,
};
