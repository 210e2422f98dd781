/* CPU 1-D stencil: a plain loop that resolves the boundary for every neighbour, and the same
 * split over threads with a branch-free interior. One macro writes both per element type; sums
 * run in that type (not in double), centre first, then k = 1..r, as on the GPU. */
#include "backend/cpu/cpu.h"
#include "families/stencil/stencil.h"
#include "families/stencil/tuning.h"

enum { BLOCK = 2048 }; /* outputs per vectorised block: 8 or 16 KiB of sums stay in L1 */

/* in[j] under the boundary rule of cuprim.h; j may lie anywhere in [-r, n + r). */
#define DEFINE_STENCIL(name, T)                                                                   \
    static T name##_at(const T *in, long long n, cup_boundary b, long long j)                      \
    {                                                                                             \
        const long long s = cup_stencil_source(n, b, j);                                          \
        return s < 0 ? (T)0 : in[s];                                                              \
    }                                                                                             \
    static T name##_one(const cup_stencil_args *a, const T *c, const T *in, long long i, int edge) \
    {                                                                                             \
        const long long n = (long long)a->n;                                                      \
        const int sym = a->form == CUP_STENCIL_SYMMETRIC;                                         \
        T acc = sym ? c[0] * (edge ? name##_at(in, n, a->boundary, i) : in[i]) : (T)0;            \
        for (int k = 1; k <= a->radius; k++) {                                                    \
            const T hi = edge ? name##_at(in, n, a->boundary, i + k) : in[i + k];                  \
            const T lo = edge ? name##_at(in, n, a->boundary, i - k) : in[i - k];                  \
            acc += c[k] * (sym ? hi + lo : hi - lo);                                              \
        }                                                                                         \
        return acc;                                                                               \
    }                                                                                             \
    /* outputs [lo, hi), one element at a time with every neighbour through the boundary rule     \
     * (serial), or (fast) with the interior [r, n - r)                                          \
     * in blocks that run each k over the whole block: the same sums in the same order, but     \
     * loops the compiler turns into vector code */                                             \
    static void name##_range(const cup_stencil_args *a, size_t lo, size_t hi, int fast)            \
    {                                                                                             \
        T c[CUP_STENCIL_MAX_RADIUS + 1], acc[BLOCK];                                              \
        for (int k = 0; k <= CUP_STENCIL_MAX_RADIUS; k++) c[k] = (T)a->coef[k];                   \
        const T *in = a->in;                                                                      \
        T *out = a->out;                                                                          \
        const size_t r = (size_t)a->radius;                                                       \
        const int sym = a->form == CUP_STENCIL_SYMMETRIC;                                         \
        size_t i = lo;                                                                            \
        for (; i < hi && (!fast || i < r || i + r >= a->n); i++)                                  \
            out[i] = name##_one(a, c, in, (long long)i, !fast || i < r || i + r >= a->n);          \
        while (fast && i < hi && i + r < a->n) {                                                  \
            const size_t end = hi < a->n - r ? hi : a->n - r, m = end - i < BLOCK ? end - i : BLOCK; \
            for (size_t j = 0; j < m; j++) acc[j] = sym ? c[0] * in[i + j] : (T)0;                \
            for (size_t k = 1; k <= r; k++) {                                                     \
                const T ck = c[k];                                                                \
                const T *p = in + i + k, *q = in + i - k;                                         \
                if (sym)                                                                          \
                    for (size_t j = 0; j < m; j++) acc[j] += ck * (p[j] + q[j]);                  \
                else                                                                              \
                    for (size_t j = 0; j < m; j++) acc[j] += ck * (p[j] - q[j]);                  \
            }                                                                                     \
            for (size_t j = 0; j < m; j++) out[i + j] = acc[j];                                   \
            i += m;                                                                               \
        }                                                                                         \
        for (; i < hi; i++) out[i] = name##_one(a, c, in, (long long)i, 1);                        \
    }

DEFINE_STENCIL(sf, float)
DEFINE_STENCIL(sd, double)

static void run_range(const cup_stencil_args *a, size_t lo, size_t hi, int fast)
{
    if (a->dtype == CUP_F32) sf_range(a, lo, hi, fast);
    else sd_range(a, lo, hi, fast);
}

static cup_status run_serial(cup_handle_t h, const void *args)
{
    const cup_stencil_args *a = args;
    (void)h;
    run_range(a, 0, a->n, 0);
    return CUP_STATUS_SUCCESS;
}

static void fast_range(const void *args, size_t lo, size_t hi) { run_range(args, lo, hi, 1); }

static cup_status run_best(cup_handle_t h, const void *args)
{
    const cup_stencil_args *a = args;
    const size_t most = a->n / CUP_STENCIL_CPU_OUTPUTS_PER_THREAD + 1; /* tuning.h */
    const int threads = (size_t)cup_cpu_threads(h) < most ? cup_cpu_threads(h) : (int)most;
    cup_cpu_parallel_range(threads, a->n, fast_range, a);
    return CUP_STATUS_SUCCESS;
}

#define VARIANT(nm, desc, technique_, fn)                                                               \
    {{.name = nm, .description = desc, .technique = technique_,                    \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_MASK(CUP_F32) | CUP_MASK(CUP_F64), .deterministic = 1}, \
     .run = fn}

static const cup_variant variants[] = {
    VARIANT("serial", "one loop, the boundary rule resolved for every neighbour",
            "the textbook 1-D stencil, one loop on the host", run_serial),
    VARIANT("best", "threads over chunks, interior in vectorised blocks", "production path of cup_stencil1d (CPU)", run_best),
};
const cup_variant_table cup_stencil_cpu = CUP_TABLE(variants);
