/* The histogram family in the lab: an independent reference (128-bit integer arithmetic for
 * integer samples; for floats the documented edges tabulated once and searched, not the
 * library's estimate-and-correct), the check sweep, the benchmark tables and the API contract. */
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define POISON64 0xa5a5a5a5a5a5a5a5ull

static int is_float(cup_dtype t) { return t == CUP_F32 || t == CUP_F64; }

/* Sample i of `data` as a double (exact for every sample type). */
static double sample_at(cup_dtype t, const void *data, size_t i)
{
    switch (t) {
    case CUP_U8: return ((const uint8_t *)data)[i];
    case CUP_U16: return ((const uint16_t *)data)[i];
    case CUP_I32: return ((const int32_t *)data)[i];
    case CUP_U32: return ((const uint32_t *)data)[i];
    case CUP_F32: return ((const float *)data)[i];
    default: return ((const double *)data)[i];
    }
}

static void put_sample(cup_dtype t, void *data, size_t i, double x)
{
    switch (t) {
    case CUP_U8: ((uint8_t *)data)[i] = (uint8_t)x; break;
    case CUP_U16: ((uint16_t *)data)[i] = (uint16_t)x; break;
    case CUP_I32: ((int32_t *)data)[i] = (int32_t)x; break;
    case CUP_U32: ((uint32_t *)data)[i] = (uint32_t)x; break;
    case CUP_F32: ((float *)data)[i] = (float)x; break;
    default: ((double *)data)[i] = x; break;
    }
}

/* ---- the reference ------------------------------------------------------------------------------- */

/* A request as the reference sees it: the edges of a float histogram tabulated (bins + 1 of
 * them, cuprim.h's formula or the user's), integer bounds as 64-bit integers. */
typedef struct href {
    cup_dtype t;
    size_t bins;
    double lower, upper;
    int64_t lo, hi;  /* integers: [lo, hi) */
    double *edges;   /* floats */
} href;

static int href_init(href *r, cup_dtype t, size_t bins, double lower, double upper, const double *user_edges)
{
    memset(r, 0, sizeof *r);
    r->t = t, r->bins = bins, r->lower = lower, r->upper = upper;
    if (!is_float(t)) {
        r->lo = (int64_t)lower, r->hi = (int64_t)upper;
        return 0;
    }
    r->edges = malloc((bins + 1) * sizeof *r->edges);
    if (!r->edges) return -1;
    if (user_edges) {
        memcpy(r->edges, user_edges, (bins + 1) * sizeof *r->edges);
        r->lower = user_edges[0], r->upper = user_edges[bins];
    } else {
        const double w = (upper - lower) / (double)bins;
        for (size_t b = 0; b < bins; b++) r->edges[b] = fma((double)b, w, lower);
        r->edges[bins] = upper;
    }
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
        const long long b = href_bin(r, sample_at(r->t, data, i));
        if (b >= 0) want[b]++;
    }
}

/* ---- check ---------------------------------------------------------------------------------------- */

/* The bounds a sweep tries per dtype: the full range of the integer types, a range whose width
 * the bins rarely divide, and for floats two ranges exact in f32. */
typedef struct hcase {
    double lower, upper;
    const char *name;
} hcase;

static int cases_of(cup_dtype t, hcase *c)
{
    switch (t) {
    case CUP_U8: c[0] = (hcase){0, 256, "full"}, c[1] = (hcase){3, 250, "[3, 250)"}; return 2;
    case CUP_U16: c[0] = (hcase){0, 65536, "full"}, c[1] = (hcase){100, 60001, "[100, 60001)"}; return 2;
    case CUP_I32:
        c[0] = (hcase){-2147483648.0, 2147483648.0, "full"}, c[1] = (hcase){-1000003, 2000001, "[-1000003, 2000001)"};
        return 2;
    case CUP_U32: c[0] = (hcase){0, 4294967296.0, "full"}, c[1] = (hcase){7, 3000000007.0, "[7, 3000000007)"}; return 2;
    default: c[0] = (hcase){-1.5, 2.25, "[-1.5, 2.25)"}, c[1] = (hcase){0, 1, "[0, 1)"}; return 2;
    }
}

