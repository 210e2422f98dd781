/* The histogram's bin rules against their definitions (histogram.h; api.c, the CPU variants and
 * the CUDA kernels run these functions):
 * - integers: cup_hist_int_set and cup_hist_int_bin against floor(d x bins / range) in 128-bit
 *   integers: every d of every range up to 300 with 1 to range + 3 bins, every d of random ranges
 *   up to 2^16 (the 8- and 16-bit samples), and for random ranges up to 2^32 (2^32, 2^32 - 1 and
 *   3 x 2^30 among them) d at 0, range - 1, each side of bin edges and at random;
 * - floats: the GPU's estimate (cup_hist_float_set, cup_hist_float_fast, taken as the kernels
 *   take it, f32 and f64 samples; f32 also with the float edges of cup_hist_edge_f32, as the
 *   privatising kernels compare near an edge) against the exact rule cup_hist_float_bin, over ranges of every
 *   magnitude and 1 to 2^21 + 1 bins, at each edge and the samples next to it (where the edge
 *   decides), lower, upper and at random. (Here floor is floorf; the kernels' float-add floor is
 *   checked by cuprim check.)
 * Each is exact by its argument in histogram.h; this shows it.
 *   test_hist_rule   (no arguments; CUPRIM_TEST_SEED for other random cases) */
#include "families/histogram/histogram.h"
#include "harness.h"

/* The rule over ds[0, n) for one range and bin count: one expectation, the first wrong d named.
 * 0 when right, else 1. */
static int rule_case(uint64_t range, int bins, const uint64_t *ds, size_t n)
{
    cup_hist_map m;
    memset(&m, 0, sizeof m);
    cup_hist_int_set(&m, -5, range, bins);
    size_t i = 0;
    long long want = 0;
    int got = 0;
    for (; i < n; i++) {
        want = ds[i] < range ? (long long)(((unsigned __int128)ds[i] * (unsigned)bins) / range) : -1;
        got = cup_hist_int_bin(&m, -5 + (int64_t)ds[i]);
        if (got != want) break;
    }
    EXPECT(i == n, "range %llu, %d bins (magic %llu, shift %d): d = %llu in bin %d, want %lld",
           (unsigned long long)range, bins, (unsigned long long)m.magic, m.shift,
           (unsigned long long)(i < n ? ds[i] : 0), got, want);
    return i != n;
}

/* The kernels' float rule for an f32 or f64 sample (cuda.cu bin_of); table: an f32 sample near an
 * edge compares with the least float >= it (HIST_F32_TABLE), else with the double edge. */
static int gpu_float_bin(const cup_hist_map *m, double x, int f32, int table)
{
    if (m->fast) {
        if (f32) {
            const float xf = (float)x;
            if (!(xf >= m->lo_f && xf < m->hi_f)) return -1;
            const float e = (xf - m->lo_f) * m->scale_f;
            if (!table) return cup_hist_float_fast(m, e, x);
            const int g = cup_hist_float_guess(m, e);
            return g >= 0 ? g : xf >= cup_hist_edge_f32(m, -1 - g) ? -1 - g : -2 - g;
        }
        if (!(x >= m->lower && x < m->upper)) return -1;
        return cup_hist_float_fast(m, (float)(x - m->lower) * m->scale_f, x);
    }
    return cup_hist_float_bin(m, x);
}

static double uniform(lab_rng *r) { return (double)(lab_rand(r) >> 11) * 0x1p-53; }

/* One float map: samples at 392 random edges and next to them, at lower and upper and next to them,
 * and 200 at random; one expectation for f32 and one for f64 samples. *fast counts the samples
 * of maps that have the float estimate, of *all. */
static void float_case(double lower, double upper, int bins, lab_rng *r, size_t *fast, size_t *all)
{
    cup_hist_map m;
    memset(&m, 0, sizeof m);
    cup_hist_float_set(&m, lower, upper, bins);
    for (int f32 = 0; f32 < 2; f32++) {
        double x = 0;
        int got = 0, want = 0, ok = 1, k;
        for (k = 0; k < 600 && ok; k++) {
            const int b = (int)(lab_rand(r) % (uint64_t)bins);
            const double e = k < 8 ? (k & 1 ? upper : lower) : k < 400 ? cup_hist_edge(&m, b)
                                                                      : lower + (upper - lower) * uniform(r);
            x = f32 ? (double)(float)e : e;
            for (int step = (int)(lab_rand(r) % 5) - 2; step > 0; step--) x = f32 ? nextafterf((float)x, INFINITY) : nextafter(x, INFINITY);
            for (int step = (int)(lab_rand(r) % 5) - 2; step > 0; step--) x = f32 ? nextafterf((float)x, -INFINITY) : nextafter(x, -INFINITY);
            if (f32 && !isfinite((float)x)) continue;
            want = cup_hist_float_bin(&m, x);
            got = gpu_float_bin(&m, x, f32, 0);
            if (got == want && f32) got = gpu_float_bin(&m, x, f32, 1);
            *fast += (size_t)m.fast, (*all)++;
            ok = got == want;
        }
        EXPECT(ok, "%s samples over [%.17g, %.17g) in %d bins (fast %d, slack %g): x = %.17g in bin %d, want %d",
               f32 ? "f32" : "f64", lower, upper, bins, m.fast, (double)m.slack, x, got, want);
    }
}

