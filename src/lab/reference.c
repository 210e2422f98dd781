/* Test data and the one reference checker. Written apart from the library's own kernels on
 * purpose: nothing here is shared with the CPU backend, so a bug there cannot hide itself. */
#define _GNU_SOURCE
#include "lab.h"

#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

uint64_t lab_rand(lab_rng *r) /* splitmix64 */
{
    uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t lab_fresh_seed(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    lab_rng r = {(uint64_t)ts.tv_sec * 1000000007ull ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32)};
    return lab_rand(&r);
}

/* (-1, 1) without zero: 24 random bits centred on a half step */
static double unit(uint64_t x) { return ((double)(x >> 40) + 0.5) / 8388608.0 - 1.0; }

void lab_fill(void *host, cup_dtype t, size_t n, lab_data kind, lab_rng *r)
{
    static const double small[4] = {-2, -1, 1, 2};
    if (t >= CUP_B1) { /* opaque: random bytes */
        unsigned char *p = host;
        const size_t bytes = n * cup_dtype_size(t);
        for (size_t i = 0; i < bytes; i += 8) {
            const uint64_t x = lab_rand(r);
            memcpy(p + i, &x, bytes - i < 8 ? bytes - i : 8);
        }
        return;
    }
    for (size_t i = 0; i < n; i++) {
        const uint64_t x = lab_rand(r);
        const double f = kind == LAB_DATA_SMALLINT ? small[x >> 62]
                         : kind == LAB_DATA_NAN && (x & 7) == 0 ? NAN
                                                                : unit(x);
        switch (t) {
        case CUP_I32:
        case CUP_U32: ((uint32_t *)host)[i] = (uint32_t)x; break;
        case CUP_I64:
        case CUP_U64: ((uint64_t *)host)[i] = x; break;
        case CUP_F32: ((float *)host)[i] = (float)f; break;
        case CUP_F64: ((double *)host)[i] = f; break;
        default: break;
        }
    }
}

static double as_double(cup_dtype t, const void *v)
{
    switch (t) {
    case CUP_I32: { int32_t x; memcpy(&x, v, 4); return x; }
    case CUP_U32: { uint32_t x; memcpy(&x, v, 4); return x; }
    case CUP_I64: { int64_t x; memcpy(&x, v, 8); return (double)x; }
    case CUP_U64: { uint64_t x; memcpy(&x, v, 8); return (double)x; }
    case CUP_F32: { float x; memcpy(&x, v, 4); return x; }
    case CUP_F64: { double x; memcpy(&x, v, 8); return x; }
    default: return NAN;
    }
}

size_t lab_check_cache_bytes(const cup_device_info *d)
{
    const size_t cap = (size_t)64 << 20, c = d->cache_bytes ? d->cache_bytes : cap;
    return d->backend == CUP_BACKEND_CPU && c > cap ? cap : c;
}

void lab_format_value(cup_dtype t, const void *v, char *buf, size_t len)
{
    switch (t) {
    case CUP_I32: { int32_t x; memcpy(&x, v, 4); snprintf(buf, len, "%" PRId32, x); break; }
    case CUP_U32: { uint32_t x; memcpy(&x, v, 4); snprintf(buf, len, "%" PRIu32, x); break; }
    case CUP_I64: { int64_t x; memcpy(&x, v, 8); snprintf(buf, len, "%" PRId64, x); break; }
    case CUP_U64: { uint64_t x; memcpy(&x, v, 8); snprintf(buf, len, "%" PRIu64, x); break; }
    case CUP_F32: { float x; memcpy(&x, v, 4); snprintf(buf, len, "%.9g", x); break; }
    case CUP_F64: { double x; memcpy(&x, v, 8); snprintf(buf, len, "%.17g", x); break; }
    default: snprintf(buf, len, "?"); break;
    }
}

/* Integer elements widened so one loop serves every integer dtype. */
static uint64_t int_at(cup_dtype t, const void *p, size_t i)
{
    switch (t) {
    case CUP_I32: return (uint64_t)(int64_t)((const int32_t *)p)[i];
    case CUP_U32: return ((const uint32_t *)p)[i];
    default: return ((const uint64_t *)p)[i];
    }
}

static int int_less(cup_dtype t, uint64_t a, uint64_t b)
{
    return (t == CUP_I32 || t == CUP_I64) ? (int64_t)a < (int64_t)b : a < b;
}