/* n samples for a request over [lower, upper): mostly inside, some just outside, and one in
 * eight a boundary: lower, upper, the values next to them, an edge of a bin and its neighbours
 * (floats: in the sample type), the type's extremes, NaN and infinities. */
static void fill_case(void *host, cup_dtype t, size_t n, const href *r, lab_rng *rng)
{
    const double lower = r->lower, upper = r->upper, span = upper - lower;
    double tmin = 0, tmax = 0;
    if (t == CUP_U8) tmax = 255;
    else if (t == CUP_U16) tmax = 65535;
    else if (t == CUP_I32) tmin = -2147483648.0, tmax = 2147483647.0;
    else if (t == CUP_U32) tmax = 4294967295.0;
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(rng);
        const double u = (double)(x >> 11) / 9007199254740992.0; /* [0, 1) */
        double v = lower - span / 16 + u * span * 1.125;
        if ((x & 7) == 0) {
            const unsigned k = (unsigned)(x >> 3) % 12;
            const size_t b = (size_t)((x >> 20) % r->bins);
            double edge = is_float(t) ? r->edges[b] : lower + floor((double)b * span / (double)r->bins);
            if (t == CUP_F32) edge = (float)edge;
            switch (k) {
            case 0: v = lower; break;
            case 1: v = upper; break;
            case 2: v = is_float(t) ? (t == CUP_F32 ? nextafterf((float)upper, -INFINITY) : nextafter(upper, -INFINITY)) : upper - 1; break;
            case 3: v = is_float(t) ? (t == CUP_F32 ? nextafterf((float)lower, -INFINITY) : nextafter(lower, -INFINITY)) : lower - 1; break;
            case 4: v = edge; break;
            case 5: v = is_float(t) ? (t == CUP_F32 ? nextafterf((float)edge, -INFINITY) : nextafter(edge, -INFINITY)) : edge - 1; break;
            case 6: v = is_float(t) ? (t == CUP_F32 ? nextafterf((float)edge, INFINITY) : nextafter(edge, INFINITY)) : edge + 1; break;
            case 7: v = is_float(t) ? NAN : tmin; break;
            case 8: v = is_float(t) ? INFINITY : tmax; break;
            case 9: v = is_float(t) ? -INFINITY : tmin; break;
            default: break;
            }
        }
        if (!is_float(t)) {
            v = floor(v);
            v = v < tmin ? tmin : v > tmax ? tmax : v;
        }
        put_sample(t, host, i, v);
    }
}

typedef struct hcheck {
    lab_check_ctx *c;
    cup_dtype t;
    lab_in in;
    lab_out counts;
    uint64_t *want;
} hcheck;

/* Reference rows (CUB) are checked only where CUB's rule is cuprim's: integer samples over a
 * range that is not a type's full range (cccl#10975), at most 65536 bins (past that CUB's
 * scratch is O(blocks x bins)). Its float rule differs at bin edges. */
static int reference_takes(cup_dtype t, const hcase *hc, size_t bins)
{
    return !is_float(t) && strcmp(hc->name, "full") != 0 && bins <= 65536;
}

static void run_case(hcheck *x, int k, const href *r, const hcase *hc, const void *in, size_t n, size_t start,
                     const double *edges)
{
    lab_check_ctx *c = x->c;
    const size_t bins = r->bins;
    char why[400];
    const int len = snprintf(why, sizeof why, "histogram %s %s n=%zu start+%zu bins %zu %s: ", edges ? "range" : "even",
                             cup_dtype_name(x->t), n, start, bins, hc->name);
    cup_status s = lab_out_poisoned(c->h, &x->counts, bins * 8);
    if (s == CUP_STATUS_SUCCESS)
        s = edges ? cup_histogram_range_variant(c->h, c->ids[k], 0, x->t, in, n, bins, edges, lab_out_at(&x->counts))
                  : cup_histogram_even_variant(c->h, c->ids[k], 0, x->t, in, n, bins, hc->lower, hc->upper,
                                               lab_out_at(&x->counts));
    if (s == CUP_STATUS_NOT_SUPPORTED && bins > 4096 && strcmp(lab_check_variant(c, k)->name, "best") != 0)
        return; /* a shared-memory rung that cannot hold these bins says so: not a run */
    if (s == CUP_STATUS_SUCCESS) s = lab_out_read(c->h, &x->counts, bins * 8);
    if (lab_check_call(c, k, why, sizeof why, (size_t)len, s)) return;
    long long first;
    const int bad = lab_out_wrong(&x->counts, x->want, bins * 8, 8, &first) != 0;
    uint64_t got = 0;
    if (bad) memcpy(&got, lab_out_got(&x->counts) + first, 8);
    if (bad && (first < 0 || (size_t)first >= bins * 8))
        snprintf(why + len, sizeof why - len, "a write outside the counts, at %lld", first / 8);
    else if (bad)
        snprintf(why + len, sizeof why - len, "bin %lld: %llu, want %llu", first / 8, (unsigned long long)got,
                 (unsigned long long)x->want[first / 8]);
    lab_check_count(c, k, bad ? why : NULL);
}

