/* CPU reduction: a plain loop, an 8-accumulator loop the compiler turns into SIMD, and the
 * same spread over threads. One macro writes each kernel for every (type, op) pair, and a
 * table maps (dtype, op) to it, so no code is duplicated per dtype. */
#include "backend/cpu/cpu.h"
#include "families/reduce/reduce.h"
#include "families/reduce/tuning.h"

#include <math.h>
#include <string.h>

/* SUM of signed integers runs on the unsigned type of the same width: two's complement
 * wrap-around is then defined behaviour in C and gives the same bits. */
#define SUM(a, b) ((a) + (b))
/* NaN compares false, so a NaN element never replaces the running value (see cuprim.h). */
#define MIN(a, b) ((b) < (a) ? (b) : (a))
#define MAX(a, b) ((b) > (a) ? (b) : (a))

typedef void (*reduce_fn)(const void *in, size_t n, void *out);

#define DEFINE_KERNELS(name, T, OP, IDENT)                                                    \
    static void name##_serial(const void *in_, size_t n, void *out)                           \
    {                                                                                         \
        const T *in = in_;                                                                    \
        T acc = IDENT;                                                                        \
        for (size_t i = 0; i < n; i++) acc = OP(acc, in[i]);                                  \
        memcpy(out, &acc, sizeof acc);                                                        \
    }                                                                                         \
    /* eight independent accumulators: no loop-carried dependence on one register */         \
    static void name##_unroll8(const void *in_, size_t n, void *out)                          \
    {                                                                                         \
        const T *in = in_;                                                                    \
        T acc[8];                                                                             \
        for (int u = 0; u < 8; u++) acc[u] = IDENT;                                           \
        size_t i = 0;                                                                         \
        for (; i + 8 <= n; i += 8)                                                            \
            for (int u = 0; u < 8; u++) acc[u] = OP(acc[u], in[i + u]);                       \
        for (; i < n; i++) acc[0] = OP(acc[0], in[i]);                                        \
        for (int w = 4; w > 0; w /= 2)                                                        \
            for (int u = 0; u < w; u++) acc[u] = OP(acc[u], acc[u + w]);                      \
        memcpy(out, &acc[0], sizeof acc[0]);                                                  \
    }                                                                                         \
    static void name##_combine(void *acc_, const void *v_)                                    \
    {                                                                                         \
        T acc, v;                                                                             \
        memcpy(&acc, acc_, sizeof acc);                                                       \
        memcpy(&v, v_, sizeof v);                                                             \
        acc = OP(acc, v);                                                                     \
        memcpy(acc_, &acc, sizeof acc);                                                       \
    }

#define FOR_EACH_KERNEL(X)                                                                   \
    X(sum_u32, uint32_t, SUM, 0u)                                                            \
    X(sum_u64, uint64_t, SUM, 0u)                                                            \
    X(sum_f32, float, SUM, 0.0f)                                                             \
    X(sum_f64, double, SUM, 0.0)                                                             \
    X(min_i32, int32_t, MIN, INT32_MAX)                                                      \
    X(min_u32, uint32_t, MIN, UINT32_MAX)                                                    \
    X(min_i64, int64_t, MIN, INT64_MAX)                                                      \
    X(min_u64, uint64_t, MIN, UINT64_MAX)                                                    \
    X(min_f32, float, MIN, INFINITY)                                                         \
    X(min_f64, double, MIN, (double)INFINITY)                                                \
    X(max_i32, int32_t, MAX, INT32_MIN)                                                      \
    X(max_u32, uint32_t, MAX, 0u)                                                            \
    X(max_i64, int64_t, MAX, INT64_MIN)                                                      \
    X(max_u64, uint64_t, MAX, 0u)                                                            \
    X(max_f32, float, MAX, -INFINITY)                                                        \
    X(max_f64, double, MAX, -(double)INFINITY)

FOR_EACH_KERNEL(DEFINE_KERNELS)

typedef struct {
    reduce_fn serial, unroll8;
    void (*combine)(void *acc, const void *v);
} kernel_set;