void lab_reference(cup_op op, cup_dtype t, const void *host, size_t n, lab_data kind, lab_expect *e)
{
    memset(e, 0, sizeof *e);
    e->dtype = t;
    const size_t size = cup_dtype_size(t);
    if (n == 0 && op != CUP_SUM) { /* undefined: callers expect an error, never a value */
        e->value = NAN;
        return;
    }
    if (t == CUP_F32 || t == CUP_F64) {
        double sum = 0, comp = 0, abs_sum = 0, best = op == CUP_MIN ? INFINITY : -INFINITY;
        for (size_t i = 0; i < n; i++) {
            const double x = t == CUP_F32 ? ((const float *)host)[i] : ((const double *)host)[i];
            if (op == CUP_SUM) { /* Neumaier: the rounding error of every step is kept */
                const double s = sum + x;
                comp += fabs(sum) >= fabs(x) ? (sum - s) + x : (x - s) + sum;
                sum = s;
                abs_sum += fabs(x);
            } else if (op == CUP_MIN ? x < best : x > best) {
                best = x;
            }
        }
        e->value = op == CUP_SUM ? sum + comp : best;
        if (op == CUP_SUM && kind == LAB_DATA_FULL && n > 1) {
            /* Any summation tree of depth d over n terms errs by at most (d + per-thread run)
             * roundings of the running magnitude; 16 (1 + log2 n) u sum|x| covers the orders
             * cuprim and CUB use with margin, while one lost element of these data would not
             * fit (those are caught exactly by LAB_DATA_SMALLINT). */
            const double u = t == CUP_F32 ? 0x1p-24 : 0x1p-53;
            e->tol = 16.0 * (1.0 + log2((double)n)) * u * abs_sum;
        }
        if (t == CUP_F32) {
            const float f = (float)e->value;
            memcpy(e->bits, &f, 4);
        } else {
            memcpy(e->bits, &e->value, 8);
        }
        return;
    }
    const uint64_t mask = size == 4 ? 0xffffffffull : ~0ull;
    uint64_t acc = op == CUP_SUM ? 0 : int_at(t, host, 0);
    for (size_t i = op == CUP_SUM ? 0 : 1; i < n; i++) {
        const uint64_t x = int_at(t, host, i);
        if (op == CUP_SUM) acc += x;
        else if (op == CUP_MIN ? int_less(t, x, acc) : int_less(t, acc, x)) acc = x;
    }
    acc &= mask;
    if (size == 4) {
        const uint32_t v = (uint32_t)acc;
        memcpy(e->bits, &v, 4);
    } else {
        memcpy(e->bits, &acc, 8);
    }
    e->value = as_double(t, e->bits);
}

int lab_matches(const lab_expect *e, const void *got, char *why, size_t why_len)
{
    const size_t size = cup_dtype_size(e->dtype);
    char g[64], w[64];
    lab_format_value(e->dtype, got, g, sizeof g);
    lab_format_value(e->dtype, e->bits, w, sizeof w);
    if (e->tol > 0) {
        const double x = as_double(e->dtype, got);
        const double err = fabs(x - e->value);
        if (err <= e->tol) return 1; /* NaN fails here: the comparison is false */
        snprintf(why, why_len, "got %s, want %.17g (|err| %.3g > tol %.3g)", g, e->value, err, e->tol);
        return 0;
    }
    if (memcmp(got, e->bits, size) == 0) return 1;
    /* MIN/MAX may return -0.0 where the reference saw +0.0: equal values are a match */
    if ((e->dtype == CUP_F32 || e->dtype == CUP_F64) && as_double(e->dtype, got) == e->value) return 1;
    snprintf(why, why_len, "got %s, want %s", g, w);
    return 0;
}

/* in[j] under the boundary rule, as cuprim.h defines it */
static long double stencil_at(cup_dtype t, const void *in, size_t n, cup_boundary b, long long j)
{
    if (j < 0 || j >= (long long)n) {
        if (b == CUP_BOUNDARY_ZERO) return 0;
        if (b == CUP_BOUNDARY_CLAMP) j = j < 0 ? 0 : (long long)n - 1;
        else j = ((j % (long long)n) + (long long)n) % (long long)n;
    }
    return t == CUP_F32 ? (long double)((const float *)in)[j] : (long double)((const double *)in)[j];
}

void lab_stencil_reference(cup_dtype t, cup_stencil_form form, const double *coef, int radius, const void *host_in,
                           size_t n, cup_boundary boundary, size_t i, long double *want, double *tol)
{
    const long long x = (long long)i;
    long double sum = 0, mag = 0;
    if (form == CUP_STENCIL_SYMMETRIC) {
        const long double v = coef[0] * stencil_at(t, host_in, n, boundary, x);
        sum = v, mag = fabsl(v);
    }
    for (int k = 1; k <= radius; k++) {
        const long double c = form == CUP_STENCIL_SYMMETRIC ? coef[k] : coef[k - 1];
        const long double hi = stencil_at(t, host_in, n, boundary, x + k), lo = stencil_at(t, host_in, n, boundary, x - k);
        sum += c * (form == CUP_STENCIL_SYMMETRIC ? hi + lo : hi - lo);
        mag += fabsl(c) * (fabsl(hi) + fabsl(lo));
    }
    *want = sum;
    *tol = (3.0 * radius + 2.0) * (t == CUP_F32 ? FLT_EPSILON : DBL_EPSILON) * (double)mag + DBL_MIN;
}
