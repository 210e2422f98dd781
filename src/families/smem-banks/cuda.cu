// Shared-memory bank conflicts: the tile kernels of the classic bank-conflict demonstration
// (row and column access, padding, dynamic shared memory, square and rectangular tiles). Each
// kernel is a demonstration with an output the lab checks; the exact bank model in api.c
// replays the same indices from patterns.h.
#include "backend/cuda/common.cuh"
#include "families/smem-banks/smem_banks.h"
#include "families/smem-banks/patterns.h"

// ---- smem-banks ---------------------------------------------------------------------------------
// Row and column stores and loads, the transposed read, padding and dynamic shared memory, on
// square and rectangular tiles: one kernel template per table row of patterns.h. Grid: one
// block per tile, any number of blocks; each round stores, barriers, loads and barriers again
// (the second barrier keeps the next round's store from overwriting a word another thread has
// yet to read).
template <int P, int BX, int BY, int SET, int READ, int PAD, bool DYN>
static __global__ void __launch_bounds__(BX *BY) cup_smem_banks_kernel(uint32_t *out, int rounds)
{
    constexpr unsigned WORDS = SET == SMEM_COL ? BX * (BY + PAD) : BY * (BX + PAD);
    __shared__ uint32_t static_tile[DYN ? 1 : WORDS];
    uint32_t *tile = DYN ? shared_as<uint32_t>() : static_tile;
    const unsigned idx = threadIdx.y * BX + threadIdx.x;
    const unsigned set = smem_word(SET, BX, BY, PAD, idx), read = smem_word(READ, BX, BY, PAD, idx);
    uint32_t sum = 0;
    for (int r = 0; r < rounds; r++) {
        tile[set] = idx + (uint32_t)r;
        __syncthreads();
        sum += tile[read];
        __syncthreads();
    }
    out[(size_t)blockIdx.x * (BX * BY) + idx] = sum;
}

template <int P, int BX, int BY, int SET, int READ, int PAD, bool DYN>
static cup_status run_smem_banks(cup_handle_t h, const void *args)
{
    const auto *x = (const cup_smem_banks_args *)args;
    const size_t dyn = DYN ? smem_tile_words(BX, BY, PAD, SET) * sizeof(uint32_t) : 0;
    cup_smem_banks_kernel<P, BX, BY, SET, READ, PAD, DYN>
        <<<(unsigned)x->blocks, dim3(BX, BY), dyn, cuda_stream(h)>>>(x->out, x->rounds);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}

// ---- registry -----------------------------------------------------------------------------------

static const int square_shape[][2] = {{32, 32}, {0, 0}};
static const int rect_shape[][2] = {{32, 16}, {0, 0}};

#define SMEM_VARIANT(i, name_, technique_, desc_, bx, by, set, read, pad, dyn)                                 \
    cup_variant{.info = {.name = name_, .description = desc_, .technique = technique_, \
                         .backend = CUP_BACKEND_CUDA, .dtypes = CUP_MASK(CUP_U32), .deterministic = 1,         \
                         .shapes = by == 32 ? square_shape : rect_shape},                                      \
                .run = run_smem_banks<i, bx, by, set, read, pad, (dyn != 0)>},

static const cup_variant variants[] = {CUP_SMEM_PATTERNS(SMEM_VARIANT)};
extern "C" const cup_variant_table cup_smem_banks_cuda = CUP_TABLE(variants);