static void float_tests(lab_rng *r)
{
    size_t fast = 0, all = 0;
    static const double ranges[][2] = {{0, 1}, {-1.5, 2.25}, {-1e30, 1e30}, {1e-30, 3e-30}, {1000, 1000.5},
                                       {-3, -2.999}, {16777216, 16777300}, {-0.1, 0.1}};
    static const int few[] = {1, 2, 3, 7, 64, 1000, 4096, 65536, (1 << 21) - 1, 1 << 21, (1 << 21) + 1};
    for (size_t i = 0; i < sizeof ranges / sizeof *ranges; i++)
        for (size_t j = 0; j < sizeof few / sizeof *few; j++) float_case(ranges[i][0], ranges[i][1], few[j], r, &fast, &all);
    for (int k = 0; k < 400; k++) { /* random magnitudes: lower at 10^-40 .. 10^40, widths 10^-6 .. 10^6 of it */
        const double mag = pow(10, -40 + 80 * uniform(r)), lower = (lab_rand(r) & 1 ? -mag : mag) * uniform(r);
        const double width = fabs(lower) * pow(10, -6 + 12 * uniform(r)) + mag * 1e-3;
        const int bins = (int)pow(2, 21.0 * uniform(r)) + (int)(lab_rand(r) % 3);
        float_case(lower, lower + width, bins, r, &fast, &all);
    }
    EXPECT(fast * 3 > all, "%zu of %zu samples had the float estimate: a third of the cases or more should", fast, all);
    printf("%zu of %zu samples went through the float estimate\n", fast, all);
}

int main(void)
{
    lab_rng r = {test_seed()};
    enum { ALL = 65536 + 2, PICKS = 4096 };
    static uint64_t ds[ALL];
    int failed = 0;
    for (uint64_t i = 0; i < ALL; i++) ds[i] = i;
    for (uint64_t range = 1; range <= 300 && !failed; range++) /* every d, and d = range, range + 1 */
        for (int bins = 1; bins <= (int)range + 3 && !failed; bins++) failed = rule_case(range, bins, ds, range + 2);
    for (int k = 0; k < 200 && !failed; k++) { /* 8- and 16-bit samples: every value */
        const uint64_t range = 2 + lab_rand(&r) % 65535;
        const int bins = k % 4 == 0 ? (int)(1 + lab_rand(&r) % 64) : (int)(1 + lab_rand(&r) % (range + 8));
        failed = rule_case(range, bins, ds, range + 2);
    }
    static const uint64_t wide[] = {(uint64_t)1 << 32, ((uint64_t)1 << 32) - 1, (uint64_t)3 << 30, 3000000000ull,
                                    4294967291ull /* a prime */};
    for (int k = 0; k < 400 && !failed; k++) {
        const uint64_t range = k < 5 * 8 ? wide[k % 5] : 2 + lab_rand(&r) % ((uint64_t)1 << 32);
        const uint64_t most = range - 1 < ((uint64_t)1 << 30) ? range - 1 : (uint64_t)1 << 30;
        const int bins = k % 3 == 0 ? (int)(1 + lab_rand(&r) % 1000) : (int)(1 + lab_rand(&r) % most);
        size_t n = 0;
        ds[n++] = 0, ds[n++] = range - 1, ds[n++] = range;
        while (n + 3 <= PICKS) {
            const uint64_t b = lab_rand(&r) % (uint64_t)bins; /* bin b's first d: ceil(b range / bins) */
            const uint64_t edge = (uint64_t)(((unsigned __int128)b * range + (unsigned)bins - 1) / (unsigned)bins);
            ds[n++] = edge, ds[n++] = edge ? edge - 1 : 0, ds[n++] = lab_rand(&r) % range;
        }
        failed = rule_case(range, bins, ds, n);
    }
    float_tests(&r);
    return test_finish("histogram bin rules");
}
