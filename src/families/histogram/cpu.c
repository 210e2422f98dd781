/* The histogram on the CPU: the plain loop into the counts, and the same loop over contiguous
 * chunks on every core, each into a private histogram of its own (O(threads x bins), fine in
 * host memory), summed bin by bin at the end. One macro writes the loop for every sample type;
 * the bin rule is histogram.h's, shared with the CUDA kernels. */
#include "backend/cpu/cpu.h"
#include "families/histogram/histogram.h"
#include "families/histogram/tuning.h"

#include <stdlib.h>
#include <string.h>

typedef void (*hist_fn)(const cup_histogram_args *a, size_t lo, size_t hi, uint64_t *counts);

/* The rule is the same for every sample of a request: one loop per (type, rule). */
#define HIST_LOOP(T, BIN)                                                                              \
    do {                                                                                               \
        const T *in = a->in;                                                                           \
        const cup_hist_map *m = &a->map;                                                               \
        for (size_t i = lo; i < hi; i++) {                                                             \
            const int b = BIN;                                                                         \
            if (b >= 0) counts[b]++;                                                                   \
        }                                                                                              \
    } while (0)
#define DEFINE_INT(name, T)                                                                            \
    static void name(const cup_histogram_args *a, size_t lo, size_t hi, uint64_t *counts)              \
    {                                                                                                  \
        HIST_LOOP(T, cup_hist_int_bin(m, (int64_t)in[i]));                                             \
    }
#define DEFINE_FLOAT(name, T)                                                                          \
    static void name(const cup_histogram_args *a, size_t lo, size_t hi, uint64_t *counts)              \
    {                                                                                                  \
        if (a->map.kind == CUP_HIST_EDGES) HIST_LOOP(T, cup_hist_edges_bin(m, (double)in[i]));          \
        else HIST_LOOP(T, cup_hist_float_bin(m, (double)in[i]));                                       \
    }
DEFINE_INT(hist_u8, uint8_t)
DEFINE_INT(hist_u16, uint16_t)
DEFINE_INT(hist_i32, int32_t)
DEFINE_INT(hist_u32, uint32_t)
DEFINE_FLOAT(hist_f32, float)
DEFINE_FLOAT(hist_f64, double)

static hist_fn loop_of(cup_dtype t)
{
    switch (t) {
    case CUP_U8: return hist_u8;
    case CUP_U16: return hist_u16;
    case CUP_I32: return hist_i32;
    case CUP_U32: return hist_u32;
    case CUP_F32: return hist_f32;
    default: return hist_f64;
    }
}

static cup_status hist_serial(cup_handle_t h, const void *args)
{
    const cup_histogram_args *a = args;
    (void)h;
    memset(a->counts, 0, (size_t)a->map.bins * sizeof *a->counts);
    loop_of(a->dtype)(a, 0, a->n, a->counts);
    return CUP_STATUS_SUCCESS;
}

typedef struct hist_job {
    const cup_histogram_args *a;
    uint64_t *priv; /* threads x bins */
} hist_job;

static void hist_part(void *p, int i, int count)
{
    hist_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->a->n, i, count, &lo, &hi);
    uint64_t *mine = j->priv + (size_t)i * (size_t)j->a->map.bins;
    memset(mine, 0, (size_t)j->a->map.bins * sizeof *mine);
    loop_of(j->a->dtype)(j->a, lo, hi, mine);
}

static cup_status hist_threads_on(cup_handle_t h, const cup_histogram_args *a, int threads)
{
    if ((size_t)threads > a->n) threads = (int)a->n;
    if (threads < 2) return hist_serial(h, a);
    const size_t bins = (size_t)a->map.bins;
    hist_job j = {a, malloc((size_t)threads * bins * sizeof(uint64_t))};
    if (!j.priv) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "histogram threads: %d private histograms of %zu bins", threads, bins);
    cup_cpu_parallel(threads, hist_part, &j);
    for (size_t b = 0; b < bins; b++) {
        uint64_t c = 0;
        for (int t = 0; t < threads; t++) c += j.priv[(size_t)t * bins + b];
        a->counts[b] = c;
    }
    free(j.priv);
    return CUP_STATUS_SUCCESS;
}

static cup_status hist_threads(cup_handle_t h, const void *args)
{
    return hist_threads_on(h, args, cup_cpu_threads(h));
}

/* One thread while the input is small against the merge (threads x bins adds), every core above. */
static cup_status hist_best(cup_handle_t h, const void *args)
{
    const cup_histogram_args *a = args;
    const int threads = cup_cpu_threads(h);
    const size_t bytes = a->n * cup_dtype_size(a->dtype), merge = (size_t)threads * (size_t)a->map.bins;
    if (bytes < CUP_HIST_CPU_PARALLEL_BYTES || a->n < CUP_HIST_CPU_MERGE_RATIO * merge) return hist_serial(h, a);
    return hist_threads_on(h, a, threads);
}

#define CPU_VARIANT(nm, desc, technique_, fn)                                                          \
    {{.name = nm, .description = desc, .technique = technique_,                \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_HIST_DTYPES,                                           \
      .ops = CUP_MASK(CUP_HIST_OP_EVEN) | CUP_MASK(CUP_HIST_OP_RANGE), .deterministic = 1},            \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("serial", "one thread: the bin of each sample, one add into the counts",
                "plain loop on one core", hist_serial),
    CPU_VARIANT("threads", "contiguous chunks on every core, a private histogram each, summed bin by bin",
                "privatisation: per-thread histograms, merged once", hist_threads),
    CPU_VARIANT("best", "serial below 1 MiB or while the merge outweighs the samples, threads above: what "
                "cup_histogram_even runs", "production path of cup_histogram_even (CPU)", hist_best),
};
const cup_variant_table cup_histogram_cpu = CUP_TABLE(variants);
