/* The measured choices of the stencil's `best`, with the numbers that chose them. */
#ifndef CUPRIM_FAMILY_STENCIL_TUNING_H
#define CUPRIM_FAMILY_STENCIL_TUNING_H

#include <stddef.h>

/* CUDA: per dtype, the radius windows of `best`: the largest radius a window serves (RMAX, the
 * halo it loads), its 16-byte vectors per thread (NV) and whether a resident grid prefetches
 * the next tile (PF) or each block loads one tile at the top. H100, n = 2^28 (f64 2^27),
 * antisymmetric, clamp, GB/s against a copy ceiling of ~3010
 * (bench/results/h100/tuning/2026-11-22-stencil-best.txt):
 *
 *   dtype radius  NV=1 top   NV=2 top   chosen NV   top      prefetch   chosen
 *   f32   4       3011       2986       1           3041     2777       top
 *   f32   8       2757       2884       2           3008     2749       top
 *   f32   16      2161       2145       1           2069     2532       prefetch
 *   f64   4       2812       2982       2           2998     2748       top
 *   f64   8       -          -          2           2690     2771       prefetch
 *   f64   16      1090       1397       2           1570     2297       prefetch
 *
 * Once the window's registers cut the resident blocks (f32 past radius 8, f64 past 4), the
 * prefetch keeps bytes in flight. Rows are in increasing RMAX; a radius takes the first row
 * whose RMAX covers it. */
#define CUP_STENCIL_BEST_F32 {4, 1, 0}, {8, 2, 0}, {16, 1, 1}
#define CUP_STENCIL_BEST_F64 {4, 2, 0}, {8, 2, 1}, {16, 2, 1}

/* CPU: at most one thread per this many outputs; below it, starting a thread costs more than
 * it saves (an estimate, not a measured sweep). */
#define CUP_STENCIL_CPU_OUTPUTS_PER_THREAD ((size_t)65536)

#endif