#define SET(name) {name##_serial, name##_unroll8, name##_combine}
static const kernel_set kernels[CUP_OP_COUNT][CUP_DTYPE_COUNT] = {
    [CUP_SUM] = {[CUP_I32] = SET(sum_u32), [CUP_U32] = SET(sum_u32), [CUP_I64] = SET(sum_u64),
                 [CUP_U64] = SET(sum_u64), [CUP_F32] = SET(sum_f32), [CUP_F64] = SET(sum_f64)},
    [CUP_MIN] = {[CUP_I32] = SET(min_i32), [CUP_U32] = SET(min_u32), [CUP_I64] = SET(min_i64),
                 [CUP_U64] = SET(min_u64), [CUP_F32] = SET(min_f32), [CUP_F64] = SET(min_f64)},
    [CUP_MAX] = {[CUP_I32] = SET(max_i32), [CUP_U32] = SET(max_u32), [CUP_I64] = SET(max_i64),
                 [CUP_U64] = SET(max_u64), [CUP_F32] = SET(max_f32), [CUP_F64] = SET(max_f64)},
};

static cup_status reduce_serial(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    (void)h;
    kernels[a->op][a->dtype].serial(a->in, a->n, a->out);
    return CUP_STATUS_SUCCESS;
}

static cup_status reduce_unroll8(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    (void)h;
    kernels[a->op][a->dtype].unroll8(a->in, a->n, a->out);
    return CUP_STATUS_SUCCESS;
}

/* Each thread reduces one contiguous chunk into its own slot; the slots are combined in thread
 * order, so a float sum is reproducible for a given thread count. */
typedef struct {
    const kernel_set *k;
    const char *in;
    size_t n, size;
    unsigned char slots[256][8];
} threads_job;

static void threads_part(void *p, int i, int count)
{
    threads_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->n, i, count, &lo, &hi);
    j->k->unroll8(j->in + lo * j->size, hi - lo, j->slots[i]);
}

static cup_status reduce_threads_n(cup_handle_t h, const cup_reduce_args *a, int threads)
{
    threads_job j = {&kernels[a->op][a->dtype], a->in, a->n, cup_dtype_size(a->dtype), {{0}}};
    if ((size_t)threads > a->n) threads = (int)a->n;
    cup_cpu_parallel(threads, threads_part, &j);
    for (int i = 1; i < threads; i++) j.k->combine(j.slots[0], j.slots[i]);
    memcpy(a->out, j.slots[0], j.size);
    (void)h;
    return CUP_STATUS_SUCCESS;
}

static cup_status reduce_threads(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    return reduce_threads_n(h, a, cup_cpu_threads(h));
}

/* One thread below the cut, every core above (tuning.h). */
static cup_status reduce_best(cup_handle_t h, const void *args)
{
    const cup_reduce_args *a = args;
    if (a->n * cup_dtype_size(a->dtype) < CUP_REDUCE_CPU_PARALLEL_BYTES) return reduce_unroll8(h, a);
    return reduce_threads(h, a);
}

#define CPU_VARIANT(nm, desc, technique_, fn)                                       \
    {{.family = "reduce", .name = nm, .description = desc, .technique = technique_, \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_ALL_OPS, \
      .deterministic = 1},                                                          \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("serial", "one thread, one accumulator: the plain loop", "plain loop on one core",
                reduce_serial),
    CPU_VARIANT("unroll8", "one thread, 8 independent accumulators (SIMD-friendly)",
                "unrolling on the host: 8 accumulators break the add chain", reduce_unroll8),
    CPU_VARIANT("threads", "all cores, contiguous chunks, unroll8 in each, fixed combine order",
                "more work per worker: contiguous chunks on every core", reduce_threads),
    CPU_VARIANT("best", "unroll8 below 1 MiB, threads above: what cup_reduce runs",
                "production path of cup_reduce (CPU)", reduce_best),
};
const cup_variant_table cup_reduce_cpu = CUP_TABLE(variants);
