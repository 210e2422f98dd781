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

/* CUDA, the exact float sum: bins per thread (exact.cu). Each bin costs three double additions
 * per element; K bins keep an element exact without the limbs while it lies within
 * 40 (K - 1) + 52 - 21 bits of the warp's largest element (f32 K = 4: 128 binades, f64 K = 5:
 * 178). Not yet measured on a GPU: the counts are the estimate that the FP64 pipe (64 additions
 * per SM per clock on the H100) keeps up with 3 TB/s at 3K additions per element. */
enum { CUP_REDUCE_BINS_F32 = 4, CUP_REDUCE_BINS_F64 = 5 };

/* CPU: one thread (unroll8) below this many bytes, every core above. Not a measured sweep: the
 * estimate that starting the worker threads (tens of microseconds on the 2-core VM) costs more
 * than reading 1 MiB on one core. The cut depends only on n, so results stay reproducible. */
#define CUP_REDUCE_CPU_PARALLEL_BYTES ((size_t)1 << 20)

#endif
