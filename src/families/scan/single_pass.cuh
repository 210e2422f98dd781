// The single-pass scan kernel and its launcher: one tile per block, the tile's prefix from the
// tiles before it through their published states (lookback.cuh), chained or by look-back. The
// ladder's chained and lookback steps (ladder.cu) and best (best.cu) instantiate it.
#pragma once

#include "families/scan/lookback.cuh"
#include "families/scan/tile.cuh"

enum { SCAN_CHAINED = 0, SCAN_LOOKBACK = 1 };

// The states of T's tiles: its 32-bit halves beside their states (lookback.cuh).
template <class T> using ScanTiles = PackedTiles<T>;

// Grid: one block per tile of blockDim.x * ITEMS elements, the tile's number drawn as a ticket
// (lookback.cuh says why; Look::BY_BLOCK takes blockIdx.x instead). Thread t holds the tile's
// items t*ITEMS .. t*ITEMS + ITEMS - 1. After the tile's own scan (tile_parts), warp 0 finds its
// prefix: tile 0 publishes P at once; the others wait for their predecessor's P (CHAINED) or
// publish A and look back (LOOKBACK: Look's windows and sleeps, lookback.cuh), then publish their
// P. The other warps wait at the barrier; then every thread writes its items from E op q, in the
// striped layouts read again from shared memory, so that no thread holds its items in registers
// through the look-back (fewer registers, more blocks per SM); ASYNC never holds them all (loaded
// by cp.async, folded and written a chunk at a time). A grid of one block has no neighbours and
// touches no state. MAXT and MINB are the launch bounds (at most MAXT threads a block; registers
// capped so that MINB blocks fit an SM).
template <class T, class Op, int ITEMS, int LAYOUT, int MODE, class Look, int MAXT, int MINB>
static __global__ void __launch_bounds__(MAXT, MINB)
    scan_single_pass(const T *in, T *out, size_t n, int exclusive, ScanTiles<T> tiles, unsigned *ticket)
{
    __shared__ T warp_totals[32];
    __shared__ T prefix;
    __shared__ unsigned slot;
    const size_t k = draw_tile<Look::BY_BLOCK>(ticket, &slot);
    const size_t first = (k * blockDim.x + threadIdx.x) * ITEMS;
    T *part = LAYOUT >= LAYOUT_STRIPED ? shared_as<T>() + (threadIdx.x / 32) * 32 * ITEMS : nullptr;
    const size_t warp_first = first - (threadIdx.x % 32) * ITEMS;
    T x[LAYOUT == LAYOUT_ASYNC ? 1 : ITEMS], q, agg;
    if constexpr (LAYOUT == LAYOUT_ASYNC) {
        part_load_async<T, Op, ITEMS>(in, n, warp_first, part);
        agg = tile_parts_from<T, Op>(fold_part<T, Op, ITEMS>(part), q, warp_totals);
    } else {
        tile_load<T, Op, ITEMS, LAYOUT>(in, n, first, x, part);
        agg = tile_parts<T, Op, ITEMS>(x, q, warp_totals);
    }
    if (threadIdx.x < 32) {
        const unsigned lane = threadIdx.x;
        T e = Op::template identity<T>();
        if (gridDim.x > 1) {
            if (k == 0) {
                if (lane == 0) tiles.publish(0, TILE_P, agg);
            } else {
                if constexpr (MODE == SCAN_LOOKBACK) {
                    if (lane == 0) tiles.publish(k, TILE_A, agg);
                    e = lookback_left_fold<T, Op, Look>(tiles, k);
                } else {
                    e = wait_inclusive<T>(tiles, k);
                }
                if (lane == 0) tiles.publish(k, TILE_P, Op::apply(e, agg));
            }
        }
        if (lane == 0) prefix = e;
    }
    __syncthreads();
    if constexpr (LAYOUT == LAYOUT_ASYNC) {
        part_store_outputs<T, Op, ITEMS>(out, n, warp_first, Op::apply(prefix, q), exclusive, part);
    } else {
        tile_reload<T, ITEMS, LAYOUT>(x, part);
        tile_store<T, Op, ITEMS, LAYOUT>(out, n, first, x, Op::apply(prefix, q), exclusive, part);
    }
}

// The launch: states zeroed on the stream, then one block per tile (one block: no state at all).
// LAYOUT (tile.cuh) where in and out are both 16-byte aligned; else its one-element form.
template <class T, class Op, int ITEMS, int MODE, int LAYOUT, class Look, int MAXT = 1024, int MINB = 1>
static cup_status launch_single_pass(cup_handle_t h, const cup_scan_args *a, int block)
{
    size_t tiles;
    SinglePassSpace<ScanTiles<T>> sp;
    cup_status s = tiles_of(h, a->n, (size_t)block * ITEMS, &tiles);
    if (s == CUP_STATUS_SUCCESS) s = sp.prepare(h, tiles);
    if (s != CUP_STATUS_SUCCESS) return s;
    constexpr int UNALIGNED = LAYOUT >= LAYOUT_STRIPED ? LAYOUT_STRIPED_SCALAR : LAYOUT_SCALAR;
    const bool vec = (uintptr_t)a->in % 16 == 0 && (uintptr_t)a->out % 16 == 0;
    const auto kernel = vec ? scan_single_pass<T, Op, ITEMS, LAYOUT, MODE, Look, MAXT, MINB>
                            : scan_single_pass<T, Op, ITEMS, UNALIGNED, MODE, Look, MAXT, MINB>;
    const size_t smem = LAYOUT >= LAYOUT_STRIPED ? (size_t)block * ITEMS * sizeof(T) : 0;
    kernel<<<(unsigned)tiles, block, smem, cuda_stream(h)>>>((const T *)a->in, (T *)a->out, a->n,
                                                            a->kind == CUP_SCAN_EXCLUSIVE, sp.tiles, sp.ticket);
    CUP_CUDA_LAUNCHED(h);
    return CUP_STATUS_SUCCESS;
}