/* Every selected variant on one data set and one request (even, or range with `edges`). */
static void check_request(hcheck *x, const hcase *hc, const void *host, size_t n, size_t start, size_t bins,
                          const double *edges)
{
    lab_check_ctx *c = x->c;
    const size_t size = cup_dtype_size(x->t);
    href r;
    if (href_init(&r, x->t, bins, hc->lower, hc->upper, edges)) {
        lab_check_fail(c, -1, "histogram: out of host memory for the reference");
        return;
    }
    href_count(&r, (const char *)host + start * size, n, x->want);
    LAB_CHECK_EACH(k, c, &lab_family_histogram, x->t) {
        const cup_variant_info *v = lab_check_variant(c, k);
        if ((edges && !(v->ops & 2u)) || (v->reference && !reference_takes(x->t, hc, bins))) continue;
        run_case(x, k, &r, hc, (const char *)x->in.dev + start * size, n, start, edges);
    }
    href_free(&r);
}

static void check_dtype(lab_check_ctx *c, cup_dtype t, size_t cache, size_t max_n)
{
    static const size_t all_bins[] = {1, 2, 255, 256, 257, 4096, 65536, (size_t)1 << 20};
    enum { NBINS = sizeof all_bins / sizeof all_bins[0] };
    const size_t size = cup_dtype_size(t);
    const size_t ladder[] = {1, 2, 33, 1025, 65537, 1000003, 3 * cache / 2 / size + 7 /* past the cache */,
                             c->o->huge && t == CUP_U8 ? ((size_t)1 << 32) + 33 : 0};
    size_t sizes[8], largest;
    int count = lab_sizes_within(ladder, ladder[7] ? 8 : 7, max_n, sizes, &largest);
    /* the input (lab_in); the most bins' expected counts, float edges, counts and read-back; the
     * call's scratch: on the CPU a private histogram per thread, on a GPU its workspace */
    const double most = (double)all_bins[NBINS - 1] * 8 + 2 * LAB_MARGIN, in = (double)((largest + 1) * size);
    const double scratch = c->info.backend == CUP_BACKEND_CPU ? c->info.cpu_threads * most : 2 * most;
    if (lab_check_holds(c, 2 * in + (is_float(t) ? 3 : 2) * most, in + most + scratch, "histogram %s n=%zu",
                        cup_dtype_name(t), largest))
        return;
    hcheck x = {c, t, {0}, {0}, malloc(all_bins[NBINS - 1] * 8)};
    if (!x.want || lab_in_room(c, &x.in, (largest + 1) * size, "histogram") != 0) count = 0;
    void *host = x.in.host;
    hcase hc[2];
    const int ncases = cases_of(t, hc);
    lab_rng rng = {c->o->seed ^ (0x68697374ull + (uint64_t)t)};
    for (int i = 0; i < count; i++) {
        const size_t n = sizes[i];
        const int small = n <= 65537, big = n > 1000003;
        for (int ci = 0; ci < ncases; ci++)
            for (int bi = 0; bi < NBINS; bi++) {
                const size_t bins = all_bins[bi];
                if (big && (ci != 0 || (bins != 256 && bins != 65536))) continue; /* big n: two bin counts */
                if (n > ((size_t)1 << 32) && (bins != 256 || ci != 0)) continue;
                href r;
                if (href_init(&r, t, bins, hc[ci].lower, hc[ci].upper, NULL)) continue;
                fill_case(host, t, n + 1, &r, &rng);
                href_free(&r);
                if (lab_in_upload(c, &x.in, (n + 1) * size, "histogram") != 0) continue;
                for (size_t start = 0; start <= (small ? 1u : 0u); start++) {
                    check_request(&x, &hc[ci], host, n, start, bins, NULL);
                    if (is_float(t) && bins <= 4096 && n <= 65537 && ci == 0) { /* the range form, uneven edges */
                        double *edges = malloc((bins + 1) * sizeof *edges);
                        if (!edges) continue;
                        const double w = (hc[ci].upper - hc[ci].lower) / (double)bins;
                        for (size_t b = 0; b <= bins; b++) /* uneven widths: the square of the even position */
                            edges[b] = hc[ci].lower + w * (double)bins * ((double)b / (double)bins) * ((double)b / (double)bins);
                        check_request(&x, &hc[ci], host, n, start, bins, edges);
                        free(edges);
                    }
                }
                if (n <= ((size_t)1 << 32) && lab_in_changed(c, &x.in, (n + 1) * size))
                    lab_check_fail(c, -1, "histogram: the input was modified by one of the variants");
            }
        lab_check_progress(c, "histogram %s n=%zu", cup_dtype_name(t), n);
    }
    lab_in_free(c->h, &x.in), lab_out_free(c->h, &x.counts);
    free(x.want);
}

