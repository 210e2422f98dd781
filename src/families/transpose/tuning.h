/* The measured choices of transpose's `best`, with the numbers that chose them. */
#ifndef CUPRIM_FAMILY_TRANSPOSE_TUNING_H
#define CUPRIM_FAMILY_TRANSPOSE_TUNING_H

#include <stddef.h>

/* CUDA: 4-byte elements use the 64-row tile where the input rows are 16-byte aligned, whole
 * vectors in, and the 32-row tile elsewhere, where loads go element by element. H100, f32,
 * GB/s (bench/results/h100/tuning/2026-11-22-transpose-best.txt):
 *
 *   shape         64-row tile    32-row tile
 *   8192^2        2779           2721           (rows aligned)
 *   8192x16387    2217           2539           (rows not aligned)
 */
#define CUP_TRANSPOSE_BEST_TALL_WHEN_ALIGNED 1

/* CPU: one thread (blocked tiles) below this many bytes moved, bands of rows on every core
 * above. An estimate like reduce's, not a measured sweep. */
#define CUP_TRANSPOSE_CPU_PARALLEL_BYTES ((size_t)1 << 20)
/* CPU tile sides: each row of a tile sits on its own page on both sides of a large matrix, so a
 * tile must fit the L1 TLB as well as the cache. 2-core VM, 4096^2 f32, "blocked": 6.2 GB/s with
 * 16 x 16 tiles against 3.5 with 32 x 32; 1- and 2-byte elements did best with 8 x 8. */
enum { CUP_TRANSPOSE_CPU_TILE = 16, CUP_TRANSPOSE_CPU_TILE_NARROW = 8 };

#endif
