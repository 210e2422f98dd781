// bitpack on the GPU: bit i of `bits` says whether in[i] compares true. ballot is the textbook
// loop: each warp packs 32 consecutive predicates with one full-mask __ballot_sync. best loads
// 16 bytes per lane, so a warp covers several words per load, builds each word from the lanes
// that hold its elements with shuffles, and keeps several loads in flight.
#include "families/count/count.h"
#include "families/count/cmp.cuh"
#include "families/count/tuning.h"

// ---- kernels ------------------------------------------------------------------------------------

// Grid: warp w of the grid (blockIdx.x * warps per block + threadIdx.x / 32) packs words w,
// w + warps of the grid, ...; lane l holds element 32 word + l. The loop bound depends only on
// the warp, so all 32 lanes reach every __ballot_sync (blocks are whole warps: full mask); lanes
// past n vote false, which leaves the last word's unused bits zero. Lane 0 writes the word.
template <class T, int CMP>
static __global__ void cup_bitpack_ballot(const T *__restrict__ in, size_t n, T v, uint32_t *__restrict__ bits)
{
    const size_t words = cup_ceil_div(n, 32), lane = threadIdx.x % 32;
    const size_t warps = (size_t)gridDim.x * (blockDim.x / 32);
    for (size_t w = (size_t)blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32; w < words; w += warps) {
        const size_t i = 32 * w + lane;
        const unsigned word = __ballot_sync(0xffffffffu, i < n && cup_cmp_pred<T, CMP>(in[i], v));
        if (lane == 0) bits[w] = word;
    }
}

// Grid: warps over groups of 32 x VEC elements (VEC = 16 / sizeof(T): 4 or 2), i.e. VEC words;
// warp w of the grid takes groups w LOADS + u for u < LOADS, then strides by LOADS groups per
// warp of the grid. Lane l of a group holds elements VEC l .. VEC l + VEC - 1 (one 16-byte load
// when the whole vector lies below n, else element by element, false past n), which are bits
// VEC (l % G) .. of word l / G, G = 32 / VEC lanes per word. The G lanes of a word combine their
// disjoint bits with xor shuffles (full mask: the loop bound depends only on the warp, so every
// lane is present), and the first lane of each word writes it if the word exists. in is 16-byte
// aligned (the launcher takes the ballot kernel otherwise).
template <class T, int CMP, int LOADS>
static __global__ void cup_bitpack_best(const T *__restrict__ in, size_t n, T v, uint32_t *__restrict__ bits)
{
    constexpr int VEC = Vec16<T>::n, G = 32 / VEC;
    const size_t words = cup_ceil_div(n, 32), groups = cup_ceil_div(n, 32 * VEC);
    const unsigned lane = threadIdx.x % 32;
    const size_t warps = (size_t)gridDim.x * (blockDim.x / 32);
    for (size_t g0 = ((size_t)blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32) * LOADS; g0 < groups;
         g0 += warps * LOADS) {
        Vec16<T> x[LOADS];
#pragma unroll
        for (int u = 0; u < LOADS; u++) {
            const size_t first = ((g0 + u) * 32 + lane) * VEC;
            if (first + VEC <= n) x[u] = cup_load16(in + first);
            else
#pragma unroll
                for (int e = 0; e < VEC; e++) x[u].e[e] = first + e < n ? in[first + e] : T(0);
        }
#pragma unroll
        for (int u = 0; u < LOADS; u++) {
            const size_t first = ((g0 + u) * 32 + lane) * VEC;
            unsigned part = 0;
#pragma unroll
            for (int e = 0; e < VEC; e++)
                part |= (unsigned)(first + e < n && cup_cmp_pred<T, CMP>(x[u].e[e], v)) << (VEC * (lane % G) + e);
#pragma unroll
            for (int m = 1; m < G; m *= 2) part |= __shfl_xor_sync(0xffffffffu, part, m);
            const size_t w = (g0 + u) * VEC + lane / G;
            if (lane % G == 0 && w < words) bits[w] = part;
        }
    }
}

// ---- launchers ----------------------------------------------------------------------------------

static cup_status run_ballot(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_bitpack_args *)args;
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        // one warp per word: a grid that fills the GPU, the loop strides over the rest
        cup_bitpack_ballot<T, decltype(tag)::cmp><<<cup_cuda_fill_grid(h, cup_ceil_div(a->n, 32) * 32, a->block),
                                                     a->block, 0, cuda_stream(h)>>>((const T *)a->in, a->n, v,
                                                                                     a->bits);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

// 16-byte aligned input: the vector kernel on a resident grid; otherwise the ballot kernel.
static cup_status run_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_bitpack_args *)args;
    if ((uintptr_t)a->in % 16 != 0) {
        cup_bitpack_args b = *a;
        b.block = CUP_COUNT_BEST_BLOCK;
        return run_ballot(h, &b);
    }
    return cup_cmp_dispatch(a->dtype, a->cmp, a->value, [&](auto tag, auto v) -> cup_status {
        using T = typename decltype(tag)::type;
        constexpr int LOADS = CUP_COUNT_BEST_LOADS, BLOCK = CUP_COUNT_BEST_BLOCK;
        constexpr size_t PER_WARP = 32 * Vec16<T>::n * LOADS; // elements per warp per round
        const void *kernel = (const void *)cup_bitpack_best<T, decltype(tag)::cmp, LOADS>;
        const size_t threads = cup_ceil_div(a->n, PER_WARP) * 32;
        cup_bitpack_best<T, decltype(tag)::cmp, LOADS>
            <<<cup_cuda_resident_grid(h, kernel, BLOCK, threads), BLOCK, 0, cuda_stream(h)>>>((const T *)a->in, a->n,
                                                                                             v, a->bits);
        CUP_CUDA_LAUNCHED(h);
        return CUP_STATUS_SUCCESS;
    });
}

// ---- registry -----------------------------------------------------------------------------------

#define BITPACK_VARIANT(name_, description_, technique_, fn_, bmin, bmax, bdef)                                   \
    cup_variant{.info = {.name = name_, .description = description_,                        \
                         .technique = technique_, .backend = CUP_BACKEND_CUDA, .dtypes = CUP_NUMERIC_DTYPES,     \
                         .ops = CUP_MASK(CUP_CMP_COUNT) - 1u, .block_min = bmin, .block_max = bmax,              \
                         .block_default = bdef, .deterministic = 1},                                             \
                .run = fn_},

static const cup_variant variants[] = {
    BITPACK_VARIANT("ballot", "one word per warp: __ballot_sync of 32 predicates, lane 0 writes it",
                    "warp vote: a full-mask ballot packs 32 predicates into a word", run_ballot, 32, 1024, 256)
    BITPACK_VARIANT("best", "16-byte loads, several words per warp and round, shuffles build each word: what "
                    "cup_bitpack runs",
                    "production path of cup_bitpack: vector loads, bits merged with xor shuffles", run_best, 0, 0,
                    CUP_COUNT_BEST_BLOCK)
};
extern "C" const cup_variant_table cup_bitpack_cuda = CUP_TABLE(variants);