static void hist_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    static const cup_dtype types[] = {CUP_U8, CUP_U16, CUP_I32, CUP_U32, CUP_F32, CUP_F64};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (c->o->dtype < 0 || c->o->dtype == (int)types[i]) check_dtype(c, types[i], cache, max_n);
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
        put_sample(io->dtype, io->host, i, v);
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
    const char *bins_text = lab_opt(a, "bins");
    size_t bins = 256;
    if (bins_text && (lab_parse_size(bins_text, &bins) || bins == 0 || bins > ((size_t)1 << 24)))
        lab_usage("--bins: '%s' is not a bin count from 1 to 2^24", bins_text);
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

/* The table: u8 256 bins at 2^30 (each distribution) and at 2^16 and 2^20; f32 at 64,
 * 1024, 4096 and 65536 bins (2^28, uniform and skewed); u16 4096 bins at 2^29 (uniform and
 * skewed). The CPU runs the same shapes at 2^24 at most. */
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

/* Worked by hand, through variant v (i >= 0) or the production calls (i < 0). */
static void semantics(lab_api *x, int i)
{
    cup_handle_t h = x->h;
    lab_tally *t = x->t;
    uint64_t *out = (uint64_t *)x->out + 8;
    const char *name = i < 0 ? "cup_histogram_even" : cup_variant_get(i)->name;
    const int range = i < 0 || (cup_variant_get(i)->ops & 2u);
    static const struct {
        cup_dtype t;
        int n;
        double data[10];
        size_t bins;
        double lower, upper;
        uint64_t want[4];
    } cases[] = {
        /* u8 in 2 bins of [0, 256): 0, 1, 127 below 128; 128, 255 above */
        {CUP_U8, 6, {0, 1, 255, 128, 127, 0}, 2, 0, 256, {4, 2}},
        /* u8 in 3 bins of [10, 20): widths 10/3: [10, 13.33) [13.33, 16.67) [16.67, 20); 20 and 9 out */
        {CUP_U8, 9, {9, 10, 13, 14, 16, 17, 19, 20, 255}, 3, 10, 20, {2, 2, 2}},
        /* i32 over its whole range in 4 bins */
        {CUP_I32, 5, {-2147483648.0, -1, 0, 2147483647.0, -1073741825.0}, 4, -2147483648.0, 2147483648.0, {2, 1, 1, 1}},
        /* u16 full range, 2 bins: 32767 | 32768 */
        {CUP_U16, 4, {0, 32767, 32768, 65535}, 2, 0, 65536, {2, 2}},
        /* f32 [0, 1) in 4: lower counts, upper does not, the float below 1 is the top bin; NaN and inf out */
        {CUP_F32, 8, {0, 1, 0.99999994039535522, NAN, INFINITY, -INFINITY, 0.5, 0.25}, 4, 0, 1, {1, 1, 1, 1}},
        /* f64 [-1, 2) in 3: edges -1, 0, 1, 2 */
        {CUP_F64, 7, {-1, -0.0, 0, 1, 1.9999999999999998, 2, -1.0000000000000002}, 3, -1, 2, {1, 2, 2}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        if (i >= 0 && cup_variant_get(i)->reference && c > 1) continue; /* CUB: not its full ranges nor float edges */
        const size_t size = cup_dtype_size(cases[c].t);
        unsigned char data[80];
        for (int k = 0; k < cases[c].n; k++) put_sample(cases[c].t, data, (size_t)k, cases[c].data[k]);
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, data, cases[c].n * size), CUP_STATUS_SUCCESS);
        uint64_t got[4 + 16];
        LAB_EXPECT_STATUS(t, h, lab_api_poison(x), CUP_STATUS_SUCCESS);
        if (i >= 0)
            LAB_EXPECT_STATUS(t, h, cup_histogram_even_variant(h, i, 0, cases[c].t, x->in, (size_t)cases[c].n, cases[c].bins,
                                                               cases[c].lower, cases[c].upper, out),
                              CUP_STATUS_SUCCESS);
        else
            LAB_EXPECT_STATUS(t, h, cup_histogram_even(h, cases[c].t, x->in, (size_t)cases[c].n, cases[c].bins, cases[c].lower,
                                                       cases[c].upper, out),
                              CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, (uint64_t *)x->out, sizeof got), CUP_STATUS_SUCCESS);
        int ok = 1;
        for (size_t k = 0; k < 20; k++)
            ok &= k >= 8 && k < 8 + cases[c].bins ? got[k] == cases[c].want[k - 8] : got[k] == POISON64;
        LAB_EXPECT(t, ok, "%s case %zu (%s): counts %llu %llu %llu %llu", name, c, cup_dtype_name(cases[c].t),
                   (unsigned long long)got[8], (unsigned long long)got[9], (unsigned long long)got[10],
                   (unsigned long long)got[11]);
        if (i < 0) {
            uint64_t host[4] = {7, 7, 7, 7};
            LAB_EXPECT_STATUS(t, h, cup_histogram_even_to_host(h, cases[c].t, x->in, (size_t)cases[c].n, cases[c].bins,
                                                               cases[c].lower, cases[c].upper, host),
                              CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, memcmp(host, cases[c].want, cases[c].bins * 8) == 0, "cup_histogram_even_to_host case %zu", c);
        }
    }
    if (range) { /* edges -1, 0, 0.5, 10: [-1, 0) {-1, -0.5}, [0, 0.5) {-0, 0.25}, [0.5, 10) {0.5, 9.99}; 10, NaN, -inf out */
        static const double edges[4] = {-1, 0, 0.5, 10}, data[10] = {-1, -0.5, -0.0, 0.25, 0.5, 9.99, 10, NAN, -INFINITY, 11};
        static const uint64_t want[3] = {2, 2, 2};
        LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, data, sizeof data), CUP_STATUS_SUCCESS);
        uint64_t got[3] = {0};
        LAB_EXPECT_STATUS(t, h, i >= 0 ? cup_histogram_range_variant(h, i, 0, CUP_F64, x->in, 10, 3, edges, out)
                                       : cup_histogram_range(h, CUP_F64, x->in, 10, 3, edges, out),
                          CUP_STATUS_SUCCESS);
        LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof got), CUP_STATUS_SUCCESS);
        LAB_EXPECT(t, memcmp(got, want, sizeof want) == 0, "%s range: %llu %llu %llu", name, (unsigned long long)got[0],
                   (unsigned long long)got[1], (unsigned long long)got[2]);
        if (i < 0) {
            uint64_t host[3] = {0};
            LAB_EXPECT_STATUS(t, h, cup_histogram_range_to_host(h, CUP_F64, x->in, 10, 3, edges, host), CUP_STATUS_SUCCESS);
            LAB_EXPECT(t, memcmp(host, want, sizeof want) == 0, "cup_histogram_range_to_host");
        }
    }
    /* n = 0 zeroes the counts, with in NULL too */
    uint64_t got[4] = {1, 1, 1, 1};
    LAB_EXPECT_STATUS(t, h, i >= 0 ? cup_histogram_even_variant(h, i, 0, CUP_U8, NULL, 0, 4, 0, 256, out)
                                   : cup_histogram_even(h, CUP_U8, NULL, 0, 4, 0, 256, out),
                      CUP_STATUS_SUCCESS);
    LAB_EXPECT_STATUS(t, h, cup_copy_to_host(h, got, out, sizeof got), CUP_STATUS_SUCCESS);
    LAB_EXPECT(t, got[0] == 0 && got[1] == 0 && got[2] == 0 && got[3] == 0, "%s: n = 0 gives zero counts", name);
    LAB_EXPECT_STATUS(t, h, lab_api_poison(x), CUP_STATUS_SUCCESS);
}

