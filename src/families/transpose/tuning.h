/* The measured choices of transpose's `best`, with the numbers that chose them. */
#ifndef CUPRIM_FAMILY_TRANSPOSE_TUNING_H
#define CUPRIM_FAMILY_TRANSPOSE_TUNING_H

#include <stddef.h>

/* CUDA: 4-byte elements take the 64-row tile or the 32-row one by how the rows of each side meet
 * 16-byte vectors: aligned (ld a multiple of 16 bytes) or realigned in the warp (any other ld).
 * H100, f32, GB/s:
 *
 *   shape (in, out rows)               64-row tile    32-row tile
 *   8192^2 (aligned, aligned)          2779           2721     tuning/2026-11-22-transpose-best.txt
 *   8192x16387 (realigned, aligned)    2707           2741     tuning/2026-11-23-transpose-realign.txt
 *   8191x8193 (realigned, realigned)   2178           2066     (same file)
 *   12345x6789 (realigned, realigned)  2190           1996
 *   4097^2 (realigned, realigned)      1942           1990
 *
 * Measured in that file's run 3, on the version before the word window became selects; with
 * the committed kernel (e3b06e8 record) the choices above give 2742, 2309, 2314 and 2026.
 * Before the input rows were realigned (element loads), 8192x16387 ran at 2217 and 2539. */
#define CUP_TRANSPOSE_BEST_TALL_ALIGNED_IN 1
#define CUP_TRANSPOSE_BEST_TALL_REALIGNED_IN 0
#define CUP_TRANSPOSE_BEST_TALL_REALIGNED_BOTH 1

/* CPU: one thread (blocked tiles) below this many bytes moved, bands of rows on every core
 * above. An estimate like reduce's, not a measured sweep. */
#define CUP_TRANSPOSE_CPU_PARALLEL_BYTES ((size_t)1 << 20)
/* CPU tile sides: each row of a tile sits on its own page on both sides of a large matrix, so a
 * tile must fit the L1 TLB as well as the cache. 2-core VM, 4096^2 f32, "blocked": 6.2 GB/s with
 * 16 x 16 tiles against 3.5 with 32 x 32; 1- and 2-byte elements did best with 8 x 8. */
enum { CUP_TRANSPOSE_CPU_TILE = 16, CUP_TRANSPOSE_CPU_TILE_NARROW = 8 };

#endif
