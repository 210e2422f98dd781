// The sort's CUDA variants: the ladder (ladder.cu), Onesweep, the one-block sort and best
// (onesweep.cu), the one-block sort sized to n (fit.cu), and CUB's rows (cub_*.cu), in one table.
#include "backend/cuda/common.cuh"
#include "families/sort/sort.h"
#include "families/sort/tuning.h"

extern "C" {
cup_status cup_cuda_sort_split1(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_lsd4(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_lsd8(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_onesweep(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_onesweep_late(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_small(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_small_fit(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_best(cup_handle_t h, const void *args);
cup_status cup_cuda_sort_cub_keys(cup_handle_t h, const cup_sort_args *a);
cup_status cup_cuda_sort_cub_pairs4(cup_handle_t h, const cup_sort_args *a);
cup_status cup_cuda_sort_cub_pairs8(cup_handle_t h, const cup_sort_args *a);
#ifdef CUPRIM_TUNE
#define TUNE_DECLARE(t, i, b) cup_status cup_cuda_sort_onesweep_##t##x##i##_##b(cup_handle_t h, const void *args);
CUP_SORT_TUNE_SHAPES(TUNE_DECLARE)
#undef TUNE_DECLARE
#endif
}

static cup_status run_cub(cup_handle_t h, const void *args)
{
    const cup_sort_args *a = (const cup_sort_args *)args;
    return a->value_size == 0 ? cup_cuda_sort_cub_keys(h, a)
           : a->value_size == 4 ? cup_cuda_sort_cub_pairs4(h, a)
                                : cup_cuda_sort_cub_pairs8(h, a);
}

#define SORT_VARIANT(nm, desc, technique_, fn, traits_, ref)                                                          \
    {{.name = nm, .description = desc, .technique = technique_, .backend = CUP_BACKEND_CUDA,        \
      .dtypes = CUP_SORT_DTYPES, .ops = CUP_SORT_OP_KEYS | CUP_SORT_OP_PAIRS, .deterministic = 1, .reference = ref,    \
      .traits = traits_},                                                                                             \
     .run = fn}

static const cup_variant variants[] = {
    SORT_VARIANT("split1", "one bit per pass, three kernels (count, scan, scatter); each tile split by the bit with a "
                 "block-wide scan of its zero flags", "the textbook radix sort: Blelloch's split, one pass per bit",
                 cup_cuda_sort_split1, 0, 0),
    SORT_VARIANT("lsd4", "4-bit digits, three kernels per pass (histogram, scan, scatter); each tile sorted in shared "
                 "memory by four 1-bit splits", "LSD radix sort, reduce-then-scan (Satish, Harris and Garland 2009)",
                 cup_cuda_sort_lsd4, 0, 0),
    SORT_VARIANT("lsd8", "8-bit digits, three kernels per pass; shared-memory digit counts, each tile ranked by "
                 "__match_any_sync within warps and a scan across them", "warp-level ranking (match-any multisplit)",
                 cup_cuda_sort_lsd8, 0, 0),
    SORT_VARIANT("onesweep-late", "one upfront histogram of every digit, constant digits skipped, then one kernel per "
                 "digit: rank a tile (ballots, counters moved through __syncwarp), only then publish its counts and "
                 "look back over the tiles before it for the digit offsets, scatter; 256 threads x 16 keys",
                 "Onesweep with the look-back after the ranking (the first form)", cup_cuda_sort_onesweep_late, 0, 0),
    SORT_VARIANT("onesweep", "one upfront histogram of every digit, constant digits skipped, then one kernel per digit: "
                 "a tile counts its digits and publishes them at once, then ranks its keys (ballots, a warp counter "
                 "per digit moved by one atomic), looks back over the tiles before it, scatters; CUB's tile shapes",
                 "Onesweep (Adinets and Merrill 2022): single-pass radix sort, decoupled look-back, early counts",
                 cup_cuda_sort_onesweep, 0, 0),
    SORT_VARIANT("small", "one block of 512 threads sorts up to 4096 keys in registers and shared memory, ranked by "
                 "warp ballots per digit, constant digits skipped", "one-block radix sort for small inputs",
                 cup_cuda_sort_small, CUP_SORT_ONE_BLOCK, 0),
    SORT_VARIANT("small-fit", "one block sized to n sorts up to 16384 keys: one warp placing each of up to 32 keys "
                 "by comparing it with the others (no digit passes), else the smallest of 128 x 2 .. 1024 x 16 "
                 "threads x keys that holds n, ranked as small; in-place values staged in shared memory or the "
                 "workspace", "one-block radix sort with its shape fitted to n",
                 cup_cuda_sort_small_fit, CUP_SORT_ONE_BLOCK_FIT, 0),
    SORT_VARIANT("best", "small-fit up to 2048 keys, small to 4096, small-fit to 8192, Onesweep above: what cup_sort_keys and "
                 "cup_sort_pairs run",
                 "production path of cup_sort_keys / cup_sort_pairs (CUDA)", cup_cuda_sort_best, 0, 0),
    SORT_VARIANT("cub", "cub::DeviceRadixSort SortKeys / SortPairs (and Descending) with the handle's workspace",
                 "vendor reference (CUB)", run_cub, CUP_SORT_COUNT_U32 | CUP_SORT_VALUES_4_8 | CUP_SORT_CUB_FLOATS, 1),
#ifdef CUPRIM_TUNE
#define TUNE_ROW(t, i, b)                                                                                              \
    SORT_VARIANT("onesweep-" #t "x" #i "-b" #b,                                                                        \
                 "onesweep with 4-byte keys alone in tiles of " #t " threads x " #i " keys, " #b " blocks an SM (a "    \
                 "CUPRIM_TUNE row; other keys and payloads take onesweep's shapes)",                                   \
                 "a tile shape of Onesweep to sweep (tuning.h)", cup_cuda_sort_onesweep_##t##x##i##_##b, 0, 0),
    CUP_SORT_TUNE_SHAPES(TUNE_ROW)
#undef TUNE_ROW
#endif
};
const cup_variant_table cup_sort_cuda = CUP_TABLE(variants);
