/* bitpack on the CPU: each word of bits from its 32 elements in a plain loop, and the same with
 * the words split into contiguous runs across every core (no two workers write one word). */
#include "backend/cpu/cpu.h"
#include "families/bitpack/bitpack.h"
#include "families/count/tuning.h"

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

/* One thread below the cut, every core above (count's tuning.h). */
static cup_status pack_best(cup_handle_t h, const void *args)
{
    const cup_bitpack_args *a = args;
    if (a->n * cup_dtype_size(a->dtype) < CUP_COUNT_CPU_PARALLEL_BYTES || cup_cpu_threads(h) < 2) return pack_serial(h, a);
    cup_cpu_parallel_range(cup_cpu_threads(h), cup_ceil_div(a->n, 32), pack_range, a);
    return CUP_STATUS_SUCCESS;
}

#define CPU_VARIANT(nm, desc, technique_, fn)                                                          \
    {{.name = nm, .description = desc, .technique = technique_,                  \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_NUMERIC_DTYPES, .ops = CUP_MASK(CUP_CMP_COUNT) - 1u,   \
      .deterministic = 1},                                                                             \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("serial", "one thread: each word from its 32 comparisons in a plain loop",
                "plain loop on one core", pack_serial),
    CPU_VARIANT("best", "serial below 1 MiB, contiguous runs of words on every core above: what cup_bitpack runs",
                "production path of cup_bitpack (CPU): more work per worker", pack_best),
};
const cup_variant_table cup_bitpack_cpu = CUP_TABLE(variants);
