/* The histogram's integer bin rule (histogram.h: cup_hist_int_set and cup_hist_int_bin, the very
 * functions api.c, the CPU variants and the CUDA kernels run) against floor(d x bins / range) in
 * 128-bit integers: every d of every range up to 300 with 1 to range + 3 bins, every d of random
 * ranges up to 2^16 (the 8- and 16-bit samples), and for random ranges up to 2^32 (2^32, 2^32 - 1
 * and 3 x 2^30 among them) d at 0, range - 1, each side of bin edges and at random. The multiply
 * that replaced the division is exact by its argument in histogram.h; this shows it.
 *   test_hist_rule   (no arguments; CUPRIM_TEST_SEED for other random ranges) */
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
    return test_finish("histogram integer rule");
}
