/* count_if and bitpack on the CPU. count: the plain loop, and the same loop over contiguous chunks
 * on every core (each chunk counted into its own slot, the slots summed in order). bitpack: each
 * word of bits from its 32 elements in a plain loop, and the same with the words split into
 * contiguous runs across every core (no two workers write one word). One macro writes each loop
 * for every type; CUP_CMP_CASES specialises it per comparison. */
#include "backend/cpu/cpu.h"
#include "families/count/count.h"
#include "families/count/tuning.h"

typedef uint64_t (*count_fn)(const cup_count_args *a, size_t lo, size_t hi);

#define COUNT_LOOP(op)                                                                                 \
    for (size_t i = lo; i < hi; i++) c += (uint64_t)(in[i] op v)
#define DEFINE_COUNT(field, T)                                                                         \
    static uint64_t count_##field(const cup_count_args *a, size_t lo, size_t hi)                      \
    {                                                                                                  \
        const T *in = a->in;                                                                           \
        const T v = a->value.field;                                                                    \
        uint64_t c = 0;                                                                                \
        CUP_CMP_CASES(a->cmp, COUNT_LOOP)                                                              \
        return c;                                                                                      \
    }
CUP_CMP_FOR_EACH_TYPE(DEFINE_COUNT)

#define COUNT_ENTRY(field, T) count_##field,
static const count_fn counters[] = {CUP_CMP_FOR_EACH_TYPE(COUNT_ENTRY)}; /* indexed by cup_dtype */

uint64_t cup_count_cpu_range(const cup_count_args *a, size_t lo, size_t hi) { return counters[a->dtype](a, lo, hi); }

static cup_status count_serial(cup_handle_t h, const void *args)
{
    const cup_count_args *a = args;
    (void)h;
    *a->count = counters[a->dtype](a, 0, a->n);
    return CUP_STATUS_SUCCESS;
}

typedef struct count_job {
    const cup_count_args *a;
    uint64_t slots[256];
} count_job;

static void count_part(void *p, int i, int count)
{
    count_job *j = p;
    size_t lo, hi;
    cup_cpu_chunk(j->a->n, i, count, &lo, &hi);
    j->slots[i] = counters[j->a->dtype](j->a, lo, hi);
}

/* One thread below the cut, every core above (tuning.h). The count is exact either way. */
static cup_status count_best(cup_handle_t h, const void *args)
{
    const cup_count_args *a = args;
    int threads = cup_cpu_threads(h);
    if (a->n * cup_dtype_size(a->dtype) < CUP_COUNT_CPU_PARALLEL_BYTES || threads < 2) return count_serial(h, a);
    if ((size_t)threads > a->n) threads = (int)a->n;
    if (threads > 256) threads = 256; /* the slots */
    count_job j = {a, {0}};
    cup_cpu_parallel(threads, count_part, &j);
    uint64_t total = 0;
    for (int i = 0; i < threads; i++) total += j.slots[i];
    *a->count = total;
    return CUP_STATUS_SUCCESS;
}

/* ---- bitpack ---- */

typedef void (*pack_fn)(const cup_bitpack_args *a, size_t first, size_t last);

/* words [first, last): word w from elements 32 w .. 32 w + 31 that exist; the rest zero */
#define PACK_LOOP(op)                                                                                  \
    for (size_t w = first; w < last; w++) {                                                            \
        const size_t lo = 32 * w, m = a->n - lo < 32 ? a->n - lo : 32;                                 \
        uint32_t word = 0;                                                                             \
        for (size_t k = 0; k < m; k++) word |= (uint32_t)(in[lo + k] op v) << k;                       \
        a->bits[w] = word;                                                                             \
    }
#define DEFINE_PACK(field, T)                                                                          \
    static void pack_##field(const cup_bitpack_args *a, size_t first, size_t last)                    \
    {                                                                                                  \
        const T *in = a->in;                                                                           \
        const T v = a->value.field;                                                                    \
        CUP_CMP_CASES(a->cmp, PACK_LOOP)                                                               \
    }
CUP_CMP_FOR_EACH_TYPE(DEFINE_PACK)

#define PACK_ENTRY(field, T) pack_##field,
static const pack_fn packers[] = {CUP_CMP_FOR_EACH_TYPE(PACK_ENTRY)}; /* indexed by cup_dtype */

static cup_status pack_serial(cup_handle_t h, const void *args)
{
    const cup_bitpack_args *a = args;
    (void)h;
    packers[a->dtype](a, 0, cup_ceil_div(a->n, 32));
    return CUP_STATUS_SUCCESS;
}

static void pack_range(const void *args, size_t first, size_t last)
{
    const cup_bitpack_args *a = args;
    packers[a->dtype](a, first, last);
}

/* One thread below the cut, every core above (tuning.h). */
static cup_status pack_best(cup_handle_t h, const void *args)
{
    const cup_bitpack_args *a = args;
    if (a->n * cup_dtype_size(a->dtype) < CUP_COUNT_CPU_PARALLEL_BYTES || cup_cpu_threads(h) < 2) return pack_serial(h, a);
    cup_cpu_parallel_range(cup_cpu_threads(h), cup_ceil_div(a->n, 32), pack_range, a);
    return CUP_STATUS_SUCCESS;
}


static const cup_variant count_variants[] = {
    CUP_CMP_CPU_VARIANT("serial", "one thread: the plain loop, one comparison and add per element",
                "plain loop on one core", count_serial),
    CUP_CMP_CPU_VARIANT("best", "serial below 1 MiB, contiguous chunks on every core above: what cup_count_if runs",
                "production path of cup_count_if (CPU): more work per worker", count_best),
};
const cup_variant_table cup_count_cpu = CUP_TABLE(count_variants);

static const cup_variant bitpack_variants[] = {
    CUP_CMP_CPU_VARIANT("serial", "one thread: each word from its 32 comparisons in a plain loop",
                "plain loop on one core", pack_serial),
    CUP_CMP_CPU_VARIANT("best", "serial below 1 MiB, contiguous runs of words on every core above: what cup_bitpack runs",
                "production path of cup_bitpack (CPU): more work per worker", pack_best),
};
const cup_variant_table cup_bitpack_cpu = CUP_TABLE(bitpack_variants);