static void hist_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    lab_api api, *x = &api;
    if (lab_api_open(x, h, t, rng, API_N * 8, 64 * 8, 0) == 0) {
        uint64_t *out = (uint64_t *)x->out + 8;
        LAB_EACH_FOREIGN(id, h, &lab_family_histogram)
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, id, 0, CUP_U8, x->in, API_N, 4, 0, 256, out));
        uint64_t host[4] = {7, 7, 7, 7};
        LAB_EXPECT_STATUS(t, h, cup_histogram_even_to_host(h, CUP_U8, x->in, API_N, 4, 0, 256, NULL), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_histogram_even_to_host(h, CUP_U8, x->in, API_N, 4, 5, 5, host), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT_STATUS(t, h, cup_histogram_range_to_host(h, CUP_F64, x->in, 8, 4, NULL, host), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(t, host[0] == 7 && host[3] == 7, "a refused _to_host call wrote the host counts");
        /* refused for what is wrong before the counts are allocated: at the most bins the *_to_host
         * forms allocated 8 GiB first, so a request refused for its samples, bounds or edges
         * answered CUP_STATUS_ALLOC_FAILED where that did not fit (fuzz_api found it: libFuzzer's
         * malloc limit; its seeds replay the case in the sanitizer build) */
        static const double nan_first[2] = {NAN, 1};
        const size_t most = CUP_HISTOGRAM_MAX_BINS;
        LAB_EXPECT_STATUS(t, h, cup_histogram_even_to_host(h, CUP_U8, NULL, API_N, most, 0, 256, host), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(t, strstr(cup_last_error(h), "in is NULL") != NULL, "bins 2^30, in NULL: %s", cup_last_error(h));
        LAB_EXPECT_STATUS(t, h, cup_histogram_even_to_host(h, CUP_U8, x->in, API_N, most, 0.5, 256, host),
                          CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(t, strstr(cup_last_error(h), "whole numbers") != NULL, "bins 2^30, lower 0.5: %s", cup_last_error(h));
        LAB_EXPECT_STATUS(t, h, cup_histogram_range_to_host(h, CUP_F64, x->in, 8, most, nan_first, host), CUP_STATUS_INVALID_VALUE);
        LAB_EXPECT(t, strstr(cup_last_error(h), "edges[0] is NaN") != NULL, "bins 2^30, a NaN edge: %s", cup_last_error(h));
        LAB_EXPECT_STATUS(t, h, cup_histogram_range_to_host(h, CUP_U8, x->in, 8, most, nan_first, host), CUP_STATUS_NOT_SUPPORTED);
        LAB_EXPECT(t, host[0] == 7 && host[3] == 7, "a refused _to_host call at 2^30 bins wrote the host counts");
        LAB_EACH_VARIANT(i, h, &lab_family_histogram) {
            refusals(x, i);
            semantics(x, i);
            LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, x->host, x->in_bytes), CUP_STATUS_SUCCESS);
        }
        semantics(x, -1);
        lab_api_close(x);
    }
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
    if (t == CUP_U8 || t == CUP_U16) bins = bins > (t == CUP_U8 ? 256u : 65536u) ? (t == CUP_U8 ? 256u : 65536u) : bins;
    if (is_float(t)) {
        while (bins & (bins - 1)) bins &= bins - 1; /* down to a power of two */
        bins = bins > 65536 ? 65536 : bins;
    }
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
        "histogram: u8, u16, i32, u32, f32, f64; bins 1, 2, 255, 256, 257, 4096, 65536 and 2^20 at\n"
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
