/* CPU transpose: the plain double loop, a cache-blocked version, and the blocked version
 * spread over threads. One macro writes each kernel per element size; elements are moved as
 * opaque words (16-byte ones as two 8-byte halves), so every dtype goes through them. */
#include "backend/cpu/cpu.h"
#include "families/transpose/transpose.h"
#include "families/transpose/tuning.h"

#include <string.h>

typedef struct {
    uint64_t lo, hi;
} cup_b16;

typedef struct {
    const void *in;
    void *out;
    size_t rows, cols, ld_in, ld_out;
} job;

/* Threads take bands of BAND rows; tiles are small (tuning.h says why and what was measured). */
enum { BAND = 64 };

#define DEFINE_KERNELS(name, T, TILE)                                                            \
    static void name##_naive(const job *j, size_t r0, size_t r1)                                  \
    {                                                                                             \
        const T *in = j->in;                                                                      \
        T *out = j->out;                                                                          \
        for (size_t r = r0; r < r1; r++)                                                          \
            for (size_t c = 0; c < j->cols; c++) out[c * j->ld_out + r] = in[r * j->ld_in + c];   \
    }                                                                                             \
    static void name##_blocked(const job *j, size_t r0, size_t r1)                                \
    {                                                                                             \
        const T *in = j->in;                                                                      \
        T *out = j->out;                                                                          \
        for (size_t rb = r0; rb < r1; rb += TILE)                                                 \
            for (size_t cb = 0; cb < j->cols; cb += TILE) {                                       \
                const size_t re = rb + TILE < r1 ? rb + TILE : r1;                                \
                const size_t ce = cb + TILE < j->cols ? cb + TILE : j->cols;                      \
                for (size_t c = cb; c < ce; c++)                                                  \
                    for (size_t r = rb; r < re; r++) out[c * j->ld_out + r] = in[r * j->ld_in + c]; \
            }                                                                                     \
    }

DEFINE_KERNELS(t1, uint8_t, CUP_TRANSPOSE_CPU_TILE_NARROW)
DEFINE_KERNELS(t2, uint16_t, CUP_TRANSPOSE_CPU_TILE_NARROW)
DEFINE_KERNELS(t4, uint32_t, CUP_TRANSPOSE_CPU_TILE)
DEFINE_KERNELS(t8, uint64_t, CUP_TRANSPOSE_CPU_TILE)
DEFINE_KERNELS(t16, cup_b16, CUP_TRANSPOSE_CPU_TILE)

typedef void (*kernel)(const job *, size_t, size_t);
typedef struct {
    kernel naive, blocked;
} kernel_set;

static const kernel_set *kernels_for(size_t esize)
{
    static const kernel_set sets[5] = {{t1_naive, t1_blocked}, {t2_naive, t2_blocked}, {t4_naive, t4_blocked},
                                       {t8_naive, t8_blocked}, {t16_naive, t16_blocked}};
    return &sets[esize == 1 ? 0 : esize == 2 ? 1 : esize == 4 ? 2 : esize == 8 ? 3 : 4];
}

static job job_of(const cup_transpose_args *a) { return (job){a->in, a->out, a->rows, a->cols, a->ld_in, a->ld_out}; }

static cup_status transpose_naive(cup_handle_t h, const void *args)
{
    const cup_transpose_args *a = args;
    (void)h;
    const job j = job_of(a);
    kernels_for(a->esize)->naive(&j, 0, a->rows);
    return CUP_STATUS_SUCCESS;
}

static cup_status transpose_blocked(cup_handle_t h, const void *args)
{
    const cup_transpose_args *a = args;
    (void)h;
    const job j = job_of(a);
    kernels_for(a->esize)->blocked(&j, 0, a->rows);
    return CUP_STATUS_SUCCESS;
}

typedef struct {
    job j;
    kernel k;
} threads_job;

/* Each thread takes a band of BAND rows (a multiple of every tile), so threads share cache
 * lines of out only at band edges. */
static void threads_part(void *p, int i, int count)
{
    threads_job *t = p;
    const size_t bands = (t->j.rows + BAND - 1) / BAND;
    size_t lo, hi;
    cup_cpu_chunk(bands, i, count, &lo, &hi);
    const size_t r1 = hi * BAND < t->j.rows ? hi * BAND : t->j.rows;
    if (lo * BAND < r1) t->k(&t->j, lo * BAND, r1);
}

static cup_status transpose_threads(cup_handle_t h, const void *args)
{
    const cup_transpose_args *a = args;
    threads_job t = {job_of(a), kernels_for(a->esize)->blocked};
    cup_cpu_parallel(cup_cpu_threads(h), threads_part, &t);
    return CUP_STATUS_SUCCESS;
}

/* One thread below the cut, bands on every core above (tuning.h). */
static cup_status transpose_best(cup_handle_t h, const void *args)
{
    const cup_transpose_args *a = args;
    if (a->rows * a->cols * a->esize < CUP_TRANSPOSE_CPU_PARALLEL_BYTES) return transpose_blocked(h, a);
    return transpose_threads(h, a);
}

#define CPU_VARIANT(nm, desc, technique_, fn)                                              \
    {{.name = nm, .description = desc, .technique = technique_,     \
      .backend = CUP_BACKEND_CPU, .dtypes = CUP_ALL_DTYPES, .ops = 0, .deterministic = 1}, \
     .run = fn}

static const cup_variant variants[] = {
    CPU_VARIANT("naive", "read rows, write columns, no blocking",
                "the naive transpose on the host: one double loop", transpose_naive),
    CPU_VARIANT("blocked", "16x16 tiles (8x8 below 4 bytes): both sides in cache and TLB",
                "tiling on the host: blocks sized for the cache and the TLB", transpose_blocked),
    CPU_VARIANT("threads", "blocked, bands of tile rows on every core",
                "tiling spread over every core in bands of rows", transpose_threads),
    CPU_VARIANT("best", "blocked below 1 MiB, threads above: what cup_transpose runs",
                "production path of cup_transpose (CPU)", transpose_best),
};
const cup_variant_table cup_transpose_cpu = CUP_TABLE(variants);
