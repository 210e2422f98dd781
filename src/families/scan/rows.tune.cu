// The sweep rows of best (tune_rows.h), built with -DCUPRIM_TUNE=ON only: best's kernel
// (single_pass.cuh) on other tiles, look-back windows, sleeps, tile numbering and launch bounds.
#include "families/scan/single_pass.cuh"
#include "families/scan/tune_rows.h"
#include "families/scan/tuning.h"

// The request on the row's kernel, through scan's dispatch (signed sums on the unsigned kernel, as
// best): element sizes other than the row's never reach it (api.c gives only the row's dtypes);
// OPS: every op (CUP_SCAN_TUNE_OPS_ROWS), else sums only, so that the other rows instantiate only
// their sums.
template <int BYTES, int LAYOUT, int THREADS, int ITEMS, class Look, int MINB, bool OPS = false>
static cup_status run_row(cup_handle_t h, const void *args)
{
    const auto *a = (const cup_scan_args *)args;
    return scan_dispatch(a, [&](auto tag) -> cup_status {
        using T = typename decltype(tag)::type;
        using Op = typename decltype(tag)::op;
        if constexpr (sizeof(T) != BYTES || (!OPS && !std::is_same_v<Op, ScanSum>)) return CUP_STATUS_INTERNAL_ERROR;
        else return launch_single_pass<T, Op, ITEMS, SCAN_LOOKBACK, LAYOUT, Look, THREADS, MINB>(h, a, THREADS);
    });
}

#define SCAN_TUNE_DEFINE_AS(ops, id, name, bytes, layout, threads, items, rows, first_ns, poll_ns, poll_max_ns,    \
                            by_block, min_blocks)                                                                 \
    extern "C" cup_status cup_cuda_scan_tune_##id(cup_handle_t h, const void *args)                               \
    {                                                                                                             \
        return run_row<bytes, LAYOUT_##layout, threads, items,                                                    \
                       Lookback<rows, first_ns, poll_ns, poll_max_ns, (bool)(by_block)>, min_blocks, ops>(h, args); \
    }
#define SCAN_TUNE_DEFINE(...) SCAN_TUNE_DEFINE_AS(false, __VA_ARGS__)
#define SCAN_TUNE_DEFINE_OPS(...) SCAN_TUNE_DEFINE_AS(true, __VA_ARGS__)
CUP_SCAN_TUNE_ROWS(SCAN_TUNE_DEFINE)
CUP_SCAN_TUNE_OPS_ROWS(SCAN_TUNE_DEFINE_OPS)

// best's look-back with the first sleep from grids of first_grid tiles
#define SCAN_TUNE_DEFINE_GRID(id, name, bytes, threads, items, min_blocks, first_grid)                            \
    extern "C" cup_status cup_cuda_scan_tune_##id(cup_handle_t h, const void *args)                               \
    {                                                                                                             \
        using Look = Lookback<CUP_SCAN_BEST_LOOKBACK_ROWS, CUP_SCAN_BEST_FIRST_NS, CUP_SCAN_BEST_POLL_NS,         \
                              CUP_SCAN_BEST_POLL_MAX_NS, false, first_grid>;                                      \
        return run_row<bytes, LAYOUT_STRIPED, threads, items, Look, min_blocks, true>(h, args);                   \
    }
CUP_SCAN_TUNE_GRID_ROWS(SCAN_TUNE_DEFINE_GRID)
