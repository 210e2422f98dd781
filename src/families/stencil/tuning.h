/* The measured choices of the stencil's `best`, with the numbers that chose them. */
#ifndef CUPRIM_FAMILY_STENCIL_TUNING_H
#define CUPRIM_FAMILY_STENCIL_TUNING_H

#include <stddef.h>

/* CUDA: per dtype, the radius windows of `best`: the largest radius a window serves (RMAX, the
 * halo it loads), its 16-byte vectors per thread (NV) and how a tile is loaded (LOAD): 0 at the
 * top of one block per tile, 1 prefetched into registers by a resident grid, S >= 2 through a
 * ring of S cp.async stages in shared memory (a resident grid); and its threads per block
 * (THREADS). H100, n = 2^28 (f64 2^27), antisymmetric, GB/s against a copy ceiling of ~3005-3015.
 *
 * Radius 4 and 8 (bench/results/h100/tuning/2026-11-22-stencil-best.txt, clamp):
 *   dtype radius  NV=1 top   NV=2 top   chosen NV   top      prefetch   chosen
 *   f32   4       3011       2986       1           3041     2777       top
 *   f32   8       2757       2884       2           3008     2749       top
 *   f64   4       2812       2982       2           2998     2748       top
 *   f64   8       -          -          2           2690     2771       prefetch
 * Radius 8 again beside the cp.async rings (2026-11-23-stencil-async.txt, periodic): f32 top
 * NV=2 3025, rings 2694-2758; f64 prefetch NV=2 2832, ring NV=2 S=2 2834: the loads at the top
 * stay (f32) and the register prefetch stays (f64, a tie). Dropping the prefetch for that ring
 * (one way fewer to load a tile) was measured in best on another machine
 * (bench/results/h100/tuning/2026-11-23-review-0e3236e.txt): f64 radius 8 2746 against 9ee1e4f's
 * 2832, so the prefetch stays.
 *
 * Radius 16 (2026-11-23-stencil-async.txt, periodic, aligned / both pointers one element off),
 * runs 1 and 2, 256 threads a block:
 *   dtype  prefetch NV=1   prefetch NV=2   ring NV=2 S=2   ring NV=3 S=2   ring NV=2 S=4
 *   f32    2543 / 2520     2793 / 2688     2830 / 2643     2773 / 2320     2661 / 2438
 *   f64    1966 / -        2170 / 2224     2369 / 2349     2745 / 2659     2727 / 2330
 * The window (2 * 16 + V elements in registers) limits resident blocks; a register prefetch
 * costs V more registers per thread, a ring none, so more tiles are in flight. More stages cost
 * registers too (f32 NV=2: 64 at S=2, 77 at S=4); capping registers with __launch_bounds__'s
 * minimum blocks spilled f64 at every cap tried (743-2135 GB/s).
 * Run 3, on a machine that runs this kernel ~4% slower (ring NV=2 S=2 f32 2707 there), smaller
 * blocks: the ring waits at its one barrier per tile more than anywhere else:
 *   dtype  threads   ring NV=1 S=2   ring NV=2 S=2   ring NV=3 S=2   ring NV=2 S=3
 *   f32    256       -               2707 / 2537     2699 / 2328     -
 *   f32    128       2779 / 2712     2771 / 2510     2623 / 2329     2629 / 2351
 *   f32    64        -               2720 / 2415     2646 / 2391     -
 *   f64    256       -               2363 / 2345     2726 / 2649     -
 *   f64    128       2380 / 2371     2592 / 2518     2801 / 2775     2623 / 2561
 *   f64    64        -               2601 / 2550     2807 / 2793     -
 * 128 threads chosen (f32 NV=1, f64 NV=3: 3-7%); best in that form, on another machine
 * (2026-11-23-transpose-narrow.txt, run 1): f32 2780, f64 2812 (aligned, clamp).
 * Rows are in increasing RMAX; a radius takes the first row whose RMAX covers it. THREADS is
 * 256 for the loads at the top and the register prefetch (their tiles are 256 threads wide). */
#define CUP_STENCIL_BEST_F32 {4, 1, 0, 256}, {8, 2, 0, 256}, {16, 1, 2, 128}
#define CUP_STENCIL_BEST_F64 {4, 2, 0, 256}, {8, 2, 1, 256}, {16, 3, 2, 128}

/* CPU: at most one thread per this many outputs; below it, starting a thread costs more than
 * it saves (an estimate, not a measured sweep). */
#define CUP_STENCIL_CPU_OUTPUTS_PER_THREAD ((size_t)65536)

#endif
