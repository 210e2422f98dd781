// scan's production path: the single-pass look-back kernel (single_pass.cuh) on tuning.h's tiles,
// with 16-byte loads and stores where in and out allow them. Its own file so that the ladder and
// best compile side by side.
#include "families/scan/single_pass.cuh"
#include "families/scan/tuning.h"

extern "C" cup_status cup_cuda_scan_best(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_scan_args *)args;
    return scan_dispatch(a, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        constexpr int ITEMS = sizeof(T) == 4 ? CUP_SCAN_BEST_ITEMS_4 : CUP_SCAN_BEST_ITEMS_8;
        return launch_single_pass<T, Op, ITEMS, SCAN_LOOKBACK, true>(h, a, CUP_SCAN_BEST_THREADS);
    });
}
