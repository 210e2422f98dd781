/* The histogram family in the lab: an independent reference (128-bit integer arithmetic for
 * integer samples; for floats the documented edges tabulated once and searched, not the
 * library's estimate-and-correct), the check sweep, the benchmark tables and the API contract. */
#include "lab/lab.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { MARGIN = 8 }; /* counts of poison on each side of the counts */
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
    void *dev, *counts; /* input; MARGIN + bins + MARGIN counts */
    uint64_t *got, *want;
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
    const size_t bins = r->bins, total = bins + 2 * MARGIN;
    uint64_t *counts = (uint64_t *)x->counts + MARGIN;
    char why[400];
    const int len = snprintf(why, sizeof why, "histogram %s %s n=%zu start+%zu bins %zu %s: ", edges ? "range" : "even",
                             cup_dtype_name(x->t), n, start, bins, hc->name);
    cup_status s = cup_memset(c->h, x->counts, 0xa5, total * 8);
    if (s == CUP_STATUS_SUCCESS)
        s = edges ? cup_histogram_range_variant(c->h, c->ids[k], 0, x->t, in, n, bins, edges, counts)
                  : cup_histogram_even_variant(c->h, c->ids[k], 0, x->t, in, n, bins, hc->lower, hc->upper, counts);
    if (s == CUP_STATUS_NOT_SUPPORTED && bins > 4096 && strcmp(cup_variant_get(c->ids[k])->name, "best") != 0)
        return; /* a shared-memory rung that cannot hold these bins says so: not a run */
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_host(c->h, x->got, x->counts, total * 8);
    if (s != CUP_STATUS_SUCCESS) {
        snprintf(why + len, sizeof why - len, "%s: %s", cup_status_string(s), cup_last_error(c->h));
        lab_check_count(c, k, why);
        return;
    }
    size_t bad = total;
    for (size_t i = 0; i < total && bad == total; i++)
        if (i < MARGIN || i >= MARGIN + bins ? x->got[i] != POISON64 : x->got[i] != x->want[i - MARGIN]) bad = i;
    if (bad < total) {
        if (bad < MARGIN || bad >= MARGIN + bins)
            snprintf(why + len, sizeof why - len, "a write outside the counts, at %lld", (long long)bad - MARGIN);
        else
            snprintf(why + len, sizeof why - len, "bin %zu: %llu, want %llu", bad - MARGIN,
                     (unsigned long long)x->got[bad], (unsigned long long)x->want[bad - MARGIN]);
    }
    lab_check_count(c, k, bad < total ? why : NULL);
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
    for (int k = 0; k < c->count; k++) {
        const cup_variant_info *v = cup_variant_get(c->ids[k]);
        if (!lab_check_is_family(c, k, &lab_family_histogram) || !(v->dtypes & (1u << x->t))) continue;
        if (edges && !(v->ops & 2u)) continue;
        if (v->reference && !reference_takes(x->t, hc, bins)) continue;
        run_case(x, k, &r, hc, (const char *)x->dev + start * size, n, start, edges);
    }
    href_free(&r);
}

static void check_dtype(lab_check_ctx *c, cup_dtype t, size_t cache, size_t max_n)
{
    static const size_t all_bins[] = {1, 2, 255, 256, 257, 4096, 65536, (size_t)1 << 20};
    enum { NBINS = sizeof all_bins / sizeof all_bins[0] };
    const size_t size = cup_dtype_size(t);
    size_t sizes[12] = {1, 2, 33, 1025, 65537, 1000003};
    int count = 6;
    sizes[count++] = 3 * cache / 2 / size + 7; /* past the cache */
    if (c->o->huge && t == CUP_U8) sizes[count++] = ((size_t)1 << 32) + 33;
    size_t largest = 0;
    for (int i = 0; i < count; i++) largest = sizes[i] <= max_n && sizes[i] > largest ? sizes[i] : largest;
    const size_t max_bins = all_bins[NBINS - 1];
    hcheck x = {c, t, NULL, NULL, malloc((max_bins + 2 * MARGIN) * 8), malloc(max_bins * 8)};
    void *host = malloc((largest + 1) * size), *back = malloc((largest + 1) * size);
    cup_status s = host && back && x.got && x.want ? cup_malloc(c->h, &x.dev, (largest + 1) * size) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(c->h, &x.counts, (max_bins + 2 * MARGIN) * 8);
    if (s != CUP_STATUS_SUCCESS) {
        lab_check_fail(c, -1, "histogram: cannot allocate the check's buffers");
        count = 0;
    }
    hcase hc[2];
    const int ncases = cases_of(t, hc);
    lab_rng rng = {c->o->seed ^ (0x68697374ull + (uint64_t)t)};
    for (int i = 0; i < count; i++) {
        const size_t n = sizes[i];
        if (n > max_n) continue;
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
                if (cup_copy_to_backend(c->h, x.dev, host, (n + 1) * size) != CUP_STATUS_SUCCESS) {
                    lab_check_fail(c, -1, "histogram: upload failed");
                    continue;
                }
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
                if (n <= ((size_t)1 << 32) && (cup_copy_to_host(c->h, back, x.dev, (n + 1) * size) != CUP_STATUS_SUCCESS ||
                                               memcmp(back, host, (n + 1) * size) != 0))
                    lab_check_fail(c, -1, "histogram: the input was modified by one of the variants");
            }
        if (c->o->verbose)
            fprintf(c->log, "  histogram %s n=%zu done (%ld runs, %ld failures so far)\n", cup_dtype_name(t), n,
                    c->t->runs, c->t->failures);
    }
    cup_free(c->h, x.dev), cup_free(c->h, x.counts);
    free(host), free(back), free(x.got), free(x.want);
}

