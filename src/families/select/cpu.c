/* select and partition on the CPU: the plain loops, and the same over contiguous parts on every
 * core (each part's kept count first, then every part writes from its offsets). One macro writes
 * the loops for every type; CUP_CMP_CASES specialises them per comparison. */
#include "backend/cpu/cpu.h"
#include "families/select/select.h"
#include "families/select/tuning.h"

#include <stdlib.h>

/* count: the kept elements of in[lo, hi). scatter: kept ones to out[kept ..], the others (when
 * rejected is not SIZE_MAX) to out[rejected ..]; returns the slot after the last kept one. */
typedef struct select_fns {
    size_t (*count)(const cup_select_args *a, size_t lo, size_t hi);
    size_t (*scatter)(const cup_select_args *a, size_t lo, size_t hi, size_t kept, size_t rejected);
} select_fns;

#define COUNT_LOOP(op)                                                                                 \
    for (size_t i = lo; i < hi; i++) c += (size_t)(in[i] op v)
#define SCATTER_LOOP(op)                                                                               \
    do {                                                                                               \
        if (rejected == SIZE_MAX)                                                                      \
            for (size_t i = lo; i < hi; i++) {                                                         \
                if (in[i] op v) out[kept++] = in[i];                                                   \
            }                                                                                          \
        else                                                                                           \
            for (size_t i = lo; i < hi; i++) {                                                         \
                if (in[i] op v) out[kept++] = in[i];                                                   \
                else out[rejected++] = in[i];                                                          \
            }                                                                                          \
    } while (0)
#define DEFINE_SELECT(field, T)                                                                        \
    static size_t count_##field(const cup_select_args *a, size_t lo, size_t hi)                       \
    {                                                                                                  \
        const T *in = a->in;                                                                           \
        const T v = a->value.field;                                                                    \
        size_t c = 0;                                                                                  \
        CUP_CMP_CASES(a->cmp, COUNT_LOOP)                                                              \
        return c;                                                                                      \
    }                                                                                                  \
    static size_t scatter_##field(const cup_select_args *a, size_t lo, size_t hi, size_t kept, size_t rejected) \
    {                                                                                                  \
        const T *in = a->in;                                                                           \
        T *out = a->out;                                                                               \
        const T v = a->value.field;                                                                    \
        CUP_CMP_CASES(a->cmp, SCATTER_LOOP)                                                            \
        return kept;                                                                                   \
    }
CUP_CMP_FOR_EACH_TYPE(DEFINE_SELECT)

#define SELECT_ENTRY(field, T) {count_##field, scatter_##field},
static const select_fns fns[] = {CUP_CMP_FOR_EACH_TYPE(SELECT_ENTRY)}; /* indexed by cup_dtype */

/* One thread: a partition counts first, so that the others start right after the kept ones. */
static cup_status select_serial(cup_handle_t h, const void *args)
{
    const cup_select_args *a = args;
    (void)h;
    const select_fns *f = &fns[a->dtype];
    const size_t kept = a->partition ? f->count(a, 0, a->n) : 0;
    *a->count = f->scatter(a, 0, a->n, 0, a->partition ? kept : SIZE_MAX);
    return CUP_STATUS_SUCCESS;
}

typedef struct select_job {
    const cup_select_args *a;
    size_t kept[CUP_CPU_MAX_THREADS]; /* part i's count, then its first kept slot */
    size_t total;
} select_job;

static void part_count(void *p, int i, int count)
{
    select_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->a->n, i, count, &lo, &hi);
    j->kept[i] = fns[j->a->dtype].count(j->a, lo, hi);
}

static void part_scatter(void *p, int i, int count)
{
    select_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->a->n, i, count, &lo, &hi);
    /* the others before part i: the elements before it, less the kept ones */
    const size_t rejected = j->a->partition ? j->total + (lo - j->kept[i]) : SIZE_MAX;
    (void)fns[j->a->dtype].scatter(j->a, lo, hi, j->kept[i], rejected);
}

/* One thread below the cut, every core above (tuning.h): two passes, counts then scatters. */
static cup_status select_best(cup_handle_t h, const void *args)
{
    const cup_select_args *a = args;
    int threads = cup_cpu_threads(h);
    if (a->n * cup_dtype_size(a->dtype) < CUP_SELECT_CPU_PARALLEL_BYTES || threads < 2) return select_serial(h, a);
    if ((size_t)threads > a->n) threads = (int)a->n;
    select_job *j = malloc(sizeof *j);
    if (!j) return cup_fail(h, CUP_STATUS_ALLOC_FAILED, "select: out of host memory");
    j->a = a;
    cup_cpu_parallel(threads, part_count, j);
    size_t run = 0;
    for (int i = 0; i < threads; i++) {
        const size_t c = j->kept[i];
        j->kept[i] = run;
        run += c;
    }
    j->total = run;
    cup_cpu_parallel(threads, part_scatter, j);
    *a->count = run;
    free(j);
    return CUP_STATUS_SUCCESS;
}

#define CPU_VARIANT(nm, desc, technique_, fn)                                                          \
    {{.name = nm, .description = desc, .technique = technique_,                                        \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_MASK(CUP_CMP_COUNT) - 1u,   \
      .deterministic = 1},                                                                             \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("serial", "one thread: the plain loop (a partition counts the kept ones first)",
                "plain loop on one core", select_serial),
    CPU_VARIANT("best", "serial below 1 MiB, else parts on every core: counts, then writes: what cup_select_if runs",
                "production path of cup_select_if (CPU): two passes over parts", select_best),
};
const cup_variant_table cup_select_cpu = CUP_TABLE(variants);
