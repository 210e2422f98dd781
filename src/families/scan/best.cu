// scan's production path: the single-pass look-back kernel (single_pass.cuh) on tuning.h's tiles,
// with 16-byte loads and stores where in and out allow them, in tuning.h's layout; and the other
// layout (blocked) as a row of its own. Its own file so that the ladder and best compile side by side.
#include "families/scan/single_pass.cuh"
#include "families/scan/tuning.h"

// BEST_BOUNDS: tuning.h's launch bounds; else one block (blocked holds its items in registers
// through the look-back and would spill at best's 48-64 registers).
template <int LAYOUT, bool BEST_BOUNDS> static cup_status run_tiles(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_scan_args *)args;
    return scan_dispatch(a, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        constexpr int ITEMS = sizeof(T) == 4 ? CUP_SCAN_BEST_ITEMS_4 : CUP_SCAN_BEST_ITEMS_8;
        constexpr bool SUM = std::is_same_v<Op, ScanSum>;
        constexpr int MINB = !BEST_BOUNDS                                 ? 1
                             : sizeof(T) == 4                             ? (SUM ? CUP_SCAN_BEST_MIN_BLOCKS_4
                                                                                 : CUP_SCAN_BEST_MIN_BLOCKS_4_MINMAX)
                             : SUM || std::is_floating_point_v<T> ? CUP_SCAN_BEST_MIN_BLOCKS_8
                                                                  : CUP_SCAN_BEST_MIN_BLOCKS_8_INT_MINMAX;
        using Look = Lookback<CUP_SCAN_BEST_LOOKBACK_ROWS, CUP_SCAN_BEST_FIRST_NS, CUP_SCAN_BEST_POLL_NS,
                              CUP_SCAN_BEST_POLL_MAX_NS, false, CUP_SCAN_BEST_FIRST_GRID>;
        return launch_single_pass<T, Op, ITEMS, SCAN_LOOKBACK, LAYOUT, Look, CUP_SCAN_BEST_THREADS, MINB>(
            h, a, CUP_SCAN_BEST_THREADS);
    });
}

// best's layout (tuning.h), and the blocked one as the ladder's `blocked` row
static_assert(CUP_SCAN_BEST_STRIPED, "the blocked row is the layout best does not run: swap them with tuning.h");
extern "C" cup_status cup_cuda_scan_best(cup_handle_t h, const void *args)
{
    return run_tiles<LAYOUT_STRIPED, true>(h, args);
}
extern "C" cup_status cup_cuda_scan_blocked(cup_handle_t h, const void *args)
{
    return run_tiles<LAYOUT_BLOCKED, false>(h, args);
}