static void hist_check(lab_check_ctx *c, size_t cache, size_t max_n)
{
    static const cup_dtype types[] = {CUP_U8, CUP_U16, CUP_I32, CUP_U32, CUP_F32, CUP_F64};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (c->o->dtype < 0 || c->o->dtype == (int)types[i]) check_dtype(c, types[i], cache, max_n);
}

/* ---- bench ---------------------------------------------------------------------------------------- */

enum { DIST_UNIFORM, DIST_ONE, DIST_SKEWED, DIST_COUNT };
static const char *const dist_names[DIST_COUNT] = {"uniform", "one-value", "skewed"};

typedef struct hbench {
    cup_handle_t h;
    int id;
    cup_dtype t;
    size_t n, bins;
    int dist;
    double lower, upper;
    void *in;
    uint64_t *counts, *want, *got;
} hbench;

/* The bench's bounds: integers over bins x K values (u8 and u16: their full range), floats over
 * [0, 1), so every bin holds whole values (integers) or exact binary fractions (floats with a
 * power-of-two bin count) and each sample's bin is known when it is made. */
static void bench_bounds(cup_dtype t, size_t bins, double *lower, double *upper, uint64_t *per_bin)
{
    *lower = 0;
    if (t == CUP_U8 || t == CUP_U16) {
        const double span = t == CUP_U8 ? 256 : 65536;
        *upper = span, *per_bin = (uint64_t)(span / (double)bins);
    } else if (is_float(t)) {
        *upper = 1, *per_bin = 0;
    } else {
        *per_bin = ((uint64_t)1 << 31) / bins, *upper = (double)(*per_bin * bins);
    }
}

/* n samples of the distribution, each made inside a chosen bin (the count is tallied as it is
 * made: an independent reference at any n). */
static void bench_fill(hbench *w, void *host, lab_rng *rng)
{
    uint64_t per_bin;
    double lower, upper;
    bench_bounds(w->t, w->bins, &lower, &upper, &per_bin);
    memset(w->want, 0, w->bins * 8);
    const size_t hot = w->bins / 2;
    unsigned log2_bins = 0;
    while (((size_t)1 << log2_bins) < w->bins) log2_bins++;
    const unsigned frac = log2_bins < 24 ? 24 - log2_bins : 0;
    for (size_t i = 0; i < w->n; i++) {
        const uint64_t x = lab_rand(rng);
        size_t b = (size_t)((x >> 32) % w->bins);
        if (w->dist == DIST_ONE || (w->dist == DIST_SKEWED && (x & 1023) < 922)) b = hot;
        const uint64_t r = w->dist == DIST_ONE ? 0 : (x >> 10) & 0x3fffff; /* 22 bits of place in the bin */
        double v;
        if (is_float(w->t)) /* (b x 2^f + r) / (bins x 2^f) with 24 bits in all: exact in f32 */
            v = ldexp((double)((b << frac) + (r & (((uint64_t)1 << frac) - 1))), -(int)frac - (int)log2_bins);
        else v = (double)(b * per_bin + (per_bin > 1 ? r % per_bin : 0));
        put_sample(w->t, host, i, v);
        w->want[b]++;
    }
}

static cup_status hist_work(cup_handle_t h, void *p)
{
    const hbench *w = p;
    return cup_histogram_even_variant(h, w->id, 0, w->t, w->in, w->n, w->bins, w->lower, w->upper, w->counts);
}

