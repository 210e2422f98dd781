/* Test data, value formatting and the expectations of the API tests: the lab's small tools.
 * Nothing here is shared with the library's own kernels, so a bug there cannot hide itself. */
#define _GNU_SOURCE
#include "lab.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
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

double lab_as_double(cup_dtype t, const void *v)
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

double lab_get(cup_dtype t, const void *p, size_t i)
{
    const unsigned char *at = (const unsigned char *)p + i * cup_dtype_size(t);
    if (t == CUP_U8) return *at;
    if (t == CUP_U16) return (double)(uint16_t)lab_get_bits(p, 2, i);
    return lab_as_double(t, at);
}

/* through memcpy: callers' arrays (a value on the stack, a byte buffer) need not be aligned */
void lab_put(cup_dtype t, void *p, size_t i, double x)
{
    unsigned char *at = (unsigned char *)p + i * cup_dtype_size(t);
    switch (t) {
    case CUP_I32: { const int32_t v = (int32_t)x; memcpy(at, &v, 4); break; }
    case CUP_U32: { const uint32_t v = (uint32_t)x; memcpy(at, &v, 4); break; }
    case CUP_I64: { const int64_t v = (int64_t)x; memcpy(at, &v, 8); break; }
    case CUP_U64: { const uint64_t v = (uint64_t)x; memcpy(at, &v, 8); break; }
    case CUP_F32: { const float v = (float)x; memcpy(at, &v, 4); break; }
    case CUP_F64: memcpy(at, &x, 8); break;
    case CUP_U8: *at = (uint8_t)x; break;
    case CUP_U16: { const uint16_t v = (uint16_t)x; memcpy(at, &v, 2); break; }
    default: break;
    }
}

uint64_t lab_get_int(cup_dtype t, const void *p, size_t i)
{
    const uint64_t x = lab_get_bits(p, cup_dtype_size(t), i);
    return t == CUP_I32 ? (uint64_t)(int64_t)(int32_t)(uint32_t)x : x;
}

uint64_t lab_get_bits(const void *p, size_t size, size_t i)
{
    uint64_t x = 0;
    memcpy(&x, (const unsigned char *)p + i * size, size < 8 ? size : 8); /* little-endian: zero-extended */
    return x;
}

void lab_put_bits(void *p, size_t size, size_t i, uint64_t x) { memcpy((unsigned char *)p + i * size, &x, size < 8 ? size : 8); }

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

void lab_tally_check(lab_tally *t, int ok, const char *cond, const char *file, int line, const char *fmt, ...)
{
    t->checks++;
    if (ok) return;
    t->failures++;
    const char *base = strrchr(file, '/');
    fprintf(stderr, "%s:%d: expected %s: ", base ? base + 1 : file, line, cond);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

/* ---- many threads, for the host arrays of the pipeline's benchmarks (tens of GiB): the CPU
 * backend's cup_cpu_parallel ---- */

int lab_parallel_threads(void)
{
    const long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

typedef struct fill_job {
    void *host;
    cup_dtype t;
    size_t n;
    lab_data kind;
    uint64_t seed;
} fill_job;

/* Part i of a fill always draws from the same seed whatever the thread count: parts are fixed
 * blocks of 2^24 elements, spread over the threads. */
enum { FILL_BLOCK = 1 << 24 };

static void fill_part(void *p, int i, int count)
{
    const fill_job *j = p;
    const size_t blocks = (j->n + FILL_BLOCK - 1) / FILL_BLOCK;
    for (size_t b = (size_t)i; b < blocks; b += (size_t)count) {
        lab_rng r = {j->seed ^ (b * 0xD1B54A32D192ED03ull)};
        const size_t lo = b * FILL_BLOCK, len = j->n - lo < FILL_BLOCK ? j->n - lo : FILL_BLOCK;
        lab_fill((char *)j->host + lo * cup_dtype_size(j->t), j->t, len, j->kind, &r);
    }
}

void lab_fill_parallel(void *host, cup_dtype t, size_t n, lab_data kind, uint64_t seed)
{
    fill_job j = {host, t, n, kind, seed};
    cup_cpu_parallel(lab_parallel_threads(), fill_part, &j);
}
