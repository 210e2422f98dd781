/* Float data distributions for benchmarks and checks: everyday data (normal, log-normal), heavy
 * tails and wide ranges, sorted data, near-overflow pairs and subnormals. A primitive whose
 * speed or result depends on the data must be measured over all of them, not only over the
 * uniform data every other table uses. */
#include "lab.h"

#include <float.h>
#include <math.h>
#include <string.h>

static const char *const dist_names[LAB_DIST_COUNT] = {
    "uniform", "normal", "lognormal", "wide", "ramp", "maxpairs", "sorted-ascending", "sorted-descending", "subnormal",
};

static const char *const dist_about[LAB_DIST_COUNT] = {
    "uniform in (-1, 1)",
    "normal(0, 1)",
    "log-normal e^(4z), z normal(0, 1): about 70 binades",
    "magnitudes 2^-60 .. 2^60 (log-uniform), random signs",
    "a ramp: x_i = u * 2^(40 i / n), u uniform in (-1, 1)",
    "+/-MAX pairs (the largest finite values) with uniform (-1, 1) values between",
    "log-normal quantiles in ascending order",
    "log-normal quantiles in descending order",
    "subnormals only, random signs",
};

const char *lab_dist_name(lab_dist d) { return (unsigned)d < LAB_DIST_COUNT ? dist_names[d] : "?"; }
const char *lab_dist_about(lab_dist d) { return (unsigned)d < LAB_DIST_COUNT ? dist_about[d] : "?"; }

int lab_dist_from_name(const char *name, lab_dist *d)
{
    for (int i = 0; i < LAB_DIST_COUNT; i++)
        if (name && strcmp(name, dist_names[i]) == 0) return *d = (lab_dist)i, 0;
    return -1;
}

/* (0, 1) from 53 random bits, never 0 or 1 */
static double open01(uint64_t x) { return ((double)(x >> 11) + 0.5) / 9007199254740992.0; }

/* The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9):
 * monotone enough for data, and cheap enough for 2^28 elements. */
static double normal_quantile(double p)
{
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                               1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                               6.680131188771972e+01,  -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    const double lo = 0.02425;
    if (p < lo || p > 1 - lo) {
        const double q = sqrt(-2 * log(p < lo ? p : 1 - p));
        const double z = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
                         ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        return p < lo ? z : -z;
    }
    const double q = p - 0.5, r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/* Element i of n (its own random word x) as a double; f32 data is this rounded to float, so the
 * ranges are chosen to stay finite and, for `subnormal`, subnormal in either type. */
static double dist_value(lab_dist d, int f32, size_t i, size_t n, uint64_t x)
{
    const double u = open01(x) * 2 - 1; /* (-1, 1) */
    switch (d) {
    case LAB_DIST_UNIFORM: return u;
    case LAB_DIST_NORMAL: return normal_quantile(open01(x));
    case LAB_DIST_LOGNORMAL: return exp(4 * normal_quantile(open01(x)));
    case LAB_DIST_WIDE: return ldexp(x >> 63 ? -1.0 : 1.0, 0) * exp2(-60 + 120 * open01(x * 0x9E3779B97F4A7C15ull));
    case LAB_DIST_RAMP: return u * exp2(40.0 * (double)i / (double)(n ? n : 1));
    case LAB_DIST_MAXPAIRS: {
        /* +M at i = 0 mod 4, -M at i = 2 mod 4 (the same M when both are in the array), small
         * values between: the pairs cancel exactly and leave the small values as the sum */
        if (i % 2 == 1 || (i % 4 == 0 && i + 2 >= n)) return u;
        const double top = f32 ? (double)FLT_MAX : DBL_MAX;
        return i % 4 == 0 ? top : -top;
    }
    case LAB_DIST_SORTED_ASC:
    case LAB_DIST_SORTED_DESC: {
        const size_t k = d == LAB_DIST_SORTED_ASC ? i : n - 1 - i;
        return exp(4 * normal_quantile(((double)k + 0.5) / (double)n));
    }
    case LAB_DIST_SUBNORMAL: {
        const double unit = f32 ? 0x1p-149 : 0x1p-1074;
        const uint64_t m = (x >> 12) % (f32 ? (1u << 23) - 1 : (1ull << 52) - 1) + 1; /* 1 .. 2^p - 1 */
        return (x >> 63 ? -1.0 : 1.0) * (double)m * unit;
    }
    default: return 0;
    }
}

typedef struct dist_job {
    void *host;
    cup_dtype t;
    size_t n;
    lab_dist d;
    uint64_t seed;
} dist_job;

enum { DIST_BLOCK = 1 << 20 };

static void dist_part(void *p, int i, int count)
{
    const dist_job *j = p;
    const int f32 = j->t == CUP_F32;
    const size_t blocks = (j->n + DIST_BLOCK - 1) / DIST_BLOCK;
    for (size_t b = (size_t)i; b < blocks; b += (size_t)count) {
        lab_rng r = {j->seed ^ (b * 0xD1B54A32D192ED03ull)};
        const size_t lo = b * DIST_BLOCK, hi = j->n - lo < DIST_BLOCK ? j->n : lo + DIST_BLOCK;
        for (size_t k = lo; k < hi; k++) {
            const double v = dist_value(j->d, f32, k, j->n, lab_rand(&r));
            if (f32) ((float *)j->host)[k] = (float)v;
            else ((double *)j->host)[k] = v;
        }
    }
}

void lab_fill_dist(void *host, cup_dtype t, size_t n, lab_dist d, uint64_t seed)
{
    dist_job j = {host, t, n, d, seed};
    cup_cpu_parallel(n > DIST_BLOCK ? lab_parallel_threads() : 1, dist_part, &j);
}
