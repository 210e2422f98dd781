/* select and partition on the CPU: the plain loops, and the same over contiguous parts on every
 * core (each part's kept count first, then every part writes from its offsets). The counts are
 * count_if's CPU loop (cup_count_cpu_range); one macro writes the scatter for every type, and
 * CUP_CMP_CASES specialises it per comparison. */
#include "backend/cpu/cpu.h"
#include "families/select/select.h"
#include "families/select/tuning.h"

#include <stdlib.h>

/* Kept ones of in[lo, hi) to out[kept ..], the others (when rejected is not SIZE_MAX) to
 * out[rejected ..]; returns the slot after the last kept one. */
typedef size_t (*scatter_fn)(const cup_select_args *a, size_t lo, size_t hi, size_t kept, size_t rejected);

/* The kept elements of in[lo, hi): count_if's loop over the same comparison. */
static size_t count_kept(const cup_select_args *a, size_t lo, size_t hi)
{
    const cup_count_args c = {.dtype = a->dtype, .cmp = a->cmp, .value = a->value, .in = a->in, .n = a->n};
    return (size_t)cup_count_cpu_range(&c, lo, hi);
}

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
    static size_t scatter_##field(const cup_select_args *a, size_t lo, size_t hi, size_t kept, size_t rejected) \
    {                                                                                                  \
        const T *in = a->in;                                                                           \
        T *out = a->out;                                                                               \
        const T v = a->value.field;                                                                    \
        CUP_CMP_CASES(a->cmp, SCATTER_LOOP)                                                            \
        return kept;                                                                                   \
    }
CUP_CMP_FOR_EACH_TYPE(DEFINE_SELECT)

#define SELECT_ENTRY(field, T) scatter_##field,
static const scatter_fn scatters[] = {CUP_CMP_FOR_EACH_TYPE(SELECT_ENTRY)}; /* indexed by cup_dtype */

/* One thread: a partition counts first, so that the others start right after the kept ones. */
static cup_status select_serial(cup_handle_t h, const void *args)
{
    const cup_select_args *a = args;
    (void)h;
    const size_t kept = a->partition ? count_kept(a, 0, a->n) : 0;
    *a->count = scatters[a->dtype](a, 0, a->n, 0, a->partition ? kept : SIZE_MAX);
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
    j->kept[i] = count_kept(j->a, lo, hi);
}

static void part_scatter(void *p, int i, int count)
{
    select_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->a->n, i, count, &lo, &hi);
    /* the others before part i: the elements before it, less the kept ones */
    const size_t rejected = j->a->partition ? j->total + (lo - j->kept[i]) : SIZE_MAX;
    (void)scatters[j->a->dtype](j->a, lo, hi, j->kept[i], rejected);
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


static const cup_variant variants[] = {
    CUP_CMP_CPU_VARIANT("serial", "one thread: the plain loop (a partition counts the kept ones first)",
                "plain loop on one core", select_serial),
    CUP_CMP_CPU_VARIANT("best", "serial below 1 MiB, else parts on every core: counts, then writes: what cup_select_if runs",
                "production path of cup_select_if (CPU): two passes over parts", select_best),
};
const cup_variant_table cup_select_cpu = CUP_TABLE(variants);
