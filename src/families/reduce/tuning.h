/* The measured choices of reduce's `best`, with the numbers that chose them. */
#ifndef CUPRIM_FAMILY_REDUCE_TUNING_H
#define CUPRIM_FAMILY_REDUCE_TUNING_H

#include <stddef.h>

/* CUDA: the block shape by input size. Two shapes on the H100 (i32 sum, GB/s, one process,
 * bench/results/h100/tuning/2026-11-22-best-shapes.txt):
 *
 *   input     512 threads x 4 words    1024 threads x 2 words
 *   16 MiB    1440                     1402
 *   64 MiB    2385                     2439
 *   256 MiB   2922                     2940
 *
 * The smaller blocks finish the ramp sooner; the larger ones stream slightly faster. The cut
 * lies between the measured points. */
#define CUP_REDUCE_BEST_LARGE_BYTES ((size_t)32 << 20)
enum {
    CUP_REDUCE_BEST_SMALL_BLOCK = 512, CUP_REDUCE_BEST_SMALL_WORDS = 4,
    CUP_REDUCE_BEST_LARGE_BLOCK = 1024, CUP_REDUCE_BEST_LARGE_WORDS = 2,
};

/* CUDA, the exact float sum (exact.cu): best's two shapes and cut. On the H100 (exact sum, the
 * large shape against 512 x 4; bench/results/h100/tuning/2026-11-23-exact-sum.txt, run 1):
 *
 *   input            1024 threads x 2 words   512 x 4     256 x 4
 *   f32 2^30 (4 GiB) 3100.6 GB/s              3081.5      3049.9
 *   f64 2^29 (4 GiB) 3089.8                   3057.7      2998.3
 *   f32 2^24         30.40 us                 30.77       -
 *   f64 2^24         57.07 us                 61.68       -
 *
 * Below 32 MiB no sweep was run: the small shape is best's. */
#define CUP_REDUCE_EXACT_LARGE_BYTES ((size_t)32 << 20)
enum {
    CUP_REDUCE_EXACT_SMALL_BLOCK = 512, CUP_REDUCE_EXACT_SMALL_WORDS = 4,
    CUP_REDUCE_EXACT_LARGE_BLOCK = 1024, CUP_REDUCE_EXACT_LARGE_WORDS = 2,
};

/* CUDA, the exact float sum: the most bins a thread keeps (exact.cu). Each bin costs three double
 * additions per element, and each step of a warp uses only as many as its smallest element
 * reaches; K bins keep an element off the limbs while it lies within 40 (K - 1) + 52 - 21 bits
 * of the warp's largest (f32 K = 5: 168 binades; f64 K = 5: 178). Six bins spilled registers at
 * 1024 threads with four words a step.
 *
 * H100, 2^28 f32 / 2^27 f64, every element down a fixed count (the first form, now the
 * exact-bins-fixed row; record 2026-11-25-9f7a572, GB/s of input; CUB on the same data):
 *
 *   data        f32: 3 bins  4      5      cub     f64: 4 bins  5      6      cub
 *   uniform          2863   2779   2588   3066          2989   2985   2973   3055
 *   lognormal        2822   2729   2564   3072          2981   2972   2938   3058
 *   wide (limbs)       70   2753   2577   3069           212   2983   2970   3058
 *   maxpairs         2102   2021   1815   3071          2854   2864   2826   3058
 *
 * Each bin costs about 3% at f32's rate: hence the count per step. */
enum { CUP_REDUCE_BINS_F32 = 5, CUP_REDUCE_BINS_F64 = 5 };
/* How the exact kernel keeps loads in flight while it adds: 1, the next step's 2 words load into
 * registers one step ahead; 0, each lane prefetches its words two steps ahead into L2 and loads 4
 * words at the top of a step (the exact-prefetch-other row). H100, GB/s of input, 2^28 f32 / 2^27
 * f64, bins per step at most 5 (record 2026-11-25-4b2c96b, where best ran the L2 form):
 *
 *   data          f32 registers   L2     cub      f64 registers   L2     cub
 *   uniform            3013       2785   3076          2996       2553   3058
 *   log-normal         3010       2781   3068          2981       2535   3057
 *   wide               2978       2709   3069          2933       2446   3058
 *   maxpairs           2872       2690   3076          2953       2461   3058
 *   sorted-asc.        3012       2751   3074          2955       2515   3058
 *
 * (the L2 form's four words a step spill registers at 1024 threads.) f32 2^24: 32.9 us against
 * 35.9, CUB 28.9. */
#define CUP_REDUCE_EXACT_PREFETCH 1

/* CPU: one thread (unroll8) below this many bytes, every core above. Not a measured sweep: the
 * estimate that starting the worker threads (tens of microseconds on the 2-core VM) costs more
 * than reading 1 MiB on one core. The cut depends only on n, so results stay reproducible. */
#define CUP_REDUCE_CPU_PARALLEL_BYTES ((size_t)1 << 20)

#endif