static int hist_setup(void *p, int id, const cup_variant_info *v, int j, lab_row *r, lab_run *run)
{
    (void)j;
    hbench *w = p;
    if (v->reference && w->bins > 65536) return 1; /* CUB keeps a copy of the bins per block past 256 */
    w->id = id;
    if (w->bins > 4096 && hist_work(w->h, w) == CUP_STATUS_NOT_SUPPORTED) return 1; /* a rung that cannot hold them */
    r->dtype = w->t, r->n = w->n;
    snprintf(r->json, sizeof r->json, ", \"bins\": %zu, \"dist\": \"%s\"", w->bins, dist_names[w->dist]);
    w->id = id;
    run->bytes = (double)w->n * (double)cup_dtype_size(w->t);
    run->footprint = w->n * cup_dtype_size(w->t) + w->bins * 8;
    return 0;
}

static int hist_verify(void *p, cup_handle_t h, cup_status *s)
{
    hbench *w = p;
    *s = cup_memset(h, w->counts, 0xa5, w->bins * 8);
    if (*s == CUP_STATUS_SUCCESS) *s = hist_work(h, w);
    if (*s == CUP_STATUS_SUCCESS) *s = cup_copy_to_host(h, w->got, w->counts, w->bins * 8);
    if (*s != CUP_STATUS_SUCCESS) return 0;
    for (size_t b = 0; b < w->bins; b++)
        if (w->got[b] != w->want[b]) {
            fprintf(stderr, "cuprim: histogram %s %zu bins n=%zu %s: bin %zu is %llu, want %llu\n",
                    cup_dtype_name(w->t), w->bins, w->n, dist_names[w->dist], b, (unsigned long long)w->got[b],
                    (unsigned long long)w->want[b]);
            return 0;
        }
    return 1;
}

static int hist_table(lab_bench *b, const char *const *variants, cup_dtype t, size_t bins, size_t n, int dist)
{
    cup_handle_t h = b->h;
    if (!lab_names_known(h, &lab_family_histogram, variants)) return -1;
    lab_need_memory(b, "--n", n, cup_dtype_size(t));
    const size_t bytes = n * cup_dtype_size(t);
    hbench w = {.h = h, .t = t, .n = n, .bins = bins, .dist = dist};
    uint64_t per_bin;
    bench_bounds(t, bins, &w.lower, &w.upper, &per_bin);
    void *host = malloc(bytes);
    w.want = malloc(bins * 8), w.got = malloc(bins * 8);
    cup_status s = host && w.want && w.got ? cup_malloc(h, &w.in, bytes) : CUP_STATUS_ALLOC_FAILED;
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, (void **)&w.counts, bins * 8);
    if (s == CUP_STATUS_SUCCESS) {
        lab_rng rng = {lab_table_seed(b, n, ((uint64_t)t << 40) ^ ((uint64_t)bins << 4) ^ (uint64_t)dist)};
        bench_fill(&w, host, &rng);
        s = cup_copy_to_backend(h, w.in, host, bytes);
    }
    free(host);
    int failures = -1;
    if (s != CUP_STATUS_SUCCESS) {
        fprintf(stderr, "cuprim: cannot prepare %zu samples of %s: %s\n", n, cup_dtype_name(t), cup_last_error(h));
    } else {
        char title[200];
        snprintf(title, sizeof title, "histogram %s, %zu bins over [%.0f, %.0f), n = %zu, %s (GB/s: the %.1f MiB read)",
                 cup_dtype_name(t), bins, w.lower, w.upper, n, dist_names[dist], bytes / 1048576.0);
        const lab_table table = {.family = &lab_family_histogram, .variants = variants, .dtype = (int)t, .ops = 1u,
                                 .ceiling = LAB_CEILING_READ, .title = title, .ctx = &w, .setup = hist_setup,
                                 .verify = hist_verify, .work = hist_work};
        failures = lab_table_run(b, &table);
    }
    cup_free(h, w.in), cup_free(h, w.counts);
    free(w.want), free(w.got);
    return failures;
}

static int dist_of(const lab_args *a)
{
    const char *d = lab_opt(a, "dist");
    if (!d) return DIST_UNIFORM;
    for (int i = 0; i < DIST_COUNT; i++)
        if (strcmp(d, dist_names[i]) == 0) return i;
    lab_usage("unknown --dist '%s' (uniform, one-value, skewed)", d);
}

static int hist_bench(lab_bench *b, const lab_args *a)
{
    const int dist = dist_of(a);
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
    static const char *const all[] = {"all", NULL};
    const size_t n = a->n_set ? a->n : cup_get_backend(b->h) == CUP_BACKEND_CUDA ? (size_t)1 << 28 : (size_t)1 << 24;
    return hist_table(b, a->nvariants ? a->variants : all, t, bins, n, dist);
}

/* The table: u8 256 bins at 2^30 (each distribution) and at 2^16 and 2^20; f32 at 64,
 * 1024, 4096 and 65536 bins (2^28, uniform and skewed); u16 4096 bins at 2^29 (uniform and
 * skewed). The CPU runs the same shapes at 2^24 at most. */
static int hist_suite(lab_bench *b)
{
    static const char *const all[] = {"all", NULL}, *const pair[] = {"best", "cub", NULL};
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

enum { API_N = 1024 };

typedef struct hapi {
    cup_handle_t h;
    lab_tally *t;
    void *in, *out; /* API_N f64 of room; 64 counts, poisoned */
    unsigned char host[API_N * 8];
} hapi;

static void untouched(hapi *x, const char *call)
{
    uint64_t out[64];
    unsigned char in[sizeof x->host];
    int ok = cup_copy_to_host(x->h, out, x->out, sizeof out) == CUP_STATUS_SUCCESS &&
             cup_copy_to_host(x->h, in, x->in, sizeof in) == CUP_STATUS_SUCCESS && memcmp(in, x->host, sizeof in) == 0;
    for (int i = 0; ok && i < 64; i++) ok = out[i] == POISON64;
    LAB_EXPECT(x->t, ok, "histogram: a refused call wrote to in or counts: %s", call);
}

#define REFUSED(want, call)                                                                                       \
    do {                                                                                                          \
        LAB_EXPECT_STATUS(x->t, x->h, (call), (want));                                                            \
        untouched(x, #call);                                                                                      \
    } while (0)

static void refusals(hapi *x, int i)
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
static void semantics(hapi *x, int i)
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
        LAB_EXPECT_STATUS(t, h, cup_memset(h, x->out, 0xa5, 64 * 8), CUP_STATUS_SUCCESS);
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
    LAB_EXPECT_STATUS(t, h, cup_memset(h, x->out, 0xa5, 64 * 8), CUP_STATUS_SUCCESS);
}

static void hist_api_test(cup_handle_t h, lab_tally *t, lab_rng *rng)
{
    hapi *x = calloc(1, sizeof *x);
    if (!x) return;
    x->h = h, x->t = t;
    for (size_t i = 0; i < sizeof x->host; i++) x->host[i] = (unsigned char)(lab_rand(rng) >> 56);
    cup_status s = cup_malloc(h, &x->in, sizeof x->host);
    if (s == CUP_STATUS_SUCCESS) s = cup_malloc(h, &x->out, 64 * 8);
    if (s == CUP_STATUS_SUCCESS) s = cup_copy_to_backend(h, x->in, x->host, sizeof x->host);
    if (s == CUP_STATUS_SUCCESS) s = cup_memset(h, x->out, 0xa5, 64 * 8);
    LAB_EXPECT(t, s == CUP_STATUS_SUCCESS, "buffers for the contract: %s", cup_last_error(h));
    if (s == CUP_STATUS_SUCCESS) {
        const int other = lab_other_variant(h, &lab_family_histogram);
        uint64_t *out = (uint64_t *)x->out + 8;
        if (other >= 0)
            REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, other, 0, CUP_U8, x->in, API_N, 4, 0, 256, out));
        REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, -1, 0, CUP_U8, x->in, API_N, 4, 0, 256, out));
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
        for (int i = 0; i < cup_variant_count(); i++) {
            const cup_variant_info *v = cup_variant_get(i);
            if (!lab_is_of(v, &lab_family_histogram)) continue;
            if (v->backend != cup_get_backend(h)) {
                REFUSED(CUP_STATUS_INVALID_VALUE, cup_histogram_even_variant(h, i, 0, CUP_U8, x->in, API_N, 4, 0, 256, out));
                continue;
            }
            refusals(x, i);
            semantics(x, i);
            LAB_EXPECT_STATUS(t, h, cup_copy_to_backend(h, x->in, x->host, sizeof x->host), CUP_STATUS_SUCCESS);
        }
        semantics(x, -1);
    }
    cup_free(h, x->in), cup_free(h, x->out);
    free(x);
}
#undef REFUSED

/* under the sanitizers: the integer shift path (u8), the exact integer division (i32 over a
 * range the bins do not divide) and the float edges (f32, with the range form), at n <= 33:
 * every bin count, 2^20 included, makes each size hundreds of runs, and racecheck passed 40 s
 * on u8 at n <= 1025 on the H100 */
static const char *const hist_sanitize[] = {"--dtype u8 --max-n 33", "--dtype i32 --max-n 33", "--dtype f32 --max-n 33",
                                            NULL};

static const lab_option hist_options[] = {{"bins", "B"}, {"dist", "D"}, {NULL, NULL}};

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
    .check = hist_check,
    .api_test = hist_api_test,
    .sanitize = hist_sanitize,
};
